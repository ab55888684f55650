import AppProject

/// The restoration code (`SceneRestoration`), for an app whose state UIKit restored: one file
/// in Swift, a header and an implementation in Objective-C, beside the app delegate.
enum RestorationFiles: MigrationChange {
    static func apply(_ decisions: AppDecisions, to work: inout AppWork) {
        guard decisions.restores else { return }
        let code = restorationCode(decisions)
        switch decisions.language {
        case .swift:
            let path = decisions.inFolder("SceneRestoration.swift")
            work.create(path, SwiftRestorationSource.text(code))
            work.record(path, .restorationCreated(activityType: decisions.activityTypeText))
        case .objectiveC:
            let header = decisions.inFolder("SceneRestoration.h"), implementation = decisions.inFolder("SceneRestoration.m")
            work.create(header, ObjectiveCRestorationSource.header)
            work.create(implementation, ObjectiveCRestorationSource.implementation(code))
            work.record(header, .restorationHeaderCreated)
            work.record(implementation, .restorationCreated(activityType: decisions.activityTypeText))
        }
    }

    /// What the generated code needs of the app: its storyboards' tables and the app
    /// delegate's methods.
    static func restorationCode(_ decisions: AppDecisions) -> RestorationCode {
        let app = decisions.app
        var paths: [RestorationCode.Row] = []
        var storyboards: [String: String] = [:]
        var classes: [String: Set<String>] = [:]
        var seenPaths: Set<String> = []
        for storyboard in app.storyboards where CarriedControllers.isAppStoryboard(storyboard, of: app) {
            for controller in storyboard.controllers {
                guard let identifier = controller.storyboardIdentifier else { continue }
                if storyboards[identifier] == nil { storyboards[identifier] = storyboard.name }
                classes[InfoPlistFacts.className(controller.className), default: []].insert(identifier)
            }
        }
        for (chains, storyboard) in zip(app.chains, app.storyboards) where CarriedControllers.isAppStoryboard(storyboard, of: app) {
            for node in chains.nodes {
                guard let identifier = node.controller.storyboardIdentifier, node.controller.reference == nil,
                      let path = node.path?.joined(separator: "/"), seenPaths.insert(path).inserted else { continue }
                paths.append(RestorationCode.Row(key: path, value: identifier))
            }
        }
        let delegate = decisions.delegate
        return RestorationCode(
            activityType: decisions.codeActivityType.fixed, appDelegate: delegate.type.name, save: delegate.save, restore: delegate.restore, willEncode: delegate.willEncode,
            didDecode: delegate.didDecode, delegateFactory: delegate.delegateFactory,
            storyboardIdentifiers: paths.sorted { $0.key < $1.key },
            storyboards: storyboards.map { RestorationCode.Row(key: $0.key, value: $0.value) }.sorted { $0.key < $1.key },
            classIdentifiers: classes.compactMap { name, identifiers in identifiers.count == 1 ? RestorationCode.Row(key: name, value: identifiers.first!) : nil }
                .sorted { $0.key < $1.key },
            classStoryboards: CarriedControllers.classStoryboards(app).map { RestorationCode.Row(key: $0.key, value: $0.value) }.sorted { $0.key < $1.key })
    }
}

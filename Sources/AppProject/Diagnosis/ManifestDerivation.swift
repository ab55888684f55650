import StateRestoration

/// The app manifest `check --app` takes (docs/check.md), derived from the project, so that
/// `check --project` walks UIKit's lookup without a hand-written file. A factory that answers
/// every path, or declines every path, is written with the path `*`.
public enum ManifestDerivation {
    public static func manifest(_ project: AppTarget) -> AppManifest {
        let code = project.code
        var classes: [String: AppManifest.RestorationClass] = [:]
        for type in code.declaredClasses {
            guard let body = type.body(.restorationFactory) else { continue }
            let returns = body.returns
            let constructed = Set(returns.compactMap { if case .construction(let name) = $0.value { name } else { nil } })
            let declinesAll = !returns.isEmpty && returns.allSatisfy { $0.value == .nilValue }
            // A factory whose product is not one known class: check's own default, the class itself.
            classes[type.name] = AppManifest.RestorationClass(creates: constructed.count == 1 ? constructed.first! : type.name, declines: declinesAll ? ["*"] : nil)
        }
        var factories: [AppManifest.Factory] = []
        for delegate in code.appDelegates.prefix(1) {
            guard let body = delegate.body(.delegateFactory) else { continue }
            let returns = body.returns
            let constructed = returns.compactMap { if case .construction(let name) = $0.value { name } else { nil } }
            if let made = constructed.first, !returns.contains(where: { $0.value == .nilValue }) {
                factories.append(AppManifest.Factory(path: "*", creates: made))
            }
        }
        let mainStoryboards = Set([project.info?.mainStoryboard].compactMap { $0 } + (project.info?.sceneConfigurations.compactMap(\.storyboard) ?? []))
        let launch = project.chains.flatMap(\.nodes).filter { $0.atLaunch && mainStoryboards.contains($0.storyboard) }.compactMap { node in
            node.path.map { AppManifest.LaunchObject(path: $0.joined(separator: "/"), class: node.controller.className) }
        }
        var identifiers: [String: String] = [:]
        for controller in project.storyboards.flatMap(\.controllers) {
            if let identifier = controller.storyboardIdentifier { identifiers[identifier] = controller.className }
        }
        var superclasses: [String: String] = [:]
        for type in code.declaredClasses where type.kind == .class {
            if let superclass = type.superclass { superclasses[type.name] = CodeFacts.bareName(superclass) }
        }
        let configurations = project.info?.sceneConfigurations ?? []
        let sceneClasses = Set(configurations.compactMap(\.delegateClass).map(InfoPlistFacts.className)
            + code.sceneDelegates(named: configurations.compactMap(\.delegateClass)).map(\.name))
        return AppManifest(
            restorationClasses: classes.isEmpty ? nil : classes, appDelegate: factories.isEmpty ? nil : factories,
            createdAtLaunch: launch.isEmpty ? nil : launch.sorted { $0.path < $1.path }, storyboardIdentifiers: identifiers.isEmpty ? nil : identifiers,
            superclasses: superclasses.isEmpty ? nil : superclasses,
            sceneConfigurations: configurations.isEmpty ? nil : configurations.compactMap(\.name),
            sceneClasses: sceneClasses.isEmpty ? nil : sceneClasses.sorted(),
            storyboards: project.storyboards.isEmpty ? nil : Set(project.storyboards.map(\.name)).sorted())
    }
}

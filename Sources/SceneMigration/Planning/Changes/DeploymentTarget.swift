import AppProject

/// A deployment target below iOS 13 raised to it, in the target's own settings (which win over
/// the project's and an .xcconfig's) or its XcodeGen `deploymentTarget`: UIScene, UIWindowScene
/// and the scene delegate's methods are iOS 13.0 and later. Xcode 26, which the scene life
/// cycle's requirement is about, builds for iOS 15 and later only.
enum DeploymentTarget: MigrationChange {
    static let sceneDeploymentTarget = "13.0"

    static func apply(_ decisions: AppDecisions, to work: inout AppWork) {
        let app = decisions.app
        guard let current = app.deploymentTarget, let major = version(current)?.first, major < 13, let project = app.project else { return }
        let target = sceneDeploymentTarget
        let why = "the scene life cycle and the generated code are iOS \(target) and later, so the app no longer runs before iOS 13 (Xcode 26 builds for iOS 15 and later only)"
        switch project.format {
        case .xcode:
            let path = project.projectFile
            guard let bytes = work.workspace.read(path), let name = app.target?.name else { return }
            do {
                var editor = try XcodeProjectEditor(bytes: bytes, path: path)
                guard editor.hasTarget(named: name) else { return }
                try editor.setBuildSettings([("IPHONEOS_DEPLOYMENT_TARGET", target)], target: name)
                try work.workspace.apply(path, editor.edits)
                work.record(path, .deploymentTargetRaised(target: name, setting: "IPHONEOS_DEPLOYMENT_TARGET", from: current, to: target))
            } catch let failure as PBXProjectEditor.Failure where failure.isFormat {
                work.workspace.refuse(path, because: failure.reason)
            } catch {
                work.review.append(ReviewItem(code: .deploymentTarget, file: path, line: nil, quote: nil,
                                              message: "the project file could not be edited (\(error.reason)): raise \(name)'s IPHONEOS_DEPLOYMENT_TARGET from \(current) to \(target) by hand: " + why))
            }
        case .xcodeGen:
            guard let bytes = work.workspace.read(project.path) else { return }
            var editor = XcodeGenSpecEditor(bytes: bytes)
            do {
                try editor.setDeploymentTarget(target, target: app.name)
                try work.workspace.apply(project.path, editor.edits)
                work.record(project.path, .deploymentTargetRaised(target: app.name, setting: "deploymentTarget", from: current, to: target))
            } catch {
                work.review.append(ReviewItem(code: .deploymentTarget, file: project.path, line: nil, quote: nil,
                                              message: "the spec could not be edited (\(error.reason)): raise \(app.name)'s deploymentTarget from \(current) to \(target) by hand: " + why))
            }
        default:
            work.review.append(ReviewItem(code: .deploymentTarget, file: project.path, line: nil, quote: nil,
                                          message: "the app's deployment target is iOS \(current): raise it to \(target) where the project sets it: " + why))
        }
    }

    /// `11.0` as `[11, 0]`; nil when it is not a version (a setting uistate does not resolve).
    static func version(_ text: String) -> [Int]? {
        let parts = text.trimmingWhitespace.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, !parts.contains(nil) else { return nil }
        return parts.compactMap { $0 }
    }
}

import AppProject
import Platform
import PropertyList

/// The scene manifest (one window configuration: the scene delegate, the main storyboard moved
/// there from `UIMainStoryboardFile`) and `NSUserActivityTypes`, where the app's keys live: its
/// Info.plist file (an Xcode-generated `<dict/>` one too), a generated Info.plist's build
/// settings with a file for what they cannot hold, an XcodeGen spec's info properties. A scene-
/// based app only declares the activity type. What cannot be written blocks the migration: a
/// manifest is never left without its configuration, nor a build setting changed without it.
enum SceneManifest: MigrationChange {
    static func apply(_ decisions: AppDecisions, to work: inout AppWork) {
        let declared = decisions.restores ? decisions.activityType.declared : nil
        if decisions.kind == .inertRestoration {
            guard let declared else { return }
            if let project = decisions.app.project, project.format == .xcodeGen, decisions.app.target?.declaredInfo != nil {
                editSpec(project.path, manifest: nil, declared: declared, decisions, &work)
            } else if let path = decisions.app.info?.path, work.workspace.exists(path) {
                editInfoPlist(path, manifest: nil, declared: declared, decisions, &work)
            } else {
                work.blockers.append(ReviewItem(code: .manifest, file: decisions.app.project?.path, line: nil, quote: nil,
                                                message: "no Info.plist file to declare \(declared) in NSUserActivityTypes: add one to the target with it, then migrate again"))
            }
            return
        }
        let manifest = manifest(decisions)
        if let project = decisions.app.project, project.format == .xcodeGen, decisions.app.target?.declaredInfo != nil {
            editSpec(project.path, manifest: manifest, declared: declared, decisions, &work)
            return
        }
        let generates = decisions.app.target?.settings.isYes("GENERATE_INFOPLIST_FILE") == true
        if let path = decisions.app.info?.path, work.workspace.exists(path) {
            guard editInfoPlist(path, manifest: manifest, declared: declared, decisions, &work) else { return }
            // `Info-$(CONFIGURATION).plist`: every configuration's file, or a build stays classic.
            for other in decisions.app.info?.otherConfigurationPaths ?? [] {
                guard work.workspace.exists(other) else {
                    work.blockers.append(ReviewItem(code: .manifest, file: other, line: nil, quote: nil,
                        message: "\(other), the Info.plist of another configuration, is not there: that build would stay classic, so nothing is written; add it, then migrate again"))
                    return
                }
                guard editInfoPlist(other, manifest: manifest, declared: declared, decisions, &work) else { return }
            }
            if generates { editGeneratedKeys(decisions, newInfoPlist: nil, &work) }
            return
        }
        guard generates, let project = decisions.app.project, project.format == .xcode else {
            work.blockers.append(ReviewItem(code: .manifest, file: decisions.app.info?.path ?? decisions.app.project?.path, line: nil, quote: nil,
                message: "the Info.plist could not be edited (none was read for the target, or it is written from a Tuist manifest): add the scene manifest (one window configuration, \(decisions.sceneDelegateName)) by hand, or give the target an Info.plist file, then migrate again"))
            return
        }
        // A generated Info.plist: the keys build settings cannot hold go in a file of their own,
        // as Xcode's own app template does.
        let path = ProjectMembership.inSynchronizedFolder(decisions, work)
            ? (project.folder.isEmpty ? "" : project.folder + "/") + decisions.app.name + "-Info.plist" : decisions.inFolder("Info.plist")
        let empty = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            </dict>
            </plist>

            """
        work.create(path, empty)
        guard editInfoPlist(path, manifest: manifest, declared: declared, decisions, &work) else { return }
        editGeneratedKeys(decisions, newInfoPlist: path, &work)
    }

    /// The delegate class as the manifest names it (a Swift class with its module).
    static func delegateClassName(_ decisions: AppDecisions) -> String {
        (decisions.language == .swift ? "$(PRODUCT_MODULE_NAME)." : "") + decisions.sceneDelegateName
    }

    /// The scene manifest's one window configuration.
    static func manifest(_ decisions: AppDecisions) -> InfoPlistEditor.Value {
        var configuration: [(String, InfoPlistEditor.Value)] = [
            ("UISceneConfigurationName", .string(RestorationActivityFormat.configurationName)),
            ("UISceneDelegateClassName", .string(delegateClassName(decisions))),
        ]
        if let storyboard = decisions.app.info?.mainStoryboard { configuration.append(("UISceneStoryboardFile", .string(storyboard))) }
        return .dictionary([
            ("UIApplicationSupportsMultipleScenes", .bool(false)),
            ("UISceneConfigurations", .dictionary([(RestorationActivityFormat.sessionRole, .array([.dictionary(configuration)]))])),
        ])
    }

    static func summary(_ decisions: AppDecisions, declared: String?, spec: String?) -> ManifestSummary {
        ManifestSummary(sceneDelegate: delegateClassName(decisions), storyboard: decisions.app.info?.mainStoryboard, activityType: declared, specTarget: spec)
    }

    @discardableResult
    static func editInfoPlist(_ path: String, manifest: InfoPlistEditor.Value?, declared: String?, _ decisions: AppDecisions, _ work: inout AppWork) -> Bool {
        guard let bytes = work.workspace.read(path) else {
            work.blockers.append(ReviewItem(code: .manifest, file: path, line: nil, quote: nil, message: "\(path) could not be read: the scene manifest cannot be written in it"))
            return false
        }
        var text = EditedText(bytes)
        do {
            if let manifest {
                text.make(try InfoPlistEditor.removing("UIMainStoryboardFile", from: text.bytes))
                text.make(try InfoPlistEditor.adding("UIApplicationSceneManifest", manifest, to: text.bytes))
            }
            if let declared { text.make(try InfoPlistEditor.adding(item: declared, toArray: "NSUserActivityTypes", in: text.bytes)) }
            // What is written must read back, as a property list with the keys it was given.
            let plist = try PropertyListReader.read(text.bytes)
            if let declared {
                guard case .array(let types)? = plist["NSUserActivityTypes"], types.contains(.string(declared)) else { throw InfoPlistEditor.Failure(reason: "the edit did not read back") }
            }
            if manifest != nil {
                guard case .dictionary? = plist["UIApplicationSceneManifest"]?["UISceneConfigurations"] else { throw InfoPlistEditor.Failure(reason: "the edit did not read back") }
            }
            try work.workspace.apply(path, text.edits)
            work.record(path, manifest == nil ? .activityTypeDeclared(type: declared ?? "", inSpecOf: nil) : .manifest(summary(decisions, declared: declared, spec: nil)))
            return true
        } catch let failure as InfoPlistEditor.Failure {
            work.blockers.append(ReviewItem(code: .manifest, file: path, line: nil, quote: nil,
                                            message: "\(path) could not be edited (\(failure.reason)): the scene manifest cannot be written, so nothing is; fix the file (Xcode's property list editor reads it), then migrate again"))
        } catch {
            work.blockers.append(ReviewItem(code: .manifest, file: path, line: nil, quote: nil,
                                            message: "\(path) would not read as a property list after the edit, so nothing is written; check the file with Xcode's property list editor, then migrate again"))
        }
        return false
    }

    /// The generated Info.plist's build settings: the manifest generated, the main storyboard
    /// moved out of them, the file with the rest named.
    static func editGeneratedKeys(_ decisions: AppDecisions, newInfoPlist: String?, _ work: inout AppWork) {
        guard let project = decisions.app.project, project.format == .xcode, let target = decisions.app.target else { return }
        let path = project.projectFile
        guard let bytes = work.workspace.read(path) else { return }
        do {
            var editor = try XcodeProjectEditor(bytes: bytes, path: path)
            guard editor.hasTarget(named: target.name) else { throw PBXProjectEditor.Failure(reason: "no target named \(target.name)") }
            var settings: [(key: String, value: String?)] = [("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", "YES")]
            let storyboardSetting = target.settings["INFOPLIST_KEY_UIMainStoryboardFile"] != nil
            if storyboardSetting { settings.append(("INFOPLIST_KEY_UIMainStoryboardFile", nil)) }
            if let newInfoPlist {
                let relative = project.folder.isEmpty ? newInfoPlist : String(newInfoPlist.dropFirst(project.folder.count + 1))
                settings.append(("INFOPLIST_FILE", relative))
            }
            try editor.setBuildSettings(settings, target: target.name)
            try work.workspace.apply(path, editor.edits)
            work.record(path, .generatedInfoPlist(target: target.name, storyboardSettingRemoved: storyboardSetting, infoPlistFile: newInfoPlist, declaresActivityType: decisions.restores))
            if let main = target.settings["INFOPLIST_KEY_UIMainStoryboardFile"], BuildProject.setsKey("INFOPLIST_KEY_UIMainStoryboardFile", in: editor.bytes) {
                work.review.append(ReviewItem(code: .manifest, file: path, line: nil, quote: nil,
                    message: "INFOPLIST_KEY_UIMainStoryboardFile = \(main) is set outside the target's own settings (the project's or an .xcconfig): remove it there, the scene configuration names the storyboard"))
            }
        } catch let failure as PBXProjectEditor.Failure where failure.isFormat {
            work.workspace.refuse(path, because: failure.reason)
        } catch {
            work.blockers.append(ReviewItem(code: .project, file: path, line: nil, quote: nil,
                                            message: "the project file could not be edited (\(error.reason)), so nothing is written: the generated Info.plist would have no scene manifest"))
        }
    }

    static func editSpec(_ path: String, manifest: InfoPlistEditor.Value?, declared: String?, _ decisions: AppDecisions, _ work: inout AppWork) {
        guard let bytes = work.workspace.read(path) else { return }
        var editor = XcodeGenSpecEditor(bytes: bytes)
        let name = decisions.app.name
        do {
            if let manifest {
                editor.remove("UIMainStoryboardFile", target: name)
                try editor.add("UIApplicationSceneManifest", manifest, target: name)
            }
            if let declared { try editor.add(item: declared, toList: "NSUserActivityTypes", target: name) }
            try work.workspace.apply(path, editor.edits)
            work.record(path, manifest == nil ? .activityTypeDeclared(type: declared ?? "", inSpecOf: name) : .manifest(summary(decisions, declared: declared, spec: name)))
        } catch {
            work.blockers.append(ReviewItem(code: .manifest, file: path, line: nil, quote: nil,
                                            message: "the spec could not be edited (\(error.reason)), so nothing is written: add the scene manifest to \(name)'s info properties by hand, or fix the spec, then migrate again"))
        }
    }
}

extension Error {
    /// The reason an editor's failure gives, or the error's description.
    var reason: String {
        switch self {
        case let failure as PBXProjectEditor.Failure: failure.reason
        case let failure as XcprojEditor.Failure: failure.reason
        case let failure as InfoPlistEditor.Failure: failure.reason
        case let failure as XcodeGenSpecEditor.Failure: failure.reason
        case let conflict as EditConflict: conflict.description
        default: "\(self)"
        }
    }
}

import AppProject
import Platform
import PropertyList

/// `uistate migrate scenes`: the plan that moves each classic app target of a project to the
/// UIScene life cycle with its state restoration (and a scene-based app whose restoration is
/// still classic, hence never called, to scene restoration). Read-only: the plan holds the
/// edits as bytes; `MigrationWriter` writes them.
public enum SceneMigrator {
    public static func plan(_ folder: ProjectFolder) -> MigrationPlan {
        var workspace = Workspace(root: folder.root)
        var apps: [AppMigration] = []
        var leftAlone: [MigrationPlan.LeftAlone] = []
        for app in folder.apps {
            switch kind(of: app) {
            case .success(let kind):
                var planner = AppPlanner(folder: folder, app: app, kind: kind, workspace: workspace)
                apps.append(planner.plan())
                workspace = planner.workspace
            case .failure(let reason):
                leftAlone.append(MigrationPlan.LeftAlone(target: app.name, project: app.project?.path, reason: reason.text))
            }
        }
        return MigrationPlan(root: folder.root, apps: apps, leftAlone: leftAlone, edits: workspace.edits)
    }

    /// The restoration activity type the migration gives an app: `<bundle id>.restoration`,
    /// the target's name standing in for a bundle id the project does not spell out.
    public static func activityType(of app: AppTarget) -> String {
        let bundle = app.bundleIdentifier.flatMap { $0.contains("$") || $0.trimmingWhitespace.isEmpty ? nil : $0 } ?? app.name
        return RestorationActivityFormat.activityType(bundleIdentifier: bundle)
    }

    struct Reason: Error {
        var text: String
    }

    /// Whether an app target is migrated, and how; or why not.
    static func kind(of app: AppTarget) -> Result<AppMigration.Kind, Reason> {
        let code = app.code
        if code.swiftUIApp != nil { return .failure(Reason(text: "a SwiftUI app: it has the scene life cycle, and SwiftUI restores its scenes")) }
        guard let delegate = code.appDelegates.first else { return .failure(Reason(text: "no app delegate was found in its code: nothing says how its window is made")) }
        switch app.lifeCycle {
        case .classic:
            return .success(.classic)
        case .unknown(let because):
            return .failure(Reason(text: "its life cycle is not known (\(because)): migrate it once doctor can read it"))
        case .scenes:
            let delegates = code.sceneDelegates(named: app.info?.sceneConfigurations.compactMap(\.delegateClass) ?? [])
            if delegates.contains(where: { $0.method(.stateRestorationActivity) != nil }) {
                return .failure(Reason(text: "scene-based, and its scene delegate already saves a restoration activity"))
            }
            // Classic restoration is the app delegate's opt-in to both saving and restoring, as UIKit required.
            guard AppDelegateFacts(delegate, code: code).optsIn else { return .failure(Reason(text: "scene-based, with no classic restoration to carry")) }
            guard delegates.count == 1 else {
                return .failure(Reason(text: "scene-based with \(delegates.count) scene delegates: which one restores which window is not known"))
            }
            return .success(.inertRestoration)
        }
    }
}

/// One app target's migration, written into the shared workspace.
struct AppPlanner {
    let folder: ProjectFolder
    let app: AppTarget
    let kind: AppMigration.Kind
    var workspace: Workspace
    var steps: [AppMigration.Step] = []
    var review: [ReviewItem] = []
    var files: [String] = []

    /// The app delegate, read once.
    let delegate: AppDelegateFacts

    init(folder: ProjectFolder, app: AppTarget, kind: AppMigration.Kind, workspace: Workspace) {
        self.folder = folder
        self.app = app
        self.kind = kind
        self.workspace = workspace
        delegate = AppDelegateFacts(app.code.appDelegates[0], code: app.code)
    }

    var language: SourceLanguage { delegate.language }

    /// The app delegate's implementation file (an Objective-C class is declared in its header).
    var delegateFile: String {
        delegate.type.methods.first?.file.path ?? delegate.type.file
    }

    var sourceFolder: String { FileSystem.parent(of: delegateFile) == "." ? "" : FileSystem.parent(of: delegateFile) }

    func inFolder(_ name: String) -> String { sourceFolder.isEmpty ? name : sourceFolder + "/" + name }

    var activityType: String { SceneMigrator.activityType(of: app) }

    /// Whether the scene gets the app's restoration: a classic app restored state only when its
    /// app delegate opted in to both saving and restoring; without that the migration moves the
    /// life cycle only (and does not start restoring an app that never did).
    var restores: Bool { kind == .inertRestoration || delegate.optsIn }

    /// `SceneDelegate`, unless the app has a type of that name.
    var sceneDelegateName: String {
        let taken = Set(app.code.declaredClasses.map(\.name))
        return ["SceneDelegate", "WindowSceneDelegate", "MigratedSceneDelegate"].first { !taken.contains($0) } ?? "MigratedSceneDelegate"
    }

    mutating func step(_ file: String, _ text: String) {
        steps.append(AppMigration.Step(file: file, text: text))
        if !files.contains(file) { files.append(file) }
    }

    mutating func plan() -> AppMigration {
        let code = restorationCode()
        let sceneDelegate: String
        let restores = self.restores
        if !restores { notRestoring() } else { swift2Calls() }
        if kind == .classic {
            sceneDelegate = sceneDelegateName
            let window = moveWindowSetup()
            writeSceneDelegate(sceneDelegate, moved: window)
            writeManifest(sceneDelegate)
        } else {
            sceneDelegate = app.code.sceneDelegates(named: app.info?.sceneConfigurations.compactMap(\.delegateClass) ?? [])[0].name
            addRestorationToSceneDelegate()
            declareActivityType()
        }
        if restores { writeRestorationCode(code) }
        raiseDeploymentTarget()
        addToProject()
        let removed = Dictionary(grouping: removedLines, by: \.file).mapValues { Set($0.map(\.line)) }
        let snapshot = self
        let restorationClasses = CarriedControllers.restorationClasses(app.code)
        review += ReviewScanner(app: app, restorationClasses: restorationClasses, restores: restores, removed: removed, read: { path in snapshot.originalText(path) }, delegateFile: delegateFile).items()
        let carried = restores ? CarriedControllers.of(app, restorationClasses: restorationClasses) : []
        for controller in carried {
            for key in controller.keys where key.value.hasPrefix(CarriedControllers.notCarriedPrefix) {
                let file = controller.file ?? ""
                let object = key.value.split(separator: "(").dropFirst().first?.split(separator: ",").first.map(String.init) ?? "a registered object"
                review.append(ReviewItem(code: "registered-object", file: controller.file, line: key.line, quote: originalText(file)?.quote(key.line),
                    message: "\(controller.className) encodes the registered object \(object) as \(key.key): UIKit's archiver kept a reference to it, which scene restoration cannot follow (it saves view controllers only), so \(key.key) decodes as nothing; encode what the controller needs of it (an identifier) instead"))
            }
        }
        if restores { appLevelDecode() }
        review.sort { ($0.file ?? "", $0.line ?? 0, $0.code) < ($1.file ?? "", $1.line ?? 0, $1.code) }
        return AppMigration(
            target: app.name, project: app.project?.path, kind: kind, language: language, activityType: restores ? activityType : nil, sceneDelegateClass: sceneDelegate,
            steps: steps, carried: carried, appLevel: restores ? appLevelKeys() : [], review: review, files: files)
    }

    /// Lines taken out of files (moved code), so review does not quote them.
    var removedLines: [(file: String, line: Int)] = []

    /// A file as the project has it (the lines doctor's model numbers).
    func originalText(_ path: String) -> SourceText? {
        guard let bytes = workspace.originalBytes(path) else { return nil }
        return SourceText(bytes: bytes, language: path.hasSuffix(".swift") ? .swift : .objectiveC)
    }

    func text(_ path: String) -> SourceText? {
        guard let bytes = workspace.read(path) else { return nil }
        return SourceText(bytes: bytes, language: path.hasSuffix(".swift") ? .swift : .objectiveC)
    }

    // MARK: Restoration code

    func restorationCode() -> RestorationCode {
        var identifiers: [(path: String, identifier: String)] = []
        var storyboards: [(identifier: String, storyboard: String)] = []
        var seenPaths: Set<String> = [], seenIdentifiers: Set<String> = []
        for (chains, storyboard) in zip(app.chains, app.storyboards) where !storyboard.isXib {
            for node in chains.nodes {
                guard let identifier = node.controller.storyboardIdentifier, node.controller.reference == nil else { continue }
                if let path = node.path?.joined(separator: "/"), seenPaths.insert(path).inserted { identifiers.append((path, identifier)) }
                if seenIdentifiers.insert(identifier).inserted { storyboards.append((identifier, storyboard.name)) }
            }
        }
        identifiers.sort { $0.path < $1.path }
        storyboards.sort { $0.identifier < $1.identifier }
        let delegate = self.delegate
        return RestorationCode(
            activityType: activityType, appDelegate: delegate.type.name, save: delegate.save, restore: delegate.restore, willEncode: delegate.willEncode,
            didDecode: delegate.didDecode, delegateFactory: delegate.delegateFactory, storyboardIdentifiers: identifiers, storyboards: storyboards)
    }

    mutating func writeRestorationCode(_ code: RestorationCode) {
        switch language {
        case .swift:
            let path = inFolder("SceneRestoration.swift")
            create(path, SwiftRestorationSource.text(code))
            step(path, "new: the view controllers' classic restoration, saved in the scene's restoration activity (type \(code.activityType)) and rebuilt from it")
        case .objectiveC:
            let header = inFolder("SceneRestoration.h"), implementation = inFolder("SceneRestoration.m")
            create(header, ObjectiveCRestorationSource.header)
            create(implementation, ObjectiveCRestorationSource.implementation(code))
            step(header, "new: SceneRestoration's interface")
            step(implementation, "new: the view controllers' classic restoration, saved in the scene's restoration activity (type \(code.activityType)) and rebuilt from it")
        }
    }

    /// A new file; one that is there already is left as it is, and said.
    mutating func create(_ path: String, _ text: String) {
        if let existing = workspace.read(path) {
            if existing != Array(text.utf8) {
                review.append(ReviewItem(code: "file-exists", file: path, line: nil, quote: nil,
                                         message: "\(path) is there already with other content: uistate left it as it is; compare it with what `uistate migrate scenes --dry-run` would write"))
            }
            return
        }
        workspace.write(path, Array(text.utf8))
    }

    // MARK: The window

    /// The window's set-up moved out of the launch methods.
    mutating func moveWindowSetup() -> SceneDelegateCode.MovedCode? {
        var moved: SceneDelegateCode.MovedCode?
        var removals: [String: [Int]] = [:]
        // Each launch method, `willFinish` first as UIKit calls them, with the helpers it calls
        // (their moved lines go where the call is, so statements keep their order); each read
        // as the file is in the project (its tokens' lines), the lines taken out at the end.
        let helpers = delegate.launchHelpers
        // Classic restoration ran between willFinish and didFinish: the restore goes where
        // willFinish's code ends, so didFinish's "unless restored" checks still see it.
        var willFinishLines = 0
        for launch in delegate.launchMethods {
            let didFinish = launch.function.name.contains("didFinishLaunching")
            guard var own = setUp(launch.name, launch.file, launch.function, parameters: [], removals: &removals) else { continue }
            for helper in helpers where helper.calledFrom == launch.name {
                guard let called = setUp("\(helper.name) (called from \(helper.calledFrom))", helper.file, helper.function,
                                         parameters: AppDelegateFacts.parameters(helper.file, helper.function), removals: &removals) else { continue }
                own = own.inserting(called, at: helper.callLine)
            }
            guard !own.moved.lines.isEmpty else { continue }
            if !didFinish { willFinishLines += own.moved.lines.count }
            if var previous = moved {
                let offset = previous.lines.count
                previous.lines += own.moved.lines
                if didFinish, willFinishLines > 0, previous.restoreAt == nil { previous.restoreAt = willFinishLines }
                previous.showsWindowAt = previous.showsWindowAt ?? own.moved.showsWindowAt.map { $0 + offset }
                previous.usesAppDelegate = previous.usesAppDelegate || own.moved.usesAppDelegate
                previous.usesWindowScene = previous.usesWindowScene || own.moved.usesWindowScene
                previous.from += " and " + own.moved.from
                moved = previous
            } else {
                moved = own.moved
            }
        }
        for (path, lines) in removals {
            guard let text = originalText(path) else { continue }
            var bytes = text.bytes
            for line in Set(lines).sorted(by: >) {
                bytes.removeSubrange(text.offset(ofLine: line)..<text.offset(afterLine: line))
                removedLines.append((path, line))
            }
            workspace.write(path, bytes)
        }
        return moved
    }

    /// The window's set-up in one method (a launch method or a helper it calls), its lines
    /// noted for removal and its step written; an empty set-up when it has none, nil when it
    /// cannot move (said for review).
    mutating func setUp(_ name: String, _ file: CodeFile, _ function: CodeFunction, parameters: Set<String>, removals: inout [String: [Int]]) -> WindowSetup? {
        let empty = WindowSetup(removedLines: [], moved: .init(lines: [], from: name, showsWindowAt: nil, usesAppDelegate: false, usesWindowScene: false))
        guard let text = originalText(file.path) else { return empty }
        guard function.body.lowerBound > 0, function.body.upperBound < file.tokens.count else { return empty }
        let openLine = file.tokens[function.body.lowerBound - 1].line
        let closeLine = file.tokens[function.body.upperBound].line
        guard closeLine > openLine + 1 else {
            if file.tokens[function.body].contains(where: { $0.isWord("window") || $0.isWord("UIWindow") }) {
                review.append(ReviewItem(code: "window-setup", file: file.path, line: openLine, quote: text.quote(openLine),
                                         message: "the window is set up on one line with the method's braces: uistate did not move it; move it into the scene delegate's scene(_:willConnectTo:options:) by hand"))
            }
            return empty
        }
        guard let setup = WindowSetup.analyze(text, body: (openLine + 1)...(closeLine - 1), method: name, members: delegate.members,
                                              windowProperty: delegate.windowProperty ?? "window", file: file.path, parameters: parameters) else { return empty }
        if let blocked = setup.blocked {
            review.append(blocked)
            return nil
        }
        removals[file.path, default: []] += setup.removedLines
        let lines = setup.removedLines.sorted()
        let connect = language == .swift ? "scene(_:willConnectTo:options:)" : "scene:willConnectToSession:options:"
        step(file.path, "the window's set-up in \(name) (line\(lines.count == 1 ? "" : "s") \(Self.ranges(lines))) moves to the scene delegate's \(connect)")
        return setup
    }

    /// `9-13, 15`: line numbers as ranges.
    static func ranges(_ lines: [Int]) -> String {
        var parts: [String] = []
        var start: Int?
        var previous = 0
        for line in lines {
            if let first = start, line == previous + 1 {
                previous = line
                _ = first
                continue
            }
            if let first = start { parts.append(first == previous ? "\(first)" : "\(first)-\(previous)") }
            start = line
            previous = line
        }
        if let first = start { parts.append(first == previous ? "\(first)" : "\(first)-\(previous)") }
        return parts.joined(separator: ", ")
    }

    mutating func writeSceneDelegate(_ name: String, moved: SceneDelegateCode.MovedCode?) {
        let delegate = self.delegate
        let storyboard = app.info?.mainStoryboard
        var moved = moved
        let makesWindow = moved?.lines.contains { $0.contains("UIWindow(") || $0.contains("UIWindow alloc]") || $0.contains("UIWindow.init(") } ?? false
        var madeByProperty = false
        if storyboard == nil, !makesWindow, let line = windowMadeByProperty() {
            // `var window: UIWindow? = UIWindow(frame: ...)` (CoreNavigation's host app): the
            // scene's window is made here instead; the property's own is replaced when it connects.
            let swift = language == .swift
            let property = delegate.windowProperty ?? "window"
            let made = swift ? "window = UIWindow(windowScene: windowScene)" : "self.window = [[UIWindow alloc] initWithWindowScene:windowScene];"
            let from = "\(property) property (\(FileSystem.lastComponent(of: delegateFile)):\(line))"
            if var existing = moved {
                existing.lines.insert(made, at: 0)
                existing.showsWindowAt = existing.showsWindowAt.map { $0 + 1 }
                existing.restoreAt = existing.restoreAt.map { $0 + 1 }
                existing.usesWindowScene = true
                existing.from = from + " and " + existing.from
                moved = existing
            } else {
                moved = SceneDelegateCode.MovedCode(lines: [made], from: from, showsWindowAt: nil, usesAppDelegate: false, usesWindowScene: true)
            }
            madeByProperty = true
        }
        let code = SceneDelegateCode(
            className: name, imports: moved == nil ? [] : imports(of: delegateFile, besides: name), appDelegate: delegate.type.name, appDelegateWindow: delegate.windowProperty, storyboard: storyboard, moved: moved,
            lifeCycle: delegate.lifeCycle, openURL: delegate.openURL, continueActivity: delegate.continuesActivities,
            restorationHandlerTakesAny: delegate.restorationHandlerTakesAny, shortcut: delegate.performsShortcuts,
            restores: restores)
        let swift = language == .swift
        var forwarded = delegate.lifeCycle.map { swift ? ($0.appSwiftName, $0.sceneSwiftName) : ($0.appSelector, $0.sceneSelector) }
        if code.openURL != nil {
            forwarded.append(swift ? ("application(_:open:...)", "scene(_:openURLContexts:) and the connection options' URLs")
                                   : ("application:openURL:...", "scene:openURLContexts: and the connection options' URLs"))
        }
        if code.continueActivity {
            forwarded.append(swift ? ("application(_:continue:restorationHandler:)", "scene(_:continue:) and the connection options' activities")
                                   : ("application:continueUserActivity:restorationHandler:", "scene:continueUserActivity: and the connection options' activities"))
        }
        if code.shortcut {
            forwarded.append(swift ? ("application(_:performActionFor:completionHandler:)", "windowScene(_:performActionFor:completionHandler:) and the connection options' shortcut")
                                   : ("application:performActionForShortcutItem:completionHandler:", "windowScene:performActionForShortcutItem:completionHandler: and the connection options' shortcut"))
        }
        let window = storyboard.map { "the window from the storyboard \($0) (UIKit makes it)" }
            ?? (madeByProperty ? "the window, made for the scene where the app delegate's property made one" : moved != nil ? "the window, made by the moved set-up" : "no window (none was found to move)")
        let events = forwarded.isEmpty ? "" : "; forwards " + forwarded.map { "\($0.0) from \($0.1)" }.joined(separator: ", ")
        switch language {
        case .swift:
            let path = inFolder(name + ".swift")
            create(path, SwiftSceneDelegateSource.text(code))
            step(path, "new: \(window)\(restores ? ", the restoration" : "")\(events)")
        case .objectiveC:
            let header = inFolder(name + ".h"), implementation = inFolder(name + ".m")
            let delegateHeader = delegate.type.file.hasSuffix(".h") ? FileSystem.lastComponent(of: delegate.type.file) : FileSystem.lastComponent(of: delegateFile).replacing(".m", with: ".h")
            create(header, ObjectiveCSceneDelegateSource.header(code))
            create(implementation, ObjectiveCSceneDelegateSource.implementation(code, appDelegateHeader: delegateHeader))
            step(header, "new: the scene delegate's interface")
            step(implementation, "new: \(window)\(restores ? ", the restoration" : "")\(events)")
        }
        if storyboard == nil, !makesWindow, !madeByProperty {
            review.append(ReviewItem(code: "no-window", file: delegateFile, line: delegate.type.line, quote: nil,
                                     message: "no main storyboard and no window made in the code that moved: the scene delegate makes no window, and the app would start black; make the window in scene(_:willConnectTo:options:)"))
        }
    }

    /// The line of the app delegate's window property when its declaration makes the window
    /// (`var window: UIWindow? = UIWindow(frame: UIScreen.main.bounds)`).
    func windowMadeByProperty() -> Int? {
        guard language == .swift, let text = originalText(delegateFile) else { return nil }
        let property = delegate.windowProperty ?? "window"
        for number in 1...max(1, text.lines.count) {
            let line = text.line(number)
            if line.contains("var \(property)"), line.contains("UIWindow("), line.contains("=") { return number }
        }
        return nil
    }

    /// The imports of the app delegate's file the moved code may need: Swift's modules other
    /// than UIKit, Objective-C's quoted headers other than its own.
    func imports(of path: String, besides sceneDelegate: String) -> [String] {
        guard let text = originalText(path) else { return [] }
        var found: [String] = []
        for number in 1...max(1, text.lines.count) {
            let line = text.line(number).trimmingWhitespace
            if language == .swift {
                guard line.hasPrefix("import "), !["import UIKit", "import Foundation"].contains(line) else { continue }
                found.append(line)
            } else {
                guard line.hasPrefix("#import \""), !line.hasPrefix("#import \"" + FileSystem.lastComponent(of: path).replacing(".m", with: ".h")) else { continue }
                found.append(line)
            }
        }
        return found
    }

    // MARK: The Info.plist

    /// The scene manifest's one window configuration.
    func manifest(_ sceneDelegate: String) -> InfoPlistEditor.Value {
        var configuration: [(String, InfoPlistEditor.Value)] = [
            ("UISceneConfigurationName", .string(RestorationActivityFormat.configurationName)),
            ("UISceneDelegateClassName", .string(language == .swift ? "$(PRODUCT_MODULE_NAME)." + sceneDelegate : sceneDelegate)),
        ]
        if let storyboard = app.info?.mainStoryboard { configuration.append(("UISceneStoryboardFile", .string(storyboard))) }
        return .dictionary([
            ("UIApplicationSupportsMultipleScenes", .bool(false)),
            ("UISceneConfigurations", .dictionary([(RestorationActivityFormat.sessionRole, .array([.dictionary(configuration)]))])),
        ])
    }

    mutating func writeManifest(_ sceneDelegate: String) {
        let manifest = manifest(sceneDelegate)
        let storyboard = app.info?.mainStoryboard
        let moves = storyboard.map { ", the storyboard \($0) moved there from UIMainStoryboardFile" } ?? ""
        let what = "the scene manifest (one window configuration: \(language == .swift ? "$(PRODUCT_MODULE_NAME)." : "")\(sceneDelegate)\(moves))" + (restores ? "; NSUserActivityTypes declares \(activityType)" : "")
        if let project = app.project, project.format == .xcodeGen, app.target?.declaredInfo != nil {
            editSpec(project.path, manifest: manifest, what: what)
            return
        }
        let generates = app.target?.settings.isYes("GENERATE_INFOPLIST_FILE") == true
        if let path = app.info?.path, workspace.exists(path) {
            editInfoPlist(path, manifest: manifest, what: what)
            if generates { editGeneratedKeys(newInfoPlist: nil) }
            return
        }
        guard generates, let project = app.project, project.format == .xcode else {
            review.append(ReviewItem(code: "manifest", file: app.info?.path ?? app.project?.path, line: nil, quote: nil,
                                     message: "the Info.plist could not be edited (none was read for the target, or it is written from a Tuist manifest): add \(what) by hand"))
            return
        }
        // A generated Info.plist: the keys build settings cannot hold go in a file of their own,
        // as Xcode's own app template does.
        let path = inSynchronizedFolder ? (project.folder.isEmpty ? "" : project.folder + "/") + app.name + "-Info.plist" : inFolder("Info.plist")
        let empty = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            </dict>
            </plist>

            """
        create(path, empty)
        editInfoPlist(path, manifest: manifest, what: what)
        editGeneratedKeys(newInfoPlist: path)
    }

    mutating func editInfoPlist(_ path: String, manifest: InfoPlistEditor.Value?, what: String) {
        guard let bytes = workspace.read(path) else { return }
        var text = EditedText(bytes)
        do {
            if let manifest {
                text.make(try InfoPlistEditor.removing("UIMainStoryboardFile", from: text.bytes))
                text.make(try InfoPlistEditor.adding("UIApplicationSceneManifest", manifest, to: text.bytes))
            }
            if restores { text.make(try InfoPlistEditor.adding(item: activityType, toArray: "NSUserActivityTypes", in: text.bytes)) }
            // What is written must read back, as a property list with the keys it was given.
            let plist = try PropertyListReader.read(text.bytes)
            if restores {
                guard case .array(let types)? = plist["NSUserActivityTypes"], types.contains(.string(activityType)) else { throw InfoPlistEditor.Failure(reason: "the edit did not read back") }
            }
            guard manifest == nil || plist["UIApplicationSceneManifest"] != nil else { throw InfoPlistEditor.Failure(reason: "the edit did not read back") }
            try workspace.apply(path, text.edits)
            step(path, manifest == nil ? "NSUserActivityTypes declares \(activityType)" : what)
        } catch let failure as InfoPlistEditor.Failure {
            review.append(ReviewItem(code: "manifest", file: path, line: nil, quote: nil, message: "\(path) could not be edited (\(failure.reason)): add \(what) by hand"))
        } catch {
            review.append(ReviewItem(code: "manifest", file: path, line: nil, quote: nil, message: "\(path) would not read as a property list after the edit: add \(what) by hand"))
        }
    }

    /// The generated Info.plist's build settings: the manifest generated, the main storyboard
    /// moved out of them, the file with the rest named.
    mutating func editGeneratedKeys(newInfoPlist: String?) {
        guard let project = app.project, project.format == .xcode, let target = app.target else { return }
        let path = project.path + "/project.pbxproj"
        guard let bytes = workspace.read(path) else { return }
        do {
            var editor = try PBXProjectEditor(bytes: bytes, seed: path)
            guard let id = editor.target(named: target.name) else { return }
            try editor.setBuildSetting("INFOPLIST_KEY_UIApplicationSceneManifest_Generation", "YES", target: id)
            if target.settings["INFOPLIST_KEY_UIMainStoryboardFile"] != nil {
                try editor.setBuildSetting("INFOPLIST_KEY_UIMainStoryboardFile", nil, target: id)
            }
            if let newInfoPlist {
                let relative = project.folder.isEmpty ? newInfoPlist : String(newInfoPlist.dropFirst(project.folder.count + 1))
                try editor.setBuildSetting("INFOPLIST_FILE", relative, target: id)
            }
            try workspace.apply(path, editor.edits)
            var text = "\(target.name)'s build settings: INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES"
            if target.settings["INFOPLIST_KEY_UIMainStoryboardFile"] != nil { text += ", INFOPLIST_KEY_UIMainStoryboardFile removed (the storyboard is the configuration's)" }
            if let newInfoPlist { text += ", INFOPLIST_FILE = \(newInfoPlist) (the keys build settings cannot hold: the configuration\(restores ? " and NSUserActivityTypes" : ""))" }
            step(path, text)
            if let main = target.settings["INFOPLIST_KEY_UIMainStoryboardFile"], Self.settingLine(in: editor.bytes, "INFOPLIST_KEY_UIMainStoryboardFile") {
                review.append(ReviewItem(code: "manifest", file: path, line: nil, quote: nil,
                    message: "INFOPLIST_KEY_UIMainStoryboardFile = \(main) is set outside the target's own settings (the project's or an .xcconfig): remove it there, the scene configuration names the storyboard"))
            }
        } catch {
            review.append(ReviewItem(code: "manifest", file: path, line: nil, quote: nil, message: "the project file could not be edited (\(error.reason)): set INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES by hand"))
        }
    }

    static func settingLine(in bytes: [UInt8], _ key: String) -> Bool {
        bytes.firstIndex(of: Array((key + " = ").utf8), from: 0) != nil
    }

    mutating func editSpec(_ path: String, manifest: InfoPlistEditor.Value?, what: String) {
        guard let bytes = workspace.read(path) else { return }
        var editor = XcodeGenSpecEditor(bytes: bytes)
        do {
            if let manifest {
                editor.remove("UIMainStoryboardFile", target: app.name)
                try editor.add("UIApplicationSceneManifest", manifest, target: app.name)
            }
            if restores { try editor.add(item: activityType, toList: "NSUserActivityTypes", target: app.name) }
            try workspace.apply(path, editor.edits)
            step(path, "\(app.name)'s info properties: " + what)
        } catch {
            review.append(ReviewItem(code: "manifest", file: path, line: nil, quote: nil, message: "the spec could not be edited (\(error.reason)): add \(what) to \(app.name)'s info properties by hand"))
        }
    }

    /// The iOS version the scene life cycle and the generated code need (UIScene, UIWindowScene
    /// and the scene delegate's methods are iOS 13.0 and later).
    static let sceneDeploymentTarget = "13.0"

    /// A deployment target below iOS 13 raised to it, in the target's own settings (which win
    /// over the project's and an .xcconfig's) or its XcodeGen `deploymentTarget`: the migrated
    /// app no longer runs on iOS 12 or earlier. Xcode 26, which the scene life cycle's
    /// requirement is about, builds for iOS 15 and later only.
    mutating func raiseDeploymentTarget() {
        guard let current = app.deploymentTarget, let major = Self.version(current)?.first, major < 13 else { return }
        let target = Self.sceneDeploymentTarget
        let why = "the scene life cycle and the generated code are iOS \(target) and later, so the app no longer runs before iOS 13 (Xcode 26 builds for iOS 15 and later only)"
        guard let project = app.project else { return }
        switch project.format {
        case .xcode:
            let path = project.path + "/project.pbxproj"
            guard let bytes = workspace.read(path), let name = app.target?.name else { return }
            do {
                var editor = try PBXProjectEditor(bytes: bytes, seed: path)
                guard let id = editor.target(named: name) else { return }
                try editor.setBuildSetting("IPHONEOS_DEPLOYMENT_TARGET", target, target: id)
                try workspace.apply(path, editor.edits)
                step(path, "\(name)'s IPHONEOS_DEPLOYMENT_TARGET raised from \(current) to \(target): " + why)
            } catch {
                review.append(ReviewItem(code: "deployment-target", file: path, line: nil, quote: nil,
                                         message: "the project file could not be edited (\(error.reason)): raise \(name)'s IPHONEOS_DEPLOYMENT_TARGET from \(current) to \(target) by hand: " + why))
            }
        case .xcodeGen:
            guard let bytes = workspace.read(project.path) else { return }
            var editor = XcodeGenSpecEditor(bytes: bytes)
            do {
                try editor.setDeploymentTarget(target, target: app.name)
                try workspace.apply(project.path, editor.edits)
                step(project.path, "\(app.name)'s deploymentTarget raised from \(current) to \(target): " + why)
            } catch {
                review.append(ReviewItem(code: "deployment-target", file: project.path, line: nil, quote: nil,
                                         message: "the spec could not be edited (\(error.reason)): raise \(app.name)'s deploymentTarget from \(current) to \(target) by hand: " + why))
            }
        default:
            review.append(ReviewItem(code: "deployment-target", file: project.path, line: nil, quote: nil,
                                     message: "the app's deployment target is iOS \(current): raise it to \(target) where the project sets it: " + why))
        }
    }

    /// `11.0` as `[11, 0]`; nil when it is not a version (a setting uistate does not resolve).
    static func version(_ text: String) -> [Int]? {
        let parts = text.trimmingWhitespace.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, !parts.contains(nil) else { return nil }
        return parts.compactMap { $0 }
    }

    /// An app that is scene-based already only declares the activity type.
    mutating func declareActivityType() {
        if let project = app.project, project.format == .xcodeGen, app.target?.declaredInfo != nil {
            editSpec(project.path, manifest: nil, what: "NSUserActivityTypes declares \(activityType)")
        } else if let path = app.info?.path, workspace.exists(path) {
            editInfoPlist(path, manifest: nil, what: "NSUserActivityTypes declares \(activityType)")
        } else {
            review.append(ReviewItem(code: "manifest", file: app.project?.path, line: nil, quote: nil,
                                     message: "no Info.plist file to declare \(activityType) in NSUserActivityTypes: add one to the target with it"))
        }
    }

    /// An app that never restored state: said when it has restoration code all the same
    /// (encode methods, restoration identifiers, one opt-in of two), which UIKit never ran.
    mutating func notRestoring() {
        let delegate = self.delegate
        let code = app.code
        var signs: [String] = []
        if delegate.save != .none { signs.append("it opts in to saving") }
        if delegate.restore != .none { signs.append("it opts in to restoring") }
        if let encoder = code.ownClasses.first(where: { $0.method(.encode) != nil && code.isController($0) }) { signs.append("\(encoder.name) has an encode method") }
        if !code.restorationIdentifiers.isEmpty || app.storyboards.contains(where: { $0.controllers.contains { $0.restorationIdentifier != nil } }) {
            signs.append("it gives restoration identifiers")
        }
        guard !signs.isEmpty else { return }
        let swift = language == .swift
        let save = swift ? "application(_:shouldSaveSecureApplicationState:)" : "application:shouldSaveSecureApplicationState:"
        let restore = swift ? "application(_:shouldRestoreSecureApplicationState:)" : "application:shouldRestoreSecureApplicationState:"
        review.append(ReviewItem(code: "restoration-off", file: delegateFile, line: delegate.type.line, quote: nil,
            message: "\(signs.joined(separator: ", ")), but the app delegate does not opt in to both saving and restoring, so UIKit never restored its state: the migration moves the life cycle only. To carry the restoration, add \(save) and \(restore) (returning true) and run the migration before applying it"))
    }

    /// The app-level keys: what the save method the generated code calls and
    /// `willEncodeRestorableState` write.
    func appLevelKeys() -> [EncodedKey] {
        let save: MethodSpellings? = switch delegate.save {
        case .secure: RestorationMethod.shouldSaveSecure.spellings
        case .legacy: RestorationMethod.shouldSave.spellings
        case .none: nil
        }
        return [save, AppDelegateFacts.willEncodeSpellings].compactMap { $0.flatMap(delegate.method) }.flatMap { found in
            CarriedControllers.keys(found.file, found.function, in: delegate.type, code: app.code)
        }
    }

    /// An app delegate whose `didDecodeRestorableState` reads its window: the generated restore
    /// calls it once the scene's window is set, but UIKit may call it itself at launch, before a
    /// scene connects (the decompiled UIKit still runs the app-level part of restoration in a
    /// scene-based app), when the window is nil (book examples p351, p352: `self.window!`).
    mutating func appLevelDecode() {
        guard let found = delegate.method(AppDelegateFacts.didDecodeSpellings) else { return }
        let property = delegate.windowProperty ?? "window"
        let tokens = found.file.tokens
        guard let use = found.function.body.first(where: { tokens[$0].isWord(property) && ($0 == 0 || !tokens[$0 - 1].isSymbol(".") || ($0 >= 2 && tokens[$0 - 2].isWord("self"))) })
        else { return }
        let line = tokens[use].line
        review.append(ReviewItem(code: "app-level-decode", file: found.file.path, line: line, quote: originalText(found.file.path)?.quote(line),
            message: "\(found.function.name) reads the app delegate's window: the scene's restore calls it once the scene's window is set, but UIKit may also call it at launch before any scene connects (the decompiled UIKit still runs the app-level part of classic restoration in a scene-based app; not verified on a device), when the window is nil; let it return early without one"))
    }

    /// Restoration methods written with their Swift 2 names (SiteSee's first version): UIKit
    /// calls them by selector, but the generated code calls them by their current Swift names.
    mutating func swift2Calls() {
        guard let first = delegate.swift2Methods.first else { return }
        let names = delegate.swift2Methods.map { $0.function.name }
        review.append(ReviewItem(code: "swift-2", file: first.file.path, line: first.function.line, quote: originalText(first.file.path)?.quote(first.function.line),
            message: "the app delegate is written in Swift 2 (\(names.joined(separator: ", "))): the generated restoration calls these methods by their current names, which they get when the app is converted to current Swift; convert it before building (no current Xcode builds Swift 2)"))
    }

    // MARK: The project file

    /// Whether the app's sources come from an Xcode 16 synchronized folder (the app delegate
    /// is compiled but no build phase lists it).
    var inSynchronizedFolder: Bool {
        guard let project = app.project, project.format == .xcode, let bytes = workspace.read(project.path + "/project.pbxproj"),
              let editor = try? PBXProjectEditor(bytes: bytes, seed: project.path), let target = editor.target(named: app.name) else { return false }
        return editor.compiledReference(in: target, named: FileSystem.lastComponent(of: delegateFile)) == nil
    }

    /// The new files in the target: added to the pbxproj beside the app delegate, nothing for
    /// a synchronized folder or an XcodeGen spec's source folder.
    mutating func addToProject() {
        let created = files.filter { path in workspace.edits.contains { $0.path == path && $0.isNew } }
        let sources = created.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") || $0.hasSuffix(".h") }
        guard !created.isEmpty else { return }
        guard let project = app.project else {
            review.append(ReviewItem(code: "project", file: nil, line: nil, quote: nil,
                                     message: "the folder has no project: add \(sources.joined(separator: ", ")) to the app's target"))
            return
        }
        guard project.format == .xcode else { return }
        let path = project.path + "/project.pbxproj"
        guard let bytes = workspace.read(path) else { return }
        do {
            var editor = try PBXProjectEditor(bytes: bytes, seed: path)
            guard let target = editor.target(named: app.name) else { return }
            guard let sibling = editor.compiledReference(in: target, named: FileSystem.lastComponent(of: delegateFile)) else {
                // A synchronized folder builds what it holds; a new Info.plist beside the
                // project is named by INFOPLIST_FILE alone.
                step(path, "nothing to add: the target builds its synchronized folder, which holds the new files")
                return
            }
            let added = created.map { file -> PBXProjectEditor.NewFile in
                let name = FileSystem.lastComponent(of: file)
                let type = file.hasSuffix(".swift") ? "sourcecode.swift" : file.hasSuffix(".m") ? "sourcecode.c.objc" : file.hasSuffix(".h") ? "sourcecode.c.h" : "text.plist.xml"
                return PBXProjectEditor.NewFile(name: name, path: name, fileType: type, compiled: file.hasSuffix(".swift") || file.hasSuffix(".m"))
            }
            try editor.add(added, besideReference: sibling, target: target)
            // It must read again as a project holding them.
            _ = try PBXProjectEditor(bytes: editor.bytes, seed: path)
            try workspace.apply(path, editor.edits)
            step(path, added.map(\.name).joined(separator: ", ") + " added to the target \(app.name) (file references beside \(FileSystem.lastComponent(of: delegateFile)); sources in its Sources phase)")
        } catch {
            review.append(ReviewItem(code: "project", file: path, line: nil, quote: nil, message: "the project file could not be edited (\(error.reason)): add \(sources.joined(separator: ", ")) to the target \(app.name) in Xcode"))
        }
    }

    // MARK: A scene-based app's inert restoration

    /// The existing scene delegate gets `stateRestorationActivity(for:)` and restores the saved
    /// activity when its scene connects.
    mutating func addRestorationToSceneDelegate() {
        let delegates = app.code.sceneDelegates(named: app.info?.sceneConfigurations.compactMap(\.delegateClass) ?? [])
        guard let sceneDelegate = delegates.first, let connect = sceneDelegate.methods(named: ["scene(_:willConnectTo:options:)", "scene:willConnectToSession:options:"]).first,
              let text = text(connect.file.path) else {
            review.append(ReviewItem(code: "scene-delegate", file: delegates.first?.file, line: delegates.first?.line, quote: nil,
                                     message: "the scene delegate has no scene(_:willConnectTo:options:): add one that calls SceneRestoration.restore(_:in:) with session.stateRestorationActivity, and stateRestorationActivity(for:)"))
            return
        }
        let swift = connect.file.language == .swift
        let file = connect.file
        let body = connect.function.body
        guard body.upperBound < file.tokens.count else { return }
        let closeLine = file.tokens[body.upperBound].line
        let show = file.tokens[body].first { $0.isWord("makeKeyAndVisible") }?.line
        let insertLine = show ?? closeLine
        let indent = text.indentation(ofLine: show ?? (closeLine > 1 ? closeLine - 1 : closeLine))
        let restore = swift
            ? ["\(indent)if let activity = session.stateRestorationActivity {", "\(indent)    SceneRestoration.restore(activity, in: window)", "\(indent)}"]
            : ["\(indent)if (session.stateRestorationActivity != nil) {", "\(indent)    [SceneRestoration restoreActivity:session.stateRestorationActivity inWindow:self.window];", "\(indent)}"]
        var bytes = text.bytes
        // The class's end, for the new method: the type's closing brace line.
        let typeEnd = Self.typeEndLine(sceneDelegate, in: file, language: swift ? .swift : .objectiveC)
        let method = swift ? [
            "",
            "    /// The scene's state for its next launch: the view controllers' classic restoration, carried.",
            "    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {",
            "        guard let userInfo = SceneRestoration.userInfo(for: window) else { return nil }",
            "        let activity = NSUserActivity(activityType: SceneRestoration.activityType)",
            "        activity.addUserInfoEntries(from: userInfo)",
            "        return activity",
            "    }",
        ] : [
            "",
            "/// The scene's state for its next launch: the view controllers' classic restoration, carried.",
            "- (nullable NSUserActivity *)stateRestorationActivityForScene:(UIScene *)scene {",
            "    NSDictionary *userInfo = [SceneRestoration userInfoForWindow:self.window];",
            "    if (userInfo == nil) {",
            "        return nil;",
            "    }",
            "    NSUserActivity *activity = [[NSUserActivity alloc] initWithActivityType:SceneRestorationActivityType];",
            "    [activity addUserInfoEntriesFromDictionary:userInfo];",
            "    return activity;",
            "}",
        ]
        if let typeEnd {
            let offset = text.offset(ofLine: typeEnd)
            bytes.insert(contentsOf: Array(method.map { $0 + "\n" }.joined().utf8), at: offset)
        }
        bytes.insert(contentsOf: Array(restore.map { $0 + "\n" }.joined().utf8), at: text.offset(ofLine: insertLine))
        if !swift, !text.bytes.hasBytes("#import \"SceneRestoration.h\"", at: 0), let firstImport = (1...text.lines.count).first(where: { text.line($0).hasPrefix("#import") }) {
            bytes.insert(contentsOf: Array("#import \"SceneRestoration.h\"\n".utf8), at: text.offset(afterLine: firstImport))
        }
        workspace.write(file.path, bytes)
        step(file.path, "\(sceneDelegate.name) restores the saved activity when its scene connects, and saves it in stateRestorationActivity(for:)")
        if typeEnd == nil {
            review.append(ReviewItem(code: "scene-delegate", file: file.path, line: sceneDelegate.line, quote: nil,
                                     message: "the end of \(sceneDelegate.name) was not found: add stateRestorationActivity(for:) returning SceneRestoration's activity"))
        }
    }

    /// The line of a type's closing brace (Swift) or its `@end` (Objective-C).
    static func typeEndLine(_ type: CodeFacts.CodeClass, in file: CodeFile, language: SourceText.Language) -> Int? {
        let tokens = file.tokens
        guard let part = file.types.first(where: { $0.name == type.name && ($0.kind == .class || $0.kind == .implementation) }), let body = part.body,
              body.upperBound < tokens.count else { return nil }
        return tokens[body.upperBound].line
    }
}

extension Error {
    /// The reason an editor's failure gives, or the error's description.
    var reason: String {
        switch self {
        case let failure as PBXProjectEditor.Failure: failure.reason
        case let failure as InfoPlistEditor.Failure: failure.reason
        case let failure as XcodeGenSpecEditor.Failure: failure.reason
        default: "\(self)"
        }
    }
}

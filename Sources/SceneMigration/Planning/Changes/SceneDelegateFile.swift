import AppProject
import Platform
import PropertyList

/// The scene delegate: a new one for a classic app (its window from the storyboard or from the
/// app delegate's moved set-up, its events forwarded to the app delegate's own methods, the
/// restoration), or, for a scene-based app whose restoration is still classic, the app's own
/// scene delegate restoring and saving the activity.
enum SceneDelegateFile: MigrationChange {
    static func apply(_ decisions: AppDecisions, to work: inout AppWork) {
        switch decisions.kind {
        case .classic: create(decisions, &work)
        case .inertRestoration: addRestoration(decisions, &work)
        }
    }

    static func code(_ decisions: AppDecisions, _ work: AppWork) -> SceneDelegateCode {
        let delegate = decisions.delegate
        var code = SceneDelegateCode(
            className: decisions.sceneDelegateName, appDelegate: delegate.type.name, appDelegateHeader: decisions.appDelegateHeader,
            appDelegateWindow: delegate.windowProperty, storyboard: decisions.app.info?.mainStoryboard, setUp: work.setUpMethods,
            lifeCycle: delegate.lifeCycle, openURL: delegate.openURL, continueActivity: delegate.continuesActivities,
            restorationHandlerTakesAny: delegate.restorationHandlerTakesAny, shortcut: delegate.performsShortcuts, restores: decisions.restores,
            activityTypeIsFixed: decisions.codeActivityType.fixed != nil)
        // A superclass outside the app (orgro's FlutterAppDelegate) may implement any handler:
        // each is forwarded, and runs where the delegate has it (orgro's documents and URLs
        // opened from other apps were dropped: the handler is inherited).
        if decisions.language == .swift, let external = decisions.app.code.chain(delegate.type).external, !Self.plainSuperclasses.contains(external) {
            code.inheritsFrom = external
            code.lifeCycle = SceneDelegateCode.LifeCycleEvent.allCases
            code.openURL = code.openURL ?? .options
            code.continueActivity = true
            code.shortcut = true
            code.restorationHandlerTakesAny = false
        }
        // The moved code reads a `window` the app delegate inherits from outside the app (orgro's
        // FlutterAppDelegate declares it; UIKit sets only the scene delegate's): it is set, or
        // that code reads nil. It resolves in the moved code, so it resolves here.
        if code.appDelegateWindow == nil, let external = decisions.app.code.chain(delegate.type).external, !Self.plainSuperclasses.contains(external),
           decisions.windowCode.contains(where: \.readsDelegateWindow) {
            code.appDelegateWindow = "window"
        }
        return code
    }

    /// Superclasses an app delegate inherits no handler from.
    static let plainSuperclasses: Set<String> = ["UIResponder", "NSObject"]

    static func create(_ decisions: AppDecisions, _ work: inout AppWork) {
        let code = code(decisions, work)
        let swift = decisions.language == .swift
        var forwarded = decisions.delegate.lifeCycle.map {
            SceneDelegateSummary.Forwarding(appDelegateMethod: swift ? $0.appSwiftName : $0.appSelector, sceneMethod: swift ? $0.sceneSwiftName : $0.sceneSelector)
        }
        if code.openURL != nil {
            forwarded.append(swift ? .init(appDelegateMethod: "application(_:open:...)", sceneMethod: "scene(_:openURLContexts:)")
                                   : .init(appDelegateMethod: "application:openURL:...", sceneMethod: "scene:openURLContexts:"))
        }
        if code.continueActivity {
            forwarded.append(swift ? .init(appDelegateMethod: "application(_:continue:restorationHandler:)", sceneMethod: "scene(_:continue:)")
                                   : .init(appDelegateMethod: "application:continueUserActivity:restorationHandler:", sceneMethod: "scene:continueUserActivity:"))
        }
        if code.shortcut {
            forwarded.append(swift ? .init(appDelegateMethod: "application(_:performActionFor:completionHandler:)", sceneMethod: "windowScene(_:performActionFor:completionHandler:)")
                                   : .init(appDelegateMethod: "application:performActionForShortcutItem:completionHandler:",
                                           sceneMethod: "windowScene:performActionForShortcutItem:completionHandler:"))
        }
        let window: SceneDelegateSummary.Window = code.storyboard != nil ? .storyboard
            : decisions.windowMadeByProperty != nil && !(decisions.windowCode.contains { $0.makesWindow }) ? .appDelegateProperty
            : code.setUp.makesWindow ? .movedCode : .none
        let summary = SceneDelegateSummary(className: code.className, window: window, storyboard: code.storyboard, restores: decisions.restores, forwarded: forwarded)
        if swift {
            let path = decisions.inFolder(code.className + ".swift")
            work.create(path, SwiftSceneDelegateSource.text(code))
            work.record(path, .sceneDelegateCreated(summary))
            work.sceneDelegate = (path, code)
        } else {
            let header = decisions.inFolder(code.className + ".h"), implementation = decisions.inFolder(code.className + ".m")
            work.create(header, ObjectiveCSceneDelegateSource.header(code))
            work.create(implementation, ObjectiveCSceneDelegateSource.implementation(code))
            work.record(header, .headerCreated(className: code.className))
            work.record(implementation, .sceneDelegateCreated(summary))
            work.sceneDelegate = (implementation, code)
        }
        if window == .none {
            work.blockers.append(ReviewItem(
                code: .noWindow, file: decisions.delegateFile, line: decisions.delegate.type.line, quote: nil,
                message: "no main storyboard and no window made by the launch code that moves: the scene would have no window and the app would start black, so nothing is written; make the window in the launch methods (UIWindow(frame:) or a storyboard), or in a scene delegate by hand"))
        }
    }

    /// The app's own scene delegate restores the saved activity when its scene connects (before
    /// it shows the window), and saves it in `stateRestorationActivity(for:)`.
    static func addRestoration(_ decisions: AppDecisions, _ work: inout AppWork) {
        guard let sceneDelegate = decisions.existingSceneDelegate,
              let connect = sceneDelegate.methods(named: ["scene(_:willConnectTo:options:)", "scene:willConnectToSession:options:"]).first,
              let text = work.originalText(connect.file.path) else {
            work.blockers.append(ReviewItem(
                code: .sceneDelegate, file: decisions.existingSceneDelegate?.file, line: decisions.existingSceneDelegate?.line, quote: nil,
                message: "the scene delegate has no scene(_:willConnectTo:options:): add one that calls SceneRestoration.restore(_:in:) with session.stateRestorationActivity, and stateRestorationActivity(for:), then migrate again"))
            return
        }
        let file = connect.file
        let swift = file.language == .swift
        let tokens = file.tokens
        let body = connect.function.body
        guard body.upperBound < tokens.count, let typeEnd = typeEndLine(sceneDelegate, in: file) else {
            work.blockers.append(ReviewItem(code: .sceneDelegate, file: file.path, line: sceneDelegate.line, quote: nil,
                                            message: "the end of \(sceneDelegate.name) was not found: add stateRestorationActivity(for:) returning SceneRestoration's activity by hand"))
            return
        }
        let closeLine = tokens[body.upperBound].line
        let show = tokens[body].first { $0.isWord("makeKeyAndVisible") }?.line
        let insertLine = show ?? closeLine
        let indent = text.indentation(ofLine: show ?? (closeLine > 1 ? closeLine - 1 : closeLine))
        let restore = swift
            ? ["\(indent)if let activity = session.stateRestorationActivity {", "\(indent)    SceneRestoration.restore(activity, in: window)", "\(indent)}"]
            : ["\(indent)if (session.stateRestorationActivity != nil) {", "\(indent)    [SceneRestoration restoreActivity:session.stateRestorationActivity inWindow:self.window];", "\(indent)}"]
        let method = swift ? [
            "",
            "    /// The scene's state for its next launch: the view controllers' classic restoration, carried.",
            "    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {",
            "        let activity = NSUserActivity(activityType: SceneRestoration.activityType)",
            "        activity.addUserInfoEntries(from: SceneRestoration.userInfo(for: window))",
            "        return activity",
            "    }",
        ] : [
            "",
            "/// The scene's state for its next launch: the view controllers' classic restoration, carried.",
            "- (nullable NSUserActivity *)stateRestorationActivityForScene:(UIScene *)scene {",
            "    NSUserActivity *activity = [[NSUserActivity alloc] initWithActivityType:\(decisions.codeActivityType.fixed != nil ? "SceneRestorationActivityType" : "SceneRestoration.activityType")];",
            "    [activity addUserInfoEntriesFromDictionary:[SceneRestoration userInfoForWindow:self.window]];",
            "    return activity;",
            "}",
        ]
        work.workspace.insert(file.path, at: text.offset(ofLine: typeEnd), Array(method.map { $0 + "\n" }.joined().utf8))
        work.workspace.insert(file.path, at: text.offset(ofLine: insertLine), Array(restore.map { $0 + "\n" }.joined().utf8))
        // After the last import outside any #if: one added inside a block the build leaves out is not there.
        if !swift { OptInAnswers.importRestorationHeader(file, text: text, work: &work) }
        work.record(file.path, .sceneDelegateRestores(className: sceneDelegate.name))
        work.existingSceneDelegateFile = file.path
    }

    /// The line of a type's closing brace (Swift) or its `@end` (Objective-C).
    static func typeEndLine(_ type: CodeFacts.CodeClass, in file: CodeFile) -> Int? {
        let tokens = file.tokens
        guard let part = file.types.first(where: { $0.name == type.name && ($0.kind == .class || $0.kind == .implementation) }), let body = part.body,
              body.upperBound < tokens.count else { return nil }
        return tokens[body.upperBound].line
    }
}

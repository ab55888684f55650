/// `restored-window-empty`: the restored path of `scene(_:willConnectTo:options:)` never gives
/// the window its root view controller, or never shows it.
enum RestoredWindowEmpty: DoctorRule {
    static let code = FindingCode.restoredWindowEmpty
    static let summary = "On the restored path of scene(_:willConnectTo:options:), the window gets no root view controller or is never shown: every restored launch shows an empty window."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A UIKit scene delegate whose `scene(_:willConnectTo:options:)` makes its window in code and branches on the \
        restored activity (`if let activity = session.stateRestorationActivity { ... } else { ... }`, or a `guard` \
        whose `else` returns), where the window's `rootViewController` is set, or `makeKeyAndVisible()` called, only \
        on the path without a restored activity (and no method of the scene delegate called on the restored path \
        does it). A window's root view controller is nil until set, and it provides the window's content; \
        `makeKeyAndVisible()` is what shows a window made in code. An error: every launch that has a state to \
        restore shows an empty window.
        """
    static let basis = RuleBasis(.established, [PublicSources.windowRoot, PublicSources.makeKeyAndVisible, PublicSources.sessionActivity])
    static let fix = "give the window its root view controller and call makeKeyAndVisible() on both paths (after the if), restoring the screens from the activity on the restored one"

    /// jamztang/testStateRestoration's shape: the root and the window's showing in the `else`.
    static func delegate(rootAfterTheBranch: Bool) -> String {
        """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                let browser = BrowserViewController()
        ↓        if let activity = session.stateRestorationActivity {
                    browser.address = activity.userInfo?["address"] as? String
                } else {
                    browser.address = "https://example.com"
        \(rootAfterTheBranch ? "        }\n        window?.rootViewController = browser\n        window?.makeKeyAndVisible()" : "            window?.rootViewController = browser\n            window?.makeKeyAndVisible()\n        }")
            }

            func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                let activity = NSUserActivity(activityType: "com.example.app.browse")
                activity.userInfo = ["address": (window?.rootViewController as? BrowserViewController)?.address ?? ""]
                return activity
            }
        }

        class BrowserViewController: UIViewController {
            var address: String?
        }

        """
    }

    static let examples: [RuleExample] = [
        .triggering("the root is set and the window shown only when there is nothing to restore", .sceneApp, severity: .error,
                    ("App/SceneDelegate.swift", delegate(rootAfterTheBranch: false))),
        .triggering("a guard whose else shows the window and returns", .sceneApp, severity: .error, ("App/SceneDelegate.swift", """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    self.window = window
            ↓        guard let activity = session.stateRestorationActivity else {
                        window.rootViewController = UIViewController()
                        window.makeKeyAndVisible()
                        return
                    }
                    window.rootViewController = UIViewController()
                    print(activity)
                }

                func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                    NSUserActivity(activityType: "com.example.app.browse")
                }
            }

            """)),
        .passing("the root is set and the window shown after the branch", .sceneApp, ("App/SceneDelegate.swift", delegate(rootAfterTheBranch: true).replacing("↓", with: ""))),
        .passing("the restored path calls a method of the scene delegate that shows the window", .sceneApp,
                 ("App/SceneDelegate.swift", delegate(rootAfterTheBranch: false).replacing("↓", with: "").replacing(
                    "            browser.address = activity.userInfo?[\"address\"] as? String\n",
                    with: "            browser.address = activity.userInfo?[\"address\"] as? String\n            show(browser)\n").replacing(
                    "    func stateRestorationActivity(for", with: "    func show(_ root: UIViewController) {\n        window?.rootViewController = root\n        window?.makeKeyAndVisible()\n    }\n\n    func stateRestorationActivity(for"))),
        .passing("the base app: no branch on the restored activity", .sceneApp),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isScenes else { return [] }
        let storyboard = app.app.info?.sceneConfigurations.compactMap(\.storyboard).first { !$0.isEmpty }
        return app.sceneDelegates.compactMap { delegate in
            guard let (file, function) = delegate.method(.sceneWillConnect) else { return nil }
            return finding(delegate, file, function, storyboard: storyboard)
        }
    }

    static func finding(_ delegate: CodeFacts.CodeClass, _ file: CodeFile, _ function: CodeFunction, storyboard: String?) -> ProjectFinding? {
        let tokens = file.tokens
        let body = function.body
        // The window is the scene delegate's own, made here.
        guard body.contains(where: { tokens[$0].isWord("UIWindow") && $0 + 1 < body.upperBound && (tokens[$0 + 1].isSymbol("(") || tokens[$0 + 1].isWord("alloc")) }) else { return nil }
        guard let branch = restoredBranch(file, body) else { return nil }
        let roots = body.filter { index in
            (tokens[index].isWord("rootViewController") && index + 2 < body.upperBound && tokens[index + 1].isSymbol("=") && !tokens[index + 2].isSymbol("="))
                || tokens[index].isWord("setRootViewController")
        }
        let shows = body.filter { tokens[$0].isWord("makeKeyAndVisible") }
        func onlyWithout(_ places: [Int]) -> Bool { !places.isEmpty && places.allSatisfy { branch.without.contains($0) } }
        var missing: [String] = []
        if onlyWithout(roots) { missing.append("gets no root view controller") }
        if onlyWithout(shows) { missing.append("is never made key and visible") }
        guard !missing.isEmpty else { return nil }
        // A method of the scene delegate called on the restored path may do it.
        let method = MethodBody(file, body: body)
        let called = branch.restored.compactMap { index -> String? in
            guard tokens[index].kind == .word, index + 1 < tokens.count, tokens[index + 1].isSymbol("("), method.isOnSelf(index) else { return nil }
            return tokens[index].text
        }
        let helpers = delegate.methods.filter { method in called.contains { method.function.name == $0 || method.function.name.hasPrefix($0 + "(") || method.function.name.hasPrefix($0 + ":") } }
        if helpers.contains(where: { MethodBody($0.file, $0.function).windowOrRoot != nil || MethodBody($0.file, $0.function).mentions("makeKeyAndVisible") }) { return nil }
        let lines = Set((roots + shows).map { tokens[$0].line }).sorted().map(String.init)
        let linesText = lines.count == 1 ? "line " + lines[0] : "lines " + lines.dropLast().joined(separator: ", ") + " and " + lines.last!
        let start = tokens[branch.keyword]
        // With a scene storyboard, UIKit made a window of its own before: which one shows is UIKit's
        // business, but neither holds what was restored here.
        let shown = storyboard.map { "an empty window, or the \($0) storyboard's first screen, never the restored one" } ?? "an empty window"
        return ProjectFinding(code, file: file.path, line: start.line, column: start.column, anchor: AppDiagnosis.anchor(delegate, function.name),
            "on the restored path of \(delegate.name)'s \(function.name) (the \(start.text) at line \(start.line) on the restored activity), the window it makes \(missing.joined(separator: " and ")): that happens only without a restored activity (\(linesText)), so every restored launch shows \(shown)")
    }

    /// The `if` or `guard` on the restored activity: its keyword, the tokens of the restored
    /// path and of the path without one.
    static func restoredBranch(_ file: CodeFile, _ body: Range<Int>) -> (keyword: Int, restored: Range<Int>, without: Range<Int>)? {
        let tokens = file.tokens
        for index in body where tokens[index].isWord("if") || tokens[index].isWord("guard") {
            // The condition: up to the block's `{` (`else {` for a guard), brackets skipped.
            var cursor = index + 1
            var readsRestored = false
            while cursor < body.upperBound, !tokens[cursor].isSymbol("{") {
                if let partner = file.partner[cursor], partner > cursor { cursor = partner + 1; continue }
                if tokens[cursor].isWord("stateRestorationActivity") { readsRestored = true }
                cursor += 1
            }
            guard readsRestored, cursor < body.upperBound, let close = file.partner[cursor] else { continue }
            if tokens[index].isWord("guard") {
                // `guard let a = session.stateRestorationActivity else { ...; return }`: the rest is restored.
                return (index, (close + 1)..<body.upperBound, (cursor + 1)..<close)
            }
            guard close + 2 < body.upperBound, tokens[close + 1].isWord("else"), tokens[close + 2].isSymbol("{"), let end = file.partner[close + 2] else { continue }
            return (index, (cursor + 1)..<close, (close + 3)..<end)
        }
        return nil
    }
}

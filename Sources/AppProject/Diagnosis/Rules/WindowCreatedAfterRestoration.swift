/// `window-created-after-restoration`: the window or its root built after UIKit restored.
enum WindowCreatedAfterRestoration: DoctorRule {
    static let code = FindingCode.windowCreatedAfterRestoration
    static let summary = "The app delegate builds the window or its root controller in didFinishLaunching, after UIKit restored the state, and throws the restored screens away."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        An app without scenes that opts in to classic restoration, whose app delegate's \
        `application(_:didFinishLaunchingWithOptions:)` creates a `UIWindow` or sets a window's `rootViewController`, \
        and whose `application(_:willFinishLaunchingWithOptions:)` does neither. UIKit restores between the two \
        methods, so the restored controllers are replaced by new ones. An error.
        """
    static let basis = RuleBasis(.established, [PublicSources.restorationProcess, PublicSources.childViewsSample])
    static let fix = "build the window and its root controller in application(_:willFinishLaunchingWithOptions:), as Apple's restoration samples do; didFinishLaunching runs after restoration"

    static let delegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, %@WithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        %@        window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = UINavigationController(rootViewController: ItemsViewController())
                window?.makeKeyAndVisible()
                return true
            }

            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        }

        """

    static func delegate(in method: String, marked: Bool) -> String {
        let parts = delegate.split(separator: "%@", omittingEmptySubsequences: false)
        return String(parts[0]) + method + String(parts[1]) + (marked ? "↓" : "") + String(parts[2])
    }

    static let examples: [RuleExample] = [
        .triggering("window and root built in didFinishLaunching", .classicApp, severity: .error,
                    ("App/AppDelegate.swift", delegate(in: "didFinishLaunching", marked: true))),
        .passing("built in willFinishLaunching", .classicApp, ("App/AppDelegate.swift", delegate(in: "willFinishLaunching", marked: false))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive, let delegate = app.delegate else { return [] }
        let classes = app.code.chain(delegate).classes
        guard !classes.contains(where: { type in type.method(.willFinishLaunching).map { MethodBody($0.file, $0.function).windowOrRootLine != nil } ?? false }),
              let late = classes.lazy.compactMap({ $0.method(.didFinishLaunching) }).first, let place = MethodBody(late.file, late.function).windowOrRoot
        else { return [] }
        return [ProjectFinding(code, file: late.file.path, line: place.line, column: place.column, anchor: AppDiagnosis.anchor(delegate, late.function.name),
            "\(delegate.name)'s \(late.function.name) builds the window or its root controller, after UIKit restored the state: the restored screens are replaced")]
    }
}

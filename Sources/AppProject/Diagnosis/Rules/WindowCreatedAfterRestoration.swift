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

    static let didFinish = ["application(_:didFinishLaunchingWithOptions:)", "application:didFinishLaunchingWithOptions:"]
    static let willFinish = ["application(_:willFinishLaunchingWithOptions:)", "application:willFinishLaunchingWithOptions:"]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive, let delegate = app.delegate else { return [] }
        let methods = app.code.chain(delegate).classes.flatMap(\.methods)
        guard !methods.contains(where: { willFinish.contains($0.function.name) && MethodBody($0.file, $0.function).windowOrRootLine != nil }),
              let late = methods.first(where: { didFinish.contains($0.function.name) }), let line = MethodBody(late.file, late.function).windowOrRootLine
        else { return [] }
        return [ProjectFinding(code, file: late.file.path, line: line, anchor: AppDiagnosis.anchor(delegate, late.function.name),
            "\(delegate.name)'s \(late.function.name) builds the window or its root controller, after UIKit restored the state: the restored screens are replaced")]
    }
}

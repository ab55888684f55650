/// `window-created-after-restoration`: the window or its root built after UIKit restored, over
/// what it restored.
enum WindowCreatedAfterRestoration: DoctorRule {
    static let code = FindingCode.windowCreatedAfterRestoration
    static let summary = "The app delegate builds the window or its root controller in didFinishLaunching, after UIKit restored the state, and throws the restored screens away."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        An app without scenes that opts in to classic restoration, whose app delegate's \
        `application(_:didFinishLaunchingWithOptions:)` creates a `UIWindow` or sets a window's `rootViewController`, \
        and whose `application(_:willFinishLaunchingWithOptions:)` does neither. UIKit restores between the two \
        methods, so what it restored into the window is replaced: the controllers it preserved (the app gives \
        restoration identifiers), or what the app delegate's `application(_:didDecodeRestorableStateWith:)` put \
        into the window's controllers. An error. Restored values that feed the new window are not thrown away: an \
        app that gives no restoration identifier and decodes its model in `didDecodeRestorableStateWith` (into its \
        own properties), then builds its window from that model in `didFinishLaunching`, is not reported.
        """
    static let basis = RuleBasis(.established, [PublicSources.restorationProcess, PublicSources.childViewsSample, PublicSources.appDidDecode])
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

    /// The list the window shows, which UIKit preserves (it has a restoration identifier).
    static let itemsController = """
        import UIKit

        final class ItemsViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                restorationIdentifier = "Items"
            }
        }

        """

    static func delegate(in method: String, marked: Bool) -> String {
        let parts = delegate.split(separator: "%@", omittingEmptySubsequences: false)
        return String(parts[0]) + method + String(parts[1]) + (marked ? "↓" : "") + String(parts[2])
    }

    /// App-level restoration only: the page is decoded into a property in didDecode, and the
    /// window built from it in didFinishLaunching (`intoWindow`: didDecode sets the window's
    /// root controller's page instead, which the new window replaces).
    static func appLevelDelegate(intoWindow: Bool) -> String {
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            var page = "home"

            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        \(intoWindow ? "↓" : "")        window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = PageViewController(page: page)
                window?.makeKeyAndVisible()
                return true
            }

            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }

            func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
                coder.encode(page, forKey: "page")
            }

            func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
                guard let saved = coder.decodeObject(of: NSString.self, forKey: "page") as String? else { return }
        \(intoWindow ? "        (window?.rootViewController as? PageViewController)?.page = saved" : "        page = saved")
            }
        }

        final class PageViewController: UIViewController {
            var page: String
            init(page: String) {
                self.page = page
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        """
    }

    static let examples: [RuleExample] = [
        .triggering("window and root built in didFinishLaunching", .classicApp, severity: .error,
                    ("App/AppDelegate.swift", delegate(in: "didFinishLaunching", marked: true)), ("App/ItemsViewController.swift", itemsController)),
        .triggering("didDecodeRestorableStateWith restores into the window's controller, which didFinishLaunching then replaces", .classicApp, severity: .error,
                    ("App/AppDelegate.swift", appLevelDelegate(intoWindow: true))),
        .passing("built in willFinishLaunching", .classicApp, ("App/AppDelegate.swift", delegate(in: "willFinishLaunching", marked: false)),
                 ("App/ItemsViewController.swift", itemsController)),
        .passing("the model decoded in didDecodeRestorableStateWith feeds the window didFinishLaunching builds: nothing restored is thrown away", .classicApp,
                 ("App/AppDelegate.swift", appLevelDelegate(intoWindow: false))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive, let delegate = app.delegate else { return [] }
        let classes = app.code.chain(delegate).classes
        guard !classes.contains(where: { type in type.method(.willFinishLaunching).map { MethodBody($0.file, $0.function).windowOrRootLine != nil } ?? false }),
              let late = classes.lazy.compactMap({ $0.method(.didFinishLaunching) }).first, let place = MethodBody(late.file, late.function).windowOrRoot
        else { return [] }
        // What UIKit restored into the window before didFinishLaunching: the controllers it
        // preserved, and what the app delegate's didDecode put into the window's controllers.
        let identifiers = app.preservesControllers
        let decodedIntoWindow = app.appLevelState.first { $0.method.method == .appDidDecode && Self.touchesWindow($0.method) }
        guard identifiers || decodedIntoWindow != nil else { return [] }
        let lost = identifiers ? "the restored screens are replaced"
            : "what \(decodedIntoWindow!.method.function.name) restored into the window's controllers (\(decodedIntoWindow!.method.file.path):\(decodedIntoWindow!.method.function.line)) is replaced"
        return [ProjectFinding(code, file: late.file.path, line: place.line, column: place.column, anchor: AppDiagnosis.anchor(delegate, late.function.name),
            "\(delegate.name)'s \(late.function.name) builds the window or its root controller, after UIKit restored the state: \(lost)")]
    }

    /// Whether a method reaches into the window (`window`, `rootViewController`, `keyWindow`).
    static func touchesWindow(_ method: AppDiagnosis.Method) -> Bool {
        let tokens = method.file.tokens
        return method.function.body.contains { tokens[$0].isWord("window") || tokens[$0].isWord("rootViewController") || tokens[$0].isWord("keyWindow") || tokens[$0].isWord("windows") }
    }
}

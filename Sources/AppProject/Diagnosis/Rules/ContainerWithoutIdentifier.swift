/// `container-without-identifier`: a storyboard container that cuts its children off.
enum ContainerWithoutIdentifier: DoctorRule {
    static let code = FindingCode.containerWithoutIdentifier
    static let summary = "A container without a restoration identifier above controllers that have one: UIKit preserves none of them."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A container without a restoration identifier above controllers that have one, in an app that opts in to \
        classic restoration: UIKit skips a controller without an identifier together with everything below it. In a \
        storyboard, a controller that contains (relationship and embed segues) or pushes controllers that have one; \
        every such container of a chain is named in one run, the nested ones too, and a controller pushed from one \
        without an identifier is not cut off (it goes below the navigation controller). In code, a container code \
        makes a window's root (`window.rootViewController = MyTabBarController()`, a \
        `UINavigationController(rootViewController:)`, a local container given `viewControllers`) that gets no \
        identifier while a child it is built with does, and a container code puts in such a root (a navigation \
        controller made for a tab) that gets none while its own child does, whether or not the root has one. Nothing in an app that does not opt in (then \
        `opt-in-missing` says why).
        """
    static let basis = RuleBasis(.established, [PublicSources.restorationIdentifier, PublicSources.viewControllerGuide])
    static let fix = "give the container a restoration identifier (Identity inspector > Restoration ID, or check Use Storyboard ID)"

    static let codeRoot = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
        ↓        window?.rootViewController = MainTabBarController()
                window?.makeKeyAndVisible()
                return true
            }

            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        }

        final class MainTabBarController: UITabBarController {
            override func viewDidLoad() {
                super.viewDidLoad()
                viewControllers = [FeedViewController(), SettingsViewController()]
            }
        }

        final class FeedViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                restorationIdentifier = "Feed"
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        final class SettingsViewController: UIViewController {}

        """

    /// The window's root is a tab bar controller with an identifier; its settings tab is a
    /// navigation controller made in code (`settingsIdentifier`: whether it gets one).
    static func tabsRoot(settingsIdentifier: Bool) -> String {
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                let tabs = UITabBarController()
                tabs.restorationIdentifier = "Tabs"
                let feed = UINavigationController(rootViewController: FeedViewController())
                feed.restorationIdentifier = "FeedNavigation"
        \(settingsIdentifier ? "" : "↓")        let settings = UINavigationController(rootViewController: SettingsViewController())
        \(settingsIdentifier ? "        settings.restorationIdentifier = \"SettingsNavigation\"\n" : "")        tabs.viewControllers = [feed, settings]
                window?.rootViewController = tabs
                window?.makeKeyAndVisible()
                return true
            }

            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        }

        final class FeedViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                restorationIdentifier = "Feed"
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        final class SettingsViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                restorationIdentifier = "Settings"
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        """
    }

    static let examples: [RuleExample] = [
        .triggering("a navigation controller without an identifier", .classicApp, severity: .error,
                    ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: false, mark: true))),
        .triggering("a tab bar controller and the navigation controller in it, neither with an identifier", .classicApp, severity: .error,
                    ("App/Base.lproj/Main.storyboard", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tabs-1">
                        <scenes>
                            <scene sceneID="scene-1">
                                <objects>
                    ↓                <tabBarController id="tabs-1" sceneMemberID="viewController">
                                        <connections>
                                            <segue destination="nav-1" kind="relationship" relationship="viewControllers" id="segue-1"/>
                                        </connections>
                                    </tabBarController>
                                </objects>
                            </scene>
                            <scene sceneID="scene-2">
                                <objects>
                    ↓                <navigationController id="nav-1" sceneMemberID="viewController">
                                        <connections>
                                            <segue destination="list-1" kind="relationship" relationship="rootViewController" id="segue-2"/>
                                        </connections>
                                    </navigationController>
                                </objects>
                            </scene>
                            <scene sceneID="scene-3">
                                <objects>
                                    <viewController restorationIdentifier="List" id="list-1" sceneMemberID="viewController"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>

                    """)),
        .triggering("code makes a tab bar controller without an identifier the window's root", .classicApp, severity: .error,
                    ("App/AppDelegate.swift", codeRoot)),
        .triggering("code puts a navigation controller without an identifier in a tab of the window's root, which has one", .classicApp, severity: .error,
                    ("App/AppDelegate.swift", tabsRoot(settingsIdentifier: false))),
        .passing("code gives the tab's navigation controller an identifier too", .classicApp, ("App/AppDelegate.swift", tabsRoot(settingsIdentifier: true))),
        .passing("code gives the tab bar controller an identifier", .classicApp, ("App/AppDelegate.swift", codeRoot
            .replacing("↓", with: "").replacing("        viewControllers = [", with: "        restorationIdentifier = \"Tabs\"\n        viewControllers = ["))),
        .passing("the container has an identifier", .classicApp, ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: true))),
        .passing("the app does not opt in: identifiers for other purposes", .classicApp, ("App/AppDelegate.swift", """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {}

            """), ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: false))),
        .passing("a scene-based app", .sceneApp, ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: false))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive else { return [] }
        var findings = app.app.chains.flatMap(\.breaks).map { gap in
            let names = gap.cutOff.map { $0.restorationIdentifier ?? $0.className }
            let container = gap.container
            var finding = ProjectFinding(code, file: gap.storyboard.path, line: container.line, column: container.column, anchor: gap.storyboard.name + "#" + container.id,
                "the \(describe(container)) has no restoration identifier, so UIKit \(below(names))")
            finding.repair = .restorationIdentifier(storyboard: gap.storyboard.path, elementID: container.id, storyboardIdentifier: container.storyboardIdentifier,
                                                    className: container.className)
            return finding
        }
        for root in CodeContainers.roots(app) {
            let place = root.parent.map { "that code puts in the \($0)" } ?? "that code makes the window's root"
            let anchor = root.parent.map { "\($0).viewControllers: \(root.className)(\(root.identifiedChildren[0]))" } ?? "rootViewController = " + root.className
            let name = root.local.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? root.className
            findings.append(ProjectFinding(code, file: root.file, line: root.line, column: root.column, anchor: (root.inClass.map { $0 + "." } ?? "") + anchor,
                "the \(root.kind) \(root.className) \(place) has no restoration identifier, so UIKit \(below(root.identifiedChildren))",
                fix: "give it a restoration identifier where it is made (\(root.local.map { $0 + "." } ?? "")restorationIdentifier = \"\(name)\")"))
        }
        return findings
    }

    /// "preserves none of the 2 controllers below it that have one (A, B)", "does not preserve
    /// the controller below it that has one (A)".
    static func below(_ names: [String]) -> String {
        let shown = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", ..." : "")
        return names.count == 1 ? "does not preserve the controller below it that has one (\(shown))"
            : "preserves none of the \(names.count) controllers below it that have one (\(shown))"
    }

    static func describe(_ controller: StoryboardController) -> String {
        let kind = switch controller.element {
        case "navigationController": "navigation controller"
        case "tabBarController": "tab bar controller"
        case "splitViewController": "split view controller"
        case "pageViewController": "page view controller"
        default: "view controller"
        }
        return kind + " " + controller.className + (controller.storyboardIdentifier.map { " (storyboard id \($0))" } ?? "")
    }
}

/// `uiscene-required`: an app without the UIScene life cycle.
enum UISceneRequired: DoctorRule {
    static let code = FindingCode.uisceneRequired
    static let summary = "The app does not use the UIScene life cycle, which the next major SDK after iOS 26 requires (Apple's TN3187)."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        An app target whose Info.plist has no scene manifest and that is not a SwiftUI app. Apple's TN3187: the next \
        major SDK after iOS 26 will not launch it, and iOS 26 logs "UIScene lifecycle will soon be required". A \
        warning when the app's classic restoration does something (it opts in, neither opt-in method says no on \
        every path, and it gives restoration identifiers or encodes state, its controllers' or its own at app \
        level: `application(_:willEncodeRestorableStateWith:)`, `application(_:didDecodeRestorableStateWith:)`, or \
        the save method writing into its coder; that restoration moves to `stateRestorationActivity(for:)` with the \
        migration); a note otherwise, whose fix says nothing of restoration: no opt-in, an opt-in that returns \
        false, or one gated on a protocol no class of the app adopts (`guard let root = \
        window?.rootViewController as? StateRestorable else { return false }`), which never says yes.
        """
    static let basis = RuleBasis(.established, [PublicSources.technote3187])
    static let fix = "run 'uistate migrate scenes': it moves the app to the UIScene life cycle (a scene manifest and a UIWindowSceneDelegate, TN3187) with its restoration (stateRestorationActivity(for:)), shown first as a diff"
    /// For an app without restoration: only the life cycle moves.
    static let lifeCycleFix = "run 'uistate migrate scenes': it moves the app to the UIScene life cycle (a scene manifest and a UIWindowSceneDelegate, TN3187), shown first as a diff"

    /// An app delegate that restores the current page at app level, with no restoration
    /// identifier anywhere (Programming-iOS-Book-Examples' bk2ch06p351).
    static let appLevelDelegate = """
        import UIKit

        @main
        ↓class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }

            func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
                let pages = window!.rootViewController as! UIPageViewController
                coder.encode((pages.viewControllers![0] as! PageViewController).name, forKey: "page")
            }

            func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
                guard let name = coder.decodeObject(of: NSString.self, forKey: "page") else { return }
                let pages = window!.rootViewController as! UIPageViewController
                pages.setViewControllers([PageViewController(name: name as String)], direction: .forward, animated: false)
            }
        }

        final class PageViewController: UIViewController {
            let name: String
            init(name: String) {
                self.name = name
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        """

    /// An app delegate whose opt-in is gated on `StateRestorable`; `adopted`: a controller of
    /// the app adopts it.
    static func gatedDelegate(adopted: Bool) -> String {
        """
        import UIKit

        protocol StateRestorable: AnyObject {
            var restoresState: Bool { get }
        }

        @main
        ↓class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
                guard let root = window?.rootViewController as? StateRestorable else { return false }
                return root.restoresState
            }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
                guard let root = window?.rootViewController as? StateRestorable else { return false }
                return root.restoresState
            }
        }

        class ItemsViewController: UITableViewController\(adopted ? ", StateRestorable" : "") {
            var restoresState: Bool { true }

            override func encodeRestorableState(with coder: NSCoder) {
                super.encodeRestorableState(with: coder)
                coder.encode(isEditing, forKey: "editing")
            }
        }

        """
    }

    static let examples: [RuleExample] = [
        .triggering("classic restoration, no scenes", .classicApp, severity: .warning, ("App/AppDelegate.swift", RuleExample.Base.classicDelegate.replacing("@main\nclass", with: "@main\n↓class")),
                    ("App/ItemsViewController.swift", OptInMissing.encodingController)),
        .triggering("opts in, preserves nothing: a note", .classicApp, severity: .note, ("App/AppDelegate.swift", RuleExample.Base.classicDelegate.replacing("@main\nclass", with: "@main\n↓class"))),
        .triggering("both opt-ins return false: restoration does nothing, a note", .classicApp, severity: .note,
                    ("App/AppDelegate.swift", RuleExample.Base.classicDelegate.replacing("@main\nclass", with: "@main\n↓class").replacing("-> Bool { true }", with: "-> Bool { false }")),
                    ("App/ItemsViewController.swift", OptInMissing.encodingController)),
        .triggering("the opt-in is gated on a protocol no class adopts: it never says yes, a note", .classicApp, severity: .note,
                    ("App/AppDelegate.swift", gatedDelegate(adopted: false))),
        .triggering("the opt-in is gated on a protocol the list adopts: a warning", .classicApp, severity: .warning,
                    ("App/AppDelegate.swift", gatedDelegate(adopted: true))),
        .triggering("app-level restoration only: the app delegate encodes the current page and restores it", .classicApp, severity: .warning,
                    ("App/AppDelegate.swift", appLevelDelegate)),
        .triggering("opts in, its app-level methods only log: a note", .classicApp, severity: .note,
                    ("App/AppDelegate.swift", RuleExample.Base.classicDelegate.replacing("@main\nclass", with: "@main\n↓class").replacing("    var window: UIWindow?\n", with: """
                        var window: UIWindow?

                        func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) { print("saving") }

                        func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) { print("restored") }

                    """))),
        .triggering("no restoration, no scenes", .classicApp, severity: .note, ("App/AppDelegate.swift", "import UIKit\n\n@main\n↓class AppDelegate: UIResponder, UIApplicationDelegate {}\n")),
        .passing("a scene-based app", .sceneApp),
        .passing("a SwiftUI app", .swiftUIApp),
    ]

    /// Whether the app's classic restoration does something: both opt-ins say yes somewhere,
    /// none is gated on a protocol no class adopts, and something is preserved.
    static func restores(_ app: AppDiagnosis) -> Bool {
        let identifiers = !app.identifiedClasses.isEmpty || app.unresolvedIdentifiers > 0 || app.app.storyboards.contains { $0.restorationIdentifierCount > 0 }
        return app.classicRestorationActive && app.optInGate == nil && (identifiers || !app.classicEncoding.isEmpty)
    }

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        // A manifest that names no configuration: scene-configuration-missing says it.
        guard app.app.lifeCycle.isClassic, app.delegate != nil || app.app.info != nil, !app.sceneManifestUnconfigured else { return [] }
        let place = app.delegate.map { ($0.file, $0.line, $0.column) } ?? (app.app.info?.path, nil, nil)
        // Restoration to move: an opt-in and something it preserves (identifiers or encoding).
        let gate = app.optInGate
        let restores = Self.restores(app)
        var why = ""
        if !restores, !app.optIn.isEmpty {
            if let gate {
                why = "; its classic restoration does nothing (\(gate.method.function.name) is gated on \(gate.protocolName), which no class of the app adopts, so it never says yes)"
            } else if let declining = app.optIn.first(where: AppDiagnosis.declinesAlways) {
                why = "; its classic restoration does nothing (\(declining.function.name) returns false on every path)"
            }
        }
        return [ProjectFinding(code, restores ? .warning : .note, file: place.0, line: place.1, column: place.2, anchor: app.delegate?.name ?? "Info.plist",
            "the app does not use the UIScene life cycle: Apple's TN3187 says the next major SDK after iOS 26 will not launch it\(restores ? ", and its classic restoration moves to stateRestorationActivity(for:) with the migration (uistate migrate scenes)" : why)",
            fix: restores ? fix : lifeCycleFix)]
    }
}

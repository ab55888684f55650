/// One finding code, in one place: what it means, how its severity is decided, what to
/// change, project snippets that must trigger it and ones that must not, and the check
/// itself. `doctor --rules`, the SARIF rules and docs/doctor.md's sections come from these
/// definitions, and the examples run as tests.
public protocol DoctorRule: Sendable {
    static var code: FindingCode { get }
    /// One line: what the finding means.
    static var summary: String { get }
    /// The severity when nothing lowers it.
    static var defaultSeverity: ProjectFinding.Severity { get }
    /// How the severity is decided, and on what evidence the rule reports (for the docs).
    static var evidence: String { get }
    /// The public sources the claim rests on, and how sure it is.
    static var basis: RuleBasis { get }
    /// What to change, in general; a finding may say it more precisely.
    static var fix: String { get }
    static var examples: [RuleExample] { get }
    /// The findings in one app target.
    static func check(_ app: AppDiagnosis) -> [ProjectFinding]
}

extension DoctorRule {
    /// The anchor of docs/doctor.md's section.
    public static var documentationAnchor: String { code.rawValue }
}

/// A small project that must trigger a rule, or must not: files written over a base app's
/// (`base`), a `↓` marking each line a finding must be reported on.
public struct RuleExample: Sendable {
    public enum Base: String, Sendable {
        /// An app delegate that opts in to classic restoration, an Info.plist without scenes.
        case classicApp
        /// A UIKit scene delegate that saves and restores an activity, declared in the Info.plist.
        case sceneApp
        /// A SwiftUI `App`.
        case swiftUIApp
        case empty
    }

    public var title: String
    public var base: Base
    /// Path -> contents, written after the base's files (replacing one of the same path).
    public var files: [(path: String, contents: String)]
    public var triggers: Bool
    /// The severity a triggered finding must have.
    public var severity: ProjectFinding.Severity?

    public static func triggering(_ title: String, _ base: Base, severity: ProjectFinding.Severity? = nil, _ files: (String, String)...) -> RuleExample {
        RuleExample(title: title, base: base, files: files.map { ($0.0, $0.1) }, triggers: true, severity: severity)
    }

    public static func passing(_ title: String, _ base: Base, _ files: (String, String)...) -> RuleExample {
        RuleExample(title: title, base: base, files: files.map { ($0.0, $0.1) }, triggers: false, severity: nil)
    }

    /// The files to write: the base's, then the example's, `↓` removed, with the lines each
    /// file marks.
    public var project: [(path: String, contents: String, marked: [Int])] {
        var files = base.files.filter { file in !self.files.contains { $0.path == file.path } } + self.files
        files.sort { $0.path < $1.path }
        return files.map { file in
            var marked: [Int] = []
            let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { number, line in
                if line.contains("↓") { marked.append(number + 1) }
                return line.replacing("↓", with: "")
            }
            return (file.path, lines.joined(separator: "\n"), marked)
        }
    }
}

extension RuleExample.Base {
    static let classicInfo = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleVersion</key><string>1</string>
        </dict>
        </plist>

        """
    static let classicDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        }

        """
    static let sceneInfo = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleVersion</key><string>1</string>
            <key>NSUserActivityTypes</key>
            <array><string>com.example.app.browse</string></array>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array>
                        <dict>
                            <key>UISceneConfigurationName</key><string>Default Configuration</string>
                            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                        </dict>
                    </array>
                </dict>
            </dict>
        </dict>
        </plist>

        """
    static let sceneDelegate = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                let browser = BrowserViewController()
                browser.address = session.stateRestorationActivity?.userInfo?["address"] as? String
                window.rootViewController = browser
                window.makeKeyAndVisible()
                self.window = window
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

    /// The base app's files.
    public var files: [(path: String, contents: String)] {
        switch self {
        case .classicApp: [("App/Info.plist", Self.classicInfo), ("App/AppDelegate.swift", Self.classicDelegate)]
        case .sceneApp:
            [("App/Info.plist", Self.sceneInfo), ("App/SceneDelegate.swift", Self.sceneDelegate),
             ("App/AppDelegate.swift", "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")]
        case .swiftUIApp:
            [("App/NotesApp.swift", "import SwiftUI\n\n@main\nstruct NotesApp: App {\n    var body: some Scene {\n        WindowGroup { Text(\"Notes\") }\n    }\n}\n")]
        case .empty: []
        }
    }
}

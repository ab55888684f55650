/// `scene-configuration-missing`: a scene manifest that names no configuration, and no app
/// delegate method that gives one.
enum SceneConfigurationMissing: DoctorRule {
    static let code = FindingCode.sceneConfigurationMissing
    static let summary = "The scene manifest names no scene configuration and the app delegate gives none: no scene delegate runs, and TN3187 counts the app as not adopting the scene life cycle."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A UIKit app (not SwiftUI) whose Info.plist has a scene manifest (`UIApplicationSceneManifest`, written in the \
        file or declared by the project) with no configuration in `UISceneConfigurations`, and whose app delegate \
        does not implement `application(_:configurationForConnecting:options:)`. The manifest makes UIKit connect a \
        scene, but nothing names a scene delegate or a storyboard for it: the app's window is not shown (public \
        reports: a black screen on iOS 13 and on iOS 27), so nothing the app restores is, and TN3187 lists the app \
        among those that must migrate, which the next major SDK after iOS 26 will not launch. An error: the app \
        means to adopt scenes (it has a manifest). The fix names the configuration to add, with the app's scene \
        delegate when it has one; `--fix` adds it to an XML Info.plist when the app has exactly one. Until the \
        manifest names one, the scene rules say nothing of a scene delegate that never runs. A manifest only Xcode \
        generates (`UIApplicationSceneManifest_Generation`, nothing in the file) is not judged.
        """
    static let basis = RuleBasis(.established, [PublicSources.technote3187Migrate, PublicSources.technote3187, PublicSources.sceneConfiguration,
                                                PublicSources.dotnetManifestWithoutConfigurations, PublicSources.expoManifestOnly])
    static let fix = "add UISceneConfigurations to the scene manifest (UIWindowSceneSessionRoleApplication: an item with UISceneConfigurationName \"Default Configuration\" and UISceneDelegateClassName naming the scene delegate, $(PRODUCT_MODULE_NAME).SceneDelegate), or return a UISceneConfiguration from application(_:configurationForConnecting:options:)"

    /// What the scene rules would say of a scene delegate that never runs: said once the
    /// manifest names it.
    static let waiting: Set<FindingCode> = [
        .sceneRestorationMissing, .restorationActivityNeverSet, .restoredActivityIgnored, .restoredWindowEmpty, .userActivityNeverCleared,
        .activityTypeUndeclared, .activityUserInfoNotPlist, .appLevelRestorationInScenes, .stateActivityUndeclared,
    ]

    static let unconfiguredInfo = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleVersion</key><string>1</string>
            <key>NSUserActivityTypes</key>
            <array><string>com.example.app.browse</string></array>
        ↓    <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UIApplicationSupportsMultipleScenes</key>
                <false/>
            </dict>
        </dict>
        </plist>

        """

    static let examples: [RuleExample] = [
        .triggering("a scene manifest without configurations, a scene delegate in the code that nothing names", .sceneApp, severity: .error,
                    ("App/Info.plist", unconfiguredInfo)),
        .passing("the app delegate's application(_:configurationForConnecting:options:) gives the configuration", .sceneApp,
                 ("App/Info.plist", unconfiguredInfo.replacing("↓", with: "")), ("App/AppDelegate.swift", """
                 import UIKit

                 @main
                 class AppDelegate: UIResponder, UIApplicationDelegate {
                     func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                         let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                         configuration.delegateClass = SceneDelegate.self
                         return configuration
                     }
                 }

                 """)),
        .passing("the manifest names its configuration", .sceneApp),
        .passing("a SwiftUI app: SwiftUI gives the configuration", .swiftUIApp, ("App/Info.plist", unconfiguredInfo.replacing("↓", with: ""))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.sceneManifestUnconfigured, let info = app.app.info else { return [] }
        let delegates = app.sceneDelegates.filter { $0.isDeclared && $0.kind == .class }
        let named = delegates.count == 1 ? delegates[0] : nil
        // How the manifest names it: a Swift class through its module, an Objective-C one by name.
        let className = named.map { type in type.file.hasSuffix(".swift") ? "$(PRODUCT_MODULE_NAME)." + type.name : type.name }
        let what = switch delegates.count {
        case 0: "the app has no scene delegate to make its window"
        case 1: "\(delegates[0].name) never runs"
        default: "none of its scene delegates (\(delegates.map(\.name).joined(separator: ", "))) runs"
        }
        var finding = ProjectFinding(code, file: info.path, line: info.keyLines[InfoPlistFacts.manifestKey], anchor: InfoPlistFacts.manifestKey,
            "the scene manifest names no scene configuration and the app delegate gives none (application(_:configurationForConnecting:options:)): UIKit connects a scene no delegate makes a window for (\(what)), and TN3187 counts the app as not adopting the scene life cycle",
            fix: className.map { "add UISceneConfigurations to the scene manifest: UIWindowSceneSessionRoleApplication, an item with UISceneConfigurationName \"Default Configuration\" and UISceneDelegateClassName \($0)\(info.mainStoryboard.map { " (and UISceneStoryboardFile \($0))" } ?? "")" }
                ?? (delegates.isEmpty ? "add a UIWindowSceneDelegate that makes the window in scene(_:willConnectTo:options:), and name it in the manifest's UISceneConfigurations (UIWindowSceneSessionRoleApplication), or remove the manifest until the app adopts scenes (uistate migrate scenes moves a classic app)" : fix))
        if let className { finding.repair = .sceneConfiguration(delegateClass: className, storyboard: info.mainStoryboard) }
        return [finding]
    }
}

/// `scene-configuration-missing`: a scene manifest that names no configuration, and no app
/// delegate method that gives one.
enum SceneConfigurationMissing: DoctorRule {
    static let code = FindingCode.sceneConfigurationMissing
    static let summary = "The scene manifest names no scene configuration and the app delegate gives none: TN3187 counts the app as not adopting the scene life cycle, and its scene delegate never runs."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A UIKit app (not SwiftUI) whose Info.plist has a scene manifest (`UIApplicationSceneManifest`, written in the \
        file or declared by the project) with no configuration in `UISceneConfigurations`, and whose app delegate \
        does not implement `application(_:configurationForConnecting:options:)`. TN3187 lists such an app among \
        those that have not adopted the scene life cycle: doctor reads it as classic (its app delegate's window, \
        classic restoration), no scene delegate runs, and the next major SDK after iOS 26 will not launch it \
        (public reports: the manifest without a configuration shows a black screen, on iOS 13 with multiple \
        scenes and on iOS 27). An error where the app means to adopt scenes: it has a scene delegate, which no \
        configuration names, so its restoration never runs; the fix names the configuration to add, and `--fix` \
        adds it to an XML Info.plist when the app has exactly one scene delegate. A manifest left from Xcode's \
        template in an app without a scene delegate is a warning where the app's classic restoration does \
        something (it will not launch with that SDK) and a note otherwise, as `uiscene-required` is for an app \
        without a manifest (which this finding replaces). A manifest only Xcode generates \
        (`UIApplicationSceneManifest_Generation`, nothing in the file) is not judged. Tuist writes one without \
        configurations into every iOS app's Info.plist it generates (`infoPlist: .default`, the argument's default, \
        and `.extendingDefault(with:)` without `UIApplicationSceneManifest`): there the finding is at the target's \
        line of the manifest, and its fix is a `UIApplicationSceneManifest` of the target's own; `--fix` does not \
        edit Swift manifests.
        """
    static let basis = RuleBasis(.established, [PublicSources.technote3187Migrate, PublicSources.technote3187, PublicSources.sceneConfiguration,
                                                PublicSources.dotnetManifestWithoutConfigurations, PublicSources.expoManifestOnly,
                                                PublicSources.tuistDefaultInfoPlist, PublicSources.tuistInfoPlistDefault])
    static let fix = "add UISceneConfigurations to the scene manifest (UIWindowSceneSessionRoleApplication: an item with UISceneConfigurationName \"Default Configuration\" and UISceneDelegateClassName naming the scene delegate, $(PRODUCT_MODULE_NAME).SceneDelegate), or return a UISceneConfiguration from application(_:configurationForConnecting:options:)"

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
        .triggering("a manifest left from Xcode's template, no scene delegate, no restoration: a note", .empty, severity: .note,
                    ("App/Info.plist", unconfiguredInfo), ("App/AppDelegate.swift", "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")),
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
        case 0: "it has no scene delegate"
        case 1: "its scene delegate \(delegates[0].name) never runs"
        default: "none of its scene delegates (\(delegates.map(\.name).joined(separator: ", "))) runs"
        }
        // Meant to adopt scenes (a scene delegate is written): an error; a template's leftover, as uiscene-required.
        let severity: ProjectFinding.Severity = !delegates.isEmpty ? .error : UISceneRequired.restores(app) ? .warning : .note
        // Tuist's default Info.plist for an iOS app has the manifest: the project never wrote it.
        let generator = info.path == nil ? app.app.target?.infoDefaults : nil
        let manifest = generator.map { "the scene manifest \($0)'s default Info.plist gives the app (infoPlist: .default, or .extendingDefault(with:) without UIApplicationSceneManifest)" }
            ?? "the scene manifest"
        // `UIMainStoryboardFile = ""` (Tuist's templates) names none.
        let storyboard = info.mainStoryboard.flatMap { $0.isEmpty ? nil : $0 }
        let configuration = { (delegate: String) in
            "UIWindowSceneSessionRoleApplication, an item with UISceneConfigurationName \"Default Configuration\" and UISceneDelegateClassName \(delegate)\(storyboard.map { " (and UISceneStoryboardFile \($0))" } ?? "")"
        }
        // Where the target is made: the manifest, or the helper whose code makes it.
        let made = generator != nil ? app.app.target.map { ($0.madeIn ?? $0.declaredIn, $0.line) } : nil
        var finding = ProjectFinding(code, severity, file: made?.0 ?? info.path, line: made.map(\.1) ?? info.keyLines[InfoPlistFacts.manifestKey],
            anchor: InfoPlistFacts.manifestKey,
            "\(manifest) names no scene configuration and the app delegate gives none (application(_:configurationForConnecting:options:)): TN3187 counts the app as not adopting the scene life cycle (\(what)), and the next major SDK after iOS 26 will not launch it",
            fix: generator != nil
                ? "give the target's .extendingDefault(with:) a UIApplicationSceneManifest of its own, whose UISceneConfigurations name the scene delegate: \(configuration(className ?? "$(PRODUCT_MODULE_NAME).SceneDelegate"))\(delegates.isEmpty ? " (a UIWindowSceneDelegate that makes the window: uistate migrate scenes writes it)" : "")"
                : className.map { "add UISceneConfigurations to the scene manifest: \(configuration($0))" }
                ?? (delegates.isEmpty ? "adopt scenes: a UIWindowSceneDelegate that makes the window, named in the manifest's UISceneConfigurations (uistate migrate scenes writes both), or remove the manifest Xcode's template left" : fix))
        if let className { finding.repair = .sceneConfiguration(delegateClass: className, storyboard: storyboard) }
        return [finding]
    }
}

/// `opt-in-missing`: classic restoration code that never runs, because the app delegate does
/// not opt in.
enum OptInMissing: DoctorRule {
    static let code = FindingCode.optInMissing
    static let summary = "The app encodes state for classic restoration, but its app delegate never opts in: UIKit preserves nothing."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        An app without scenes whose app delegate implements neither `application(_:shouldSaveSecureApplicationState:)` \
        nor `application(_:shouldRestoreSecureApplicationState:)` (nor their deprecated forms). An error when the code \
        shows it means to restore state (an `encodeRestorableState(with:)` override, a restoration class, the app \
        delegate's factory): that code never runs. A note when the app only sets restoration identifiers: many apps \
        set them for other purposes (tab identity, logging, UI tests), and without an opt-in they cost nothing.
        """
    static let basis = RuleBasis(.established, [PublicSources.shouldSave, PublicSources.shouldSaveSecure, PublicSources.restorationProcess])
    static let fix = "implement application(_:shouldSaveSecureApplicationState:) and application(_:shouldRestoreSecureApplicationState:) in the app delegate, returning true"

    static let encodingController = """
        import UIKit

        class ItemsViewController: UITableViewController {
            override func encodeRestorableState(with coder: NSCoder) {
                super.encodeRestorableState(with: coder)
                coder.encode(isEditing, forKey: "editing")
            }
        }

        """
    static let noOptIn = """
        import UIKit

        @main
        ↓class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }

        """

    static let examples: [RuleExample] = [
        .triggering("a controller encodes its state, the app delegate does not opt in", .classicApp, severity: .error,
                    ("App/AppDelegate.swift", noOptIn), ("App/ItemsViewController.swift", encodingController)),
        .triggering("storyboard ids used as restoration identifiers, nothing encodes state", .classicApp, severity: .note,
                    ("App/AppDelegate.swift", noOptIn), ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: true))),
        .passing("the app delegate opts in", .classicApp, ("App/ItemsViewController.swift", encodingController)),
        .passing("Swift 2: application(application:shouldSaveApplicationState:) and its pair", .classicApp, ("App/ItemsViewController.swift", encodingController),
                 ("App/AppDelegate.swift", """
                 import UIKit

                 @UIApplicationMain
                 class AppDelegate: UIResponder, UIApplicationDelegate {
                     func application(application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { return true }
                     func application(application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { return true }
                 }

                 """)),
        .passing("@objc(application:shouldSaveSecureApplicationState:) on methods of other names", .classicApp, ("App/ItemsViewController.swift", encodingController),
                 ("App/AppDelegate.swift", """
                 import UIKit

                 @main
                 class AppDelegate: UIResponder, UIApplicationDelegate {
                     @objc(application:shouldSaveSecureApplicationState:) func saves(_ app: UIApplication, with coder: NSCoder) -> Bool { true }
                     @objc(application:shouldRestoreSecureApplicationState:) func restores(_ app: UIApplication, with coder: NSCoder) -> Bool { true }
                 }

                 """)),
        .passing("a scene-based app: classic restoration is not called at all", .sceneApp, ("App/ItemsViewController.swift", encodingController)),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.app.lifeCycle.isClassic, app.optIn.isEmpty else { return [] }
        let delegate = app.delegate
        let place = delegate.map { ($0.file, $0.line, $0.column) } ?? (app.app.info?.path, nil, nil)
        let name = delegate.map { " " + $0.name } ?? ""
        if !app.classicEncoding.isEmpty {
            let shown = app.classicEncoding.prefix(3).joined(separator: ", ") + (app.classicEncoding.count > 3 ? ", ..." : "")
            return [ProjectFinding(code, file: place.0, line: place.1, column: place.2, anchor: delegate?.name ?? "AppDelegate",
                "the app restores state (\(shown)) but its app delegate\(name) implements neither application(_:shouldSaveSecureApplicationState:) nor application(_:shouldRestoreSecureApplicationState:): UIKit preserves nothing")]
        }
        let identifiers = app.app.storyboards.map(\.restorationIdentifierCount).reduce(0, +) + app.code.restorationIdentifiers.count
        guard identifiers > 0 else { return [] }
        return [ProjectFinding(code, .note, file: place.0, line: place.1, column: place.2, anchor: delegate?.name ?? "AppDelegate",
            "\(identifiers) restoration identifier\(identifiers == 1 ? " is" : "s are") set, but the app delegate\(name) does not opt in and nothing encodes state: UIKit preserves nothing; if the identifiers serve another purpose (tab identity, UI tests), nothing is lost")]
    }
}

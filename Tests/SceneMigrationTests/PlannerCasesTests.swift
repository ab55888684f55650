import AppProject
import Foundation
@testable import SceneMigration
import Testing
import TestSupport

/// Cases the real projects showed, on copies of the test projects changed for each.
@Suite struct PlannerCasesTests {
    /// A copy of a test project with some of its files rewritten.
    static func project(_ name: String, in work: TemporaryDirectory, rewriting edits: [String: (String) -> String]) throws -> URL {
        let folder = try MigrationGoldenTests.copy(name, into: work.url)
        for (path, edit) in edits {
            let file = folder.appendingPathComponent(path)
            try edit(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// The project's Swift files, generated ones included, type-check against the stubs of
    /// Apple's declarations (where swiftc is installed).
    static func expectSwiftTypeChecks(_ folder: URL, versions: [String] = ["5"]) throws {
        guard ProcessRunner.has("swiftc") else { return }
        let files = try MigrationGoldenTests.contents(folder).keys.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
        for version in versions {
            let messages = try CodeChecks.typecheck(files, swiftVersion: version)
            #expect(messages == nil, "Swift \(version): \(messages ?? "")")
        }
    }

    /// window-in-code's app delegate with the window made in willFinish and its root in
    /// didFinish only "unless restored" (mmheroes, Homepwner, MNman, ZYXRestoreState).
    static func rootUnlessRestored(_ text: String, adding methods: String = "") -> String {
        text.replacingOccurrences(of: """
                    store.load()
                    let list = NoteListViewController(store: store)
                    let navigation = UINavigationController(rootViewController: list)
                    navigation.restorationIdentifier = "Navigation"
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = navigation
                    window?.makeKeyAndVisible()
                    return true
                }
            """, with: """
                    store.load()
                    window = UIWindow(frame: UIScreen.main.bounds)
                    return true
                }

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    if window?.rootViewController == nil {
                        let navigation = UINavigationController(rootViewController: NoteListViewController(store: store))
                        navigation.restorationIdentifier = "Navigation"
                        window?.rootViewController = navigation
                    }
                    window?.makeKeyAndVisible()
                    return true
                }
            """ + (methods.isEmpty ? "" : "\n\n" + methods))
    }

    /// Each text in `texts` is in `text`, in that order.
    static func expectOrder(_ texts: [String], in text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let positions = try texts.map { try #require(text.range(of: $0), "\($0) in \(text)", sourceLocation: sourceLocation).lowerBound }
        #expect(positions == positions.sorted(), "\(texts) in \(text)", sourceLocation: sourceLocation)
    }

    /// Removes a method, from its declaration line to the line that closes it at its indentation.
    static func removing(_ declaration: String) -> (String) -> String {
        { text in
            var lines = text.components(separatedBy: "\n")
            guard let start = lines.firstIndex(where: { $0.contains(declaration) }) else { return text }
            let indent = lines[start].prefix { $0 == " " }
            guard let end = lines[(start + 1)...].firstIndex(where: { $0 == indent + "}" }) else { return text }
            let through = end + 1 < lines.count && lines[end + 1].isEmpty ? end + 1 : end
            lines.removeSubrange(start...through)
            return lines.joined(separator: "\n")
        }
    }

    /// An app that never restored state (no opt-in to both saving and restoring; Podest's demo
    /// app): its life cycle moves, no restoration code or activity type is added, its encode
    /// methods are left for review (UIKit never ran them), and a second run changes nothing.
    @Test(arguments: [
        ("xcodegen", "Trails/AppDelegate.swift", ["shouldRestoreSecureApplicationState"]),
        ("objective-c", "Wallet/AppDelegate.m", ["shouldSaveSecureApplicationState", "shouldRestoreSecureApplicationState"]),
    ])
    func aNonRestoringAppGetsItsLifeCycleOnly(_ name: String, _ delegate: String, _ optIns: [String]) throws {
        let work = try TemporaryDirectory("migrate-no-restoration")
        let folder = try Self.project(name, in: work, rewriting: [delegate: { optIns.reduce($0) { text, method in Self.removing(method)(text) } }])
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let app = try #require(plan.apps.first)
        #expect(app.activityType == nil)
        #expect(app.carried.isEmpty)
        #expect(!plan.edits.contains { $0.path.contains("SceneRestoration") })
        #expect(!plan.patch.contains("SceneRestoration") && !plan.patch.contains("NSUserActivityTypes") && !plan.patch.contains("stateRestorationActivity"))
        #expect(plan.patch.contains("UIApplicationSceneManifest"))
        #expect(app.review.map(\.code).contains(.restorationOff), "\(app.review)")

        try MigrationWriter.write(plan)
        let again = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        #expect(again.edits.isEmpty, "a second run would change \(again.edits.map(\.path))")
        let report = RestorationDoctor.diagnose(try ProjectFolder.read(at: folder.path))
        #expect(report.apps.first?.app.isSceneBased == true)
        #expect(!report.findings.contains { $0.code == .uisceneRequired || $0.severity == .error }, "\(report.findings.map(\.message))")

        let files = try MigrationGoldenTests.contents(folder).keys.sorted().map { folder.appendingPathComponent($0) }
        let swift = files.filter { $0.pathExtension == "swift" }, objectiveC = files.filter { $0.pathExtension == "m" }
        if !swift.isEmpty, ProcessRunner.has("swiftc") {
            let messages = try CodeChecks.typecheck(swift, swiftVersion: "5")
            #expect(messages == nil, "\(messages ?? "")")
        }
        if !objectiveC.isEmpty, ProcessRunner.has("clang") {
            let messages = try CodeChecks.objectiveC(objectiveC, including: Array(Set(objectiveC.map { $0.deletingLastPathComponent() })), deploymentTarget: try CodeChecks.deploymentTarget(of: folder))
            #expect(messages == nil, "\(messages ?? "")")
        }
    }

    /// A linked framework's storyboard (RSSReader's GEDebugKit `Debug`) is in the framework's
    /// bundle, where `UIStoryboard(name:bundle: nil)` does not look: none of its scenes is in the
    /// generated code's tables (making one from the app's bundle would raise), and a controller
    /// of it on a restoration path is left for review, not "made by the storyboard".
    @Test func aFrameworksStoryboardIsNotMadeFromTheAppsBundle() throws {
        let work = try TemporaryDirectory("migrate-framework-storyboard")
        let folder = try Self.project("xcodegen", in: work, rewriting: ["project.yml": { text in
            text.replacingOccurrences(of: "    sources:\n      - Trails\n", with: "    sources:\n      - Trails\n    dependencies:\n      - target: Kit\n")
                + """
                  Kit:
                    type: framework
                    platform: iOS
                    sources:
                      - Kit

                """
        }])
        let kit = folder.appendingPathComponent("Kit")
        try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
        try "import UIKit\n\npublic class DebugPanelViewController: UIViewController {}\n".write(to: kit.appendingPathComponent("DebugPanelViewController.swift"), atomically: true, encoding: .utf8)
        let main = try String(contentsOf: folder.appendingPathComponent("Trails/Base.lproj/Main.storyboard"), encoding: .utf8)
        let debug = main.replacingOccurrences(of: "storyboardIdentifier=\"Trail\"", with: "storyboardIdentifier=\"DebugTrail\"")
            .replacingOccurrences(of: "customClass=\"TrailViewController\" customModule=\"Trails\"", with: "customClass=\"DebugPanelViewController\" customModule=\"Kit\"")
        try debug.write(to: kit.appendingPathComponent("Debug.storyboard"), atomically: true, encoding: .utf8)
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let app = try #require(plan.apps.first { $0.target == "Trails" })
        let restoration = try #require(plan.edits.first { $0.path == "Trails/SceneRestoration.swift" }).after
        let text = String(decoding: restoration, as: UTF8.self)
        #expect(text.contains("\"Trail\": \"Main\"") && !text.contains("DebugTrail") && !text.contains("\"Debug\""), "\(text)")
        let panel = app.carried.first { $0.className == "DebugPanelViewController" }
        #expect(panel == nil || panel?.madeBy == .nothing, "\(String(describing: panel))")
    }

    /// What real encode methods do besides `encode(_:forKey:)` (HackerNews, Podest, mmheroes):
    /// an unkeyed value is listed under the key the archiver gives it, a coder handed to a
    /// helper under the helper's call, a key held in a local under its value (ZYXRestoreState);
    /// an encoder that is not the coder (JSONEncoder) is no key
    /// and nothing for review.
    @Test func unkeyedValuesAndHelpersAreListed() throws {
        let work = try TemporaryDirectory("migrate-keys")
        let folder = try Self.project("xcodegen", in: work, rewriting: ["Trails/TrailViewController.swift": { text in
            text.replacingOccurrences(of: "        coder.encode(trailID, forKey: \"TrailID\")\n", with: """
                        coder.encode(trailID, forKey: "TrailID")
                        let data = try? JSONEncoder().encode([trailID])
                        coder.encode(data ?? Data())
                        locator?.encode(with: coder)
                        let key = "Local"
                        coder.encode(1, forKey: key)

                """)
        }])
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let app = try #require(plan.apps.first)
        let controller = try #require(app.carried.first { $0.className == "TrailViewController" })
        #expect(controller.keys.map(\.key) == ["TrailID", "$0", "locator.encode(with:)", "Local"])
        #expect(!app.review.contains { $0.file?.hasSuffix("TrailViewController.swift") == true }, "\(app.review)")
    }

    /// The window made in a method the launch method calls (akatatsu's
    /// `commonLaunchInitialization:`): its window code moves, the rest of it stays and is still
    /// called; the result type-checks, and a second run changes nothing.
    @Test func theWindowMadeInAHelperMoves() throws {
        let work = try TemporaryDirectory("migrate-helper")
        let folder = try Self.project("window-in-code", in: work, rewriting: ["Notes/AppDelegate.swift": { text in
            text.replacingOccurrences(of: """
                        store.load()
                        let list = NoteListViewController(store: store)
                """, with: """
                        setUp(launchOptions)
                        return true
                    }

                    func setUp(_ options: [UIApplication.LaunchOptionsKey: Any]?) {
                        store.load()
                        let list = NoteListViewController(store: store)
                """).replacingOccurrences(of: "        window?.makeKeyAndVisible()\n        return true\n", with: "        window?.makeKeyAndVisible()\n")
        }])
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let app = try #require(plan.apps.first)
        #expect(app.changes.contains { if case .windowSetupMoved(from: "application(_:willFinishLaunchingWithOptions:)", _, into: "setUpWindow(in:application:)") = $0.kind { true } else { false } },
                "\(app.changes)")
        #expect(app.blockers.isEmpty && !app.review.contains { $0.code == .windowSetup }, "\(app.review)")
        try MigrationWriter.write(plan)
        let delegate = try String(contentsOf: folder.appendingPathComponent("Notes/AppDelegate.swift"), encoding: .utf8)
        let helper = try #require(delegate.range(of: "func setUp(_ options:"))
        let moved = try #require(delegate.range(of: "    func setUpWindow(in windowScene: UIWindowScene, application: UIApplication) {\n        let list"))
        #expect(delegate.contains("        setUp(launchOptions)\n") && delegate[helper.lowerBound...].contains("        store.load()\n    }\n"), "\(delegate)")
        #expect(delegate[moved.lowerBound...].contains("window = UIWindow(windowScene: windowScene)") && !delegate.contains("UIWindow(frame"), "\(delegate)")
        #expect(try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)).edits.isEmpty)
        try Self.expectSwiftTypeChecks(folder)
    }

    /// The same in Objective-C: `[self setUpWindow];` in the launch method.
    @Test func theWindowMadeInAnObjectiveCHelperMoves() throws {
        let work = try TemporaryDirectory("migrate-helper-objc")
        let folder = try Self.project("objective-c", in: work, rewriting: ["Wallet/AppDelegate.m": { text in
            text.replacingOccurrences(of: """
                - (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    AccountsViewController *accounts
                """, with: """
                - (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    [self setUpWindow];
                    return YES;
                }

                - (void)setUpWindow {
                    AccountsViewController *accounts
                """).replacingOccurrences(of: "    [self.window makeKeyAndVisible];\n    return YES;\n", with: "    [self.window makeKeyAndVisible];\n")
        }])
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let app = try #require(plan.apps.first)
        #expect(app.changes.contains { if case .windowSetupMoved(from: "application:willFinishLaunchingWithOptions:", _, into: "setUpWindowInScene:application:") = $0.kind { true } else { false } },
                "\(app.changes)")
        #expect(app.blockers.isEmpty && !app.review.contains { $0.code == .windowSetup }, "\(app.review)")
        try MigrationWriter.write(plan)
        #expect(try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)).edits.isEmpty)
        if ProcessRunner.has("clang") {
            let files = try MigrationGoldenTests.contents(folder).keys.filter { $0.hasSuffix(".m") }.sorted().map { folder.appendingPathComponent($0) }
            let messages = try CodeChecks.objectiveC(files, including: [folder.appendingPathComponent("Wallet")], deploymentTarget: try CodeChecks.deploymentTarget(of: folder))
            #expect(messages == nil, "\(messages ?? "")")
        }
    }

    /// The window made by the app delegate's property (`var window: UIWindow? = UIWindow(frame:)`,
    /// CoreNavigation's host app): the scene delegate makes the scene's own before the moved code.
    @Test func theWindowMadeByThePropertyIsMadeForTheScene() throws {
        let work = try TemporaryDirectory("migrate-property-window")
        let folder = try Self.project("window-in-code", in: work, rewriting: ["Notes/AppDelegate.swift": { text in
            text.replacingOccurrences(of: "    var window: UIWindow?\n", with: "    var window: UIWindow? = UIWindow(frame: UIScreen.main.bounds)\n")
                .replacingOccurrences(of: "        window = UIWindow(frame: UIScreen.main.bounds)\n", with: "")
        }])
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let app = try #require(plan.apps.first)
        #expect(app.blockers.isEmpty, "\(app.blockers)")
        try MigrationWriter.write(plan)
        let delegate = try String(contentsOf: folder.appendingPathComponent("Notes/AppDelegate.swift"), encoding: .utf8)
        #expect(delegate.contains("    func setUpWindow(in windowScene: UIWindowScene, application: UIApplication) {\n        window = UIWindow(windowScene: windowScene)\n"), "\(delegate)")
        #expect(app.review.contains { $0.code == .windowWithoutScene && $0.line == 5 }, "\(app.review)")
        #expect(try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)).edits.isEmpty)
        try Self.expectSwiftTypeChecks(folder)
    }

    /// Code commented out with `/* */` across lines in the launch method is a comment, not
    /// window code: it stays where it is and nothing in it moves.
    @Test func aBlockCommentIsNotCode() throws {
        let work = try TemporaryDirectory("migrate-block-comment")
        let folder = try Self.project("window-in-code", in: work, rewriting: ["Notes/AppDelegate.swift": { text in
            text.replacingOccurrences(of: "        store.load()\n", with: "        /*\n        window?.tintColor = .red\n        */\n        store.load()\n")
        }])
        try MigrationWriter.write(try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)))
        let delegate = try String(contentsOf: folder.appendingPathComponent("Notes/AppDelegate.swift"), encoding: .utf8)
        #expect(delegate.components(separatedBy: "tintColor").count == 2, "\(delegate)")
        #expect(delegate.contains("        /*\n        window?.tintColor = .red\n        */\n        store.load()\n"), "\(delegate)")
        try Self.expectSwiftTypeChecks(folder)
    }

    /// The window made in willFinish and its root in didFinish "unless restored" (mmheroes,
    /// Homepwner, MNman, ZYXRestoreState): the restore goes between the two, where classic
    /// restoration ran, so the check still sees the restored tree.
    @Test func theStateIsRestoredBetweenWillFinishAndDidFinish() throws {
        let work = try TemporaryDirectory("migrate-launch-order")
        let folder = try Self.project("window-in-code", in: work, rewriting: ["Notes/AppDelegate.swift": { PlannerCasesTests.rootUnlessRestored($0) }])
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        try MigrationWriter.write(plan)
        let scene = try String(contentsOf: folder.appendingPathComponent("Notes/SceneDelegate.swift"), encoding: .utf8)
        let delegate = try String(contentsOf: folder.appendingPathComponent("Notes/AppDelegate.swift"), encoding: .utf8)
        try Self.expectOrder(["appDelegate?.setUpWindow(in: windowScene, application: UIApplication.shared)", "window = appDelegate?.window",
                              "SceneRestoration.restore(activity, in: window)", "appDelegate?.finishWindowSetUp(in: windowScene, application: UIApplication.shared)"], in: scene)
        try Self.expectOrder(["func setUpWindow(in windowScene: UIWindowScene, application: UIApplication) {", "window = UIWindow(windowScene: windowScene)",
                              "func finishWindowSetUp(in windowScene: UIWindowScene, application: UIApplication) {", "if window?.rootViewController == nil {",
                              "window?.makeKeyAndVisible()"], in: delegate)
        #expect(try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)).edits.isEmpty)
        try Self.expectSwiftTypeChecks(folder)
    }
}

/// The cases the independent review of the first migrate found (docs/migrate.md, "What the
/// review changed"), each on a copy of a test project changed to show it.
@Suite struct ReviewedPlannerCasesTests {
    /// A Swift 2 app delegate (SiteSee's first version, a module with no SWIFT_VERSION) opts in
    /// with `application(application:shouldSaveApplicationState:)`: doctor reads that spelling,
    /// so the migration carries the restoration (no `restoration-off`) and says the generated
    /// code calls the methods by their current names.
    @Test func aSwift2OptInIsAnOptIn() throws {
        let work = try TemporaryDirectory("migrate-swift2")
        let folder = try PlannerCasesTests.project("window-in-code", in: work, rewriting: [
            "Notes/AppDelegate.swift": { text in
                text.replacingOccurrences(of: "func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }",
                                          with: "func application(application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { return true }")
                    .replacingOccurrences(of: "func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }",
                                          with: "func application(application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { return true }")
            },
            "Notes.xcodeproj/project.pbxproj": { $0.replacingOccurrences(of: "\t\t\t\tSWIFT_VERSION = 5.0;\n", with: "") },
        ])
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let app = try #require(plan.apps.first)
        #expect(app.activityType?.fixed == "com.example.Notes.restoration")
        #expect(!app.review.contains { $0.code == .restorationOff }, "\(app.review.map(\.message))")
        let swift2 = try #require(app.review.first { $0.code == .swift2 })
        #expect(swift2.file == "Notes/AppDelegate.swift" && swift2.message.contains("application(application:shouldSaveApplicationState:)"), "\(swift2)")
        let restoration = try #require(plan.edits.first { $0.path == "Notes/SceneRestoration.swift" })
        let text = String(decoding: restoration.after, as: UTF8.self)
        #expect(text.contains("shouldRestoreApplicationState: coder") && text.contains("shouldSaveApplicationState: archiver"))
        #expect(!text.contains("SecureApplicationState"))
    }

    /// How each carried controller is made, as the plan says it (HackerNews, book example p347):
    /// "its restoration class" only where code gives one (here to a controller made in a local,
    /// by another class), the storyboard for a storyboard controller that only declares the
    /// protocol, the code that makes it for a class that declares it but never gets it.
    @Test func thePlanSaysHowEachControllerIsMade() throws {
        let work = try TemporaryDirectory("migrate-made-by")
        let folder = try PlannerCasesTests.project("storyboard-tabs", in: work, rewriting: [
            "Library/BookViewController.swift": { text in
                text + """

                    extension BookViewController: UIViewControllerRestoration {
                        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? { nil }
                    }

                    final class NotesViewController: UIViewController {
                        override func encodeRestorableState(with coder: NSCoder) {
                            super.encodeRestorableState(with: coder)
                        }
                    }

                    final class ShelfViewController: UIViewController, UIViewControllerRestoration {
                        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? { nil }

                        override func encodeRestorableState(with coder: NSCoder) {
                            super.encodeRestorableState(with: coder)
                        }

                        func showNotes() {
                            let notes = NotesViewController(nibName: nil, bundle: nil)
                            notes.restorationIdentifier = "Notes"
                            notes.restorationClass = ShelfViewController.self
                            present(notes, animated: true)
                        }
                    }

                    """
            },
        ])
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let carried = try #require(plan.apps.first?.carried)
        func madeBy(_ name: String) -> ControllerMaker? { carried.first { $0.className == name }?.madeBy }
        #expect(madeBy("BookViewController") == .storyboardIdentifier(storyboard: "Main", identifier: "Book"), "\(carried.map { ($0.className, $0.madeBy) })")
        // ShelfViewController's factory returns nil on every path: UIKit never restored the
        // controller it stands for, so it is not carried, and doctor's finding says so.
        #expect(madeBy("NotesViewController") == nil)
        #expect(madeBy("ShelfViewController") == .code)
        let review = try #require(plan.apps.first?.review)
        #expect(review.contains { $0.code == .classicFinding && $0.finding == .restorationClassDeclinesAll }, "\(review.map(\.code))")
    }

    /// willFinish calls a helper between other statements (book examples p351/p352: window,
    /// `setUpPageViewController()`, background, `makeKeyAndVisible()`): the helper is called
    /// where it was, between them, so the root exists when the state is restored; the helper
    /// itself stays as it is (window-appearance's is also called by its settings screen).
    @Test func aHelpersLinesKeepTheirPlace() throws {
        let work = try TemporaryDirectory("migrate-helper-order")
        let folder = try PlannerCasesTests.project("window-in-code", in: work, rewriting: ["Notes/AppDelegate.swift": { text in
            text.replacingOccurrences(of: """
                        store.load()
                        let list = NoteListViewController(store: store)
                        let navigation = UINavigationController(rootViewController: list)
                        navigation.restorationIdentifier = "Navigation"
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = navigation
                        window?.makeKeyAndVisible()
                        return true
                    }
                """, with: """
                        window = UIWindow(frame: UIScreen.main.bounds)
                        setUpRoot()
                        window?.backgroundColor = .white
                        window?.makeKeyAndVisible()
                        return true
                    }

                    func setUpRoot() {
                        store.load()
                        let list = NoteListViewController(store: store)
                        let navigation = UINavigationController(rootViewController: list)
                        navigation.restorationIdentifier = "Navigation"
                        window?.rootViewController = navigation
                    }
                """)
        }])
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        try MigrationWriter.write(plan)
        // The helper uses the window: it is called whole, where it was, and stays as it is.
        let delegate = try String(contentsOf: folder.appendingPathComponent("Notes/AppDelegate.swift"), encoding: .utf8)
        let moved = try #require(delegate.range(of: "func setUpWindow(in windowScene: UIWindowScene, application: UIApplication) {"))
        try PlannerCasesTests.expectOrder(["window = UIWindow(windowScene: windowScene)", "setUpRoot()", "window?.backgroundColor = .white", "window?.makeKeyAndVisible()"],
                                          in: String(delegate[moved.lowerBound...]))
        #expect(delegate.contains("    func setUpRoot() {\n        store.load()\n        let list = NoteListViewController(store: store)\n"), "\(delegate)")
        #expect(try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)).edits.isEmpty)
        try PlannerCasesTests.expectSwiftTypeChecks(folder)
    }

    /// The window's root made by the app delegate's factory during restoration, and by
    /// didFinish only "unless restored" (mmheroes, MNman, both Homepwners, ZYXRestoreState):
    /// the generated restore makes the root through the factory, which shows it, and the
    /// app's check after the restore finds it.
    @Test func theRootMadeByTheFactoryIsRestored() throws {
        let work = try TemporaryDirectory("migrate-factory-root")
        let folder = try PlannerCasesTests.project("window-in-code", in: work, rewriting: ["Notes/AppDelegate.swift": { text in
            PlannerCasesTests.rootUnlessRestored(text, adding: """
                func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
                    guard identifierComponents == ["Navigation"] else { return nil }
                    let navigation = UINavigationController(rootViewController: NoteListViewController(store: store))
                    navigation.restorationIdentifier = "Navigation"
                    window?.rootViewController = navigation
                    return navigation
                }
            """)
        }])
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        try MigrationWriter.write(plan)
        let scene = try String(contentsOf: folder.appendingPathComponent("Notes/SceneDelegate.swift"), encoding: .utf8)
        try PlannerCasesTests.expectOrder(["appDelegate?.setUpWindow(", "window = appDelegate?.window", "SceneRestoration.restore(activity, in: window)",
                                          "appDelegate?.finishWindowSetUp("], in: scene)
        let restoration = try String(contentsOf: folder.appendingPathComponent("Notes/SceneRestoration.swift"), encoding: .utf8)
        #expect(restoration.contains("rebuild.attachRoot(rootPath, in: window)")
                && restoration.contains("controller = delegate.application(UIApplication.shared, viewControllerWithRestorationIdentifierPath: identifiers, coder: coder(for: path))"))
        #expect(try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)).edits.isEmpty)
        try PlannerCasesTests.expectSwiftTypeChecks(folder, versions: ["5", "6"])
    }

    /// Restoration at app level only (book examples p351/p352: the root has no restoration
    /// identifier; the app delegate saves the current page in `willEncodeRestorableStateWith`
    /// and puts it back in `didDecodeRestorableStateWith`, through the window): the plan lists
    /// the app-level keys, the generated code saves and restores them whatever the tree, and the
    /// window read in didDecode is safe: the restore opt-in's answer is kept and UIKit told no,
    /// so UIKit never calls it before a scene connects (the stand-in runs that reading:
    /// `MigrationRuntimeTests.appLevelRestorationEitherWay`). Without an opt-in of its own to
    /// edit, the window read is left for review.
    @Test func appLevelRestorationIsCarried() throws {
        let work = try TemporaryDirectory("migrate-app-level")
        let appLevel: (String) -> String = { text in
            text.replacingOccurrences(of: "        navigation.restorationIdentifier = \"Navigation\"\n", with: "")
                .replacingOccurrences(of: "    func applicationWillResignActive(_ application: UIApplication) {", with: """
                    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
                        let navigation = window!.rootViewController as! UINavigationController
                        coder.encode(navigation.viewControllers.count, forKey: "depth")
                        coder.encode(navigation.topViewController, forKey: "top")
                    }

                    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {
                        guard let top = coder.decodeObject(forKey: "top") as? UIViewController else { return }
                        let navigation = window!.rootViewController as! UINavigationController
                        navigation.pushViewController(top, animated: false)
                    }

                    func applicationWillResignActive(_ application: UIApplication) {
                """)
        }
        let folder = try PlannerCasesTests.project("window-in-code", in: work, rewriting: ["Notes/AppDelegate.swift": appLevel])
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let app = try #require(plan.apps.first)
        #expect(app.activityType != nil)
        #expect(app.appLevel.map(\.key) == ["depth", "top"], "\(app.appLevel)")
        #expect(!app.review.contains { $0.code == .appLevelDecode }, "\(app.review)")
        #expect(app.changes.contains { if case .optInAnswerKept = $0.kind { true } else { false } })
        let inheritedWork = try TemporaryDirectory("migrate-app-level-inherited")
        let inherited = try SceneMigrator.plan(try ProjectFolder.read(at: PlannerCasesTests.project("window-in-code", in: inheritedWork, rewriting: ["Notes/AppDelegate.swift": { text in
            let opted = ["Save", "Restore"].reduce(appLevel(text)) {
                $0.replacingOccurrences(of: "    func application(_ application: UIApplication, should\($1)SecureApplicationState coder: NSCoder) -> Bool { true }\n", with: "")
            }
            return opted.replacingOccurrences(of: "class AppDelegate: UIResponder, UIApplicationDelegate {", with: "class AppDelegate: FlutterAppDelegate {")
        }]).path))
        let item = try #require(inherited.apps.first?.review.first { $0.code == .appLevelDecode }, "\(inherited.apps.first?.review ?? [])")
        #expect(item.file == "Notes/AppDelegate.swift" && item.quote?.contains("window!.rootViewController") == true, "\(item)")
        try MigrationWriter.write(plan)
        let restoration = try String(contentsOf: folder.appendingPathComponent("Notes/SceneRestoration.swift"), encoding: .utf8)
        #expect(restoration.contains("delegate.application(UIApplication.shared, willEncodeRestorableStateWith: archiver)")
                && restoration.contains("delegate.application(UIApplication.shared, didDecodeRestorableStateWith: coder)"))
        try PlannerCasesTests.expectSwiftTypeChecks(folder)
    }

    /// The activity handler declared with the older restoration handler, `([Any]?) -> Void`
    /// (CoreNavigation's deep-linking example): the scene delegate's `scene(_:continue:)`
    /// type-checks against it, casting each object.
    @Test func anOlderRestorationHandlerTypeChecks() throws {
        let work = try TemporaryDirectory("migrate-any-handler")
        let folder = try PlannerCasesTests.project("links", in: work, rewriting: ["Reader/AppDelegate.swift": { text in
            text.replacingOccurrences(of: "restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void", with: "restorationHandler: @escaping ([Any]?) -> Void")
        }])
        try MigrationWriter.write(try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)))
        let scene = try String(contentsOf: folder.appendingPathComponent("Reader/SceneDelegate.swift"), encoding: .utf8)
        #expect(scene.contains("restoring?.forEach { ($0 as? UIUserActivityRestoring)?.restoreUserActivityState(userActivity) }"), "\(scene)")
        try PlannerCasesTests.expectSwiftTypeChecks(folder, versions: ["5", "6"])
    }

    /// A navigation controller's first controller without a restoration identifier under a
    /// pushed controller that has one (HackerNews, Story.storyboard:45): left for review, since
    /// the restored stack is the pushed controller alone.
    @Test func aStackWithoutItsFirstControllerIsLeftForReview() throws {
        let work = try TemporaryDirectory("migrate-stack-root")
        let folder = try PlannerCasesTests.project("storyboard-tabs", in: work, rewriting: ["Library/Base.lproj/Main.storyboard": { text in
            text.replacingOccurrences(of: "<tableViewController restorationIdentifier=\"Books\" id=", with: "<tableViewController id=")
        }])
        let app = try #require(try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)).apps.first)
        let item = try #require(app.review.first { $0.code == .stackRootWithoutIdentifier }, "\(app.review.map(\.code))")
        #expect(item.file == "Library/Base.lproj/Main.storyboard" && item.line == 36, "\(item)")
        #expect(item.message.contains("BooksViewController, the first controller of the navigation controller BooksNavigation") && item.message.contains("(Book)"), "\(item.message)")
        #expect(!app.review.contains { $0.code == .containerWithoutIdentifier })
    }

    /// An app for iOS 11 (HackerNews), iOS 9 (the Objective-C apps), iOS 12 in an XcodeGen
    /// spec: the scene life cycle needs iOS 13, so the migration raises the deployment target
    /// in the same patch and says so; the compilers check the result for iOS at the target the
    /// project then has, and would refuse it at the old one (the stubs carry Apple's availability).
    @Test(arguments: [
        ("window-in-code", "Notes.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", "IPHONEOS_DEPLOYMENT_TARGET = 11.0;", "11.0"),
        ("objective-c", "Wallet.xcodeproj/project.pbxproj", "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", "IPHONEOS_DEPLOYMENT_TARGET = 9.0;", "9.0"),
        ("xcodegen", "project.yml", "iOS: \"15.0\"", "iOS: \"12.0\"", "12.0"),
    ])
    func anOlderDeploymentTargetIsRaised(_ name: String, _ projectFile: String, _ from: String, _ to: String, _ old: String) throws {
        let work = try TemporaryDirectory("migrate-deployment-target")
        let folder = try PlannerCasesTests.project(name, in: work, rewriting: [projectFile: { $0.replacingOccurrences(of: from, with: to) }])
        #expect(try CodeChecks.deploymentTarget(of: folder) == old)
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let app = try #require(plan.apps.first)
        #expect(app.changes.contains { $0.file == projectFile && { if case .deploymentTargetRaised(_, _, old, "13.0") = $0 { true } else { false } }($0.kind) }, "\(app.changes)")
        try MigrationWriter.write(plan)
        #expect(try CodeChecks.deploymentTarget(of: folder) == "13.0")
        #expect(try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)).edits.isEmpty, "a second run changes nothing")
        let files = try MigrationGoldenTests.contents(folder).keys.sorted().map { folder.appendingPathComponent($0) }
        let swift = files.filter { $0.pathExtension == "swift" }, objectiveC = files.filter { $0.pathExtension == "m" }
        if !swift.isEmpty, ProcessRunner.has("swiftc") {
            #expect(try CodeChecks.availability(swift, deploymentTarget: "13.0") == nil)
            let before = try CodeChecks.availability(swift, deploymentTarget: old)
            #expect(before?.contains("is only available in iOS 13.0 or newer") == true, "the check sees the scene delegate at iOS \(old): \(before ?? "nothing")")
        }
        if !objectiveC.isEmpty, ProcessRunner.has("clang") {
            let folders = Array(Set(objectiveC.map { $0.deletingLastPathComponent() }))
            let messages = try CodeChecks.objectiveC(objectiveC, including: folders, deploymentTarget: "13.0")
            #expect(messages == nil, "\(messages ?? "")")
            let before = try CodeChecks.objectiveC(objectiveC, including: folders, deploymentTarget: old)
            #expect(before?.contains("is only available on iOS 13.0 or newer") == true, "clang sees the scene delegate at iOS \(old): \(before ?? "nothing")")
        }
    }
}

extension PlannerCasesTests {
    /// An Objective-C app already on scenes whose restoration never ran: its own scene delegate
    /// restores, and the restoration header is imported after the last import outside any
    /// `#if` (the file's first import is under `#ifdef DEBUG`, which a release build leaves out,
    /// and the header once went there: `SceneRestoration` undeclared).
    @Test func anExistingSceneDelegatesImportIsOutsideAnyIf() throws {
        let work = try TemporaryDirectory("migrate-existing-scene-delegate")
        let folder = try PlannerCasesTests.project("objective-c", in: work, rewriting: [
            "Wallet.xcodeproj/project.pbxproj": {
                $0.replacingOccurrences(of: "/* End PBXBuildFile section */", with: """
                    \t\t5CE0DE1E6A7E000000000001 /* SceneDelegate.m in Sources */ = {isa = PBXBuildFile; fileRef = 5CE0DE1E6A7E000000000002 /* SceneDelegate.m */; };
                    /* End PBXBuildFile section */
                    """)
                .replacingOccurrences(of: "/* End PBXFileReference section */", with: """
                    \t\t5CE0DE1E6A7E000000000002 /* SceneDelegate.m */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = SceneDelegate.m; sourceTree = "<group>"; };
                    /* End PBXFileReference section */
                    """)
                .replacingOccurrences(of: "\t\t\t\tD3500F06B7F383A17D504533 /* AppDelegate.m */,\n", with: "\t\t\t\tD3500F06B7F383A17D504533 /* AppDelegate.m */,\n\t\t\t\t5CE0DE1E6A7E000000000002 /* SceneDelegate.m */,\n")
                .replacingOccurrences(of: "\t\t\t\t60336D2D65787C6D26A680A9 /* AppDelegate.m in Sources */,\n",
                                      with: "\t\t\t\t60336D2D65787C6D26A680A9 /* AppDelegate.m in Sources */,\n\t\t\t\t5CE0DE1E6A7E000000000001 /* SceneDelegate.m in Sources */,\n")
            },
            "Wallet/Wallet-Info.plist": {
                $0.replacingOccurrences(of: "\t<key>LSRequiresIPhoneOS</key>", with: """
                    \t<key>UIApplicationSceneManifest</key>
                    \t<dict>
                    \t\t<key>UISceneConfigurations</key>
                    \t\t<dict>
                    \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
                    \t\t\t<array>
                    \t\t\t\t<dict>
                    \t\t\t\t\t<key>UISceneDelegateClassName</key>
                    \t\t\t\t\t<string>SceneDelegate</string>
                    \t\t\t\t</dict>
                    \t\t\t</array>
                    \t\t</dict>
                    \t</dict>
                    \t<key>LSRequiresIPhoneOS</key>
                    """)
            },
            "Wallet/AppDelegate.m": { text in
                guard let start = text.range(of: "- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:"),
                      let end = text.range(of: "- (void)applicationDidBecomeActive:") else { return text }
                return text.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: "")
            },
        ])
        try Data("""
            #import <UIKit/UIKit.h>

            @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @end

            """.utf8).write(to: folder.appendingPathComponent("Wallet/SceneDelegate.h"))
        try Data("""
            #ifdef DEBUG
            #import "DebugMenu.h"
            #endif
            #import "SceneDelegate.h"
            #import "AccountsViewController.h"

            @implementation SceneDelegate

            - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
                AccountsViewController *accounts = [[AccountsViewController alloc] init];
                UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:accounts];
                navigation.restorationIdentifier = @"Navigation";
                self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
                self.window.rootViewController = navigation;
                [self.window makeKeyAndVisible];
            }

            @end

            """.utf8).write(to: folder.appendingPathComponent("Wallet/SceneDelegate.m"))
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let app = try #require(plan.apps.first)
        #expect(app.changes.contains { $0.kind == .sceneDelegateRestores(className: "SceneDelegate") }, "\(app.changes.map(\.kind))")
        let edit = try #require(plan.edits.first { $0.path == "Wallet/SceneDelegate.m" })
        let scene = String(decoding: edit.after, as: UTF8.self)
        #expect(scene.hasPrefix("""
            #ifdef DEBUG
            #import "DebugMenu.h"
            #endif
            #import "SceneDelegate.h"
            #import "AccountsViewController.h"
            #import "SceneRestoration.h"

            """), "\(scene)")
        try MigrationWriter.write(plan)
        try LaunchCodeTests.expectObjectiveCCompiles(folder)
    }
}

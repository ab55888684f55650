import AppProject
import Foundation
@testable import SceneMigration
import Testing
import TestSupport

/// The launch methods' window code, moved into methods of the app delegate in its own file
/// (issue 52's third and fourth root causes): a statement moves whole or not at all, prose
/// comments go with it and commented-out code stays, no blank line is left at the top of a
/// method, what cannot move stays at its line for review, and the generated comments name the
/// app's own delegate class.
@Suite struct LaunchCodeTests {
    static func migrated(_ name: String, _ rewrites: [String: (String) -> String]) throws -> (folder: URL, plan: MigrationPlan, work: TemporaryDirectory) {
        let work = try TemporaryDirectory("migrate-launch")
        let folder = try PlannerCasesTests.project(name, in: work, rewriting: rewrites)
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        try MigrationWriter.write(plan)
        return (folder, plan, work)
    }

    static func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// The migrated Objective-C project's `.m` files compile (clang against the stub headers).
    static func expectObjectiveCCompiles(_ folder: URL) throws {
        guard ProcessRunner.has("clang") else { return }
        let files = try MigrationGoldenTests.contents(folder).keys.filter { $0.hasSuffix(".m") }.sorted().map { folder.appendingPathComponent($0) }
        let messages = try CodeChecks.objectiveC(files, including: [folder.appendingPathComponent("Wallet")], deploymentTarget: try CodeChecks.deploymentTarget(of: folder))
        #expect(messages == nil, "\(messages ?? "")")
    }

    /// An `if` whose conditions take two lines (the first ends with a comma) is one statement:
    /// it moves whole, and every file parses and type-checks. A line-based reading took the
    /// first line for a statement of its own and moved it alone.
    @Test func aStatementIsNeverSplit() throws {
        let (folder, plan, work) = try Self.migrated("window-in-code", ["Notes/AppDelegate.swift": { text in
            text.replacingOccurrences(of: "        window?.makeKeyAndVisible()\n        return true\n", with: """
                        window?.makeKeyAndVisible()
                        return true
                    }

                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        if let root = window?.rootViewController,
                           root.restorationIdentifier == nil {
                            root.restorationIdentifier = "Navigation"
                        }
                        store.load()
                        return true

                """)
        }])
        defer { withExtendedLifetime(work) {} }
        #expect(plan.apps.first?.blockers.isEmpty == true)
        let delegate = try Self.text(folder, "Notes/AppDelegate.swift")
        let moved = try #require(delegate.range(of: "func finishWindowSetUp(in windowScene: UIWindowScene, application: UIApplication) {"))
        #expect(delegate[moved.upperBound...].hasPrefix("""

                    if let root = window?.rootViewController,
                       root.restorationIdentifier == nil {
                        root.restorationIdentifier = "Navigation"
                    }
                }
            """), "\(delegate)")
        #expect(delegate.contains("    -> Bool {\n        store.load()\n        return true\n    }\n") || delegate.contains("Bool {\n        store.load()\n        return true\n"), "\(delegate)")
        if ProcessRunner.has("swiftc") {
            let files = ["Notes/AppDelegate.swift", "Notes/SceneDelegate.swift"].map { folder.appendingPathComponent($0) }
            #expect(try CodeChecks.parse(files) == nil)
        }
        try PlannerCasesTests.expectSwiftTypeChecks(folder)
    }

    /// Objective-C: a condition over two lines that reads the launch options stays whole in the
    /// launch method, and is left for review at its first line; the window code beside it moves.
    @Test func whatCannotMoveStaysAtItsLine() throws {
        let (folder, plan, work) = try Self.migrated("objective-c", ["Wallet/AppDelegate.m": { text in
            text.replacingOccurrences(of: "    [self.window makeKeyAndVisible];\n    return YES;\n", with: """
                    [self.window makeKeyAndVisible];
                    if (self.window.rootViewController != nil &&
                        launchOptions[UIApplicationLaunchOptionsURLKey] != nil) {
                        self.window.tintColor = nil;
                    }
                    return YES;

                """)
        }])
        defer { withExtendedLifetime(work) {} }
        let app = try #require(plan.apps.first)
        let item = try #require(app.review.first { $0.code == .windowSetup }, "\(app.review.map(\.code))")
        #expect(item.file == "Wallet/AppDelegate.m" && item.quote == "if (self.window.rootViewController != nil &&", "\(item)")
        #expect(item.message.contains("uses launchOptions"), "\(item.message)")
        let delegate = try Self.text(folder, "Wallet/AppDelegate.m")
        #expect(delegate.contains("    if (self.window.rootViewController != nil &&\n        launchOptions[UIApplicationLaunchOptionsURLKey] != nil) {\n"), "\(delegate)")
        #expect(delegate.contains("- (void)setUpWindowInScene:(UIWindowScene *)windowScene application:(UIApplication *)application {\n    AccountsViewController *accounts"))
    }

    /// Comment lines right above a moved statement go with it when they are prose; a line of
    /// commented-out code stays where it was. No blank line is left at the top of the launch
    /// method.
    @Test func proseCommentsMoveAndCommentedOutCodeStays() throws {
        let (folder, _, work) = try Self.migrated("window-in-code", ["Notes/AppDelegate.swift": { text in
            text.replacingOccurrences(of: "        store.load()\n        let list = NoteListViewController(store: store)\n", with: """
                        //window?.tintColor = .red;
                        // The list is the root, in a navigation stack.
                        let list = NoteListViewController(store: store)

                """).replacingOccurrences(of: "        window?.makeKeyAndVisible()\n        return true\n", with: "        window?.makeKeyAndVisible()\n\n        store.load()\n        return true\n")
        }])
        defer { withExtendedLifetime(work) {} }
        let delegate = try Self.text(folder, "Notes/AppDelegate.swift")
        #expect(delegate.contains("launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n        //window?.tintColor = .red;\n        store.load()\n        return true\n    }"), "\(delegate)")
        #expect(delegate.contains("application: UIApplication) {\n        // The list is the root, in a navigation stack.\n        let list = NoteListViewController(store: store)\n"), "\(delegate)")
        try PlannerCasesTests.expectSwiftTypeChecks(folder)
    }

    /// Xcode's Comment command puts `//` at the line's start: such a line in a moved block does
    /// not count toward the block's indentation (ZYXRestoreState's moved `if` kept eight spaces
    /// in a method whose body has four) and moves with the block's new indentation.
    @Test func linesCommentedOutByXcodeKeepTheBlocksIndentation() {
        let moved = LaunchWindowCode.dedented([
            "        if (!self.window.rootViewController)", "        {", "//        vc.restorationIdentifier = @\"ViewController\";",
            "            //vc.restorationClass = [vc class];", "", "        }",
        ])
        #expect(moved == ["if (!self.window.rootViewController)", "{", "//        vc.restorationIdentifier = @\"ViewController\";",
                          "    //vc.restorationClass = [vc class];", "", "}"])
        #expect(WindowSetupMove.body(nil, generated: moved, indent: "    ") == """
                if (!self.window.rootViewController)
                {
                //        vc.restorationIdentifier = @"ViewController";
                    //vc.restorationClass = [vc class];

                }

            """)
    }

    /// An app delegate named BNRAppDelegate: the scene delegate's comments and calls name it,
    /// not "AppDelegate".
    @Test func theCommentsNameTheAppsDelegate() throws {
        let rename = { (text: String) in text.replacingOccurrences(of: "AppDelegate", with: "BNRAppDelegate") }
        let (folder, _, work) = try Self.migrated("window-in-code", ["Notes/AppDelegate.swift": rename, "Notes/NoteListViewController.swift": rename, "Notes/NoteViewController.swift": rename])
        defer { withExtendedLifetime(work) {} }
        let scene = try Self.text(folder, "Notes/SceneDelegate.swift")
        #expect(scene.contains("moved from BNRAppDelegate's") && scene.contains("as? BNRAppDelegate"), "\(scene)")
        #expect(!scene.contains(" AppDelegate") && !scene.contains("(AppDelegate"), "\(scene)")
        #expect(try Self.text(folder, "Notes/AppDelegate.swift").contains("extension BNRAppDelegate {"))
        try PlannerCasesTests.expectSwiftTypeChecks(folder)
    }
}

/// New files are referenced where Xcode looks for them (issue 52's fifth root cause).
@Suite struct ProjectFileTests {
    /// The app delegate's reference is relative to the project (`SOURCE_ROOT`), inside a group
    /// with a path of its own: the new files' references take its folder and its source tree,
    /// so Xcode resolves each to the file written, and the project read back builds them. The
    /// first migration wrote group-relative references there, which resolved to Wallet/Wallet/
    /// ("Build input file cannot be found").
    @Test func newFilesResolveWhereTheyAreWritten() throws {
        let work = try TemporaryDirectory("migrate-group-paths")
        let folder = try PlannerCasesTests.project("objective-c", in: work, rewriting: ["Wallet.xcodeproj/project.pbxproj": {
            $0.replacingOccurrences(of: "path = AppDelegate.m; sourceTree = \"<group>\";", with: "path = Wallet/AppDelegate.m; sourceTree = SOURCE_ROOT;")
        }])
        let before = try #require(try ProjectFolder.read(at: folder.path).apps.first?.target)
        #expect(before.sources.contains("Wallet/AppDelegate.m"), "\(before.sources)")
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        #expect(plan.apps.first?.blockers.isEmpty == true, "\(plan.apps.first?.blockers ?? [])")
        try MigrationWriter.write(plan)
        let target = try #require(try ProjectFolder.read(at: folder.path).apps.first?.target)
        for file in ["Wallet/SceneDelegate.m", "Wallet/SceneRestoration.m"] {
            #expect(target.sources.contains(file), "\(file) is not what the target builds: \(target.sources)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path))
        }
        let pbxproj = try String(contentsOf: folder.appendingPathComponent("Wallet.xcodeproj/project.pbxproj"), encoding: .utf8)
        #expect(pbxproj.contains("path = Wallet/SceneDelegate.m; sourceTree = SOURCE_ROOT;"), "\(pbxproj)")
    }
}

extension LaunchCodeTests {
    /// Eventual's and RSSReader's crash: a launch method reaching the window through a member
    /// of the app delegate (a computed `tabBarController` returning `window?.rootViewController`,
    /// a lazy property made from `self.window!`) is window code: it moves into the method the
    /// scene delegate calls once the window exists, never left to run before the scene connects
    /// (where `window` is nil).
    @Test func aMemberReadingTheWindowIsWindowCode() throws {
        let (folder, plan, work) = try Self.migrated("storyboard-tabs", ["Library/AppDelegate.swift": { text in
            text.replacingOccurrences(of: "    var window: UIWindow?\n", with: """
                    var window: UIWindow?
                    private var tabBarController: UITabBarController? {
                        return window?.rootViewController as? UITabBarController
                    }
                    lazy var tint: UIColor = { self.window!.tintColor }()

                """).replacingOccurrences(of: "        window?.tintColor = .systemIndigo\n", with: "        window?.tintColor = .systemIndigo\n        tabBarController!.selectedIndex = 0\n        _ = tint\n")
        }])
        defer { withExtendedLifetime(work) {} }
        #expect(plan.apps.first?.blockers.isEmpty == true)
        let delegate = try Self.text(folder, "Library/AppDelegate.swift")
        let launch = try #require(delegate.range(of: "didFinishLaunchingWithOptions"))
        let launchBody = delegate[launch.upperBound...].prefix { $0 != "}" }
        #expect(!launchBody.contains("tabBarController") && !launchBody.contains("tint"), "\(delegate)")
        let moved = try #require(delegate.range(of: "func finishWindowSetUp(in windowScene: UIWindowScene, application: UIApplication) {"))
        #expect(delegate[moved.upperBound...].contains("tabBarController!.selectedIndex = 0\n        _ = tint\n    }"), "\(delegate)")
        try PlannerCasesTests.expectSwiftTypeChecks(folder)
    }

    /// RSSReader's shape: the member is used inside the closure of the launch method's `return`
    /// (`return Activity.label("...") { guard super... else { return false }; _ = mainScene; ... }`),
    /// a lazy property made from `self.window!`. Left there it trapped at every launch: it moves
    /// out of the closure into the method the scene delegate calls once the window exists.
    @Test func aWindowMemberInTheClosureOfTheReturnMoves() throws {
        let (folder, plan, work) = try Self.migrated("storyboard-tabs", ["Library/AppDelegate.swift": { text in
            text.replacingOccurrences(of: "    var window: UIWindow?\n", with: """
                    var window: UIWindow?
                    lazy var scene: AnyObject = { self.window! }()
                    static func label(_ name: String, _ body: () -> Bool) -> Bool { body() }

                """).replacingOccurrences(of: "        window?.tintColor = .systemIndigo\n        return true\n", with: """
                        return Self.label("Finishing Launching") {
                            guard Self.stateVersion > 0 else {
                                return false
                            }
                            _ = scene
                            return true
                        }

                """)
        }])
        defer { withExtendedLifetime(work) {} }
        let app = try #require(plan.apps.first)
        #expect(!app.review.contains { $0.code == .windowSetup }, "\(app.review)")
        let delegate = try Self.text(folder, "Library/AppDelegate.swift")
        let moved = try #require(delegate.range(of: "func finishWindowSetUp(in windowScene: UIWindowScene, application: UIApplication) {\n"), "\(delegate)")
        #expect(delegate[moved.upperBound...].hasPrefix("        _ = scene\n    }"), "\(delegate)")
        #expect(delegate[..<moved.lowerBound].contains("                return false\n            }\n            return true\n        }"), "\(delegate)")
        try PlannerCasesTests.expectSwiftTypeChecks(folder)
    }

    /// RSSReader: the app delegate's `window` is declared by its superclass in a pod the
    /// checkout holds (`Pods/.../AppDelegateBase.swift`): the scene delegate sets it, so the
    /// app delegate's code that reads it finds the scene's window.
    @Test func theWindowOfAVendoredSuperclassIsSet() throws {
        let work = try TemporaryDirectory("migrate-launch")
        let folder = try PlannerCasesTests.project("storyboard-tabs", in: work, rewriting: ["Library/AppDelegate.swift": { text in
            text.replacingOccurrences(of: "class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n", with: "class AppDelegate: Base.AppDelegateBase {\n")
        }])
        let pod = folder.appendingPathComponent("Pods/Base/Base/Shared")
        try FileManager.default.createDirectory(at: pod, withIntermediateDirectories: true)
        try "import UIKit\n\nopen class AppDelegateBase: AppDelegatePlatformBase {}\n".write(to: pod.appendingPathComponent("AppDelegateBase.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\n\nopen class AppDelegatePlatformBase: UIResponder, UIApplicationDelegate {\n\tpublic var window: UIWindow?\n}\n"
            .write(to: pod.appendingPathComponent("AppDelegatePlatformBase.swift"), atomically: true, encoding: .utf8)
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        try MigrationWriter.write(plan)
        let scene = try Self.text(folder, "Library/SceneDelegate.swift")
        #expect(scene.contains("appDelegate?.window = window\n"), "\(scene)")
        let delegate = try Self.text(folder, "Library/AppDelegate.swift")
        #expect(delegate.contains("func finishWindowSetUp(in windowScene: UIWindowScene, application: UIApplication) {\n        // The storyboard made the window: tint it.\n        window?.tintColor = .systemIndigo\n"), "\(delegate)")
    }

    /// RSSReader as written: `class AppDelegate : GEAppConfig.AppDelegateBase`, whose base
    /// classes are in a module the app links (the Pods project's `GEAppConfig` target, read
    /// with the app's code), the `window` declared two classes up. The scene delegate sets the
    /// inherited window, so the app delegate's code that reads it finds the scene's.
    @Test func aWindowDeclaredByASuperclassInTheAppsCodeIsSet() throws {
        let work = try TemporaryDirectory("migrate-launch")
        let folder = try PlannerCasesTests.project("storyboard-tabs", in: work, rewriting: [
            "Library/AppDelegate.swift": { text in
                text.replacingOccurrences(of: "class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n", with: "class AppDelegate : GEAppConfig.AppDelegateBase {\n")
            },
            "Library.xcodeproj/project.pbxproj": Self.addingSource("AppDelegateBase.swift"),
        ])
        try "import UIKit\n\nopen class AppDelegateBase : AppDelegatePlatformBase {\n}\n\nopen class AppDelegatePlatformBase : UIResponder, UIApplicationDelegate {\n\tpublic var window: UIWindow?\n}\n"
            .write(to: folder.appendingPathComponent("Library/AppDelegateBase.swift"), atomically: true, encoding: .utf8)
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        try MigrationWriter.write(plan)
        let scene = try Self.text(folder, "Library/SceneDelegate.swift")
        #expect(scene.contains("appDelegate?.window = window\n"), "\(scene)")
    }

    /// orgro: the app delegate inherits `window` from a class the checkout does not hold
    /// (FlutterAppDelegate) and the moved code reads it (`window?.rootViewController as! ...`).
    /// The scene delegate sets it before calling that code: UIKit sets only its own.
    @Test func aWindowInheritedFromOutsideTheCheckoutIsSetWhenMovedCodeReadsIt() throws {
        let (folder, _, work) = try Self.migrated("storyboard-tabs", ["Library/AppDelegate.swift": { text in
            text.replacingOccurrences(of: "class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n", with: "class AppDelegate: FlutterAppDelegate {\n")
                .replacingOccurrences(of: "        window?.tintColor = .systemIndigo\n", with: "        let tabs = window?.rootViewController as! UITabBarController\n        tabs.selectedIndex = 1\n")
        }])
        defer { withExtendedLifetime(work) {} }
        let scene = try Self.text(folder, "Library/SceneDelegate.swift")
        let set = try #require(scene.range(of: "appDelegate?.window = window\n"), "\(scene)")
        let call = try #require(scene.range(of: "appDelegate?.finishWindowSetUp(in: windowScene"), "\(scene)")
        #expect(set.upperBound <= call.lowerBound, "\(scene)")
    }

    /// The storyboard-tabs project's pbxproj with one more Swift file in the app's sources.
    static func addingSource(_ name: String) -> (String) -> String {
        { text in
            text.replacingOccurrences(of: "\t\t6F3019B5785E90720461E81A /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = 9D66895958F9FE2F12791B18 /* AppDelegate.swift */; };\n", with: """
                \t\t6F3019B5785E90720461E81A /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = 9D66895958F9FE2F12791B18 /* AppDelegate.swift */; };
                \t\tBBBB00000000000000000001 /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = BBBB00000000000000000002 /* \(name) */; };

                """).replacingOccurrences(of: "\t\t9D66895958F9FE2F12791B18 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = \"<group>\"; };\n", with: """
                \t\t9D66895958F9FE2F12791B18 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
                \t\tBBBB00000000000000000002 /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(name); sourceTree = "<group>"; };

                """).replacingOccurrences(of: "\t\t\t\t9D66895958F9FE2F12791B18 /* AppDelegate.swift */,\n", with: "\t\t\t\t9D66895958F9FE2F12791B18 /* AppDelegate.swift */,\n\t\t\t\tBBBB00000000000000000002 /* \(name) */,\n")
                .replacingOccurrences(of: "\t\t\t\t6F3019B5785E90720461E81A /* AppDelegate.swift in Sources */,\n", with: "\t\t\t\t6F3019B5785E90720461E81A /* AppDelegate.swift in Sources */,\n\t\t\t\tBBBB00000000000000000001 /* \(name) in Sources */,\n")
        }
    }

    /// SGBDrillDownController: the window is made by a helper both launch methods call
    /// (`[self createWindow]`, again `if (!self.window)`): that is a window, not `no-window`. The
    /// call moves whole and the window it made without a scene is given the scene's.
    @Test func aWindowMadeByAHelperIsAWindow() throws {
        let (folder, plan, work) = try Self.migrated("objective-c", ["Wallet/AppDelegate.m": { text in
            text.replacingOccurrences(of: """
                    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                    self.window.rootViewController = navigation;
                    [self.window makeKeyAndVisible];
                    return YES;
                }
                """, with: """
                    [self createWindow];
                    self.window.rootViewController = navigation;
                    return YES;
                }

                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    if (!self.window) {
                        [self createWindow];
                    }
                    [self.window makeKeyAndVisible];
                    return YES;
                }

                - (void)createWindow {
                    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                }
                """)
        }])
        defer { withExtendedLifetime(work) {} }
        let app = try #require(plan.apps.first)
        #expect(app.blockers.isEmpty, "\(app.blockers)")
        let delegate = try Self.text(folder, "Wallet/AppDelegate.m")
        #expect(delegate.contains("    [self createWindow];\n    self.window.windowScene = windowScene;\n"), "\(delegate)")
        let scene = try Self.text(folder, "Wallet/SceneDelegate.m")
        #expect(scene.contains("[appDelegate setUpWindowInScene:windowScene application:UIApplication.sharedApplication];\n    self.window = appDelegate.window;\n"), "\(scene)")
        try Self.expectObjectiveCCompiles(folder)
    }

    /// akatatsu's state-restore test: the launch method calls a helper whose statements are all
    /// window code; they move, and the helper keeps no blank line of its own (it was left with
    /// two and nothing else).
    @Test func aHelperWhoseCodeMovedKeepsNoBlankLines() throws {
        let (folder, _, work) = try Self.migrated("objective-c", ["Wallet/AppDelegate.m": { text in
            text.replacingOccurrences(of: """
                    AccountsViewController *accounts = [[AccountsViewController alloc] init];
                    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:accounts];
                    navigation.restorationIdentifier = @"Navigation";
                    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                    self.window.rootViewController = navigation;
                    [self.window makeKeyAndVisible];
                    return YES;
                }
                """, with: """
                    [self commonLaunchInitialization:launchOptions];
                    return YES;
                }

                - (void)commonLaunchInitialization:(NSDictionary *)launchOptions {
                    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                    
                    AccountsViewController *accounts = [[AccountsViewController alloc] init];
                    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:accounts];
                    navigation.restorationIdentifier = @"Navigation";
                    
                    self.window.rootViewController = navigation;
                    [self.window makeKeyAndVisible];
                }
                """)
        }])
        defer { withExtendedLifetime(work) {} }
        let delegate = try Self.text(folder, "Wallet/AppDelegate.m")
        #expect(delegate.contains("- (void)commonLaunchInitialization:(NSDictionary *)launchOptions {\n}\n"), "\(delegate)")
        #expect(delegate.contains("self.window = [[UIWindow alloc] initWithWindowScene:windowScene];"), "\(delegate)")
        try Self.expectObjectiveCCompiles(folder)
    }

    /// SGBDrillDownController: the last `#import` is under `#ifdef RUN_KIF_TESTS`, which the
    /// app's build does not define. The import the opt-in's answer needs goes after the last
    /// import outside any `#if`: the file compiles whatever the conditions.
    @Test func theRestorationImportIsOutsideAnyConditional() throws {
        let (folder, _, work) = try Self.migrated("objective-c", ["Wallet/AppDelegate.m": { text in
            text.replacingOccurrences(of: "#import \"AccountsViewController.h\"\n", with: "#import \"AccountsViewController.h\"\n#ifdef RUN_KIF_TESTS\n#import \"KIFTestController.h\"\n#endif\n")
        }])
        defer { withExtendedLifetime(work) {} }
        let delegate = try Self.text(folder, "Wallet/AppDelegate.m")
        #expect(delegate.hasPrefix("#import \"AppDelegate.h\"\n#import \"AccountsViewController.h\"\n#import \"SceneRestoration.h\"\n#ifdef RUN_KIF_TESTS\n"), "\(delegate)")
        try Self.expectObjectiveCCompiles(folder)
    }

    /// XXTExplorer: the launch method makes the window, then `#ifndef APPSTORE` shows the terms
    /// (setting the root) and returns, else the workspace is set as the root. Left in the launch
    /// method, both messaged a nil window: an empty window at every launch. The tail from the
    /// conditional return's `#ifndef` on moves as one block after the window is made, each
    /// `return YES` becoming `return`; the launch method still returns YES.
    @Test func theTailFromAConditionalReturnMovesAsOneBlock() throws {
        let (folder, plan, work) = try Self.migrated("objective-c", ["Wallet/AppDelegate.m": { text in
            text.replacingOccurrences(of: "    [self.window makeKeyAndVisible];\n    return YES;\n", with: """
                    [self.window makeKeyAndVisible];

                #ifndef APPSTORE
                    BOOL agreed = self.window.tintColor != nil;
                    if (!agreed) {
                        [self.window.rootViewController presentViewController:[[UIViewController alloc] init] animated:NO completion:nil];
                        return YES;
                    }
                #endif

                    [self.window setTintColor:nil];
                    return YES;

                """)
        }])
        defer { withExtendedLifetime(work) {} }
        let app = try #require(plan.apps.first)
        #expect(!app.review.contains { $0.code == .windowSetup }, "\(app.review)")
        let delegate = try Self.text(folder, "Wallet/AppDelegate.m")
        let category = try #require(delegate.range(of: "@implementation AppDelegate (SceneLifeCycle)"))
        #expect(delegate[..<category.lowerBound].contains("willFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n    return YES;\n}"), "\(delegate)")
        #expect(delegate[category.lowerBound...].contains("""
                [self.window makeKeyAndVisible];
            #ifndef APPSTORE
                BOOL agreed = self.window.tintColor != nil;
                if (!agreed) {
                    [self.window.rootViewController presentViewController:[[UIViewController alloc] init] animated:NO completion:nil];
                    return;
                }
            #endif

                [self.window setTintColor:nil];
            }
            """), "\(delegate)")
        try Self.expectObjectiveCCompiles(folder)
    }
}

/// Where the app's keys live, per configuration.
@Suite struct ConfigurationInfoPlistTests {
    /// orgro: `INFOPLIST_FILE = Info-$(CONFIGURATION).plist`. Every configuration's file gets
    /// the scene manifest: one left classic is a build that launches classic (or not at all
    /// with the iOS 26 SDK) while its window code moved to a method only a scene calls.
    @Test func everyConfigurationsInfoPlistGetsTheManifest() throws {
        let work = try TemporaryDirectory("migrate-configurations")
        let folder = try PlannerCasesTests.project("storyboard-tabs", in: work, rewriting: ["Library.xcodeproj/project.pbxproj": { text in
            text.replacingOccurrences(of: "INFOPLIST_FILE = Library/Info.plist;", with: "INFOPLIST_FILE = \"Library/Info-$(CONFIGURATION).plist\";")
        }])
        let original = folder.appendingPathComponent("Library/Info.plist")
        for configuration in ["Debug", "Release"] {
            try FileManager.default.copyItem(at: original, to: folder.appendingPathComponent("Library/Info-\(configuration).plist"))
        }
        try FileManager.default.removeItem(at: original)
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        #expect(plan.apps.first?.blockers.isEmpty == true, "\(plan.apps.first?.blockers ?? [])")
        try MigrationWriter.write(plan)
        for configuration in ["Debug", "Release"] {
            let text = try LaunchCodeTests.text(folder, "Library/Info-\(configuration).plist")
            #expect(text.contains("<key>UIApplicationSceneManifest</key>") && !text.contains("UIMainStoryboardFile"), "\(configuration): \(text)")
        }
    }
}

/// Several app targets compiling the same sources.
@Suite struct SharedSourcesTests {
    /// The Objective-C project with a second app target, WalletPro (its own Info.plist and
    /// bundle id), compiling the same three files.
    static func twoTargets(_ pbxproj: String) -> String {
        var text = pbxproj
        text = text.replacingOccurrences(of: "/* End PBXBuildFile section */", with: """
            \t\tAAAA00000000000000000001 /* AppDelegate.m in Sources */ = {isa = PBXBuildFile; fileRef = D3500F06B7F383A17D504533 /* AppDelegate.m */; };
            \t\tAAAA00000000000000000002 /* main.m in Sources */ = {isa = PBXBuildFile; fileRef = 8EA78F47E6C0AB316BE7652C /* main.m */; };
            \t\tAAAA00000000000000000003 /* AccountsViewController.m in Sources */ = {isa = PBXBuildFile; fileRef = 3DB8DEF72820F02BDC2BF860 /* AccountsViewController.m */; };
            /* End PBXBuildFile section */
            """)
        text = text.replacingOccurrences(of: "/* End PBXNativeTarget section */", with: """
            \t\tAAAA00000000000000000010 /* WalletPro */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = AAAA00000000000000000020 /* Build configuration list for PBXNativeTarget "WalletPro" */;
            \t\t\tbuildPhases = (
            \t\t\t\tAAAA00000000000000000011 /* Sources */,
            \t\t\t);
            \t\t\tbuildRules = (
            \t\t\t);
            \t\t\tdependencies = (
            \t\t\t);
            \t\t\tname = WalletPro;
            \t\t\tproductName = WalletPro;
            \t\t\tproductType = "com.apple.product-type.application";
            \t\t};
            /* End PBXNativeTarget section */
            """)
        text = text.replacingOccurrences(of: "\t\t\t\t47C8CE6519E1F5831C63CFA0 /* Wallet */,\n\t\t\t);", with: "\t\t\t\t47C8CE6519E1F5831C63CFA0 /* Wallet */,\n\t\t\t\tAAAA00000000000000000010 /* WalletPro */,\n\t\t\t);")
        text = text.replacingOccurrences(of: "/* End PBXSourcesBuildPhase section */", with: """
            \t\tAAAA00000000000000000011 /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tbuildActionMask = 2147483647;
            \t\t\tfiles = (
            \t\t\t\tAAAA00000000000000000001 /* AppDelegate.m in Sources */,
            \t\t\t\tAAAA00000000000000000003 /* AccountsViewController.m in Sources */,
            \t\t\t\tAAAA00000000000000000002 /* main.m in Sources */,
            \t\t\t);
            \t\t\trunOnlyForDeploymentPostprocessing = 0;
            \t\t};
            /* End PBXSourcesBuildPhase section */
            """)
        let configuration = { (id: String, name: String) in """
            \t\t\(id) /* \(name) */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tINFOPLIST_FILE = "Wallet/WalletPro-Info.plist";
            \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.WalletPro;
            \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
            \t\t\t};
            \t\t\tname = \(name);
            \t\t};

            """ }
        text = text.replacingOccurrences(of: "/* End XCBuildConfiguration section */", with: configuration("AAAA00000000000000000021", "Debug") + configuration("AAAA00000000000000000022", "Release") + "/* End XCBuildConfiguration section */")
        text = text.replacingOccurrences(of: "/* End XCConfigurationList section */", with: """
            \t\tAAAA00000000000000000020 /* Build configuration list for PBXNativeTarget "WalletPro" */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tAAAA00000000000000000021 /* Debug */,
            \t\t\t\tAAAA00000000000000000022 /* Release */,
            \t\t\t);
            \t\t\tdefaultConfigurationIsVisible = 0;
            \t\t\tdefaultConfigurationName = Release;
            \t\t};
            /* End XCConfigurationList section */
            """)
        return text
    }

    /// XXTExplorer: three app targets compile one folder. One SceneDelegate and one
    /// SceneRestoration are written for all (no `file-exists` blocker on the second target),
    /// the activity type taken from the running bundle id since the targets' differ, and each
    /// target gets its own Info.plist's manifest and the new files in its build.
    @Test func targetsSharingSourcesShareOneMigration() throws {
        let work = try TemporaryDirectory("migrate-shared")
        let folder = try PlannerCasesTests.project("objective-c", in: work, rewriting: ["Wallet.xcodeproj/project.pbxproj": Self.twoTargets])
        try FileManager.default.copyItem(at: folder.appendingPathComponent("Wallet/Wallet-Info.plist"), to: folder.appendingPathComponent("Wallet/WalletPro-Info.plist"))
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        #expect(plan.apps.map(\.target).sorted() == ["Wallet", "WalletPro"])
        // The second lists its shared migration's items under the first, and says so.
        #expect(plan.apps.map(\.sharesSourcesWith) == [nil, plan.apps[0].target], "\(plan.apps.map(\.sharesSourcesWith))")
        #expect(plan.apps.allSatisfy { $0.blockers.isEmpty }, "\(plan.apps.map(\.blockers))")
        try MigrationWriter.write(plan)
        let restoration = try LaunchCodeTests.text(folder, "Wallet/SceneRestoration.m")
        #expect(restoration.contains("NSBundle.mainBundle.bundleIdentifier") && !restoration.contains("SceneRestorationActivityType = @\"com.example"), "\(restoration)")
        for (plist, type) in [("Wallet-Info.plist", "com.example.Wallet.restoration"), ("WalletPro-Info.plist", "com.example.WalletPro.restoration")] {
            let text = try LaunchCodeTests.text(folder, "Wallet/" + plist)
            #expect(text.contains("<key>UIApplicationSceneManifest</key>") && text.contains("<string>\(type)</string>"), "\(plist): \(text)")
        }
        let pbxproj = try LaunchCodeTests.text(folder, "Wallet.xcodeproj/project.pbxproj")
        #expect(pbxproj.components(separatedBy: "/* SceneDelegate.m in Sources */ = {isa = PBXBuildFile;").count == 3, "\(pbxproj)")
        #expect(pbxproj.components(separatedBy: "/* SceneDelegate.m */ = {isa = PBXFileReference;").count == 2, "\(pbxproj)")
        _ = try ProjectFolder.read(at: folder.path)
    }
}

/// An app delegate whose superclass is outside the app.
@Suite struct InheritedHandlersTests {
    /// orgro: `AppDelegate: FlutterAppDelegate` inherits `application(_:open:options:)` and the
    /// other handlers. The scene delegate forwards each through the `UIApplicationDelegate`
    /// protocol (called where the delegate implements it, its own or inherited), cold and warm:
    /// documents and URLs opened from other apps were dropped.
    @Test func handlersInheritedFromOutsideTheAppAreForwarded() throws {
        let work = try TemporaryDirectory("migrate-inherited")
        let folder = try PlannerCasesTests.project("storyboard-tabs", in: work, rewriting: ["Library/AppDelegate.swift": { text in
            text.replacingOccurrences(of: "class AppDelegate: UIResponder, UIApplicationDelegate {", with: "class AppDelegate: FlutterAppDelegate {")
        }])
        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        #expect(plan.apps.first?.blockers.isEmpty == true)
        try MigrationWriter.write(plan)
        let scene = try LaunchCodeTests.text(folder, "Library/SceneDelegate.swift")
        for line in [
            "_ = UIApplication.shared.delegate?.application?(UIApplication.shared, open: context.url, options: options)",
            "if !connectionOptions.urlContexts.isEmpty {",
            "_ = UIApplication.shared.delegate?.application?(UIApplication.shared, continue: userActivity) { restoring in",
            "if UIApplication.shared.delegate?.application?(UIApplication.shared, performActionFor: shortcutItem, completionHandler: completionHandler) == nil {",
            "UIApplication.shared.delegate?.applicationDidBecomeActive?(UIApplication.shared)",
        ] {
            #expect(scene.contains(line), "\(line)\n\(scene)")
        }
        #expect(!scene.contains("private var appDelegate"), "\(scene)")
    }

    /// orgro: an app delegate with no opt-in of its own whose superclass is Flutter's
    /// FlutterAppDelegate, which opts in to both (Flutter's FlutterAppDelegate.mm, "State
    /// Restoration": the save opt-in writes the binary's modification date, the restore opt-in
    /// compares it). Its restoration is carried, the opt-ins called as inherited; a superclass
    /// not known to opt in still leaves it for review.
    @Test func aFrameworkAppDelegatesOptInsAreItsOwn() throws {
        for (superclass, carried) in [("FlutterAppDelegate", true), ("SomeKitAppDelegate", false)] {
            let work = try TemporaryDirectory("migrate-framework-opt-in")
            let folder = try PlannerCasesTests.project("storyboard-tabs", in: work, rewriting: ["Library/AppDelegate.swift": { text in
                let opted = ["shouldSaveSecureApplicationState", "shouldRestoreSecureApplicationState"].reduce(text) { PlannerCasesTests.removing($1)($0) }
                return opted.replacingOccurrences(of: "class AppDelegate: UIResponder, UIApplicationDelegate {", with: "class AppDelegate: \(superclass) {")
            }])
            let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
            let app = try #require(plan.apps.first)
            #expect(app.review.contains { $0.code == .restorationOff } != carried, "\(superclass): \(app.review.map(\.message))")
            #expect(app.carried.isEmpty != carried, "\(superclass)")
            let restoration = plan.edits.first { $0.path == "Library/SceneRestoration.swift" }.map { String(decoding: $0.after, as: UTF8.self) }
            #expect(restoration?.contains("delegate.application(UIApplication.shared, shouldSaveSecureApplicationState: archiver)") == (carried ? true : nil), "\(superclass)")
            #expect(restoration?.contains("delegate.application(UIApplication.shared, shouldRestoreSecureApplicationState: coder)") == (carried ? true : nil), "\(superclass)")
        }
    }
}

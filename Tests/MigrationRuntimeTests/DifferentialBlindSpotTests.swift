import Foundation
import Testing
import TestSupport

/// What made the differential check blind on real apps (issue 52's review of 19 apps), one small
/// app each, written here: an XcodeGen spec and its files, and a copy changed as a migration
/// would change it. Each test fails on the check that walked the folder, type-checked every
/// Swift file as one module, stopped clang at its twentieth error or first missing header, and
/// matched diagnostics by message alone.
@Suite struct DifferentialBlindSpotTests {
    /// Two copies of an app written by the test, in a folder removed when the value is released.
    struct Copies {
        let work: TemporaryDirectory
        var original: URL { work.appending("original") }
        var migrated: URL { work.appending("migrated") }

        /// `targets`: name -> (sources folder, build settings).
        init(targets: [(name: String, folder: String, settings: [String: String])], files: [String: String]) throws {
            work = try TemporaryDirectory("uistate-differential")
            var spec = "name: App\noptions:\n  bundleIdPrefix: com.example\ntargets:\n"
            for target in targets {
                spec += "  \(target.name):\n    type: application\n    platform: iOS\n    sources: [\(target.folder)]\n"
                if !target.settings.isEmpty {
                    spec += "    settings:\n      base:\n" + target.settings.sorted { $0.key < $1.key }.map { "        \($0.key): \"\($0.value)\"\n" }.joined()
                }
            }
            for folder in [original, migrated] {
                try Self.write(files.merging(["project.yml": spec]) { $1 }, in: folder)
            }
        }

        /// Writes the migration's files into the migrated copy.
        func migrate(_ files: [String: String]) throws {
            try Self.write(files, in: migrated)
        }

        static func write(_ files: [String: String], in folder: URL) throws {
            for (path, text) in files {
                let file = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: file, atomically: true, encoding: .utf8)
            }
        }

        func check() throws -> DifferentialCompile.Report {
            try DifferentialCompile.check(original: original, migrated: migrated)
        }
    }

    static let app = [(name: "App", folder: "App", settings: [String: String]())]

    /// swiftc's "no such module" is fatal: an app that imports one framework the stubs lack
    /// (Photos, a pod, a submodule of UIKit) was checked up to that line, and the scene
    /// delegate's use of a private member never seen.
    @Test func aModuleTheStubsLackStopsNothing() throws {
        let copies = try Copies(targets: Self.app, files: [
            "App/AppDelegate.swift": """
            import UIKit
            import Photos
            import UIKit.UIGestureRecognizerSubclass

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private var albums: [String] = []
            }

            """,
        ])
        try copies.migrate([
            "App/SceneDelegate.swift": """
            import UIKit
            import WebKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func sceneDidEnterBackground(_ scene: UIScene) {
                    let delegate = UIApplication.shared.delegate as? AppDelegate
                    print(delegate?.albums ?? [])
                }
            }

            """,
        ])
        let report = try copies.check()
        #expect(report.introduced.map(\.description) == ["App/SceneDelegate.swift:9: 'albums' is inaccessible due to 'private' protection level"], "\(report)")
    }

    /// The migration writes a SceneDelegate.swift into each app target's folder: checked as one
    /// module, the two files stopped the driver ("filename used twice"); checked per target, as
    /// Xcode builds them, the second target's error is found.
    @Test func eachTargetIsCheckedOnItsOwn() throws {
        let delegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            private var edition = "phone"
        }

        """
        let copies = try Copies(targets: [("Phone", "Phone", [:]), ("Pad", "Pad", [:])], files: ["Phone/AppDelegate.swift": delegate, "Pad/AppDelegate.swift": delegate])
        func sceneDelegate(_ body: String) -> String {
            """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func sceneDidBecomeActive(_ scene: UIScene) {
                    \(body)
                }
            }

            """
        }
        try copies.migrate([
            "Phone/SceneDelegate.swift": sceneDelegate("print(window as Any)"),
            "Pad/SceneDelegate.swift": sceneDelegate("print((UIApplication.shared.delegate as? AppDelegate)?.edition ?? \"\")"),
        ])
        let report = try copies.check()
        #expect(report.introduced.map(\.description) == ["Pad/SceneDelegate.swift:7: 'edition' is inaccessible due to 'private' protection level"], "\(report)")
    }

    static let objectiveCDelegate = """
    #import <UIKit/UIKit.h>

    @interface AppDelegate : UIResponder <UIApplicationDelegate>
    @property (strong, nonatomic) UIWindow *window;
    @end

    """

    /// clang stops at its twentieth error: the gaps of the stubs in the app delegate's file used
    /// them up, and what the migration added at its end was never read.
    @Test func everyObjectiveCErrorIsReported() throws {
        let gaps = (1...25).map { "    [self.window setTintAdjustmentMode:\($0)];\n" }.joined()
        let original = """
        #import "AppDelegate.h"

        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary *)options {
        \(gaps)    return YES;
        }
        @end

        """
        let copies = try Copies(targets: Self.app, files: ["App/AppDelegate.h": Self.objectiveCDelegate, "App/AppDelegate.m": original])
        try copies.migrate(["App/AppDelegate.m": original + """

        @implementation AppDelegate (Scenes)
        - (void)connectWindow:(UIWindow *)window {
            self.sceneWindow = window;
        }
        @end

        """])
        let report = try copies.check()
        #expect(report.introduced.map(\.description) == ["App/AppDelegate.m:36: property 'sceneWindow' not found on object of type 'AppDelegate *'"], "\(report)")
    }

    /// A header the checkout lacks (a pod's, never installed) is fatal to clang: made empty, it
    /// stops nothing, and the scene delegate's use of the app delegate's instance variable is
    /// found behind it.
    @Test func aHeaderTheCheckoutLacksStopsNothing() throws {
        let copies = try Copies(targets: Self.app, files: [
            "App/AppDelegate.h": Self.objectiveCDelegate,
            "App/AppDelegate.m": """
            #import "AppDelegate.h"
            #import <Analytics/SEGAnalytics.h>

            @implementation AppDelegate {
                NSString *_currency;
            }
            @end

            """,
        ])
        try copies.migrate([
            "App/SceneDelegate.m": """
            #import <Analytics/SEGAnalytics.h>
            #import "AppDelegate.h"

            @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
            @end

            @implementation SceneDelegate
            - (NSString *)currency {
                return _currency;
            }
            @end

            """,
        ])
        let report = try copies.check()
        #expect(report.units.map(\.emptyHeaders) == [["Analytics/SEGAnalytics.h"]], "\(report)")
        #expect(report.introduced.map(\.description) == ["App/SceneDelegate.m:9: use of undeclared identifier '_currency'"], "\(report)")
    }

    /// A header the original imported only under a condition the target does not define (a test
    /// driver whose framework only the test target links) and the migrated file imports always:
    /// its missing header is the migration's, reported where clang stops.
    @Test func aHeaderOnlyTheMigratedTargetCannotFindIsReported() throws {
        let copies = try Copies(targets: Self.app, files: [
            "App/AppDelegate.h": Self.objectiveCDelegate,
            "App/AppDelegate.m": """
            #import "AppDelegate.h"
            #ifdef RUN_KIF_TESTS
            #import "TestDriver.h"
            #endif

            @implementation AppDelegate
            @end

            """,
            "App/Tests/TestDriver.h": """
            #import "KIFTestController.h"

            @interface TestDriver : KIFTestController
            @end

            """,
        ])
        try copies.migrate([
            "App/SceneDelegate.m": """
            #import "AppDelegate.h"
            #import "TestDriver.h"

            @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
            @end

            @implementation SceneDelegate
            @end

            """,
        ])
        let report = try copies.check()
        #expect(report.introduced.map(\.description) == ["App/Tests/TestDriver.h:1: 'KIFTestController.h' file not found"], "\(report)")
    }

    /// `<Ledger/Money.h>` is found as Xcode finds it, through the target's header search path:
    /// the migrated code's wrong selector is reported as such (the folder of the header alone
    /// does not find it, and an empty header would hide what `Money` declares).
    @Test func headersAreFoundThroughTheTargetsSearchPaths() throws {
        let copies = try Copies(targets: [("App", "App", ["HEADER_SEARCH_PATHS": "$(inherited) $(SRCROOT)/Vendor/include"])], files: [
            "App/AppDelegate.h": Self.objectiveCDelegate,
            "App/AppDelegate.m": """
            #import "AppDelegate.h"
            #import <Ledger/Money.h>

            @implementation AppDelegate
            - (void)applicationDidEnterBackground:(UIApplication *)application {
                [[Money new] reset];
            }
            @end

            """,
            "Vendor/include/Ledger/Money.h": """
            #import <Foundation/Foundation.h>

            @interface Money : NSObject
            - (void)reset;
            @end

            """,
        ])
        try copies.migrate([
            "App/SceneDelegate.m": """
            #import "AppDelegate.h"
            #import <Ledger/Money.h>

            @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
            @end

            @implementation SceneDelegate
            - (void)sceneDidEnterBackground:(UIScene *)scene {
                [[Money new] clear];
            }
            @end

            """,
        ])
        let report = try copies.check()
        #expect(report.introduced.map(\.description) == ["App/SceneDelegate.m:9: no visible @interface for 'Money' declares the selector 'clear'"], "\(report)")
    }

    /// Swift on Linux never compiles `#if os(iOS)`: `ledgerTint` is a gap of the check in the
    /// original's line the migration deletes. The scene delegate's new use of the app delegate's
    /// private constant gives the same words; matched by message alone, the gap hid it.
    @Test func aGapOfTheSameWordsElsewhereHidesNothing() throws {
        let original = """
        import UIKit

        #if os(iOS)
        private let ledgerTint = UIColor.systemIndigo
        #endif

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func applicationDidBecomeActive(_ application: UIApplication) {
                window?.tintColor = ledgerTint
            }
        }

        """
        let copies = try Copies(targets: Self.app, files: ["App/AppDelegate.swift": original])
        try copies.migrate([
            "App/AppDelegate.swift": original.replacingOccurrences(of: "        window?.tintColor = ledgerTint\n", with: ""),
            "App/SceneDelegate.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func sceneDidBecomeActive(_ scene: UIScene) {
                    let tint = ledgerTint
                    print(tint)
                }
            }

            """,
        ])
        let report = try copies.check()
        #expect(report.introduced.map(\.description) == ["App/SceneDelegate.swift:7: cannot find 'ledgerTint' in scope"], "\(report)")
    }

    /// A pod's class the checkout lacks drops the property of that class, and its instance
    /// variable, from the app delegate: the original's uses of `_simperium` were gaps of the
    /// same words as the scene delegate's. Declared empty, the class keeps the property, and the
    /// scene delegate's use of another class's instance variable is the migration's.
    @Test func aClassNothingDeclaresKeepsItsProperties() throws {
        let copies = try Copies(targets: Self.app, files: [
            "App/AppDelegate.h": """
            #import <UIKit/UIKit.h>
            #import <Simperium/Simperium.h>

            @interface AppDelegate : UIResponder <UIApplicationDelegate, SimperiumDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @property (strong, nonatomic) Simperium *simperium;
            @end

            """,
            "App/AppDelegate.m": """
            #import "AppDelegate.h"

            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                [_simperium authenticateWithRootViewController:self.window.rootViewController];
                return YES;
            }
            @end

            """,
        ])
        try copies.migrate([
            "App/AppDelegate.m": """
            #import "AppDelegate.h"

            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                return YES;
            }
            @end

            """,
            "App/SceneDelegate.m": """
            #import "AppDelegate.h"

            @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @end

            @implementation SceneDelegate
            - (void)sceneDidBecomeActive:(UIScene *)scene {
                [_simperium authenticateWithRootViewController:self.window.rootViewController];
            }
            @end

            """,
        ])
        let report = try copies.check()
        #expect(report.units.map(\.emptyTypes) == [["Simperium", "SimperiumDelegate"]], "\(report)")
        #expect(report.introduced.map(\.description) == ["App/SceneDelegate.m:9: use of undeclared identifier '_simperium'"], "\(report)")
    }

    /// A file the migration writes where no target's sources are is not built into the app.
    @Test func aNewFileNoTargetCompilesIsReported() throws {
        let copies = try Copies(targets: Self.app, files: [
            "App/AppDelegate.swift": """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            """,
        ])
        try copies.migrate([
            "SceneDelegate.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }

            """,
        ])
        let report = try copies.check()
        #expect(report.introduced.map(\.description) == ["SceneDelegate.swift: a new source file that no app target compiles"], "\(report)")
    }
}

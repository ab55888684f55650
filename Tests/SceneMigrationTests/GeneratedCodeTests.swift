import Foundation
@testable import SceneMigration
import Testing
import TestSupport

@Suite struct GeneratedCodeTests {
    static let appDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
                coder.encode(Float(11), forKey: "MyAppVersion")
                return true
            }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
                coder.decodeFloat(forKey: "MyAppVersion") == 11
            }

            func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}

            func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}

            func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
                nil
            }
        }

        """

    @Test(arguments: ["5", "6"])
    func restorationCodeTypeChecks(swiftVersion: String) throws {
        guard ProcessRunner.has("swiftc") else { return }
        let code = RestorationCode(
            activityType: "com.example.App.restoration", appDelegate: "AppDelegate", save: .secure, restore: .secure, willEncode: true, didDecode: true,
            delegateFactory: true, storyboardIdentifiers: [("Tabs/UINavigationController/Detail", "Detail")], storyboards: [("Detail", "Main")])
        let folder = try TemporaryDirectory("generated")
        let restoration = folder.appending("SceneRestoration.swift")
        try SwiftRestorationSource.text(code).write(to: restoration, atomically: true, encoding: .utf8)
        let delegate = folder.appending("AppDelegate.swift")
        try Self.appDelegate.write(to: delegate, atomically: true, encoding: .utf8)
        #expect(try CodeChecks.parse([restoration]) == nil)
        let messages = try CodeChecks.typecheck([restoration, delegate], swiftVersion: swiftVersion)
        #expect(messages == nil, "\(messages ?? "")")
    }

    static let sample = RestorationCode(
        activityType: "com.example.App.restoration", appDelegate: "AppDelegate", save: .secure, restore: .secure, willEncode: true, didDecode: true,
        delegateFactory: true, storyboardIdentifiers: [("Tabs/UINavigationController/Detail", "Detail")], storyboards: [("Detail", "Main")])

    static let everything = SceneDelegateCode(
        className: "SceneDelegate", appDelegate: "AppDelegate", appDelegateWindow: "window", storyboard: nil,
        moved: .init(lines: ["self.window = [[UIWindow alloc] initWithWindowScene:windowScene];", "[self.window makeKeyAndVisible];"],
                     from: "application:willFinishLaunchingWithOptions:", showsWindowAt: 1, usesAppDelegate: false, usesWindowScene: true),
        lifeCycle: SceneDelegateCode.LifeCycleEvent.allCases, openURL: .options, continueActivity: true, shortcut: true)

    @Test func objectiveCCodeCompiles() throws {
        guard ProcessRunner.has("clang") else { return }
        let folder = try TemporaryDirectory("generated-objc")
        let files: [(String, String)] = [
            ("SceneRestoration.h", ObjectiveCRestorationSource.header),
            ("SceneRestoration.m", ObjectiveCRestorationSource.implementation(Self.sample)),
            ("SceneDelegate.h", ObjectiveCSceneDelegateSource.header(Self.everything)),
            ("SceneDelegate.m", ObjectiveCSceneDelegateSource.implementation(Self.everything, appDelegateHeader: "AppDelegate.h")),
            ("AppDelegate.h", "#import <UIKit/UIKit.h>\n\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@property (strong, nonatomic) UIWindow *window;\n@end\n"),
        ]
        for (name, text) in files { try text.write(to: folder.appending(name), atomically: true, encoding: .utf8) }
        let messages = try CodeChecks.objectiveC([folder.appending("SceneRestoration.m"), folder.appending("SceneDelegate.m")], including: [folder.url])
        #expect(messages == nil, "\(messages ?? "")")
    }
}

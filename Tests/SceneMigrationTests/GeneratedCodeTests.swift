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
        let messages = try CodeChecks.objectiveC([folder.appending("SceneRestoration.m"), folder.appending("SceneDelegate.m")], including: [folder.url], deploymentTarget: "13.0")
        #expect(messages == nil, "\(messages ?? "")")
    }

    /// The restore the review found dead or wrong (docs/migrate.md, "What the review changed"),
    /// in both languages: the root made when the window has none (D1), the app-level values
    /// restored whatever the tree (D6), a controller the app delegate encodes kept as a
    /// reference (D7), UIKit's container methods not run for a subclass that does not override
    /// them and `applicationFinishedRestoringState` after the presentations (D14).
    @Test func theRestoreMakesTheRootAndKeepsUIKitsOrder() throws {
        let swift = SwiftRestorationSource.text(Self.sample)
        let objectiveC = ObjectiveCRestorationSource.implementation(Self.sample)
        // D1: no root in the window (the app makes one only "unless restored"): made as UIKit
        // makes any controller, shown unless its maker showed it.
        #expect(!swift.contains("let root = window?.rootViewController, root.restorationIdentifier == rootPath"))
        #expect(swift.contains("rebuild.attachRoot(rootPath, in: window)") && swift.contains("guard let made = make(path) else { return }")
                && swift.contains("if window.rootViewController == nil {\n                window.rootViewController = made"))
        #expect(!objectiveC.contains("|| root == nil"))
        #expect(objectiveC.contains("[rebuild attachRoot:rootPath inWindow:window];") && objectiveC.contains("UIViewController *made = [self make:path launched:nil];")
                && objectiveC.contains("if (window.rootViewController == nil) {\n        window.rootViewController = made;"))
        // UIKit's lookup: restoration class, app delegate, the one launch made, storyboard.
        let classFirst = try #require(swift.range(of: "restoration.viewController(withRestorationIdentifierPath:"))
        let factory = try #require(swift.range(of: "viewControllerWithRestorationIdentifierPath: identifiers, coder: coder(for: path))"))
        let launched = try #require(swift.range(of: "controller = launched"))
        let storyboard = try #require(swift.range(of: "instantiateViewController(withIdentifier: identifier)"))
        #expect(classFirst.lowerBound < factory.lowerBound && factory.lowerBound < launched.lowerBound && launched.lowerBound < storyboard.lowerBound)
        // D6: the app's values restored (and its didDecode called) without a saved tree.
        #expect(!swift.contains("let rootPath = info[rootKey] as? String, let entries"))
        #expect(swift.contains("if let rootPath = info[rootKey] as? String, let window {"))
        #expect(objectiveC.contains("if ([rootPath isKindOfClass:[NSString class]] && window != nil) {"))
        // D7: the app-level archiver keeps controllers as paths; its unarchiver hands back the rebuilt ones.
        #expect(swift.contains("guard let app = appState(references: References(paths: walk.paths)) else { return nil }")
                && swift.contains("archiver.delegate = references\n") && swift.contains("coder.delegate = rebuild"))
        #expect(objectiveC.contains("NSData *app = [self appStateWithReferences:references];") && objectiveC.contains("archiver.delegate = references;")
                && objectiveC.contains("coder.delegate = rebuild;"))
        let walked = try #require(swift.range(of: "walk.visit(root, path: identifier)"))
        let saved = try #require(swift.range(of: "appState(references:"))
        #expect(walked.lowerBound < saved.lowerBound, "the tree is walked before the app's values are archived")
        // D14: a container subclass's own methods only; finished after the presentations.
        #expect(swift.contains("type(of: controller).instanceMethod(for: method) != container.instanceMethod(for: method)"))
        #expect(swift.contains("SceneRestoration.runs(\"decodeRestorableStateWithCoder:\", on: controller)"))
        #expect(objectiveC.contains("[[controller class] instanceMethodForSelector:selector] != [container instanceMethodForSelector:selector]"))
        let decode = try #require(swift.range(of: "func decode() {"))
        let present = try #require(swift.range(of: "func present() {"))
        let finished = try #require(swift.range(of: "controllers[path]?.applicationFinishedRestoringState()", range: decode.lowerBound..<swift.endIndex))
        #expect(finished.lowerBound > present.lowerBound, "applicationFinishedRestoringState runs once the presentations are done")
        #expect(swift.contains("guard !presentations.isEmpty else { return finish() }"))
        #expect(objectiveC.contains("if (self.presentations.count == 0) {\n        [self finish];"))
    }
}

@testable import AppProject
import Foundation
import PropertyList
import TestSupport
import Testing

/// A scene manifest without configurations (TN3187: not adopted, read as classic): the error
/// with the missing configuration in its fix, `--fix` adding it to the Info.plist as a person
/// would, and the scene rules running once the manifest names the scene delegate.
@Suite("doctor: a scene manifest without configurations")
struct SceneConfigurationTests {
    static let delegate = "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
    /// A scene delegate that sets the scene's activity and never saves it: `scene-restoration-missing` once it runs.
    static let sceneDelegate = """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                scene.userActivity = NSUserActivity(activityType: "com.example.reader.page")
            }
        }

        """

    static func info(_ manifest: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleVersion</key>\n\t<string>1</string>\n\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n\t<key>UIApplicationSceneManifest</key>\n"
            + manifest + "</dict>\n</plist>\n"
    }

    @Test("an error at the manifest's key naming the scene delegate to add; --fix adds the configuration, every other line kept, and the scene rules then run",
          arguments: [
              "\t<dict>\n\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<false/>\n\t</dict>\n",
              "\t<dict/>\n",
              "\t<dict>\n\t\t<key>UISceneConfigurations</key>\n\t\t<dict/>\n\t</dict>\n",
          ])
    func fixed(_ manifest: String) throws {
        let folder = try ProjectSamples.folder([
            "App/Info.plist": Self.info(manifest), "App/AppDelegate.swift": Self.delegate, "App/SceneDelegate.swift": Self.sceneDelegate,
            "App/Base.lproj/Main.storyboard": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"><scenes/></document>\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let report = RestorationDoctor.diagnose(read)
        let finding = try #require(report.findings.first { $0.code == .sceneConfigurationMissing }, "\(report.findings.map(\.message))")
        #expect(finding.severity == .error && finding.file == "App/Info.plist" && finding.line == 8)
        #expect(finding.message.contains("its scene delegate SceneDelegate never runs") && finding.fix.contains("UISceneDelegateClassName $(PRODUCT_MODULE_NAME).SceneDelegate (and UISceneStoryboardFile Main)"))
        #expect(!report.findings.contains { $0.code == .sceneRestorationMissing || $0.code == .uisceneRequired }, "one finding; the scene delegate does not run: \(report.findings.map(\.code))")
        #expect(read.apps[0].lifeCycle == .classic, "TN3187: not the scene life cycle")

        let plan = ProjectFixer.plan(report.findings, in: read)
        let edit = try #require(plan.edits.first, "\(plan.refused.map(\.reason))")
        #expect(plan.edits.count == 1 && edit.path == "App/Info.plist")
        // Only lines added (or the empty UISceneConfigurations replaced), indented with the file's tabs.
        let before = String(decoding: edit.file.before ?? [], as: UTF8.self), after = String(decoding: edit.file.after, as: UTF8.self)
        #expect(after.contains("\t\t<key>UISceneConfigurations</key>\n\t\t<dict>\n\t\t\t<key>UIWindowSceneSessionRoleApplication</key>\n\t\t\t<array>\n\t\t\t\t<dict>\n"
                               + "\t\t\t\t\t<key>UISceneConfigurationName</key>\n\t\t\t\t\t<string>Default Configuration</string>\n"
                               + "\t\t\t\t\t<key>UISceneDelegateClassName</key>\n\t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>\n"
                               + "\t\t\t\t\t<key>UISceneStoryboardFile</key>\n\t\t\t\t\t<string>Main</string>\n"), "\(after)")
        for line in before.split(separator: "\n") where !line.contains("<dict/>") && !line.contains("UISceneConfigurations") { #expect(after.contains(line + "\n")) }
        try Data(edit.file.after).write(to: folder.appending(edit.path))
        let again = RestorationDoctor.diagnose(try ProjectFolder.read(at: folder.path))
        #expect(!again.findings.contains { $0.code == .sceneConfigurationMissing }, "\(again.findings.map(\.message))")
        #expect(again.findings.contains { $0.code == .sceneRestorationMissing }, "the scene rules run once it is named: \(again.findings.map(\.code))")
        #expect(ProjectFixer.plan(again.findings, in: try ProjectFolder.read(at: folder.path)).edits.isEmpty)
    }

    @Test("no scene delegate: the error's fix says what to write, and --fix makes no edit; Objective-C's delegate is named without a module")
    func notMechanical() throws {
        let manifest = "\t<dict>\n\t\t<key>UIApplicationSupportsMultipleScenes</key>\n\t\t<false/>\n\t</dict>\n"
        let folder = try ProjectSamples.folder(["App/Info.plist": Self.info(manifest), "App/AppDelegate.swift": Self.delegate])
        let read = try ProjectFolder.read(at: folder.path)
        let report = RestorationDoctor.diagnose(read)
        let finding = try #require(report.findings.first { $0.code == .sceneConfigurationMissing })
        #expect(finding.message.contains("it has no scene delegate") && finding.fix.hasPrefix("adopt scenes") && finding.repair == nil && finding.severity == .note)
        #expect(ProjectFixer.plan(report.findings, in: read).edits.isEmpty)

        let objc = try ProjectSamples.folder([
            "App/Info.plist": Self.info(manifest),
            "App/AppDelegate.m": "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n@implementation AppDelegate\n@end\n",
            "App/SceneDelegate.m": "#import <UIKit/UIKit.h>\n@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>\n@end\n@implementation SceneDelegate\n@end\n",
        ])
        let objcReport = RestorationDoctor.diagnose(try ProjectFolder.read(at: objc.path))
        let named = try #require(objcReport.findings.first { $0.code == .sceneConfigurationMissing })
        #expect(named.repair == .sceneConfiguration(delegateClass: "SceneDelegate", storyboard: "Main"), "\(String(describing: named.repair))")
    }
}

@testable import AppProject
import Foundation
import TestSupport
import Testing

/// What a finding says and advises, beyond its code and place: the advice names what it
/// changes, says only what applies to the app, and a note names what doctor did not follow.
@Suite("doctor: what findings say and advise")
struct FindingTextTests {
    static func findings(_ example: RuleExample) throws -> [ProjectFinding] {
        let (directory, report) = try RuleExampleTests.diagnose(example)
        _ = directory
        return report.findings
    }

    @Test("opt-in-deprecated's fix says what the secure pair changes, and where the app decodes with decodeObject(forKey:)")
    func secureCodingConsequence() throws {
        let controller = """
            import UIKit

            class ItemsViewController: UITableViewController {
                var item: Item?

                override func decodeRestorableState(with coder: NSCoder) {
                    super.decodeRestorableState(with: coder)
                    item = coder.decodeObject(forKey: "item") as? Item
                }
            }

            """
        let found = try Self.findings(.triggering("", .classicApp, ("project.yml", OptInDeprecated.spec(deploymentTarget: "15.0")),
                                                  ("App/AppDelegate.swift", OptInDeprecated.delegate.replacing("%@", with: "")),
                                                  ("App/ItemsViewController.swift", controller)))
        let deprecated = found.filter { $0.code == .optInDeprecated }
        #expect(deprecated.count == 2, "\(found)")
        for finding in deprecated {
            #expect(finding.fix.contains("their coder requires secure coding") && finding.fix.contains("stops being restored"), "\(finding.fix)")
            #expect(finding.fix.hasSuffix("(App/ItemsViewController.swift:8 decodes with decodeObject(forKey:))"), "\(finding.fix)")
        }
    }

    @Test("uiscene-required's fix speaks of restoration only for an app that has some")
    func lifeCycleOnly() throws {
        let plain = try Self.findings(.triggering("", .classicApp, ("App/AppDelegate.swift", "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n")))
        let note = try #require(plain.first { $0.code == .uisceneRequired })
        #expect(note.severity == .note && note.fix == UISceneRequired.lifeCycleFix && !note.fix.contains("restoration"), "\(note.fix)")
        let restoring = try Self.findings(.triggering("", .classicApp, ("App/AppDelegate.swift", UISceneRequired.appLevelDelegate)))
        let warning = try #require(restoring.first { $0.code == .uisceneRequired })
        #expect(warning.severity == .warning && warning.fix.contains("with its restoration"), "\(warning.fix)")
    }

    @Test("an activity type read from another object's property: the note names the property, not 'built at run time'")
    func typeFromAProperty() throws {
        let delegate = RuleExample.Base.sceneDelegate.replacing(
            "        let activity = NSUserActivity(activityType: \"com.example.app.browse\")",
            with: "        let activity = NSUserActivity(activityType: Tweaks.shared.restorationKey)")
        let found = try Self.findings(.triggering("", .sceneApp, ("App/SceneDelegate.swift", delegate)))
        let note = try #require(found.first { $0.code == .notUnderstood && $0.file == "App/SceneDelegate.swift" })
        #expect(note.message.contains("gets its type from Tweaks.shared.restorationKey, a property doctor does not follow"), "\(note.message)")
        #expect(!note.message.contains("built at run time"), "\(note.message)")
    }

    @Test("a type read from the bundle by a computed class var whose body holds `let activityType = \"\"`: not taken for the type (Apple's sample's shape)")
    func bodyLocalIsNoMember() throws {
        let delegate = RuleExample.Base.sceneDelegate.replacing(
            "        let activity = NSUserActivity(activityType: \"com.example.app.browse\")",
            with: "        let activity = NSUserActivity(activityType: BrowserViewController.activityType)").replacing("""
            class BrowserViewController: UIViewController {
                var address: String?
            """, with: """
            class BrowserViewController: UIViewController {
                var address: String?

                class var activityType: String {
                    let activityType = ""
                    if let types = Bundle.main.infoDictionary?["NSUserActivityTypes"] as? [String] {
                        return types[0]
                    }
                    return activityType
                }
            """)
        let found = try Self.findings(.triggering("", .sceneApp, ("App/SceneDelegate.swift", delegate)))
        #expect(!found.contains { $0.code == .activityTypeUndeclared }, "\(found.map(\.message))")
        let note = try #require(found.first { $0.code == .notUnderstood && $0.file == "App/SceneDelegate.swift" }, "\(found.map(\.message))")
        #expect(note.message.contains("gets its type from BrowserViewController.activityType, a property doctor does not follow"), "\(note.message)")

        // A body's own constant before the activity is still its type.
        let local = RuleExample.Base.sceneDelegate.replacing(
            "        let activity = NSUserActivity(activityType: \"com.example.app.browse\")",
            with: "        let type = \"com.example.app.unlisted\"\n        let activity = NSUserActivity(activityType: type)")
        let undeclared = try Self.findings(.triggering("", .sceneApp, ("App/SceneDelegate.swift", local)))
        #expect(undeclared.contains { $0.code == .activityTypeUndeclared && $0.message.contains("com.example.app.unlisted") }, "\(undeclared.map(\.message))")
    }

    @Test("an activity read from a UIKit object's property: the note names the receiver without the dot before the property")
    func receiverWithoutDot() throws {
        let delegate = RuleExample.Base.sceneDelegate.replacing(
            "        self.window = window\n",
            with: "        self.window = window\n        scene.userActivity = connectionOptions.userActivities.first\n").replacing("""
                let activity = NSUserActivity(activityType: "com.example.app.browse")
                activity.userInfo = ["address": (window?.rootViewController as? BrowserViewController)?.address ?? ""]
                return activity
        """, with: "        scene.userActivity\n")
        let found = try Self.findings(.triggering("", .sceneApp, ("App/SceneDelegate.swift", delegate)))
        let note = try #require(found.first { $0.code == .notUnderstood && $0.file == "App/SceneDelegate.swift" }, "\(found)")
        #expect(note.message.contains("(the class of connectionOptions.userActivities is not known)"), "\(note.message)")
    }

    @Test("the same finding in two targets is said once, naming both, though each target's module is in its anchor")
    func sharedAcrossModules() {
        func note(_ target: String) -> ProjectFinding {
            var finding = ProjectFinding(.notUnderstood, file: "App/SceneDelegate.swift", line: 38, column: 24, anchor: "NSUserActivity@\(target).SceneDelegate", "a type doctor does not follow")
            finding.target = target
            finding.project = "App.xcodeproj"
            return finding
        }
        let merged = RestorationDoctor.merged([note("FFDone"), note("WDone")])
        #expect(merged.count == 1 && merged.first?.targets == ["FFDone", "WDone"], "\(merged)")
        #expect(merged.first?.message.hasSuffix("(the same in the app targets FFDone and WDone)") == true, "\(merged)")
    }
}

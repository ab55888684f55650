import Foundation
@testable import SceneMigration
import Testing
import TestSupport

/// The generated restoration code and scene delegates, compiled against the stubs of Apple's
/// declarations, and the two languages' templates checked against each other.
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

    static func sample(activityType: String? = "com.example.App.restoration") -> RestorationCode {
        RestorationCode(
            activityType: activityType, appDelegate: "AppDelegate", save: .secure, restore: .secure, willEncode: true, didDecode: true, delegateFactory: true,
            storyboardIdentifiers: [.init(key: "Tabs/UINavigationController/Detail", value: "Detail")],
            storyboards: [.init(key: "Detail", value: "Main"), .init(key: "Login", value: "Main")], classIdentifiers: [.init(key: "LoginViewController", value: "Login")])
    }

    /// The restoration code type-checks in both language modes, with a fixed activity type and
    /// with the bundle id's at run time (a bundle id that differs per configuration).
    @Test(arguments: ["5", "6"])
    func restorationCodeTypeChecks(swiftVersion: String) throws {
        guard ProcessRunner.has("swiftc") else { return }
        for code in [Self.sample(), Self.sample(activityType: nil)] {
            let folder = try TemporaryDirectory("generated")
            let restoration = folder.appending("SceneRestoration.swift")
            try SwiftRestorationSource.text(code).write(to: restoration, atomically: true, encoding: .utf8)
            let delegate = folder.appending("AppDelegate.swift")
            try Self.appDelegate.write(to: delegate, atomically: true, encoding: .utf8)
            #expect(try CodeChecks.parse([restoration]) == nil)
            let messages = try CodeChecks.typecheck([restoration, delegate], swiftVersion: swiftVersion)
            #expect(messages == nil, "\(messages ?? "")")
        }
    }

    static let everything = SceneDelegateCode(
        className: "SceneDelegate", appDelegate: "AppDelegate", appDelegateHeader: "AppDelegate.h", appDelegateWindow: "window", storyboard: nil,
        setUp: SetUpMethods(beforeRestore: AppDelegateSceneMethod(baseName: "setUpWindow", file: "AppDelegate.m", from: "application:willFinishLaunchingWithOptions:", makesWindow: true),
                            afterRestore: AppDelegateSceneMethod(baseName: "finishWindowSetUp", file: "AppDelegate.m", from: "application:didFinishLaunchingWithOptions:", makesWindow: false)),
        lifeCycle: SceneDelegateCode.LifeCycleEvent.allCases, openURL: .options, continueActivity: true, shortcut: true,
        warnings: ["uistate migrate [key-window] AppDelegate.m:3: the key window: nil until a scene connects"])

    @Test func objectiveCCodeCompiles() throws {
        guard ProcessRunner.has("clang") else { return }
        let folder = try TemporaryDirectory("generated-objc")
        let files: [(String, String)] = [
            ("SceneRestoration.h", ObjectiveCRestorationSource.header),
            ("SceneRestoration.m", ObjectiveCRestorationSource.implementation(Self.sample())),
            ("SceneRestorationAnyType.m", ObjectiveCRestorationSource.implementation(Self.sample(activityType: nil))),
            ("SceneDelegate.h", ObjectiveCSceneDelegateSource.header(Self.everything)),
            ("SceneDelegate.m", ObjectiveCSceneDelegateSource.implementation(Self.everything)),
            ("AppDelegate.h", "#import <UIKit/UIKit.h>\n\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@property (strong, nonatomic) UIWindow *window;\n@end\n"),
        ]
        for (name, text) in files { try text.write(to: folder.appending(name), atomically: true, encoding: .utf8) }
        let messages = try CodeChecks.objectiveC(["SceneRestoration.m", "SceneRestorationAnyType.m", "SceneDelegate.m"].map { folder.appending($0) },
                                                 including: [folder.url], deploymentTarget: "13.0")
        #expect(messages == nil, "\(messages ?? "")")
    }

    /// One template per language, the same routines in each: every routine of the list is
    /// defined in the generated Swift (`func name(`) and Objective-C (its selector).
    @Test func bothTemplatesDefineTheSameRoutines() throws {
        let swift = SwiftRestorationSource.text(Self.sample())
        let objectiveC = ObjectiveCRestorationSource.implementation(Self.sample())
        let swiftNames = Self.swiftFunctions(swift)
        let selectors = Self.objectiveCSelectors(objectiveC)
        for routine in RestorationRoutine.allCases {
            #expect(swiftNames.contains(routine.swiftName), "SceneRestoration.swift lacks \(routine.swiftName)")
            #expect(selectors.contains(routine.selector), "SceneRestoration.m lacks \(routine.selector)")
        }
        // And nothing besides: a routine added to one template is added to the list and the other.
        let listedSwift = Set(RestorationRoutine.allCases.map(\.swiftName)), listedObjC = Set(RestorationRoutine.allCases.map(\.selector))
        let ownSwift = swiftNames.subtracting(listedSwift).subtracting(["encode(_:forKey:)", "decodeObject(forKey:)", "archiver(_:willEncode:)", "unarchiver(_:didDecode:)", "encode(with:)", "presentNext()", "isAttached(_:)", "loadView(_:)"])
        let ownObjC = selectors.subtracting(listedObjC).subtracting(["encodeObject:forKey:", "decodeObjectForKey:", "archiver:willEncodeObject:", "unarchiver:didDecodeObject:", "encodeWithCoder:", "initWithCoder:", "initWithPath:", "supportsSecureCoding", "init", "presentNext", "loadView:", "registerClassNames", "activityType", "storyboardIdentifiers", "storyboards", "classIdentifiers", "classStoryboards"])
        #expect(ownSwift.isEmpty, "only in Swift: \(ownSwift.sorted())")
        #expect(ownObjC.isEmpty, "only in Objective-C: \(ownObjC.sorted())")
    }

    /// `func name(label: T, _ other: U)` as `name(label:_:)`.
    static func swiftFunctions(_ text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            guard let range = line.range(of: "func ") else { continue }
            let rest = line[range.upperBound...]
            let name = rest.prefix { $0 != "(" }
            guard let open = rest.firstIndex(of: "("), let close = rest.lastIndex(of: ")") else { continue }
            let parameters = rest[rest.index(after: open)..<close]
            var labels: [String] = []
            var depth = 0
            var current = ""
            for character in parameters {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth -= 1 }
                if character == ",", depth == 0 {
                    labels.append(current)
                    current = ""
                } else {
                    current.append(character)
                }
            }
            if !current.trimmingCharacters(in: .whitespaces).isEmpty { labels.append(current) }
            let spelled = labels.map { label -> String in
                let words = label.trimmingCharacters(in: .whitespaces).split(separator: ":")[0].split(separator: " ")
                return String(words.first ?? "_") + ":"
            }
            names.insert(name + "(" + spelled.joined() + ")")
        }
        return names
    }

    /// `- (void)attach:(UIViewController *)controller atPath:(NSString *)path {` as `attach:atPath:`.
    static func objectiveCSelectors(_ text: String) -> Set<String> {
        var selectors: Set<String> = []
        // A declaration that goes on to the next lines is one line here.
        var joined: [Substring] = []
        var pending: String?
        for line in text.split(separator: "\n") {
            if var open = pending {
                open += " " + line.trimmingCharacters(in: .whitespaces)
                pending = line.hasSuffix("{") || line.hasSuffix(";") ? nil : open
                if pending == nil { joined.append(Substring(open)) }
            } else if (line.hasPrefix("- (") || line.hasPrefix("+ (")) && !line.hasSuffix("{") && !line.hasSuffix(";") {
                pending = String(line)
            } else {
                joined.append(line)
            }
        }
        for line in joined where (line.hasPrefix("- (") || line.hasPrefix("+ (")) && line.hasSuffix("{") {
            guard let close = line.firstIndex(of: ")") else { continue }
            let rest = line[line.index(after: close)...].dropLast()
            var selector = ""
            var parts = rest.split(separator: " ")
            if !rest.contains(":") {
                selector = String(parts.first ?? "")
            } else {
                parts = parts.filter { $0.contains(":") }
                selector = parts.map { String($0.prefix { $0 != ":" }) + ":" }.joined()
            }
            selectors.insert(selector)
        }
        return selectors
    }

    /// UIKit's order in both languages: the views that were loaded loaded again before any
    /// decode method runs, the decode methods before the app delegate's, the presentations
    /// and then applicationFinishedRestoringState; the restore opt-in asked only when UIKit
    /// did not (its answer kept, UIKit told no), the save opt-in into the app-level archive
    /// before the app delegate's encode method, as UIKit asks it.
    @Test func theRestoreKeepsUIKitsOrderAndAsksTheOptInOnce() throws {
        let swift = SwiftRestorationSource.text(Self.sample())
        let objectiveC = ObjectiveCRestorationSource.implementation(Self.sample())
        for (text, steps) in [(swift, ["rebuild.loadViews()", "rebuild.decode()", "didDecodeRestorableStateWith: coder", "rebuild.present()"]),
                              (objectiveC, ["[rebuild loadViews];", "[rebuild decode];", "didDecodeRestorableStateWithCoder:coder", "[rebuild present];"])] {
            let places = try steps.map { step in try #require(text.range(of: step), "\(step)").lowerBound }
            #expect(places == places.sorted(), "\(steps)")
        }
        for (text, save, encode) in [(swift, "shouldSaveSecureApplicationState: archiver", "willEncodeRestorableStateWith: archiver"),
                                     (objectiveC, "shouldSaveSecureApplicationState:archiver", "willEncodeRestorableStateWithCoder:archiver")] {
            let asked = try #require(text.range(of: save), "\(save)")
            let encoded = try #require(text.range(of: encode), "\(encode)")
            #expect(asked.lowerBound < encoded.lowerBound)
            #expect(text.components(separatedBy: save).count == 2, "the save opt-in asked once")
        }
        #expect(swift.contains("restoreAnswer = answer\n        return false") && objectiveC.contains("SceneRestorationAnswer = answer;\n    return NO;"))
        let answer = try #require(swift.range(of: "if let restoreAnswer { return restoreAnswer }"))
        let ask = try #require(swift.range(of: "shouldRestoreSecureApplicationState: coder"))
        #expect(answer.lowerBound < ask.lowerBound)
        #expect(objectiveC.contains("if (SceneRestorationAnswered) {\n        return SceneRestorationAnswer;"))
        // A controller made from a storyboard is saved with its storyboard ID.
        #expect(swift.contains("entry[storyboardIdentifierKey] = identifier") && objectiveC.contains("entry[SceneRestorationStoryboardIdentifierKey] = identifier;"))
    }
}

@testable import AppProject
import Foundation
import Testing

/// Every spelling of every method the rules know (docs/doctor.md, "Every spelling"): Swift 3
/// and later, Swift 2 (one written name for the first parameter, `WithCoder` in the base name),
/// an `@objc(...)` selector on a Swift method of any name, and Objective-C; a class method
/// only where UIKit calls one. Each spelling is one test case: found as the method, and a near
/// miss is not.
@Suite("doctor: every spelling of the methods UIKit calls")
struct MethodSpellingTests {
    struct Spelling: CustomTestStringConvertible, Sendable {
        var method: String
        var language: SourceTokenizer.Language
        var declaration: String
        /// Swift 2 names count only in a module that may be Swift 2.
        var swift2 = false
        var testDescription: String { "\(method): \(declaration)" }
    }

    static func spellings(_ method: String, _ spellings: MethodSpellings, swift: [String], swift2: [String], objectiveC: String) -> [Spelling] {
        swift.map { Spelling(method: method, language: .swift, declaration: $0) }
            + swift2.map { Spelling(method: method, language: .swift, declaration: $0, swift2: true) }
            + [Spelling(method: method, language: .objectiveC, declaration: objectiveC)]
    }

    static let cases: [Spelling] = RestorationMethod.allCases.flatMap { method -> [Spelling] in
        let name = method.rawValue
        switch method {
        case .shouldSaveSecure, .shouldRestoreSecure:
            let label = method == .shouldSaveSecure ? "shouldSaveSecureApplicationState" : "shouldRestoreSecureApplicationState"
            return spellings(name, method.spellings, swift: [
                "func application(_ application: UIApplication, \(label) coder: NSCoder) -> Bool { true }",
                "@objc(application:\(label):) func answer(_ app: UIApplication, with coder: NSCoder) -> Bool { true }",
            ], swift2: [], objectiveC: "- (BOOL)application:(UIApplication *)application \(label):(NSCoder *)coder { return YES; }")
        case .shouldSave, .shouldRestore:
            let label = method == .shouldSave ? "shouldSaveApplicationState" : "shouldRestoreApplicationState"
            return spellings(name, method.spellings, swift: ["func application(_ application: UIApplication, \(label) coder: NSCoder) -> Bool { true }"],
                             swift2: ["func application(application: UIApplication, \(label) coder: NSCoder) -> Bool { return true }"],
                             objectiveC: "- (BOOL)application:(UIApplication *)application \(label):(NSCoder *)coder { return YES; }")
        case .delegateFactory:
            return spellings(name, method.spellings, swift: [
                "func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? { nil }",
            ], swift2: ["func application(application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [AnyObject], coder: NSCoder) -> UIViewController? { return nil }"],
               objectiveC: "- (UIViewController *)application:(UIApplication *)application viewControllerWithRestorationIdentifierPath:(NSArray *)components coder:(NSCoder *)coder { return nil; }")
        case .restorationFactory:
            return spellings(name, method.spellings, swift: [
                "static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? { nil }",
                "class func viewController(withRestorationIdentifierPath identifierComponents: [Any], coder: NSCoder) -> UIViewController? { nil }",
            ], swift2: ["static func viewControllerWithRestorationIdentifierPath(identifierComponents: [AnyObject], coder: NSCoder) -> UIViewController? { return nil }"],
               objectiveC: "+ (UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray *)components coder:(NSCoder *)coder { return nil; }")
        case .encode, .decode:
            let word = method == .encode ? "encode" : "decode"
            return spellings(name, method.spellings, swift: ["override func \(word)RestorableState(with coder: NSCoder) {}"],
                             swift2: ["override func \(word)RestorableStateWithCoder(coder: NSCoder) {}"],
                             objectiveC: "- (void)\(word)RestorableStateWithCoder:(NSCoder *)coder {}")
        case .initCoder:
            return spellings(name, method.spellings, swift: ["required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }", "required init(coder: NSCoder) { fatalError() }"],
                             swift2: [], objectiveC: "- (instancetype)initWithCoder:(NSCoder *)coder { return [super initWithCoder:coder]; }")
        case .stateRestorationActivity:
            return spellings(name, method.spellings, swift: ["func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }"],
                             swift2: [], objectiveC: "- (NSUserActivity *)stateRestorationActivityForScene:(UIScene *)scene { return nil; }")
        case .appWillEncode, .appDidDecode:
            let word = method == .appWillEncode ? "willEncode" : "didDecode"
            return spellings(name, method.spellings, swift: ["func application(_ application: UIApplication, \(word)RestorableStateWith coder: NSCoder) {}"],
                             swift2: ["func application(application: UIApplication, \(word)RestorableStateWithCoder coder: NSCoder) {}"],
                             objectiveC: "- (void)application:(UIApplication *)application \(word)RestorableStateWithCoder:(NSCoder *)coder {}")
        }
    } + LifeCycleMethod.allCases.flatMap { method -> [Spelling] in
        let name = method.rawValue
        switch method {
        case .willFinishLaunching, .didFinishLaunching:
            let label = method == .willFinishLaunching ? "willFinishLaunchingWithOptions" : "didFinishLaunchingWithOptions"
            return spellings(name, method.spellings, swift: ["func application(_ application: UIApplication, \(label) launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }"],
                             swift2: ["func application(application: UIApplication, \(label) launchOptions: [NSObject: AnyObject]?) -> Bool { return true }"],
                             objectiveC: "- (BOOL)application:(UIApplication *)application \(label):(NSDictionary *)launchOptions { return YES; }")
        case .sceneWillConnect:
            return spellings(name, method.spellings, swift: ["func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}"],
                             swift2: [], objectiveC: "- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)options {}")
        case .restoreInteractionState:
            return spellings(name, method.spellings, swift: ["func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}"],
                             swift2: [], objectiveC: "- (void)scene:(UIScene *)scene restoreInteractionStateWithUserActivity:(NSUserActivity *)activity {}")
        case .configurationForConnecting:
            return spellings(name, method.spellings, swift: [
                "func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration { fatalError() }",
            ], swift2: [], objectiveC: "- (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:(UISceneSession *)session options:(UISceneConnectionOptions *)options { return nil; }")
        }
    }

    static func spellingsOf(_ name: String) -> MethodSpellings {
        RestorationMethod(rawValue: name)?.spellings ?? LifeCycleMethod(rawValue: name)!.spellings
    }

    /// The class holding `declaration`, read as doctor reads it.
    static func owner(_ declaration: String, language: SourceTokenizer.Language, modernSwift: Bool = false) -> CodeFacts.CodeClass {
        let text = language == .swift
            ? "import UIKit\n\nclass Holder: UIViewController {\n    \(declaration)\n}\n"
            : "@implementation Holder\n\(declaration)\n@end\n"
        let path = language == .swift ? "Holder.swift" : "Holder.m"
        let file = CodeDeclarations.read(path: path, bytes: Array(text.utf8), language: language)
        let facts = CodeFacts(files: [(file, FileFacts(file), "App")], modernSwift: modernSwift ? ["App"] : [])
        return facts.classes["App.Holder"]!
    }

    @Test("found as the method", arguments: cases)
    func found(_ spelling: Spelling) {
        let method = Self.owner(spelling.declaration, language: spelling.language).method(Self.spellingsOf(spelling.method))
        #expect(method != nil, "\(spelling.declaration)")
        if spelling.swift2 {
            // A module built with Swift 3 or later calls the method by its Swift 3 name only.
            #expect(Self.owner(spelling.declaration, language: .swift, modernSwift: true).method(Self.spellingsOf(spelling.method)) == nil)
        }
    }

    @Test("near misses: an instance method where UIKit calls a class method, the other way round, and a name one word off")
    func nearMisses() {
        #expect(Self.owner("func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? { nil }", language: .swift)
            .method(.restorationFactory) == nil)
        #expect(Self.owner("- (UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray *)c coder:(NSCoder *)coder { return nil; }", language: .objectiveC)
            .method(.restorationFactory) == nil)
        #expect(Self.owner("static func encodeRestorableState(with coder: NSCoder) {}", language: .swift).method(.encode) == nil)
        #expect(Self.owner("func application(_ application: UIApplication, shouldSaveApplicationStates coder: NSCoder) -> Bool { true }", language: .swift)
            .method(.shouldSave) == nil)
    }
}

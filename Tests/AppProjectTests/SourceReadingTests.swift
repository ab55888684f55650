@testable import AppProject
import Testing

@Suite("Reading Swift and Objective-C without building them")
struct SourceReadingTests {
    static func swift(_ text: String) -> CodeFile {
        CodeDeclarations.read(path: "F.swift", bytes: Array(text.utf8), language: .swift)
    }

    /// One module's facts of these files.
    static func facts(_ files: [CodeFile]) -> CodeFacts {
        CodeFacts(files: files.map { ($0, FileFacts($0), "App") })
    }

    @Test("braces in comments, strings, interpolations, multi-line and raw strings never count")
    func literals() {
        let file = Self.swift(#"""
            /* a { comment /* nested } */ still } comment */
            class A: UIViewController {
                let a = "}{\(f({ x in x }("}")))"
                let b = """
                    } "quoted" {
                    """
                let c = #"raw } \(not interpolated) "# // }
                func b() { }
            }
            struct B {}
            """#)
        #expect(file.types.map(\.name) == ["A", "B"], "\(file.types.map(\.name))")
        #expect(file.types[0].functions.map(\.name) == ["b()"])
        #expect(file.tokens.contains { $0.kind == .string && $0.text == #"raw } \(not interpolated) "# })
        #expect(file.notes.isEmpty, "\(file.notes)")
    }

    @Test("a nested type: its own class, named through its enclosing type (`Application.Storage`), not another Storage of the app")
    func nestedTypes() throws {
        let unrelated = CodeDeclarations.read(path: "AStorage.swift", bytes: Array("import UIKit\nfinal class Storage: NSObject {\n    func save() {}\n}\n".utf8), language: .swift)
        let main = CodeDeclarations.read(path: "main.swift", bytes: Array(
            "import UIKit\n\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(Application.Storage.self))\n".utf8), language: .swift)
        let nested = Self.swift("""
            import UIKit

            enum Application {}

            extension Application {
                final class Storage: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
                }
            }

            extension Application.Storage {
                func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
            }
            """)
        let facts = Self.facts([unrelated, main, nested])
        let delegate = try #require(facts.appDelegates.first)
        #expect(facts.appDelegates.count == 1 && delegate.qualifiedName == "Application.Storage" && delegate.file == "F.swift", "\(facts.appDelegates.map(\.key))")
        #expect(delegate.methods.map(\.function.name).sorted() == ["application(_:shouldRestoreSecureApplicationState:)", "application(_:shouldSaveSecureApplicationState:)"])
        #expect(facts.lookup("Storage", from: "App")?.file == "AStorage.swift", "the top-level Storage stays itself")
        #expect(facts.lookup("Storage", from: "App")?.conformances.contains("UIApplicationDelegate") == false)
        #expect(facts.lookup("Application.Missing", from: "App") == nil, "no bare fallback inside a type the app declares")
    }

    @Test("main.swift choosing the app delegate for a test run: the class a release build takes, through a function or a constant, whichever branch names it",
          arguments: [
              "private func delegateClassName() -> String? {\n    return NSClassFromString(\"XCTestCase\") == nil ? NSStringFromClass(AppDelegate.self) : NSStringFromClass(TestAppDelegate.self)\n}\n\n_ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, delegateClassName())\n",
              "let appDelegateClass: AnyClass? = NSClassFromString(\"Testing_App.TestingAppDelegate\") ?? AppDelegate.self\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(appDelegateClass!))\n",
              "let isRunningTests = NSClassFromString(\"XCTestCase\") != nil\nlet appDelegateClass: AnyClass = isRunningTests ? TestingAppDelegate.self : AppDelegate.self\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(appDelegateClass))\n",
          ])
    func mainChoosingDelegate(_ main: String) throws {
        let mainFile = CodeDeclarations.read(path: "main.swift", bytes: Array(("import UIKit\n\n" + main).utf8), language: .swift)
        let delegates = Self.swift("""
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {}

            class TestAppDelegate: UIResponder, UIApplicationDelegate {}

            class TestingAppDelegate: UIResponder, UIApplicationDelegate {}
            """)
        let facts = Self.facts([mainFile, delegates])
        #expect(facts.appDelegates.map(\.name) == ["AppDelegate"], "\(facts.appDelegates.map(\.name))")
    }

    @Test("method names with their labels; class members are not types; init?(coder:)")
    func names() throws {
        let file = Self.swift("""
            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                class func make() -> AppDelegate { AppDelegate() }
                func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
                required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
                static func viewController(withRestorationIdentifierPath components: [String], coder: NSCoder) -> UIViewController? { nil }
            }
            extension AppDelegate: UIWindowSceneDelegate {}
            """)
        #expect(file.types.map(\.name) == ["AppDelegate", "AppDelegate"])
        #expect(file.types[0].attributes == ["main"] && file.types[0].inherits == ["UIResponder", "UIApplicationDelegate"])
        #expect(file.types[0].functions.map(\.name) == ["make()", "application(_:shouldSaveSecureApplicationState:)", "init(coder:)",
                                                        "viewController(withRestorationIdentifierPath:coder:)"])
        #expect(file.types[0].functions[3].isTypeMethod && file.types[0].functions[0].isTypeMethod)
        let facts = Self.facts([file])
        let delegate = try #require(facts.classes["App.AppDelegate"])
        #expect(delegate.conformances.contains("UIWindowSceneDelegate"), "extensions merge")
        #expect(delegate.body(.shouldSaveSecure)!.returns.map(\.value) == [.trueValue], "a one-expression body returns it")
        #expect(delegate.body(.restorationFactory)!.returns.map(\.value) == [.nilValue])
        #expect(delegate.body(.initCoder)!.callsInitWithCoder)
    }

    @Test("the type and function holding each token, from the index, are those a scan of every declaration finds")
    func enclosing() {
        let file = Self.swift("""
            func top() { let a = "1" }
            class Outer {
                func first() { let b = "2" }
                struct Inner {
                    enum Deeper { case x; func f() { let c = "3" } }
                    func g() {}
                    var h: Int { let d = 4; return d }
                }
                init() { let e = "5" }
            }
            extension Outer.Inner { func i() { let f = "6" } }
            let g = "7"
            """)
        // What the reader found before the index: every type and function tried for each token.
        for index in file.tokens.indices {
            var type: Int? = nil
            for (position, candidate) in file.types.enumerated() where candidate.body?.contains(index) == true {
                if type == nil || candidate.body!.count < file.types[type!].body!.count { type = position }
            }
            let functions = (type.map { file.types[$0].functions } ?? []) + file.functions
            let function = functions.filter { $0.body.contains(index) }.min { $0.body.count < $1.body.count }?.body
            let found = FileFacts.owner(in: file, at: index)
            #expect(found.type == type && found.function == function, "token \(index) \(file.tokens[index].text)")
        }
    }

    @Test("a binding in a method is no member: `Type.name` names static and instance constants only, a body's binding is kept apart by its bare name")
    func memberConstants() {
        let facts = FileFacts(Self.swift("""
            enum Keys {
                static let version = "2"
                static func make() -> String { let local = "x"; return local }
            }
            """))
        #expect(facts.constants["Keys.version"] == "2" && facts.constants["version"] == "2")
        #expect(facts.localConstants["local"] == "x" && facts.constants["local"] == nil && facts.constants["Keys.local"] == nil, "\(facts.constants)")
    }

    @Test("a class of many methods finds each by every spelling, the first in order (the methods indexed by name)")
    func manyMethods() throws {
        let filler = (0..<40).map { "    func helper\($0)() {}\n" }.joined()
        let file = Self.swift("""
            class ViewController: UIViewController {
            \(filler)    @objc(encodeRestorableStateWithCoder:) func save(into coder: NSCoder) {}
                func decodeRestorableStateWithCoder(coder: NSCoder) {}
                override func decodeRestorableState(with coder: NSCoder) {}
            }
            """)
        let controller = try #require(Self.facts([file]).classes["App.ViewController"])
        #expect(controller.methods.count == 43)
        #expect(controller.method(.encode)?.function.name == "save(into:)", "by its @objc selector")
        #expect(controller.method(.decode)?.function.name == "decodeRestorableStateWithCoder(coder:)", "the first spelling in order: Swift 2's")
        #expect(controller.method(.initCoder) == nil)
    }

    @Test("#if branches are all read while they balance; an unbalanced one keeps the first branch, with a note")
    func conditions() {
        let balanced = Self.swift("#if DEBUG\nclass A {}\n#else\nclass B {}\n#endif\nclass C {}\n")
        #expect(balanced.types.map(\.name) == ["A", "B", "C"] && balanced.notes.isEmpty)
        let unbalanced = Self.swift("#if os(iOS)\nclass A: UIView {\n#else\nclass A: NSView {\n#endif\n    func f() {}\n}\nclass C {}\n")
        #expect(unbalanced.types.map(\.name) == ["A", "C"], "\(unbalanced.types.map(\.name))")
        #expect(unbalanced.types[0].inherits == ["UIView"] && unbalanced.types[0].functions.map(\.name) == ["f()"])
        #expect(unbalanced.notes.contains { $0.text.contains("only its first branch") })
    }

    @Test("Objective-C: interfaces, implementations, selectors, @\"strings\", macros and returns")
    func objectiveC() {
        let file = CodeDeclarations.read(path: "A.m", bytes: Array("""
            #import "A.h"
            #define BRACE @"{"
            @interface A : UIViewController <UIViewControllerRestoration>
            @end
            @implementation A
            + (UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray *)path coder:(NSCoder *)coder {
                return [[A alloc] init];
            }
            - (void)encodeRestorableStateWithCoder:(NSCoder *)coder {
                NSString *s = @"} not a brace";
                [super encodeRestorableStateWithCoder:coder];
                [coder encodeObject:self.child forKey:@"child"];
            }
            @end
            """.utf8), language: .objectiveC)
        let facts = Self.facts([file])
        let type = facts.classes["App.A"]!
        #expect(type.superclass == "UIViewController" && type.conformances.contains("UIViewControllerRestoration"))
        #expect(type.methods.map(\.function.name) == ["viewControllerWithRestorationIdentifierPath:coder:", "encodeRestorableStateWithCoder:"])
        #expect(type.body(.restorationFactory)!.returns.map(\.value) == [.construction("A")])
        let encode = type.body(.encode)!
        #expect(encode.callsSuper("encodeRestorableState", "encodeRestorableStateWithCoder") && encode.encodedValues == ["child"])
    }

    @Test("a storyboard's identifier paths: containment, pushes below the navigation controller, a gap only where something is cut off")
    func chains() throws {
        let xml = """
            <document initialViewController="tab"><scenes>
            <scene><objects><tabBarController id="tab" restorationIdentifier="Tabs" sceneMemberID="viewController"><connections>
              <segue destination="nav" kind="relationship" relationship="viewControllers"/>
              <segue destination="plain" kind="relationship" relationship="viewControllers"/></connections></tabBarController></objects></scene>
            <scene><objects><navigationController id="nav" storyboardIdentifier="Nav" useStoryboardIdentifierAsRestorationIdentifier="YES" sceneMemberID="viewController"><connections>
              <segue destination="list" kind="relationship" relationship="rootViewController"/></connections></navigationController></objects></scene>
            <scene><objects><viewController id="list" customClass="List" sceneMemberID="viewController"><view><button><connections>
              <segue destination="detail" kind="show"/></connections></button></view></viewController></objects></scene>
            <scene><objects><viewController id="detail" restorationIdentifier="Detail" sceneMemberID="viewController"/></objects></scene>
            <scene><objects><viewController id="plain" customClass="Embedder" sceneMemberID="viewController"><view><containerView><connections>
              <segue destination="embedded" kind="embed"/></connections></containerView></view></viewController></objects></scene>
            <scene><objects><viewController id="embedded" restorationIdentifier="Inner" sceneMemberID="viewController"/></objects></scene>
            <scene><objects><viewController id="lonely" restorationIdentifier="Lonely" sceneMemberID="viewController"><connections>
              <segue destination="shown" kind="show"/></connections></viewController></objects></scene>
            <scene><objects><viewController id="shown" restorationIdentifier="Shown" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>
            """
        let storyboard = try StoryboardReader.read(path: "Main.storyboard", bytes: Array(xml.utf8))
        let chains = IdentifierChains.of(storyboard)
        func path(_ id: String) -> String? { chains.nodes.first { $0.controller.id == id }?.path?.joined(separator: "/") }
        #expect(path("nav") == "Tabs/Nav")
        #expect(path("list") == nil, "no identifier")
        #expect(path("detail") == "Tabs/Nav/Detail", "pushed: below the navigation controller, though the list has no identifier")
        #expect(path("embedded") == nil)
        #expect(path("shown") == "Lonely/Shown", "a show segue outside a navigation controller presents: below the presenter's root")
        #expect(chains.breaks.map(\.container.id) == ["plain"], "only the embedding controller cuts something off")
        #expect(chains.nodes.first { $0.controller.id == "nav" }?.atLaunch == true && chains.nodes.first { $0.controller.id == "detail" }?.atLaunch == false)
    }

    @Test("attribute values: XML's entities and character references decoded, anything else kept as written")
    func entities() throws {
        let xml = #"<document><scenes><scene><objects><viewController id="a" restorationIdentifier="Q&amp;A &lt;&#x41;&#66;&gt; &nbsp; &#xZZ; &amp" sceneMemberID="viewController"/></objects></scene></scenes></document>"#
        let storyboard = try StoryboardReader.read(path: "Main.storyboard", bytes: Array(xml.utf8))
        #expect(storyboard.controller("a")?.restorationIdentifier == "Q&A <AB> &nbsp; &#xZZ; &amp")
    }
}

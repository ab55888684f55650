@testable import AppProject
import Foundation
import TestSupport
import Testing

/// The project read as Xcode builds it: targets and what they are, the files each compiles,
/// settings through .xcconfig files, Info.plists preprocessed or with repeated keys, XcodeGen
/// and Tuist, several projects in one folder.
@Suite("doctor: reading the project as Xcode builds it")
struct ProjectModelTests {
    typealias Target = ProjectSamples.Target

    @Test("an iOS app, a macOS app with its own NSApplicationDelegate and an app extension: only the iOS app is diagnosed, from its own sources")
    func targets() throws {
        let pbxproj = ProjectSamples.pbxproj([
            Target(name: "Reader", settings: ["INFOPLIST_FILE": "iOS/Info.plist"], sources: ["iOS/AppDelegate.swift", "Shared/ListViewController.swift"]),
            Target(name: "Reader Mac", settings: ["INFOPLIST_FILE": "Mac/Info.plist", "SDKROOT": "macosx"], sources: ["Mac/AppDelegate.swift", "Shared/ListViewController.swift"]),
            Target(name: "Share", productType: "com.apple.product-type.app-extension", settings: ["INFOPLIST_FILE": "Share/Info.plist"], sources: ["Share/ShareViewController.swift"]),
            Target(name: "ReaderTests", productType: "com.apple.product-type.bundle.unit-test", sources: ["ReaderTests/Tests.swift"]),
        ])
        let folder = try ProjectSamples.folder([
            "Reader.xcodeproj/project.pbxproj": pbxproj,
            "iOS/Info.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>3</string>"),
            "iOS/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "Mac/Info.plist": ProjectSamples.plist(""),
            "Mac/AppDelegate.swift": "import AppKit\n\n@main\nclass AppDelegate: NSObject, NSApplicationDelegate {}\n",
            "Shared/ListViewController.swift": "import UIKit\n\nclass ListViewController: UIViewController {}\n",
            "Share/ShareViewController.swift": "import UIKit\n\nclass ShareViewController: UIViewController {\n    func f() { addChild(UIViewController()) }\n}\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        #expect(read.apps.map(\.name) == ["Reader"])
        #expect(Set(read.leftOut.map { "\($0.target): \($0.kind)" }) == ["Reader Mac: macOS app", "Share: iOS app extension", "ReaderTests: unit tests"])
        let app = read.apps[0]
        #expect(app.code.files.map(\.path).sorted() == ["Shared/ListViewController.swift", "iOS/AppDelegate.swift"])
        #expect(app.code.appDelegates.map(\.file) == ["iOS/AppDelegate.swift"], "the Mac app's NSApplicationDelegate is not the iOS app's")
        #expect(app.lifeCycle == .classic && app.info?.bundleVersion == "3")
    }

    @Test("$(TARGETNAME), Xcode's older name of TARGET_NAME, finds the Info.plist a setting names with it (rijksmuseum-ios-vip's $(SRCROOT)/$(TARGETNAME)/Resources/Info.plist)")
    func targetNameAlias() throws {
        let pbxproj = ProjectSamples.pbxproj([
            Target(name: "iOS", settings: ["INFOPLIST_FILE": "$(SRCROOT)/$(TARGETNAME)/Resources/Info.plist"], sources: ["iOS/AppDelegate.swift"]),
        ])
        let folder = try ProjectSamples.folder([
            "iOS.xcodeproj/project.pbxproj": pbxproj,
            "iOS/Resources/Info.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>7</string>"),
            "iOS/AppDelegate.swift": ProjectSamples.uikitDelegate,
        ])
        let app = try #require(try ProjectFolder.read(at: folder.path).apps.first)
        #expect(app.lifeCycle == .classic && app.info?.bundleVersion == "7", "\(app.notes)")
    }

    @Test("a target whose own settings say SDKROOT = macosx or SUPPORTED_PLATFORMS = macosx is a Mac target, whatever the project's iOS settings")
    func macTargets() throws {
        let pbxproj = ProjectSamples.pbxproj([
            Target(name: "Phone", settings: ["INFOPLIST_FILE": "Phone/Info.plist"], sources: ["Phone/AppDelegate.swift"]),
            Target(name: "Desk", settings: ["INFOPLIST_FILE": "Desk/Info.plist", "SDKROOT": "macosx"], sources: ["Desk/AppDelegate.swift"]),
            Target(name: "Desk Lite", settings: ["INFOPLIST_FILE": "Desk/Info.plist", "SUPPORTED_PLATFORMS": "macosx"], sources: ["Desk/AppDelegate.swift"]),
            Target(name: "Everywhere", settings: ["INFOPLIST_FILE": "Phone/Info.plist", "SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"],
                   sources: ["Phone/AppDelegate.swift"]),
        ], projectSettings: ["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphonesimulator iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "8.1"])
        let folder = try ProjectSamples.folder([
            "Studio.xcodeproj/project.pbxproj": pbxproj,
            "Phone/Info.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>1</string>"),
            "Phone/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "Desk/Info.plist": ProjectSamples.plist(""),
            "Desk/AppDelegate.swift": "import AppKit\n\n@main\nclass AppDelegate: NSObject, NSApplicationDelegate {}\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        #expect(read.apps.map(\.name) == ["Phone", "Everywhere"])
        #expect(Set(read.leftOut.map { "\($0.target): \($0.kind)" }) == ["Desk: macOS app", "Desk Lite: macOS app"])
        #expect(try ProjectFolder.appTargets(at: folder.path).map(\.name) == ["Phone", "Everywhere"], "completion lists the same apps")
    }

    @Test("settings through .xcconfig files: #include beside it or from the project's folder, #include? missing, $(inherited), conditions, operators; CRLF lines too",
          arguments: ["\n", "\r\n"])
    func xcconfig(_ lineEnd: String) throws {
        let pbxproj = ProjectSamples.pbxproj([
            Target(name: "My App", settings: ["OTHER": "$(inherited) target"], sources: ["App/AppDelegate.swift"], xcconfig: "Config/App.xcconfig"),
        ], projectSettings: ["SDKROOT": "iphoneos", "OTHER": "project"])
        let folder = try ProjectSamples.folder([
            "Reader.xcodeproj/project.pbxproj": pbxproj,
            "Config/App.xcconfig": """
                // A comment with an = sign
                #include "Base.xcconfig"
                #include "Config/Shared.xcconfig"
                #include? "Local.xcconfig"
                INFOPLIST_FILE = App/Info-macOS.plist
                INFOPLIST_FILE[sdk=iphone*] = $(SRCROOT)/App/$(PLIST_NAME).plist
                PRODUCT_BUNDLE_IDENTIFIER = $(PREFIX).$(PRODUCT_NAME:rfc1034identifier)

                """.replacingOccurrences(of: "\n", with: lineEnd),
            "Config/Base.xcconfig": "PREFIX = com.example" + lineEnd,
            "Config/Shared.xcconfig": "PLIST_NAME = Info-iOS" + lineEnd + "CURRENT_PROJECT_VERSION = 42" + lineEnd,
            "App/Info-iOS.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>$(CURRENT_PROJECT_VERSION)</string>\n" + ProjectSamples.sceneManifest),
            "App/AppDelegate.swift": ProjectSamples.uikitDelegate,
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let app = try #require(read.apps.first)
        #expect(app.bundleIdentifier == "com.example.My-App")
        #expect(app.info?.path == "App/Info-iOS.plist" && app.info?.bundleVersion == "42", "\(String(describing: app.info?.path))")
        #expect(app.lifeCycle.isScenes)
        #expect(app.target?.settings["OTHER"] == "project target")
        #expect(read.notes.isEmpty && app.notes.isEmpty, "\(read.notes) \(app.notes)")
    }

    @Test("Xcode 16 synchronized folders: the owner's files less its exceptions, another target's exceptions added to it")
    func synchronizedFolders() throws {
        let pbxproj = ProjectSamples.pbxproj([
            Target(name: "App", settings: ["GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_UIApplicationSceneManifest_Generation": "YES"],
                   synchronized: ["App"], exceptions: ["App": ["Info.plist", "Mac/MacOnly.swift"], "Shared": ["Model.swift"]]),
            Target(name: "Widget", productType: "com.apple.product-type.app-extension", synchronized: ["Shared"]),
        ])
        let folder = try ProjectSamples.folder([
            "App.xcodeproj/project.pbxproj": pbxproj,
            "App/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "App/Base.lproj/Main.storyboard": "<document><scenes/></document>",
            "App/Mac/MacOnly.swift": "class MacOnly {}\n",
            "App/Assets.xcassets/Contents.swift": "class InsideAssets {}\n",
            "Shared/Model.swift": "class Model {}\n",
            "Shared/WidgetOnly.swift": "class WidgetOnly {}\n",
        ])
        let app = try #require(try ProjectFolder.read(at: folder.path).apps.first)
        #expect(app.code.files.map(\.path).sorted() == ["App/AppDelegate.swift", "Shared/Model.swift"], "\(app.code.files.map(\.path))")
        #expect(app.storyboards.map(\.path) == ["App/Base.lproj/Main.storyboard"])
        #expect(app.lifeCycle.isScenes, "a generated scene manifest")
    }

    @Test("a preprocessed Info.plist: every branch read; a manifest in one branch only is 'unknown', in all is scenes")
    func preprocessed() throws {
        func app(_ plist: String) throws -> AppTarget {
            let folder = try ProjectSamples.folder([
                "App.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([
                    Target(name: "App", settings: ["INFOPLIST_FILE": "App/Info.plist", "INFOPLIST_PREPROCESS": "YES"], sources: ["App/AppDelegate.swift"]),
                ]),
                "App/Info.plist": plist,
                "App/AppDelegate.swift": ProjectSamples.uikitDelegate,
            ])
            return try #require(try ProjectFolder.read(at: folder.path).apps.first)
        }
        let oneBranch = try app(ProjectSamples.plist("#ifdef SCENES\n\(ProjectSamples.sceneManifest)\n#endif\n<key>NSUserActivityTypes</key><array><string>a</string></array>"))
        #expect(!oneBranch.lifeCycle.isKnown, "\(oneBranch.lifeCycle)")
        #expect(oneBranch.info?.manifestBranches?.contains("#ifdef SCENES (line 4)") == true, "\(String(describing: oneBranch.info?.manifestBranches))")
        let report = RestorationDoctor.diagnose(ProjectFolder(root: "", projects: [], apps: [oneBranch], leftOut: [], notes: []))
        #expect(report.findings.contains { $0.code == .notUnderstood && $0.message.contains("is not known") }, "\(report.findings)")
        #expect(!report.findings.contains { $0.code == .uisceneRequired || $0.code == .restorationNotUsed && $0.severity != .note })
        let both = try app(ProjectSamples.plist("#if DEBUG\n\(ProjectSamples.sceneManifest)\n#else\n\(ProjectSamples.sceneManifest)\n#endif"))
        #expect(both.lifeCycle.isScenes)
        let none = try app(ProjectSamples.plist("#if DEBUG\n<key>A</key><string>1</string>\n#else\n<key>A</key><string>2</string>\n#endif"))
        #expect(none.lifeCycle == .classic)
    }

    @Test("an Info.plist that repeats a key is read, the last value counting, with a note")
    func duplicateKeys() throws {
        let folder = try ProjectSamples.folder([
            "App.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([Target(name: "App", settings: ["INFOPLIST_FILE": "Info.plist"], sources: ["AppDelegate.swift"])]),
            "Info.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>1</string>\n<key>CFBundleVersion</key><string>2</string>\n" + ProjectSamples.sceneManifest),
            "AppDelegate.swift": ProjectSamples.uikitDelegate,
        ])
        let app = try #require(try ProjectFolder.read(at: folder.path).apps.first)
        #expect(app.info?.bundleVersion == "2" && app.lifeCycle.isScenes)
        #expect(app.notes.contains { $0.file == "Info.plist" && $0.line == 5 && $0.text.contains("CFBundleVersion") }, "\(app.notes)")
    }

    @Test("two projects in one folder: each app diagnosed on its own, a class of one not hiding the other's")
    func twoProjects() throws {
        let container = "import UIKit\n\nclass Pages: UIViewController {\n    let list = List()\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        restorationIdentifier = \"Pages\"\n        addChild(list)\n    }\n}\n\nclass List: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        restorationIdentifier = \"List\"\n    }\n}\n"
        let optIn = "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }\n    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }\n}\n"
        let folder = try ProjectSamples.folder([
            "One/One.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([Target(name: "One", settings: ["INFOPLIST_FILE": "Info.plist"], sources: ["AppDelegate.swift", "Pages.swift"])]),
            "One/Info.plist": ProjectSamples.plist(""),
            "One/AppDelegate.swift": optIn,
            "One/Pages.swift": container,
            "Two/Two.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([Target(name: "Two", settings: ["INFOPLIST_FILE": "Info.plist"], sources: ["AppDelegate.swift", "Pages.swift"])]),
            "Two/Info.plist": ProjectSamples.plist(""),
            "Two/AppDelegate.swift": optIn,
            "Two/Pages.swift": "import UIKit\n\nenum Pages { case first }\n",
        ])
        let report = RestorationDoctor.diagnose(try ProjectFolder.read(at: folder.path))
        #expect(report.apps.map(\.app.name) == ["One", "Two"])
        let containers = report.findings.filter { $0.code == .customContainerNotEncodingChildren }
        #expect(containers.map(\.target) == ["One"] && containers.first?.file == "One/Pages.swift", "\(report.findings)")
    }

    @Test("local Swift packages the app links are modules of it; a name in two modules stays two types")
    func localPackages() throws {
        let folder = try ProjectSamples.folder([
            "App.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([
                Target(name: "App", settings: ["INFOPLIST_FILE": "Info.plist"], sources: ["AppDelegate.swift", "Node.swift"], packageProducts: ["Feature"]),
            ], localPackages: ["Packages/Feature"]),
            "Info.plist": ProjectSamples.plist(""),
            "AppDelegate.swift": ProjectSamples.uikitDelegate,
            "Node.swift": "enum Node { case leaf }\n",
            "Packages/Feature/Package.swift": "// swift-tools-version: 5.9\n",
            "Packages/Feature/Sources/Feature/Node.swift": "import UIKit\n\nopen class Node: UIViewController {}\n",
            "Packages/Feature/Sources/Outline/Node.swift": "public final class Node { public func addChild(_ node: Node) {} }\n",
        ])
        let app = try #require(try ProjectFolder.read(at: folder.path).apps.first)
        let nodes = app.code.classes.values.filter { $0.name == "Node" }.map { "\($0.module).\($0.kind.rawValue)" }.sorted()
        #expect(nodes == ["App.enum", "Feature.class", "Outline.class"], "\(nodes)")
        #expect(app.code.isController(try #require(app.code.lookup("Node", from: "Feature"))))
        #expect(!app.code.isController(try #require(app.code.lookup("Node", from: "Outline"))))
        #expect(app.code.lookup("Node", from: "App")?.kind == .enum)
    }

    @Test("XcodeGen: includes, targets with type and platform, sources less excludes, info properties, config files")
    func xcodeGen() throws {
        let folder = try ProjectSamples.folder([
            "project.yml": """
                name: Reader
                options:
                  defaultConfig: Release
                include:
                  - path: App/target.yml
                targets:
                  ReaderKit:
                    type: framework
                    platform: iOS
                    sources: [Kit]

                """,
            "App/target.yml": """
                targets:
                  Reader:
                    type: application
                    platform: iOS # a comment
                    sources:
                      - path: .
                        excludes:
                          - "**/Legacy/**"
                    configFiles:
                      Release: Release.xcconfig
                    dependencies:
                      - target: ReaderKit
                    info:
                      path: Generated/Info.plist
                      properties:
                        UIApplicationSceneManifest:
                          UISceneConfigurations:
                            UIWindowSceneSessionRoleApplication:
                              - UISceneDelegateClassName: $(PRODUCT_MODULE_NAME).SceneDelegate
                        NSUserActivityTypes: [com.example.reader.browse, "com.example.reader.edit"]
                  ReaderMac:
                    type: application
                    platform: macOS
                    sources: [Mac]

                """,
            "App/Release.xcconfig": "PRODUCT_BUNDLE_IDENTIFIER = com.example.reader\n",
            "App/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "App/Legacy/Old.swift": "class Old {}\n",
            "Kit/Shared.swift": "public class Shared {}\n",
            "Mac/AppDelegate.swift": "import AppKit\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let app = try #require(read.apps.first)
        #expect(read.apps.count == 1 && app.project?.format == .xcodeGen && app.name == "Reader")
        #expect(app.code.files.map(\.path).sorted() == ["App/AppDelegate.swift", "Kit/Shared.swift"], "\(app.code.files.map(\.path))")
        #expect(app.lifeCycle.isScenes && app.info?.activityTypes == ["com.example.reader.browse", "com.example.reader.edit"])
        #expect(app.info?.sceneConfigurations.first?.delegateClass == "Reader.SceneDelegate")
        #expect(app.bundleIdentifier == "com.example.reader")
        #expect(Set(read.leftOut.map(\.target)) == ["ReaderKit", "ReaderMac"])
    }

    @Test("Tuist: the targets array, an extended default Info.plist, sources globs, destinations from the helpers")
    func tuist() throws {
        let folder = try ProjectSamples.folder([
            "Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project(
                    name: "Reader",
                    targets: [
                        .target(
                            name: "Reader",
                            destinations: Constants.destinations,
                            product: .app,
                            bundleId: "com.example.reader",
                            infoPlist: .extendingDefault(with: [
                                "UIApplicationSceneManifest": [
                                    "UIApplicationSupportsMultipleScenes": false,
                                    "UISceneConfigurations": [
                                        "UIWindowSceneSessionRoleApplication": [["UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"]],
                                    ],
                                ],
                                "NSUserActivityTypes": .array([.string("com.example.reader.browse")]),
                            ]),
                            sources: ["Reader/Sources/**"],
                            dependencies: [.target(name: "ReaderKit")]
                        ),
                        .target(name: "ReaderKit", destinations: .iOS, product: .framework, bundleId: "com.example.kit", sources: "Kit/**"),
                        Target.makeWidget(name: "Widget"),
                    ]
                )

                """,
            "Tuist/ProjectDescriptionHelpers/Constants.swift": "import ProjectDescription\n\npublic enum Constants {\n    public static let destinations: Destinations = [.iPhone, .iPad]\n}\n",
            "Reader/Sources/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "Reader/Sources/Deep/ListViewController.swift": "import UIKit\n\nclass ListViewController: UIViewController {}\n",
            "Kit/Shared.swift": "public class Shared {}\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let app = try #require(read.apps.first)
        #expect(read.apps.count == 1 && app.project?.format == .tuist)
        #expect(app.code.files.map(\.path).sorted() == ["Kit/Shared.swift", "Reader/Sources/AppDelegate.swift", "Reader/Sources/Deep/ListViewController.swift"], "\(app.code.files.map(\.path))")
        #expect(app.lifeCycle.isScenes && app.info?.activityTypes == ["com.example.reader.browse"])
        // `Target.makeWidget(name:)` is no function of the manifest or its helpers: said, and counted.
        #expect(read.notes.contains { $0.file == "Project.swift" && $0.text.contains("could not be evaluated") && $0.text.contains("makeWidget") }, "\(read.notes)")
        #expect(read.targetsNotEvaluated == ["Project.swift:25"], "\(read.targetsNotEvaluated)")
    }

    @Test("no iOS app is exit 66's error naming what is there; a pbxproj with merge-conflict markers is named as such")
    func noApp() throws {
        let frameworks = try ProjectSamples.folder([
            "Kit.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([Target(name: "Kit", productType: "com.apple.product-type.framework", sources: ["Kit.swift"])]),
            "Kit.swift": "public class Kit {}\n",
        ])
        #expect { try ProjectFolder.read(at: frameworks.path) } throws: { error in
            guard case ProjectError.noApp(_, let found) = error else { return false }
            return found.contains("Kit: iOS framework")
        }
        let conflicted = try ProjectSamples.folder([
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{\n<<<<<<< HEAD\n\tobjects = {};\n=======\n\tobjects = {a = b;};\n>>>>>>> branch\n}\n",
            "AppDelegate.swift": ProjectSamples.uikitDelegate,
        ])
        #expect { try ProjectFolder.read(at: conflicted.path) } throws: { error in
            "\(error)".contains("merge-conflict markers") && "\(error)".contains("project.pbxproj:3")
        }
    }

    @Test("settings: $(VAR), ${VAR}, nested names, operators, undefined names empty, a loop ends")
    func expansion() {
        let settings = BuildSettings(
            levels: [[.init(key: "A", value: "x-$(B)"), .init(key: "B", value: "${C:upper}"), .init(key: "C", value: "c"), .init(key: "LOOP", value: "$(LOOP)!"),
                      .init(key: "NAME", value: "My App 2"), .init(key: "N_c", value: "nested"), .init(key: "D", value: "$(N_$(C))")]],
            builtIn: [:], context: .init(configuration: "Release", sdks: ["iphoneos"]))
        #expect(settings["A"] == "x-C" && settings["D"] == "nested")
        #expect(settings.expand("$(NAME:rfc1034identifier).$(NAME:c99extidentifier)") == "My-App-2.My_App_2")
        #expect(settings.expand("$(MISSING)/$(MISSING:default=x)") == "/x" && settings.undefinedNames(in: "$(MISSING)") == ["MISSING"])
        #expect(settings["LOOP"]?.hasSuffix("!") == true)
    }

    @Test("YAML as XcodeGen writes it: nesting, sequences of mappings, flow collections across lines, quotes, anchors and merges")
    func yaml() {
        let node = YAMLDocument.read("""
            base: &base
              type: application
              platform: iOS
            targets:
              A:
                <<: *base
                sources:
                  - path: "Sources" # comment
                    excludes: ['a b', "c#d"]
                  - Other
                list: [one, {two: 2}, [three,
                  four]]
                script: |
                  echo "# not a comment"
            """)
        let a = node["targets"]?["A"]
        #expect(a?["type"]?.text == "application" && a?["platform"]?.text == "iOS")
        #expect(a?["sources"]?.items.first?["path"]?.text == "Sources")
        #expect(a?["sources"]?.items.first?["excludes"]?.items.compactMap(\.text) == ["a b", "c#d"])
        #expect(a?["sources"]?.items.last?.text == "Other")
        #expect(a?["list"]?.items.count == 3 && a?["list"]?.items[1]["two"]?.text == "2" && a?["list"]?.items[2].items.compactMap(\.text) == ["three", "four"])
        #expect(a?["script"]?.text?.contains("# not a comment") == true)
    }
}

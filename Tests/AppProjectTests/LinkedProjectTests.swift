@testable import AppProject
import Foundation
import TestSupport
import Testing

/// The app as it is built (docs/doctor.md, "What doctor reads"): frameworks of another
/// project of the workspace linked by product, local packages through their Package.swift,
/// a Swift package app, XcodeGen specs whose includes hold half a target, app delegates
/// started from `main.swift` and `main.m`, and the paths Xcode finds ignoring case.
@Suite("doctor: the app as it is built, from every project and package it links")
struct LinkedProjectTests {
    typealias Target = ProjectSamples.Target

    static let optIn = """
            override func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
                super.application(application, shouldSaveSecureApplicationState: coder)
            }
        """

    @Test("a thin app target: its app delegate's superclass, the scene delegate code names and the opt-in in a framework of another project of the workspace")
    func frameworkOfAnotherProject() throws {
        let folder = try ProjectSamples.folder([
            "App/App.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([
                Target(name: "App", settings: ["INFOPLIST_FILE": "Info.plist"], sources: ["AppDelegate.swift"], linkedFrameworks: ["Kit.framework"]),
            ]),
            "App/Info.plist": ProjectSamples.plist("<key>UIApplicationSceneManifest</key><dict><key>UIApplicationSupportsMultipleScenes</key><false/></dict>"),
            "App/AppDelegate.swift": "import UIKit\nimport Kit\n\n@main\nclass AppDelegate: BaseAppDelegate {}\n",
            "Kit/Kit.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([
                Target(name: "Kit", productType: "com.apple.product-type.framework", sources: ["BaseAppDelegate.swift", "KitSceneDelegate.swift"]),
            ]),
            "Kit/BaseAppDelegate.swift": """
                import UIKit

                open class BaseAppDelegate: UIResponder, UIApplicationDelegate {
                    open func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
                    open func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
                    open func application(_ application: UIApplication, configurationForConnecting session: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
                        configuration.delegateClass = KitSceneDelegate.self
                        return configuration
                    }
                }

                """,
            "Kit/KitSceneDelegate.swift": "import UIKit\n\npublic class KitSceneDelegate: UIResponder, UIWindowSceneDelegate {\n    public var window: UIWindow?\n}\n",
            "All.xcworkspace/contents.xcworkspacedata": "<Workspace version=\"1.0\"><FileRef location=\"group:App/App.xcodeproj\"></FileRef><FileRef location=\"group:Kit/Kit.xcodeproj\"></FileRef></Workspace>\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let app = try #require(read.apps.first)
        #expect(read.apps.count == 1 && app.code.files.map(\.path).sorted() == ["App/AppDelegate.swift", "Kit/BaseAppDelegate.swift", "Kit/KitSceneDelegate.swift"])
        #expect(app.lifeCycle.description.contains("application(_:configurationForConnecting:options:) gives them"), "\(app.lifeCycle)")
        let report = RestorationDoctor.diagnose(read)
        #expect(report.apps.first?.optIn == ["application(_:shouldSaveSecureApplicationState:)", "application(_:shouldRestoreSecureApplicationState:)"])
        let missing = try #require(report.findings.first { $0.code == .sceneRestorationMissing })
        #expect(missing.file == "Kit/KitSceneDelegate.swift" && missing.line == 3 && missing.column == 8, "\(missing)")
        // The workspace given instead of the folder: the same app.
        let viaWorkspace = try ProjectFolder.read(at: folder.path + "/All.xcworkspace")
        #expect(viaWorkspace.apps.map(\.name) == ["App"] && viaWorkspace.chosen == "All.xcworkspace")
    }

    @Test("a project a workspace names that the checkout lacks: a note naming it (not CocoaPods' Pods project, which pod install makes)")
    func workspaceProjectNotCheckedOut() throws {
        let folder = try ProjectSamples.folder([
            "App/App.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([
                Target(name: "App", settings: ["INFOPLIST_FILE": "Info.plist"], sources: ["AppDelegate.swift"], linkedFrameworks: ["Kit.framework"]),
            ]),
            "App/Info.plist": ProjectSamples.plist(""),
            "App/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "All.xcworkspace/contents.xcworkspacedata": """
                <Workspace version="1.0"><FileRef location="group:App/App.xcodeproj"></FileRef>\
                <FileRef location="group:Kit/Kit.xcodeproj"></FileRef><FileRef location="group:Pods/Pods.xcodeproj"></FileRef></Workspace>

                """,
        ])
        let report = RestorationDoctor.diagnose(try ProjectFolder.read(at: folder.path))
        let notes = report.findings.filter { $0.code == .notUnderstood && $0.message.contains("the checkout lacks") }
        #expect(notes.map(\.file) == ["All.xcworkspace/contents.xcworkspacedata"], "\(report.findings)")
        #expect(notes.first?.message == "names Kit/Kit.xcodeproj, which the checkout lacks: its targets and code are not read")
        #expect(!report.findings.contains { $0.message.contains("Pods") }, "\(report.findings)")
        // The workspace given instead of the folder: the same note, not a missing project.pbxproj.
        let viaWorkspace = RestorationDoctor.diagnose(try ProjectFolder.read(at: folder.path + "/All.xcworkspace"))
        #expect(viaWorkspace.findings.filter { $0.code == .notUnderstood }.map(\.message) == notes.map(\.message), "\(viaWorkspace.findings)")
    }

    @Test("projects a workspace names that the checkout lacks: one note for them all, git submodules said, the project itself at its author's absolute path not")
    func workspaceProjectsInSubmodules() throws {
        var files = [
            "App.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([Target(name: "App", settings: ["INFOPLIST_FILE": "Info.plist"], sources: ["AppDelegate.swift"])]),
            "Info.plist": ProjectSamples.plist(""),
            "AppDelegate.swift": ProjectSamples.uikitDelegate,
            ".gitmodules": "[submodule \"modules/Kit\"]\n\tpath = modules/Kit\n\turl = https://example.com/kit.git\n[submodule \"modules/KitUI\"]\n\tpath = modules/KitUI\n",
        ]
        let references = ["/Users/someone/code/app/App.xcodeproj", "modules/Kit/Kit.xcodeproj", "modules/KitUI/KitUI.xcodeproj", "modules/KitData/KitData.xcodeproj"]
        files["All.xcworkspace/contents.xcworkspacedata"] = "<Workspace version=\"1.0\">" + references.map { "<FileRef location=\"group:\($0)\"></FileRef>" }.joined() + "</Workspace>\n"
        let folder = try ProjectSamples.folder(files)
        let report = RestorationDoctor.diagnose(try ProjectFolder.read(at: folder.path))
        let notes = report.findings.filter { $0.code == .notUnderstood && $0.message.contains("the checkout lacks") }
        #expect(notes.map(\.message) == [
            "names 3 projects the checkout lacks (modules/Kit/Kit.xcodeproj, modules/KitUI/KitUI.xcodeproj, and 1 more): their targets and code are not read"
                + " (2 of them in git submodules not checked out: `git submodule update --init` fetches them)",
        ], "\(report.findings)")
    }

    @Test("a local package's product: the targets it is made of (a custom path, a dependency), and another local package's product they use")
    func packageManifest() throws {
        let folder = try ProjectSamples.folder([
            "App.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([
                Target(name: "App", settings: ["INFOPLIST_FILE": "Info.plist"], sources: ["AppDelegate.swift"], packageProducts: ["Features"]),
            ], localPackages: ["Packages/Features"]),
            "Info.plist": ProjectSamples.plist(""),
            "AppDelegate.swift": ProjectSamples.uikitDelegate,
            "Packages/Features/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Features",
                    platforms: [.iOS(.v16)],
                    products: [.library(name: "Features", targets: ["Feed"])],
                    dependencies: [.package(path: "../Core")],
                    targets: [
                        .target(name: "Feed", dependencies: ["Shared", .product(name: "Core", package: "Core")], path: "Code/Feed"),
                        .target(name: "Shared"),
                        .target(name: "Unused"),
                    ]
                )

                """,
            "Packages/Features/Code/Feed/FeedViewController.swift": "import UIKit\n\npublic final class FeedViewController: UIViewController {}\n",
            "Packages/Features/Sources/Shared/Theme.swift": "public enum Theme {}\n",
            "Packages/Features/Sources/Unused/Unused.swift": "public enum Unused {}\n",
            "Packages/Core/Package.swift": "let package = Package(name: \"Core\", products: [.library(name: \"Core\", targets: [\"CoreKit\"])], targets: [.target(name: \"CoreKit\")])\n",
            "Packages/Core/Sources/CoreKit/Store.swift": "public final class Store {}\n",
        ])
        let app = try #require(try ProjectFolder.read(at: folder.path).apps.first)
        #expect(Set(app.code.modules) == ["App", "Feed", "Shared", "CoreKit"], "\(app.code.modules)")
        #expect(!app.code.files.contains { $0.path.contains("Unused") })
    }

    @Test("a Swift package app (.iOSApplication): its name, bundle id, deployment target and life cycle, its own targets only")
    func swiftPackageApp() throws {
        let folder = try ProjectSamples.folder([
            "Example.swiftpm/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                import AppleProductTypes

                let package = Package(
                    name: "Example",
                    platforms: [.iOS("17.0")],
                    products: [
                        .iOSApplication(name: "Example", targets: ["AppModule"], bundleIdentifier: "dev.example.Example", bundleVersion: "3",
                                        supportedDeviceFamilies: [.pad, .phone])
                    ],
                    targets: [.executableTarget(name: "AppModule", path: ".")]
                )

                """,
            "Example.swiftpm/MyApp.swift": "import SwiftUI\n\n@main\nstruct MyApp: App {\n    var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n",
            "Sources/Library/Library.swift": "public enum Library {}\n",
            "Package.swift": "let package = Package(name: \"Library\", products: [.library(name: \"Library\", targets: [\"Library\"])], targets: [.target(name: \"Library\")])\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let app = try #require(read.apps.first)
        #expect(read.apps.count == 1 && app.name == "Example" && app.project?.format == .swiftPackage, "\(read.apps.map(\.title))")
        #expect(app.bundleIdentifier == "dev.example.Example" && app.deploymentTarget == "17.0" && app.info?.bundleVersion == "3")
        #expect(app.lifeCycle.isScenes && app.code.files.map(\.path) == ["Example.swiftpm/MyApp.swift"], "\(app.code.files.map(\.path))")
    }

    @Test("XcodeGen: a target's type and platform in an included file, its sources and info in another; a spec meant to be copied to the root")
    func xcodeGenIncludes() throws {
        let folder = try ProjectSamples.folder([
            "Apps/Transit/project.yml": """
                targets:
                  App:
                    sources:
                      - path: Apps/Transit
                    info:
                      path: Apps/Transit/Info.plist
                      properties:
                        CFBundleDisplayName: Transit
                include:
                  - path: Apps/Shared/app_shared.yml
                  - path: Kit/project.yml

                """,
            "Apps/Shared/app_shared.yml": """
                options:
                  deploymentTarget:
                    iOS: "18.0"
                targets:
                  App:
                    type: application
                    platform: iOS
                    dependencies:
                      - target: Kit
                    info:
                      properties:
                        UIApplicationSceneManifest:
                          UISceneConfigurations:
                            UIWindowSceneSessionRoleApplication:
                              - UISceneDelegateClassName: SceneDelegate

                """,
            "Kit/project.yml": "targets:\n  Kit:\n    type: framework\n    platform: iOS\n    sources: [Sources]\n",
            "Kit/Sources/SceneDelegate.swift": "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {}\n",
            "Apps/Transit/AppDelegate.m": "#import \"AppDelegate.h\"\n@implementation AppDelegate\n@end\n",
            "Apps/Transit/AppDelegate.h": "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n",
            "Apps/Transit/main.m": "#import \"AppDelegate.h\"\nint main(int argc, char *argv[]) {\n    @autoreleasepool {\n        return UIApplicationMain(argc, argv, nil, NSStringFromClass([AppDelegate class]));\n    }\n}\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        #expect(read.apps.map(\.name) == ["App"] && read.projects.map(\.path) == ["Apps/Transit/project.yml"], "\(read.apps.map(\.title)) \(read.projects.map(\.path))")
        let app = try #require(read.apps.first)
        #expect(app.target?.kind == .application && app.deploymentTarget == "18.0" && app.lifeCycle.isScenes, "\(app.lifeCycle)")
        #expect(app.code.appDelegates.map(\.name) == ["AppDelegate"] && app.code.appDelegates.first?.file == "Apps/Transit/AppDelegate.m")
        #expect(app.code.sceneDelegates(named: ["SceneDelegate"]).map(\.module) == ["Kit"])
    }

    @Test("app delegates named by UIApplicationMain in main.swift: a literal, a Swift 2 class, a let chosen at run time; a principal class is not the delegate")
    func mainSwift() throws {
        for main in [
            "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, NSStringFromClass(MyApplication.self), NSStringFromClass(Delegate.self))",
            "UIApplicationMain(Process.argc, Process.unsafeArgv, nil, NSStringFromClass(Delegate))",
            "UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, \"Delegate\")",
            "let delegateClass = isTesting ? NSStringFromClass(TestDelegate.self) : NSStringFromClass(Delegate.self)\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, delegateClass)",
        ] {
            let folder = try ProjectSamples.folder([
                "App/main.swift": "import UIKit\n\nlet isTesting = false\n" + main + "\n",
                "App/Delegates.swift": """
                    import UIKit

                    class MyApplication: UIApplication {}
                    class TestDelegate: UIResponder, UIApplicationDelegate {}
                    class Delegate: UIResponder, UIApplicationDelegate {}

                    """,
                "App/Info.plist": ProjectSamples.plist(""),
            ])
            let app = try #require(try ProjectFolder.read(at: folder.path).apps.first)
            #expect(app.code.appDelegates.map(\.name) == ["Delegate"], "\(main)")
        }
    }

    @Test("a file the project names in another case is read, as Xcode finds it on macOS; $inherited without brackets")
    func caseAndInherited() throws {
        let folder = try ProjectSamples.folder([
            "App.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([
                Target(name: "App", settings: ["INFOPLIST_FILE": "Info.plist", "IPHONEOS_DEPLOYMENT_TARGET": "$inherited"],
                       sources: ["AppDelegate.swift", "MiniPlayer/PlayerViewController.swift"]),
            ]),
            "Info.plist": ProjectSamples.plist(""),
            "AppDelegate.swift": ProjectSamples.uikitDelegate,
            "miniplayer/PlayerViewController.swift": "import UIKit\n\nfinal class PlayerViewController: UIViewController {}\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let app = try #require(read.apps.first)
        #expect(app.code.classes.values.contains { $0.name == "PlayerViewController" } && app.notes.isEmpty, "\(app.notes)")
        #expect(app.deploymentTarget == "17.0", "\(String(describing: app.deploymentTarget))")
    }
}

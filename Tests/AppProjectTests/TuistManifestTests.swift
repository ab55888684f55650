@testable import AppProject
import Foundation
import TestSupport
import Testing

/// Tuist manifests whose targets are made by code: functions with parameters and defaults,
/// string interpolation, `map` over arrays, helpers in `Tuist/ProjectDescriptionHelpers`
/// (Tuist's own template), enums; and what cannot be evaluated, said at its line, the app
/// still there (not analysed), never "no app" (exit 66).
@Suite("doctor: Tuist manifests made by code")
struct TuistManifestTests {
    @Test("targets a function of the manifest makes, called twice with arguments and defaults, and a map over names (was exit 66: no iOS app)")
    func function() throws {
        let folder = try ProjectSamples.folder([
            "Project.swift": """
                import ProjectDescription

                func app(_ name: String, bundle: String, destinations: Destinations = .iOS, extraSources: [String] = []) -> Target {
                    .target(
                        name: name,
                        destinations: destinations,
                        product: .app,
                        bundleId: "com.example.\\(bundle)",
                        infoPlist: .file(path: "\\(name)/Info.plist"),
                        sources: ["\\(name)/Sources/**"] + extraSources,
                        dependencies: [.target(name: "Core")]
                    )
                }

                let extensions = ["Widgets", "Intents"]

                let project = Project(
                    name: "Apps",
                    targets: [
                        app("Reader", bundle: "reader"),
                        app("Writer", bundle: "writer", extraSources: ["Shared/**"]),
                        .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "com.example.core", sources: "Core/**"),
                    ] + extensions.map { name in
                        .target(name: name, destinations: .iOS, product: .appExtension, bundleId: "com.example.\\(name.lowercased())")
                    }
                )

                """,
            "Reader/Info.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>7</string>"),
            "Reader/Sources/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "Writer/Info.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>8</string>"),
            "Writer/Sources/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "Shared/Model.swift": "struct Model {}\n",
            "Core/Core.swift": "public class Core {}\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        #expect(read.apps.map(\.name) == ["Reader", "Writer"])
        let reader = try #require(read.apps.first), writer = try #require(read.apps.last)
        #expect(reader.code.files.map(\.path).sorted() == ["Core/Core.swift", "Reader/Sources/AppDelegate.swift"], "\(reader.code.files.map(\.path))")
        #expect(writer.code.files.map(\.path).sorted() == ["Core/Core.swift", "Shared/Model.swift", "Writer/Sources/AppDelegate.swift"], "\(writer.code.files.map(\.path))")
        #expect(reader.info?.bundleVersion == "7" && writer.info?.bundleVersion == "8")
        #expect(reader.bundleIdentifier == "com.example.reader" && writer.bundleIdentifier == "com.example.writer")
        #expect(reader.lifeCycle == .classic && writer.lifeCycle == .classic)
        #expect(Set(read.leftOut.map { "\($0.target): \($0.kind)" }) == ["Core: iOS framework", "Widgets: iOS app extension", "Intents: iOS app extension"])
        #expect(read.targetsNotEvaluated.isEmpty && !read.notes.contains { $0.text.contains("could not be evaluated") }, "\(read.notes)")
    }

    /// Tuist's template (`tuist init`): `Project.app(...)` made in the helpers, whose targets
    /// come from private static functions, `map` and `flatMap` over the names given.
    static let template = """
        import ProjectDescription

        extension Project {
            public static func app(name: String, destinations: Destinations, additionalTargets: [String]) -> Project {
                var targets = makeAppTargets(name: name,
                                             destinations: destinations,
                                             dependencies: additionalTargets.map { TargetDependency.target(name: $0) })
                targets += additionalTargets.flatMap({ makeFrameworkTargets(name: $0, destinations: destinations) })
                return Project(name: name,
                               organizationName: "tuist.io",
                               targets: targets)
            }

            private static func makeFrameworkTargets(name: String, destinations: Destinations) -> [Target] {
                let sources = Target.target(name: name,
                        destinations: destinations,
                        product: .framework,
                        bundleId: "io.tuist.\\(name)",
                        infoPlist: .default,
                        sources: ["Targets/\\(name)/Sources/**"],
                        resources: [],
                        dependencies: [])
                let tests = Target.target(name: "\\(name)Tests",
                        destinations: destinations,
                        product: .unitTests,
                        bundleId: "io.tuist.\\(name)Tests",
                        infoPlist: .default,
                        sources: ["Targets/\\(name)/Tests/**"],
                        resources: [],
                        dependencies: [.target(name: name)])
                return [sources, tests]
            }

            private static func makeAppTargets(name: String, destinations: Destinations, dependencies: [TargetDependency]) -> [Target] {
                let infoPlist: [String: Plist.Value] = [
                    "CFBundleShortVersionString": "1.0",
                    "CFBundleVersion": "1",
                    "UILaunchStoryboardName": "LaunchScreen",
                    "UIApplicationSceneManifest": [
                        "UISceneConfigurations": [
                            "UIWindowSceneSessionRoleApplication": [
                                ["UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"],
                            ],
                        ],
                    ],
                ]

                let mainTarget = Target.target(
                    name: name,
                    destinations: destinations,
                    product: .app,
                    bundleId: "io.tuist.\\(name)",
                    infoPlist: .extendingDefault(with: infoPlist),
                    sources: ["Targets/\\(name)/Sources/**"],
                    resources: ["Targets/\\(name)/Resources/**"],
                    dependencies: dependencies
                )

                let testTarget = Target.target(
                    name: "\\(name)Tests",
                    destinations: destinations,
                    product: .unitTests,
                    bundleId: "io.tuist.\\(name)Tests",
                    infoPlist: .default,
                    sources: ["Targets/\\(name)/Tests/**"],
                    dependencies: [
                        .target(name: "\\(name)")
                ])
                return [mainTarget, testTarget]
            }
        }

        """

    @Test("Tuist's template: the project made by a helper of Tuist/ProjectDescriptionHelpers above the manifest, its targets by private static functions")
    func template() throws {
        let folder = try ProjectSamples.folder([
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": Self.template,
            "App/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project.app(name: "TuistApp",
                                          destinations: .iOS,
                                          additionalTargets: ["TuistAppKit", "TuistAppUI"])

                """,
            "App/Targets/TuistApp/Sources/SceneDelegate.swift": "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n",
            "App/Targets/TuistApp/Sources/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "App/Targets/TuistAppKit/Sources/Kit.swift": "public class Kit {}\n",
            "App/Targets/TuistAppUI/Sources/Button.swift": "public class Button {}\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let app = try #require(read.apps.first)
        #expect(read.apps.map(\.name) == ["TuistApp"] && app.project?.format == .tuist)
        #expect(app.code.files.map(\.path).sorted() == ["App/Targets/TuistApp/Sources/AppDelegate.swift", "App/Targets/TuistApp/Sources/SceneDelegate.swift",
                                                         "App/Targets/TuistAppKit/Sources/Kit.swift", "App/Targets/TuistAppUI/Sources/Button.swift"], "\(app.code.files.map(\.path))")
        #expect(app.lifeCycle.isScenes && app.info?.sceneConfigurations.first?.delegateClass == "TuistApp.SceneDelegate", "\(app.lifeCycle)")
        #expect(app.bundleIdentifier == "io.tuist.TuistApp")
        #expect(Set(read.leftOut.map(\.target)) == ["TuistAppTests", "TuistAppKit", "TuistAppKitTests", "TuistAppUI", "TuistAppUITests"])
        #expect(read.targetsNotEvaluated.isEmpty, "\(read.notes)")
    }

    @Test("an enum of the helpers: allCases mapped through a key path to a computed property that switches over self, rawValue in a path")
    func enumeration() throws {
        let folder = try ProjectSamples.folder([
            "Tuist/ProjectDescriptionHelpers/Feature.swift": """
                import ProjectDescription

                public enum Feature: String, CaseIterable {
                    case feed
                    case profile = "Profile"

                    var product: Product {
                        switch self {
                        case .feed: return .staticFramework
                        case .profile: return .framework
                        }
                    }

                    public var target: Target {
                        .target(name: rawValue.capitalized, destinations: .iOS, product: product, bundleId: "com.example.\\(rawValue)", sources: ["Features/\\(rawValue)/**"])
                    }

                    public var dependency: TargetDependency { .target(name: rawValue.capitalized) }
                }

                """,
            "Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let app: Target = .target(
                    name: "Shop",
                    destinations: [.iPhone, .iPad],
                    product: .app,
                    bundleId: "com.example.shop",
                    infoPlist: .extendingDefault(with: ["CFBundleVersion": "3"]),
                    sources: ["Shop/**"],
                    dependencies: Feature.allCases.map(\\.dependency)
                )

                let project = Project(name: "Shop", targets: [app] + Feature.allCases.map(\\.target))

                """,
            "Shop/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "Features/feed/Feed.swift": "public class Feed {}\n",
            "Features/Profile/Profile.swift": "public class Profile {}\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let app = try #require(read.apps.first)
        #expect(read.apps.map(\.name) == ["Shop"])
        #expect(app.code.files.map(\.path).sorted() == ["Features/Profile/Profile.swift", "Features/feed/Feed.swift", "Shop/AppDelegate.swift"], "\(app.code.files.map(\.path))")
        #expect(app.info?.bundleVersion == "3")
        #expect(Set(read.leftOut.map { "\($0.target): \($0.kind)" }) == ["Feed: iOS framework", "Profile: iOS framework"])
        #expect(read.targetsNotEvaluated.isEmpty, "\(read.notes)")
    }

    @Test("code doctor does not evaluate: a note naming its line, counted as not evaluated; an app the manifest makes stays, not analysed (never exit 66)")
    func notEvaluated() throws {
        let folder = try ProjectSamples.folder([
            "Project.swift": """
                import ProjectDescription
                import Foundation

                func app(_ flavor: String) -> Target {
                    .target(name: "Reader\\(flavor)", destinations: .iOS, product: .app, bundleId: "com.example.reader", sources: ["Sources/**"])
                }

                func forever(_ depth: Int) -> [Target] { forever(depth) }

                let flavors = ProcessInfo.processInfo.environment["FLAVORS"]!.split(separator: ",")

                let project = Project(
                    name: "Reader",
                    targets: flavors.map { app(String($0)) }
                )

                """,
            "Sources/AppDelegate.swift": ProjectSamples.uikitDelegate,
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let app = try #require(read.apps.first)
        #expect(read.apps.map(\.name) == ["Reader"] && !app.lifeCycle.isKnown, "\(app.lifeCycle)")
        #expect(read.targetsNotEvaluated == ["Project.swift:10"], "\(read.targetsNotEvaluated) \(read.notes)")
        let report = RestorationDoctor.diagnose(read)
        #expect(report.unanalysed.map(\.app.name) == ["Reader"])
        #expect(report.findings.contains { $0.code == .notUnderstood && $0.file == "Project.swift" && $0.line == 10 && $0.message.contains("could not be evaluated") },
                "\(report.findings.map(\.message))")
        #expect(report.findings.allSatisfy { $0.code == .notUnderstood }, "\(report.findings.map(\.message))")

        // A function that calls itself forever stops, at its line.
        let looping = try ProjectSamples.folder([
            "Project.swift": """
                import ProjectDescription

                func forever(_ depth: Int) -> [Target] { forever(depth) }

                let project = Project(name: "Loop", targets: forever(1) + [.target(name: "Loop", destinations: .iOS, product: .app, bundleId: "b", sources: ["Sources/**"])])

                """,
            "Sources/AppDelegate.swift": ProjectSamples.uikitDelegate,
        ])
        let loop = try ProjectFolder.read(at: looping.path)
        #expect(loop.apps.map(\.name) == ["Loop"] && loop.targetsNotEvaluated == ["Project.swift:3"], "\(loop.targetsNotEvaluated) \(loop.notes)")
    }

    @Test("a range mapped to targets, .paths([.relativeToManifest(...)]), .file(path: .relativeToManifest(...)), .relativeToRoot(...) from a manifest below Tuist/")
    func pathsAndRanges() throws {
        let folder = try ProjectSamples.folder([
            "Tuist/Config.swift": "import ProjectDescription\n\nlet config = Config()\n",
            "Apps/Project.swift": """
                import ProjectDescription

                func target(name: String) -> Target {
                    .target(name: name, destinations: .iOS, product: .app, bundleId: "io.tuist.\\(name)",
                            infoPlist: .file(path: .relativeToManifest("Info.plist")),
                            sources: .paths([.relativeToManifest("Sources/**"), .relativeToRoot("Shared/**")]))
                }

                let project = Project(name: "App", targets: (1...3).map({ target(name: "App\\($0)") }) + (0..<0).map { target(name: "None\\($0)") })

                """,
            "Apps/Info.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>5</string>"),
            "Apps/Sources/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "Shared/Model.swift": "struct Model {}\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        #expect(read.apps.map(\.name) == ["App1", "App2", "App3"], "\(read.notes)")
        let app = try #require(read.apps.first)
        #expect(app.code.files.map(\.path).sorted() == ["Apps/Sources/AppDelegate.swift", "Shared/Model.swift"] && app.info?.bundleVersion == "5", "\(app.code.files.map(\.path))")
        #expect(read.targetsNotEvaluated.isEmpty)
    }

    @Test("a Tuist manifest beside the project it generated: the generated project is read")
    func generatedProject() throws {
        let folder = try ProjectSamples.folder([
            "Project.swift": "import ProjectDescription\n\nlet project = Project(name: \"Reader\", targets: [makeEverything()])\n",
            "Reader.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([
                ProjectSamples.Target(name: "Reader", settings: ["INFOPLIST_FILE": "Info.plist"], sources: ["AppDelegate.swift"]),
            ]),
            "Info.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>1</string>"),
            "AppDelegate.swift": ProjectSamples.uikitDelegate,
        ])
        let read = try ProjectFolder.read(at: folder.path)
        #expect(read.apps.map(\.name) == ["Reader"] && read.apps.first?.project?.format == .xcode && read.targetsNotEvaluated.isEmpty)
    }

    @Test("Tuist's default Info.plist: .default (or none given) and .extendingDefault(with:) give an iOS app a scene manifest without configurations; .variable, and a plugin's function not evaluated")
    func defaultInfoPlist() throws {
        let sceneDelegate = "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n"
        let connecting = """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                }
            }

            """
        let folder = try ProjectSamples.folder([
            "Project.swift": """
                import ProjectDescription

                let project = Project(name: "Reader", targets: [
                    .target(name: "Unnamed", destinations: .iOS, product: .app, bundleId: "a", sources: ["Unnamed/**"]),
                    .target(name: "Connecting", destinations: .iOS, product: .app, bundleId: "b", infoPlist: .default, sources: ["Connecting/**"]),
                    .target(name: "Configured", destinations: .iOS, product: .app, bundleId: "c", infoPlist: .extendingDefault(with: [
                        "UIApplicationSceneManifest": ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"]]]],
                    ]), sources: ["Configured/**"]),
                    .target(name: "Extended", destinations: .iOS, product: .app, bundleId: "d", infoPlist: .extendingDefault(with: ["CFBundleVersion": "1"]), sources: ["Extended/**"]),
                    .target(name: "Dictionary", destinations: .iOS, product: .app, bundleId: "e", infoPlist: .dictionary(["CFBundleVersion": "1"]), sources: ["Dictionary/**"]),
                    .target(name: "Plugin", destinations: .iOS, product: .app, bundleId: "f", infoPlist: .extendingSharedDefault(with: ["CFBundleVersion": "1"]), sources: ["Plugin/**"]),
                    .target(name: "Variable", destinations: .iOS, product: .app, bundleId: "g", infoPlist: .variable("$(APP_PLIST)"), sources: ["Variable/**"],
                            settings: .settings(base: ["APP_PLIST": "Variable/Info.plist"])),
                    .target(name: "Partly", destinations: .iOS, product: .app, bundleId: "h", infoPlist: .extendingDefault(with: [
                        "CFBundleVersion": .string(String(Shell.numberOfCommits() ?? 1)), "NSUserActivityTypes": ["com.example.browse"],
                    ]), sources: ["Partly/**"]),
                ])

                """,
            "Unnamed/AppDelegate.swift": ProjectSamples.uikitDelegate, "Unnamed/SceneDelegate.swift": sceneDelegate,
            "Connecting/AppDelegate.swift": connecting, "Connecting/SceneDelegate.swift": sceneDelegate,
            "Configured/AppDelegate.swift": ProjectSamples.uikitDelegate, "Configured/SceneDelegate.swift": sceneDelegate,
            "Extended/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "Dictionary/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "Plugin/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "Variable/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "Variable/Info.plist": ProjectSamples.plist(ProjectSamples.sceneManifest),
            "Partly/AppDelegate.swift": ProjectSamples.uikitDelegate,
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let apps = Dictionary(uniqueKeysWithValues: read.apps.map { ($0.name, $0) })
        #expect(apps.count == 8, "\(apps.keys)")
        // A value doctor cannot evaluate (a plugin's Shell) leaves out its key, not the others.
        #expect(apps["Partly"]?.info?.activityTypes == ["com.example.browse"] && apps["Partly"]?.lifeCycle == .classic,
                "\(String(describing: apps["Partly"]?.info?.activityTypes)) \(String(describing: apps["Partly"]?.lifeCycle))")
        // No configuration named, none given by the app delegate: classic, as TN3187 counts it.
        #expect(apps["Unnamed"]?.lifeCycle == .classic && apps["Unnamed"]?.info?.hasSceneManifest == true, "\(String(describing: apps["Unnamed"]?.lifeCycle))")
        #expect(apps["Connecting"]?.lifeCycle.isScenes == true && apps["Configured"]?.lifeCycle.isScenes == true)
        #expect(apps["Extended"]?.lifeCycle == .classic && apps["Extended"]?.info?.hasSceneManifest == true)
        // .dictionary(...) is the whole Info.plist: no defaults, no manifest.
        #expect(apps["Dictionary"]?.lifeCycle == .classic && apps["Dictionary"]?.info?.hasSceneManifest == false)
        #expect(apps["Plugin"]?.lifeCycle.isKnown == false && read.targetsNotEvaluated == ["Project.swift:11"], "\(read.targetsNotEvaluated) \(read.notes)")
        #expect(apps["Variable"]?.info?.path == "Variable/Info.plist" && apps["Variable"]?.lifeCycle.isScenes == true, "\(String(describing: apps["Variable"]?.info?.path))")

        let report = RestorationDoctor.diagnose(read)
        let missing = report.findings.filter { $0.code == .sceneConfigurationMissing }
        // An error where a scene delegate is written that never runs, at the target's line; the
        // advice is Tuist's (the manifest's own UIApplicationSceneManifest), not an Info.plist edit.
        let unnamed = try #require(missing.first { $0.target == "Unnamed" }, "\(report.findings.map(\.message))")
        #expect(unnamed.severity == .error && unnamed.file == "Project.swift" && unnamed.line == 4, "\(unnamed)")
        #expect(unnamed.message.contains("Tuist's default Info.plist") && unnamed.fix.contains(".extendingDefault(with:) a UIApplicationSceneManifest"), "\(unnamed.message) \(unnamed.fix)")
        #expect(missing.first { $0.target == "Extended" }?.severity == .note)
        #expect(!missing.contains { ["Connecting", "Configured", "Dictionary", "Variable"].contains($0.target ?? "") }, "\(missing.map(\.target))")
        // --fix cannot edit an Info.plist Tuist writes: it says where the configuration goes.
        let plan = ProjectFixer.plan(report.findings, in: read)
        #expect(plan.refused.contains { $0.finding.target == "Unnamed" && $0.reason.contains("add the scene configuration there") }, "\(plan.refused.map(\.reason))")

        // A target a helper makes: the finding is at the helper's line; an empty
        // UIMainStoryboardFile (Tuist's template) names no storyboard for the configuration.
        let helped = try ProjectSamples.folder([
            "Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project(name: \"Reader\", targets: [app(\"Reader\")])\n",
            "Tuist/ProjectDescriptionHelpers/Templates.swift": """
                import ProjectDescription

                public func app(_ name: String) -> Target {
                    .target(name: name, destinations: .iOS, product: .app, bundleId: "a",
                            infoPlist: .extendingDefault(with: ["UIMainStoryboardFile": ""]), sources: ["Sources/**"])
                }

                """,
            "Sources/AppDelegate.swift": ProjectSamples.uikitDelegate, "Sources/SceneDelegate.swift": sceneDelegate,
        ])
        let helpedReport = RestorationDoctor.diagnose(try ProjectFolder.read(at: helped.path))
        let atHelper = try #require(helpedReport.findings.first { $0.code == .sceneConfigurationMissing }, "\(helpedReport.findings.map(\.message))")
        #expect(atHelper.file == "Tuist/ProjectDescriptionHelpers/Templates.swift" && atHelper.line == 4, "\(atHelper)")
        #expect(!atHelper.fix.contains("UISceneStoryboardFile") && atHelper.fix.contains("$(PRODUCT_MODULE_NAME).SceneDelegate"), "\(atHelper.fix)")
    }

    @Test("a repository pinning a Tuist before 3.17 (.tuist-version, or .tool-versions' tuist line): its default Info.plist has no scene manifest, so no scene-configuration-missing (ElonPark/MiniSuperApp pins 3.9.0)",
          arguments: [(".tuist-version", "3.9.0\n", false), (".tool-versions", "swiftlint 0.50.0\ntuist 3.16.1\n", false), (".tuist-version", "3.17.0\n", true), (".tuist-version", "4.2\n", true)])
    func pinnedTuist(_ file: String, _ text: String, _ hasManifest: Bool) throws {
        let folder = try ProjectSamples.folder([
            file: text,
            "Project.swift": "import ProjectDescription\n\nlet project = Project(name: \"Reader\", targets: [\n    .target(name: \"Reader\", destinations: .iOS, product: .app, bundleId: \"a\", infoPlist: .default, sources: [\"Sources/**\"]),\n])\n",
            "Sources/AppDelegate.swift": ProjectSamples.uikitDelegate,
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let app = try #require(read.apps.first)
        #expect(app.lifeCycle == .classic && app.info?.hasSceneManifest == hasManifest, "\(String(describing: app.info))")
        let findings = RestorationDoctor.diagnose(read).findings.map(\.code)
        #expect(findings.contains(.sceneConfigurationMissing) == hasManifest && findings.contains(.uisceneRequired) == !hasManifest, "\(findings)")
    }
}

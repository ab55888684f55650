@testable import AppProject
import Foundation
import TestSupport
import Testing

/// Everything the JSON format says about an app, read into the project model: settings by
/// configuration and condition, the `.xcconfig` each configuration anchors, the file tree's
/// kinds and memberships, name paths and ids, packages, dependencies, subprojects.
@Suite("doctor: a project.xcproj read into the project model")
struct XcprojProjectModelTests {
    static let project = """
        {
          "default-configuration": "Release",
          "configurations": [
            "Debug",
            { "name": "Release", "file": "Settings/../Settings/Base.xcconfig" },
            "Beta",
          ],
          "localizations": {
            "development": "en",
          },
          "packages": [
            {
              "kind": "local",
              "path": "Packages/Core",
            }, {
              "kind": "remote",
              "repository": "https://github.com/example/Remote.git",
              "version": {
                "up-to-next-major-version": "1.0.0",
              },
            },
          ],
          "files": [
            {
              "kind": "group",
              "path": "AppSources",
              "name": "App",
              "children": [
                { "path": "AppDelegate.swift", "target-membership": [ { "build-phase": "App/compile-sources", "arguments": "-DAPP" } ] },
                { "path": "Bridge.h", "target-membership": [ "App/headers" ] },
                {
                  "kind": "variant-group",
                  "name": "Main.storyboard",
                  "target-membership": [
                    "App/resources",
                  ],
                  "children": [
                    {
                      "path": "Base.lproj/Main.storyboard",
                    },
                  ],
                }, {
                  "kind": "version-group",
                  "path": "Model.xcdatamodeld",
                  "current-version": "App/Model.xcdatamodeld/Model.xcdatamodel",
                  "target-membership": [
                    "App/compile-sources",
                  ],
                  "children": [
                    {
                      "path": "Model.xcdatamodel",
                    },
                  ],
                },
              ],
            }, {
              "kind": "folder",
              "path": "Shared",
              "target-membership": [
                "App",
              ],
              "membership-exceptions": [
                {
                  "target": "App",
                  "exclusions": [
                    "Legacy.swift",
                  ],
                }, {
                  "target": "Widget",
                  "inclusions": [
                    "Formatting.swift",
                  ],
                },
              ],
            },
            { "kind": "folder", "path": "Kit", "target-membership": [ "Kit" ] },
            { "kind": "folder", "path": "Config" },
            {
              "kind": "group",
              "path": "Config",
              "name": "Settings",
              "children": [
                { "path": "Base.xcconfig" },
              ],
            },
            { "path": "Vendor/Vendor.xcodeproj", "type": "wrapper.pb-project" },
            {
              "kind": "group",
              "name": "Products",
              "children": [
                { "path": "<PRODUCTS>/App.app", "id": "P1", "type": "wrapper.application", "index": false },
                { "path": "<PRODUCTS>/Kit.framework", "id": "P2", "type": "wrapper.framework", "index": false, "target-membership": [ "App/frameworks" ] },
              ],
            },
          ],
          "targets": [
            {
              "name": "App",
              "id": "T1",
              "product": "id:P1",
              "product-type": "application",
              "specialized-configurations": [
                { "name": "Release", "file": { "anchor": "Config", "relative-path": "App.xcconfig" } },
              ],
              "dependencies": [
                "Kit",
                { "kind": "package", "package": "Remote", "product-name": "RemoteKit" },
              ],
              "build-phases": [
                "compile-sources",
                "headers",
                "resources",
                "frameworks",
              ],
              "package-product-members": [
                {
                  "package": "Packages/Core",
                  "product-name": "CoreKit",
                  "build-phase": { "build-phase": "frameworks" },
                },
              ],
              "build-settings": {
                "FLAGS": [
                  "$(inherited)",
                  "-target",
                ],
                "FLAGS[config=Debug][sdk=iphonesimulator*]": "-debug-simulator",
                "INFOPLIST_FILE": "AppSources/Info.plist",
                "PRODUCT_BUNDLE_IDENTIFIER[config=Beta]": "com.example.app.beta",
                "PRODUCT_BUNDLE_IDENTIFIER[config=Debug]": "com.example.app.debug",
                "PRODUCT_BUNDLE_IDENTIFIER[config=Release]": "$(BUNDLE_PREFIX).app",
                "WILDCARD[config=*]": "every configuration",
              },
            }, {
              "name": "Kit",
              "id": "T2",
              "product": "Products/Kit.framework",
              "product-type": "framework",
              "build-phases": [
                "compile-sources",
              ],
            }, {
              "name": "Widget",
              "id": "T3",
              "product-type": "app-extension",
              "build-phases": [
                "compile-sources",
              ],
            },
          ],
          "build-settings": {
            "FLAGS": "-project",
            "IPHONEOS_DEPLOYMENT_TARGET": "16.0",
            "SDKROOT": "iphoneos",
          },
        }

        """

    static func folder(_ project: String = project, extra: [String: String] = [:]) throws -> TemporaryDirectory {
        try ProjectSamples.folder([
            "App.xcodeproj/project.xcproj": project,
            "Config/Base.xcconfig": "BUNDLE_PREFIX = com.example\n",
            "Config/App.xcconfig": "CURRENT_PROJECT_VERSION = 7\n",
            "AppSources/AppDelegate.swift": ProjectSamples.uikitDelegate,
            "AppSources/Info.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>$(CURRENT_PROJECT_VERSION)</string>"),
            "AppSources/Base.lproj/Main.storyboard": "<document><scenes/></document>\n",
            "Shared/Formatting.swift": "import Foundation\n",
            "Shared/Legacy.swift": "import Foundation\n",
            "Kit/KitView.swift": "import UIKit\n\npublic class KitView: UIView {}\n",
            "Packages/Core/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Core\", products: [.library(name: \"CoreKit\", targets: [\"CoreKit\"])], targets: [.target(name: \"CoreKit\")])\n",
            "Packages/Core/Sources/CoreKit/Core.swift": "public struct Core {}\n",
        ].merging(extra) { $1 })
    }

    @Test("the Release configuration: [config=] keys taken off, another configuration's left out, a pattern kept; list values; each level's .xcconfig")
    func settings() throws {
        let directory = try Self.folder()
        let reader = ProjectFileReader(root: directory.path)
        let project = try #require(XcodeProjectReader.read("App.xcodeproj", reader: reader))
        let app = try #require(project.targets.first { $0.name == "App" })
        #expect(app.configuration == "Release")
        #expect(app.settings["PRODUCT_BUNDLE_IDENTIFIER"] == "com.example.app", "through the project's .xcconfig, reached by a name path with ..")
        #expect(app.settings["CURRENT_PROJECT_VERSION"] == "7", "the target's .xcconfig, anchored in a folder")
        #expect(app.settings["FLAGS"] == "-project -target", "a list; $(inherited) the project's value")
        #expect(app.settings["WILDCARD"] == "every configuration")
        #expect(app.differingSettings.contains("PRODUCT_BUNDLE_IDENTIFIER"))
        #expect(reader.notes.isEmpty, "\(reader.notes)")
    }

    @Test("the file tree: compiled files by their membership (an object one too), headers, the variant group's storyboard, the folder and its exceptions both ways")
    func files() throws {
        let directory = try Self.folder()
        let project = try #require(XcodeProjectReader.read("App.xcodeproj", reader: ProjectFileReader(root: directory.path)))
        let app = try #require(project.targets.first { $0.name == "App" })
        #expect(app.sources == ["AppSources/AppDelegate.swift", "Shared/Formatting.swift"], "Legacy.swift excluded from the folder")
        #expect(app.headers == [], "a headers phase is not read, as in a pbxproj: only the headers its sources and resources phases hold")
        #expect(app.interfaceFiles == ["AppSources/Base.lproj/Main.storyboard"])
        let widget = try #require(project.targets.first { $0.name == "Widget" })
        #expect(widget.sources == ["Shared/Formatting.swift"], "included from a folder the widget does not have")
        #expect(project.targets.first { $0.name == "Kit" }?.sources == ["Kit/KitView.swift"])
    }

    @Test("links: a target by name, a product by its membership in the frameworks phase, local and remote packages, a subproject")
    func links() throws {
        let directory = try Self.folder()
        let project = try #require(XcodeProjectReader.read("App.xcodeproj", reader: ProjectFileReader(root: directory.path)))
        let app = try #require(project.targets.first { $0.name == "App" })
        #expect(app.dependencies == ["Kit"])
        #expect(app.linkedProducts == ["Kit"])
        #expect(app.packageProducts == ["CoreKit"], "the local package's product; the remote one's left out")
        #expect(project.localPackages == ["Packages/Core"])
        #expect(project.subprojects == ["Vendor/Vendor.xcodeproj"])
        // The app is assembled with the code it links: the framework's and the package's.
        let folder = try ProjectFolder.read(at: directory.path)
        let files = try #require(folder.apps.first).code.files.map(\.path)
        #expect(files.contains("Kit/KitView.swift") && files.contains("Packages/Core/Sources/CoreKit/Core.swift"), "\(files)")
    }

    @Test("written again from the model, the same file but for its name paths")
    func writtenAgain() throws {
        let again = try #require(try ProjectFormatConversion.rewritten(Array(Self.project.utf8)))
        // Name paths as Xcode writes them: the shortest, a name where one is unique.
        #expect(again == Self.project.replacingOccurrences(of: "Settings/../Settings/", with: "Settings/")
            .replacingOccurrences(of: "\"product\": \"id:P1\"", with: "\"product\": \"Products/App.app\""))
    }

    @Test("the groups and types the graph is made with are those its objects hold", arguments: ["xcproj/xcodeproj/Everything.xcodeproj/project.xcproj",
                                                                                          "xcproj/tabi-memo/App/TabiMemo.xcodeproj/project.xcproj"])
    func graphIndexes(_ path: String) throws {
        let read = XcprojObjects.read(try XcprojReader.read(try Fixtures.bytes(path)))
        let found = PBXObjects(read.objects)
        #expect(read.graph.parents == found.parents)
        #expect(read.graph.byType.mapValues { $0.sorted() } == found.byType.mapValues { $0.sorted() })
    }

    @Test("what does not resolve is a note at its line and column: a membership naming no target, a product naming nothing; the rest is read")
    func unresolved() throws {
        let broken = Self.project
            .replacingOccurrences(of: "\"Bridge.h\", \"target-membership\": [ \"App/headers\" ]", with: "\"Bridge.h\", \"target-membership\": [ \"Nope/headers\" ]")
            .replacingOccurrences(of: "\"product\": \"Products/Kit.framework\"", with: "\"product\": \"Products/Missing.framework\"")
        let directory = try Self.folder(broken)
        let reader = ProjectFileReader(root: directory.path)
        let project = try #require(XcodeProjectReader.read("App.xcodeproj", reader: reader))
        #expect(project.targets.count == 3)
        let lines = broken.split(separator: "\n", omittingEmptySubsequences: false)
        let membership = try #require(reader.notes.first { $0.text.contains("names no build phase") })
        #expect(lines[try #require(membership.line) - 1].contains("Nope/headers") && membership.column != nil)
        let product = try #require(reader.notes.first { $0.text.contains("Products/Missing.framework") })
        #expect(lines[try #require(product.line) - 1].contains("Missing.framework"))
    }

    @Test("both project.pbxproj and project.xcproj: project.xcproj is read, and a note says so")
    func bothFiles() throws {
        let directory = try Self.folder(extra: ["App.xcodeproj/project.pbxproj": ProjectSamples.pbxproj([ProjectSamples.Target(name: "Other")])])
        let folder = try ProjectFolder.read(at: directory.path)
        #expect(folder.apps.map(\.name) == ["App"])
        #expect(folder.apps.first?.projectFile == "App.xcodeproj/project.xcproj")
        #expect(folder.notes.contains { $0.file == "App.xcodeproj/project.xcproj" && $0.text.contains("Xcode 27.2 refuses to open a project holding both") })
    }
}

@testable import AppProject
import Foundation
import TestSupport
import Testing

/// Real `project.xcproj` files committed to public repositories (Tests/Fixtures/xcproj, with
/// their licences), each read as its app: the targets and what they are, the bundle id, the
/// deployment target, the Info.plist (a file, or generated from settings).
@Suite("doctor: real project.xcproj files read as their apps")
struct XcprojRealProjectTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        /// Under Tests/Fixtures/xcproj.
        var folder: String
        var bundle: String
        /// Every target: name and kind.
        var targets: [String]
        var app: String
        var platform: ProjectTarget.Platform
        var bundleIdentifier: String?
        var deploymentTarget: String?
        /// INFOPLIST_FILE, or nil when the Info.plist is generated.
        var infoPlist: String?
        var generatesInfoPlist: Bool
        var testDescription: String { folder }
    }

    static let projects: [Expected] = [
        Expected(folder: "tabi-memo/App", bundle: "TabiMemo.xcodeproj", targets: ["TabiMemo: app"], app: "TabiMemo", platform: .iOS,
                 bundleIdentifier: "com.akidon0000.tabimemo", deploymentTarget: "27.0", infoPlist: "TabiMemo/Info.plist", generatesInfoPlist: false),
        Expected(folder: "swiftautogui/Sample", bundle: "Sample.xcodeproj", targets: ["Sample: app"], app: "Sample", platform: .macOS,
                 bundleIdentifier: "com.me.n.rei.Sample", deploymentTarget: nil, infoPlist: nil, generatesInfoPlist: true),
        Expected(folder: "rork-xcode/app", bundle: "SampleApp.xcodeproj", targets: ["SampleApp: app", "SampleAppTests: unit tests", "SampleAppUITests: UI tests"],
                 app: "SampleApp", platform: .iOS, bundleIdentifier: "com.example.sample", deploymentTarget: "18.0", infoPlist: nil, generatesInfoPlist: true),
        Expected(folder: "rork-xcode/app-exceptions", bundle: "Demo.xcodeproj", targets: ["Demo: app", "DemoWidget: app extension"], app: "Demo", platform: .iOS,
                 bundleIdentifier: "com.example.demo", deploymentTarget: nil, infoPlist: nil, generatesInfoPlist: true),
        Expected(folder: "xcodeproj", bundle: "XcodeGenerated.xcodeproj", targets: ["SampleApp: app"], app: "SampleApp", platform: .iOS,
                 bundleIdentifier: "com.example.sample-app", deploymentTarget: nil, infoPlist: nil, generatesInfoPlist: true),
        Expected(folder: "xcodeproj", bundle: "Everything.xcodeproj", targets: ["App: app", "Tool: other", "All: other", "Make: other"], app: "App",
                 platform: .iOS, bundleIdentifier: "com.example.App", deploymentTarget: nil, infoPlist: nil, generatesInfoPlist: false),
    ]

    static func read(_ expected: Expected) throws -> (BuildProject, ProjectFileReader) {
        let reader = ProjectFileReader(root: Fixtures.url("xcproj/" + expected.folder).path)
        let project = try #require(XcodeProjectReader.read(expected.bundle, reader: reader))
        return (project, reader)
    }

    @Test("each is read as its app", arguments: projects)
    func readsTheApp(_ expected: Expected) throws {
        let (project, reader) = try Self.read(expected)
        #expect(project.file == expected.bundle + "/project.xcproj")
        #expect(project.targets.map { "\($0.name): \($0.kind.rawValue)" } == expected.targets)
        let app = try #require(project.targets.first { $0.name == expected.app })
        #expect(app.kind == .application && app.platforms.contains(expected.platform), "\(app.platforms)")
        #expect(app.settings["PRODUCT_BUNDLE_IDENTIFIER"] == expected.bundleIdentifier)
        #expect(app.settings["IPHONEOS_DEPLOYMENT_TARGET"] == expected.deploymentTarget)
        #expect(app.settings["INFOPLIST_FILE"] == expected.infoPlist)
        #expect(app.settings.isYes("GENERATE_INFOPLIST_FILE") == expected.generatesInfoPlist)
        #expect(app.configuration == "Release")
        // The target's record, where a finding about the whole app points.
        let text = try String(contentsOf: Fixtures.url("xcproj/\(expected.folder)/\(expected.bundle)/project.xcproj"), encoding: .utf8)
        let line = try #require(app.line)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].trimmingCharacters(in: .whitespaces).hasPrefix("{"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false)[line].contains("\"name\": \"\(expected.app)\""))
        let problems = reader.notes.filter { $0.file.hasSuffix("project.xcproj") }
        #expect(problems.isEmpty, "\(problems.map(\.text))")
    }

    @Test("written again from the model, in Xcode's layout: byte for byte where the model holds all the file says", arguments: projects)
    func writtenAgain(_ expected: Expected) throws {
        let path = "xcproj/\(expected.folder)/\(expected.bundle)/project.xcproj"
        let bytes = try Fixtures.bytes(path)
        let again = try #require(try ProjectFormatConversion.rewritten(bytes))
        // What the model does not hold: a single-configuration project's [config=Release] key
        // (folded), and Everything's build rules, traits, folder file types and the like.
        if !["app-exceptions", "Everything"].contains(where: { path.contains($0) }) {
            #expect(again == String(decoding: bytes, as: UTF8.self))
        }
        // Either way, it reads as the same project.
        let folder = try TemporaryDirectory("xcproj-again")
        try FileManager.default.createDirectory(at: folder.appending(expected.bundle), withIntermediateDirectories: true)
        try again.write(to: folder.appending(expected.bundle + "/project.xcproj"), atomically: true, encoding: .utf8)
        let original = try Self.read(expected).0
        let read = try #require(XcodeProjectReader.read(expected.bundle, reader: ProjectFileReader(root: folder.path)))
        #expect(read.targets.map(Self.summary) == original.targets.map(Self.summary))
    }

    static func summary(_ target: ProjectTarget) -> String {
        let settings = ["PRODUCT_BUNDLE_IDENTIFIER", "IPHONEOS_DEPLOYMENT_TARGET", "MACOSX_DEPLOYMENT_TARGET", "INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE", "SDKROOT"]
            .map { target.settings[$0] ?? "-" }
        return ([target.name, target.productType, target.configuration] + settings + target.dependencies + target.linkedProducts + target.packageProducts
                + target.differingSettings).joined(separator: " ")
    }

    @Test("tabi-memo: its Info.plist read, a SwiftUI scene manifest; its local packages; the Release settings of a [config=] pair")
    func tabiMemo() throws {
        let folder = try ProjectFolder.read(at: Fixtures.url("xcproj/tabi-memo/App").path)
        let app = try #require(folder.apps.first)
        #expect(app.name == "TabiMemo" && app.projectFile == "TabiMemo.xcodeproj/project.xcproj")
        #expect(app.info?.path == "TabiMemo/Info.plist")
        #expect(app.info?.hasSceneManifest == true)
        #expect(app.bundleIdentifier == "com.akidon0000.tabimemo" && app.deploymentTarget == "27.0")
        let target = try #require(app.target)
        #expect(target.settings["SWIFT_COMPILATION_MODE"] == "wholemodule", "Release's value of a [config=Release] key")
        #expect(target.settings["SWIFT_OPTIMIZATION_LEVEL"] == "-O")
        #expect(target.settings["LD_RUNPATH_SEARCH_PATHS"] == " @executable_path/Frameworks @loader_path/Frameworks @executable_path/Frameworks",
                "a list setting, the target's $(inherited) the project's list (itself on nothing)")
        #expect(Set(target.packageProducts) == ["Domain", "DataLayer", "TripMapFeature", "PhotoListFeature", "AddPhotosFeature", "EditPhotoFeature", "RecentlyDeletedFeature"],
                "the local packages' products; the build tool plugin left out")
    }

    @Test("rork-xcode's exceptions: the folder's excluded Info.plist, the widget built from its own folder, the remote package's product not local")
    func exceptions() throws {
        let folder = try TemporaryDirectory("xcproj-exceptions")
        try FileManager.default.copyItem(at: Fixtures.url("xcproj/rork-xcode/app-exceptions/Demo.xcodeproj"), to: folder.appending("Demo.xcodeproj"))
        for (path, text) in ["Demo/DemoApp.swift": "import SwiftUI\n\n@main\nstruct DemoApp: App {\n    var body: some Scene { WindowGroup { Text(\"Demo\") } }\n}\n",
                             "Demo/Info.plist": "", "DemoWidget/Widget.swift": "import WidgetKit\n"] {
            try FileManager.default.createDirectory(at: folder.appending(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: folder.appending(path), atomically: true, encoding: .utf8)
        }
        let read = try ProjectFolder.read(at: folder.path)
        let app = try #require(read.apps.first)
        #expect(app.target?.sources == ["Demo/DemoApp.swift"])
        #expect(app.target?.packageProducts == [])
        #expect(read.leftOut.map { "\($0.target): \($0.kind)" } == ["DemoWidget: iOS app extension"])
        #expect(app.code.swiftUIApp != nil)
    }

    @Test("Everything: every kind of reference read into the model")
    func everything() throws {
        let expected = Self.projects.first { $0.bundle == "Everything.xcodeproj" }!
        let (project, reader) = try Self.read(expected)
        let app = try #require(project.targets.first { $0.name == "App" })
        #expect(app.sources == ["App/AppDelegate.swift", "App/Legacy.m"], "the compiled files by their membership")
        #expect(app.headers == [])
        #expect(app.dependencies == ["Tool", "Remote"])
        #expect(app.linkedProducts == ["Vendor", "Remote", "Signed"])
        #expect(app.packageProducts == [], "both products come from remote packages")
        #expect(project.localPackages == [], "the local package's folder is not in the checkout")
        #expect(project.subprojects == ["Remote.xcodeproj"])
        #expect(app.settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] == " APP", "a list; nothing below it")
        #expect(app.settings["OTHER_SWIFT_FLAGS"] == nil, "a Debug-only setting, not Release's")
        // The Release configuration's .xcconfig is named, not there: said.
        #expect(reader.notes.contains { $0.file == "App/Release.xcconfig" && $0.text.contains("is not there") })
    }
}

@testable import AppProject
import Foundation
import TestSupport
import Testing

/// What doctor reads of a large or modular folder, and what it says it did not read: every
/// project of the folder, projects linked from outside it up to a limit (each one past it
/// named), Tuist's buildable folders, an app target none of whose sources was read.
@Suite("doctor: every project read, or named as not read")
struct ProjectCoverageTests {
    typealias Target = ProjectSamples.Target

    static func app(_ name: String, subprojects: [String] = []) -> [String: String] {
        [
            "\(name)/\(name).xcodeproj/project.pbxproj": ProjectSamples.pbxproj(
                [Target(name: name, settings: ["INFOPLIST_FILE": "Info.plist"], sources: ["AppDelegate.swift"])], subprojects: subprojects),
            "\(name)/Info.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>1</string>"),
            "\(name)/AppDelegate.swift": ProjectSamples.uikitDelegate,
        ]
    }

    @Test("a folder of 257 projects: each one's app read and diagnosed (256 were, silently)")
    func everyProject() throws {
        // One folder of projects sharing their app delegate and Info.plist: each file is read once.
        var files = ["Info.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>1</string>"), "AppDelegate.swift": ProjectSamples.uikitDelegate]
        for index in 0..<257 {
            let name = String(format: "App%03d", index)
            files["\(name).xcodeproj/project.pbxproj"] = ProjectSamples.pbxproj([Target(name: name, settings: ["INFOPLIST_FILE": "Info.plist"], sources: ["AppDelegate.swift"])])
        }
        let folder = try ProjectSamples.folder(files)
        let read = try ProjectFolder.read(at: folder.path)
        #expect(read.apps.count == 257 && read.projectsNotRead.isEmpty)
        #expect(Set(read.apps.map(\.name)).count == 257)
    }

    @Test("projects linked from outside the folder past the limit: each one not read is named, with a note")
    func linkedPastTheLimit() throws {
        var files = Self.app("App", subprojects: ["../Libs/A/A.xcodeproj", "../Libs/B/B.xcodeproj", "../Libs/C/C.xcodeproj"])
        for name in ["A", "B", "C"] {
            files["Libs/\(name)/\(name).xcodeproj/project.pbxproj"] = ProjectSamples.pbxproj([
                Target(name: name, productType: "com.apple.product-type.framework", sources: ["\(name).swift"]),
            ])
            files["Libs/\(name)/\(name).swift"] = "public class \(name) {}\n"
        }
        let folder = try ProjectSamples.folder(files)
        let all = try ProjectFolder.read(at: folder.path + "/App")
        #expect(all.projectsNotRead.isEmpty)
        let read = try ProjectFolder.read(at: folder.path + "/App", linkedProjectLimit: 2)
        #expect(read.projectsNotRead.count == 1, "\(read.projectsNotRead)")
        let notRead = try #require(read.projectsNotRead.first)
        #expect(notRead.hasSuffix("C/C.xcodeproj"))
        let findings = RestorationDoctor.diagnose(read).findings
        #expect(findings.contains { $0.code == .notUnderstood && $0.file == notRead && $0.message.hasPrefix("not read") }, "\(findings)")
    }

    static func tuistApp(_ arguments: String) -> String {
        """
        import ProjectDescription

        let project = Project(
            name: "Insurance",
            targets: [
                .target(
                    name: "Insurance",
                    destinations: .iOS,
                    product: .app,
                    bundleId: "com.example.insurance",
                    infoPlist: "Config/Info.plist",
        \(arguments)
                ),
            ]
        )

        """
    }

    @Test("Tuist 4's buildableFolders: read as synchronized folders, less a folder's excluded files (a SwiftUI app was 'no scenes')")
    func tuistBuildableFolders() throws {
        let folder = try ProjectSamples.folder([
            "App/Project.swift": Self.tuistApp("""
                        buildableFolders: [
                            "Sources",
                            .folder("Shared", exceptions: [.exception(excluded: ["Shared/Legacy.swift"])]),
                        ]
            """),
            "App/Config/Info.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>1</string>"),
            "App/Sources/Navigation/MainNavigation.swift": "import SwiftUI\n\n@main\nstruct MainNavigation: App {\n    var body: some Scene { WindowGroup { Text(\"Hi\") } }\n}\n",
            "App/Shared/Model.swift": "struct Model {}\n",
            "App/Shared/Legacy.swift": "import UIKit\n\n@UIApplicationMain\nclass LegacyDelegate: UIResponder, UIApplicationDelegate {}\n",
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let app = try #require(read.apps.first)
        #expect(app.code.files.map(\.path).sorted() == ["App/Shared/Model.swift", "App/Sources/Navigation/MainNavigation.swift"])
        #expect(app.lifeCycle.isScenes)
        let findings = RestorationDoctor.diagnose(read).findings
        #expect(!findings.contains { $0.code == .uisceneRequired }, "\(findings)")
    }

    @Test("an app target none of whose sources was read: its life cycle unknown with a note saying why, and no claim")
    func noSourceRead() throws {
        let folder = try ProjectSamples.folder([
            "App/Project.swift": Self.tuistApp("            sources: Module.sources"),
            "App/Config/Info.plist": ProjectSamples.plist("<key>CFBundleVersion</key><string>1</string>"),
            "App/Sources/AppDelegate.swift": ProjectSamples.uikitDelegate,
        ])
        let read = try ProjectFolder.read(at: folder.path)
        let app = try #require(read.apps.first)
        #expect(app.code.files.isEmpty && !app.lifeCycle.isKnown)
        let report = RestorationDoctor.diagnose(read)
        #expect(report.unanalysed.map(\.app.name) == ["Insurance"])
        #expect(report.findings.allSatisfy { $0.code == .notUnderstood }, "\(report.findings)")
        #expect(report.findings.contains { $0.message.contains("no source file of it was read") }, "\(report.findings)")
    }
}

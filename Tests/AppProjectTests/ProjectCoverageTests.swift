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
}

@testable import AppProject
import Foundation
import TestSupport
import Testing

/// A project is the same app in either format: each doctor fixture project (clean, and with
/// each problem DoctorTests makes), its `project.pbxproj` written as `project.xcproj` through
/// the model, reads as the same targets and gives the same findings and the same `--fix`
/// (the same edits, refusals and advice); a finding that points at the project file points at
/// `project.xcproj`, at the target's line.
@Suite("doctor: the same app and findings in either project format")
struct ProjectFormatParityTests {
    static let fixtures = ["classic-storyboard", "classic-code", "objc", "scenes-swiftui", "scenes-uikit"]

    /// What doctor read of each app, one line each: what must not depend on the format.
    static func model(_ folder: ProjectFolder) -> [String] {
        folder.apps.map { app in
            let target = app.target
            let settings = ["PRODUCT_BUNDLE_IDENTIFIER", "IPHONEOS_DEPLOYMENT_TARGET", "INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE", "PRODUCT_MODULE_NAME", "SDKROOT"]
                .map { "\($0)=\(target?.settings[$0] ?? "-")" }
            var fields: [String] = [app.name, app.title, target?.configuration ?? "-"]
            for list in [target?.sources, target?.headers, target?.interfaceFiles, target?.dependencies, target?.differingSettings] {
                fields.append(list?.joined(separator: ",") ?? "-")
            }
            fields += [settings.joined(separator: " "), app.info?.path ?? "-", "\(app.lifeCycle)"]
            fields.append(app.code.files.map(\.path).sorted().joined(separator: ","))
            fields.append(app.storyboards.map(\.path).joined(separator: ","))
            return fields.joined(separator: " | ")
        } + folder.leftOut.map { "left out: \($0.project) \($0.target) \($0.kind)" }
    }

    /// A finding as both formats must give it: the project file named alike, its line left out
    /// where the finding points at the project file (only the JSON format has lines there).
    static func findings(_ folder: ProjectFolder) -> [String] {
        RestorationDoctor.diagnose(folder).findings.map { finding in
            let file = (finding.file ?? "-").replacingOccurrences(of: "project.pbxproj", with: "project.xcproj")
            let atProject = file.hasSuffix("project.xcproj")
            return [finding.code.rawValue, finding.severity.rawValue, file, atProject ? "-" : "\(finding.line ?? 0):\(finding.column ?? 0)",
                    finding.message.replacingOccurrences(of: "project.pbxproj", with: "project.xcproj"), finding.fix, finding.target ?? "-", finding.project ?? "-"]
                .joined(separator: " | ")
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var fixture: String
        var edits: [(file: String, old: String, new: String)]
        var name: String
        var testDescription: String { name }
    }

    static let cases: [Case] = fixtures.map { Case(fixture: $0, edits: [], name: "\($0) (clean)") }
        + DoctorTests.problems.map { problem in
            Case(fixture: problem.fixture, edits: problem.edits.map { (problem.file, $0.old, $0.new) } + problem.more, name: problem.testDescription)
        }

    /// `doctor --fix`'s plan: every edit's file and diff, every refusal and advice.
    static func fixes(_ folder: ProjectFolder) -> [String] {
        let plan = ProjectFixer.plan(RestorationDoctor.diagnose(folder).findings, in: folder)
        return plan.edits.map { "edit \($0.path): \($0.changes) \($0.diff)" } + plan.refused.map { "refused \($0.finding.code.rawValue): \($0.reason)" }
            + plan.advice.map { "advice \($0.code.rawValue)" }
    }

    @Test("the same app, the same findings, the same --fix", arguments: cases)
    func sameFindings(_ example: Case) throws {
        let (directory, propertyList, path) = try DoctorTests.project(example.fixture, edits: example.edits)
        _ = directory
        let converted = try ProjectFormatConversion.convertToJSON(URL(fileURLWithPath: path))
        #expect(converted.count == 1)
        let json = try ProjectFolder.read(at: path)
        #expect(json.apps.first?.projectFile?.hasSuffix("/project.xcproj") == true)
        #expect(Self.model(json) == Self.model(propertyList))
        #expect(Self.findings(json) == Self.findings(propertyList))
        #expect(Self.fixes(json) == Self.fixes(propertyList))
        // A finding on the app as a whole points at its target's record in project.xcproj.
        let report = RestorationDoctor.diagnose(json)
        for finding in report.findings where finding.file?.hasSuffix("project.xcproj") == true && finding.code != .notUnderstood {
            let text = try String(contentsOfFile: path + "/" + finding.file!, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let line = try #require(finding.line, "\(finding)")
            #expect(text[line].contains("\"name\": \"\(finding.target ?? "")\""), "\(finding.file!):\(line)")
        }
    }
}

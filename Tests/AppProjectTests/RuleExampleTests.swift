import AppProject
import Foundation
import TestSupport
import Testing

/// Every rule's examples, as doctor sees them: each triggering example reports the rule's
/// code at each line its files mark (`↓`), with the severity it names; each passing example
/// reports nothing of that code.
@Suite("doctor's rules on their own examples")
struct RuleExampleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var index: Int
        var testDescription: String {
            let example = DoctorRules.rule(FindingCode(rawValue: rule)!).examples[index]
            return "\(rule): \(example.triggers ? "triggers" : "passes"), \(example.title)"
        }
    }

    static let cases: [Case] = DoctorRules.all.flatMap { rule in rule.examples.indices.map { Case(rule: rule.code.rawValue, index: $0) } }

    /// The example written to a folder and diagnosed.
    static func diagnose(_ example: RuleExample) throws -> (TemporaryDirectory, RestorationDoctor.Report) {
        let directory = try TemporaryDirectory("rule-example")
        for file in example.project {
            let url = directory.appending(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return (directory, RestorationDoctor.diagnose(try ProjectFolder.read(at: directory.path)))
    }

    @Test("the example", arguments: cases)
    func example(_ testCase: Case) throws {
        let code = FindingCode(rawValue: testCase.rule)!
        let example = code.rule.examples[testCase.index]
        let (directory, report) = try Self.diagnose(example)
        _ = directory
        let found = report.findings.filter { $0.code == code }
        let all = report.findings.map { "\($0.severity.rawValue) \($0.code.rawValue) \($0.file ?? ""):\($0.line ?? 0) \($0.message)" }
        guard example.triggers else {
            #expect(found.isEmpty, "\(all)")
            return
        }
        #expect(!found.isEmpty, "\(all)")
        for file in example.project {
            for line in file.marked {
                #expect(found.contains { $0.file == file.path && $0.line == line }, "expected at \(file.path):\(line): \(all)")
            }
        }
        if let severity = example.severity { #expect(found.allSatisfy { $0.severity == severity }, "\(all)") }
        #expect(found.allSatisfy { !$0.message.isEmpty && !$0.fix.isEmpty && !$0.anchor.isEmpty }, "\(all)")
    }

    @Test("every rule has a triggering and a passing example (but those that need recorded states)")
    func coverage() {
        for rule in DoctorRules.all where ![FindingCode.neverSaved, .noCreator, .stateActivityUndeclared].contains(rule.code) {
            let examples = rule.examples
            #expect(examples.contains { $0.triggers } && examples.contains { !$0.triggers }, "\(rule.code.rawValue)")
        }
        let codes = DoctorRules.all.map { $0.code }
        #expect(Set(codes) == Set(FindingCode.allCases))
    }
}

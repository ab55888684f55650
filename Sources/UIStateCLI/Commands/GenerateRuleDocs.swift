import AppProject
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension UIState {
    /// Writes docs/doctor.md's findings sections from the rules' definitions; hidden, for the
    /// project's own use (the drift test compares the file with what this would write).
    struct GenerateRuleDocs: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate-rule-docs", abstract: "Write doctor's rule sections into docs/doctor.md.", shouldDisplay: false)

        @Argument(help: "The Markdown file holding the generated part between its markers.", completion: .file(extensions: ["md"]))
        var file = "docs/doctor.md"

        func run() throws {
            let url = URL(fileURLWithPath: file)
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            guard let start = text.firstRange(of: RuleDocumentation.begin), let end = text.firstRange(of: RuleDocumentation.end), start.upperBound <= end.lowerBound else {
                throw ValidationError("\(file) has no generated part: put the lines '\(RuleDocumentation.begin)' and '\(RuleDocumentation.end)' where the rules go")
            }
            let updated = String(text[..<start.lowerBound]) + RuleDocumentation.markdown().dropLast() + String(text[end.upperBound...])
            try Data(updated.utf8).write(to: url, options: .atomic)
        }
    }
}

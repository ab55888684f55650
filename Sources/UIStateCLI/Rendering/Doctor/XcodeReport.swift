import AppProject
import KeyedArchive

/// `--reporter xcode`: one line a finding as Xcode's issue navigator reads a Run Script
/// phase's output, `<absolute path>:<line>:<column>: error|warning|note: <message> [<code>]`;
/// a baseline entry that no longer occurs is a note on its line of the baseline file.
enum XcodeReport {
    static func render(_ outcome: DoctorOutcome) -> String {
        func place(_ file: String?, _ line: Int?, _ column: Int?) -> String {
            file.map { file in PrintableText.escaped(outcome.absolute(file)) + (line.map { ":\($0):\(column ?? 1)" } ?? "") + ": " } ?? ""
        }
        var lines = outcome.findings.map { finding in
            "\(place(finding.file, finding.line, finding.column))\(finding.severity.rawValue): \(PrintableText.escaped(finding.message)) [\(finding.code.rawValue)]"
        }
        for note in outcome.goneNotes {
            lines.append("\(place(outcome.baselineFile, note.line ?? 1, 1))note: \(PrintableText.escaped(note.text)) [baseline]")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}

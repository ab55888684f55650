import AppProject
import KeyedArchive

/// `--reporter xcode`: one line a finding as Xcode's issue navigator reads a Run Script
/// phase's output, `<absolute path>:<line>:<column>: error|warning|note: <message> [<code>]`.
enum XcodeReport {
    static func render(_ outcome: DoctorOutcome) -> String {
        var lines = outcome.findings.map { finding in
            let place = finding.file.map { file in
                PrintableText.escaped(outcome.absolute(file)) + (finding.line.map { ":\($0):\(finding.column ?? 1)" } ?? "") + ": "
            } ?? ""
            return "\(place)\(finding.severity.rawValue): \(PrintableText.escaped(finding.message)) [\(finding.code.rawValue)]"
        }
        if let gone = outcome.goneSentence { lines.append((outcome.baseline.map { PrintableText.escaped($0) + ": " } ?? "") + "note: " + gone) }
        return lines.map { $0 + "\n" }.joined()
    }
}

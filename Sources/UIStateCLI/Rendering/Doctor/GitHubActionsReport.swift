import AppProject

/// `--reporter github-actions`: workflow commands GitHub turns into annotations on the pull
/// request's files, `::error file=<path>,line=<n>,col=<n>,title=<code>::<message>`, paths
/// relative to the repository root. Values are escaped as the runner unescapes them (`%`, CR,
/// LF; in properties `:` and `,` too), so a message cannot end the command early.
enum GitHubActionsReport {
    static func render(_ outcome: DoctorOutcome) -> String {
        var lines = outcome.findings.map { finding in
            var properties: [String] = []
            if let file = finding.file { properties.append("file=" + property(file)) }
            if let line = finding.line { properties.append("line=\(line)") }
            if let column = finding.column { properties.append("col=\(column)") }
            properties.append("title=" + property("uistate doctor: " + finding.code.rawValue))
            let text = finding.code == .notUnderstood ? finding.message : finding.message + "\nFix: " + finding.fix
            return "::\(command(finding.severity)) \(properties.joined(separator: ","))::\(data(text))"
        }
        for note in outcome.goneNotes {
            var properties = outcome.baselineFile.map { ["file=" + property($0)] } ?? []
            if let line = note.line { properties.append("line=\(line)") }
            lines.append("::notice " + (properties + ["title=uistate doctor baseline"]).joined(separator: ",") + "::" + data(note.text))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    static func command(_ severity: ProjectFinding.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    static func data(_ text: String) -> String {
        text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}

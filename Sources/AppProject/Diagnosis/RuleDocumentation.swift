/// docs/doctor.md's "Findings" sections, written from the rules' definitions (so the docs,
/// `doctor --rules` and the SARIF rules say the same): per code, its severity, what it means,
/// the evidence it reports on, what to change, and its examples with the first triggering
/// one's marked lines.
public enum RuleDocumentation {
    /// The markers around the generated part of docs/doctor.md.
    public static let begin = "<!-- rules: generated from the rules' definitions by `uistate generate-rule-docs docs/doctor.md`; edit Sources/AppProject/Diagnosis/Rules -->"
    public static let end = "<!-- end of rules -->"

    public static func markdown() -> String {
        var out: [String] = [begin, ""]
        for rule in DoctorRules.all {
            out.append("### `\(rule.code.rawValue)`")
            out.append("")
            out.append("**\(rule.defaultSeverity.rawValue)**. \(rule.summary)")
            out.append("")
            out.append(rule.evidence)
            out.append("")
            out += basis(rule.basis)
            out.append("Fix: \(rule.fix).")
            out.append("")
            let examples = rule.examples
            if let example = examples.first(where: { $0.triggers }) {
                out += excerpt(example)
            }
            if !examples.isEmpty {
                out.append("Examples (each runs as a test):")
                out.append("")
                for example in examples {
                    out.append("- " + (example.triggers ? "reported" + (example.severity.map { " (\($0.rawValue))" } ?? "") : "not reported") + ": " + example.title)
                }
                out.append("")
            } else {
                out.append("Tested with recorded snapshots (`DoctorCommandTests`).")
                out.append("")
            }
        }
        out.append(end)
        return out.joined(separator: "\n") + "\n"
    }

    /// A rule's basis: how sure it is, what is disputed, and each source with its link.
    public static func basis(_ basis: RuleBasis) -> [String] {
        var out = ["Evidence (\(basis.certainty.meaning)):" + (basis.sources.isEmpty ? " none needed, the finding is about the project itself." : ""), ""]
        if let dispute = basis.dispute { out[0] = "Evidence (\(basis.certainty.meaning)). Disputed: \(dispute)" }
        for source in basis.sources {
            out.append("- [\(source.title)](\(source.url)) (\(source.kind.rawValue)): \(source.says)")
        }
        if !basis.sources.isEmpty { out.append("") }
        return out
    }

    /// The marked lines of an example, with three lines around each, in a code block.
    static func excerpt(_ example: RuleExample) -> [String] {
        guard let file = example.project.first(where: { !$0.marked.isEmpty }) else { return [] }
        let lines = file.contents.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var shown: [Int] = []
        for line in file.marked {
            for number in max(1, line - 3)...min(lines.count, line + 3) where !shown.contains(number) { shown.append(number) }
        }
        shown.sort()
        let language = file.path.hasSuffix(".swift") ? "swift" : file.path.hasSuffix(".m") || file.path.hasSuffix(".h") ? "objc" : "xml"
        var out = ["`\(file.path)` (\(example.title)); the finding is on the line marked `// <-`:", "", "```" + language]
        var previous = 0
        for number in shown {
            if previous != 0, number != previous + 1 { out.append("...") }
            let marker = file.marked.contains(number) ? (language == "xml" ? "  <!-- <- -->" : "  // <-") : ""
            out.append(lines[number - 1] + marker)
            previous = number
        }
        out.append("```")
        out.append("")
        return out
    }
}

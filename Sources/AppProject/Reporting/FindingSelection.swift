import Platform

/// What doctor reports once the project has had its say: `.uistate-doctor`'s ignores and
/// severities, `// uistate:disable` comments in the sources, and a baseline of accepted
/// findings. Nothing is dropped silently: the suppressed and the baselined are counted, and
/// baseline entries that no longer occur are listed so the baseline can shrink.
public struct FindingSelection: Sendable {
    public var findings: [ProjectFinding]
    /// Silenced by `.uistate-doctor` or an inline comment.
    public var suppressed = 0
    /// In the baseline.
    public var baselined = 0
    /// Baseline entries no finding matched any more.
    public var gone: [DoctorBaseline.Entry] = []

    public init(findings: [ProjectFinding]) {
        self.findings = findings
    }

    /// Every finding doctor made, before any choice: a baseline entry that matches one of them
    /// is not gone, even when the finding is silenced now.
    private var made: [ProjectFinding] = []

    /// `findings` of the project folder at `root` with the project's choices applied:
    /// ignores, inline comments, then severities.
    public static func select(_ findings: [ProjectFinding], root: String, configuration: DoctorConfiguration) -> FindingSelection {
        var selection = FindingSelection(findings: [])
        selection.made = findings
        var comments: [String: InlineSuppressions] = [:]
        func silenced(_ finding: ProjectFinding) -> Bool {
            guard let file = finding.file, let line = finding.line, InlineSuppressions.isSource(file) else { return false }
            if comments[file] == nil {
                let bytes = (try? FileSystem.read(file.hasPrefix("/") ? file : root + "/" + file, limit: 8 << 20)) ?? []
                comments[file] = InlineSuppressions(source: bytes)
            }
            return comments[file]?.silences(finding.code, line: line) ?? false
        }
        var kept: [ProjectFinding] = []
        for var finding in findings {
            if configuration.ignores(finding) || silenced(finding) {
                selection.suppressed += 1
                continue
            }
            if let severity = configuration.severities[finding.code] { finding.severity = severity }
            kept.append(finding)
        }
        selection.findings = RestorationDoctor.sorted(kept)
        return selection
    }

    /// This selection less what `baseline` holds.
    public func applying(_ baseline: DoctorBaseline?) -> FindingSelection {
        guard let baseline else { return self }
        var selection = self
        let split = baseline.split(findings)
        selection.findings = split.new
        selection.baselined = split.known
        selection.gone = baseline.split(made).gone
        return selection
    }
}

extension InlineSuppressions {
    /// Files whose comments can silence a finding: Swift and the C family.
    static func isSource(_ path: String) -> Bool {
        [".swift", ".m", ".mm", ".h", ".c", ".cpp"].contains { path.hasSuffix($0) }
    }
}

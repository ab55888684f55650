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
        select(findings, root: root, configurations: [configuration])
    }

    /// `findings` (paths relative to `root`) with every `.uistate-doctor`'s choices and the
    /// sources' inline comments applied: ignores, comments, then severities (a deeper file's
    /// over a shallower one's). `comments` are the sources' comments already read, by path;
    /// others are read from disk. A configuration line that matched no finding becomes a
    /// `suppression-without-effect` warning on that line.
    public static func select(_ findings: [ProjectFinding], root: String, configurations: [DoctorConfiguration],
                              comments known: [String: InlineSuppressions] = [:], reportUnused: Bool = true) -> FindingSelection {
        var selection = FindingSelection(findings: [])
        selection.made = findings
        var comments = known
        func silenced(_ finding: ProjectFinding) -> Bool {
            guard let file = finding.file, let line = finding.line, InlineSuppressions.isSource(file) else { return false }
            if comments[file] == nil {
                // A source doctor could not read has a note of its own; here it silences nothing.
                let bytes = ((try? UnreadableFile.read(file.hasPrefix("/") ? file : root + "/" + file, as: file)) ?? nil) ?? []
                comments[file] = InlineSuppressions(source: bytes)
            }
            return comments[file]?.silences(finding.code, line: line) ?? false
        }
        // Deeper folders last: their severities win.
        let ordered = configurations.sorted { $0.folder.count < $1.folder.count }
        var used: [Set<Int>] = Array(repeating: [], count: ordered.count)
        var kept: [ProjectFinding] = []
        for var finding in findings {
            var ignoredBy: Int? = nil
            for (index, configuration) in ordered.enumerated() {
                if let rule = configuration.ignoringRule(finding) {
                    used[index].insert(rule.line)
                    ignoredBy = index
                }
            }
            if ignoredBy != nil || silenced(finding) {
                selection.suppressed += 1
                continue
            }
            for (index, configuration) in ordered.enumerated() where configuration.covers(finding) {
                if let severity = configuration.severities[finding.code] {
                    finding.severity = severity
                    used[index].insert(configuration.severityLines[finding.code] ?? 0)
                }
            }
            kept.append(finding)
        }
        for (index, configuration) in ordered.enumerated() where reportUnused {
            for (line, rule) in configuration.lines.sorted(by: { $0.key < $1.key }) where !used[index].contains(line) {
                kept.append(ProjectFinding(.suppressionWithoutEffect, file: configuration.file, line: line, column: 1, anchor: configuration.file + ": " + rule,
                    "'\(rule)' matches no finding of this run: it silences or changes nothing (a code that does not occur, or a glob that matches no file)"))
            }
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

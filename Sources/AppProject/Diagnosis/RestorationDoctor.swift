/// Why an app's state would not come back, read from its project (docs/doctor.md): every
/// rule of `DoctorRules` run on each iOS app target of the folder on its own, each finding
/// naming its target. A shape doctor does not understand is a `not-understood` note, never a
/// finding.
public enum RestorationDoctor {
    public struct Report: Sendable {
        public struct App: Sendable {
            public var app: AppTarget
            /// The opt-in methods the app delegate implements, as written.
            public var optIn: [String]
        }

        public var folder: ProjectFolder
        public var apps: [App]
        public var findings: [ProjectFinding]

        /// The app targets doctor could not analyse (their life cycle is unknown, so the rules
        /// that depend on it did not run): `--strict` fails on them.
        public var unanalysed: [App] { apps.filter { !$0.app.lifeCycle.isKnown } }

        /// The report with every finding's path relative to `root`'s base.
        public func rebased(to root: SourceRoot) -> Report {
            var report = self
            report.findings = findings.map { finding in
                var moved = finding
                moved.file = finding.file.map(root.rebased)
                moved.project = finding.project.map(root.rebased)
                return moved
            }
            return report
        }
    }

    public static func diagnose(_ folder: ProjectFolder) -> Report {
        var findings: [ProjectFinding] = []
        var apps: [Report.App] = []
        for app in folder.apps {
            let diagnosis = AppDiagnosis(app)
            var found = findingsOf(diagnosis)
            for index in found.indices {
                found[index].target = app.name
                found[index].project = app.project?.path
                // Every finding has a place: the Info.plist or the project file when the rule
                // names none (code scanning rejects a result without a location).
                if found[index].file == nil { found[index].file = app.info?.path ?? app.projectFile }
                // A file that was not read may hold what a finding says is missing.
                if !app.unreadSources.isEmpty, found[index].severity != .note {
                    found[index].severity = .note
                    found[index].message += " (not certain: \(app.unreadSources.count) of its source files could not be read)"
                }
            }
            findings += found
            apps.append(Report.App(app: app, optIn: diagnosis.optIn.map(\.function.name)))
        }
        findings = merged(findings)
        findings += folder.notes.filter { note in !findings.contains { $0.file == note.file && $0.message == note.text } }.map {
            ProjectFinding(.notUnderstood, file: $0.file, line: $0.line, anchor: $0.file, $0.text)
        }
        return Report(folder: folder, apps: apps, findings: sorted(findings))
    }

    /// The same finding in several app targets (two targets that build one file, two projects
    /// that share an Info.plist) said once, under the first, naming every target.
    static func merged(_ findings: [ProjectFinding]) -> [ProjectFinding] {
        func key(_ finding: ProjectFinding) -> String {
            // Not the anchor: it may name the module, which each target compiles the file into.
            [finding.code.rawValue, finding.severity.rawValue, finding.file ?? "", "\(finding.line ?? 0):\(finding.column ?? 0)", finding.message, finding.fix]
                .joined(separator: "\u{0}")
        }
        var first: [String: Int] = [:]
        var kept: [ProjectFinding] = []
        var sharing: [[(target: String, project: String?)]] = []
        for finding in findings {
            guard let target = finding.target else {
                kept.append(finding)
                sharing.append([])
                continue
            }
            if let index = first[key(finding)], kept[index].target != target || kept[index].project != finding.project {
                sharing[index].append((target, finding.project))
                continue
            }
            first[key(finding)] = kept.count
            kept.append(finding)
            sharing.append([(target, finding.project)])
        }
        for index in kept.indices where sharing[index].count > 1 {
            let targets = sharing[index]
            // Named with their projects when those differ or a name repeats.
            let plain = Set(targets.map(\.project)).count == 1 && Set(targets.map(\.target)).count == targets.count
            let names = targets.map { plain ? $0.target : "\($0.target) (\($0.project ?? "the folder"))" }
            kept[index].targets = targets.map(\.target)
            kept[index].message += " (the same in the app targets " + names.dropLast().joined(separator: ", ") + " and " + names.last! + ")"
        }
        return kept
    }

    /// One app target's findings, every rule run.
    public static func findingsOf(_ diagnosis: AppDiagnosis) -> [ProjectFinding] {
        var findings = DoctorRules.all.flatMap { $0.check(diagnosis) }
        // A project's app none of whose sources was read: what could not be read, no claim.
        if diagnosis.app.project != nil, diagnosis.code.files.isEmpty { findings = findings.filter { $0.code == .notUnderstood } }
        // One finding per place and code: two rules' paths to the same place say it once.
        var seen: Set<String> = []
        findings = findings.filter { seen.insert("\($0.code.rawValue)|\($0.file ?? "")|\($0.line ?? 0)|\($0.anchor)|\($0.message)").inserted }
        return findings
    }

    public static func sorted(_ findings: [ProjectFinding]) -> [ProjectFinding] {
        findings.sorted {
            ($0.severity, ($0.project ?? "") + "\u{0}" + ($0.target ?? ""), $0.file ?? "", $0.line ?? 0, $0.code.rawValue, $0.message)
                < ($1.severity, ($1.project ?? "") + "\u{0}" + ($1.target ?? ""), $1.file ?? "", $1.line ?? 0, $1.code.rawValue, $1.message)
        }
    }
}

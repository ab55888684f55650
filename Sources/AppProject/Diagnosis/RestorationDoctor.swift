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
        findings += folder.notes.filter { note in !findings.contains { $0.file == note.file && $0.message == note.text } }.map {
            ProjectFinding(.notUnderstood, file: $0.file, line: $0.line, anchor: $0.file, $0.text)
        }
        return Report(folder: folder, apps: apps, findings: sorted(findings))
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

import AppProject
import KeyedArchive

/// What one `uistate doctor` run found, after the project's choices, with what every
/// reporter needs to place it: one base for every path (`SourceRoot`: the repository the
/// project is in, else the folder read), the baseline's entries that no longer occur with
/// their lines, and the app targets doctor could not analyse.
struct DoctorOutcome {
    /// The report, its paths already relative to `source.base`.
    var report: RestorationDoctor.Report
    var selection: FindingSelection
    var crossChecked: String?
    /// The baseline file as given on the command line, and as an absolute path.
    var baseline: String?
    var baselineAbsolute: String?
    var source: SourceRoot

    var findings: [ProjectFinding] { selection.findings }

    /// A path of the project model (relative to the folder read) as every reporter shows it.
    func shown(_ path: String) -> String { source.rebased(path) }

    /// `file:line` with its file from the one base.
    func shownPlace(_ place: String) -> String {
        guard let colon = place.lastIndex(of: ":") else { return shown(place) }
        return shown(String(place[..<colon])) + place[colon...]
    }

    /// A finding's file (relative to the base) as an absolute path.
    func absolute(_ file: String) -> String { source.absolute(file) }

    /// The baseline file relative to the base (absolute when outside it).
    var baselineFile: String? { baselineAbsolute.map(source.relative) }

    /// One note per baseline entry that no longer occurs, each on its line of the baseline.
    var goneNotes: [(line: Int?, text: String)] {
        selection.gone.map { entry in
            (entry.line, "\(entry.code) \(entry.file.isEmpty ? "" : entry.file + " ")\(entry.anchor) no longer occurs: write the baseline again with --write-baseline to drop it")
        }
    }

    /// How many notes a reporter shows: the findings' and the baseline's.
    var noteCount: Int { findings.filter { $0.severity == .note }.count + selection.gone.count }

    /// "0 errors, 1 warning, 2 notes (1 suppressed, not shown); 1 app target not analysed".
    var summary: String {
        let counts = ProjectFinding.Severity.allCases.map { severity in
            let count = severity == .note ? noteCount : findings.filter { $0.severity == severity }.count
            return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        var set: [String] = []
        if selection.suppressed > 0 { set.append("\(selection.suppressed) suppressed") }
        if selection.baselined > 0 { set.append("\(selection.baselined) in the baseline") }
        var line = counts.joined(separator: ", ") + (set.isEmpty ? "" : " (" + set.joined(separator: ", ") + ", not shown)")
        let unanalysed = report.unanalysed
        if !unanalysed.isEmpty {
            line += "; \(unanalysed.count) app target\(unanalysed.count == 1 ? "" : "s") not analysed (\(unanalysed.map(\.app.name).joined(separator: ", ")): the life cycle is unknown)"
        }
        let filesNotRead = report.filesNotRead
        if !filesNotRead.isEmpty {
            let names = filesNotRead.prefix(3).map { PrintableText.escaped(source.rebased($0.path)) }.joined(separator: ", ") + (filesNotRead.count > 3 ? ", ..." : "")
            line += "; \(filesNotRead.count) file\(filesNotRead.count == 1 ? "" : "s") there not read or not understood (\(names)): --strict fails"
        }
        let notRead = report.folder.projectsNotRead
        if !notRead.isEmpty {
            line += "; \(notRead.count) linked project\(notRead.count == 1 ? "" : "s") not read (past the \(ProjectFolder.maximumLinkedProjects) outside the folder doctor reads)"
        }
        let notEvaluated = report.folder.targetsNotEvaluated
        if !notEvaluated.isEmpty {
            line += "; targets made by code doctor could not evaluate at \(notEvaluated.prefix(3).map(shownPlace).joined(separator: ", "))\(notEvaluated.count > 3 ? ", ..." : "")"
        }
        return line
    }
}

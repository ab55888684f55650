import AppProject
import Platform

/// What one `uistate doctor` run found, after the project's choices, with what every
/// reporter needs to place it: the folder read and the source root (the repository a CI
/// checks out) that reporters for code hosts write paths relative to.
struct DoctorOutcome {
    var report: RestorationDoctor.Report
    var selection: FindingSelection
    var crossChecked: String?
    var baseline: String?
    /// `GITHUB_WORKSPACE`, in a GitHub Actions job.
    var githubWorkspace: String?

    var findings: [ProjectFinding] { selection.findings }
    var root: String { report.folder.root }

    /// The folder a code host's paths are relative to: `GITHUB_WORKSPACE` when the project is
    /// in it, else the git work tree holding the project, else the project folder.
    var sourceRoot: String {
        if let workspace = githubWorkspace, !workspace.isEmpty, root == workspace || root.hasPrefix(workspace + "/") { return workspace }
        var folder = root
        while folder != "/" && !folder.isEmpty {
            if FileSystem.exists(folder + "/.git") { return folder }
            folder = FileSystem.parent(of: folder)
        }
        return root
    }

    /// A finding's file as an absolute path.
    func absolute(_ file: String) -> String { file.hasPrefix("/") ? file : root + "/" + file }

    /// A finding's file relative to `base` (absolute when outside it).
    func relative(_ file: String, to base: String) -> String {
        let path = absolute(file)
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }

    /// The baseline's entries that no longer occur, as one sentence; nil when there are none.
    var goneSentence: String? {
        let gone = selection.gone
        guard !gone.isEmpty else { return nil }
        let shown = gone.prefix(3).map { "\($0.code) \($0.file.isEmpty ? "" : $0.file + " ")\($0.anchor)" }.joined(separator: "; ")
        return "\(gone.count) finding\(gone.count == 1 ? "" : "s") of the baseline no longer occur\(gone.count == 1 ? "s" : "") (\(shown)\(gone.count > 3 ? "; ..." : "")): "
            + "write it again with --write-baseline to drop \(gone.count == 1 ? "it" : "them")"
    }
}

import AppProject
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StateRepository
import StateRestoration

extension UIState {
    struct Doctor: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Reads an iOS app's project without building it, as Xcode builds it: the app \
            targets of the folder's .xcodeproj files, workspaces, XcodeGen specs (includes \
            merged), Tuist manifests and Swift package apps (or of the .xcodeproj or \
            .xcworkspace given), their Info.plist files and generated keys, storyboards and \
            xibs, Swift and Objective-C sources, and the code of the frameworks and local \
            packages each app links (Pods, Carthage, package checkouts and vendor folders \
            skipped). It says why the app's state would not come back: each finding with a \
            stable code, a severity (error: the state will not come back; warning: part of it \
            will not, it depends on the OS version, or the claim is disputed; note), the file, \
            line and column, a sentence in UIKit's terms and what to change. Every rule rests \
            on public evidence (Apple's documentation, methods of the decompiled UIKit, \
            reproducible reports) with how sure it is: --rules prints it, and docs/doctor.md \
            lists every code with an example of the problem and of the fix.

            With a uistate repository (found from the current folder, as every command finds \
            it), the project and the recorded states are checked together: controllers the \
            project can preserve that none of the newest --history snapshots holds, objects of \
            a snapshot (HEAD, or --state <rev>) that nothing in the project can create, and \
            scene activity types a snapshot holds that the Info.plist does not declare. \
            --no-state leaves the repository out.

            --manifest prints the app manifest that 'uistate check --app' takes, derived from \
            the project ('uistate check --project' uses it directly).

            Where the findings go: --reporter text (the default), json, xcode (path:line:col: \
            error: lines for a Run Script build phase), github-actions (pull-request \
            annotations) or sarif (SARIF 2.1.0 for code scanning), each to standard output or, \
            as NAME=PATH, to a file; repeatable. Paths are relative to the repository's root \
            in every report. --input-file-list FILE writes the files read as an Xcode file \
            list, for the Run Script phase's input file lists. --write-baseline FILE accepts \
            the current findings; --baseline FILE reports only the ones not in it. A \
            .uistate-doctor file (at the repository's root, in the folder read, beside a \
            project) ignores codes or changes their severity in its folder, and '// \
            uistate:disable:next <code>' comments silence one place; a suppression that has no \
            effect is a warning. --fix makes the mechanical repairs (a storyboard container's \
            restoration identifier, an activity type in NSUserActivityTypes); --fix --dry-run \
            prints them as a diff and exits 1 while one is pending. --strict fails on a \
            warning and on an app target doctor could not analyse. --rules lists the codes.
            """,
            examples: [
                "uistate doctor",
                "uistate doctor ~/Code/MyApp --json",
                "uistate doctor MyApp.xcworkspace --target MyApp",
                "uistate doctor --strict",
                "uistate doctor --state login-bug",
                "uistate doctor --manifest > manifest.json",
                "uistate doctor --reporter xcode",
                "uistate doctor --reporter github-actions --reporter sarif=doctor.sarif",
                "uistate doctor --write-baseline .uistate-doctor-baseline",
                "uistate doctor --baseline .uistate-doctor-baseline",
                "uistate doctor --fix --dry-run",
            ],
            exitStatuses: [
                (.success, "no error finding (with --strict: no warning either, and every app target analysed)"),
                (.differences, "an error finding (with --strict: a warning or a target not analysed too), or with --fix --dry-run a repair pending: a CI job can gate on it"),
                (.usage, "invalid command line; --target naming no app target of the folder"),
                (.badData, "the folder's only project file is not understood (merge-conflict markers, not a project); a line of .uistate-doctor or the --baseline file is not understood"),
                (.noInput, "no project folder there, nothing of an app's project in it, or its only project file is not a readable file; no --baseline file there"),
                (.fatal, "the repository or --state cannot be read; a report, a baseline or a fixed file cannot be written"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "doctor",
            abstract: "Read the app's project and say why its state would not come back.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "The app's project folder, or its .xcodeproj or .xcworkspace (default: the current folder).", completion: .directory)
        var project: String?

        @Option(help: ArgumentHelp("Cross-check the objects of this snapshot (default: HEAD).", valueName: "rev"), completion: .custom(Completions.revisions))
        var state: String?

        @Flag(help: "Do not read the repository: the project alone.")
        var noState = false

        // Unconditional: `--history -1` is a value to refuse with a reason, not a missing one.
        @Option(parsing: .unconditional, help: ArgumentHelp("How many of the newest snapshots the cross-check reads.", valueName: "n"))
        var history = 1000

        @Flag(help: "Exit 1 on a warning too.")
        var strict = false

        @Flag(help: "Print the app manifest derived from the project (JSON for check --app) and nothing else.")
        var manifest = false

        @Option(help: ArgumentHelp("Diagnose this app target only (default: every iOS app target of the folder).", valueName: "name"),
                completion: .custom(Completions.doctorTargets))
        var target: String?

        @Flag(help: "Print JSON (docs/json.md); the same as --reporter json.")
        var json = false

        @Option(name: .customLong("reporter"), help: ArgumentHelp(
            "Write the findings as text, json, xcode, github-actions or sarif, to standard output or (NAME=PATH) to a file; repeatable.",
            valueName: "name[=path]"), completion: .custom(Completions.reporters))
        var reporters: [DoctorReporterChoice] = []

        @Option(help: ArgumentHelp("Report only the findings this baseline file does not hold.", valueName: "file"), completion: .file())
        var baseline: String?

        @Option(help: ArgumentHelp("Write the current findings to a baseline file (and exit 0).", valueName: "file"), completion: .file())
        var writeBaseline: String?

        @Option(help: ArgumentHelp("Write the files doctor read to this Xcode file list (.xcfilelist), for a Run Script phase's input file lists.",
                                   valueName: "file"), completion: .file())
        var inputFileList: String?

        @Flag(help: "Make the mechanical repairs: a storyboard container's restoration identifier, an activity type in NSUserActivityTypes.")
        var fix = false

        @Flag(help: "With --fix: print the repairs as a unified diff and write nothing.")
        var dryRun = false

        @Flag(help: "List the finding codes with what each means, and nothing else.")
        var rules = false

        /// The reporters to run: `--json` is `--reporter json`; none given, text.
        var chosenReporters: [DoctorReporterChoice] {
            let chosen = reporters + (json ? [DoctorReporterChoice(.json)] : [])
            return chosen.isEmpty ? [DoctorReporterChoice(.text)] : chosen
        }

        func validate() throws {
            if noState && state != nil { throw ValidationError("give --state or --no-state, not both") }
            if history < 1 { throw ValidationError("--history must be 1 or more (it is how many of the newest snapshots the cross-check reads)") }
            if manifest && (json || !reporters.isEmpty) { throw ValidationError("--manifest prints JSON already: leave out --json and --reporter") }
            if chosenReporters.filter({ $0.path == nil }).count > 1 {
                throw ValidationError("only one reporter can write to standard output: give the others a file (--reporter sarif=doctor.sarif)")
            }
            if dryRun && !fix { throw ValidationError("--dry-run goes with --fix (it prints the repairs --fix would make)") }
            if dryRun, reporters.contains(where: { $0.path == nil }) || json {
                throw ValidationError("with --fix --dry-run standard output holds the diff: give each --reporter a file (--reporter sarif=doctor.sarif)")
            }
            if let empty = reporters.first(where: { $0.path?.isEmpty == true }) {
                throw ValidationError("--reporter \(empty.format.rawValue)= names no file: give the path after '=' (--reporter \(empty.format.rawValue)=doctor.\(empty.format.fileExtension)), or leave out '=' for standard output")
            }
            if rules && (manifest || fix) { throw ValidationError("--rules lists the codes and nothing else: leave out --manifest and --fix") }
        }

        func run(_ context: CommandContext) throws {
            if rules {
                let console = context.console(machineOutput: json, pages: true)
                console.emit(json ? DoctorRendering.rulesJSON().rendered : DoctorRendering.rulesText())
                return
            }
            let current = FileManager.default.currentDirectoryPath
            let folder = URL(fileURLWithPath: project ?? current).standardizedFileURL.path
            // --fix holds the folder's lock from the read to the write, after settling what a
            // killed run left.
            let root = ProjectFolder.root(of: folder)
            let transaction = fix && !dryRun && FileSystem.isDirectory(root) ? try context.transaction(in: root) : nil
            var read = try readFolder(folder)
            let console = context.console(machineOutput: chosenReporters.contains { $0.path == nil && $0.format != .text } || manifest, pages: true)
            if manifest {
                console.emit(try DoctorRendering.manifest(ManifestDerivation.manifest(try DoctorTargets.one(read, purpose: "--manifest"))))
                return
            }
            // One base for every path: the repository holding the project.
            let source = SourceRoot.find(folder: read.root, githubWorkspace: context.environment["GITHUB_WORKSPACE"])
            let projectFolders = read.projects.map { FileSystem.parent(of: $0.path) }.map { $0 == "." ? read.root : read.root + "/" + $0 }
            let configurations = try DoctorProjectFiles.configurations(source: source, folders: [read.root] + projectFolders)
            let accepted = try baseline.map(DoctorProjectFiles.baseline)
            let baselineAbsolute = baseline.map { $0.hasPrefix("/") ? $0 : URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: current)).standardizedFileURL.path }
            if let inputFileList {
                // What doctor read, with the .uistate-doctor files and the baseline: the inputs
                // after whose change a Run Script phase runs it again.
                let files = read.filesRead.map { $0.hasPrefix("/") ? $0 : read.root + "/" + $0 }
                    + configurations.compactMap { $0.absoluteFolder.map { $0 + "/" + DoctorConfiguration.fileName } } + [baselineAbsolute].compactMap { $0 }
                let base = context.environment["SRCROOT"].map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? read.root
                try DoctorProjectFiles.writeIfChanged(DoctorProjectFiles.fileList(files, base: base), to: inputFileList)
            }
            var (report, crossChecked) = try diagnose(read, context)
            func select(_ report: RestorationDoctor.Report, _ read: ProjectFolder) -> FindingSelection {
                var comments: [String: InlineSuppressions] = [:]
                for app in read.apps {
                    for file in app.code.files { comments[source.rebased(file.path)] = file.suppressions ?? InlineSuppressions(source: []) }
                }
                return FindingSelection.select(report.rebased(to: source).findings, root: source.base, configurations: configurations, comments: comments,
                                               reportUnused: target == nil)
            }
            func outcome(_ selection: FindingSelection, _ report: RestorationDoctor.Report) -> DoctorOutcome {
                var shown = report.rebased(to: source)
                shown.findings = selection.findings
                return DoctorOutcome(report: shown, selection: selection, crossChecked: crossChecked, baseline: baseline, baselineAbsolute: baselineAbsolute, source: source)
            }
            if fix {
                let chosen = select(report, read)
                let repairable = chosen.findings.map { finding in
                    var original = finding
                    original.file = finding.file.map(source.unrebased)
                    original.project = finding.project.map(source.unrebased)
                    return original
                }
                let plan = ProjectFixer.plan(repairable, in: read)
                if dryRun {
                    // Standard output holds the diff, its paths from the same base as the reports'.
                    console.emit(plan.edits.map { edit in
                        var shown = edit
                        shown.path = source.rebased(edit.path)
                        return shown.diff
                    }.joined())
                    DoctorRendering.fixSummary(plan, wrote: false).forEach(console.note)
                    let dry = outcome(chosen.applying(accepted), report)
                    try writeReports(dry, console: console, fileReportersOnly: true)
                    // Pending repairs fail the run, as what a repair does not fix would.
                    let unfixed = dry.findings.filter { finding in
                        finding.repair == nil || plan.refused.contains { $0.finding.anchor == finding.anchor && $0.finding.code == finding.code }
                    }
                    if !plan.edits.isEmpty || failing(unfixed, report) { throw ExitCode(ExitStatus.differences.rawValue) }
                    return
                }
                guard let transaction else { throw CLIError("no project folder at \(read.root) to write into", status: .noInput) }
                try ProjectFixer.write(plan, in: transaction)
                DoctorRendering.fixSummary(plan, wrote: true).forEach(console.note)
                // What is left, read again from the files as they are now.
                read = try readFolder(folder)
                (report, crossChecked) = try diagnose(read, context)
            }
            let chosen = select(report, read)
            if let writeBaseline {
                let all = chosen.findings
                try DoctorProjectFiles.write(Array(DoctorBaseline(findings: all).text.utf8), to: writeBaseline)
                console.note("wrote \(all.count) finding\(all.count == 1 ? "" : "s") to the baseline \(writeBaseline)")
            }
            let result = outcome(chosen.applying(accepted), report)
            try writeReports(result, console: console, fileReportersOnly: false)
            if failing(result.findings, report) && writeBaseline == nil { throw ExitCode(ExitStatus.differences.rawValue) }
        }

        /// An error finding fails the run; with `--strict`, a warning, an app target doctor
        /// could not analyse or a linked project it did not read too.
        func failing(_ findings: [ProjectFinding], _ report: RestorationDoctor.Report) -> Bool {
            findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
                || (strict && (!report.unanalysed.isEmpty || !report.folder.projectsNotRead.isEmpty))
        }

        /// Each reporter's output to its file or standard output; when none writes to standard
        /// output, the summary goes to standard error, so a run in a terminal or a CI log says
        /// what it found.
        func writeReports(_ outcome: DoctorOutcome, console: Console, fileReportersOnly: Bool) throws {
            var written: [String] = []
            for reporter in chosenReporters where reporter.path != nil || !fileReportersOnly {
                let text = DoctorRendering.render(outcome, as: reporter.format, style: reporter.path == nil ? console.style : Style(enabled: false))
                if let path = reporter.path {
                    try DoctorProjectFiles.write(Array(text.utf8), to: path)
                    written.append(path)
                } else {
                    console.emit(text)
                }
            }
            if !written.isEmpty, fileReportersOnly || !chosenReporters.contains(where: { $0.path == nil }) {
                console.note(outcome.summary + "; wrote " + written.joined(separator: ", "))
            }
        }

        func readFolder(_ folder: String) throws -> ProjectFolder {
            var read = try ProjectFolder.read(at: folder)
            if let target {
                read.apps = try DoctorTargets.only(target, in: read)
                // The other projects' test targets and frameworks say nothing about this app.
                read.leftOut.removeAll { left in !read.apps.contains { $0.project?.path == left.project } }
            }
            return read
        }

        /// The project's findings, with the recorded states' when there is a repository.
        func diagnose(_ read: ProjectFolder, _ context: CommandContext) throws -> (RestorationDoctor.Report, String?) {
            var report = RestorationDoctor.diagnose(read)
            var crossChecked: String? = nil
            if !noState, let store = state != nil ? try context.store() : context.storeIfAny(), let id = try state.map(store.resolve) ?? store.tip() {
                let bundleIdentifier = try store.setting(SnapshotStore.Settings.simulatorAppKey)
                    ?? (try store.workingArchive()).map { FileSystem.lastComponent(of: $0.path) }.map { $0.hasSuffix(".savedState") ? String($0.dropLast(".savedState".count)) : $0 }
                if let app = StateCrossCheck.app(in: read, bundleIdentifier: bundleIdentifier) {
                    let recorded = try store.recordedObjectPaths(limit: history)
                    let name = "snapshot \(id.short)"
                    let check = StateCrossCheck(recordedPaths: recorded.paths, snapshots: recorded.snapshots, state: try store.savedState(at: id), stateName: name)
                    report.findings = RestorationDoctor.sorted(report.findings + check.findings(app))
                    crossChecked = "\(name) and the newest \(recorded.snapshots) snapshot\(recorded.snapshots == 1 ? "" : "s") (for \(app.name))"
                } else {
                    crossChecked = "nothing: the repository's app is none of this folder's \(read.apps.count) app targets (give --target)"
                }
            }
            return (report, crossChecked)
        }
    }
}

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
            Reads an iOS app's project without building it (the .xcodeproj's app targets, \
            Info.plist files and generated Info.plist keys, storyboards and xibs, Swift and \
            Objective-C sources; Pods, Carthage, package checkouts and vendor folders skipped) \
            and says why its state would not come back: each finding with a stable code, a \
            severity (error: the state will not come back; warning: part of it will not, or it \
            depends on the OS version; note), the file and line, a sentence in UIKit's terms \
            and what to change. docs/doctor.md lists every code with an example of the problem \
            and of the fix.

            With a uistate repository (found from the current folder, as every command finds \
            it), the project and the recorded states are checked together: controllers the \
            project can preserve that none of the newest --history snapshots holds, objects of \
            a snapshot (HEAD, or --state <rev>) that nothing in the project can create, and \
            scene activity types a snapshot holds that the Info.plist does not declare. \
            --no-state leaves the repository out.

            --manifest prints the app manifest that 'uistate check --app' takes, derived from \
            the project ('uistate check --project' uses it directly).
            """,
            examples: [
                "uistate doctor",
                "uistate doctor ~/Code/MyApp --json",
                "uistate doctor --strict",
                "uistate doctor --state login-bug",
                "uistate doctor --manifest > manifest.json",
            ],
            exitStatuses: [
                (.success, "no error finding (with --strict: no warning either)"),
                (.differences, "an error finding (with --strict: a warning too): a CI job can gate on it"),
                (.usage, "invalid command line"),
                (.badData, "the folder's only project file is not understood (merge-conflict markers, not a project)"),
                (.noInput, "no project folder there, nothing of an app's project in it, or its only project file is not a readable file"),
                (.fatal, "the repository or --state cannot be read"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "doctor",
            abstract: "Read the app's project and say why its state would not come back.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "The app's project folder (default: the current folder).", completion: .directory)
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

        @Option(help: ArgumentHelp("Diagnose this app target only (default: every iOS app target of the folder).", valueName: "name"))
        var target: String?

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        func validate() throws {
            if noState && state != nil { throw ValidationError("give --state or --no-state, not both") }
            if history < 1 { throw ValidationError("--history must be 1 or more (it is how many of the newest snapshots the cross-check reads)") }
            if manifest && json { throw ValidationError("--manifest prints JSON already: leave out --json") }
        }

        func run(_ context: CommandContext) throws {
            let folder = project ?? FileManager.default.currentDirectoryPath
            var read = try ProjectFolder.read(at: URL(fileURLWithPath: folder).standardizedFileURL.path)
            if let target { read.apps = try DoctorTargets.only(target, in: read) }
            let console = context.console(machineOutput: json || manifest, pages: true)
            if manifest {
                console.emit(try DoctorRendering.manifest(ManifestDerivation.manifest(try DoctorTargets.one(read, purpose: "--manifest"))))
                return
            }
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
            console.emit(json ? DoctorRendering.json(report).rendered : DoctorRendering.text(report, crossChecked: crossChecked, style: console.style))
            let failing = report.findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
            if failing { throw ExitCode(ExitStatus.differences.rawValue) }
        }
    }
}

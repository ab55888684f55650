import AppProject
import ArgumentParser
import SceneMigration
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository
import StateRestoration
import Git

extension UIState {
    struct Check: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Checks what UIKit checks: the archive's major version (only 2 is accepted), \
            staleness against the app's version, then problems inside the archive: \
            references to objects that are not in it, objects whose parent is not preserved \
            (they are not restored), first responders and class-map entries without objects, \
            controllers nothing can create. With --app <manifest> (docs/check.md) it walks \
            UIKit's lookup for every object (restoration class, app delegate, object created \
            at launch, storyboard; a different class means the state is not decoded) and says \
            for each whether it is restored and why not. --project <folder> derives that manifest \
            from the app's project (what 'uistate doctor --manifest' prints), and staleness from \
            what its restore method compares: the key its save method encodes, with the value \
            it writes, else the bundle version the project builds (CFBundleVersion through its \
            build settings). The answer is yes, partly (UIKit accepts the archive but skips \
            objects: how many and which), or no. A Mac app's state is checked as \
            AppKit reads it: which windows have a key and a record AppKit can restore, and \
            which come back.
            """,
            examples: [
                "uistate check",
                "uistate check HEAD~3 --app-version 12.0",
                "uistate check --archive App.savedState --app manifest.json",
                "uistate check --project ~/Code/MyApp",
            ],
            exitStatuses: [
                (.success, "UIKit (AppKit) would restore the snapshot, every object of it"),
                (.differences, "it would discard it"),
                (.partial, "it would restore it but skip some objects (their count and paths are printed), scene sessions or windows"),
                (.usage, "invalid command line"),
                (.badData, "damaged snapshot or malformed manifest"),
                (.fatal, "not a repository or unknown revision"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Would UIKit (or AppKit) restore this snapshot?",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: ArgumentHelp("The snapshot (default: HEAD).", valueName: "rev"), completion: .custom(Completions.revisions))
        var revision: String?

        @Option(help: ArgumentHelp("Check a savedState on disk instead of a snapshot.", valueName: "path"), completion: .file())
        var archive: String?

        @Option(help: ArgumentHelp("The app's current version.", valueName: "version"))
        var appVersion: String?

        @Option(help: ArgumentHelp("What the app can restore (JSON, docs/check.md).", valueName: "manifest"), completion: .file(extensions: ["json"]))
        var app: String?

        @Option(help: ArgumentHelp("Derive what the app can restore from its project (docs/doctor.md).", valueName: "folder"), completion: .directory)
        var project: String?

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        func validate() throws {
            if archive != nil && revision != nil { throw ValidationError("give a revision or --archive, not both") }
            if app != nil && project != nil { throw ValidationError("give --app or --project, not both") }
        }

        func run(_ context: CommandContext) throws {
            let console = context.console(machineOutput: json)
            let store = archive == nil ? try context.store() : context.storeIfAny()
            let state: SavedState
            let label: String
            if let archive {
                state = try context.readSavedState(URL(fileURLWithPath: archive))
                label = archive
            } else {
                let store = try context.store()
                let id = try store.resolve(revision ?? "HEAD")
                state = try store.savedState(at: id)
                label = "snapshot \(id.short) (\(try store.info(id).subject))"
            }
            // The app's project says what the restore method compares, and the app's version.
            let projectApp = try project.map { try DoctorTargets.one(try ProjectFolder.read(at: URL(fileURLWithPath: $0).standardizedFileURL.path), purpose: "--project") }
            let versionCheck = projectApp.map(RestoreVersionCheck.of)
            let staleness: Staleness?
            if let versionCheck, let version = appVersion ?? versionCheck.version {
                staleness = Staleness(versionKey: versionCheck.key ?? AppVersion.defaultKey, current: AppVersion(version))
            } else if let store {
                staleness = try store.staleness(explicitVersion: appVersion)
            } else {
                staleness = appVersion.map { Staleness(versionKey: AppVersion.defaultKey, current: AppVersion($0)) }
            }
            var manifest = try app.map { try AppManifest.read(URL(fileURLWithPath: $0)) } ?? projectApp.map(ManifestDerivation.manifest)
            // The activity type the migration gives the app (or gave it): a session saved with
            // another one is not restored by its generated code.
            if let projectApp, manifest != nil, projectApp.lifeCycle.isClassic || projectApp.code.declaredClasses.contains(where: { $0.name == "SceneRestoration" }) {
                let types = RestorationActivityType.of(projectApp).types
                if !types.isEmpty { manifest?.restorationActivityTypes = types }
            }
            let report = RestorationCheck.check(state, staleness: staleness, manifest: manifest)
            let framework = state.windows != nil && state.classic == nil && !state.hasScenes ? "AppKit" : "UIKit"
            console.emit(json ? CheckRendering.json(report, label: label).rendered
                              : CheckRendering.text(report, label: label, framework: framework, style: console.style))
            switch report.verdict {
            case .yes: break
            case .partly: throw ExitCode(ExitStatus.partial.rawValue)
            case .no: throw ExitCode(ExitStatus.differences.rawValue)
            }
        }
    }
}

enum CheckRendering {
    static func text(_ report: RestorationReport, label: String, framework: String = "UIKit", style: Style) -> String {
        let answer: String = switch report.verdict {
        case .yes: style.green("yes")
        case .no: style.red("no")
        case .partly: style.yellow("partly") + ": " + partlyReason(report)
        }
        var out = [style.bold("Would \(framework) restore \(label)? ") + answer]
        for finding in report.findings {
            let where_ = finding.path.map { "\($0): " } ?? finding.session.map { "session \($0): " } ?? ""
            switch finding.severity {
            case .refusal: out.append("  " + style.red("refused: ") + where_ + finding.message)
            case .warning: out.append("  " + style.yellow("warning: ") + where_ + finding.message)
            case .note: out.append("  note: " + where_ + finding.message)
            }
        }
        if let outcomes = report.outcomes {
            out.append(style.bold("Objects, in UIKit's order"))
            let width = min(60, outcomes.map { $0.path.rawValue.count }.max() ?? 0)
            for outcome in outcomes {
                let path = outcome.path.rawValue.rightPadded(width)
                if outcome.stateDropped {
                    out.append("  " + style.yellow("no state ") + path + "  " + (outcome.reason ?? ""))
                } else if let provider = outcome.providedBy {
                    out.append("  " + style.green("restored ") + path + "  by " + provider)
                } else {
                    out.append("  " + style.red("skipped  ") + path + "  " + (outcome.reason ?? ""))
                }
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// "it skips 2 objects (A, B) and the state of 1": what "partly" means here.
    static func partlyReason(_ report: RestorationReport) -> String {
        var parts: [String] = []
        let skipped = report.skippedObjects
        if !skipped.isEmpty {
            let shown = skipped.prefix(3).map(\.rawValue).joined(separator: ", ") + (skipped.count > 3 ? ", ..." : "")
            parts.append("it skips \(skipped.count) object\(skipped.count == 1 ? "" : "s") (\(shown)) and everything below \(skipped.count == 1 ? "it" : "them")")
        }
        let stateless = report.statelessObjects.count
        if stateless > 0 { parts.append("it does not decode the state of \(stateless) object\(stateless == 1 ? "" : "s")") }
        let sessions = report.skippedSessions
        if sessions > 0 { parts.append("\(sessions) scene session\(sessions == 1 ? "" : "s") or window\(sessions == 1 ? "" : "s") will not come back") }
        return parts.joined(separator: "; ")
    }

    static func json(_ report: RestorationReport, label: String) -> JSONValue {
        .object([
            JSONMember("subject", .string(label)),
            JSONMember("wouldRestore", .bool(report.wouldRestore)),
            JSONMember("verdict", .string(report.verdict.rawValue)),
            JSONMember("skipped", .array(report.skippedObjects.map { .string($0.rawValue) })),
            JSONMember("findings", .array(report.findings.map { finding in
                .object([JSONMember("severity", .string(finding.severity.rawValue)), JSONMember("path", .optional(finding.path?.rawValue)),
                         JSONMember("session", .optional(finding.session)), JSONMember("message", .string(finding.message))])
            })),
            JSONMember("objects", report.outcomes.map { outcomes in
                .array(outcomes.map { outcome in
                    .object([
                        JSONMember("path", .string(outcome.path.rawValue)),
                        JSONMember("class", .optional(outcome.className)),
                        JSONMember("restored", .bool(outcome.restored)),
                        JSONMember("stateDecoded", .bool(outcome.restored && !outcome.stateDropped)),
                        JSONMember("providedBy", .optional(outcome.providedBy)),
                        JSONMember("reason", .optional(outcome.reason)),
                    ])
                })
            } ?? .null),
        ])
    }
}

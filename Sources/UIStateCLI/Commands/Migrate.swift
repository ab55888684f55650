import AppProject
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import KeyedArchive
import Platform
import SceneMigration
import StateRepository
import StateRestoration

extension UIState {
    struct Migrate: DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Apps built with the SDK after iOS 26 must use the UIScene life cycle (Apple's \
            TN3187), and in an app that uses scenes UIKit calls no view controller's \
            encodeRestorableState or decodeRestorableState: every screen comes back at its \
            first one. 'migrate scenes' moves an app to scenes with its \
            restoration; 'migrate state' carries a recorded classic state across, so the \
            migrated app opens on the screen the user had. docs/migrate.md says what moves, \
            what is left for a person, and why.
            """,
            examples: [
                "uistate migrate scenes",
                "uistate migrate scenes ~/Code/MyApp --dry-run > migrate.patch",
                "uistate migrate scenes --apply",
                "uistate migrate state HEAD -m \"Converted for the scene-based app\"",
                "uistate migrate state v1 --project ~/Code/MyApp --to /tmp/MyApp.savedState",
            ],
            exitStatuses: [
                (.success, "success (a plan, a diff, the files written, a state converted)"),
                (.differences, "--apply refused: the project is not in a git work tree, or the tree has uncommitted changes (give --allow-dirty), or git is in the middle of a merge, rebase, cherry-pick, revert or bisect"),
                (.usage, "invalid command line"),
                (.badData, "a file the migration needs is not understood, an app cannot be migrated as it is (nothing written), or the snapshot holds no classic archive to convert"),
                (.noInput, "no project folder there, or nothing of an app's project in it; a file the migration needs is not a regular file or is larger than 8 MiB"),
                (.noPermission, "a file the migration needs cannot be read for lack of permission"),
                (.cannotCreate, "state --to: the folder holds what writing there would delete: nothing written"),
                (.fatal, "a file could not be written (nothing written, every file named); not a repository or unknown revision"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "migrate",
            abstract: "Move a classic app to the UIScene life cycle with its state restoration.",
            discussion: documentation.discussion,
            subcommands: [Scenes.self, State.self])

        @ParentCommand var root: UIState
    }
}

extension UIState.Migrate {
    struct Scenes: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Reads the app's project as doctor does and, for each classic app target (and each \
            scene-based one whose restoration is still classic, hence never called), plans the \
            move to the UIScene life cycle: the scene manifest (one window configuration, the \
            main storyboard moved into it) where the app's keys live (its Info.plist, a \
            generated Info.plist's build settings, an XcodeGen spec's info properties); a scene \
            delegate (Swift, or a header and an implementation for Objective-C) that makes the \
            window with the code moved from the app delegate's launch, forwards TN3187's events, \
            URLs, user activities and shortcut items with their cold-start paths, and restores; \
            the restoration code (SceneRestoration), which runs each controller's own encode \
            and decode methods with a keyed archiver and keeps the tree in the scene's \
            restoration activity; the new files added to the target in the project file as Xcode \
            writes them; a deployment target below iOS 13, which the scene life cycle needs, \
            raised to 13.0. An app that never opted in to both saving and restoring state gets its \
            life cycle only. What cannot move mechanically is listed with its file and line.

            With no flag it prints the plan and writes nothing; --dry-run prints the change as a \
            unified diff 'git apply' takes; --apply writes it, in a git work tree with no \
            uncommitted changes (--allow-dirty: any) and not in the middle of a merge, rebase, \
            cherry-pick, revert or bisect. --apply writes every file or none: each is checked \
            first (still as planned, writable, a new name free, room on the disk), written \
            beside its target and renamed into place; a run killed half-way is completed or \
            undone by the next, which says which; a second run at the same time waits for the \
            first. A second run changes nothing.
            """,
            examples: [
                "uistate migrate scenes",
                "uistate migrate scenes --dry-run | git apply --check",
                "uistate migrate scenes --apply",
                "uistate migrate scenes ~/Code/MyApp --target MyApp --json",
            ],
            exitStatuses: [
                (.success, "the plan, the diff or the files written (or nothing to migrate)"),
                (.differences, "--apply refused: not a git work tree, or uncommitted changes (give --allow-dirty), or git is in the middle of a merge, rebase, cherry-pick, revert or bisect"),
                (.usage, "invalid command line, or --target naming no app target"),
                (.badData, "a file the migration needs is not understood (a syntax error at its line and column, merge-conflict markers, an object id defined twice), a pbxproj to edit in a layout it does not write; --apply and --dry-run: an app that cannot be migrated as it is (the plan's blockers: --dry-run prints no patch --apply would refuse), --apply: no project to build the new files: nothing written"),
                (.noInput, "no project folder there, or nothing of an app's project in it; a file the migration needs or would create is not a regular file (a folder, a FIFO) or is larger than 8 MiB: nothing written"),
                (.noPermission, "a file the migration needs cannot be read for lack of permission: nothing written"),
                (.fatal, "a file could not be read or written (a read-only file or folder, no room on the disk), changed since the plan was made, or is reached through a symbolic link that leads out of the project folder: nothing written, every file named"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "scenes",
            abstract: "Plan (or with --apply, make) the move of the app's project to the UIScene life cycle.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "The app's project folder (default: the current folder).", completion: .directory)
        var project: String?

        @Option(help: ArgumentHelp("Migrate this app target only (default: every iOS app target of the folder).", valueName: "name"),
                completion: .custom(Completions.doctorTargets))
        var target: String?

        @Flag(help: "Print the change as a unified diff and write nothing.")
        var dryRun = false

        @Flag(help: "Write the change.")
        var apply = false

        @Flag(help: "With --apply: write in a git work tree with uncommitted changes, or in none.")
        var allowDirty = false

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        func validate() throws {
            if dryRun && apply { throw ValidationError("give --dry-run or --apply, not both") }
            if allowDirty && !apply { throw ValidationError("--allow-dirty goes with --apply (it lets it write in a work tree with uncommitted changes)") }
            if json && dryRun { throw ValidationError("--dry-run prints a diff: leave out --json") }
        }

        func run(_ context: CommandContext) throws {
            let given = URL(fileURLWithPath: project ?? FileManager.default.currentDirectoryPath).standardizedFileURL.path
            // From an app's sources folder, the project above it (as git finds its repository).
            var folder = given
            var foundAbove: String?
            if !given.hasSuffix(".xcodeproj"), !given.hasSuffix(".xcworkspace"), !ProjectLocation.holdsProject(given), let above = ProjectLocation.enclosingProject(of: given) {
                folder = above
                foundAbove = above
            }
            let console = context.console(machineOutput: json || dryRun, pages: !apply)
            // Held from before the project is read until its files are written: a second run
            // waits, then plans on what this one wrote. What a killed run left is settled first.
            let root = ProjectFolder.root(of: folder)
            let transaction = apply && FileSystem.isDirectory(root) ? try context.transaction(in: root) : nil
            if !apply { context.noteInterruptedWrite(in: root, settledBy: "uistate migrate scenes --apply") }
            var read = try ProjectFolder.read(at: folder)
            defer { KeptUntilExit.keep(read) }
            if let target { read.apps = try DoctorTargets.only(target, in: read) }
            let plan = try SceneMigrator.plan(read)
            if let foundAbove { console.note("the project is in \(PrintableText.escaped(foundAbove)), above \(PrintableText.escaped(given)): migrating it") }
            // What the plan could not see: an app linking one of these may lack its code.
            for notRead in read.projectsNotRead {
                console.note("not read: \(PrintableText.escaped(notRead)) (past the \(ProjectFolder.maximumLinkedProjects) linked projects outside the folder doctor and migrate read)")
            }
            // --dry-run prints only what --apply would write: refused as --apply is, saying why.
            if dryRun || transaction != nil, let blocked = plan.blocked.first {
                if !dryRun { console.emit(MigratePlanText.text(plan, wrote: false, style: console.style)) }
                let why = blocked.blockers.first.map { ($0.place.map { $0 + ": " } ?? "") + $0.message } ?? ""
                throw CLIError("\(blocked.target) cannot be migrated as it is, so nothing \(dryRun ? "would be" : "was") written: \(why)", status: .badData)
            }
            if dryRun {
                console.emit(plan.patch)
                MigratePlanText.summary(plan, wrote: false).forEach(console.note)
                return
            }
            if let transaction {
                try MigrationWriter.checkWorkTree(folder, allowDirty: allowDirty)
                try MigrationWriter.write(plan, in: transaction)
            }
            console.emit(json ? MigratePlanJSON.json(plan, wrote: apply).rendered : MigratePlanText.text(plan, wrote: apply, style: console.style))
        }
    }

    struct State: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Converts a recorded classic snapshot (UIKit's view-controller archive) into the \
            scene-based saved state the migrated app restores from: the session index \
            (KnownSceneSessions) and one session whose restoration activity holds the window's \
            controller tree and each controller's keys, in the format of the SceneRestoration \
            code 'migrate scenes' writes. Each key is carried or said not to be (a view's own \
            state, a registered object, UIKit's bookkeeping), with why.

            The activity type is the migrated app's, decided as 'migrate scenes' decides it: \
            <bundle id>.restoration, the bundle id read from the project (--project, else the \
            project of the current folder or above it) for its app target (the one the \
            repository records, or its only one). When the bundle id differs per build \
            configuration, the one the repository records picks it; when the project does not \
            say, or no project is at hand, --activity-type gives it. -m commits the converted state as a new snapshot (so \
            'uistate restore' and 'uistate launch' take it); --to writes it to a folder, as \
            'uistate restore --to' does: only a folder that is not there, is empty, or holds a \
            saved state and nothing else; any other, uistate's repository, the folder it is in \
            or one above them is refused before anything is written (exit 73).
            """,
            examples: [
                "uistate migrate state HEAD -m \"Carried to the scene-based app\"",
                "uistate migrate state v1 --project ~/Code/MyApp --to /tmp/MyApp.savedState",
                "uistate migrate state HEAD --to /tmp/MyApp.savedState --json",
            ],
            exitStatuses: [
                (.success, "the state converted, committed or written"),
                (.usage, "invalid command line, or no way to know the activity type (give --project or --activity-type)"),
                (.badData, "the snapshot holds no classic archive, or no view controller, to convert"),
                (.noInput, "no project folder at --project, or nothing of an app's project in it"),
                (.cannotCreate, "--to: the folder holds what writing there would delete (files that are not a saved state, uistate's repository or the folder holding it): nothing written"),
                (.fatal, "not a repository, unknown revision, or the state could not be written"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "state",
            abstract: "Convert a recorded classic snapshot into the scene session the migrated app restores.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: ArgumentHelp("The classic snapshot to convert.", valueName: "rev"), completion: .custom(Completions.revisions))
        var revision: String

        @Option(help: ArgumentHelp("The app's project (migrated or not): its bundle id names the activity type.", valueName: "path"), completion: .directory)
        var project: String?

        @Option(help: ArgumentHelp("With --project: the app target (default: the repository's app, or the only one).", valueName: "name"),
                completion: .custom(Completions.doctorTargets))
        var target: String?

        @Option(help: ArgumentHelp("The migrated app's restoration activity type, when the project does not say it.", valueName: "type"))
        var activityType: String?

        @Option(help: ArgumentHelp("Write the converted state to this savedState folder (new, empty or a saved state's; any other is refused).", valueName: "folder"), completion: .directory)
        var to: String?

        @Option(name: .shortAndLong, help: ArgumentHelp("Commit the converted state as a new snapshot with this message.", valueName: "message"))
        var message: String?

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        func validate() throws {
            if (to == nil) == (message == nil) { throw ValidationError("give --to FOLDER or -m MESSAGE: where the converted state goes") }
            if let message, CommitMessage.cleaned([message]) == nil { throw ValidationError("Aborting commit due to empty commit message.") }
            if target != nil && project == nil { throw ValidationError("--target goes with --project") }
            if activityType != nil && project != nil { throw ValidationError("give --project or --activity-type, not both") }
            if let activityType, activityType.allSatisfy({ $0 == " " }) || activityType.contains(where: \.isNewline) {
                throw ValidationError("--activity-type takes the type the migrated app saves its activity with (<bundle id>.restoration)")
            }
        }

        func run(_ context: CommandContext) throws {
            let store = try context.store()
            let id = try store.resolve(revision)
            let state = try store.savedState(at: id)
            let recordedApp = try store.setting(SnapshotStore.Settings.simulatorAppKey)
                ?? (try store.workingArchive()).map { FileSystem.lastComponent(of: $0.path) }.map { $0.hasSuffix(".savedState") ? String($0.dropLast(".savedState".count)) : $0 }
            let type = try Self.activityType(given: activityType, project: project, target: target, recordedApp: recordedApp)
            // The session is named after the state's content (its tree), not the commit: the same
            // state converts to the same session, whenever it was recorded.
            let session = StateConversion.sessionIdentifier(fromHex: try store.tree(of: state).description)
            let conversion = try StateConversion.convert(state, activityType: type, sessionIdentifier: session)
            let console = context.console(machineOutput: json)
            var written: String
            if let to {
                let folder = URL(fileURLWithPath: to).standardizedFileURL
                RestoreRendering.noteRecovered(try store.write(conversion.state, to: folder), console: console)
                written = "Wrote the converted state to \(folder.path); the app's working archive is unchanged."
            } else {
                let result = try store.commit(conversion.state, message: message)
                written = "[\(try store.branchName()) \(result.id.short)] \(result.subject)"
            }
            console.emit(json ? MigrateRendering.json(conversion, from: id.short, written: written).rendered : MigrateRendering.text(conversion, from: id.short) + written + "\n")
        }

        /// The activity type, decided from the project as `migrate scenes` decides it: the one
        /// given, else the project's (`--project`, else the current folder's or the one above it)
        /// for the app the repository records; refused when it cannot be told.
        static func activityType(given: String?, project: String?, target: String?, recordedApp: String?) throws -> String {
            if let given { return given }
            let current = FileManager.default.currentDirectoryPath
            guard let path = project.map({ URL(fileURLWithPath: $0).standardizedFileURL.path })
                ?? (ProjectLocation.holdsProject(current) ? current : ProjectLocation.enclosingProject(of: current)) else {
                throw ValidationError("no project says the migrated app's activity type: give --project with the app's project folder, or --activity-type")
            }
            var read = try ProjectFolder.read(at: path)
            if let target { read.apps = try DoctorTargets.only(target, in: read) }
            let app = try StateCrossCheck.app(in: read, bundleIdentifier: recordedApp) ?? DoctorTargets.one(read, purpose: "the converted state's activity type")
            let type = RestorationActivityType.of(app)
            if let chosen = type.type(forRecordedApp: recordedApp) { return chosen }
            let known = type.configurations.map { "\($0.name): \($0.type)" }
            throw ValidationError(known.isEmpty
                ? "\(app.name)'s bundle id cannot be read from its project (\(type.declared.dropLast(RestorationActivityType.suffix.count))): give --activity-type <bundle id>\(RestorationActivityType.suffix)"
                : "\(app.name)'s bundle id differs per build configuration (\(known.joined(separator: ", "))): give --activity-type with the one of the build that restores the state")
        }
    }
}

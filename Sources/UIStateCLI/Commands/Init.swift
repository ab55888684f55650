import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import StateRepository
import StateRestoration

extension UIState {
    struct Init: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Creates <directory>/.uistate, a bare git repository with branch main and a reflog \
            for every ref. The settings go into its git config: uistate.archive (the working \
            savedState, relative to <directory>) and uistate.versionKey (the root key holding \
            the app version; default UIApplicationStateRestorationBundleVersion).

            --simulator <bundle id> finds the app's data container in an iOS simulator \
            (xcrun simctl get_app_container <device> <bundle id> data, the booted device unless \
            --device names one) and makes <container>/Library/Saved Application State/<bundle \
            id>.savedState the working archive. Run it again after the app was reinstalled (a \
            new container). Without Xcode, or when simctl fails, nothing is created.

            On an existing repository, --archive, --simulator and --mac-app only re-point the \
            working archive; the snapshots stay as they are.

            A new repository gets a pre-push hook, so that plain 'git push' from it makes \
            the check 'uistate push' makes (see 'uistate hooks').

            --mac-app <bundle id> makes a Mac app's AppKit saved state the working archive, \
            looked for where macOS keeps it: the app's sandbox container when it has one \
            (~/Library/Containers/<bundle id>/Data/Library/Saved Application State/<bundle \
            id>.savedState), else talagent's daemon container on macOS 15 and later \
            (~/Library/Daemon Containers/<uuid>/Data/Library/Saved Application \
            State/<uuid>.savedState, the UUID found by the bundle id in its \
            ApplicationMapping.plist), else ~/Library/Saved Application State/<bundle \
            id>.savedState. Reading the daemon containers needs Full Disk Access for the \
            terminal: without it, init says so and exits 77. 'uistate mac-apps' lists every \
            folder it can see, to give one with --archive.
            """,
            examples: [
                "uistate init",
                "uistate init MyApp --archive \"Homepwner.savedState\"",
                "uistate init --version-key MyAppVersion",
                "uistate init --simulator com.example.MyApp",
                "uistate init --mac-app com.example.Editor",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.noInput, "xcrun not found (--simulator needs Xcode)"),
                (.noPermission, "--mac-app: the daemon containers cannot be read (the terminal needs Full Disk Access)"),
                (.badData, "--mac-app: the app's folder in talagent's container is a symbolic link (not used)"),
                (.fatal, "the repository exists or cannot be created, or simctl cannot find the app"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Create a snapshot repository.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "The project folder (default: the current folder).", completion: .directory)
        var directory: String?

        @Option(help: ArgumentHelp("The working savedState folder or data.data.", valueName: "path"), completion: .file())
        var archive: String?

        @Option(help: ArgumentHelp("The root key that holds the app version.", valueName: "key"))
        var versionKey: String?

        @Option(help: ArgumentHelp("Find the working archive of this app in an iOS simulator.", valueName: "bundle id"))
        var simulator: String?

        @Option(help: ArgumentHelp("The simulator: a UDID, or booted.", valueName: "device"), completion: .list(["booted"]))
        var device = "booted"

        @Option(help: ArgumentHelp("Find the saved state of this Mac app (AppKit): its container, talagent's, or ~/Library.", valueName: "bundle id"))
        var macApp: String?

        func validate() throws {
            if [simulator != nil, archive != nil, macApp != nil].filter({ $0 }).count > 1 {
                throw ValidationError("give one of --archive, --simulator and --mac-app")
            }
        }

        func run(_ context: CommandContext) throws {
            let console = context.console()
            let folder = URL(fileURLWithPath: directory ?? FileManager.default.currentDirectoryPath)
            if let macApp {
                let home = context.environment["HOME"] ?? FileSystem.homeDirectory
                let location = try MacAppContainer.savedStateFolder(bundleIdentifier: macApp, home: home)
                let store = try repository(in: folder, archive: location.folder, context: context, console: console)
                try store.setSetting(SnapshotStore.Settings.macAppKey, macApp)
                let place = switch location.place {
                case .sandbox: " (sandboxed app)"
                case .daemonContainer: " (talagent's daemon container)"
                case .library: ""
                }
                console.say("Working archive: \(location.folder)" + place)
                if !location.exists {
                    console.note("note: not there yet: AppKit writes it when the app quits with windows open "
                        + "(with System Settings > Desktop & Dock > \"Close windows when quitting an application\" off)")
                }
                return
            }
            guard let simulator else {
                if let archive {
                    let store = try repository(in: folder, archive: archive, context: context, console: console)
                    console.say("Working archive: \(try store.workingArchive()?.path ?? archive)")
                } else {
                    let store = try SnapshotStore.create(in: folder, versionKey: versionKey, environment: context.environment, lockTimeout: context.lockTimeout)
                    UIState.installHook(store, context: context, console: console)
                    console.say("Initialized empty uistate repository in \(store.gitDirectory)")
                }
                return
            }
            // Asked first: when simctl fails, nothing is created.
            let savedState = try SimulatorContainer.savedStateFolder(bundleIdentifier: simulator, device: device, environment: context.environment)
            let store = try repository(in: folder, archive: savedState.path, context: context, console: console)
            try store.setSetting(SnapshotStore.Settings.simulatorAppKey, simulator)
            try store.setSetting(SnapshotStore.Settings.simulatorDeviceKey, device)
            console.say("Working archive: \(savedState.path)")
        }

        /// A new repository whose working archive is `archive`; an existing one only re-pointed
        /// at it (a reinstalled app has a new container), everything else unchanged.
        func repository(in folder: URL, archive: String, context: CommandContext, console: Console) throws -> SnapshotStore {
            if let existing = try? SnapshotStore.open(in: folder, environment: context.environment, lockTimeout: context.lockTimeout) {
                if let versionKey { try existing.setSetting(SnapshotStore.Settings.versionKeyKey, versionKey) }
                try existing.setSetting(SnapshotStore.Settings.archiveKey, archive)
                console.say("Reinitialized uistate repository in \(existing.gitDirectory): the working archive is re-pointed, the snapshots unchanged")
                return existing
            }
            let store = try SnapshotStore.create(in: folder, archive: archive, versionKey: versionKey, environment: context.environment, lockTimeout: context.lockTimeout)
            UIState.installHook(store, context: context, console: console)
            console.say("Initialized empty uistate repository in \(store.gitDirectory)")
            return store
        }
    }
}
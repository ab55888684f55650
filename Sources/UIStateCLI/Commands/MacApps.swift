import ArgumentParser
import Platform
import StateRestoration

extension UIState {
    struct MacApps: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Lists every AppKit savedState folder in your home, newest first, from the three \
            places macOS keeps them: sandboxed apps' containers (~/Library/Containers/<bundle \
            id>/Data/Library/Saved Application State), talagent's daemon container on macOS 15 \
            and later (~/Library/Daemon Containers/<uuid>/Data/Library/Saved Application \
            State/<uuid>.savedState, the app named through its ApplicationMapping.plist), and \
            ~/Library/Saved Application State. Each with its app where known, its UUID, the \
            titles of its windows (from windows.plist) and when it was last written, so that \
            one can be picked even when the mapping cannot be read: give it to 'uistate init \
            --archive <folder>'.

            A .savedState in talagent's container that is a symbolic link is listed with \
            where it leads, never used. A place that cannot be read is named with what to do: \
            the daemon container needs Full Disk Access for the terminal (System Settings > \
            Privacy & Security > Full Disk Access); the command then exits 77 after listing \
            what it could read.
            """,
            examples: [
                "uistate mac-apps",
                "uistate mac-apps --json",
                "uistate init --archive \"$(uistate mac-apps --json | jq -r '.states[0].folder')\"",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.noPermission, "a place could not be read: the terminal needs Full Disk Access (what could be read is listed)"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "mac-apps",
            abstract: "List the Mac apps' saved states (AppKit) in your home, in every place macOS keeps them.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        func run(_ context: CommandContext) throws {
            let home = context.environment["HOME"] ?? FileSystem.homeDirectory
            let listing = MacSavedStates.list(home: home)
            let console = context.console(machineOutput: json, pages: true)
            console.emit(json ? MacAppsRendering.json(listing).rendered : MacAppsRendering.text(listing, home: home, style: console.style))
            guard listing.unreadable.isEmpty else {
                let permission = listing.unreadable.contains { if case .permissionDenied = $0 { true } else { false } }
                throw CLIError(listing.unreadable.map(\.description).joined(separator: "; "), status: permission ? .noPermission : .fatal)
            }
        }
    }
}

import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import StateRepository

extension UIState {
    struct Hooks: DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Push protection for plain git: a pre-push hook in the repository's hooks folder \
            makes 'git push' from it make the check 'uistate push' makes, and refuse, with the \
            same message, a push that would send private values (docs/privacy.md). 'uistate \
            init' and 'uistate clone' install it; 'uistate hooks install' adds it to a \
            repository made before, 'uistate hooks uninstall' removes it. \
            'git push --no-verify' skips it, deliberately, for one push.

            A pre-push hook that uistate did not write is never overwritten nor removed: \
            install refuses and says so (exit 1), and the hook can run the check itself with \
            'uistate hooks pre-push "$@"' on the same input. Neither is a hooks folder other \
            repositories share (core.hooksPath outside the repository).

            'uistate hooks pre-push <remote> <url>' is what the hook runs: git's lines of \
            refs on its standard input, the refs the server has asked of it, then what the \
            push would send scanned.
            """,
            examples: [
                "uistate hooks install",
                "uistate hooks uninstall",
                "git push --no-verify origin main",
            ],
            exitStatuses: [
                (.success, "success: installed, removed, or the push holds nothing private"),
                (.differences, "a pre-push hook uistate did not write is there (left as it is); pre-push: the push would send private values"),
                (.usage, "invalid command line"),
                (.fatal, "not a repository, or the hook cannot be written or read"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "hooks",
            abstract: "Install or remove the pre-push hook that makes plain git push check for private values.",
            discussion: documentation.discussion,
            subcommands: [Install.self, Uninstall.self, PrePush.self])

        struct Install: UIStateCommand {
            static let configuration = CommandConfiguration(commandName: "install", abstract: "Install the pre-push hook (never over one uistate did not write).")
            @ParentCommand var root: UIState

            func run(_ context: CommandContext) throws {
                let state = try context.store().installPrePushHook(uistate: UIState.executablePath(environment: context.environment))
                let console = context.console()
                switch state {
                case .installed(let path): console.say("installed the pre-push hook: \(path) (git push --no-verify skips it)")
                case .updated(let path): console.say("updated the pre-push hook: \(path)")
                case .unchanged(let path): console.say("the pre-push hook is installed: \(path)")
                case .removed, .absent: break
                }
            }
        }

        struct Uninstall: UIStateCommand {
            static let configuration = CommandConfiguration(commandName: "uninstall", abstract: "Remove the pre-push hook uistate installed.")
            @ParentCommand var root: UIState

            func run(_ context: CommandContext) throws {
                let state = try context.store().uninstallPrePushHook()
                let console = context.console()
                switch state {
                case .removed(let path): console.say("removed the pre-push hook: \(path)")
                case .absent: console.say("no pre-push hook to remove")
                case .installed, .updated, .unchanged: break
                }
            }
        }

        struct PrePush: UIStateCommand {
            static let configuration = CommandConfiguration(
                commandName: "pre-push",
                abstract: "The pre-push hook's check: git's refs on standard input, the remote and its URL as arguments.")
            @ParentCommand var root: UIState
            @Argument(help: "The remote's name (or the URL pushed to).") var remote: String
            @Argument(help: "The URL pushed to.") var url: String

            func run(_ context: CommandContext) throws {
                var input = ""
                while let line = readLine(strippingNewline: false) { input += line }
                let updates = PrePushUpdate.parse(input)
                let store = try context.store()
                do {
                    try context.transfer { (options) throws(RepositoryError) in
                        try store.checkPrePush(remote: remote, url: url, updates: updates, options: options)
                    }
                } catch let error as RepositoryError {
                    if case .pushHoldsPrivateValues = error {
                        context.console().note("note: uistate's pre-push hook stopped this push; 'git push --no-verify' skips the check")
                    }
                    throw error
                }
            }
        }
    }

    /// The pre-push hook of a repository uistate made (init, clone); when it cannot be
    /// written (git's hooks folder is shared), a note says so and the repository is made
    /// all the same.
    static func installHook(_ store: SnapshotStore, context: CommandContext, console: Console) {
        do {
            try store.installPrePushHook(uistate: executablePath(environment: context.environment))
        } catch {
            console.note("note: no pre-push hook installed (\(error.description)): plain git push will not check for private values")
        }
    }

    /// The path this uistate was started from, as a hook can start it again: absolute, and as
    /// found on PATH when started by name (a Homebrew link stays valid across upgrades).
    static func executablePath(environment: [String: String]) -> String {
        let invoked = CommandLine.arguments.first ?? "uistate"
        guard invoked.contains("/") else { return ProgramRunner.find(invoked, environment: environment) ?? invoked }
        return URL(fileURLWithPath: invoked).standardizedFileURL.path
    }
}

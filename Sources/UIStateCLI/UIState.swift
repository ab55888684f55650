import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

/// `uistate`: git for an iOS app's preserved UI state.
public struct UIState: DocumentedCommand {
    public static let version = "0.1.0"

    static let documentation = CommandDocumentation(
        """
        uistate records each state-preservation run of an iOS app (UIKit's archive, scene \
        sessions, SwiftUI) or a Mac app (AppKit's windows and records), the app's <bundle \
        id>.savedState folder, as a commit in a git repository, one file per preserved object, \
        and shows, compares and restores them. The repository is .uistate/ in the project folder, a bare \
        git repository that plain git reads and any git server can share.

        Revisions are spelled as in git: HEAD, HEAD~2, main@{1}, a tag, a (short) commit id. \
        Object paths are restoration identifier paths, such as \
        UINavigationController/BNRItemsViewController; a Mac window's objects are \
        <window>/<object>, such as 101/_NSWindow.
        """,
        examples: [
            "uistate init --simulator com.example.App",
            "uistate watch",
            "uistate diff HEAD~1",
            "uistate restore HEAD~2",
            "uistate commit -m \"Detail screen open\"",
            "uistate migrate scenes",
            "uistate demo",
        ],
        exitStatuses: ExitStatus.allCases.map { ($0, $0.meaning) })

    public static let configuration = CommandConfiguration(
        commandName: "uistate",
        abstract: "Version, compare and replay the UI state iOS and Mac apps preserve.",
        discussion: documentation.discussion,
        version: version,
        subcommands: [
            Init.self, Commit.self, Watch.self, Status.self, Log.self, Show.self, Diff.self, Restore.self, Launch.self, Rollback.self, Reflog.self, Tag.self,
            Check.self, Doctor.self, Migrate.self, Scan.self, Redact.self, Prune.self, GC.self, Remote.self, Fetch.self, Pull.self, Push.self, Clone.self, Hooks.self, Config.self, Inspect.self, MacApps.self,
            View.self, Sample.self, Demo.self, GenerateManual.self, GenerateRuleDocs.self,
        ]
    )

    @OptionGroup public var global: GlobalOptions

    public init() {}

    /// Parses the command line, runs the command and exits with its documented status.
    public static func runMain(_ arguments: [String]? = nil) -> Never {
        // `uistate --version` is what scripts and bug reports run: answered before the parser
        // builds the command tree (about 11 M instructions), with the text the parser prints.
        if (arguments ?? Array(CommandLine.arguments.dropFirst())) == ["--version"] {
            StandardStream.output.write(version + "\n")
            ProcessExit.now(ExitStatus.success.rawValue)
        }
        // The completion scripts, with what ArgumentParser does not generate (CompletionScripts).
        let given = arguments ?? Array(CommandLine.arguments.dropFirst())
        if given.first == "--generate-completion-script", given.count <= 2,
           let shell = given.count == 2 ? CompletionShell(rawValue: given[1]) : CompletionShell.autodetected() {
            StandardStream.output.write(CompletionScripts.script(for: shell) + "\n")
            ProcessExit.now(ExitStatus.success.rawValue)
        }
        // `uistate help doctr`: the parser would print the overview and exit 0; a word that
        // names no command is a usage error with git's "did you mean".
        let words = arguments ?? Array(CommandLine.arguments.dropFirst())
        if let help = words.firstIndex(of: "help"), words[..<help].allSatisfy({ $0.hasPrefix("-") }), help + 1 < words.count,
           let unknown = CommandSuggestion(Array(words[(help + 1)...])) {
            report(CLIError(unknown.message, status: .usage))
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            ProcessExit.now(ExitStatus.success.rawValue)
        } catch let error as ExitCode {
            ProcessExit.now(error.rawValue)
        } catch {
            if let mapped = mappedLibraryError(error) { report(mapped) }
            // Help and --version are ArgumentParser's to print; usage errors get our style.
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            if code.rawValue == ExitStatus.usage.rawValue, let unknown = CommandSuggestion(arguments ?? Array(CommandLine.arguments.dropFirst())) {
                report(CLIError(unknown.message, status: .usage))
            }
            var message = fullMessage(for: error)
            if message.hasPrefix("Error: ") { message = "error: " + message.dropFirst("Error: ".count) }
            StandardStream.error.write(TerminalText.safe(message + "\n"))
            ProcessExit.now(code.rawValue)
        }
    }

    static func report(_ error: CLIError) -> Never {
        let prefix = error.status == .fatal ? "fatal" : "error"
        StandardStream.error.write(TerminalText.safe("\(prefix): \(error.message)\n"))
        ProcessExit.now(error.status.rawValue)
    }

    /// Library errors become one-line messages with their exit status; parsing errors, help and
    /// `ExitCode` are left to ArgumentParser.
    static func mappedLibraryError(_ error: any Error) -> CLIError? {
        let typeName = String(reflecting: type(of: error))
        return typeName.hasPrefix("ArgumentParser.") ? nil : CLIError(error)
    }
}

import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import StatePage
import StateRepository

extension UIState {
    struct View: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Forms:
              uistate view                 HEAD, or the working archive against HEAD when it differs
              uistate view <rev>           that snapshot
              uistate view <a> <b>         the changes from <a> to <b>; also <a>..<b>

            One self-contained HTML file: the controller tree as cards (navigation stacks left \
            to right in push order, presented controllers as modals over their presenter, the \
            first responder and the top-most controller marked), one column per scene session, \
            a Mac app's windows to scale on their screen, the sizes, and the branch's history \
            (choose one snapshot to see what it changed, two to compare them). For two states, \
            added, removed and changed parts are marked on the pictures and changed keys show \
            both values. The page loads nothing and runs nothing but its own script (a \
            Content-Security-Policy says so); every value is shown as text. Without --out it \
            is written to uistate-view.html in the project folder (the one holding .uistate). \
            docs/views.md.
            """,
            examples: [
                "uistate view --open",
                "uistate view v1 v2 --out changes.html",
                "uistate view HEAD~1..HEAD --out - > page.html",
            ],
            exitStatuses: [
                (.success, "the page was written"),
                (.usage, "invalid command line"),
                (.badData, "malformed working archive or damaged snapshot"),
                (.fatal, "not a repository, unknown revision, no snapshot yet, cannot write the page or start the opener"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "view",
            abstract: "Draw a UI state (or the changes between two) and its history as a page for the browser.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: ArgumentHelp("The snapshot to draw, the older of two, or <a>..<b>.", valueName: "a"), completion: .custom(Completions.revisions))
        var first: String?

        @Argument(help: ArgumentHelp("The newer snapshot of two.", valueName: "b"), completion: .custom(Completions.revisions))
        var second: String?

        @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the page; - for standard output (default: uistate-view.html in the project folder).", valueName: "file.html"), completion: .file(extensions: ["html"]))
        var out: String?

        @Flag(help: "Open the page in the browser (open on macOS, xdg-open elsewhere).")
        var open = false

        @Option(help: ArgumentHelp("The working savedState (default: the configured one).", valueName: "path"), completion: .file())
        var archive: String?

        @Option(help: ArgumentHelp("The app's current version, which marks stale snapshots (default: uistate.appVersion or the working archive's).", valueName: "version"))
        var appVersion: String?

        func validate() throws {
            if open && out == "-" { throw ValidationError("--open needs a file: leave out '--out -' or give a file name") }
        }

        func run(_ context: CommandContext) throws {
            let store = try context.store()
            let (page, warnings) = try StatePage.read(
                from: store, revisions: [first, second].compactMap { $0 }, archive: archive.map(URL.init(fileURLWithPath:)), appVersion: appVersion)
            context.warn(warnings)
            let html = page.html
            let console = context.console()
            if out == "-" {
                StandardStream.output.write(bytes: html)
                return
            }
            let path = out ?? store.workFolder.appendingPathComponent(Self.defaultFile).path
            do {
                try AtomicFile.writeOutput(html, to: path)
            } catch {
                throw CLIError("cannot write the page to '\(path)': \(error.description)", status: .fatal)
            }
            console.say("wrote \(path) (\(NumberText.bytes(html.count)))")
            if open { try Self.open(path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path, environment: context.environment) }
        }

        /// Where the page goes without --out: beside .uistate, where the user looks, not in it.
        static let defaultFile = "uistate-view.html"

        /// Hands the page to the desktop's opener.
        static func open(_ path: String, environment: [String: String]) throws {
            #if os(macOS)
            let opener = "open"
            #else
            let opener = "xdg-open"
            #endif
            guard let executable = ProgramRunner.find(opener, environment: environment) else {
                throw CLIError("cannot open the page: no '\(opener)' on PATH; open \(path) in a browser", status: .fatal)
            }
            do {
                try ProgramRunner.start(executable, [path], environment: environment)
            } catch {
                throw CLIError("cannot open the page with \(opener): \(error.description); open \(path) in a browser", status: .fatal)
            }
        }
    }
}

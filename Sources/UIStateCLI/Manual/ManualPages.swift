import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The man pages: `uistate.1` and `uistate-<command>.1` for every command (git's naming, so
/// `man uistate-restore` works), generated from the command definitions and their
/// `CommandDocumentation`: the options come from the parser's own description of the tool,
/// the prose, EXIT STATUS and EXAMPLES from the same values `--help` prints. The date is
/// fixed so regenerating an unchanged tool changes nothing. (swift-argument-parser's
/// generate-manual plugin writes dot-joined names and a generic EXIT STATUS; docs/install.md
/// says why we do not use it.)
public enum ManualPages {
    /// The date on every page: the release date of `UIState.version`; change them together.
    static let date = "November 22, 2026"

    public struct Page: Sendable, Equatable {
        public var fileName: String
        public var source: String
    }

    public static func all() throws -> [Page] {
        guard let tool = ToolDescription.current else { throw CLIError("the parser gave no description of the tool", status: .fatal) }
        let commands = (tool.command.subcommands ?? []).filter { $0.shouldDisplay && $0.commandName != "help" }
        var pages = [Page(fileName: "uistate.1", source: rootPage(tool.command, commands: commands))]
        for command in commands {
            pages.append(Page(fileName: "uistate-\(command.commandName).1", source: commandPage(command, siblings: commands)))
        }
        return pages
    }

    /// The documentation of the command named `name` (the root for nil).
    static func documentation(of name: String?) -> CommandDocumentation? {
        guard let name else { return UIState.documentation }
        let type = UIState.configuration.subcommands.first { $0.configuration.commandName == name }
        return (type as? any DocumentedCommand.Type)?.documentation
    }

    static func rootPage(_ root: ToolDescription.Command, commands: [ToolDescription.Command]) -> String {
        var page = header(name: "uistate", abstract: root.abstract ?? "")
        page.macro("Sh", "SYNOPSIS")
        page.macro("Nm", "uistate")
        for argument in displayed(root.arguments, keepingVersion: true) { page.macro(synopsis(argument)) }
        page.macro("Ar", "command")
        page.macro("Op", "Ar", "arguments")
        let documentation = documentation(of: nil)
        description(&page, documentation?.prose)
        page.macro("Sh", "COMMANDS")
        page.macro("Bl", "-tag", "-width", "Ds")
        for command in commands {
            page.macro("It", "Xr", "uistate-\(command.commandName)", "1")
            page.text(command.abstract ?? "")
        }
        page.macro("El")
        options(&page, displayed(root.arguments, keepingVersion: true), title: "OPTIONS")
        environment(&page)
        page.macro("Sh", "FILES")
        page.macro("Bl", "-tag", "-width", "Ds")
        page.macro("It", "Pa", ".uistate/")
        page.text("The snapshot repository: a bare git repository in the project folder, found from the current folder upwards.")
        page.macro("El")
        closing(&page, documentation, seeAlso: [("git", "1")])
        return page.source
    }

    static func commandPage(_ command: ToolDescription.Command, siblings: [ToolDescription.Command]) -> String {
        let name = command.commandName
        var page = header(name: "uistate-\(name)", abstract: command.abstract ?? "")
        page.macro("Sh", "SYNOPSIS")
        let nested = (command.subcommands ?? []).filter(\.shouldDisplay)
        if nested.isEmpty {
            synopsisLines(&page, ["uistate", name], command.arguments)
        } else {
            for (index, subcommand) in nested.enumerated() {
                if index > 0 { page.macro("Pp") }
                synopsisLines(&page, ["uistate", name, subcommand.commandName], subcommand.arguments)
            }
        }
        let documentation = documentation(of: name)
        description(&page, documentation?.prose)
        for subcommand in nested {
            page.macro("Ss", Mdoc.argument("\(name) \(subcommand.commandName)"))
            page.text(subcommand.abstract ?? "")
            let arguments = displayed(subcommand.arguments, keepingVersion: false)
            if !arguments.isEmpty { optionList(&page, arguments) }
        }
        let arguments = displayed(command.arguments, keepingVersion: false)
        options(&page, arguments, title: "OPTIONS")
        if !arguments.isEmpty { page.macro("Pp") }
        page.text("The global options of")
        page.macro("Xr", "uistate", "1")
        page.text("(-C, --color, --no-pager, -q, -v) work with every command.")
        let mentioned = mentions(in: documentation, of: siblings.map(\.commandName), except: name)
        closing(&page, documentation, seeAlso: [("uistate", "1")] + mentioned.map { ("uistate-\($0)", "1") })
        return page.source
    }

    static func header(name: String, abstract: String) -> Mdoc {
        var page = Mdoc()
        page.macro("Dd", date)
        page.macro("Dt", name.uppercased(), "1")
        page.macro("Os", "uistate", UIState.version)
        page.macro("Sh", "NAME")
        page.macro("Nm", name)
        page.macro("Nd", Mdoc.words(abstract.hasSuffix(".") ? String(abstract.dropLast()) : abstract))
        return page
    }

    static func synopsisLines(_ page: inout Mdoc, _ words: [String], _ arguments: [ToolDescription.Argument]?) {
        page.macro("Nm", words[0])
        for word in words.dropFirst() { page.macro("Cm", word) }
        for argument in displayed(arguments, keepingVersion: false) { page.macro(synopsis(argument)) }
    }

    /// Paragraphs of running text, and literal displays for lines indented by two spaces.
    static func description(_ page: inout Mdoc, _ prose: String?) {
        guard let prose else { return }
        page.macro("Sh", "DESCRIPTION")
        for (index, paragraph) in prose.components(separatedBy: "\n\n").enumerated() {
            if index > 0 { page.macro("Pp") }
            var literal: [String] = []
            for line in paragraph.split(separator: "\n").map(String.init) {
                if line.hasPrefix("  ") {
                    literal.append(String(line.dropFirst(2)))
                    continue
                }
                if !literal.isEmpty { page.literal(literal); literal = [] }
                page.text(line)
            }
            if !literal.isEmpty { page.literal(literal) }
        }
    }

    static func options(_ page: inout Mdoc, _ arguments: [ToolDescription.Argument], title: String) {
        page.macro("Sh", title)
        if !arguments.isEmpty { optionList(&page, arguments) }
    }

    static func optionList(_ page: inout Mdoc, _ arguments: [ToolDescription.Argument]) {
        page.macro("Bl", "-tag", "-width", "Ds")
        for argument in arguments {
            page.macro("It", item(argument))
            page.text(argument.abstract ?? "")
            if let discussion = argument.discussion, !discussion.isEmpty { page.text(discussion) }
            if let values = argument.allValues, argument.kind == .option, !values.allSatisfy({ argument.abstract?.contains($0) == true }) {
                page.text("One of: \(values.joined(separator: ", ")).")
            }
            if argument.kind != .flag, let value = argument.defaultValue, !value.isEmpty {
                page.text("The default is \(value).")
            }
        }
        page.macro("El")
    }

    static func environment(_ page: inout Mdoc) {
        let variables: [(String, String)] = [
            ("UISTATE_DIR", "The repository to use instead of searching for .uistate from the current folder."),
            ("UISTATE_PAGER, PAGER", "The pager for long output on a terminal (default: less, with LESS=FRX unless LESS is set)."),
            ("NO_COLOR", "When set and not empty, no color (as --color=never), unless --color=always."),
            ("UISTATE_LOCK_TIMEOUT", "Seconds to wait for the repository lock held by another uistate (default: 30)."),
            ("UISTATE_SSH_KEY, UISTATE_SSH_PASSPHRASE", "A private key file for ssh:// remotes and its passphrase (else ssh-agent, or uistate.sshKey)."),
            ("UISTATE_SSH_KNOWN_HOSTS", "The known_hosts files (colon-separated) that decide which ssh servers to trust (default: ~/.ssh/known_hosts and /etc/ssh/ssh_known_hosts)."),
            ("UISTATE_TOKEN, UISTATE_USERNAME", "The token and user name for https:// remotes (else uistate.token and uistate.username)."),
            ("GIT_AUTHOR_NAME, GIT_AUTHOR_EMAIL, GIT_COMMITTER_NAME, GIT_COMMITTER_EMAIL", "Who records a snapshot, as in git (else user.name and user.email of the git config)."),
        ]
        page.macro("Sh", "ENVIRONMENT")
        page.macro("Bl", "-tag", "-width", "Ds")
        for (names, meaning) in variables {
            page.macro("It", names.components(separatedBy: ", ").map { "Ev \($0)" }.joined(separator: " , "))
            page.text(meaning)
        }
        page.macro("El")
    }

    static func closing(_ page: inout Mdoc, _ documentation: CommandDocumentation?, seeAlso: [(String, String)]) {
        if let documentation {
            page.macro("Sh", "EXIT STATUS")
            page.macro("Bl", "-tag", "-width", "Ds")
            for (status, meaning) in documentation.exitStatuses {
                page.macro("It", String(status.rawValue))
                page.text(meaning.prefix(1).uppercased() + meaning.dropFirst() + ".")
            }
            page.macro("El")
            page.macro("Sh", "EXAMPLES")
            page.literal(documentation.examples.map { "$ " + $0 })
        }
        page.macro("Sh", "SEE ALSO")
        for (index, (name, section)) in seeAlso.enumerated() {
            if index < seeAlso.count - 1 { page.macro("Xr", name, section, ",") } else { page.macro("Xr", name, section) }
        }
    }

    /// The other commands a command's documentation names (`uistate gc`, `'uistate pull'`).
    static func mentions(in documentation: CommandDocumentation?, of names: [String], except own: String) -> [String] {
        guard let documentation else { return [] }
        let text = ([documentation.prose] + documentation.examples).joined(separator: "\n")
        return names.filter { $0 != own && text.contains("uistate \($0)") }.sorted()
    }

    /// Arguments a reader needs: not hidden, and `--help`/`--version` only on the root page.
    static func displayed(_ arguments: [ToolDescription.Argument]?, keepingVersion: Bool) -> [ToolDescription.Argument] {
        (arguments ?? []).filter { argument in
            guard argument.shouldDisplay else { return false }
            let name = argument.preferredName?.name
            return keepingVersion || (name != "help" && name != "version")
        }
    }

    /// `Fl -to Ar path`, `Ar revision`, `Fl n , Fl -quiet`.
    static func item(_ argument: ToolDescription.Argument) -> String {
        let names = (argument.names ?? []).map(flag)
        let value = argument.kind == .flag ? [] : ["Ar", Mdoc.argument(argument.valueName ?? "value")]
        if names.isEmpty { return value.joined(separator: " ") }
        return (names.joined(separator: " , ").split(separator: " ").map(String.init) + value).joined(separator: " ")
    }

    /// The argument as the SYNOPSIS shows it: optional parts in brackets, repetition as `...`.
    static func synopsis(_ argument: ToolDescription.Argument) -> String {
        var words: [String]
        if argument.parsingStrategy == "postTerminator" {
            words = ["Fl", "-", "Ar", Mdoc.argument(argument.valueName ?? "value")]
        } else if let name = argument.preferredName {
            words = flag(name).split(separator: " ").map(String.init)
            if argument.kind != .flag { words += ["Ar", Mdoc.argument(argument.valueName ?? "value")] }
        } else {
            words = ["Ar", Mdoc.argument(argument.valueName ?? "value")]
        }
        if argument.isRepeating { words.append("...") }
        return argument.isOptional ? (["Op"] + words).joined(separator: " ") : words.joined(separator: " ")
    }

    static func flag(_ name: ToolDescription.Argument.Name) -> String {
        switch name.kind {
        case .long: "Fl -\(name.name)"
        case .short: "Fl \(name.name)"
        case .longWithSingleDash: "Fl \(name.name)"
        }
    }
}

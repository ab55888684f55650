import Testing
@testable import UIStateCLI

@Suite("Color, pager and progress policy")
struct OutputPolicyTests {
    func resolve(_ color: ColorChoice = .auto, noPager: Bool = false, quiet: Bool = false, machine: Bool = false,
                 env: [String: String] = [:], tty: Bool = true, errTTY: Bool = true) -> OutputPolicy {
        OutputPolicy.resolve(color: color, noPager: noPager, quiet: quiet, machineOutput: machine, pages: true,
                             environment: env, stdoutIsTerminal: tty, stderrIsTerminal: errTTY)
    }

    @Test("color: auto on a terminal, off when piped, NO_COLOR or TERM=dumb; --color wins; never with --json")
    func color() {
        #expect(resolve().useColor)
        #expect(!resolve(tty: false).useColor)
        #expect(!resolve(env: ["NO_COLOR": "1"]).useColor)
        #expect(resolve(env: ["NO_COLOR": ""]).useColor, "an empty NO_COLOR does not count")
        #expect(!resolve(env: ["TERM": "dumb"]).useColor)
        #expect(resolve(.always, tty: false).useColor)
        #expect(resolve(.always, env: ["NO_COLOR": "1"]).useColor)
        #expect(!resolve(.never).useColor)
        #expect(!resolve(.always, machine: true).useColor)
    }

    @Test("pager: only on a terminal, not with --no-pager, TERM=dumb or --json")
    func pager() {
        #expect(resolve().usePager)
        #expect(!resolve(tty: false).usePager)
        #expect(!resolve(noPager: true).usePager)
        #expect(!resolve(env: ["TERM": "dumb"]).usePager)
        #expect(!resolve(machine: true).usePager)
        #expect(!OutputPolicy.resolve(color: .auto, noPager: false, pages: false, environment: [:], stdoutIsTerminal: true, stderrIsTerminal: true).usePager)
    }

    @Test("progress: on a terminal stderr unless --quiet")
    func progress() {
        #expect(resolve().showProgress)
        #expect(!resolve(quiet: true).showProgress)
        #expect(!resolve(errTTY: false).showProgress)
    }

    @Test("pager command: UISTATE_PAGER, then PAGER, then less; empty or cat means none; LESS=FRX by default")
    func pagerCommand() {
        #expect(Pager.command(environment: [:]) == "less")
        #expect(Pager.command(environment: ["PAGER": "more"]) == "more")
        #expect(Pager.command(environment: ["PAGER": "more", "UISTATE_PAGER": "most"]) == "most")
        #expect(Pager.command(environment: ["UISTATE_PAGER": ""]) == nil)
        #expect(Pager.command(environment: ["PAGER": "cat"]) == nil)
        #expect(Pager.environment([:])["LESS"] == "FRX")
        #expect(Pager.environment(["LESS": "R"])["LESS"] == "R")
        #expect(Pager.environment([:])["LV"] == "-c")
    }
}

@Suite("Completion reads the command definitions")
struct CompletionLineTests {
    @Test("options that take a value come from the parser's description, every command's and the global ones")
    func optionsTakingValues() throws {
        let tool = try #require(ToolDescription.current)
        #expect(tool.command.optionsTakingValues.isSuperset(of: ["-C", "--color"]))
        let sample = try #require(tool.command.subcommand("sample")).optionsTakingValues
        #expect(sample == ["--out", "--objects", "--variant", "--project"])
        #expect(try #require(tool.command.subcommand("log")).optionsTakingValues.isSuperset(of: ["-n", "--app-version"]))
        // The value of --out is skipped, so the revision after it is the one named.
        let line = CompletionLine(words: ["uistate", "-C", "repo", "diff", "--archive", "App.savedState", "v1", "--", ""], index: 8)
        #expect(line.directory == "repo" && line.positionals == ["v1"] && line.afterTerminator)
        let restore = CompletionLine(words: ["uistate", "restore", "--to", "x", "HEAD~1", "--only", "A", "B", ""], index: 8)
        #expect(restore.positionals == ["HEAD~1"] && restore.namedRevision == "HEAD~1")
    }

    @Test("the output gate: uistate's colors pass as ESC, every control character from data is escaped, layout stays")
    func terminalGate() {
        let style = Style(enabled: true)
        let line = style.red("- ") + "Nav/Evil\u{1b}[31m\tclass \u{1b}]0;x\u{7} \u{9b}\u{7f}\r\n"
        #expect(TerminalText.safe(line) == "\u{1b}[31m- \u{1b}[mNav/Evil\\u{1b}[31m\tclass \\u{1b}]0;x\\u{7} \\u{9b}\\u{7f}\\u{d}\n")
        #expect(TerminalText.safe("plain é 😀\n") == "plain é 😀\n")
        #expect(!TerminalText.escapeMarker.isEmpty && TerminalText.escapeMarker.unicodeScalars.allSatisfy { (0xE000...0xF8FF).contains($0.value) })
    }
}

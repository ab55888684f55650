import Foundation
import TestSupport
import Testing

/// What every command shares: -q, -v, the error style and the documented exit codes.
@Suite("Conventions shared by every command")
struct ConventionTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
        try workspace.recordSample(["launch", "open-item"])
    }

    @Test("-q leaves stdout and stderr empty and -v names the repository and the time on stderr, for every command that changes something", arguments: [
        ["commit", "--allow-empty", "-m", "again"], ["restore", "HEAD~1", "--dry-run"], ["tag", "t1"], ["rollback", "HEAD", "--no-restore"],
        ["remote", "add", "origin", "/nonexistent.git"], ["config", "uistate.appVersion", "11.0"], ["gc"],
    ])
    func quietAndVerbose(arguments: [String]) throws {
        let quiet = try workspace.uistate(arguments + ["-q"])
        #expect(quiet.status == 0, "\(quiet)")
        #expect(quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(arguments) -q: \(quiet)")
        // Run the same again verbosely where repeating is allowed.
        let again = arguments.first == "tag" ? ["tag", "t2"] : arguments.first == "remote" ? ["remote", "add", "other", "/x.git"] : arguments
        let verbose = try workspace.uistate(again + ["-v"])
        #expect(verbose.status == 0, "\(verbose)")
        #expect(verbose.stderr.contains("repository: ") && verbose.stderr.contains("done in "), "\(again) -v: \(verbose)")
        #expect(!verbose.stdout.contains("repository: "), "details go to stderr only")
    }

    @Test("errors are one line, error: or fatal:, with the documented exit code and nothing on stdout", arguments: [
        (["diff", "nope"], Int32(128), "fatal: unknown revision 'nope'"),
        (["commit", "/nonexistent/App.savedState"], 66, "error: no saved state at"),
        (["diff", "--no-such-option"], 64, "error: Unknown option '--no-such-option'"),
        (["tag", "bad..name"], 64, "error: invalid name 'bad..name'"),
        (["push", "nowhere"], 128, "fatal: no remote 'nowhere'"),
    ])
    func errorStyle(arguments: [String], status: Int32, message: String) throws {
        let result = try workspace.uistate(arguments)
        #expect(result.status == status, "\(arguments): \(result)")
        #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(arguments): \(result.stdout)")
        if status != 64 { #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)") }
    }

    @Test("reading commands print their data under -q, and -v adds details on stderr only", arguments: [["status"], ["log", "--oneline"], ["show"], ["diff", "HEAD~1", "HEAD", "--stat"], ["reflog"]])
    func readingCommands(arguments: [String]) throws {
        let plain = try workspace.uistate(arguments)
        let quiet = try workspace.uistate(arguments + ["-q"])
        let verbose = try workspace.uistate(arguments + ["-v"])
        #expect(!plain.stdout.isEmpty && quiet.stdout == plain.stdout && verbose.stdout == plain.stdout, "\(arguments)")
        #expect(verbose.stderr.contains("repository: ") && quiet.stderr.isEmpty)
    }

    @Test("a mistyped command names the command meant, in one line, exit 64; other usage errors keep the parser's words", arguments: [
        (["comit"], "error: 'comit' is not a 'uistate' command; did you mean 'commit'?"),
        (["-C", ".", "--color", "never", "stauts"], "error: 'stauts' is not a 'uistate' command; did you mean 'status'?"),
        (["restroe", "HEAD~1"], "error: 'restroe' is not a 'uistate' command; did you mean 'restore'?"),
        (["remote", "ad", "origin", "/x.git"], "error: 'ad' is not a 'uistate remote' command; did you mean 'add'?"),
        (["psh"], "error: 'psh' is not a 'uistate' command; did you mean 'push'?"),
        (["frobnicate"], "error: 'frobnicate' is not a 'uistate' command; see 'uistate --help'"),
        (["diff", "--bogus"], "error: Unknown option '--bogus'"),
    ])
    func didYouMean(arguments: [String], message: String) throws {
        let result = try workspace.uistate(arguments)
        #expect(result.status == 64 && result.stdout.isEmpty, "\(arguments): \(result)")
        #expect(result.stderr.hasPrefix(message + "\n"), "\(arguments): \(result.stderr)")
        if message.contains("did you mean") || message.contains("see 'uistate") {
            #expect(result.stderr.split(separator: "\n").count == 1, "one line: \(result.stderr)")
        }
    }

    @Test("-n takes its value joined too, as git's does")
    func joinedCount() throws {
        #expect(try workspace.uistate("log", "-n1", "--oneline").stdout.split(separator: "\n").count == 1)
        #expect(try workspace.uistate("reflog", "-n1").stdout.split(separator: "\n").count == 1)
    }

    @Test("every command's help, nested ones too, is free of stray runs of spaces inside its paragraphs and tables")
    func helpWhitespace() throws {
        var pending: [[String]] = [[]]
        var seen = 0
        while let command = pending.popLast() {
            let result = try workspace.uistate(["help"] + command)
            #expect(result.status == 0, "\(command): \(result)")
            seen += 1
            let lines = result.stdout.components(separatedBy: "\n")
            for line in lines where line.hasSuffix(" ") || line.contains("\t") {
                Issue.record("uistate help \(command.joined(separator: " ")): trailing space or tab in '\(line)'")
            }
            for line in lines where !line.isEmpty {
                let body = line.drop { $0 == " " }
                // A paragraph line has no run of spaces; an indented row (an option, a form) one: the gap before its description.
                let runs = body.matches(of: /\ {2,}/).count
                #expect(runs <= (line.hasPrefix(" ") ? 1 : 0), "uistate help \(command.joined(separator: " ")): stray spaces in '\(line)'")
            }
            #expect(result.stdout.contains("USAGE: " + (["uistate"] + command).joined(separator: " ")), "the help of \(command) itself")
            if let list = result.stdout.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first {
                pending += list.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
                    .compactMap { $0.split(whereSeparator: { $0 == " " || $0 == "," }).first.map(String.init) }
                    .filter { $0 != "See" && $0 != "help" }.map { command + [$0] }
            }
        }
        #expect(seen > 25, "the top level, every command and the nested ones")
    }

    @Test("the top-level help's examples lead with setting up a simulator app and watching it")
    func topLevelExamples() throws {
        let help = try workspace.uistate("--help").stdout
        let examples = help.components(separatedBy: "Examples:\n")[1].split(separator: "\n").prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(examples == ["uistate init --simulator com.example.App", "uistate watch"], "\(examples)")
        #expect(!help.contains("get_app_container"), "init --simulator asks simctl itself")
    }

    @Test("defaults in --help read as the user types them")
    func readableDefaults() throws {
        let help = try workspace.uistate("gc", "--help").stdout
        #expect(help.contains("(default: 2.weeks.ago)"), "\(help)")
        #expect(!help.contains("GracePeriod("))
    }
}

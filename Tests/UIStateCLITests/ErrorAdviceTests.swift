import Foundation
import TestSupport
import Testing

/// Every error a user can reach says what is wrong and one thing to do, and the command it
/// advises works where the error was printed: each case sets the situation up, runs the failing
/// command, takes each `'uistate ...'` (or `'git ...'`) command out of the message, fills its
/// `<placeholders>`, runs it in the same place and expects it to succeed; then the command that
/// failed is run again where the advice says it should now work.
@Suite("Error messages and their advice")
struct ErrorAdviceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Shell commands (with `uistate` on PATH) that make the situation.
        var setup: String
        var command: String
        var status: Int32
        var message: String
        /// Values for the advice's placeholders (`<path>`).
        var fill: [String: String] = [:]
        /// Whether the failed command works once every advised command ran.
        var worksAfter = false
        /// Its status then.
        var statusAfter: Int32 = 0
        var testDescription: String { name }
    }

    static let classic = "uistate init -q --archive App.savedState && uistate sample open-item --out App.savedState -q"
    static let pushed = classic + " && uistate commit -q -m one && git init -q --bare remote.git && uistate remote add origin remote.git && uistate push -q"

    static let cases: [Case] = [
        Case(name: "no repository", setup: "true", command: "uistate log", status: 128, message: "fatal: not a uistate repository", worksAfter: false),
        Case(name: "a repository already there", setup: "uistate init -q", command: "uistate init", status: 128, message: "a repository already exists",
             fill: ["<path>": "App.savedState", "<key>": "uistate.appVersion", "<value>": "2.0"]),
        Case(name: "no snapshot yet", setup: classic, command: "uistate log", status: 128, message: "'main' has no snapshots yet", worksAfter: true),
        Case(name: "no snapshot yet, reflog", setup: classic, command: "uistate reflog", status: 128, message: "'main' has no snapshots yet", worksAfter: true),
        Case(name: "no working archive", setup: "uistate init -q && uistate sample launch --out Mine.savedState -q", command: "uistate commit -m first",
             status: 66, message: "no working archive", fill: ["<path>": "Mine.savedState"], worksAfter: true),
        Case(name: "no app to launch", setup: classic + " && uistate commit -q -m one", command: "uistate launch HEAD", status: 64,
             message: "this repository names no app to launch", fill: ["<bundle id>": "com.example.App"]),
        Case(name: "app version unknown", setup: "uistate init -q && uistate sample launch --out /tmp/x-$$.savedState -q && uistate commit /tmp/x-$$.savedState -q -m one",
             command: "uistate prune --stale", status: 128, message: "version", fill: ["<version>": "11.0"], worksAfter: true),
        Case(name: "unknown remote", setup: pushed, command: "uistate push nowhere", status: 128, message: "no remote 'nowhere'"),
        Case(name: "no remote at all", setup: classic + " && uistate commit -q -m one && git init -q --bare remote.git", command: "uistate push", status: 128,
             message: "no remote", fill: ["<url>": "remote.git"], worksAfter: true),
        Case(name: "a local remote that is not there", setup: classic + " && uistate commit -q -m one && uistate remote add origin missing.git", command: "uistate push",
             status: 128, message: "/missing.git': give the path of a repository", worksAfter: true),
        Case(name: "pushed, then pruned here", setup: pushed + " && uistate sample scroll --out App.savedState -q && uistate commit -q -m two && uistate push -q && uistate prune --keep-last 1 -q",
             command: "uistate push", status: 1, message: "was rewritten here", worksAfter: true),
        Case(name: "a bad retention setting", setup: classic + " && git --git-dir .uistate config uistate.retention '--keep-often 3'", command: "uistate prune",
             status: 65, message: "uistate.retention", worksAfter: false),
        Case(name: "a missing manifest", setup: classic + " && uistate commit -q -m one && cp -R \"$FIXTURES/projects/classic-storyboard\" Project",
             // Then "partly" (2): the Homepwner project creates none of the sample's objects.
             command: "uistate check --app manifest.json", status: 66, message: "no app manifest at", worksAfter: true, statusAfter: 2),
        Case(name: "a rules file with a bad line", setup: classic + " && printf 'key token\\nignore objct Root   # why\\n' > .uistate-privacy",
             command: "uistate scan", status: 65, message: "line 2 ('ignore objct Root')"),
        Case(name: "private values in a push", setup: pushed + " && uistate sample secrets --out App.savedState -q && uistate commit -q -m secret",
             command: "uistate push", status: 1, message: "private value", fill: ["<url>": "remote.git"], worksAfter: true),
    ]

    /// The commands an error message advises, as typed between quotes.
    static func advised(_ message: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "'((?:uistate|git) [^']*)'")
        return pattern.matches(in: message, range: NSRange(message.startIndex..., in: message)).map {
            String(message[Range($0.range(at: 1), in: message)!])
        }
    }

    @Test("the error says what is wrong in one line, and what it advises works there", arguments: cases)
    func advice(_ example: Case) throws {
        let workspace = try Workspace()
        let environment = workspace.environment.merging([
            "PATH": URL(fileURLWithPath: Workspace.executable).deletingLastPathComponent().path + ":/usr/local/bin:/usr/bin:/bin",
            "FIXTURES": Fixtures.directory.path,
        ]) { $1 }
        func sh(_ script: String) throws -> ProcessResult {
            try ProcessRunner.run("bash", ["--norc", "--noprofile", "-c", script], in: workspace.url, environment: environment)
        }
        let setup = try sh("set -e; " + example.setup)
        try #require(setup.status == 0, "set-up: \(setup)")
        let failed = try sh(example.command)
        #expect(failed.status == example.status, "\(failed)")
        #expect(failed.stderr.contains(example.message), "\(failed.stderr)")
        #expect(failed.stderr.split(separator: "\n").count == 1, "one line: \(failed.stderr)")
        #expect(failed.stdout.isEmpty, "nothing on stdout: \(failed.stdout)")
        for command in Self.advised(failed.stderr) {
            var filled = command
            for (placeholder, value) in example.fill { filled = filled.replacingOccurrences(of: placeholder, with: value) }
            #expect(!filled.contains("<"), "an advised command with a placeholder the case does not fill: \(command)")
            // A command that writes a file: the advice's own redirection.
            let ran = try sh(filled)
            #expect(ran.status == 0, "advised '\(filled)' failed: \(ran)")
        }
        if example.worksAfter {
            let again = try sh(example.command)
            #expect(again.status == example.statusAfter, "after the advice, \(example.command): \(again)")
        }
    }

    @Test("every error that names a command names one that exists, with options it has")
    func advisedCommandsParse() throws {
        let source = try String(contentsOf: Checkout.root.appendingPathComponent("Sources/UIStateCLI/ErrorMapping.swift"), encoding: .utf8)
        for command in Self.advised(source) where command.hasPrefix("uistate ") {
            let words = command.split(separator: " ").dropFirst().prefix { !$0.hasPrefix("-") && !$0.hasPrefix("<") && !$0.contains("\\(") }
            guard let name = words.first else { continue }
            let help = try ProcessRunner.run(Workspace.executable, ["help", String(name)])
            #expect(help.status == 0, "'\(command)': no command '\(name)'")
            for option in command.split(separator: " ").filter({ $0.hasPrefix("--") }) {
                let flag = option.split(separator: "=").first.map(String.init) ?? String(option)
                #expect(help.stdout.contains(flag), "'\(command)': \(name) has no \(flag)")
            }
        }
    }
}

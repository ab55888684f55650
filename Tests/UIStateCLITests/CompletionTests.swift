import ArgumentParser
import Foundation
import TestSupport
import Testing
import UIStateCLI

/// A repository with four snapshots, a tag and a remote, for completion to answer from.
final class CompletionFixture: @unchecked Sendable {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
        try workspace.recordSample(["launch", "scroll", "open-item", "edit-text"], messagePrefix: "Step ")
        try workspace.uistate("tag", "login-bug", "HEAD~1")
        try workspace.uistate("remote", "add", "origin", workspace.url.appendingPathComponent("server.git").path)
    }

    /// The folder of the built `uistate`, for the shells' PATH.
    var path: String {
        URL(fileURLWithPath: Workspace.executable).deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    static func script(_ shell: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("completions/uistate.\(shell)")
    }
}

@Suite("Completion scripts are current")
struct CompletionScriptTests {
    @Test("completions/ holds what the command definitions generate", arguments: [CompletionShell.bash, .zsh, .fish])
    func committedScriptIsCurrent(shell: CompletionShell) throws {
        let committed = try String(contentsOf: CompletionFixture.script(shell.rawValue), encoding: .utf8)
        #expect(committed == CompletionScripts.script(for: shell) + "\n", "regenerate: uistate --generate-completion-script \(shell.rawValue) > completions/uistate.\(shell.rawValue)")
    }
}

@Suite("Completion in bash", .serialized)
struct BashCompletionTests {
    /// Emulates bash's TAB at the end of a line: fills COMP_WORDS and friends, calls the
    /// function the script registered with `complete`, prints COMPREPLY.
    static let harness = """
        source "$1"
        line="$2"
        # bash splits words at '=' too (COMP_WORDBREAKS); readline's word after a '=' is empty.
        read -ra COMP_WORDS <<< "${line//=/ = }"
        [[ "$line" == *" " ]] && COMP_WORDS+=("")
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
        COMP_LINE="$line"; COMP_POINT=${#line}
        function=$(complete -p uistate | sed -E 's/.*-F ([^ ]+).*/\\1/')
        COMPREPLY=()
        current="${COMP_WORDS[COMP_CWORD]}"; [[ "$current" == "=" ]] && current=""
        "$function" uistate "$current" "${COMP_WORDS[COMP_CWORD-1]}"
        printf '%s\\n' "${COMPREPLY[@]}"
        """

    let fixture: CompletionFixture

    init() throws { fixture = try CompletionFixture() }

    func complete(_ line: String, in folder: URL? = nil) throws -> [String] {
        let result = try ProcessRunner.run(
            "bash", ["--norc", "--noprofile", "-c", Self.harness, "harness", CompletionFixture.script("bash").path, line],
            in: folder ?? fixture.workspace.url, environment: fixture.workspace.environment.merging(["PATH": fixture.path]) { $1 })
        #expect(result.status == 0, "\(result)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test("subcommands and options")
    func subcommandsAndOptions() throws {
        let top = try complete("uistate ")
        for command in ["commit", "diff", "restore", "rollback", "log", "push", "clone"] { #expect(top.contains(command), "\(top)") }
        #expect(try complete("uistate res") == ["restore"])
        #expect(try complete("uistate diff --na") == ["--name-status"])
        #expect(try complete("uistate --color ") == ["auto", "always", "never"])
    }

    @Test("revisions: HEAD~n, branches, tags and short ids")
    func revisions() throws {
        let candidates = try complete("uistate restore ")
        for expected in ["HEAD", "HEAD~1", "HEAD~3", "main", "login-bug"] { #expect(candidates.contains(expected), "\(candidates)") }
        let ids = try fixture.workspace.git("log", "--format=%h").stdout.split(separator: "\n").map(String.init)
        #expect(!ids.isEmpty && ids.allSatisfy { candidates.contains($0) }, "\(candidates) lacks \(ids)")
        #expect(try complete("uistate diff HEAD~") == ["HEAD~1", "HEAD~2", "HEAD~3"])
        #expect(try complete("uistate diff main@").contains("main@{1}"))
    }

    @Test("tags, remotes and config keys")
    func namedThings() throws {
        #expect(try complete("uistate tag -d ") == ["login-bug"])
        #expect(try complete("uistate push ") == ["origin"])
        #expect(try complete("uistate config uistate.a") == ["uistate.archive", "uistate.appVersion"])
    }

    @Test("object paths after -- and --only, from the snapshot named")
    func objectPaths() throws {
        #expect(try complete("uistate diff HEAD~1 -- UINavigationController/BNRD") == ["UINavigationController/BNRDetailViewController"])
        #expect(try complete("uistate restore HEAD --only UINavigationController/BNRD") == ["UINavigationController/BNRDetailViewController"])
        #expect(try complete("uistate restore HEAD --only BNRItemStore --only UINavigationController/BNRI") == ["UINavigationController/BNRItemsViewController"])
        // The first snapshot has no detail screen yet.
        #expect(try complete("uistate show HEAD~3 -- UINavigationController/BNRD").isEmpty)
        #expect(try complete("uistate log -- BNR") == ["BNRItemStore"])
    }

    @Test("doctor: command names after help, app targets after --target, files after --reporter sarif=")
    func doctor() throws {
        #expect(try complete("uistate help doc") == ["doctor"])
        #expect(try complete("uistate help ").contains("restore"))
        let folder = fixture.workspace.url.appendingPathComponent("ios")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("projects/classic-storyboard"), to: folder.appendingPathComponent("Homepwner"))
        // Only the app targets: HomepwnerTests is left out. From the folder, the project or the current folder.
        #expect(try complete("uistate doctor ios/Homepwner --target ") == ["Homepwner"])
        #expect(try complete("uistate doctor ios/Homepwner/Homepwner.xcodeproj --target H") == ["Homepwner"])
        #expect(try complete("uistate doctor --target ", in: folder.appendingPathComponent("Homepwner")) == ["Homepwner"])
        // migrate's commands are one level down: the project is the first word after `scenes`,
        // `state`'s is its --project.
        #expect(try complete("uistate migrate scenes ios/Homepwner --target ") == ["Homepwner"])
        #expect(try complete("uistate migrate scenes --dry-run --target H", in: folder.appendingPathComponent("Homepwner")) == ["Homepwner"])
        #expect(try complete("uistate migrate state HEAD --project ios/Homepwner --target ") == ["Homepwner"])
        #expect(try complete("uistate doctor --reporter sa").contains("sarif"))
        // bash splits `sarif=ios/Ho` at '=': the path is completed alone.
        #expect(try complete("uistate doctor --reporter sarif=ios/Ho") == ["ios/Homepwner"])
        #expect(try complete("uistate doctor --reporter sarif=ios/Homepwner/Homepwner.x") == ["ios/Homepwner/Homepwner.xcodeproj"])
        #expect(try complete("uistate doctor --reporter sarif=").contains("ios"))
    }

    @Test("-C names the repository")
    func honorsDirectoryOption() throws {
        let elsewhere = try TemporaryDirectory("uistate-elsewhere")
        #expect(try complete("uistate restore ", in: elsewhere.url).isEmpty)
        #expect(try complete("uistate -C \(fixture.workspace.url.path) restore HEAD~", in: elsewhere.url) == ["HEAD~1", "HEAD~2", "HEAD~3"])
    }
}

@Suite("Completion in interactive zsh and fish", .serialized)
struct InteractiveCompletionTests {
    let fixture: CompletionFixture

    init() throws { fixture = try CompletionFixture() }

    func environment(_ extra: [String: String] = [:]) -> String {
        fixture.workspace.environment.merging(["PATH": fixture.path, "TERM": "xterm"].merging(extra) { $1 }) { $1 }
            .map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    }

    /// An interactive shell with nothing loaded but the completion script: zsh with compinit
    /// and the script as `_uistate` on its fpath, fish without its configuration.
    func start(_ shell: InteractiveShell) throws -> TerminalSession {
        let folder = fixture.workspace.url.path
        let command: String
        switch shell {
        case .zsh:
            let functions = fixture.workspace.url.appendingPathComponent(".zfunctions")
            try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: CompletionFixture.script("zsh"), to: functions.appendingPathComponent("_uistate"))
            let rc = fixture.workspace.url.appendingPathComponent(".zshrc")
            try "fpath=('\(functions.path)' $fpath); autoload -Uz compinit; compinit -u; PROMPT='zsh> '\n".write(to: rc, atomically: true, encoding: .utf8)
            command = "env \(environment(["ZDOTDIR": folder])) zsh -i"
        case .fish:
            command = "env \(environment()) fish --no-config -i -C 'source \(CompletionFixture.script("fish").path); function fish_prompt; echo \"fish> \"; end'"
        }
        let terminal = try TerminalSession("cd '\(folder)' && \(command)")
        terminal.waitFor { $0.contains("\(shell)> ") }
        return terminal
    }

    /// Clears the line (and fish's candidate menu), types `line`, presses TAB and returns the
    /// screen once it shows `expected`. A second TAB lists the candidates when the first one
    /// only completed their common prefix.
    func tab(_ terminal: TerminalSession, in shell: InteractiveShell, _ line: String, until expected: String...) throws -> String {
        if shell == .fish { try terminal.press("Escape") }
        try terminal.press("C-u")
        try terminal.type(line)
        try terminal.press("Tab")
        let shown = { (screen: String) in expected.allSatisfy { screen.contains($0) } }
        let screen = terminal.waitFor(timeout: 3, shown)
        if shown(screen) { return screen }
        try terminal.press("Tab")
        return terminal.waitFor(shown)
    }

    @Test("subcommands, revisions with summaries, tags, object paths and options in a real zsh and fish",
          .enabled(if: ProcessRunner.has("zsh") && ProcessRunner.has("fish") && ProcessRunner.has("tmux"), "zsh, fish or tmux missing"),
          arguments: [InteractiveShell.zsh, .fish])
    func interactiveCompletion(shell: InteractiveShell) throws {
        let terminal = try start(shell)
        var screen = try tab(terminal, in: shell, "uistate rest", until: "uistate restore")
        #expect(screen.contains("uistate restore"), "\(screen)")
        screen = try tab(terminal, in: shell, "uistate restore ", until: "HEAD~1", "Step open-item", "login-bug")
        #expect(screen.contains("HEAD~1") && screen.contains("Step open-item") && screen.contains("login-bug"), "\(screen)")
        // zsh sends the prefix as HEAD\~: the callback must unescape it.
        screen = try tab(terminal, in: shell, "uistate diff HEAD~", until: "HEAD~2", "HEAD~3")
        #expect(screen.contains("HEAD~2") && screen.contains("HEAD~3") && !screen.contains("login-bug"), "\(screen)")
        screen = try tab(terminal, in: shell, "uistate tag -d ", until: "uistate tag -d login-bug")
        #expect(screen.contains("uistate tag -d login-bug"), "\(screen)")
        screen = try tab(terminal, in: shell, "uistate show HEAD -- UINavigationController/BNRD", until: "UINavigationController/BNRDetailViewController")
        #expect(screen.contains("uistate show HEAD -- UINavigationController/BNRDetailViewController"), "\(screen)")
        screen = try tab(terminal, in: shell, "uistate diff --na", until: "--name-status")
        #expect(screen.contains("uistate diff --name-status"), "\(screen)")
        screen = try tab(terminal, in: shell, "uistate help doc", until: "uistate help doctor")
        #expect(screen.contains("uistate help doctor"), "\(screen)")
        let folder = fixture.workspace.url.appendingPathComponent("ios")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("projects/classic-storyboard"), to: folder.appendingPathComponent("Homepwner"))
        screen = try tab(terminal, in: shell, "uistate doctor ios/Homepwner --target H", until: "--target Homepwner")
        #expect(screen.contains("uistate doctor ios/Homepwner --target Homepwner"), "\(screen)")
        screen = try tab(terminal, in: shell, "uistate doctor --reporter sarif=ios/Ho", until: "sarif=ios/Homepwner/")
        #expect(screen.contains("uistate doctor --reporter sarif=ios/Homepwner/"), "\(screen)")
    }
}

enum InteractiveShell: String, CustomStringConvertible {
    case zsh, fish
    var description: String { rawValue }
}

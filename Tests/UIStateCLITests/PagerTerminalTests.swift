import Foundation
import TestSupport
import Testing

@Suite("The pager on a real terminal")
struct PagerTerminalTests {
    @Test("less shows long output in the terminal and the command exits when it quits", .enabled(if: ProcessRunner.has("tmux") && ProcessRunner.has("less"), "tmux or less missing"))
    func lessKeepsTheTerminal() throws {
        let workspace = try Workspace()
        _ = try workspace.uistate("init", "--archive", "App.savedState")
        for step in ["launch", "scroll", "open-item", "edit-text", "edit-mode"] {
            _ = try workspace.uistate("sample", step, "--out", "App.savedState", "-q")
            _ = try workspace.uistate("commit", "-q")
        }
        let session = "uistate-pager-\(UUID().uuidString.prefix(8))"
        let done = workspace.url.appendingPathComponent("done")
        let environment = workspace.environment.filter { $0.key != "UISTATE_PAGER" && $0.key != "NO_COLOR" }
            .map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        let command = "cd '\(workspace.url.path)' && env \(environment) PAGER=less TERM=xterm '\(Workspace.executable)' log; echo EXIT=$? > '\(done.path)'"
        // Through sh with output to /dev/null: the tmux server must not inherit our pipes.
        let quoted = command.replacingOccurrences(of: "'", with: "'\\''")
        try ProcessRunner.run("sh", ["-c", "tmux new-session -d -s \(session) -x 100 -y 12 '\(quoted)' >/dev/null 2>&1"])
        defer { _ = try? ProcessRunner.run("tmux", ["kill-session", "-t", session]) }
        var screen = ""
        for _ in 0..<50 {
            Thread.sleep(forTimeInterval: 0.1)
            screen = (try? ProcessRunner.run("tmux", ["capture-pane", "-p", "-t", session]).stdout) ?? ""
            if screen.contains("snapshot ") { break }
        }
        #expect(screen.contains("snapshot "), "the pager shows the log: \(screen)")
        #expect(!FileManager.default.fileExists(atPath: done.path), "still paging: more than one screen")
        try ProcessRunner.run("tmux", ["send-keys", "-t", session, "q"])
        var waited = 0
        while !FileManager.default.fileExists(atPath: done.path) && waited < 50 {
            waited += 1
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect((try? String(contentsOf: done, encoding: .utf8)) == "EXIT=0\n")
    }
}

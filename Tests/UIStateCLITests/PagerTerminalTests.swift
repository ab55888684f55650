import Foundation
import TestSupport
import Testing

@Suite("The pager on a real terminal")
struct PagerTerminalTests {
    @Test("less shows long output in the terminal and the command exits when it quits", .enabled(if: ProcessRunner.has("tmux") && ProcessRunner.has("less"), "tmux or less missing"))
    func lessKeepsTheTerminal() throws {
        let workspace = try Workspace()
        try workspace.recordSample(["launch", "scroll", "open-item", "edit-text", "edit-mode"])
        let done = workspace.url.appendingPathComponent("done")
        let environment = workspace.environment.filter { $0.key != "UISTATE_PAGER" && $0.key != "NO_COLOR" }
            .map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
        let terminal = try TerminalSession(
            "cd '\(workspace.url.path)' && env \(environment) PAGER=less TERM=xterm '\(Workspace.executable)' log; echo EXIT=$? > '\(done.path)'",
            width: 100, height: 12)
        let screen = terminal.waitFor(timeout: 60) { $0.contains("snapshot ") }
        #expect(screen.contains("snapshot "), "the pager shows the log: \(screen)")
        #expect(!FileManager.default.fileExists(atPath: done.path), "still paging: more than one screen")
        // Under load less may not read the first key yet: q again every 2 s until it is gone.
        var waited = 0
        while !FileManager.default.fileExists(atPath: done.path) && waited < 600 {
            if waited % 20 == 0 { try terminal.press("q") }
            waited += 1
            Thread.sleep(forTimeInterval: 0.1)
        }
        #expect((try? String(contentsOf: done, encoding: .utf8)) == "EXIT=0\n")
    }
}

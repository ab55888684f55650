import Foundation

/// A program running on a real terminal (a detached tmux session), driven by keystrokes and
/// read from the screen: how a person uses a pager or an interactive shell's completion.
public final class TerminalSession {
    public let name = "uistate-test-\(UUID().uuidString.prefix(8))"

    /// Starts `command` through sh in a `width` x `height` terminal.
    public init(_ command: String, width: Int = 120, height: Int = 30) throws {
        let quoted = command.replacingOccurrences(of: "'", with: "'\\''")
        // Output to /dev/null: the tmux server must not inherit the test's pipes.
        let start = try ProcessRunner.run("sh", ["-c", "tmux new-session -d -s \(name) -x \(width) -y \(height) '\(quoted)' >/dev/null 2>&1"])
        guard start.status == 0 else { throw TerminalSessionError("tmux did not start: \(start)") }
    }

    deinit { _ = try? ProcessRunner.run("tmux", ["kill-session", "-t", name]) }

    /// Types text literally.
    public func type(_ text: String) throws {
        try ProcessRunner.run("tmux", ["send-keys", "-t", name, "-l", text])
    }

    /// Presses keys by tmux name: `Tab`, `Enter`, `C-u`, `q`.
    public func press(_ keys: String...) throws {
        try ProcessRunner.run("tmux", ["send-keys", "-t", name] + keys)
    }

    public var screen: String {
        (try? ProcessRunner.run("tmux", ["capture-pane", "-p", "-t", name]).stdout) ?? ""
    }

    /// The screen once `ready` holds for it, or the last screen after `timeout` seconds.
    @discardableResult
    public func waitFor(timeout: Double = 10, _ ready: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var current = screen
        while !ready(current) && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            current = screen
        }
        return current
    }
}

public struct TerminalSessionError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

import Foundation
import TestSupport
import Testing

/// `commit -m` keeps the message as git does: several `-m` are paragraphs, git's cleanup, the
/// body stored and shown whole by log, show and --json (the page: ViewCommandTests); a message
/// empty after cleanup is refused as git refuses it.
@Suite("commit -m: the whole message, as git keeps it")
struct CommitMessageCommandTests {
    @Test("subject and body from several -m: stored as git commit -m would, shown whole by log, show and --json; empty refused")
    func wholeMessage() throws {
        let workspace = try Workspace()
        try workspace.recordSample(["launch", "open-item"])
        let committed = try workspace.uistate("commit", "--allow-empty", "-m", "Login screen shown  ", "-m", "Body line one\t\nline two\n\n\n", "-m", "Refs: #12")
        #expect(committed.status == 0 && committed.stdout.hasPrefix("[main ") && committed.stdout.contains("] Login screen shown\n"), "\(committed)")
        let expected = "Login screen shown\n\nBody line one\nline two\n\nRefs: #12\n\n"
        let stored = try workspace.git("log", "-1", "--format=%B").stdout
        #expect(stored.hasPrefix(expected) && stored.contains("\nObjects: "), "\(stored)")
        let log = try workspace.uistate("log", "-n", "1").stdout
        #expect(log.contains("    Login screen shown\n\n    Body line one\n    line two\n\n    Refs: #12\n"), "\(log)")
        #expect(try workspace.uistate("show", "HEAD").stdout.contains("    Body line one\n    line two\n\n    Refs: #12\n"))
        let json = try JSONSerialization.jsonObject(with: Data(try workspace.uistate("log", "-n", "1", "--json").stdout.utf8)) as? [[String: Any]]
        #expect((json?.first?["message"] as? String)?.hasPrefix(expected) == true, "\(String(describing: json))")
        #expect(json?.first?["subject"] as? String == "Login screen shown")

        for empty in [["-m", ""], ["-m", "  ", "-m", "\n\t\n"]] {
            let refused = try workspace.uistate(["commit", "--allow-empty"] + empty)
            #expect(refused.status == 64 && refused.stderr.hasPrefix("error: Aborting commit due to empty commit message.\n"), "\(refused)")
        }
        #expect(try workspace.uistate("log", "--oneline").stdout.split(separator: "\n").count == 3)
        try workspace.git("fsck", "--strict").succeeded()
    }
}

import Foundation
import StateRepository
import TestSupport
import Testing

@Suite("Commit messages")
struct CommitMessageTests {
    static let messages = [
        "Launch\n\nchanged  Screen0\n\nApp-Version: 1.0\nObjects: 200\n",
        "Launch\n\nApp-Version: 1.0\nVersion-Key: CFBundleVersion\nIdiom: phone",
        "Only a subject",
        "Subject\n\nA body: with a colon, not a trailer block\nand another line\n",
        "Subject\n\nBody\n\nNot a trailer\nApp-Version: 2\n",
        "Subject\n\nBody\n\nEmpty-Value:\nSessions: 3\n\n\n",
        "App-Version: 1.0",
    ]

    @Test("trailers are the last paragraph's Key: value lines, as git interpret-trailers reads them", arguments: messages)
    func trailers(_ message: String) throws {
        let parsed = try ProcessRunner.run("git", ["interpret-trailers", "--parse"], input: Array(message.utf8))
        #expect(parsed.status == 0)
        let expected = parsed.stdout.split(separator: "\n").map { line -> String in
            let colon = line.firstIndex(of: ":")!
            return line[..<colon] + "=" + line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        #expect(CommitMessage.trailers(message).map { $0.key + "=" + $0.value } == expected)
    }
}

@Suite("Commit messages as git makes them")
struct CommitMessageCleanupTests {
    /// `-m` values, each set as one `git commit` is given them.
    static let messages: [[String]] = [
        ["Subject"],
        ["Subject", "Body"],
        ["Subject\n\nBody line  \n\tindented\t\n\n\n\nLast\n\n"],
        ["  Leading spaces kept", "", "  ", "Second paragraph"],
        ["\n\nSubject after blank lines\r\n", "# not a comment here", "Third\u{00A0}"],
        ["Subject\n", "\n", "Body\n"],
        ["Ünïcode 件名", "trailing tab\t"],
    ]

    @Test("-m values joined and cleaned as git commit -m does (git log --format=%B of the same commit)", arguments: messages)
    func asGit(_ parts: [String]) throws {
        let folder = try TemporaryDirectory("cleanup")
        let environment = ["GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_AUTHOR_NAME": "a", "GIT_AUTHOR_EMAIL": "a@example.invalid",
                           "GIT_COMMITTER_NAME": "a", "GIT_COMMITTER_EMAIL": "a@example.invalid"]
        try ProcessRunner.run("git", ["init", "-q"], in: folder.url, environment: environment).succeeded()
        try ProcessRunner.run("git", ["commit", "-q", "--allow-empty"] + parts.flatMap { ["-m", $0] }, in: folder.url, environment: environment).succeeded()
        let stored = try ProcessRunner.run("git", ["log", "-1", "--format=%B"], in: folder.url, environment: environment).stdout
        // %B ends the message with its newline and log adds one.
        #expect(CommitMessage.cleaned(parts).map { $0 + "\n\n" } == stored, "\(parts)")
    }

    @Test("empty after cleanup: nil, as git aborts")
    func empty() throws {
        for parts in [[""], ["  ", "\n\t\n"], ["\n"]] {
            #expect(CommitMessage.cleaned(parts) == nil, "\(parts)")
        }
    }

    @Test("the body: the user's paragraphs and the changes, without the subject and the trailer paragraph")
    func body() {
        #expect(CommitMessage.body("Subject\n\nMy body\nNote: kept, not the last paragraph\n\nadded    A\n\nApp-Version: 1.0\nObjects: 4\n")
            == "My body\nNote: kept, not the last paragraph\n\nadded    A")
        #expect(CommitMessage.body("Only a subject\n\nObjects: 4\n") == "")
        #expect(CommitMessage.body("Only a subject") == "")
    }
}

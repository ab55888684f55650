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

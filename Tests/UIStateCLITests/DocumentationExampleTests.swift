import Foundation
import TestSupport
import Testing

/// Every console example in README.md and docs/ runs, in order, against the built `uistate`
/// and the sample apps, and prints what the page says (`ConsoleExamples`). After a deliberate
/// change of output, `UISTATE_BLESS_DOCS=1 swift test --filter DocumentationExampleTests`
/// rewrites the pages' blocks with what the commands print now (review the diff).
@Suite("Documentation examples")
struct DocumentationExampleTests {
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Checkout.root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    static var executableFolder: String { URL(fileURLWithPath: Workspace.executable).deletingLastPathComponent().path }

    @Test("each console example prints what the page says", arguments: documents)
    func examplesRun(document: String) throws {
        // UISTATE_DOCS_ONLY=docs/diff.md: one page (to bless it alone).
        if let only = ProcessInfo.processInfo.environment["UISTATE_DOCS_ONLY"], only != document { return }
        let examples = try ConsoleExamples(document)
        guard !examples.blocks.isEmpty else { return }
        let (outcome, actual) = try examples.run(executableFolder: Self.executableFolder)
        if ProcessInfo.processInfo.environment["UISTATE_BLESS_DOCS"] == "1" {
            try examples.blessed(actual).write(to: Checkout.root.appendingPathComponent(document), atomically: true, encoding: .utf8)
        }
        #expect(outcome.setupFailures.isEmpty, "\(outcome.setupFailures.joined(separator: "\n"))")
        for mismatch in outcome.mismatches { Issue.record("\(mismatch)") }
    }

    @Test("every command shown in the docs is in a console block, and the blocks that cannot run here say why")
    func everyExampleIsRun() throws {
        var ran = 0, marked: [String: Int] = [:]
        for document in Self.documents {
            let markdown = try MarkdownDocument(document)
            for block in markdown.codeBlocks where !block.language.hasPrefix("console") {
                for line in block.code.split(separator: "\n") where line.hasPrefix("$ ") || line.wholeMatch(of: /uistate [a-z][a-z-]*( .*)?/) != nil {
                    Issue.record("\(document): a command outside a console block: \(line)")
                }
            }
            for block in try ConsoleExamples(document).blocks where block.file == nil {
                if let requirement = block.requirement {
                    #expect(["needs-mac", "needs-server", "needs-network"].contains(requirement), "\(document):\(block.line): unknown mark \(requirement)")
                    marked[requirement, default: 0] += block.commands.count
                } else {
                    ran += block.commands.count
                }
                #expect(!block.commands.isEmpty, "\(document):\(block.line): a console block without a command")
            }
        }
        print("documentation examples: \(ran) run, marked: \(marked.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        #expect(ran >= 60, "the docs' examples run: \(ran)")
    }

    @Test("the runner: placeholders match what they name and nothing else; a drifted line, a missing line and a wrong status are mismatches")
    func runnerMatches() throws {
        #expect(ConsoleExamples.matches(["[main [HASH]] launch", "Date:   [DATE] [TIME] [ZONE]"], ["[main 3fa2c19] launch", "Date:   2026-11-25 20:15:02 +0000"]))
        #expect(!ConsoleExamples.matches(["[main [HASH]] launch"], ["[main 3fa2c19] scroll"]))
        #expect(!ConsoleExamples.matches(["[main [HASH]] launch"], ["[main not-hex] launch"]))
        #expect(!ConsoleExamples.matches(["one", "two"], ["one"]))
        #expect(!ConsoleExamples.matches(["a (b) [x]"], ["a (b) [y]"]), "brackets that are no placeholder are literal")
        #expect(ConsoleExamples.matches(["a (b) [x]"], ["a (b) [x]"]))
        #expect(ConsoleExamples.redacted("[main 3fa2c19] at 2026-11-25 20:15:02 +0000 in 12.5 ms, 1.2 MB") == "[main [HASH]] at [DATE] [TIME] [ZONE] in [ELAPSED], [SIZE]")
        #expect(ConsoleExamples.redacted("12345678 objects, deadbeef, 0733672") == "12345678 objects, deadbeef, [HASH]", "numbers and words stay; a short id of digits does not")

        let folder = try TemporaryDirectory("console-examples")
        let page = """
            Text.

            ```console
            $ echo one && echo two
            one
            two
            $ printf 'x\\n' && sh -c 'exit 3'
            x
            [exit 3]
            $ echo drifted
            expected
            ```

            ```console needs-mac
            $ xcrun simctl list
            ```
            """
        let relative = "console-example-test-\(getpid()).md"
        let url = Checkout.root.appendingPathComponent(relative)
        try page.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let examples = try ConsoleExamples(relative)
        #expect(examples.blocks.count == 2 && examples.blocks[0].commands.map(\.status) == [0, 3, 0])
        let (outcome, actual) = try examples.run(executableFolder: Self.executableFolder)
        #expect(outcome.ran == 3 && outcome.marked == ["needs-mac": 1])
        #expect(outcome.mismatches.map(\.command.text) == ["echo drifted"])
        #expect(examples.blessed(actual).contains("$ echo drifted\ndrifted\n```"))
        withExtendedLifetime(folder) {}
    }
}

import Foundation

/// The console examples of a Markdown document, run as Rust's trycmd runs the console blocks of
/// its files: a ```` ```console ```` block holds commands (`$ ` lines, a trailing `\` continues
/// one) each followed by the output it must print, stdout and stderr together as a terminal
/// shows them, and `[exit N]` as the last line when it must fail. What changes from run to run
/// is written as a named placeholder (`ConsoleExamples.placeholders`), never skipped.
///
/// All blocks of a document run in order in one shell in one fresh folder, so an example can
/// build on the one before it, as a reader following the page does. An HTML comment just before
/// a block, `<!-- setup: <commands> -->`, runs commands the page does not show first (they must
/// succeed). A block that cannot run here says why in its info string: ```` ```console needs-mac ````
/// (Xcode, a simulator, AppKit), `needs-server` (a git host), `needs-network`; those are counted,
/// not run.
public struct ConsoleExamples {
    public struct Command: Equatable {
        /// The command as the shell gets it.
        public var text: String
        /// The expected lines, placeholders in them.
        public var expected: [String]
        public var status: Int32
        /// Where its first line is in the document (1-based).
        public var line: Int
    }

    public struct Block {
        public var line: Int
        /// nil: it runs here; else what it needs (`needs-mac` ...).
        public var requirement: String?
        public var setup: String?
        /// A block of another kind labelled `<!-- file: <path> -->`: its text is written to that
        /// path (relative to the shell's folder) at this point, as the reader would save it.
        public var file: (path: String, content: String)?
        public var commands: [Command]
        /// Where the block's body starts and ends in the document's lines (0-based, end exclusive).
        var body: Range<Int>
    }

    public struct Mismatch: CustomStringConvertible {
        public var document: String
        public var command: Command
        public var actual: [String]
        public var actualStatus: Int32

        public var description: String {
            var text = "\(document):\(command.line): $ \(command.text)\n"
            if actualStatus != command.status { text += "exit status \(actualStatus), expected \(command.status)\n" }
            text += "--- expected\n" + command.expected.joined(separator: "\n") + "\n+++ actual\n" + actual.joined(separator: "\n")
            return text
        }
    }

    public struct Outcome {
        public var ran = 0
        public var marked: [String: Int] = [:]
        public var mismatches: [Mismatch] = []
        public var setupFailures: [String] = []
    }

    public let document: String
    public let lines: [String]
    public let blocks: [Block]

    public init(_ relativePath: String) throws {
        document = relativePath
        let text = try String(contentsOf: Checkout.root.appendingPathComponent(relativePath), encoding: .utf8)
        lines = text.components(separatedBy: "\n")
        blocks = Self.parse(lines)
    }

    /// Placeholders and what they stand for.
    public static let placeholders: [(name: String, pattern: String)] = [
        ("[HASH]", "[0-9a-f]{7,40}"),
        ("[DATE]", "[0-9]{4}-[0-9]{2}-[0-9]{2}"),
        ("[TIME]", "[0-9]{2}:[0-9]{2}:[0-9]{2}"),
        ("[ZONE]", "[+-][0-9]{4}"),
        ("[UNIX]", "[0-9]{9,11}"),
        ("[ELAPSED]", "[0-9]+(\\.[0-9]+)? ?(µs|ms|s)"),
        ("[SIZE]", "[0-9][0-9,.]* (bytes|KB|MB|GB|KiB|MiB|GiB)"),
        ("[PID]", "[0-9]+"),
    ]

    static func parse(_ lines: [String]) -> [Block] {
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            guard fence.hasPrefix("```console") else {
                if fence.hasPrefix("```") {
                    // Another kind of block: skip to its end, keeping it when it is a file.
                    let label = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
                    let start = index + 1
                    index += 1
                    while index < lines.count, !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```") { index += 1 }
                    if label.hasPrefix("<!-- file:"), label.hasSuffix("-->") {
                        let path = String(label.dropFirst("<!-- file:".count).dropLast(3)).trimmingCharacters(in: .whitespaces)
                        let content = lines[start..<min(index, lines.count)].joined(separator: "\n") + "\n"
                        blocks.append(Block(line: start, requirement: nil, setup: nil, file: (path, content), commands: [], body: start..<start))
                    }
                }
                index += 1
                continue
            }
            let words = fence.dropFirst(3).split(separator: " ").map(String.init)
            let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
            var setup: String?
            if previous.hasPrefix("<!-- setup:"), previous.hasSuffix("-->") {
                setup = String(previous.dropFirst("<!-- setup:".count).dropLast(3)).trimmingCharacters(in: .whitespaces)
            }
            let start = index + 1
            var end = start
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
            var commands: [Command] = []
            var cursor = start
            while cursor < end {
                guard lines[cursor].hasPrefix("$ ") else {
                    cursor += 1
                    continue
                }
                let first = cursor
                var text = String(lines[cursor].dropFirst(2))
                while text.hasSuffix("\\"), cursor + 1 < end {
                    cursor += 1
                    text += "\n" + lines[cursor]
                }
                cursor += 1
                var expected: [String] = []
                while cursor < end, !lines[cursor].hasPrefix("$ ") {
                    expected.append(lines[cursor])
                    cursor += 1
                }
                var status: Int32 = 0
                if let last = expected.last, last.hasPrefix("[exit "), last.hasSuffix("]"), let code = Int32(last.dropFirst(6).dropLast()) {
                    status = code
                    expected.removeLast()
                }
                commands.append(Command(text: text, expected: expected, status: status, line: first + 1))
            }
            blocks.append(Block(line: index + 1, requirement: words.count > 1 ? words[1] : nil, setup: setup, file: nil, commands: commands, body: start..<end))
            index = end + 1
        }
        return blocks
    }

    /// Runs every block that can run here, in order, in one shell in a new folder.
    public func run(executableFolder: String) throws -> (outcome: Outcome, actual: [[(output: [String], status: Int32)]]) {
        let sandbox = try TemporaryDirectory("uistate-docs")
        let root = sandbox.url.resolvingSymlinksInPath().path
        let outputs = root + "/.outputs"
        try FileManager.default.createDirectory(atPath: outputs, withIntermediateDirectories: true)
        let work = root + "/work"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        var script = "cd '\(work)'\nexec </dev/null\n"
        var outcome = Outcome()
        for (b, block) in blocks.enumerated() {
            if let requirement = block.requirement {
                outcome.marked[requirement, default: 0] += block.commands.count
                continue
            }
            if let file = block.file {
                script += "cat > '\(file.path)' <<'UISTATE_DOCS_EOF'\n\(file.content)UISTATE_DOCS_EOF\n"
            }
            if let setup = block.setup {
                script += "{ \(setup)\n} > '\(outputs)/\(b)-setup.out' 2>&1; echo $? > '\(outputs)/\(b)-setup.status'\n"
            }
            for (c, command) in block.commands.enumerated() {
                // In this shell, so that `cd` and variables carry on; a command that may `exit`
                // (a CI line) in a subshell, so that it cannot end the page.
                let (open, close) = command.text.contains("exit") ? ("(", ")") : ("{", "}")
                script += "\(open) \(command.text)\n\(close) > '\(outputs)/\(b)-\(c).out' 2>&1; echo $? > '\(outputs)/\(b)-\(c).status'\n"
            }
        }
        let environment = [
            "PATH": executableFolder + ":/usr/local/bin:/usr/bin:/bin", "HOME": work, "TZ": "UTC", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
            "NO_COLOR": "1", "UISTATE_PAGER": "cat", "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null", "COLUMNS": "100",
            "GIT_AUTHOR_NAME": "Ann Developer", "GIT_AUTHOR_EMAIL": "ann@example.com",
            "GIT_COMMITTER_NAME": "Ann Developer", "GIT_COMMITTER_EMAIL": "ann@example.com",
            // For set-up comments: the test fixtures (sample Xcode projects ...).
            "FIXTURES": Fixtures.directory.path,
        ]
        let shell = try ProcessRunner.run(
            "env", ["-i"] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + ["bash", "--norc", "--noprofile", "-c", script],
            in: URL(fileURLWithPath: work), timeout: 600)
        if shell.status != 0 { outcome.setupFailures.append("the shell itself failed: \(shell)") }
        func read(_ name: String) -> (output: [String], status: Int32) {
            let text = (try? String(contentsOfFile: outputs + "/" + name + ".out", encoding: .utf8)) ?? ""
            let status = Int32(((try? String(contentsOfFile: outputs + "/" + name + ".status", encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            var lines = text.replacingOccurrences(of: work, with: "[ROOT]").components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            return (lines, status)
        }
        var actual: [[(output: [String], status: Int32)]] = []
        for (b, block) in blocks.enumerated() {
            var results: [(output: [String], status: Int32)] = []
            guard block.requirement == nil else {
                actual.append(results)
                continue
            }
            if block.setup != nil {
                let setup = read("\(b)-setup")
                if setup.status != 0 { outcome.setupFailures.append("\(document):\(block.line): setup failed (\(setup.status)): \(setup.output.joined(separator: "\n"))") }
            }
            for (c, command) in block.commands.enumerated() {
                let result = read("\(b)-\(c)")
                results.append(result)
                outcome.ran += 1
                if result.status != command.status || !Self.matches(command.expected, result.output) {
                    outcome.mismatches.append(Mismatch(document: document, command: command, actual: result.output, actualStatus: result.status))
                }
            }
            actual.append(results)
        }
        withExtendedLifetime(sandbox) {}
        return (outcome, actual)
    }

    /// Whether `actual` is `expected` with each placeholder standing for what it names.
    public static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        guard expected.count == actual.count else { return false }
        return zip(expected, actual).allSatisfy { lineMatches($0, $1) }
    }

    static func lineMatches(_ expected: String, _ actual: String) -> Bool {
        guard expected.contains("[") else { return expected == actual }
        var pattern = NSRegularExpression.escapedPattern(for: expected)
        for (name, replacement) in placeholders + [("[ROOT]", NSRegularExpression.escapedPattern(for: "[ROOT]"))] {
            pattern = pattern.replacingOccurrences(of: NSRegularExpression.escapedPattern(for: name), with: "(" + replacement + ")")
        }
        guard let regex = try? NSRegularExpression(pattern: "^" + pattern + "$") else { return false }
        return regex.firstMatch(in: actual, range: NSRange(actual.startIndex..., in: actual)) != nil
    }

    /// What a run printed, with what changes from run to run replaced by placeholders: hex ids,
    /// dates, times, zones, unix times, elapsed times and sizes.
    public static func redacted(_ line: String) -> String {
        var line = line
        let rules: [(String, String)] = [
            // A short id may be all digits: a 7-character word of hex digits is one (uistate
            // prints no other 7-digit number); longer ones need a letter and a digit.
            ("\\b[0-9a-f]{40}\\b", "[HASH]"),
            ("\\b[0-9a-f]{7}\\b", "[HASH]"),
            ("\\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{8,39}\\b", "[HASH]"),
            ("\\b[0-9]{4}-[0-9]{2}-[0-9]{2}\\b", "[DATE]"),
            ("\\b[0-9]{2}:[0-9]{2}:[0-9]{2}\\b", "[TIME]"),
            ("(?<=\\[TIME\\] )[+-][0-9]{4}\\b", "[ZONE]"),
            ("\\b1[0-9]{9}\\b", "[UNIX]"),
            ("\\b[0-9]+(\\.[0-9]+)? ?(µs|ms)\\b", "[ELAPSED]"),
            ("\\b[0-9][0-9,.]* (KB|MB|GB|KiB|MiB|GiB)\\b", "[SIZE]"),
        ]
        for (pattern, name) in rules {
            line = line.replacingOccurrences(of: pattern, with: name, options: .regularExpression)
        }
        return line
    }

    /// The document with each block's expected output replaced by what the run printed: a line
    /// that matched keeps its placeholders, any other is the new output redacted.
    public func blessed(_ actual: [[(output: [String], status: Int32)]]) -> String {
        var result = lines
        for (b, block) in blocks.enumerated().reversed() where block.requirement == nil && block.file == nil {
            var body: [String] = []
            for (command, run) in zip(block.commands, actual[b]) {
                body.append("$ " + command.text)
                let kept = run.output.count == command.expected.count
                for (index, line) in run.output.enumerated() {
                    body.append(kept && Self.lineMatches(command.expected[index], line) ? command.expected[index] : Self.redacted(line))
                }
                if run.status != 0 { body.append("[exit \(run.status)]") }
            }
            result.replaceSubrange(block.body, with: body.flatMap { $0.components(separatedBy: "\n") })
        }
        return result.joined(separator: "\n")
    }
}

/// Writing mdoc(7) source: macro lines with safely quoted arguments and text lines that roff
/// cannot mistake for requests.
struct Mdoc {
    private(set) var lines: [String] = []

    /// A macro line: `.Sh NAME`, `.It Fl -to Ar path`. `arguments` are already escaped with
    /// `argument(_:)` or are macro names.
    mutating func macro(_ name: String, _ arguments: String...) {
        lines.append(([".\(name)"] + arguments).joined(separator: " "))
    }

    /// Running text: one input line per sentence (roff spaces sentences by line ends), never
    /// a blank line (that would be a roff break).
    mutating func text(_ paragraph: String) {
        for line in paragraph.split(separator: "\n", omittingEmptySubsequences: true) {
            for sentence in Self.sentences(String(line)) { lines.append(Self.textLine(sentence)) }
        }
    }

    static func sentences(_ line: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previous: Character = " "
        var pendingBreak = false
        for character in line {
            if pendingBreak && character != " " {
                result.append(current.trimmingTrailingSpaces)
                current = ""
                pendingBreak = false
            }
            if character == " " && ".?!".contains(previous) && !current.isEmpty { pendingBreak = true }
            if !(pendingBreak && character == " ") { current.append(character) }
            previous = character
        }
        if !current.isEmpty { result.append(current.trimmingTrailingSpaces) }
        return result
    }

    /// A literal display, kept line for line.
    mutating func literal(_ lines: [String]) {
        macro("Bd", "-literal", "-offset", "indent")
        for line in lines { self.lines.append(Self.textLine(line.isEmpty ? " " : line)) }
        macro("Ed")
    }

    var source: String { lines.joined(separator: "\n") + "\n" }

    /// A text line: backslashes escaped, and a leading `.` or `'` (a roff request) disarmed.
    static func textLine(_ line: String) -> String {
        let escaped = line.replacing("\\", with: "\\e")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// One macro argument: quoted when it has spaces, never read as a macro name or a
    /// delimiter, backslashes and quotes escaped.
    static func argument(_ word: String) -> String {
        var escaped = word.replacing("\\", with: "\\e").replacing("\"", with: "\\(dq")
        let looksLikeMacro = escaped.count <= 3 && escaped.first?.isUppercase == true
        let isDelimiter = escaped.count == 1 && ".,:;()[]?!|".contains(escaped)
        if looksLikeMacro || isDelimiter || escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped.contains(" ") ? "\"\(escaped)\"" : escaped
    }

    /// Several words of running text as macro arguments (for `.Nd`).
    static func words(_ text: String) -> String {
        text.split(separator: " ").map { argument(String($0)) }.joined(separator: " ")
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

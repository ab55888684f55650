import AppProject
import Platform

/// Edits the `info: properties:` of a target in an XcodeGen spec (`project.yml`), the keys
/// XcodeGen writes into the target's Info.plist: a key added after the others with the
/// block's indentation, a key removed with its nested lines, an item added to a list. Works
/// on lines and indentation, as a person edits YAML; every other byte stays. Its change is
/// the one range edit between the first and the last byte it changed (`edits`).
struct XcodeGenSpecEditor {
    struct Failure: Error, Equatable {
        var reason: String
    }

    private(set) var lines: [String]
    let endsWithNewline: Bool
    let original: [UInt8]

    init(bytes: [UInt8]) {
        original = bytes
        var parts = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        endsWithNewline = parts.last == ""
        if endsWithNewline { parts.removeLast() }
        lines = parts
    }

    var bytes: [UInt8] { Array((lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "")).utf8) }

    /// The change so far, against the bytes the editor was made with.
    var edits: [TextEdit] { TextEdit.difference(from: original, to: bytes) }

    static func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    static func isContent(_ line: String) -> Bool {
        let trimmed = line.trimmingWhitespace
        return !trimmed.isEmpty && !trimmed.hasPrefix("#")
    }

    /// The key a line holds at its indentation (`  name:` -> `name`), quotes taken off.
    static func key(_ line: String) -> String? {
        var trimmed = line.trimmingWhitespace
        if trimmed.hasPrefix("- ") { return nil }
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        let after = trimmed.index(after: colon)
        guard after == trimmed.endIndex || trimmed[after] == " " else { return nil }
        trimmed = String(trimmed[..<colon])
        if trimmed.count >= 2, (trimmed.hasPrefix("\"") && trimmed.hasSuffix("\"")) || (trimmed.hasPrefix("'") && trimmed.hasSuffix("'")) {
            trimmed = String(trimmed.dropFirst().dropLast())
        }
        return trimmed
    }

    /// The child key `name` of the block whose lines are `range` (one level below `indent`):
    /// its line, and the end of its own block.
    func child(_ name: String, in range: Range<Int>, below indent: Int) -> (line: Int, end: Int)? {
        let childIndent = range.first { Self.isContent(lines[$0]) }.map { Self.indent(lines[$0]) }
        guard let childIndent, childIndent > indent else { return nil }
        for index in range where Self.isContent(lines[index]) && Self.indent(lines[index]) == childIndent && Self.key(lines[index]) == name {
            return (index, blockEnd(after: index, indent: childIndent, limit: range.upperBound))
        }
        return nil
    }

    /// The end (exclusive) of the lines nested below line `start` (a list may sit at its key's
    /// own indentation).
    func blockEnd(after start: Int, indent: Int, limit: Int) -> Int {
        let opensBlock = lines[start].trimmingWhitespace.hasSuffix(":")
        var last = start
        var index = start + 1
        while index < limit {
            let line = lines[index]
            if Self.isContent(line) {
                let level = Self.indent(line)
                let listAtKeyLevel = opensBlock && level == indent && line.trimmingWhitespace.hasPrefix("- ")
                guard level > indent || listAtKeyLevel else { break }
                last = index
            }
            index += 1
        }
        return last + 1
    }

    /// The lines of `targets: <target>: info: properties:`: the properties line and its block.
    func properties(of target: String) -> (line: Int, end: Int, indent: Int)? {
        guard let targets = child("targets", in: 0..<lines.count, below: -1),
              let entry = child(target, in: (targets.line + 1)..<targets.end, below: Self.indent(lines[targets.line])),
              let info = child("info", in: (entry.line + 1)..<entry.end, below: Self.indent(lines[entry.line])),
              let properties = child("properties", in: (info.line + 1)..<info.end, below: Self.indent(lines[info.line]))
        else { return nil }
        return (properties.line, properties.end, Self.indent(lines[properties.line]))
    }

    /// Sets a target's iOS deployment target: its `deploymentTarget:` (a version, or its `iOS:`
    /// when it names platforms), added after its `platform:` when it has none (a target's
    /// overrides the project's `options: deploymentTarget:`).
    mutating func setDeploymentTarget(_ version: String, target: String) throws(Failure) {
        guard let targets = child("targets", in: 0..<lines.count, below: -1),
              let entry = child(target, in: (targets.line + 1)..<targets.end, below: Self.indent(lines[targets.line])) else {
            throw Failure(reason: "the spec has no target \(target)")
        }
        let entryIndent = Self.indent(lines[entry.line])
        let value = "\"" + version + "\""
        if let existing = child("deploymentTarget", in: (entry.line + 1)..<entry.end, below: entryIndent) {
            let indent = Self.indent(lines[existing.line])
            if let iOS = child("iOS", in: (existing.line + 1)..<existing.end, below: indent) {
                lines[iOS.line] = String(repeating: " ", count: Self.indent(lines[iOS.line])) + "iOS: " + value
            } else {
                lines.replaceSubrange(existing.line..<existing.end, with: [String(repeating: " ", count: indent) + "deploymentTarget: " + value])
            }
            return
        }
        let firstChild = ((entry.line + 1)..<entry.end).first { Self.isContent(lines[$0]) }
        let indent = firstChild.map { Self.indent(lines[$0]) } ?? entryIndent + unit
        let after = child("platform", in: (entry.line + 1)..<entry.end, below: entryIndent)?.end ?? entry.line + 1
        lines.insert(String(repeating: " ", count: indent) + "deploymentTarget: " + value, at: after)
    }

    /// The indentation of one level, as the spec writes it (two spaces by default).
    var unit: Int {
        for index in lines.indices.dropFirst() where Self.isContent(lines[index]) {
            let indent = Self.indent(lines[index])
            if indent > 0 { return indent }
        }
        return 2
    }

    mutating func remove(_ key: String, target: String) {
        guard let block = properties(of: target), let entry = child(key, in: (block.line + 1)..<block.end, below: block.indent) else { return }
        lines.removeSubrange(entry.line..<entry.end)
    }

    mutating func add(_ key: String, _ value: InfoPlistEditor.Value, target: String) throws(Failure) {
        guard let block = properties(of: target) else { throw Failure(reason: "the spec has no info: properties: for \(target)") }
        if child(key, in: (block.line + 1)..<block.end, below: block.indent) != nil { return }
        let firstChild = ((block.line + 1)..<block.end).first { Self.isContent(lines[$0]) }
        let indent = firstChild.map { Self.indent(lines[$0]) } ?? block.indent + unit
        let text = Self.yaml(key, value, indent: indent, unit: unit)
        lines.insert(contentsOf: text, at: block.end)
    }

    /// Adds `item` to the list `key` of the properties (made when missing).
    mutating func add(item: String, toList key: String, target: String) throws(Failure) {
        guard let block = properties(of: target) else { throw Failure(reason: "the spec has no info: properties: for \(target)") }
        guard let entry = child(key, in: (block.line + 1)..<block.end, below: block.indent) else {
            try add(key, .array([.string(item)]), target: target)
            return
        }
        let line = lines[entry.line]
        let keyIndent = Self.indent(line)
        let scalar = Self.scalar(item)
        let rest = line.trimmingWhitespace.dropFirst((Self.key(line) ?? "").count + 1).trimmingWhitespace
        if rest.hasPrefix("[") {
            guard !rest.contains(scalar) else { return }
            let inner = rest.dropFirst().dropLast().trimmingWhitespace
            lines[entry.line] = String(repeating: " ", count: keyIndent) + (Self.key(line) ?? key) + ": [" + (inner.isEmpty ? scalar : inner + ", " + scalar) + "]"
            return
        }
        let items = ((entry.line + 1)..<entry.end).filter { lines[$0].trimmingWhitespace.hasPrefix("- ") }
        if items.contains(where: { lines[$0].trimmingWhitespace.dropFirst(2).trimmingWhitespace == scalar || lines[$0].trimmingWhitespace.dropFirst(2).trimmingWhitespace == item }) { return }
        let itemIndent = items.first.map { Self.indent(lines[$0]) } ?? keyIndent + unit
        lines.insert(String(repeating: " ", count: itemIndent) + "- " + scalar, at: entry.end)
    }

    /// YAML lines for a key and its value, block style.
    static func yaml(_ key: String, _ value: InfoPlistEditor.Value, indent: Int, unit: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch value {
        case .string(let text): return [pad + scalar(key) + ": " + scalar(text)]
        case .bool(let flag): return [pad + scalar(key) + ": " + (flag ? "true" : "false")]
        case .array(let items):
            return [pad + scalar(key) + ":"] + items.flatMap { listItem($0, indent: indent + unit, unit: unit) }
        case .dictionary(let entries):
            return [pad + scalar(key) + ":"] + entries.flatMap { yaml($0.0, $0.1, indent: indent + unit, unit: unit) }
        }
    }

    static func listItem(_ value: InfoPlistEditor.Value, indent: Int, unit: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch value {
        case .dictionary(let entries) where !entries.isEmpty:
            // `- key: value` and the other keys aligned under the first.
            var lines = entries.flatMap { yaml($0.0, $0.1, indent: indent + 2, unit: unit) }
            lines[0] = pad + "- " + lines[0].dropFirst(indent + 2)
            return lines
        case .string(let text): return [pad + "- " + scalar(text)]
        case .bool(let flag): return [pad + "- " + (flag ? "true" : "false")]
        default: return [pad + "- " + "[]"]
        }
    }

    /// A plain scalar when YAML reads it back as the same text, else double-quoted.
    static func scalar(_ text: String) -> String {
        let special: Set<Character> = [":", "#", "{", "}", "[", "]", ",", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`"]
        let words: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "YES", "NO", "True", "False"]
        let plain = !text.isEmpty && text.trimmingWhitespace == text && !words.contains(text) && Double(text) == nil
            && !text.contains(": ") && !text.contains(" #") && !text.hasPrefix("- ") && !special.contains(text.first!) && !text.contains("\n")
        return plain ? text : QuotedText.quoted(text)
    }
}

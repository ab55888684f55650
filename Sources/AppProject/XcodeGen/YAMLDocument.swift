import Platform

/// The part of YAML that XcodeGen specs are written in: block mappings and sequences by
/// indentation, flow collections (`[a, b]`, `{a: b}`) also across lines, plain, single- and
/// double-quoted scalars, `#` comments, block scalars (`|`, `>`), anchors, aliases and the
/// merge key (`<<: *base`). Scalars stay text (`YES`, `true` and `12` alike). Not a general
/// YAML reader: Yams is, but it links Foundation into uistate, which every start would pay
/// for (docs/performance.md); what it does not understand reads as null, never a trap.
indirect enum YAMLNode: Sendable, Equatable {
    case null
    case scalar(String)
    case sequence([YAMLNode])
    case mapping([YAMLEntry])

    subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.last { $0.key == key }?.value
    }

    var text: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    /// A sequence's items; a single value as one item.
    var items: [YAMLNode] {
        switch self {
        case .sequence(let items): items
        case .null: []
        default: [self]
        }
    }
}

struct YAMLEntry: Sendable, Equatable {
    var key: String
    var value: YAMLNode
}

struct YAMLDocument {
    struct Line {
        var indent: Int
        var text: Substring
        var number: Int
    }

    static let maximumDepth = 64

    var lines: [Line] = []
    var index = 0
    var anchors: [String: YAMLNode] = [:]

    /// The first document of `text`.
    static func read(_ text: String) -> YAMLNode {
        var document = YAMLDocument()
        for (number, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd).enumerated() {
            let line = Self.withoutComment(raw.last == "\r" ? raw.dropLast() : raw)
            let content = line.drop { $0 == " " }
            guard !content.trimmed.isEmpty else { continue }
            if content.hasPrefix("---") || content.hasPrefix("...") {
                if document.lines.isEmpty { continue }
                break
            }
            if content.hasPrefix("%") { continue }
            document.lines.append(Line(indent: line.count - content.count, text: Substring(content.trimmed), number: number + 1))
        }
        return document.node(minimumIndent: 0, depth: 0)
    }

    /// The line without a `#` comment (one at its start or after a blank, outside quotes).
    static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character? = nil
        var previous: Character = " "
        for index in line.indices {
            let c = line[index]
            if let open = quote {
                if c == open { quote = nil }
            } else if c == "\"" || c == "'", previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" || previous == "-" {
                quote = c
            } else if c == "#", previous == " " || previous == "\t" {
                return line[..<index]
            }
            previous = c
        }
        return line
    }

    mutating func node(minimumIndent: Int, depth: Int) -> YAMLNode {
        guard depth < Self.maximumDepth, index < lines.count, lines[index].indent >= minimumIndent else { return .null }
        let line = lines[index]
        if line.text == "-" || line.text.hasPrefix("- ") { return sequence(indent: line.indent, depth: depth) }
        if Self.keySplit(line.text) != nil { return mapping(indent: line.indent, depth: depth) }
        index += 1
        return inline(line.text, indent: line.indent, depth: depth)
    }

    mutating func sequence(indent: Int, depth: Int) -> YAMLNode {
        var items: [YAMLNode] = []
        while index < lines.count, lines[index].indent == indent, lines[index].text == "-" || lines[index].text.hasPrefix("- ") {
            let rest = lines[index].text.dropFirst().drop { $0 == " " }
            if rest.isEmpty {
                index += 1
                items.append(node(minimumIndent: indent + 1, depth: depth + 1))
            } else {
                // `- key: value` starts a mapping at the column of `key`.
                lines[index] = Line(indent: indent + lines[index].text.count - rest.count, text: rest, number: lines[index].number)
                items.append(node(minimumIndent: lines[index].indent, depth: depth + 1))
            }
        }
        return .sequence(items)
    }

    mutating func mapping(indent: Int, depth: Int) -> YAMLNode {
        var entries: [YAMLEntry] = []
        while index < lines.count, lines[index].indent == indent, let (rawKey, rawRest) = Self.keySplit(lines[index].text) {
            let key = Self.unquoted(rawKey)
            index += 1
            var rest = rawRest
            var anchor: String? = nil
            if rest.hasPrefix("&") {
                let name = rest.dropFirst().prefix { $0 != " " }
                anchor = String(name)
                rest = rest.dropFirst(name.count + 1).drop { $0 == " " }
            }
            var value: YAMLNode
            if rest.isEmpty {
                if index < lines.count, lines[index].indent > indent {
                    value = node(minimumIndent: indent + 1, depth: depth + 1)
                } else if index < lines.count, lines[index].indent == indent, lines[index].text == "-" || lines[index].text.hasPrefix("- ") {
                    value = sequence(indent: indent, depth: depth + 1)
                } else {
                    value = .null
                }
            } else if rest.hasPrefix("|") || rest.hasPrefix(">") {
                var block: [Substring] = []
                while index < lines.count, lines[index].indent > indent {
                    block.append(lines[index].text)
                    index += 1
                }
                value = .scalar(block.joined(separator: rest.hasPrefix("|") ? "\n" : " "))
            } else {
                value = inline(rest, indent: indent, depth: depth)
            }
            if let anchor { anchors[anchor] = value }
            if key == "<<" {
                for merged in value.items {
                    if case .mapping(let more) = merged { entries += more.filter { entry in !entries.contains { $0.key == entry.key } } }
                }
            } else {
                entries.removeAll { $0.key == key }
                entries.append(YAMLEntry(key: key, value: value))
            }
        }
        return .mapping(entries)
    }

    /// A value written on one line (or a flow collection continued on the next lines).
    mutating func inline(_ text: Substring, indent: Int, depth: Int) -> YAMLNode {
        if text.hasPrefix("*") { return anchors[String(text.dropFirst().trimmed)] ?? .null }
        guard text.hasPrefix("[") || text.hasPrefix("{") else { return .scalar(Self.unquoted(text)) }
        var whole = String(text)
        while !Self.isBalanced(whole), index < lines.count, lines[index].indent > indent || lines[index].text.first.map({ "]}".contains($0) }) == true {
            whole += " " + lines[index].text
            index += 1
        }
        var flow = FlowReader(characters: Array(whole))
        return flow.value(depth: depth)
    }

    static func isBalanced(_ text: String) -> Bool {
        var open = 0
        var quote: Character? = nil
        for c in text {
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == "[" || c == "{" {
                open += 1
            } else if c == "]" || c == "}" {
                open -= 1
            }
        }
        return open <= 0
    }

    /// `key: rest` (or `key:` at the end) outside quotes and brackets.
    static func keySplit(_ text: Substring) -> (Substring, Substring)? {
        guard let first = text.first, first != "[", first != "{", !(text == "-" || text.hasPrefix("- ")) else { return nil }
        var quote: Character? = nil
        var index = text.startIndex
        if first == "\"" || first == "'" {
            quote = first
            index = text.index(after: index)
        }
        while index < text.endIndex {
            let c = text[index]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == ":" {
                let next = text.index(after: index)
                if next == text.endIndex || text[next] == " " || text[next] == "\t" {
                    return (text[..<index].trimmed, text[next...].drop { $0 == " " || $0 == "\t" })
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// A scalar's text: quotes removed, a double-quoted string's escapes resolved.
    static func unquoted<S: StringProtocol>(_ raw: S) -> String {
        let text = raw.trimmed
        if text.count >= 2, text.first == "'", text.last == "'" {
            return String(text.dropFirst().dropLast()).replacing("''", with: "'")
        }
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return String(text) }
        var out = ""
        var escaped = false
        for c in text.dropFirst().dropLast() {
            if escaped {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(c)
                }
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// `[a, {b: c}]` and `{a: [b]}`.
    struct FlowReader {
        let characters: [Character]
        var position = 0

        mutating func skipBlanks() {
            while position < characters.count, characters[position] == " " || characters[position] == "\t" { position += 1 }
        }

        mutating func value(depth: Int) -> YAMLNode {
            skipBlanks()
            guard position < characters.count, depth < YAMLDocument.maximumDepth else { return .null }
            switch characters[position] {
            case "[":
                position += 1
                var items: [YAMLNode] = []
                while true {
                    skipBlanks()
                    guard position < characters.count else { return .sequence(items) }
                    if characters[position] == "]" {
                        position += 1
                        return .sequence(items)
                    }
                    if characters[position] == "," {
                        position += 1
                        continue
                    }
                    let before = position
                    items.append(value(depth: depth + 1))
                    if position == before { position += 1 }
                }
            case "{":
                position += 1
                var entries: [YAMLEntry] = []
                while true {
                    skipBlanks()
                    guard position < characters.count else { return .mapping(entries) }
                    if characters[position] == "}" {
                        position += 1
                        return .mapping(entries)
                    }
                    if characters[position] == "," {
                        position += 1
                        continue
                    }
                    let before = position
                    let key = scalar(stoppingAtColon: true)
                    skipBlanks()
                    var entryValue = YAMLNode.null
                    if position < characters.count, characters[position] == ":" {
                        position += 1
                        entryValue = value(depth: depth + 1)
                    }
                    entries.append(YAMLEntry(key: key, value: entryValue))
                    if position == before { position += 1 }
                }
            default:
                return .scalar(scalar(stoppingAtColon: false))
            }
        }

        mutating func scalar(stoppingAtColon: Bool) -> String {
            skipBlanks()
            guard position < characters.count else { return "" }
            if characters[position] == "\"" || characters[position] == "'" {
                let quote = characters[position]
                let start = position
                position += 1
                while position < characters.count, characters[position] != quote { position += 1 }
                position = min(position + 1, characters.count)
                return YAMLDocument.unquoted(String(characters[start..<position]))
            }
            let start = position
            while position < characters.count, !",]}".contains(characters[position]),
                  !(stoppingAtColon && characters[position] == ":" && (position + 1 == characters.count || characters[position + 1] == " ")) {
                position += 1
            }
            return String(String(characters[start..<position]).trimmed)
        }
    }
}

import Platform

/// A value to write into `project.xcproj`: members in the order the format gives them, and for
/// each container whether Xcode writes it on one line.
indirect enum XcprojTree: Equatable {
    case object([(String, XcprojTree)], compact: Bool)
    case array([XcprojTree], compact: Bool)
    case string(String)
    case bool(Bool)

    static func == (lhs: XcprojTree, rhs: XcprojTree) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a, let x), .object(let b, let y)): x == y && a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let a, let x), .array(let b, let y)): x == y && a == b
        case (.string(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        default: false
        }
    }

    var isCompact: Bool {
        switch self {
        case .object(_, let compact), .array(_, let compact): compact
        case .string, .bool: true
        }
    }

    var isContainer: Bool {
        switch self {
        case .object, .array: true
        case .string, .bool: false
        }
    }
}

/// Xcode's layout of `project.xcproj` (what Apple's xcode-project-format package prints, read
/// in its Printer and checked on files Xcode wrote): two spaces per level; a container on one
/// line is `{ "a": 1, "b": 2 }` or `[ 1, 2 ]` (`{}` and `[]` when empty) and all it holds is on
/// that line; any other container puts each member on a line of its own, every one followed
/// by a comma, its closing bracket on a line of its own (`[` and `]` on two lines when empty);
/// in a multi-line array two multi-line containers in a row share a line: `}, {`; the file
/// ends with a line feed. Strings are escaped as Foundation's JSONEncoder escapes them, without
/// escaping `/`.
enum XcprojPrinter {
    /// The file's text.
    static func file(_ tree: XcprojTree) -> String {
        var out = ""
        write(tree, depth: 0, compact: false, into: &out)
        return out + "\n"
    }

    /// A value written at `depth` levels of indentation (its first line not indented: it goes
    /// where the caller puts it).
    static func text(_ tree: XcprojTree, depth: Int) -> String {
        var out = ""
        write(tree, depth: depth, compact: false, into: &out)
        return out
    }

    static func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }

    static func write(_ tree: XcprojTree, depth: Int, compact inherited: Bool, into out: inout String) {
        let compact = inherited || tree.isCompact
        switch tree {
        case .string(let text):
            out += quoted(text)
        case .bool(let flag):
            out += flag ? "true" : "false"
        case .object(let members, _):
            if compact {
                guard !members.isEmpty else {
                    out += "{}"
                    return
                }
                out += "{ "
                for (index, member) in members.enumerated() {
                    out += quoted(member.0) + ": "
                    write(member.1, depth: depth, compact: true, into: &out)
                    if index < members.count - 1 { out += ", " }
                }
                out += " }"
            } else {
                out += "{\n"
                for member in members {
                    out += indent(depth + 1) + quoted(member.0) + ": "
                    write(member.1, depth: depth + 1, compact: false, into: &out)
                    out += ",\n"
                }
                out += indent(depth) + "}"
            }
        case .array(let items, _):
            if compact {
                guard !items.isEmpty else {
                    out += "[]"
                    return
                }
                out += "[ "
                for (index, item) in items.enumerated() {
                    write(item, depth: depth, compact: true, into: &out)
                    if index < items.count - 1 { out += ", " }
                }
                out += " ]"
            } else {
                out += "[\n"
                var atLineStart = true
                for (index, item) in items.enumerated() {
                    if atLineStart { out += indent(depth + 1) }
                    write(item, depth: depth + 1, compact: false, into: &out)
                    let next = index + 1 < items.count ? items[index + 1] : nil
                    if joined(item, next) {
                        out += ", "
                        atLineStart = false
                    } else {
                        out += ",\n"
                        atLineStart = true
                    }
                }
                out += indent(depth) + "]"
            }
        }
    }

    /// Two items of a multi-line array that share a line: both multi-line containers.
    static func joined(_ item: XcprojTree, _ next: XcprojTree?) -> Bool {
        guard let next else { return false }
        return item.isContainer && !item.isCompact && next.isContainer && !next.isCompact
    }

    /// A JSON string as Foundation's JSONEncoder writes it with `.withoutEscapingSlashes`.
    static func quoted(_ text: String) -> String {
        QuotedText.quoted(text) { scalar in
            switch scalar.value {
            case 0x08: return "\\b"
            case 0x0C: return "\\f"
            case 0..<0x20:
                let hex = String(scalar.value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: return nil
            }
        }
    }
}

/// The order in which the format writes a record's keys (Apple's encoders write them in this
/// order; a key whose value is the default is left out): what an edit that adds a key needs.
/// The writer writes every record in its order as it makes it.
enum XcprojKeyOrder {
    static let target = [
        "name", "id", "configuration-list-debug-id", "kind", "product", "product-type", "full-product-type", "last-swift-update", "last-swift-migration",
        "legacy-provisioning-style", "legacy-team-id", "test-host-target", "specialized-configurations", "dependencies", "build-phases", "build-rules",
        "package-product-members", "build-settings", "build-tool-path", "build-tool-arguments", "build-tool-working-directory",
        "pass-build-settings-in-environment",
    ]

    /// Where a new key goes among an object's members: before the first that comes after it in
    /// `order` (unknown keys are passed over), else after the last.
    static func insertionIndex(of key: String, among keys: [String], order: [String]) -> Int {
        guard let rank = order.firstIndex(of: key) else { return keys.count }
        for (index, existing) in keys.enumerated() {
            if let other = order.firstIndex(of: existing), other > rank { return index }
        }
        return keys.count
    }
}

import AppProject
import PropertyList

/// How a `project.pbxproj` that is not OpenStep text lays its tree out, found from the file and
/// checked by writing the file's own tree again: only a file written exactly so is edited (its
/// tree changed, then written whole), so the diff holds the edit and nothing else. CoreFoundation's
/// XML (what `plutil -convert xml1`, CocoaPods and Python's `plistlib` write: keys sorted, tabs),
/// JSON as `plutil -convert json` writes it (one line) or pretty-printed (an indentation, `: ` or
/// ` : `, `\/` or `/`), and the binary format (not a text anyone lays out).
enum ProjectTreeLayout: Equatable {
    case xml
    case json(JSONStyle)
    case binary

    struct JSONStyle: Equatable {
        /// Nil: all on one line.
        var indent: String?
        var separator: String
        var escapesSlash: Bool
        var escapesNonASCII: Bool
        /// An empty object or array as `{\n\n}` (Foundation's pretty printing) rather than `{}`.
        var emptyOnLines: Bool
    }

    /// The layout of `text` (the file's UTF-8 text, or its bytes for a binary one) when writing
    /// its own tree again gives it back byte for byte; nil otherwise.
    static func of(_ text: [UInt8], syntax: ProjectFileFormat.Syntax, tree: PropertyListValue) -> ProjectTreeLayout? {
        let layout: ProjectTreeLayout
        switch syntax {
        case .openStep: return nil
        case .binary: return .binary
        case .xml: layout = .xml
        case .json: layout = .json(jsonStyle(of: text))
        }
        return layout.write(tree) == text ? layout : nil
    }

    static func jsonStyle(of text: [UInt8]) -> JSONStyle {
        let string = String(decoding: text, as: UTF8.self)
        var indent: String? = nil
        if let feed = string.firstIndex(of: "\n") {
            let next = string[string.index(after: feed)...]
            indent = String(next.prefix { $0 == " " || $0 == "\t" })
        }
        return JSONStyle(indent: indent, separator: string.contains("\" : ") ? " : " : indent == nil ? ":" : ": ", escapesSlash: string.contains("\\/"),
                         escapesNonASCII: string.contains("\\u") && !string.unicodeScalars.contains { !$0.isASCII },
                         emptyOnLines: string.contains("{\n\n") || string.contains("[\n\n"))
    }

    /// The tree as this layout writes it; nil when it holds a value the text formats of a
    /// project do not (a number, a date: a project's values are text).
    func write(_ tree: PropertyListValue) -> [UInt8]? {
        switch self {
        case .binary:
            return BinaryPropertyListWriter.write(tree)
        case .xml:
            var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n"
            guard Self.xml(tree, indent: "", into: &out) else { return nil }
            return Array((out + "</plist>\n").utf8)
        case .json(let style):
            var out = ""
            guard Self.json(tree, style: style, depth: 0, into: &out) else { return nil }
            return Array(out.utf8)
        }
    }

    static func xml(_ value: PropertyListValue, indent: String, into out: inout String) -> Bool {
        switch value {
        case .string(let text):
            out += indent + "<string>" + escapedXML(text) + "</string>\n"
        case .array(let items):
            guard !items.isEmpty else {
                out += indent + "<array/>\n"
                return true
            }
            out += indent + "<array>\n"
            for item in items where !xml(item, indent: indent + "\t", into: &out) { return false }
            out += indent + "</array>\n"
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                out += indent + "<dict/>\n"
                return true
            }
            out += indent + "<dict>\n"
            for entry in entries.sorted(by: { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }) {
                out += indent + "\t<key>" + escapedXML(entry.key) + "</key>\n"
                guard xml(entry.value, indent: indent + "\t", into: &out) else { return false }
            }
            out += indent + "</dict>\n"
        default:
            return false
        }
        return true
    }

    static func escapedXML(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }

    static func json(_ value: PropertyListValue, style: JSONStyle, depth: Int, into out: inout String) -> Bool {
        func newline(_ level: Int) -> String { style.indent.map { "\n" + String(repeating: $0, count: level) } ?? "" }
        switch value {
        case .string(let text):
            out += quotedJSON(text, style: style)
        case .array(let items):
            guard !items.isEmpty else {
                out += style.emptyOnLines && style.indent != nil ? "[\n\n" + String(repeating: style.indent!, count: depth) + "]" : "[]"
                return true
            }
            out += "["
            for (index, item) in items.enumerated() {
                out += (index > 0 ? "," : "") + newline(depth + 1)
                guard json(item, style: style, depth: depth + 1, into: &out) else { return false }
            }
            out += newline(depth) + "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else {
                out += style.emptyOnLines && style.indent != nil ? "{\n\n" + String(repeating: style.indent!, count: depth) + "}" : "{}"
                return true
            }
            out += "{"
            for (index, entry) in entries.enumerated() {
                out += (index > 0 ? "," : "") + newline(depth + 1) + quotedJSON(entry.key, style: style) + style.separator
                guard json(entry.value, style: style, depth: depth + 1, into: &out) else { return false }
            }
            out += newline(depth) + "}"
        default:
            return false
        }
        return true
    }

    static func quotedJSON(_ text: String, style: JSONStyle) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/" where style.escapesSlash: out += "\\/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || (style.escapesNonASCII && !scalar.isASCII) {
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

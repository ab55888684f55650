import AppProject
import PropertyList

/// Edits an XML Info.plist as Xcode's property list editor writes it: a key of the root
/// dictionary added in key order (when the file's keys are in order) with the file's
/// indentation and line ending, a key removed with its value, an item added to an array. Each
/// is one range edit of the bytes it is given (nil when there is nothing to change); every other
/// byte kept. A binary Info.plist is edited the same way by its entries and stays binary (its
/// edit replaces the whole file).
enum InfoPlistEditor {
    struct Failure: Error, Equatable {
        var reason: String
    }

    /// A value to write.
    indirect enum Value: Equatable {
        case string(String)
        case bool(Bool)
        case array([Value])
        case dictionary([(String, Value)])

        static func == (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case (.string(let x), .string(let y)): x == y
            case (.bool(let x), .bool(let y)): x == y
            case (.array(let x), .array(let y)): x == y
            case (.dictionary(let x), .dictionary(let y)): x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
            default: false
            }
        }

        /// Xcode's layout: one element a line, nested one indentation deeper.
        func lines(_ indent: String, _ unit: String) -> [String] {
            switch self {
            case .string(let text): return [indent + "<string>" + InfoPlistEditor.escaped(text) + "</string>"]
            case .bool(let flag): return [indent + (flag ? "<true/>" : "<false/>")]
            case .array(let items):
                guard !items.isEmpty else { return [indent + "<array/>"] }
                return [indent + "<array>"] + items.flatMap { $0.lines(indent + unit, unit) } + [indent + "</array>"]
            case .dictionary(let entries):
                guard !entries.isEmpty else { return [indent + "<dict/>"] }
                var lines = [indent + "<dict>"]
                for (key, value) in entries {
                    lines.append(indent + unit + "<key>" + InfoPlistEditor.escaped(key) + "</key>")
                    lines += value.lines(indent + unit, unit)
                }
                lines.append(indent + "</dict>")
                return lines
            }
        }

        var propertyList: PropertyListValue {
            switch self {
            case .string(let text): .string(text)
            case .bool(let flag): .bool(flag)
            case .array(let items): .array(items.map(\.propertyList))
            case .dictionary(let entries): .dictionary(entries.map { PropertyListEntry($0.0, $0.1.propertyList) })
            }
        }
    }

    /// A binary Info.plist's entries changed by `change`, written back binary: the whole file
    /// replaced, nil when nothing changes.
    static func binary(_ bytes: [UInt8], _ change: (inout [PropertyListEntry]) -> Void) throws(Failure) -> TextEdit? {
        let edited: [UInt8]
        do {
            edited = try BinaryInfoPlist.editing(bytes, change)
        } catch {
            throw Failure(reason: "a binary property list that does not read: \(error.description)")
        }
        return edited == bytes ? nil : TextEdit(0..<bytes.count, edited)
    }

    /// One key of the root dictionary, by byte offsets: the key element's start, the value
    /// element's start and end.
    struct Entry {
        var key: String
        var keyStart: Int
        var valueStart: Int
        var valueEnd: Int
        /// The value's element name (`array`, `dict`, `string`...) and whether it is empty (`<array/>`).
        var element: String
        var isEmpty: Bool
    }

    struct Layout {
        var entries: [Entry]
        /// Where the root dictionary's `</dict>` starts.
        var rootClose: Int
        /// An empty root dictionary written `<dict/>` (what Xcode writes for a target whose
        /// Info.plist it generates): its tag's bytes, replaced by `<dict>` ... `</dict>` when a
        /// key is added.
        var emptyRoot: Range<Int>?
        /// One level of indentation, and the root keys' indentation.
        var unit: String
        var keyIndent: String
    }

    static func layout(_ bytes: [UInt8]) throws(Failure) -> Layout {
        guard PropertyListReader.format(of: bytes) == .xml else { throw Failure(reason: "neither an XML nor a binary property list") }
        var index = 0
        var stack: [String] = []
        var entries: [Entry] = []
        var pendingKey: (text: String, start: Int)?
        var valueStart: Int?
        var valueElement = ""
        var rootClose: Int?
        var emptyRoot: Range<Int>?
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if bytes.hasBytes("<!--", at: index) {
                index = (bytes.firstIndex(of: Array("-->".utf8), from: index) ?? bytes.count - 3) + 3
                continue
            }
            guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { throw Failure(reason: "a tag is not closed") }
            let tag = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            let start = index
            index = close + 1
            if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
            let selfClosing = tag.hasSuffix("/")
            let isEnd = tag.hasPrefix("/")
            let name = String((isEnd ? tag.dropFirst() : Substring(tag)).prefix { $0 != " " && $0 != "/" && $0 != "\t" && $0 != "\n" })
            // Depth 2 is inside the root dictionary (plist > dict).
            let inRoot = stack == ["plist", "dict"]
            if isEnd {
                guard stack.last == name else { throw Failure(reason: "</\(name)> does not close <\(stack.last ?? "")>") }
                stack.removeLast()
                if stack == ["plist", "dict"], let began = valueStart, let key = pendingKey {
                    entries.append(Entry(key: key.text, keyStart: key.start, valueStart: began, valueEnd: index, element: valueElement, isEmpty: false))
                    pendingKey = nil
                    valueStart = nil
                } else if stack == ["plist"], name == "dict", rootClose == nil {
                    rootClose = start
                }
                continue
            }
            if inRoot, name == "key" {
                guard let end = bytes.firstIndex(of: Array("</key>".utf8), from: index) else { throw Failure(reason: "a <key> is not closed") }
                pendingKey = (unescaped(String(decoding: bytes[index..<end], as: UTF8.self)), start)
                index = end + "</key>".utf8.count
                continue
            }
            if inRoot, pendingKey != nil {
                if selfClosing {
                    entries.append(Entry(key: pendingKey!.text, keyStart: pendingKey!.start, valueStart: start, valueEnd: index, element: name, isEmpty: true))
                    pendingKey = nil
                    continue
                }
                valueStart = start
                valueElement = name
            }
            if stack == ["plist"], name == "dict", selfClosing, rootClose == nil, emptyRoot == nil { emptyRoot = start..<index }
            if !selfClosing { stack.append(name) }
        }
        if let emptyRoot, rootClose == nil {
            return Layout(entries: [], rootClose: emptyRoot.lowerBound, emptyRoot: emptyRoot, unit: "\t", keyIndent: "\t")
        }
        guard let rootClose else { throw Failure(reason: "it has no root dictionary") }
        let firstKeyIndent = entries.first.map { indentation(before: $0.keyStart, in: bytes) } ?? "\t"
        let unit = firstKeyIndent.hasPrefix("\t") || firstKeyIndent.isEmpty ? "\t" : firstKeyIndent
        return Layout(entries: entries, rootClose: rootClose, emptyRoot: nil, unit: unit, keyIndent: firstKeyIndent.isEmpty ? "\t" : firstKeyIndent)
    }

    /// The removal of the root key `key` (its key and value lines); nil when it is absent.
    static func removing(_ key: String, from bytes: [UInt8]) throws(Failure) -> TextEdit? {
        if BinaryInfoPlist.isBinary(bytes) { return try binary(bytes) { $0.removeAll { $0.key == key } } }
        let layout = try layout(bytes)
        guard let entry = layout.entries.first(where: { $0.key == key }) else { return nil }
        let (start, end) = lineSpan(entry.keyStart, entry.valueEnd, in: bytes)
        return .deletion(start..<end)
    }

    /// The root key `key` set to `value`, in key order; nil when the key is there already.
    static func adding(_ key: String, _ value: Value, to bytes: [UInt8]) throws(Failure) -> TextEdit? {
        if BinaryInfoPlist.isBinary(bytes) { return try binary(bytes) { BinaryInfoPlist.adding(key, value.propertyList, to: &$0) } }
        let layout = try layout(bytes)
        guard !layout.entries.contains(where: { $0.key == key }) else { return nil }
        if let empty = layout.emptyRoot {
            let text = "<dict>\n" + ([layout.keyIndent + "<key>" + escaped(key) + "</key>"] + value.lines(layout.keyIndent, layout.unit)).map { $0 + "\n" }.joined() + "</dict>"
            return TextEdit(empty, Array(text.utf8))
        }
        let keys = layout.entries.map(\.key)
        let sorted = keys == keys.sorted()
        let insertAt: Int
        if sorted, let next = layout.entries.first(where: { $0.key > key }) {
            insertAt = lineSpan(next.keyStart, next.valueEnd, in: bytes).start
        } else {
            insertAt = lineSpan(layout.rootClose, layout.rootClose, in: bytes).start
        }
        let text = ([layout.keyIndent + "<key>" + escaped(key) + "</key>"] + value.lines(layout.keyIndent, layout.unit)).map { $0 + "\n" }.joined()
        return .insertion(LineEnding(of: bytes).bytes(text), at: insertAt)
    }

    /// `item` added to the root array `key` (made when missing); nil when the array holds it.
    static func adding(item: String, toArray key: String, in bytes: [UInt8]) throws(Failure) -> TextEdit? {
        if BinaryInfoPlist.isBinary(bytes) {
            var notArray = false
            let edit = try binary(bytes) { entries in
                guard let index = entries.firstIndex(where: { $0.key == key }) else {
                    BinaryInfoPlist.adding(key, .array([.string(item)]), to: &entries)
                    return
                }
                guard case .array(let items) = entries[index].value else {
                    notArray = true
                    return
                }
                if !items.contains(.string(item)) { entries[index].value = .array(items + [.string(item)]) }
            }
            if notArray { throw Failure(reason: "its \(key) is not an array") }
            return edit
        }
        let layout = try layout(bytes)
        let ending = LineEnding(of: bytes)
        guard let entry = layout.entries.first(where: { $0.key == key }) else { return try adding(key, .array([.string(item)]), to: bytes) }
        guard entry.element == "array" else { throw Failure(reason: "its \(key) is not an array") }
        let element = "<string>" + escaped(item) + "</string>"
        if entry.isEmpty {
            let indent = indentation(before: entry.keyStart, in: bytes)
            let text = "<array>\n" + indent + layout.unit + element + "\n" + indent + "</array>"
            return TextEdit(entry.valueStart..<entry.valueEnd, ending.bytes(text))
        }
        let inside = Array(bytes[entry.valueStart..<entry.valueEnd])
        if inside.firstIndex(of: Array(element.utf8), from: 0) != nil { return nil }
        let close = entry.valueEnd - "</array>".utf8.count
        guard bytes[entry.valueStart..<close].contains(0x0A) else {
            return .insertion(element, at: close)
        }
        let lineStart = lineSpan(close, close, in: bytes).start
        let indent = indentation(before: entry.keyStart, in: bytes) + layout.unit
        return .insertion(ending.bytes(indent + element + "\n"), at: lineStart)
    }

    /// From the start of `start`'s line (when only whitespace is before it) to past the line
    /// feed ending `end`'s line (when only whitespace follows it).
    static func lineSpan(_ start: Int, _ end: Int, in bytes: [UInt8]) -> (start: Int, end: Int) {
        var lower = start
        while lower > 0, bytes[lower - 1] == 0x20 || bytes[lower - 1] == 0x09 { lower -= 1 }
        if lower > 0, bytes[lower - 1] != 0x0A { lower = start }
        var upper = end
        while upper < bytes.count, bytes[upper] == 0x20 || bytes[upper] == 0x09 || bytes[upper] == 0x0D { upper += 1 }
        if upper < bytes.count, bytes[upper] == 0x0A { upper += 1 } else if upper < bytes.count { upper = end }
        return (lower, upper)
    }

    static func indentation(before index: Int, in bytes: [UInt8]) -> String {
        var start = index
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard start == 0 || bytes[start - 1] == 0x0A else { return "" }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A key's text with XML's entities read (`&amp;`, `&#x41;`); one it does not know stays.
    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: amp)..<semicolon]
            if let scalar = XMLEntity.character(named: name) {
                out.unicodeScalars.append(scalar)
            } else {
                out += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }

    static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}

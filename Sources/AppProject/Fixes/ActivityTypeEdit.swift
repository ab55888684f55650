import PropertyList

/// Adds an activity type to an XML Info.plist's `NSUserActivityTypes`, as a person would in a
/// text editor: a `<string>` line in the array, indented like its neighbours, or the key and
/// the array before the root dictionary's end when there is none: one `TextEdit`, every other
/// byte stays.
enum ActivityTypeEdit {
    enum Failure: Error, Equatable {
        case notXML
        case notADictionary
        case notAnArray
        case declared
    }

    static func edit(_ bytes: [UInt8], type: String) throws(Failure) -> TextEdit {
        guard PropertyListReader.format(of: bytes) == .xml else { throw .notXML }
        let item = "<string>" + escaped(type) + "</string>"
        if let key = bytes.firstIndex(of: Array("<key>NSUserActivityTypes</key>".utf8), from: 0) {
            let keyIndent = indentation(before: key, in: bytes)
            var cursor = key + "<key>NSUserActivityTypes</key>".utf8.count
            while cursor < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor += 1 }
            if bytes[cursor...].starts(with: Array("<array/>".utf8)) {
                let text = "<array>\n" + keyIndent + unit(bytes) + item + "\n" + keyIndent + "</array>"
                return TextEdit(cursor..<(cursor + 8), Array(text.utf8))
            }
            guard bytes[cursor...].starts(with: Array("<array>".utf8)), let close = bytes.firstIndex(of: Array("</array>".utf8), from: cursor) else {
                throw .notAnArray
            }
            if let found = bytes.firstIndex(of: Array(item.utf8), from: cursor), found < close { throw .declared }
            // One line (`<array><string>a</string></array>`): the new item on it too.
            if !bytes[cursor..<close].contains(0x0A) {
                return .insertion(item, at: close)
            }
            let closeIndent = indentation(before: close, in: bytes)
            let lineStart = close - closeIndent.utf8.count
            let itemIndent = lastItemIndentation(in: bytes, from: cursor, to: close) ?? closeIndent + unit(bytes)
            return .insertion(itemIndent + item + "\n", at: lineStart)
        }
        // No key: before the root dictionary's `</dict>`, indented like its first key.
        guard let plistEnd = lastIndex(of: "</plist>", in: bytes, before: bytes.count), let dictEnd = lastIndex(of: "</dict>", in: bytes, before: plistEnd) else {
            throw .notADictionary
        }
        let closeIndent = indentation(before: dictEnd, in: bytes)
        let lineStart = dictEnd - closeIndent.utf8.count
        let keyIndent = bytes.firstIndex(of: Array("<key>".utf8), from: 0).map { indentation(before: $0, in: bytes) } ?? closeIndent + unit(bytes)
        let text = keyIndent + "<key>NSUserActivityTypes</key>\n" + keyIndent + "<array>\n" + keyIndent + unit(bytes) + item + "\n" + keyIndent + "</array>\n"
        return .insertion(text, at: lineStart)
    }

    /// Where `needle` last starts before `end`.
    static func lastIndex(of needle: String, in bytes: [UInt8], before end: Int) -> Int? {
        let count = needle.utf8.count
        var index = end - count
        while index >= 0 {
            if bytes.hasBytes(needle, at: index) { return index }
            index -= 1
        }
        return nil
    }

    /// The spaces and tabs between the line's start and `index` (empty when other text is there).
    static func indentation(before index: Int, in bytes: [UInt8]) -> String {
        var start = index
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard start == 0 || bytes[start - 1] == 0x0A else { return "" }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    static func lastItemIndentation(in bytes: [UInt8], from start: Int, to end: Int) -> String? {
        guard let item = lastIndex(of: "<string>", in: bytes, before: end), item >= start else { return nil }
        let indent = indentation(before: item, in: bytes)
        return indent.isEmpty ? nil : indent
    }

    /// One level of the file's indentation: a tab when it indents with tabs, else its spaces.
    static func unit(_ bytes: [UInt8]) -> String {
        guard let key = bytes.firstIndex(of: Array("<key>".utf8), from: 0) else { return "\t" }
        let indent = indentation(before: key, in: bytes)
        return indent.hasPrefix("\t") || indent.isEmpty ? "\t" : indent
    }

    static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}

/// Text written as `key = value` lines: INI files, `.env`, Java-style properties, YAML's
/// simple form, `netrc`-like configuration; and `key: value` or `key=value` written in prose
/// (a commit message's `password: hunter2`). In prose a value is one token, and after `: ` it
/// must end its line or be followed by punctuation, so `Password: now hidden behind a toggle`
/// is a sentence, not a password.
enum KeyValueText {
    struct Entry {
        var key: String
        var value: Range<Int>
    }

    static func isKeyByte(_ byte: UInt8) -> Bool {
        ValueDetectors.isAlphanumeric(byte) || byte == 0x5F || byte == 0x2D || byte == 0x2E || byte >= 0x80
    }

    /// Whether the text reads as a configuration file: most of its non-empty lines that are
    /// not comments or section headers are `key = value` or `key: value`.
    static func isConfiguration(_ bytes: [UInt8]) -> Bool {
        var lines = 0, entries = 0
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: true).prefix(200) {
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
            guard let first = trimmed.first, first != 0x23, first != 0x3B, first != 0x5B, first != 0x0D else { continue }
            lines += 1
            if entry(in: Array(trimmed), wholeValues: true) != nil { entries += 1 }
        }
        return lines > 0 && entries * 10 >= lines * 6
    }

    /// Every entry; with `wholeValues`, a value is the rest of its line (quotes taken off),
    /// else one token as prose writes it.
    static func entries(_ bytes: [UInt8], wholeValues: Bool) -> [Entry] {
        var found: [Entry] = []
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let line = Array(bytes[start..<end])
            if wholeValues {
                if let entry = entry(in: line, wholeValues: true) { found.append(Entry(key: entry.key, value: (entry.value.lowerBound + start)..<(entry.value.upperBound + start))) }
            } else {
                found += prose(line).map { Entry(key: $0.key, value: ($0.value.lowerBound + start)..<($0.value.upperBound + start)) }
            }
            start = end + 1
        }
        return found
    }

    /// A configuration line: `key = value`, `key: value`, `export KEY="value"`.
    static func entry(in line: [UInt8], wholeValues: Bool) -> Entry? {
        var index = 0
        while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        if line[index...].starts(with: "export ".utf8) { index += 7 }
        let keyStart = index
        while index < line.count, isKeyByte(line[index]) { index += 1 }
        guard index > keyStart else { return nil }
        let key = String(decoding: line[keyStart..<index], as: UTF8.self)
        while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        guard index < line.count, line[index] == 0x3D || line[index] == 0x3A else { return nil }
        index += 1
        while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        var end = line.count
        while end > index, line[end - 1] == 0x20 || line[end - 1] == 0x09 || line[end - 1] == 0x0D { end -= 1 }
        if end - index >= 2, line[index] == 0x22 || line[index] == 0x27, line[end - 1] == line[index] {
            index += 1
            end -= 1
        }
        guard end > index else { return nil }
        return Entry(key: key, value: index..<end)
    }

    /// `key: value` and `key=value` inside prose, and `key = value` (spaces around `=`, as
    /// people write settings in a message): a value is one token, unless the line is
    /// `key = value` whole, when it is the rest of the line (quotes taken off).
    static func prose(_ line: [UInt8]) -> [Entry] {
        var found: [Entry] = []
        var index = 0
        let lineStart = line.firstIndex { $0 != 0x20 && $0 != 0x09 } ?? line.count
        while index < line.count {
            guard isKeyByte(line[index]), index == 0 || !isKeyByte(line[index - 1]) else { index += 1; continue }
            var keyEnd = index
            while keyEnd < line.count, isKeyByte(line[keyEnd]) { keyEnd += 1 }
            var separator = keyEnd
            while separator < line.count, separator - keyEnd < 4, line[separator] == 0x20 || line[separator] == 0x09 { separator += 1 }
            guard separator < line.count, line[separator] == 0x3A || line[separator] == 0x3D else { index = keyEnd; continue }
            // An assignment says the value follows; after `:` it must end its line or be
            // followed by punctuation, so a sentence is not a value.
            let assignment = line[separator] == 0x3D
            var valueStart = separator + 1
            if assignment {
                while valueStart < line.count, line[valueStart] == 0x20 || line[valueStart] == 0x09 { valueStart += 1 }
            } else if valueStart < line.count, line[valueStart] == 0x20 {
                valueStart += 1
            }
            let key = String(decoding: line[index..<keyEnd], as: UTF8.self)
            if assignment, index == lineStart, separator > keyEnd || valueStart > separator + 1, let whole = entry(in: line, wholeValues: true) {
                found.append(Entry(key: key, value: whole.value))
                break
            }
            var valueEnd = valueStart
            while valueEnd < line.count, line[valueEnd] > 0x20, line[valueEnd] != 0x29, line[valueEnd] != 0x2C, line[valueEnd] != 0x3B, line[valueEnd] != 0x22,
                  line[valueEnd] != 0x27 { valueEnd += 1 }
            // A value ending in a sentence's full stop keeps the stop out.
            while valueEnd > valueStart, line[valueEnd - 1] == 0x2E { valueEnd -= 1 }
            var after = valueEnd
            while after < line.count, line[after] == 0x2E || line[after] == 0x0D { after += 1 }
            let ends = after == line.count || [0x29, 0x2C, 0x3B, 0x22, 0x27].contains(line[after]) || (assignment && line[after] == 0x20)
            if valueEnd - valueStart >= 3, ends {
                found.append(Entry(key: key, value: valueStart..<valueEnd))
                index = valueEnd
            } else {
                // Not a value: what followed may be a key of its own (`staging: pwd = …`).
                index = keyEnd + 1
            }
        }
        return found
    }
}

/// A Swift string literal with interpolations, read again from the file's bytes (the tokenizer
/// keeps only a mark where an interpolation is): its text and each `\(...)`'s source, for the
/// manifest evaluator. Single-line literals, raw ones (`#"..."#`) included.
enum ManifestStringLiteral {
    enum Piece {
        case text(String)
        /// The bytes of an interpolated expression.
        case expression([UInt8])
    }

    /// The pieces of the literal whose token starts at `line` and `column` (in Unicode scalars,
    /// from 1); nil for a multi-line literal or a place that holds none.
    static func pieces(in bytes: [UInt8], line: Int, column: Int) -> [Piece]? {
        guard var position = offset(in: bytes, line: line, column: column) else { return nil }
        var hashes = 0
        while position < bytes.count, bytes[position] == UInt8(ascii: "#") {
            hashes += 1
            position += 1
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        if position + 2 < bytes.count, bytes[position + 1] == UInt8(ascii: "\""), bytes[position + 2] == UInt8(ascii: "\"") { return nil }
        position += 1
        var pieces: [Piece] = []
        var text: [UInt8] = []
        func hashesFollow(_ at: Int) -> Bool { (0..<hashes).allSatisfy { at + $0 < bytes.count && bytes[at + $0] == UInt8(ascii: "#") } }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A { return nil }
            if byte == UInt8(ascii: "\""), hashesFollow(position + 1) {
                if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
                return pieces
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(position + 1) {
                let escape = position + 1 + hashes
                guard escape < bytes.count else { return nil }
                switch bytes[escape] {
                case UInt8(ascii: "("):
                    guard let close = closingParenthesis(bytes, from: escape) else { return nil }
                    if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
                    text = []
                    pieces.append(.expression(Array(bytes[(escape + 1)..<close])))
                    position = close + 1
                    continue
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "0"): text.append(0)
                case UInt8(ascii: "u"): return nil
                default: text.append(bytes[escape])
                }
                position = escape + 1
                continue
            }
            text.append(byte)
            position += 1
        }
        return nil
    }

    /// The byte offset of a line and a column counted in Unicode scalars.
    static func offset(in bytes: [UInt8], line: Int, column: Int) -> Int? {
        var current = 1
        var index = 0
        while current < line, index < bytes.count {
            if bytes[index] == 0x0A { current += 1 }
            index += 1
        }
        guard current == line else { return nil }
        var scalars = 1
        while scalars < column, index < bytes.count, bytes[index] != 0x0A {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            scalars += 1
        }
        return index < bytes.count ? index : nil
    }

    /// The `)` closing the `(` at `open`, through nested parentheses and string literals.
    static func closingParenthesis(_ bytes: [UInt8], from open: Int) -> Int? {
        var depth = 0
        var index = open
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { return nil }
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }
}

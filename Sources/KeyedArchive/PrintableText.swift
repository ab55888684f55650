/// The one rule for printing text that came from an archive or a repository. Anyone can make
/// an archive (any app, any pulled repository), and a terminal acts on control characters: an
/// escape sequence in an identifier path or class name could set the window title, rewrite the
/// screen, plant a hyperlink or write the clipboard (OSC 52). Every such character is written
/// as a Swift-style escape (`\u{1b}`), as values are in the canonical text (docs/format.md).
public enum PrintableText {
    /// C0 and C1 controls, DEL, and the invisible line and paragraph separators and BOM.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (v >= 0x7F && v <= 0x9F) || v == 0x2028 || v == 0x2029 || v == 0xFEFF
    }

    /// `text` with every character `needsEscape` names escaped; with `keepingLayout`, line
    /// feeds and tabs stay (for whole pages of output, whose lines uistate made).
    public static func escaped(_ text: String, keepingLayout: Bool = false) -> String {
        // A page of output has line feeds on every line: they are not a reason to look closer.
        let suspicious = keepingLayout ? text.utf8.contains { mayNeedEscape($0) && $0 != 0x0A && $0 != 0x09 } : text.utf8.contains(where: mayNeedEscape)
        guard suspicious else { return text }
        // Byte runs no escape can start in are copied as they are; a character is decoded only
        // where one might (a page of 30 MB with an ellipsis on each line stays a copy).
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard mayNeedEscape(byte), !(keepingLayout && (byte == 0x0A || byte == 0x09)) else {
                out.append(byte)
                index += 1
                continue
            }
            // A lead byte (0xC2, 0xE2, 0xEF are never continuation bytes) or an ASCII control.
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            let end = min(bytes.count, index + length)
            var value = length == 1 ? UInt32(byte) : UInt32(byte) & (0xFF >> (length + 1))
            for continuation in bytes[(index + 1)..<end] { value = value << 6 | UInt32(continuation & 0x3F) }
            if let scalar = Unicode.Scalar(value), needsEscape(scalar) {
                out += Array(("\\u{" + String(value, radix: 16) + "}").utf8)
            } else {
                out += bytes[index..<end]
            }
            index = end
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `text` holds no character `needsEscape` names.
    public static func isPrintable(_ text: String) -> Bool {
        !text.utf8.contains(where: mayNeedEscape) || !text.unicodeScalars.contains(where: needsEscape)
    }

    /// A byte that starts or is one of the characters `needsEscape` names (C1 controls start
    /// with 0xC2, U+2028/2029 with 0xE2, U+FEFF with 0xEF); others are never escaped.
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF
    }
}

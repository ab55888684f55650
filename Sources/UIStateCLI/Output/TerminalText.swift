#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyedArchive

/// The gate every line uistate prints passes through (stdout, stderr, the pager, errors):
/// names and values from archives and repositories reach it unescaped wherever they are put
/// into a line, and it escapes every control character in them (`PrintableText`), so none
/// reaches the terminal whichever command printed it. uistate's own colors pass: `Style`
/// writes them with `escapeMarker`, seven private-use characters drawn at random for each
/// process, which no archive can be made to hold, and only that becomes an escape character here.
enum TerminalText {
    /// Stands for ESC in styled text until the gate writes it.
    static let escapeMarker: String = {
        var marker = ""
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<7 { marker.unicodeScalars.append(Unicode.Scalar(UInt32.random(in: 0xE000...0xF8FF, using: &generator))!) }
        return marker
    }()

    /// Per byte: 1 when it may start the marker, 2 when it may start a character to escape.
    private static let byteKinds: [UInt8] = (0...255).map { byte -> UInt8 in
        var kind: UInt8 = byte >= 0xEE ? 1 : 0
        if (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF { kind |= 2 }
        return kind
    }

    /// `text` as it may reach a terminal: line feeds and tabs kept, every other control
    /// character escaped, `escapeMarker` turned into ESC.
    static func safe(_ text: String) -> String {
        // One pass over the bytes answers both questions for the common case (a log of 100,000
        // snapshots is megabytes): a byte from 0xEE may start the marker's private-use
        // characters, and the others below may start a character to escape.
        var text = text
        let found = text.withUTF8 { buffer -> UInt8 in
            byteKinds.withUnsafeBufferPointer { kinds in
                var found: UInt8 = 0
                for byte in buffer { found |= kinds[Int(byte)] }
                return found
            }
        }
        let marked = found & 1 != 0, suspicious = found & 2 != 0
        if !marked && !suspicious { return text }
        guard marked, text.contains(escapeMarker) else { return PrintableText.escaped(text, keepingLayout: true) }
        return text.components(separatedBy: escapeMarker).map { PrintableText.escaped($0, keepingLayout: true) }.joined(separator: "\u{1B}")
    }
}

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

    /// `text` as it may reach a terminal: line feeds and tabs kept, every other control
    /// character escaped, `escapeMarker` turned into ESC.
    static func safe(_ text: String) -> String {
        guard text.contains(escapeMarker) else { return PrintableText.escaped(text, keepingLayout: true) }
        return text.components(separatedBy: escapeMarker).map { PrintableText.escaped($0, keepingLayout: true) }.joined(separator: "\u{1B}")
    }
}

/// ANSI styling that does nothing when color is off. The escape character is written as
/// `TerminalText.escapeMarker`, which the gate every output passes turns into ESC.
struct Style: Sendable {
    let enabled: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        enabled && !text.isEmpty ? TerminalText.escapeMarker + "[\(code)m" + text + TerminalText.escapeMarker + "[m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func cyan(_ text: String) -> String { wrap(text, "36") }
}

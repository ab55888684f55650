/// Whitespace trimming without Foundation (whose `trimmingCharacters` would link all of
/// Foundation into uistate for a few calls).
extension StringProtocol {
    /// Without leading and trailing whitespace and newlines.
    public var trimmed: Substring {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { !$0.isWhitespace }), let last = text.lastIndex(where: { !$0.isWhitespace }) else { return text[text.endIndex...] }
        return Substring(text[first...last])
    }
}

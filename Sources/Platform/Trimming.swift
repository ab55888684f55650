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

extension Substring {
    /// A line of a rules file (`.uistate-privacy`, `.uistate-doctor`) without its comment: from
    /// a `#` that starts it or follows a space or tab (`[ ]#` keeps one that is a pattern's).
    public var withoutComment: Substring {
        var previous: Character = " "
        for index in indices {
            if self[index] == "#", previous == " " || previous == "\t" { return self[..<index] }
            previous = self[index]
        }
        return self
    }
}

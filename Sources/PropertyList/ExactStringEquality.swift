extension String {
    /// Whether the two strings are the same UTF-8 bytes. Keys, identifiers and class names are
    /// compared this way: Swift's `==` treats canonically equivalent spellings (`é` and
    /// `e` + U+0301) as equal, and to UIKit they are different keys. Compared over contiguous
    /// bytes, several times faster than walking the two UTF-8 views.
    public func hasSameBytes(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var left = self, right = other
        return left.withUTF8 { a in right.withUTF8 { b in a.elementsEqual(b) } }
    }
}

extension Array where Element == UInt8 {
    /// Where `needle` first occurs at or after `start`, nil when it does not: a scan for its
    /// first byte, then a compare (what is searched, a value or an object's data, is short).
    public func firstIndex(of needle: [UInt8], from start: Int = 0) -> Int? {
        guard let first = needle.first, count >= needle.count else { return nil }
        var index = Swift.max(start, 0)
        while index + needle.count <= count {
            if self[index] == first {
                var offset = 1
                while offset < needle.count, self[index + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes at `index` are `prefix`'s UTF-8: a byte compare, without the generic
    /// `starts(with:)` (which costs a slice and an iterator per call in a parser's hot loop).
    public func hasBytes(_ prefix: String, at index: Int) -> Bool {
        var position = index
        for byte in prefix.utf8 {
            guard position < count, self[position] == byte else { return false }
            position += 1
        }
        return true
    }
}

extension UInt8 {
    /// The value of a hex digit (`0`-`9`, `a`-`f`, `A`-`F`), nil for any other byte.
    public var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

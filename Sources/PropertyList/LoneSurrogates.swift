/// UTF-16 text that is not valid UTF-16, kept exactly in a Swift `String`. An app that cuts a
/// string in the middle of an emoji (`NSString`'s `substringToIndex:`) leaves half of a
/// surrogate pair, and Foundation archives it as it is; a `String` cannot hold that unit, so
/// each lone surrogate becomes an escape: U+10FFFD followed by U+10F000 + (unit - 0xD800). The
/// character U+10FFFD itself (the last private-use character) is written twice. Readers that
/// see UTF-16 (binary property lists, JSON's `\u` escapes, UTF-16 text in data) decode with
/// it, writers encode with it, so such a string is read, searched, shown and written back
/// byte for byte instead of making its whole archive unreadable.
public enum LoneSurrogates {
    /// Starts an escape.
    public static let escape = Unicode.Scalar(0x10FFFD)!
    static let unitBase: UInt32 = 0x10F000

    /// The text of `units`, each lone surrogate kept as an escape.
    public static func decode(_ units: some Collection<UInt16>) -> String {
        var scalars = String.UnicodeScalarView()
        var iterator = units.makeIterator()
        var pending: UInt16? = nil
        while let unit = pending ?? iterator.next() {
            pending = nil
            if UTF16.isLeadSurrogate(unit) {
                if let next = iterator.next() {
                    if UTF16.isTrailSurrogate(next) {
                        let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(next - 0xDC00)
                        append(Unicode.Scalar(value)!, to: &scalars)
                        continue
                    }
                    pending = next
                }
                appendLone(unit, to: &scalars)
            } else if UTF16.isTrailSurrogate(unit) {
                appendLone(unit, to: &scalars)
            } else {
                append(Unicode.Scalar(unit)!, to: &scalars)
            }
        }
        return String(scalars)
    }

    private static func append(_ scalar: Unicode.Scalar, to scalars: inout String.UnicodeScalarView) {
        scalars.append(scalar)
        if scalar == escape { scalars.append(escape) }
    }

    private static func appendLone(_ unit: UInt16, to scalars: inout String.UnicodeScalarView) {
        scalars.append(escape)
        scalars.append(Unicode.Scalar(unitBase + UInt32(unit - 0xD800))!)
    }

    /// The scalar a decoded lone surrogate `unit` is written as after the escape.
    public static func scalar(forLone unit: UInt16) -> Unicode.Scalar { Unicode.Scalar(unitBase + UInt32(unit - 0xD800))! }

    /// The UTF-16 units `text` stands for: escapes back to lone surrogates.
    public static func encode(_ text: String) -> [UInt16] {
        guard holdsEscape(text) else { return Array(text.utf16) }
        var units: [UInt16] = []
        units.reserveCapacity(text.utf16.count)
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == escape else {
                units.append(contentsOf: UTF16.encode(scalar)!)
                continue
            }
            guard let next = scalars.next() else {
                units.append(contentsOf: UTF16.encode(escape)!)
                break
            }
            if next == escape {
                units.append(contentsOf: UTF16.encode(escape)!)
            } else if (unitBase..<(unitBase + 0x800)).contains(next.value) {
                units.append(UInt16(0xD800 + next.value - unitBase))
            } else {
                units.append(contentsOf: UTF16.encode(escape)!)
                units.append(contentsOf: UTF16.encode(next)!)
            }
        }
        return units
    }

    /// Whether `text` holds the escape character at all (its UTF-8 form: F4 8F BF BD).
    public static func holdsEscape(_ text: String) -> Bool {
        holdsEscape(text.utf8)
    }

    public static func holdsEscape(_ bytes: some Collection<UInt8>) -> Bool {
        var state = 0
        for byte in bytes {
            switch (state, byte) {
            case (_, 0xF4): state = 1
            case (1, 0x8F): state = 2
            case (2, 0xBF): state = 3
            case (3, 0xBD): return true
            default: state = 0
            }
        }
        return false
    }

    /// Whether `text` holds a lone surrogate (an escape followed by a unit, not by itself).
    public static func holdsLoneSurrogate(_ text: String) -> Bool {
        guard holdsEscape(text) else { return false }
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == escape, let next = scalars.next() else { continue }
            if next != escape, (unitBase..<(unitBase + 0x800)).contains(next.value) { return true }
        }
        return false
    }
}

/// JSON's one-character escapes (RFC 8259, 7), for every JSON reader of the package.
public enum JSONEscape {
    /// The byte `\\` then `escape` stands for; nil for `u` (four hex digits follow) and any
    /// other, which is no escape.
    public static func byte(_ escape: UInt8) -> UInt8? {
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escape
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }
}

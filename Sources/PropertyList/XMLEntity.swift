/// XML's five predefined entities and its numeric character references (`&#38;`, `&#x26;`):
/// all that a document without a DTD can use, property lists and Interface Builder's alike.
public enum XMLEntity {
    /// The character `&name;` stands for; nil for any other name.
    public static func character(named name: Substring) -> Unicode.Scalar? {
        switch name {
        case "lt": "<"
        case "gt": ">"
        case "amp": "&"
        case "quot": "\""
        case "apos": "'"
        default:
            if name.hasPrefix("#x") || name.hasPrefix("#X") {
                UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if name.hasPrefix("#") {
                UInt32(name.dropFirst(1), radix: 10).flatMap(Unicode.Scalar.init)
            } else {
                nil
            }
        }
    }
}

/// Text written as a double-quoted literal of the formats uistate writes (JSON, and Swift,
/// Objective-C, a pbxproj and YAML for migrate): the quote, the backslash and the control
/// characters every one of them escapes alike; each format says how it writes any other
/// character it cannot keep.
public enum QuotedText {
    public static func quoted(_ text: String, opening: String = "\"", other: (Unicode.Scalar) -> String? = { _ in nil }) -> String {
        var out = opening
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if let escaped = other(scalar) { out += escaped } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

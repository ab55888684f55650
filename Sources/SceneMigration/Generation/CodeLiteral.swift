import Platform

/// Literals of generated code: a Swift or Objective-C string literal for any text.
enum CodeLiteral {
    static func swift(_ text: String) -> String {
        QuotedText.quoted(text) { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 ? "\\u{" + String(scalar.value, radix: 16) + "}" : nil
        }
    }

    static func objectiveC(_ text: String) -> String {
        QuotedText.quoted(text, opening: "@\"") { scalar in
            if scalar.value < 0x20 || scalar.value == 0x7F { return "\\x" + String(scalar.value, radix: 16) }
            // Universal character names keep the file ASCII and the text exact.
            if scalar.value > 0x7F { return scalar.value > 0xFFFF ? "\\U" + hex(scalar.value, 8) : "\\u" + hex(scalar.value, 4) }
            return nil
        }
    }

    static func hex(_ value: UInt32, _ width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

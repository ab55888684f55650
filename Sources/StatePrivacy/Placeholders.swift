import Crypto
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Typed stand-ins for private values. Each keeps its type (a string stays a string, a number
/// a number, data stays data), so the archive still decodes and the app still launches on the
/// state, and carries a keyed hash of what it replaced (HMAC-SHA256 under a key of the
/// repository's own, never pushed): the same secret always gives the same placeholder, so
/// `diff` shows *that* a secret changed and never what it was, and nobody without the key can
/// try guesses against it (a four-digit PIN would otherwise fall to 10,000 hashes).
///
/// - string: `[redacted:<12 hex digits>]`
/// - data: the same text as bytes
/// - integer: 0x7EDAC7ED in the high 32 bits of a 64-bit value, 32 bits of the hash below
/// - real64 / real32: a quiet NaN whose payload starts with 0xEDAC / 0xED, then the hash
/// - date: a time in the first 194 days of 1970 whose lowest 16 mantissa bits are 0xEDAC
///   (within 8 ms of the whole second the hash gives)
/// - a card number kept as an integer: the test card 4111 1111 1111 1111, never reported as one
/// - inside raw bytes (a bookmark, an unknown format): as many bytes as it replaces, `#` and
///   letters a-p, so lengths inside the format stay right
public struct Placeholders: Sendable {
    private let key: [UInt8]

    public init(key: [UInt8]) {
        self.key = key
    }

    /// A new repository key: 32 random bytes.
    public static func newKey() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    /// The first six bytes of the keyed hash of `bytes`.
    func tag(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        let code = HMAC<SHA256>.authenticationCode(for: Data(bytes), using: SymmetricKey(data: key))
        return Array(code.prefix(6))
    }

    private static let prefix = "[redacted:"

    public func string(replacing bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = Array(Self.prefix.utf8)
        for byte in tag(bytes) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        text.append(UInt8(ascii: "]"))
        return String(decoding: text, as: UTF8.self)
    }

    public func data(replacing bytes: [UInt8]) -> [UInt8] {
        Array(string(replacing: bytes).utf8)
    }

    public func integer(replacing text: String) -> Int128 {
        let code = tag(text.utf8)
        let low = UInt64(code[0]) << 24 | UInt64(code[1]) << 16 | UInt64(code[2]) << 8 | UInt64(code[3])
        return Int128(Int64(bitPattern: Self.integerTag | low))
    }

    public func real64(replacing text: String) -> Double {
        let code = tag(text.utf8)
        let low = UInt64(code[0]) << 24 | UInt64(code[1]) << 16 | UInt64(code[2]) << 8 | UInt64(code[3])
        return Double(bitPattern: Self.real64Tag | low)
    }

    public func real32(replacing text: String) -> Float {
        let code = tag(text.utf8)
        return Float(bitPattern: Self.real32Tag | UInt32(code[0]) << 8 | UInt32(code[1]))
    }

    /// A date (seconds since 2001, as plists and `NSDate` keep them) standing for `seconds`.
    public func date(replacing seconds: Double) -> Double {
        let code = tag(String(seconds.bitPattern).utf8)
        let offset = Double(UInt32(code[0]) << 16 | UInt32(code[1]) << 8 | UInt32(code[2]))
        return Double(bitPattern: (Self.dateBase + offset).bitPattern & ~0xFFFF | Self.dateTag)
    }

    /// Visa's test number: what a card number kept as an integer becomes.
    public static let testCardNumber: Int128 = 4_111_111_111_111_111

    /// `count` bytes standing for `bytes` inside a format whose lengths must not change.
    public func sameLength(replacing bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard !bytes.isEmpty else { return [] }
        let code = tag(bytes)
        var out: [UInt8] = [UInt8(ascii: "#")]
        var index = 0
        while out.count < bytes.count {
            let byte = code[index % code.count]
            out.append(UInt8(ascii: "a") + (index % 2 == 0 ? byte >> 4 : byte & 0x0F))
            index += 1
        }
        return out
    }

    // MARK: Recognizing placeholders

    static let integerTag: UInt64 = 0x7EDA_C7ED_0000_0000
    static let real64Tag: UInt64 = 0x7FF8_EDAC_0000_0000
    static let real32Tag: UInt32 = 0x7FED_0000
    /// 1970-01-01 00:00:00 UTC in seconds since 2001.
    static let dateBase: Double = -978_307_200
    static let dateTag: UInt64 = 0xEDAC

    public static func isPlaceholder(_ text: String) -> Bool {
        isPlaceholderText(Array(text.utf8)[...])
    }

    static func isPlaceholderText(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.count == prefix.utf8.count + 13, bytes.starts(with: prefix.utf8), bytes.last == UInt8(ascii: "]") else { return false }
        return bytes.dropFirst(prefix.utf8.count).dropLast().allSatisfy { ValueDetectors.isDigit($0) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    public static func isPlaceholder(integer value: Int128) -> Bool {
        guard let exact = Int64(exactly: value) else { return false }
        return UInt64(bitPattern: exact) & 0xFFFF_FFFF_0000_0000 == integerTag
    }

    public static func isPlaceholder(real64 value: Double) -> Bool {
        value.bitPattern & 0xFFFF_FFFF_0000_0000 == real64Tag
    }

    public static func isPlaceholder(date value: Double) -> Bool {
        value >= dateBase - 1 && value < dateBase + Double(1 << 24) && value.bitPattern & 0xFFFF == dateTag
    }

    public static func isPlaceholder(real32 value: Float) -> Bool {
        value.bitPattern & 0xFFFF_0000 == real32Tag
    }
}

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
/// - data: the same text as bytes; 16 bytes for an `NSUUID`, whose length is its format
/// - integer: the same sign and number of digits, a 1 and zeros (`4821` becomes `1000`, `7`
///   becomes `1`): a count stays a small count, a PIN a PIN's length, a timestamp a timestamp
/// - real: the same sign and power of ten, finite (`0.37` becomes `0.1`, `14.2` becomes `10`)
/// - date: a time in the first 194 days of 1970 whose lowest 16 mantissa bits are 0xEDAC
///   (within 8 ms of the whole second the hash gives)
/// - a card number kept as an integer: the test card 4111 1111 1111 1111, never reported as one
/// - inside raw bytes (a bookmark, an unknown format, a long text): as many bytes as it
///   replaces, `#` and letters a-p, so lengths inside the format stay right
///
/// A number carries no hash: there is no room for one in a PIN's four digits, and a number
/// that changed its magnitude (9.1e18 for a count, NaN for a zoom level) could crash the app
/// that reads it. So `diff` shows a change of a redacted number only when its magnitude
/// changed, and a whole power of ten (or zero) under a key that names a number is taken for a
/// placeholder and not reported again.
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
        let code = HMAC<SHA256>.authenticationCode(for: Array(bytes), using: SymmetricKey(data: key))
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

    /// An integer of the same sign and number of decimal digits: 1 and zeros.
    public func integer(replacing value: Int128) -> Int128 {
        guard value != 0 else { return 0 }
        var magnitude: Int128 = 1
        var rest = value.magnitude / 10
        while rest > 0 {
            magnitude *= 10
            rest /= 10
        }
        return value < 0 ? -magnitude : magnitude
    }

    /// A real of the same sign and power of ten; finite.
    public func real64(replacing value: Double) -> Double {
        guard value.isFinite, value != 0 else { return 0 }
        var power = 1.0
        let magnitude = abs(value)
        while power > magnitude, power > 1e-300 { power /= 10 }
        while power * 10 <= magnitude, power < 1e300 { power *= 10 }
        return value < 0 ? -power : power
    }

    public func real32(replacing value: Float) -> Float {
        Float(real64(replacing: Double(value)))
    }

    /// An NSUUID's 16 bytes: version 8 (custom) and RFC 4122's variant, `ED AC` first, then
    /// the keyed hash.
    public func uuid(replacing bytes: [UInt8]) -> [UInt8] {
        let code = tag(bytes)
        var out: [UInt8] = [0xED, 0xAC] + code + [0, 0, 0, 0, 0, 0, 0, 0]
        out[6] = 0x80 | (out[6] & 0x0F)
        out[8] = 0x80 | (out[8] & 0x3F)
        return Array(out.prefix(16))
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

    /// A placeholder integer: 0 or a power of ten (either sign), or one of the 64-bit tags
    /// earlier versions wrote.
    public static func isPlaceholder(integer value: Int128) -> Bool {
        var rest = value.magnitude
        while rest >= 10, rest % 10 == 0 { rest /= 10 }
        if rest <= 1 { return true }
        guard let exact = Int64(exactly: value) else { return false }
        return UInt64(bitPattern: exact) & 0xFFFF_FFFF_0000_0000 == integerTag
    }

    /// A placeholder real: 0 or a power of ten, or a NaN earlier versions wrote.
    public static func isPlaceholder(real64 value: Double) -> Bool {
        if value.bitPattern & 0xFFFF_FFFF_0000_0000 == real64Tag { return true }
        guard value.isFinite else { return false }
        return value == 0 || Placeholders(key: []).real64(replacing: value) == value
    }

    /// The 16 bytes `uuid(replacing:)` writes.
    public static func isPlaceholder(uuid bytes: [UInt8]) -> Bool {
        bytes.count == 16 && bytes[0] == 0xED && bytes[1] == 0xAC && bytes[6] & 0xF0 == 0x80
    }

    public static func isPlaceholder(date value: Double) -> Bool {
        value >= dateBase - 1 && value < dateBase + Double(1 << 24) && value.bitPattern & 0xFFFF == dateTag
    }

    public static func isPlaceholder(real32 value: Float) -> Bool {
        if value.bitPattern & 0xFFFF_0000 == real32Tag { return true }
        guard value.isFinite else { return false }
        return value == 0 || Float(Placeholders(key: []).real64(replacing: Double(value))) == value
    }

    /// Bytes `sameLength(replacing:)` wrote: `#` and letters a-p.
    static func isSameLengthPlaceholder(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count >= 2 && bytes.first == UInt8(ascii: "#") && bytes.dropFirst().allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "p") }
    }
}

import PropertyList
import Deflate

/// Text that is base64 of something else (a JSON document an app stored as a string, a
/// compressed payload, a property list), in either alphabet (`+/` or URL-safe `-_`), with or
/// without padding, wrapped in lines or not: decoded, and encoded back the same way.
struct Base64Text {
    var decoded: [UInt8]
    private var urlSafe: Bool
    private var padded: Bool
    /// The length of every line but the last, when the text was wrapped.
    private var lineLength: Int?
    private var lineBreak: [UInt8]
    private var endsWithBreak: Bool

    /// Texts shorter than this are too short to hold a document.
    static let minimumLength = 16

    init?(_ text: ArraySlice<UInt8>) {
        guard text.count >= Self.minimumLength else { return nil }
        var plain: [UInt8] = []
        plain.reserveCapacity(text.count)
        var urlSafe = false, standard = false
        var lines: [Int] = []
        var current = 0
        var lineBreak: [UInt8] = [0x0A]
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            switch byte {
            case 0x0D, 0x0A:
                if byte == 0x0D { lineBreak = index + 1 < text.endIndex && text[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D] }
                lines.append(current)
                current = 0
                index += lineBreak.count
                continue
            case 0x2D, 0x5F:
                urlSafe = true
                plain.append(byte == 0x2D ? 0x2B : 0x2F)
            case 0x2B, 0x2F:
                standard = true
                plain.append(byte)
            case 0x3D:
                plain.append(byte)
            default:
                guard ValueDetectors.isAlphanumeric(byte) else { return nil }
                plain.append(byte)
            }
            current += 1
            index += 1
        }
        guard !(urlSafe && standard), plain.count >= Self.minimumLength else { return nil }
        // A length that needs no padding says nothing: written by an encoder that pads
        // (the usual one, Foundation's), so a new length gets the `=` it needs.
        let padded = plain.last == 0x3D || (plain.count % 4 == 0 && !urlSafe)
        if !padded {
            guard plain.count % 4 != 1 else { return nil }
            plain += Array(repeating: 0x3D, count: (4 - plain.count % 4) % 4)
        }
        guard plain.count % 4 == 0, let decoded = Base64.decode(plain), !decoded.isEmpty else { return nil }
        // Wrapped: every line but the last as long as the first. One line and a final break
        // is a text that ends its line, wrapped only at a length encoders wrap at (MIME's 76,
        // PEM's 64).
        if let first = lines.first, first > 0 {
            guard lines.allSatisfy({ $0 == first }), current <= first else { return nil }
            if lines.count > 1 || current > 0 || [64, 76].contains(first) { lineLength = first }
        }
        self.decoded = decoded
        self.urlSafe = urlSafe
        self.padded = padded
        self.lineBreak = lineBreak
        endsWithBreak = text.last == 0x0A || text.last == 0x0D
    }

    /// Whether decoded bytes are worth searching as a value: a document (JSON, a property list
    /// or keyed archive, a compressed stream) or text. Random bytes (a key, a signature, an
    /// encrypted blob) are not.
    static func holdsContent(_ bytes: [UInt8]) -> Bool {
        let start = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
        if start == UInt8(ascii: "{") || start == UInt8(ascii: "[") { return true }
        if PropertyListReader.format(of: bytes) != nil { return true }
        if Deflate.container(of: bytes) != nil { return true }
        return bytes.count >= 12 && BinaryText.kind(of: bytes) == .text
    }

    /// Whether decoded bytes that are not text really are the document their first bytes
    /// say (a property list or archive that reads, a stream that inflates): bytes that only
    /// start like one (`<`, a zlib header by chance) are random, and the text that encoded
    /// them is searched as written.
    static func isDocument(_ bytes: [UInt8]) -> Bool {
        if PropertyListReader.format(of: bytes) != nil, (try? PropertyListReader.read(bytes)) != nil { return true }
        if let container = Deflate.container(of: bytes), Deflate.decompress(bytes, container: container) != nil { return true }
        return false
    }

    /// `bytes` written as the text was.
    func encoded(_ bytes: [UInt8]) -> [UInt8] {
        var text = Array(Base64.encode(bytes).utf8)
        if urlSafe { text = text.map { $0 == 0x2B ? 0x2D : $0 == 0x2F ? 0x5F : $0 } }
        if !padded { while text.last == 0x3D { text.removeLast() } }
        guard let lineLength else { return text + (endsWithBreak ? lineBreak : []) }
        var out: [UInt8] = []
        var index = 0
        while index < text.count {
            if index > 0 { out += lineBreak }
            out += text[index..<min(text.count, index + lineLength)]
            index += lineLength
        }
        return out + (endsWithBreak ? lineBreak : [])
    }
}

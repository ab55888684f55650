/// JSON written straight into bytes, safe to place inside a `<script>` element of a page:
/// `<`, `>` and `&` are written as `\u003c`... so no value (an identifier path such as
/// `</script><script>...`) can end the element or open a comment, and U+2028/2029 are escaped
/// for old JavaScript parsers. Values are written as they come, with no document tree in
/// between: a 10,000-object state is a few megabytes.
struct ScriptJSON {
    private(set) var bytes: [UInt8] = []
    /// Whether the next value or key needs a comma before it.
    private var needsComma = false

    init(capacity: Int = 1 << 16) {
        bytes.reserveCapacity(capacity)
    }

    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }
    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }

    mutating func key(_ name: String) {
        separate()
        quote(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    mutating func string(_ text: String) {
        separate()
        quote(text)
        needsComma = true
    }

    mutating func string(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    mutating func int(_ value: some BinaryInteger) { raw(String(value)) }

    mutating func number(_ value: Double) {
        raw(value.isFinite ? String(value) : "null")
    }

    mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }

    mutating func null() { raw("null") }

    /// An array of the elements, each written by `element`.
    mutating func array<S: Sequence>(_ elements: S, _ element: (inout ScriptJSON, S.Element) -> Void) {
        beginArray()
        for item in elements { element(&self, item) }
        endArray()
    }

    /// `"name": value` for an optional string, left out when nil.
    mutating func member(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    mutating func member(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    private mutating func open(_ byte: UInt8) {
        separate()
        bytes.append(byte)
        needsComma = false
    }

    private mutating func close(_ byte: UInt8) {
        bytes.append(byte)
        needsComma = true
    }

    private mutating func raw(_ text: String) {
        separate()
        bytes.append(contentsOf: text.utf8)
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func quote(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0..<0x20, 0x7F: escape(UInt16(byte))
            case 0xE2 where utf8.count >= 2 && utf8[utf8.startIndex] == 0x80 && (utf8[utf8.startIndex + 1] == 0xA8 || utf8[utf8.startIndex + 1] == 0xA9):
                escape(utf8[utf8.startIndex + 1] == 0xA8 ? 0x2028 : 0x2029)
                utf8 = utf8.dropFirst(2)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escape(_ unit: UInt16) {
        bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in [12, 8, 4, 0] { bytes.append(Self.hexDigits[Int(unit >> UInt16(shift)) & 0xF]) }
    }
}

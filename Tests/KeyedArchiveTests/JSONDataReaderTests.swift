import KeyedArchive
import Testing

@Suite("JSON inside data")
struct JSONDataReaderTests {
    @Test("objects and arrays decode with their key order and exact numbers")
    func decodes() {
        let value = JSONDataReader.value(Array(#" {"b": [1, -2.5e3, true, null], "a": "x\u00e9\ud83d\ude00\n", "n": 12345678901234567890} "#.utf8))
        #expect(value == .dictionary([
            FoundationEntry(.string("b"), .array([.integer(1), .real64(-2500), .bool(true), .null])),
            FoundationEntry(.string("a"), .string("xé😀\n")),
            FoundationEntry(.string("n"), .integer(12_345_678_901_234_567_890)),
        ]))
    }

    @Test("anything else stays data", arguments: [
        "", "12", "\"text\"", "{", "{\"a\":1,}", "[1 2]", "{\"a\":01}", "[\"\\ud800\"]", "{\"a\":1} x", "[\"a\u{1}\"]",
        String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
    ])
    func refuses(text: String) {
        #expect(JSONDataReader.value(Array(text.utf8)) == nil, "\(text.prefix(20))")
    }

    @Test("NSData holding JSON is shown as JSON by the decoder; other data stays data")
    func decoderView() {
        #expect(FoundationDecoder.data(Array("[1]".utf8), nesting: 0) == .embedded(format: "json", value: .array([.integer(1)])))
        #expect(FoundationDecoder.data([0xFF, 0x00], nesting: 0) == .data([0xFF, 0x00]))
    }
}

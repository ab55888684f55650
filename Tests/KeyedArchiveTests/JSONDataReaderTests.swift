import KeyedArchive
import PropertyList
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
        "", "12", "\"text\"", "{", "{\"a\":1,}", "[1 2]", "{\"a\":01}", "{\"a\":1} x", "[\"a\u{1}\"]",
        String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
    ])
    func refuses(text: String) {
        #expect(JSONDataReader.value(Array(text.utf8)) == nil, "\(text.prefix(20))")
    }

    @Test("half an emoji in a JSON string (a lone \\u escape) is a string with that flaw, kept exactly")
    func loneSurrogate() {
        for (text, units) in [(#"["\ud800"]"#, [0xD800]), (#"["a\ude00b"]"#, [0x61, 0xDE00, 0x62]), (#"["\ud83d\ude00\ud83d"]"#, [0xD83D, 0xDE00, 0xD83D])] as [(String, [UInt16])] {
            guard case .array(let items)? = JSONDataReader.value(Array(text.utf8)), case .string(let string)? = items.first else {
                Issue.record("not read: \(text)")
                continue
            }
            #expect(LoneSurrogates.encode(string) == units && LoneSurrogates.holdsLoneSurrogate(string), "\(text)")
        }
    }

    @Test("NSData holding JSON is shown as JSON by the decoder; other data stays data")
    func decoderView() {
        #expect(FoundationDecoder.data(Array("[1]".utf8), nesting: 0) == .embedded(format: "json", value: .array([.integer(1)])))
        #expect(FoundationDecoder.data([0xFF, 0x00], nesting: 0) == .data([0xFF, 0x00]))
    }
}

import Foundation
import PropertyList
import Testing

@Suite("JSON as a property list (a project file converted by plutil)")
struct JSONPropertyListTests {
    static let project = #"{"archiveVersion":"1","objectVersion":46,"objects":{"A1":{"isa":"PBXGroup","children":["B2","C3"],"path":"a\/b \"q\" \u00e9\ud83d\ude00"}},"flag":true,"rootObject":"A1"}"#

    @Test("objects in the file's order, strings with every escape, numbers and literals kept as written; what Foundation writes reads back")
    func grammar() throws {
        let (value, repeated) = try JSONPropertyListReader.read(Array(Self.project.utf8))
        #expect(repeated.isEmpty)
        guard case .dictionary(let entries) = value else { Issue.record("not a dictionary"); return }
        #expect(entries.map(\.key) == ["archiveVersion", "objectVersion", "objects", "flag", "rootObject"])
        #expect(value["objectVersion"] == .string("46") && value["flag"] == .string("true"))
        #expect(value["objects"]?["A1"]?["children"] == .array([.string("B2"), .string("C3")]))
        #expect(value["objects"]?["A1"]?["path"] == .string("a/b \"q\" é😀"))
        let written = try JSONSerialization.data(withJSONObject: ["k": ["v/w", "ü"], "e": [String: String]()], options: [.prettyPrinted])
        let read = try JSONPropertyListReader.read([UInt8](written)).value
        #expect(read["k"] == .array([.string("v/w"), .string("ü")]) && read["e"] == .dictionary([]))
        #expect(JSONPropertyListReader.looksLikeJSON(Array(" \n{\"a\":1}".utf8)) && !JSONPropertyListReader.looksLikeJSON(Array("{ a = b; }".utf8)))
    }

    @Test("a key repeated keeps its last value, both places reported; malformed JSON fails at its line and column, never traps")
    func repeatedAndMalformed() throws {
        let (value, repeated) = try JSONPropertyListReader.read(Array("{\n  \"objects\": {\n    \"A\": \"1\",\n    \"A\": \"2\"\n  }\n}".utf8))
        #expect(value["objects"]?["A"] == .string("2"))
        #expect(repeated.map(\.key) == ["A"] && repeated.first?.dictionary == "objects")
        #expect(repeated.first?.first == TextPosition(line: 3, column: 5) && repeated.first?.repeated == TextPosition(line: 4, column: 5))
        for (text, line, column) in [("{\"a\": null}", 1, 7), ("{\"a\": [1,]}", 1, 10), ("{\n\"a\" 1}", 2, 5), ("{\"a\": \"\\ud800\"}", 1, 14), ("[01]", 1, 2)] {
            #expect {
                _ = try JSONPropertyListReader.read(Array(text.utf8))
            } throws: { error in
                (error as? PropertyListError).map { $0.line == line && $0.column == column } ?? false
            }
        }
        // Every prefix and every byte changed of a project: read or refused, nothing else.
        let bytes = Array(Self.project.utf8)
        for cut in 0..<bytes.count { _ = try? JSONPropertyListReader.read(Array(bytes[..<cut])) }
        for index in bytes.indices {
            for replacement: UInt8 in [0x00, 0x22, 0x5C, 0x7B, 0x5D, 0xFF] {
                var changed = bytes
                changed[index] = replacement
                _ = try? JSONPropertyListReader.read(changed)
            }
        }
    }
}

import PropertyList
import Testing

@Suite("OpenStep property lists (project.pbxproj)")
struct OpenStepPropertyListTests {
    @Test("dictionaries, arrays with a trailing comma, bare and quoted strings, data, comments everywhere")
    func grammar() throws {
        let text = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                /* a comment */ objects = {
                    13B07F861A680F5B00A75B9A /* MyApp */ = {isa = PBXNativeTarget; name = "My App"; files = (A, B /* b */, ); };
                };
                escaped = "a\\"b\\n\\U00e9\\101";
                data = <0fA1 b2>;
                path = "$(SRCROOT)/App-Info.plist";
            }
            """
        let value = try OpenStepPropertyListReader.read(Array(text.utf8))
        #expect(value["archiveVersion"] == .string("1"))
        #expect(value["objects"]?["13B07F861A680F5B00A75B9A"]?["name"] == .string("My App"))
        #expect(value["objects"]?["13B07F861A680F5B00A75B9A"]?["files"] == .array([.string("A"), .string("B")]))
        #expect(value["escaped"] == .string("a\"b\néA"))
        #expect(value["data"] == .data([0x0F, 0xA1, 0xB2]))
        #expect(value["path"] == .string("$(SRCROOT)/App-Info.plist"))
    }

    @Test("malformed input fails with the line, never traps", arguments: [
        ("{ a = b; ", 1, "not closed"), ("{\n a = ;\n}", 2, "unexpected ';'"), ("{ a = b }", 1, "expected ';'"), ("( a b )", 1, "expected ','"),
        ("{ a = \"open; }", 1, "quoted string is not closed"), ("{ a = <0g>; }", 1, "not a hex digit"), ("/* open", 1, "comment is not closed"),
        ("{ a = b; } x", 1, "unexpected text"), ("{ (a) = b; }", 1, "key must be a string"),
    ])
    func malformed(text: String, line: Int, reason: String) {
        #expect {
            _ = try OpenStepPropertyListReader.read(Array(text.utf8))
        } throws: { error in
            guard let error = error as? PropertyListError else { return false }
            return error.line == line && error.message.contains(reason)
        }
    }

    @Test("a key repeated in a dictionary keeps its last value and is reported with both places; an error names its column")
    func repeatedKeys() throws {
        let text = "{\n\tobjects = {\n\t\tA = {isa = X;};\n\t\tB = {isa = Y;};\n\t\tA = {isa = Z;};\n\t};\n}\n"
        let (value, repeated) = try OpenStepPropertyListReader.readReportingRepeatedKeys(Array(text.utf8))
        #expect(value["objects"]?["A"]?["isa"] == .string("Z"))
        #expect(repeated.count == 1)
        #expect(repeated.first?.dictionary == "objects" && repeated.first?.key == "A")
        #expect(repeated.first?.first == TextPosition(line: 3, column: 3) && repeated.first?.repeated == TextPosition(line: 5, column: 3))
        #expect {
            _ = try OpenStepPropertyListReader.read(Array("{\n  é = b c;\n}".utf8))
        } throws: { error in
            (error as? PropertyListError).map { $0.line == 2 && $0.column == 9 } ?? false
        }
    }

    @Test("deep nesting is refused at the limit")
    func depth() {
        let deep = String(repeating: "(", count: 600) + String(repeating: ")", count: 600)
        #expect(throws: PropertyListError.self) { _ = try OpenStepPropertyListReader.read(Array(deep.utf8)) }
    }
}

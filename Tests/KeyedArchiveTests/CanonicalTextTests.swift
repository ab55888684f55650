import KeyedArchive
import PropertyBased
import PropertyList
import TestSupport
import Testing

@Suite("Canonical text form")
struct CanonicalTextTests {
    /// A UIKit-style per-object archive with a nested view archive, written by hand.
    static let controller: KeyedArchive = {
        let tableView = KeyedArchive(top: [
            ArchiveField("kUIStateRestorationClassNameKey", .stored(.string("UITableView"))),
            ArchiveField("contentOffset", .stored(.string("{0, 412}"))),
        ], objects: [])
        let views = ArchiveObject(ArchiveClass("NSMutableDictionary", "NSDictionary", "NSObject"), [
            ArchiveField("NS.keys", .array([.stored(.string("BNRItemsViewControllerTableView"))])),
            ArchiveField("NS.objects", .array([.stored(.data(KeyedArchiveWriter.write(tableView)))])),
        ])
        return KeyedArchive(top: [
            ArchiveField("kUIStateRestorationClassNameKey", .stored(.string("BNRItemsViewController"))),
            ArchiveField("kObjectIsViewControllerKey", .inline(.bool(true))),
            ArchiveField("TableViewIsEditing", .inline(.bool(false))),
            ArchiveField("MyAppVersion", .inline(.real32(11))),
            ArchiveField("kViewRestorationDataKey", .object(ArchiveObjectID(0))),
        ], objects: [views])
    }()

    @Test("the documented example renders exactly (docs/format.md)")
    func example() {
        #expect(CanonicalTextWriter.text(Self.controller) == """
            uistate-archive 1
            MyAppVersion = real32 11.0
            TableViewIsEditing = bool false
            kObjectIsViewControllerKey = bool true
            kUIStateRestorationClassNameKey = @string "BNRItemsViewController"
            kViewRestorationDataKey = object NSMutableDictionary : NSDictionary : NSObject {
              NS.keys = array [
                @string "BNRItemsViewControllerTableView"
              ]
              NS.objects = array [
                @data archive {
                  contentOffset = @string "{0, 412}"
                  kUIStateRestorationClassNameKey = @string "UITableView"
                }
              ]
            }

            """)
    }

    @Test("text -> archive gives the same graph, and archive -> text is a fixed point")
    func roundTrip() throws {
        let text = CanonicalTextWriter.text(Self.controller)
        #expect(try CanonicalTextReader.archive(text) == Self.controller)
        #expect(CanonicalTextWriter.text(try CanonicalTextReader.archive(text)) == text)
    }

    @Test("random object graphs survive write -> read and text -> archive -> text")
    func randomGraphs() async {
        await propertyCheck(count: 300, input: RandomArchive.generator()) { archive in
            let binary = try? KeyedArchiveReader.read(KeyedArchiveWriter.write(archive))
            #expect(binary?.archive == archive)
            let text = CanonicalTextWriter.text(archive)
            let parsed = try? CanonicalTextReader.archive(text)
            #expect(parsed == archive, "\(text)")
            #expect(parsed.map(CanonicalTextWriter.text) == text)
        }
    }

    @Test("every fixture archive's text reads back to the same graph")
    func fixtures() throws {
        for path in KeyedArchiveReaderTests.wellFormed {
            let archive = try KeyedArchiveReader.read(Fixtures.bytes(path)).archive
            let text = CanonicalTextWriter.text(archive)
            #expect(try CanonicalTextReader.archive(text) == archive, "\(path)")
        }
    }

    @Test("integers are written as Swift spells them, at every width's edge")
    func integerText() throws {
        let edges: [Int128] = [0, 1, -1, 9, 10, 99, 100, Int128(Int64.max), Int128(Int64.min), Int128(UInt64.max), Int128(UInt64.max) + 1, .max, .min]
        for value in edges {
            #expect(CanonicalTextSyntax.scalar(.integer(value)) == "int \(value)")
            let text = "uistate-archive 1\nn = int \(value)\n"
            #expect(CanonicalTextWriter.text(try CanonicalTextReader.archive(text)) == text)
        }
    }

    @Test("plists have a text form too; a dictionary's keys in any order give one text")
    func plistText() async throws {
        let info = PropertyListValue.dictionary([PropertyListEntry("kIgnoreSnapshotKey", .string("NO"))])
        #expect(CanonicalTextWriter.text(plist: info) == "uistate-plist 1\nroot = dict {\n  kIgnoreSnapshotKey = string \"NO\"\n}\n")
        await propertyCheck(count: 200, input: RandomPropertyList.generator()) { value in
            #expect((try? CanonicalTextReader.plist(CanonicalTextWriter.text(plist: value))) == Self.sortedDeep(value))
            #expect(CanonicalTextWriter.text(plist: Self.reversedDeep(value)) == CanonicalTextWriter.text(plist: value))
        }
    }

    static func sortedDeep(_ value: PropertyListValue) -> PropertyListValue {
        switch value {
        case .dictionary(let entries): .dictionary(entries.map { PropertyListEntry($0.key, sortedDeep($0.value)) }.sorted { $0.key.precedesInBytes($1.key) })
        case .array(let items): .array(items.map(sortedDeep))
        case .set(let items): .set(items.map(sortedDeep))
        default: value
        }
    }

    static func reversedDeep(_ value: PropertyListValue) -> PropertyListValue {
        switch value {
        case .dictionary(let entries): .dictionary(entries.map { PropertyListEntry($0.key, reversedDeep($0.value)) }.reversed())
        case .array(let items): .array(items.map(reversedDeep))
        case .set(let items): .set(items.map(reversedDeep))
        default: value
        }
    }

    @Test("the writer stops at a limit: nothing past it, the whole text within it (each nested level indents, so a deep graph writes quadratically much)")
    func limit() throws {
        var objects: [ArchiveObject] = []
        for index in 0..<300 {
            objects.append(ArchiveObject(ArchiveClass("Node"), index < 299 ? [ArchiveField("next", .object(ArchiveObjectID(index + 1)))] : []))
        }
        let archive = KeyedArchive(top: [ArchiveField("root", .object(ArchiveObjectID(0)))], objects: objects)
        let whole = Array(CanonicalTextWriter.text(archive).utf8)
        #expect(whole.count > 300 * 300, "quadratic in the depth")
        #expect(CanonicalTextWriter.bytes(archive, limit: whole.count) == whole)
        #expect(CanonicalTextWriter.bytes(archive, limit: whole.count - 1) == nil)
        #expect(CanonicalTextWriter.bytes(Self.controller, limit: 100) == nil, "a nested archive counts too")
    }

    @Test("printable text: controls, C1 controls, line and paragraph separators and the BOM escaped; other characters copied, line feeds and tabs kept for pages")
    func printable() {
        let text = "a\u{1b}[31mb\u{85}c\u{2028}d\u{2029}e\u{feff}f\u{7f}g…é😀\n\th"
        #expect(PrintableText.escaped(text) == "a\\u{1b}[31mb\\u{85}c\\u{2028}d\\u{2029}e\\u{feff}f\\u{7f}g…é😀\\u{a}\\u{9}h")
        #expect(PrintableText.escaped(text, keepingLayout: true) == "a\\u{1b}[31mb\\u{85}c\\u{2028}d\\u{2029}e\\u{feff}f\\u{7f}g…é😀\n\th")
        #expect(PrintableText.escaped("line …\n", keepingLayout: true) == "line …\n")
        #expect(PrintableText.escaped("plain") == "plain")
    }

    @Test("malformed text fails with the line number", arguments: [
        ("nonsense\n", 1, "not a uistate canonical text"),
        ("uistate-archive 1\nkey = int 12x\n", 2, "invalid int '12x'"),
        ("uistate-archive 1\nkey bool true\n", 2, "expected ' = '"),
        ("uistate-archive 1\na = object X {\n  b = *7\n}\n", 3, "refers to no earlier &7"),
        ("uistate-archive 1\na = object X {\n  b = bool true\n", 2, "not closed"),
        ("uistate-archive 1\na = array [\n    int 1\n]\n", 3, "unexpected indentation"),
        ("uistate-archive 1\na = string \"open\n", 2, "unterminated string"),
        ("uistate-archive 1\na = string \"\\u{d800}\"\n", 2, "invalid \\u{d800} escape"),
        ("uistate-archive 1\na = data <abc>\n", 2, "expected data"),
        ("uistate-archive 1\na = &1 bool true\n", 2, "anchor must be followed by an object"),
        ("uistate-archive 1\na = real64 fast\n", 2, "invalid real64"),
        ("uistate-archive 1\n}\n", 2, "invalid key"),
    ])
    func malformed(text: String, line: Int, message: String) {
        #expect {
            _ = try CanonicalTextReader.archive(text)
        } throws: { error in
            guard let error = error as? CanonicalTextError else { return false }
            return error.line == line && error.message.contains(message)
        }
    }

    @Test("deeply nested text is refused, not a stack overflow")
    func deepText() {
        var text = "uistate-archive 1\n"
        for level in 0..<600 { text += String(repeating: " ", count: 2 * level) + "k = dict {\n" }
        #expect {
            _ = try CanonicalTextReader.archive(text)
        } throws: { ($0 as? CanonicalTextError)?.message.contains("nested deeper than 512 levels") ?? false }
    }

    @Test("mutated text never crashes the reader")
    func mutations() {
        let text = Array(CanonicalTextWriter.text(Self.controller).utf8)
        var rng = SplitMix(seed: 5)
        let alphabet = Array(" {}[]=@&*\"\\\n0aZ:".utf8)
        for _ in 0..<3000 {
            var copy = text
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let i = Int.random(in: 0..<copy.count, using: &rng)
                if Bool.random(using: &rng) { copy[i] = alphabet.randomElement(using: &rng)! } else { copy.remove(at: i) }
            }
            _ = try? CanonicalTextReader.archive(String(decoding: copy, as: UTF8.self))
        }
    }
}

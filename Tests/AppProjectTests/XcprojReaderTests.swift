@testable import AppProject
import Foundation
import PropertyList
import TestSupport
import Testing

/// `project.xcproj` read as Xcode reads it: JSON5, every value with its bytes, errors with a
/// line and column, hostile input bounded.
@Suite("project.xcproj: JSON as Xcode reads it")
struct XcprojReaderTests {
    static func read(_ text: String, limits: PropertyListLimits = .default) throws(XcprojSyntaxError) -> XcprojNode {
        try XcprojReader.read(Array(text.utf8), limits: limits)
    }

    static func failure(_ text: String, limits: PropertyListLimits = .default) -> XcprojSyntaxError? {
        do {
            _ = try read(text, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    @Test("what hand-edited files hold: comments, unquoted keys, single quotes, trailing commas, JSON5's escapes and numbers")
    func json5() throws {
        let text = """
            \u{FEFF}// A project edited by hand.
            {
              /* the targets */ targets: [
                { name: 'App', "id": "A1", $key_2: 0x1F, other: [+1, .5, 5., -Infinity, NaN, 1e3,], },
              ],
              'quoted \\' single': "tab\\tnew\\nline \\x41\\u00e9\\uD83D\\uDE00 \\v\\0 cont\\
            inued \\a\\/",
              flags: [true, false, null],
            }
            """
        let root = try Self.read(text)
        let target = try #require(root["targets"]?.items?.first)
        #expect(target["name"]?.string == "App" && target["id"]?.string == "A1")
        guard case .number(let hex)? = target["$key_2"]?.value else { throw XcprojSyntaxError(pending: "no number", offset: 0) }
        #expect(hex == "0x1F")
        #expect(target["other"]?.items?.count == 6)
        #expect(root["quoted ' single"]?.string == "tab\tnew\nline Aé😀 \u{0B}\u{0} continued a/")
        #expect(root["flags"]?.items?.map { $0.bool } == [true, false, nil])
        // Every value keeps its bytes: a key and its value as written.
        let member = try #require(target.member("name"))
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[member.keyRange], as: UTF8.self) == "name")
        #expect(String(decoding: bytes[member.value.range], as: UTF8.self) == "'App'")
    }

    @Test("a key given twice is its last, as Xcode reads it")
    func repeatedKey() throws {
        #expect(try Self.read(#"{ "a": "1", "a": "2" }"#)["a"]?.string == "2")
    }

    @Test("errors name the line and column, counting characters, and say what is wrong",
          arguments: [
            ("{\n  \"a\": \"b\",\n  \"c\": [\n", 4, 1, "the file ends before the array opened at line 3, column 8 is closed"),
            ("{ \"a\": \"text\n", 1, 13, "the line ends inside the string opened at line 1, column 8: end it, or escape the line break"),
            ("{ \"é\": x }", 1, 8, "expected a value, found 'x'"),
            ("{ \"a\" \"b\" }", 1, 7, "expected ':' after the key \"a\", found '\"'"),
            ("{ \"a\": 1 } {", 1, 12, "text after the end of the JSON value ('{')"),
            ("", 1, 1, "the file is empty: no JSON object"),
            ("{ \"a\": \"\\uD800\" }", 1, 9, "a lone UTF-16 surrogate in a string: Xcode cannot read it"),
            ("{ \"a\": \"\\1\" }", 1, 9, "an octal escape in a string: JSON5 has none"),
            ("{ /* open", 1, 3, "the /* comment opened here is not closed before the file ends"),
            ("{ 2a: 1 }", 1, 3, "expected a key (a string, or a name without quotes), found '2'"),
          ] as [(String, Int, Int, String)])
    func errors(_ text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(Self.failure(text))
        #expect(error.message == message)
        #expect(error.line == line && error.column == column, "\(error)")
    }

    @Test("a real file cut anywhere is refused at a line and column inside what is left, never read as less")
    func truncated() throws {
        let bytes = try Fixtures.bytes("xcproj/tabi-memo/App/TabiMemo.xcodeproj/project.xcproj")
        // At each line's end and every 41st byte: short of the final line feed,
        // Xcode could not read a cut either.
        let lineEnds = bytes.indices.filter { bytes[$0] == 0x0A }
        let cuts = Set(lineEnds + Array(stride(from: 0, to: bytes.count, by: 41))).filter { $0 < bytes.count - 1 }
        for length in cuts.sorted() {
            do throws(XcprojSyntaxError) {
                _ = try XcprojReader.read(Array(bytes[..<length]))
                Issue.record("a cut at \(length) bytes was read")
            } catch {
                let (line, _) = TextPositions.position(of: length, in: bytes)
                #expect(error.line >= 1 && error.line <= line && error.column >= 1, "cut at \(length): \(error)")
            }
        }
        #expect(try XcprojReader.read(Array(bytes.dropLast())).members != nil)
    }

    @Test("hostile input: nesting past the depth limit, more values than the limit, a file over the size limit, UTF-16, bytes that are not UTF-8")
    func hostile() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(Self.failure(deep)?.message == "nested deeper than 512 levels")
        var limits = PropertyListLimits.default
        limits.maximumExpandedValues = 1000
        let many = "[" + String(repeating: "1,", count: 2000) + "]"
        #expect(Self.failure(many, limits: limits)?.message.hasPrefix("more than 1000 values") == true)
        limits = .default
        limits.maximumInputSize = 10
        #expect(Self.failure(String(repeating: " ", count: 11) + "{}", limits: limits)?.message.contains("over the limit of 10") == true)
        let utf16: [UInt8] = [0xFF, 0xFE] + Array("{}".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(throws: XcprojSyntaxError.self) { try XcprojReader.read(utf16) }
        do throws(XcprojSyntaxError) {
            _ = try XcprojReader.read(utf16)
        } catch {
            #expect(error.message.contains("UTF-16") && error.message.contains("save it as UTF-8"))
        }
        do throws(XcprojSyntaxError) {
            _ = try XcprojReader.read(Array("{\n  \"a\": \"".utf8) + [0xC3, 0x28] + Array("\" }".utf8))
            Issue.record("invalid UTF-8 was read")
        } catch {
            #expect(error.message == "a byte that is not UTF-8 text" && error.line == 2 && error.column == 9)
        }
    }

    @Test("what the printer writes, the reader reads back as it was", arguments: 0..<40)
    func printedBack(_ seed: Int) throws {
        var generator = SplitMix(seed: UInt64(seed))
        let tree = Self.randomTree(depth: 0, using: &generator)
        let text = XcprojPrinter.file(tree)
        let node = try XcprojReader.read(Array(text.utf8))
        #expect(Self.tree(of: node, like: tree) == tree, "\(text)")
    }

    /// A tree of objects, arrays, strings (with control characters, quotes, non-ASCII) and
    /// booleans, each container on one line or not.
    static func randomTree(depth: Int, using generator: inout SplitMix) -> XcprojTree {
        let pick = depth > 3 ? Int.random(in: 0..<2, using: &generator) : Int.random(in: 0..<4, using: &generator)
        let alphabet = Array("aZ09 \"\\/\n\t\u{1}\u{7F}é😀<>[],:{}")
        func string() -> String { String((0..<Int.random(in: 0..<8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }) }
        switch pick {
        case 0: return .string(string())
        case 1: return .bool(Bool.random(using: &generator))
        case 2:
            var members: [(String, XcprojTree)] = []
            var keys: Set<String> = []
            for _ in 0..<Int.random(in: 0..<4, using: &generator) {
                let key = string()
                if keys.insert(key).inserted { members.append((key, randomTree(depth: depth + 1, using: &generator))) }
            }
            return .object(members, compact: Bool.random(using: &generator))
        default:
            return .array((0..<Int.random(in: 0..<4, using: &generator)).map { _ in randomTree(depth: depth + 1, using: &generator) }, compact: Bool.random(using: &generator))
        }
    }

    /// The node as a tree, each container's layout taken from `like` (the reader keeps none).
    static func tree(of node: XcprojNode, like: XcprojTree) -> XcprojTree {
        switch (node.value, like) {
        case (.object(let members), .object(let expected, let compact)):
            return .object(zip(members, expected).map { ($0.key, tree(of: $0.value, like: $1.1)) }, compact: compact)
        case (.array(let items), .array(let expected, let compact)):
            return .array(zip(items, expected).map { tree(of: $0, like: $1) }, compact: compact)
        case (.string(let text), _): return .string(text)
        case (.bool(let flag), _): return .bool(flag)
        default: return .string("?")
        }
    }
}

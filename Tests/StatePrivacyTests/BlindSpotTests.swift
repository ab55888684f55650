import Deflate
import Foundation
import KeyedArchive
import PropertyList
import StatePrivacy
import StateRestoration
import Testing

/// The places a private value used to hide from the scanner (issue 47): half an emoji in a
/// string, JSON in a string, base64 of JSON, raw deflate, UTF-16 inside binary data, UTF-32,
/// double percent-encoding, HTML's references, keys of JSON objects and names of kept files.
@Suite("privacy: no blind spots")
struct BlindSpotTests {
    static let placeholders = Placeholders(key: Array(repeating: 3, count: 32))
    static let email = "ann.smith@example.com"

    static func scan(_ fields: [ArchiveField], objects: [ArchiveObject] = []) -> [SecretScanner.Finding] {
        let scanner = SecretScanner(policy: PrivacyPolicy())
        _ = scanner.archive(KeyedArchive(top: fields, objects: objects), at: "Root/Profile")
        return scanner.takeFindings()
    }

    static func redact(_ fields: [ArchiveField], objects: [ArchiveObject] = []) -> KeyedArchive {
        let archive = KeyedArchive(top: fields, objects: objects)
        return SecretScanner(policy: PrivacyPolicy(), placeholders: placeholders).archive(archive, at: "Root/Profile") ?? archive
    }

    static func data(_ archive: KeyedArchive, _ key: String) -> [UInt8]? {
        if case .stored(.data(let bytes))? = archive.top(key) { return bytes }
        return nil
    }

    static func string(_ archive: KeyedArchive, _ key: String) -> String? {
        if case .stored(.string(let text))? = archive.top(key) { return text }
        return nil
    }

    static func holds(_ bytes: [UInt8], _ text: String) -> Bool { bytes.firstIndex(of: Array(text.utf8)) != nil }

    @Test("half an emoji in a string: the object is still searched, the flaw reported, the half written back exactly")
    func loneSurrogate() throws {
        // An object's nested archive (as UIKit keeps a view's state) with a lone surrogate in
        // one string and a password beside it.
        let half = LoneSurrogates.decode([0x0048, 0x0069, 0xD83D])
        let nested = KeyedArchiveWriter.write(KeyedArchive(top: [
            ArchiveField("title", .stored(.string(half))), ArchiveField("password", .stored(.string("hunter2-horse"))),
            ArchiveField("note", .stored(.string("mail " + Self.email + " " + half))),
        ], objects: []))
        #expect(NestedArchive.expand(nested, nesting: 0) != nil, "an archive with half an emoji reads")
        let fields = [ArchiveField("kViewRestorationDataKey", .stored(.data(nested)))]
        let found = Self.scan(fields)
        #expect(found.contains { $0.keyPath.last == "password" && $0.rule == .key("password") }, "\(found)")
        #expect(found.contains { $0.keyPath.last == "note" && $0.rule == .email })
        #expect(found.contains { $0.keyPath.last == "title" && $0.rule == .invalidUTF16 } && found.contains { $0.keyPath.last == "note" && $0.rule == .invalidUTF16 })
        let policy = PrivacyPolicy()
        #expect(!policy.isPrivate(SecretFinding(location: "Root", keyPath: ["title"], rule: .invalidUTF16)), "a flaw is not a private value")
        let after = try #require(Self.data(Self.redact(fields), "kViewRestorationDataKey"))
        let archive = try #require(NestedArchive.expand(after, nesting: 0))
        #expect(Self.string(archive, "title") == half, "the flawed string comes back exactly")
        let note = try #require(Self.string(archive, "note"))
        #expect(note.hasPrefix("mail [redacted:") && LoneSurrogates.encode(note).last == 0xD83D, "replaced where the match is, the half kept")
        #expect(!Self.holds(after, "hunter2-horse") && !Self.holds(after, "ann.smith"))
    }

    @Test("JSON in a string: key rules and \\u escapes apply, and the string stays the same JSON but for the secrets")
    func jsonInString() throws {
        let json = #"{"user":{"password":"hunter2-horse","contact":"ann.smith\u0040example.com","retries":3},"tokenCount":4,"pin":1234}"#
        let fields = [ArchiveField("settings", .stored(.string(json)))]
        let found = Set(Self.scan(fields).map { "\($0.keyPath.joined(separator: "/")) \($0.rule.id)" })
        #expect(found == ["settings/user/password key:password", "settings/user/contact email", "settings/pin key:pin"], "\(found)")
        let after = try #require(Self.string(Self.redact(fields), "settings"))
        #expect(after.hasPrefix(#"{"user":{"password":"[redacted:"#) && after.contains(#""retries":3},"tokenCount":4,"pin":1000}"#), "\(after)")
        #expect(!after.contains("hunter2") && !after.contains("ann.smith"))
    }

    @Test("base64 of JSON, in a string and in data; written back as base64 in the same alphabet")
    func base64() throws {
        let json = Array(#"{"email":"ann.smith@example.com","password":"hunter2-horse"}"#.utf8)
        let standard = Base64.encode(json)
        let urlSafe = standard.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
        for text in [standard, urlSafe] {
            let fields = [ArchiveField("payload", .stored(.string(text))), ArchiveField("blob", .stored(.data(Array(text.utf8))))]
            #expect(Set(Self.scan(fields).map(\.rule)) == [.email, .key("password")], "\(text)")
            let redacted = Self.redact(fields)
            let after = try #require(Self.string(redacted, "payload"))
            #expect(after.contains("=") == text.contains("="), "padding kept as it was")
            var padded = after.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
            while padded.count % 4 != 0 { padded += "=" }
            let decoded = String(decoding: try #require(Base64.decode(Array(padded.utf8))), as: UTF8.self)
            #expect(decoded.hasPrefix(#"{"email":"[redacted:"#) && !decoded.contains("hunter2"), "\(decoded)")
            #expect(Self.data(redacted, "blob").map { !Self.holds($0, text) } == true)
        }
    }

    @Test("raw deflate (NSData.compressed(using: .zlib)), UTF-32 with and without a mark: found, written back in the same form")
    func rawDeflateAndUTF32() throws {
        let text = Array("reply to ann.smith@example.com soon".utf8)
        let raw = try #require(Deflate.compress(text, container: .raw))
        #expect(Deflate.container(of: raw) == nil, "nothing marks raw deflate")
        let littleMarked: [UInt8] = [0xFF, 0xFE, 0, 0] + text.flatMap { [$0, 0, 0, 0] }
        let big: [UInt8] = text.flatMap { [0, 0, 0, $0] }
        let fields = [ArchiveField("raw", .stored(.data(raw))), ArchiveField("wide", .stored(.data(littleMarked))), ArchiveField("wider", .stored(.data(big)))]
        #expect(Self.scan(fields).map(\.rule) == [.email, .email, .email])
        let redacted = Self.redact(fields)
        let rawAfter = try #require(Self.data(redacted, "raw"))
        let inflated = try #require(Deflate.decompress(rawAfter, container: .raw))
        // Text kept as data keeps its length: the placeholder is as long as the email.
        #expect(inflated.count == text.count && String(decoding: inflated, as: UTF8.self).hasPrefix("reply to #") && !Self.holds(inflated, "ann.smith"))
        let marked = try #require(Self.data(redacted, "wide"))
        #expect(Array(marked.prefix(4)) == [0xFF, 0xFE, 0, 0] && marked.count % 4 == 0)
        #expect(String(decoding: stride(from: 4, to: marked.count, by: 4).map { marked[$0] }, as: UTF8.self).hasPrefix("reply to [redacted:"))
        let plain = try #require(Self.data(redacted, "wider"))
        #expect(String(decoding: stride(from: 3, to: plain.count, by: 4).map { plain[$0] }, as: UTF8.self).hasSuffix("] soon"))
    }

    @Test("UTF-16 inside binary data: found and replaced in place, every other byte kept; a checksummed format is replaced whole")
    func utf16InBinary() throws {
        let wide = Array(Self.email.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let blob: [UInt8] = [0x01, 0x9C, 0xFE, 0x00] + wide + [0x00, 0x00, 0x7F, 0xE2, 0x11]
        let fields = [ArchiveField("record", .stored(.data(blob)))]
        #expect(Self.scan(fields).map(\.rule) == [.email])
        let after = try #require(Self.data(Self.redact(fields), "record"))
        #expect(after.count == blob.count && after.prefix(4) == blob.prefix(4) && after.suffix(5) == blob.suffix(5))
        #expect(after[4] == UInt8(ascii: "#") && after[5] == 0, "the placeholder written as UTF-16 where the email was")
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 30] + Array("tEXtAuthor\u{0}ann.smith@example.com".utf8) + [0xDE, 0xAD, 0xBE, 0xEF]
        let picture = try #require(Self.data(Self.redact([ArchiveField("photo", .stored(.data(png)))]), "photo"))
        #expect(Placeholders.isPlaceholder(String(decoding: picture, as: UTF8.self)), "its CRC covers the text: replaced whole")
    }

    @Test("percent-encoded twice and HTML's character references: found decoded, replaced as they were written")
    func doubleEncodings() throws {
        for (text, prefix) in [("mailto%253Aann.smith%2540example.com", "mailto%253A%255Bredacted%253A"), ("ann.smith&#64;example.com", "[redacted:"),
                               ("ann.smith&commat;example&period;com", "[redacted:"), ("to=ann.smith%40example.com", "to=%5Bredacted%3A")] {
            let fields = [ArchiveField("link", .stored(.string(text)))]
            #expect(Self.scan(fields).map(\.rule) == [.email], "\(text)")
            let after = try #require(Self.string(Self.redact(fields), "link"))
            #expect(after.hasPrefix(prefix) && !after.contains("ann.smith"), "\(text): \(after)")
        }
    }

    @Test("an email as a JSON object's key and as a dictionary's key: found, replaced, the document still JSON; the path never shows it")
    func keys() throws {
        let json = Array(#"{"ann.smith@example.com":{"role":"owner"},"bo@example.org":1}"#.utf8)
        let plist = PropertyListValue.dictionary([PropertyListEntry(Self.email, .string("owner"))])
        let fields = [ArchiveField("members", .stored(.data(json))), ArchiveField("roles", .stored(.data(BinaryPropertyListWriter.write(plist))))]
        let found = Self.scan(fields)
        #expect(found.count == 3 && found.allSatisfy { $0.rule == .email && $0.keyPath.last?.hasPrefix("[key ") == true }, "\(found)")
        #expect(!found.flatMap(\.keyPath).contains { $0.contains("@") }, "a private key is never printed")
        let redacted = Self.redact(fields)
        let members = try #require(Self.data(redacted, "members"))
        #expect(JSONDataReader.value(members) != nil && !Self.holds(members, "ann.smith") && Self.holds(members, #""role":"owner""#))
        let roles = try PropertyListReader.read(try #require(Self.data(redacted, "roles")))
        guard case .dictionary(let entries) = roles else { Issue.record("not a dictionary"); return }
        #expect(entries.count == 1 && Placeholders.isPlaceholder(entries[0].key) && entries[0].value == .string("owner"))
    }

    @Test("a kept file's name holding an email is reported as a name")
    func keptFileName() {
        let state = SavedState(files: [SavedFile(path: "Library/Caches/ann.smith@example.com.json", bytes: Array("{}".utf8))])
        let found = StateSecrets.scan(state, policy: PrivacyPolicy())
        #expect(found.contains { $0.location == "@files/Library/Caches/ann.smith@example.com.json" && $0.rule == .email && $0.kept == .name }, "\(found)")
    }
}

@Suite("privacy: large values")
struct LargeValueTests {
    @Test("a text over 1 MiB is searched a window at a time: a value across a window's edge is found whole, every one replaced, the size kept")
    func windows() throws {
        // Filler with an address every few lines, and one across the first window's edge (1 MiB).
        var text = ""
        var line = 0
        while text.utf8.count < (1 << 20) - 10 {
            text += line % 50 == 0 ? "contact ann\(line).smith@example.com today\n" : String(repeating: "lorem ipsum ", count: 9) + "\n"
            line += 1
        }
        text = String(text.utf8.prefix((1 << 20) - 10))! + " ann.edge@example.com\n" + String(repeating: "lorem ipsum\n", count: 8_000)
        let expected = text.components(separatedBy: "@example.com").count - 1
        let scanner = SecretScanner(policy: PrivacyPolicy(), placeholders: Placeholders(key: Array(repeating: 4, count: 32)))
        let archive = KeyedArchive(top: [ArchiveField("log", .stored(.string(text)))], objects: [])
        let redacted = try #require(scanner.archive(archive, at: "Root/Log"))
        #expect(scanner.takeFindings().map(\.rule) == [.email])
        guard case .stored(.string(let after))? = redacted.top("log") else { Issue.record("not a string"); return }
        #expect(after.utf8.count == text.utf8.count, "the same size")
        #expect(!after.contains("@example.com") && !after.contains("ann.edge"), "every one of \(expected) replaced")
        #expect(after.contains("lorem ipsum lorem"), "the rest as it was")
    }

    @Test("an array of thousands of objects, each with a password, some shared: every one reported at its place and replaced, the shared ones once")
    func arrayOfObjects() throws {
        let count = 3_000
        var objects: [ArchiveObject] = []
        for index in 0..<count {
            objects.append(ArchiveObject(ArchiveClass("Account"), [ArchiveField("password", .stored(.string("hunter-\(index)"))), ArchiveField("name", .stored(.string("Account \(index)")))]))
        }
        // Every object twice: the second time already walked.
        let items = (0..<(2 * count)).map { ArchiveValue.object(ArchiveObjectID($0 % count)) }
        objects.append(ArchiveObject(ArchiveClass("NSArray"), [ArchiveField("NS.objects", .array(items))]))
        let archive = KeyedArchive(top: [ArchiveField("accounts", .object(ArchiveObjectID(count)))], objects: objects)
        let scanner = SecretScanner(policy: PrivacyPolicy(), placeholders: Placeholders(key: Array(repeating: 4, count: 32)))
        let redacted = try #require(scanner.archive(archive, at: "Root/Accounts"))
        let findings = scanner.takeFindings()
        #expect(findings.count == count)
        #expect(Set(findings.map(\.keyPath)) == Set((0..<count).map { ["accounts", "[\($0)]", "password"] }))
        let text = CanonicalTextWriter.text(redacted)
        #expect(!text.contains("hunter-"), "every one replaced")
        #expect(text.contains("Account 2999"), "the rest as it was")
    }
}

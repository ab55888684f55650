import Foundation
import KeyedArchive
import PropertyBased
import PropertyList
import SampleApps
import StatePrivacy
import StateRestoration
import TestSupport
import Testing

/// The rules of the field's scanners (gitleaks' provider tokens, Sentry's personal data
/// classes, secrets in URLs, long hex, typed text), each on what it must find and on the
/// look-alikes it must leave alone; and binary values, which are never damaged.
@Suite("privacy: every kind the field's scanners know, and binary values kept whole")
struct FieldRulesTests {
    static func rules(_ text: String) -> [String] {
        ValueDetectors.matches(in: Array(text.utf8), enabled: Set(PrivacyRule.valueRules)).map(\.rule.id)
    }

    @Test("each seeded kind is found alone, by its rule", arguments: SecretSampleApp.valueSecrets.map { [$0.value, $0.rule] })
    func seeded(_ pair: [String]) {
        #expect(Self.rules("x " + pair[0] + " y").contains(pair[1]), "\(pair[1]): \(Self.rules(pair[0]))")
    }

    @Test("look-alikes in ordinary UI state are no finding: dates, versions, frames, identifiers, numbers")
    func lookAlikes() {
        for text in [
            "2026-11-25", "2026-11-25 14:02:11", "17.5.1", "Version 10.15.7", "v2.4.10.1", "{{27, 347}, {14, 16}}", "{0, 37}", "1.2.3.4",
            "6F1C2E1A-9B7D-4C1F-A3B2-5D0E8F7A1C42", "12:30:45", "00:00:00:00:00:00", "127.0.0.1", "::1", "1700000000000", "123456789012345",
            "UINavigationController/:[1]:/List", "NSWindowFrame 160 260 640 480 0 0 1512 944", "com.example.browser.page", "sk-12", "AKIA1234",
            "Build 21A5522h", "ghp_short", "https://example.com/search?q=shoes&page=2", "https://example.com/a?code=12", "000-12-3456", "DE89 3704 0044 0532 0130 01",
            "0.0.0.0", "1 (800) 55", "415 555", "e3b0c44298fc1c149afbf4c8996fb924",
        ] {
            #expect(Self.rules(text).isEmpty, "\(text): \(Self.rules(text))")
        }
    }

    @Test("phone numbers in their usual forms; IBANs with and without spaces; IPv6 compressed")
    func shapes() {
        for phone in ["+44 20 7946 0958", "+4915112345678", "(415) 555-0132", "415.555.0132", "020 7946 0958", "06 12 34 56 78"] {
            #expect(Self.rules(phone) == ["phone-number"], "\(phone): \(Self.rules(phone))")
        }
        #expect(Self.rules("GB82WEST12345698765432") == ["iban"])
        #expect(Self.rules("fe80::1ff:fe23:4567:890a") == ["ip-address"])
        #expect(Self.rules("10.0.0.12") == ["ip-address"])
        #expect(Self.rules("-----BEGIN PGP PRIVATE KEY BLOCK-----\nlQOYBF\n-----END PGP PRIVATE KEY BLOCK-----") == ["private-key"])
        #expect(Self.rules("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE\n-----END OPENSSH PRIVATE KEY-----") == ["private-key"])
    }

    @Test("hex under a key named like an identifier is the state's identifier; under any other key, a token")
    func hexUnderKeys() {
        let hex = "f6c85753b754954c0ef8aab99c537fec8c8b5250"
        for (key, expected) in [("value", true), ("field", true), ("sha1", false), ("commitHash", false), ("documentID", false), ("buildVersion", false)] {
            let archive = KeyedArchive(top: [ArchiveField(key, .stored(.string(hex)))], objects: [])
            let scanner = SecretScanner(policy: PrivacyPolicy())
            _ = scanner.archive(archive, at: "Root")
            #expect(scanner.takeFindings().contains { $0.rule == .hexToken } == expected, "\(key)")
        }
    }

    @Test("typed text: reported as its own kind, replaced only when the policy says so")
    func typedText() throws {
        let state = try SecretSampleApp.savedState()
        let findings = StateSecrets.scan(state, policy: PrivacyPolicy())
        #expect(Set(findings.filter(\.isTypedText).map { $0.keyPath.last ?? "" }) == Set(SecretSampleApp.typedText.map(\.key)), "\(findings.filter(\.isTypedText))")
        let placeholders = Placeholders(key: Array(repeating: 3, count: 32))
        let kept = StateSecrets.redact(state, policy: PrivacyPolicy(), placeholders: placeholders).state
        var redacting = PrivacyPolicy()
        redacting.redactTypedText = true
        let replaced = StateSecrets.redact(state, policy: redacting, placeholders: placeholders).state
        let keptText = CanonicalTextWriter.text(kept.classic!.objects.first { $0.path.rawValue.hasSuffix("Account") }!.archive)
        let replacedText = CanonicalTextWriter.text(replaced.classic!.objects.first { $0.path.rawValue.hasSuffix("Account") }!.archive)
        for needle in SecretSampleApp.typedNeedles {
            #expect(keptText.contains(needle) && !replacedText.contains(needle), "\(needle)")
        }
        let folder = try TemporaryDirectory("typed-mac")
        try SavedStateFolderWriter.write(try SampleName.macTyping.savedState(objects: 1), to: folder.url.appendingPathComponent("E.savedState"))
        let mac = StateSecrets.scan(try SavedStateFolderReader.read(at: folder.url.appendingPathComponent("E.savedState")).state, policy: PrivacyPolicy())
        #expect(mac.contains { $0.location == "@windows/101/Text View" && $0.isTypedText }, "an AppKit text view's contents: \(mac)")
    }

    // MARK: Binary values

    /// Bytes that start as a PNG, a JPEG or a HEIC file and go on at random.
    static func image(_ kind: Int, size: Int, seed: UInt64) -> [UInt8] {
        var generator = SplitMix(seed: seed)
        var bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let headers: [[UInt8]] = [
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + Array("IHDR".utf8),
            [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10] + Array("JFIF".utf8) + [0],
            [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8),
            [],
        ]
        let header = headers[kind % headers.count]
        bytes.replaceSubrange(0..<min(header.count, size), with: header.prefix(size))
        return bytes
    }

    static func state(holding data: [UInt8]) -> SavedState {
        let archive = KeyedArchive(top: [ArchiveField("imageData", .stored(.data(data))), ArchiveField("caption", .stored(.string("Holiday")))], objects: [])
        let app = KeyedArchive(top: [ArchiveField(UIKitKeys.majorVersion, .inline(.integer(2))), ArchiveField(UIKitKeys.minorVersion, .inline(.integer(1)))], objects: [])
        return SavedState(classic: Snapshot(app: app, objects: [PreservedObject(path: IdentifierPath("Photo"), archive: archive)]))
    }

    @Test("random bytes and images of 1 KB to 20 MB: no finding, and redaction gives them back byte for byte", arguments: [1 << 10, 64 << 10, 1 << 20, 20 << 20])
    func images(size: Int) {
        for kind in size > 1 << 20 ? [3] : Array(0..<4) {
            let data = Self.image(kind, size: size, seed: UInt64(size + kind))
            let state = Self.state(holding: data)
            #expect(StateSecrets.scan(state, policy: PrivacyPolicy()).isEmpty, "kind \(kind), \(size) bytes")
            let (redacted, findings) = StateSecrets.redact(state, policy: PrivacyPolicy(), placeholders: Placeholders(key: Array(repeating: 1, count: 32)))
            #expect(findings.isEmpty && redacted == state, "kind \(kind), \(size) bytes: kept whole")
        }
    }

    @Test("a match in binary data is replaced where it is, as long as it was; every other byte stays (random data values)")
    func replacedWhereItIs() async {
        await propertyCheck(count: 300, input: Gen.uint8().array(of: 0...400), Gen.int(in: 0...3)) { noise, secret in
            // Random bytes, some with a secret written into them at a random place.
            var data = noise
            let inserted = ["ann.smith@example.com, please", "AKIAIOSFODNN7EXAMPLE and more", "", ""][secret]
            let at = data.count / 2
            if !inserted.isEmpty {
                data.insert(contentsOf: [0] + Array(inserted.utf8) + [0], at: at)
            }
            let state = Self.state(holding: data)
            let (redacted, _) = StateSecrets.redact(state, policy: PrivacyPolicy(), placeholders: Placeholders(key: Array(repeating: 1, count: 32)))
            guard case .stored(.data(let after))? = redacted.classic?.objects[0].archive.top.first(where: { $0.key == "imageData" })?.value else {
                Issue.record("the value changed type")
                return
            }
            guard after != data else { return }
            #expect(!inserted.isEmpty || BinaryTextProbe.isText(data), "only a value holding a secret changes")
            if BinaryTextProbe.isText(data) { return }
            #expect(after.count == data.count, "the same length")
            let changed = data.indices.filter { data[$0] != after[$0] }
            let secretRange = (at + 1)..<(at + 1 + inserted.utf8.count)
            #expect(changed.allSatisfy { secretRange.contains($0) }, "only the secret's bytes change: \(changed.prefix(8))")
            #expect(!String(decoding: after, as: UTF8.self).contains(inserted.prefix(12)), "the secret is gone")
        }
    }

    /// The one piece of personal data the fixtures hold: rust-plist's sample person's date of
    /// birth, a date under `Birthdate`, in the sample file and its damaged variants (those do
    /// not read).
    static let fixturePersonalData: Set<String> = ["rust-plist/binary.plist", "rust-plist/binary_circular_array.plist", "rust-plist/binary_zero_offset_size.plist"]

    @Test("every fixture (Apple's archives, other libraries' plists) gives zero findings but rust-plist's sample birthdate")
    func fixtures() throws {
        var scanned = 0
        for path in ["apple-foundation", "bpylist2", "libplist", "rust-plist"].flatMap(Fixtures.files(in:)) {
            guard let bytes = try? Fixtures.bytes(path), let plist = try? PropertyListReader.read(bytes) else { continue }
            let scanner = SecretScanner(policy: PrivacyPolicy())
            if let archive = try? KeyedArchiveReader.read(plist).archive {
                _ = scanner.archive(archive, at: path)
            } else {
                _ = scanner.plist(plist, at: path)
            }
            let found = scanner.takeFindings().filter { $0.rule != .typedText }
            if Self.fixturePersonalData.contains(path) {
                #expect(found.map(\.keyPath) == [["Birthdate"]] && found.map(\.rule) == [.key("date-of-birth")], "\(path): \(found)")
            } else {
                #expect(found.isEmpty, "\(path): \(found)")
            }
            scanned += 1
        }
        #expect(scanned > 50)
    }
}

/// Whether bytes read as text (the one case where a value may change in place).
enum BinaryTextProbe {
    static func isText(_ bytes: [UInt8]) -> Bool {
        !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
    }
}

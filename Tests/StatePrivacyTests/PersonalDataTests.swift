import Deflate
import KeyedArchive
import PropertyList
import SampleApps
import StatePrivacy
import StateRestoration
import TestSupport
import Testing

/// Personal data by shape and by key, redacted into values of the same type, in every
/// encoding a state uses; and ordinary UI state that must give no finding (docs/privacy.md).
@Suite("privacy: personal data, encodings, ordinary values, bookkeeping")
struct PersonalDataTests {
    static let placeholders = Placeholders(key: Array(repeating: 5, count: 32))

    static func rules(_ text: String) -> [String] {
        ValueDetectors.matches(in: Array(text.utf8), enabled: Set(PrivacyRule.valueRules)).map(\.rule.id)
    }

    /// The findings of one archive whose top-level keys hold `fields`.
    static func scan(_ fields: [ArchiveField], policy: PrivacyPolicy = PrivacyPolicy()) -> [SecretScanner.Finding] {
        let scanner = SecretScanner(policy: policy)
        _ = scanner.archive(KeyedArchive(top: fields, objects: []), at: "Root/Profile")
        return scanner.takeFindings()
    }

    /// The archive redacted.
    static func redact(_ fields: [ArchiveField], policy: PrivacyPolicy = PrivacyPolicy()) -> KeyedArchive {
        let archive = KeyedArchive(top: fields, objects: [])
        return SecretScanner(policy: policy, placeholders: placeholders).archive(archive, at: "Root/Profile") ?? archive
    }

    @Test("national ids: each country's shape with its check digits; the same shapes failing the check are no finding")
    func nationalIDs() {
        for id in ["AB 12 34 56 C", "AB123456C", "12345678Z", "12345678-Z", "X1234567L", "RSSMRA85T10A562S", "123.456.789-09", "2345 6789 0124",
                   "2345-6789-0124", "811228-9874", "19811228-9874", "130 692 544", "130-692-544"] {
            #expect(Self.rules("id " + id + ".") == ["national-id"], "\(id)")
        }
        for lookAlike in ["QQ 12 34 56 C", "AB 12 34 56 E", "GB123456A", "12345678A", "X1234567A", "RSSMRA85T10A562T", "123.456.789-00", "111.111.111-11",
                          "2345 6789 0125", "1345 6789 0124", "811328-9874", "811228-9875", "130 692 545", "046 454 286", "130 692-544", "RSSMRA85Z10A562S"] {
            #expect(!Self.rules("id " + lookAlike + ".").contains("national-id"), "\(lookAlike)")
        }
    }

    @Test("street addresses in their unambiguous shapes; street words without a number, and numbers without a street, are not")
    func streetAddresses() {
        for address in ["221B Baker Street", "1600 Amphitheatre Pkwy", "10 Downing St.", "350 5th Avenue", "4 Privet Drive, Little Whinging", "Hauptstraße 5",
                        "Kalverstraat 92", "Musterstr. 12a", "12 rue de la Paix", "8 avenue des Champs-Élysées", "Calle Mayor 5", "Via Roma, 10", "Rua Augusta 100"] {
            #expect(Self.rules("ship to " + address) == ["street-address"], "\(address)")
        }
        for text in ["5th Avenue", "Baker Street", "2 Streets", "Chapter 12 Road Map", "take 2 street", "Main Street Station", "10 items", "Strasse 5",
                     "Weg 4", "3 Way Split", "Via 4"] {
            #expect(!Self.rules(text).contains("street-address"), "\(text)")
        }
    }

    @Test("precise locations: coordinate pairs in text; points, sizes, fractions, coarse pairs and single numbers are not")
    func locations() {
        for pair in ["51.50072, -0.12462", "geo:37.3349,-122.0090", "-33.8688;151.2093", "48.85837 2.294481"] {
            #expect(Self.rules("at " + pair) == ["precise-location"], "\(pair)")
        }
        for text in ["{12.3333, 56.6667}", "{{0, 0}, {390.33333333333331, 844}}", "0.3333, 0.6667", "51.50, -0.12", "51.50072", "95.12345, 10.12345",
                     "10.1234, 200.1234"] {
            #expect(!Self.rules(text).contains("precise-location"), "\(text)")
        }
    }

    @Test("session cookies: every value of a Cookie header, the cookie's value of a Set-Cookie header, names and attributes kept")
    func cookies() throws {
        let request = "GET / HTTP/1.1\r\nHost: example.com\r\nCookie: sessionid=8gk2x7q; csrftoken=Yp3Lw0; theme=dark\r\nAccept: */*"
        #expect(Self.rules(request) == ["session-cookie", "session-cookie", "session-cookie"])
        let response = "HTTP/1.1 200 OK\nset-cookie: id=a3fWa; Expires=Thu, 21 Oct 2027 07:28:00 GMT; Secure; HttpOnly"
        #expect(Self.rules(response) == ["session-cookie"])
        let redacted = Self.redact([ArchiveField("log", .stored(.string(request)))])
        guard case .stored(.string(let text))? = redacted.top("log") else { Issue.record("not a string"); return }
        #expect(text.contains("Cookie: sessionid=[redacted:") && text.contains("; csrftoken=[redacted:") && text.contains("Host: example.com"), "\(text)")
        #expect(!text.contains("8gk2x7q") && !text.contains("Yp3Lw0"))
        #expect(Self.rules("the cookie: jar is empty").isEmpty && Self.rules("cookies are tasty").isEmpty)
    }

    @Test("personal data under telling keys, of every type: a passport, a licence, a date of birth, an address, a position, a tax id")
    func tellingKeys() throws {
        let fields: [ArchiveField] = [
            ArchiveField("passportNumber", .stored(.string("533401372"))),
            ArchiveField("drivingLicenceNo", .stored(.string("MORGA753116SM9IJ"))),
            ArchiveField("dob", .stored(.date(-531_360_000))),
            ArchiveField("dateOfBirth", .stored(.string("1984-03-12"))),
            ArchiveField("homeAddress", .stored(.string("Flat 2, 14 Elm Row, Leith"))),
            ArchiveField("billing_address_line1", .stored(.string("14 Elm Row"))),
            ArchiveField("location", .stored(.string("51.50072,-0.12462"))),
            ArchiveField("latitude", .inline(.real64(51.50072))),
            ArchiveField("lng", .inline(.real32(-0.12462))),
            ArchiveField("taxID", .stored(.string("DE123456789"))),
            ArchiveField("NINO", .stored(.string("ZZ999999Z"))),
            ArchiveField("cardNumber", .inline(.integer(4_012_888_888_881_881))),
        ]
        let found = Set(Self.scan(fields).map { "\($0.keyPath[0]) \($0.rule.id)" })
        #expect(found == [
            "passportNumber key:passport", "drivingLicenceNo key:driving-licence", "dob key:date-of-birth", "dateOfBirth key:date-of-birth",
            "homeAddress key:postal-address", "billing_address_line1 key:postal-address", "location precise-location", "latitude key:location",
            "lng key:location", "taxID key:tax-id", "NINO key:national-id", "cardNumber key:card-number",
        ], "\(found)")
        let redacted = Self.redact(fields)
        guard case .stored(.date(let date))? = redacted.top("dob"), case .inline(.real64(let latitude))? = redacted.top("latitude"),
              case .inline(.real32(let longitude))? = redacted.top("lng"), case .inline(.integer(let card))? = redacted.top("cardNumber"),
              case .stored(.string(let location))? = redacted.top("location")
        else { Issue.record("a value changed type: \(redacted.top)"); return }
        #expect(Placeholders.isPlaceholder(date: date) && date != -531_360_000, "a date of birth becomes another date")
        #expect(latitude == 51.5 && longitude == Float(-0.12), "a position rounded to about a kilometre")
        #expect(card == Placeholders.testCardNumber)
        #expect(location == "51.50,-0.12")
        #expect(Self.scan(redacted.top).isEmpty, "a redacted archive scans clean: \(Self.scan(redacted.top))")
    }

    @Test("a card number kept as an integer under any key becomes the test card; other long integers stay")
    func integerCards() {
        let fields = [ArchiveField("value", .inline(.integer(5_555_555_555_554_444))), ArchiveField("timestamp", .inline(.integer(1_764_172_800_000))),
                      ArchiveField("count", .inline(.integer(4_111_111_111_111_112)))]
        #expect(Self.scan(fields).map(\.rule) == [.cardNumber])
        #expect(Self.redact(fields).top("value") == .inline(.integer(Placeholders.testCardNumber)))
    }

    @Test("a date under a credential's key says when, not what: kept; under a date of birth's key, another date (an NSDate too)")
    func dates() throws {
        let expiry = KeyedArchive(top: [ArchiveField("tokenExpiry", .stored(.date(800_000_000)))], objects: [])
        let scanner = SecretScanner(policy: PrivacyPolicy(), placeholders: Self.placeholders)
        #expect(scanner.archive(expiry, at: "Root") == nil)
        let birthday = KeyedArchive(top: [ArchiveField("birthday", .object(ArchiveObjectID(0)))], objects: [
            ArchiveObject(ArchiveClass("NSDate", "NSObject"), [ArchiveField("NS.time", .stored(.real64(-531_360_000)))]),
        ])
        let redacted = try #require(scanner.archive(birthday, at: "Root"))
        guard case .stored(.real64(let time))? = redacted.objects[0].fields.first?.value else { Issue.record("NS.time changed type"); return }
        #expect(Placeholders.isPlaceholder(date: time) && !time.isNaN)
    }

    @Test("typed text by the words of a key: drafts, replies, comments, notes, queries; not what describes them")
    func typedTextKeys() {
        for key in ["messageDraft", "replyDraft", "commentDraft", "composeText", "noteBody", "searchQuery", "EditedText", "draft", "comments", "replies", "memo"] {
            let found = Self.scan([ArchiveField(key, .stored(.string("see you at six")))])
            #expect(found.map(\.rule) == [.typedText], "\(key): \(found)")
        }
        for key in ["messageID", "draftCount", "textColor", "noteTitle", "bodyFont", "errorMessage", "searchScope", "commentsEnabled", "messageStatus",
                    "placeholderText", "textAlignment", "replyToIdentifier", "kUIStateRestorationClassNameKey", "status"] {
            #expect(Self.scan([ArchiveField(key, .stored(.string("see you at six")))]).isEmpty, "\(key)")
        }
    }

    // MARK: Encodings

    @Test("UTF-16 text in data, with and without a byte order mark, either byte order: found, replaced, written back in the same form")
    func utf16() throws {
        let text = "reply to bo.lee@example.org soon"
        let forms: [[UInt8]] = [
            [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
            [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
            text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
            text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
        ]
        for form in forms {
            let fields = [ArchiveField("attachment", .stored(.data(form)))]
            #expect(Self.scan(fields).map(\.rule) == [.email], "\(form.prefix(4))")
            guard case .stored(.data(let after))? = Self.redact(fields).top("attachment") else { Issue.record("not data"); continue }
            #expect(Array(after.prefix(2)) == Array(form.prefix(2)), "the same byte order and mark")
            let decoded = UTF16Probe.decode(after, like: form)
            #expect(decoded.hasPrefix("reply to [redacted:") && decoded.hasSuffix("] soon"), "\(decoded)")
        }
        // A lone surrogate (half an emoji) is written back exactly around the replacement.
        let broken: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x3D, 0xD8]
        guard case .stored(.data(let after))? = Self.redact([ArchiveField("attachment", .stored(.data(broken)))]).top("attachment") else {
            Issue.record("not data")
            return
        }
        #expect(Array(after.suffix(2)) == [0x3D, 0xD8] && Array(after.prefix(2)) == [0xFF, 0xFE], "the half emoji stays as it was")
        let decoded = UTF16Probe.decode(after, like: broken)
        #expect(decoded.hasPrefix("reply to [redacted:") && !decoded.contains("bo.lee"), "\(decoded)")
    }

    @Test("gzip and zlib streams: found inside, written back as a stream of the redacted text; a bomb and a damaged stream are not inflated")
    func compressed() throws {
        let json = Array(#"{"to":"bo.lee@example.org","n":1}"#.utf8)
        for container in [Deflate.Container.gzip, .zlib] {
            let stream = try #require(Deflate.compress(json, container: container))
            let fields = [ArchiveField("payload", .stored(.data(stream)))]
            #expect(Self.scan(fields).map(\.rule) == [.email])
            guard case .stored(.data(let after))? = Self.redact(fields).top("payload") else { Issue.record("not data"); continue }
            #expect(Deflate.container(of: after) == container)
            let inflated = try #require(Deflate.decompress(after, container: container))
            let text = String(decoding: inflated, as: UTF8.self)
            #expect(text.hasPrefix(#"{"to":"[redacted:"#) && text.hasSuffix(#"","n":1}"#), "\(text)")
        }
        let bomb = try #require(Deflate.compress([UInt8](repeating: 0x61, count: 8 << 20), container: .gzip))
        #expect(Self.scan([ArchiveField("payload", .stored(.data(bomb)))]).isEmpty)
        let damaged = Array(try #require(Deflate.compress(json, container: .gzip)).dropLast(6))
        #expect(Self.redact([ArchiveField("payload", .stored(.data(damaged)))]).top("payload") == .stored(.data(damaged)), "kept byte for byte")
    }

    @Test("percent-encoding: a secret found decoded is replaced where it stands, encoded again; the rest of the URL as written")
    func percentEncoded() throws {
        let url = "https://example.com/share?to=bo.lee%40example.org&ref=home&near=51.50072%2C-0.12462"
        #expect(Self.rules(url).isEmpty, "nothing as written")
        let fields = [ArchiveField("shareURL", .stored(.string(url)))]
        #expect(Set(Self.scan(fields).map(\.rule)) == [.email, .preciseLocation])
        guard case .stored(.string(let after))? = Self.redact(fields).top("shareURL") else { Issue.record("not a string"); return }
        #expect(after.hasPrefix("https://example.com/share?to=%5Bredacted%3A") && after.hasSuffix("%5D&ref=home&near=51.50%2C-0.12"), "\(after)")
        #expect(Self.scan([ArchiveField("shareURL", .stored(.string(after)))]).isEmpty)
    }

    @Test("the other ways a state writes text: JSON escapes, UTF-8 with a byte order mark, a plist in data, an archive in gzip")
    func otherEncodings() throws {
        let escaped = Array(#"{"to":"bo.lee\u0040example.org"}"#.utf8)
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("mail bo.lee@example.org".utf8)
        let plist = BinaryPropertyListWriter.write(.dictionary([PropertyListEntry("note", .string("bo.lee@example.org"))]))
        let archive = KeyedArchiveWriter.write(KeyedArchive(top: [ArchiveField("note", .stored(.string("bo.lee@example.org")))], objects: []))
        let zipped = try #require(Deflate.compress(archive, container: .gzip))
        for (name, bytes) in [("json", escaped), ("bom", bom), ("plist", plist), ("gzip archive", zipped)] {
            let fields = [ArchiveField("payload", .stored(.data(bytes)))]
            #expect(Self.scan(fields).map(\.rule) == [.email], "\(name)")
            guard case .stored(.data(let after))? = Self.redact(fields).top("payload") else { Issue.record("\(name): not data"); continue }
            #expect(!DecodedForms.of(after).contains { String(decoding: $0, as: UTF8.self).contains("bo.lee") }, "\(name): left")
            #expect(Self.scan([ArchiveField("payload", .stored(.data(after)))]).isEmpty, "\(name): scans clean")
        }
    }

    // MARK: No false alarm

    /// Values an ordinary UIKit, SwiftUI or AppKit state holds, under neutral keys.
    static let ordinaryValues: [ArchiveScalar] = [
        .string("_TtC8Homepwner22BNRItemsViewController"), .string("_TtC11MyNotesApp27NoteDetailViewControllerV2"), .string("$s8Homepwner4ItemC"),
        .string("BNRItemsViewController"), .string("UINavigationController"), .string("com.bignerdranch.Homepwner2024"),
        .string("com.example.Notes2.ShareExtension3"), .string("UISceneSession-6F1C2A3B-4D5E-4F60-8172-93A4B5C6D7E8"),
        .string("UISceneSession-6f1c2a3b-4d5e-4f60-8172-93a4b5c6d7e8"), .string("kUIStateRestorationClassNameKeyV2"),
        .string("NSWindowControllerRestorationStateKeyV2"), .string("UIApplicationStateRestorationBundleVersion"),
        .string("{{0, 0}, {390.33333333333331, 844}}"), .string("{12.333333333333334, 56.666666666666664}"), .string("{0.3333, 0.6667}"),
        .string("61 466 800 600 0 0 1920 1055 "), .string("2026-11-26T17:14:33Z"), .string("2026-11-26 17:14:33 +0000"), .string("17.2.1"),
        .string("Version 2.14.3 (2143)"), .string("x-coredata://6F1C2A3B-4D5E-4F60-8172-93A4B5C6D7E8/Note/p12"),
        .string("com.example.notes.viewNote"), .string("NSUserActivityTypeBrowsingWeb"), .string("square.and.arrow.up.circle.fill"),
        .string("SFProText-Semibold"), .string("icon_1024x1024@2x.png"), .string("en_GB"), .string("Europe/London"), .string("#FF8800"),
        .string("login.emailField"), .string("Main.storyboard"), .string("NoteDetailViewController"), .string("showNoteDetailSegue"),
        .string("ItemsTableViewCellReuseIdentifier"), .string("file:///Users/Shared/Notes.txt"), .string("https://www.example.com/help/restore?lang=en"),
        .string("https://example.com/search?q=swift%20state%20restoration"), .string("12.5%"), .string("£12.99"), .string("3 items selected"),
        .string("Chapter 12"), .string("Page 3 of 12"), .string("Section 2, Row 14"), .string("NSIndexPath: 0xc000000000000016 {length = 2, path = 0 - 3}"),
        .string("0.5"), .string("-0.25"), .string("42"), .string("1764172800"), .string("1764172800000"), .string("+0000"), .string("v1.2.3"),
        .string("6f1c2a3b4d5e4f60817293a4b5c6d7e8"), .string("iPhone16,2"), .string("arm64-apple-ios17.0-simulator"),
        .string("Optional(\"Homepwner.Item\")"), .string("Homepwner.ItemStore"), .string("UITableViewCellAccessoryDisclosureIndicator"),
        .string("UIViewControllerHierarchyInconsistencyException"), .string("NSKeyedArchiveRootObjectKey"),
        .string("kViewControllerRestorationClassMapKey"), .string("main"), .string("Default Configuration"),
        .string(Base64.encode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<48).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })),
        .string(Base64.encode(Array("bplist00".utf8) + (0..<40).map { UInt8(truncatingIfNeeded: $0 &* 53 &+ 7) })),
        .string(Base64.encode([0xFF, 0xD8, 0xFF, 0xE0] + (0..<44).map { UInt8(truncatingIfNeeded: $0 &* 29 &+ 3) })),
        .integer(1_764_172_800_000), .integer(4_111_111_111_111_112), .integer(20_261_126), .real64(51.50072), .real64(390.33333333333331),
        .real32(0.3333), .date(786_000_000), .bool(true),
    ]

    @Test("ordinary UI state under neutral keys gives no finding: class names, bundle ids, session names, key names, encoded pictures, geometry")
    func ordinaryValuesPass() {
        #expect(Self.ordinaryValues.count >= 69)
        for (index, value) in Self.ordinaryValues.enumerated() {
            let found = Self.scan([ArchiveField("value\(index)", .stored(value))])
            #expect(found.isEmpty, "\(value): \(found)")
        }
    }

    // MARK: Bookkeeping

    @Test("UIKit's bookkeeping is searched and reported as kept, never replaced: class names, identifier paths, root identifiers")
    func bookkeeping() throws {
        let identifier = "aZ3kP9qLmN2xR7tY8wV1bC4dE6fGh"
        let fields: [ArchiveField] = [
            ArchiveField("kUIStateRestorationClassNameKey", .stored(.string("Zx9Qm2Lp8Rt4Wv7Yb1Nc5Hd3Kf6Gj0Ts"))),
            ArchiveField("kRootRestorationIdentifiersKey", .array([.stored(.string(identifier))])),
            ArchiveField("kViewControllerRestorationClassMapKey", .dictionary([ArchiveField("Root/" + identifier, .stored(.string("ann.smith@example.com")))])),
            ArchiveField("note", .stored(.string("token " + identifier))),
        ]
        let found = Self.scan(fields)
        #expect(Set(found.filter { $0.kept == .bookkeeping }.map { $0.keyPath[0] }) == [
            "kUIStateRestorationClassNameKey", "kRootRestorationIdentifiersKey", "kViewControllerRestorationClassMapKey",
        ], "\(found)")
        #expect(found.contains { $0.keyPath == ["note"] && $0.kept == nil })
        let redacted = Self.redact(fields)
        for field in fields.prefix(3) { #expect(redacted.top(field.key) == field.value, "\(field.key) kept as it was") }
        #expect(redacted.top("note") != fields[3].value, "the app's own value replaced")
    }
}

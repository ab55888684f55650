import Deflate
import Foundation
import KeyedArchive
import PropertyList
import StatePrivacy
import TestSupport
import Testing

/// Issue 55, item by item, with values of this test's own (`PrivateStateValues`, and the
/// look-alikes below): tokens replaced whole, checked kinds failing their checks, ordinary
/// values left alone, `key = value` text, and base64 that still decodes once redacted.
@Suite("privacy: issue 55's kinds, forms and look-alikes")
struct RoundFourTests {
    static let placeholders = Placeholders(key: Array(repeating: 7, count: 32))

    static func rules(_ text: String) -> [String] {
        ValueDetectors.matches(in: Array(text.utf8), enabled: Set(PrivacyRule.valueRules)).map(\.rule.id)
    }

    static func scan(_ key: String, _ value: String) -> [String] {
        let scanner = SecretScanner(policy: PrivacyPolicy())
        _ = scanner.archive(KeyedArchive(top: [ArchiveField(key, .stored(.string(value)))], objects: []), at: "Root/Profile")
        return scanner.takeFindings().filter { $0.rule != .typedText }.map(\.rule.id)
    }

    static func redactedText(_ text: String, key: String = "value") -> String {
        let archive = KeyedArchive(top: [ArchiveField(key, .stored(.string(text)))], objects: [])
        guard case .stored(.string(let after))? = (SecretScanner(policy: PrivacyPolicy(), placeholders: placeholders).archive(archive, at: "Root/Profile") ?? archive).top(key)
        else { return "(not a string)" }
        return after
    }

    static func values(_ kinds: Set<String>) -> [PrivateStateValues.Value] {
        PrivateStateValues.values.filter { kinds.contains($0.kind) }
    }

    @Test("item 1: 0x and glued hex, Databricks, Postman, Mapbox, X tokens and key bodies are replaced whole: no 12 characters of them stay")
    func tokensWhole() {
        let tokens = Self.values(["hex-token", "databricks-token", "postman-key", "mapbox-token", "x-bearer-token", "private-key"])
        #expect(tokens.count >= 15)
        for token in tokens {
            let after = Self.redactedText(token.value)
            let characters = Array(token.needles.joined().replacingOccurrences(of: " ", with: ""))
            let pieces = stride(from: 0, to: max(1, characters.count - 12), by: 4).map { String(characters[$0..<min(characters.count, $0 + 12)]) }
            #expect(!pieces.contains { after.contains($0) }, "\(token.key): \(after)")
            #expect(Self.scan("value", token.value).contains(token.kind), "\(token.key): \(Self.scan("value", token.value))")
        }
        // A token inside a sentence leaves the sentence.
        let eth = "0x" + String(repeating: "9f3a", count: 16)
        #expect(Self.redactedText("send it to " + eth + " today").hasPrefix("send it to [redacted:") && Self.redactedText("send it to " + eth + " today").hasSuffix("] today"))
    }

    @Test("item 1: emails in any script, with the display name a mailbox gives; Message-IDs and file names are not addresses")
    func emails() {
        for text in ["jürgen.böhm@müller-bäckerei.de", "ли.ана@почта.рф", "张伟@例子.中国", "josé.núñez@correo.example.es", "ana@xn--mnchen-3ya.de"] {
            #expect(Self.rules("mail " + text + " now") == ["email"], "\(text)")
        }
        #expect(Self.redactedText("Please write to \"Pérez, Ana\" <ana.p@example.net> soon") == "Please write to " + Self.placeholders.string(replacing: "\"Pérez, Ana\" <ana.p@example.net>".utf8) + " soon")
        #expect(Self.redactedText("cc: Marta Kowalska <marta.k@example.pl>").hasPrefix("cc: [redacted:"))
        #expect(!Self.redactedText("cc: Marta Kowalska <marta.k@example.pl>").contains("Marta"))
        for text in ["<CAH7wq2LmP9xR4tZ1vN8bK3yJ6dF0sQ5hG@mail.gmail.com>", "Message-ID: <ana.perez@example.net>", "<20261127101530.5db3e2a1@mx.example.com>",
                     "icon@2x.png", "Item@Home.storyboard"] {
            #expect(!Self.rules(text).contains("email"), "\(text)")
        }
    }

    @Test("item 2: each checked kind found; the same value with one digit changed is not that kind")
    func checkedKinds() {
        let checked = Self.values(["national-id", "bitcoin-address", "health-id", "bank-account"])
        #expect(checked.count >= 30)
        for value in checked {
            #expect(Self.rules(value.value).contains(value.kind), "\(value.key) \(value.value)")
            // Change the last digit of the number (its check, or what the check covers).
            guard let needle = value.needles.first, let last = needle.lastIndex(where: \.isNumber) else { continue }
            var changed = needle
            let digit = Int(String(changed[last]))!
            changed.replaceSubrange(last...last, with: String((digit + 3) % 10))
            let text = value.value.replacingOccurrences(of: needle, with: changed)
            // Numbers with no check digit (an account, a sort code, an MRN, a CPR, an ITIN, a
            // NINO, an MBI) or whose last digit the check leaves out (a Medicare card's issue).
            let unchecked: Set<String> = ["directDeposit", "payee", "chartNote", "danishNote", "itinRef", "citizenRef", "beneficiaryID", "medicareCard"]
            if !unchecked.contains(value.key) {
                #expect(!Self.rules(text).contains(value.kind), "\(value.key): \(text) \(Self.rules(text))")
            }
        }
        // base58 with a wrong checksum, bech32 with a wrong one, a routing number failing 3-7-1.
        #expect(!Self.rules("tip 1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3 please").contains("bitcoin-address"))
        #expect(!Self.rules("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp").contains("bitcoin-address"))
        #expect(!Self.rules("routing 021000022").contains("bank-account"))
    }

    @Test("item 2: password, birth-date, licence-plate, bank-account and medical keys in other languages; not the words they hide in")
    func keyTerms() {
        let terms: [(String, String)] = [
            ("parolaDOrdine", "password"), ("user_parola", "password"), ("sifre", "password"), ("암호", "password"), ("口令", "password"),
            ("كلمة السر", "password"), ("पासवर्ड", "password"), ("mật khẩu", "password"), ("heslo", "password"), ("DB_PASSWORD", "password"),
            ("ŞİFRE", "password"), ("HASŁO", "password"), ("user_şifresi", "password"),
            ("compleanno", "date-of-birth"), ("verjaardag", "date-of-birth"), ("urodziny", "date-of-birth"), ("生日", "date-of-birth"),
            ("licenceNumberPlate", "licence-plate"), ("kfzKennzeichen", "licence-plate"), ("immatriculation", "licence-plate"),
            ("abaNumber", "bank-account"), ("clabe", "bank-account"), ("口座番号", "bank-account"), ("mrn", "health"), ("patientID", "health"),
        ]
        for (key, term) in terms {
            #expect(Self.scan(key, "Kx-4471 9") == ["key:" + term], "\(key): \(Self.scan(key, "Kx-4471 9"))")
        }
        // Another word, a lookup or a scene's session: not the term.
        for key in ["parolaChiave", "sessionIdentifier", "sceneSessionID", "apiKeychain", "passwordSymbol", "tokenIcon", "phoneImage", "kennzeichen",
                    "workoutSessionID", "urlSessionID"] {
            #expect(Self.scan(key, "Kx-4471 9").isEmpty, "\(key): \(Self.scan(key, "Kx-4471 9"))")
        }
        // A phone number has digits: a device's name under a phone key is not one.
        #expect(Self.scan("pairedPhone", "Ana's iPhone").isEmpty && Self.scan("pairedPhone", "+44 20 7946 0317") == ["key:phone"])
    }

    @Test("item 3: ETags, digest-named files, lookup keys' hashes, GraphQL cursors, Message-IDs, symbols and scene sessions scan clean")
    func ordinaryLookalikes() {
        let ordinary = OrdinaryStateValues.values.filter {
            ["etag", "cache file", "thumbnail key", "cursor", "message id", "symbol", "scene session", "device", "look-alike"].contains($0.kind)
        }
        #expect(ordinary.count >= 35)
        for value in ordinary {
            let scanner = SecretScanner(policy: PrivacyPolicy())
            _ = scanner.archive(KeyedArchive(top: [ArchiveField(value.key, value.value)], objects: []), at: "Root/Settings")
            #expect(scanner.takeFindings().filter { $0.rule != .typedText }.isEmpty, "\(value.kind) \(value.key)")
        }
        // The same hex under a key that is no lookup, or in a web address's path, is a token.
        #expect(Self.scan("value", "7ed818cc91675d27529b666e7538b72508fed20c") == ["hex-token"])
        #expect(Self.scan("encryptionKey", "7ed818cc91675d27529b666e7538b72508fed20c") == ["hex-token"])
        #expect(Self.rules("https://api.example.com/v1/7ed818cc91675d27529b666e7538b72508fed20c/") == ["hex-token"])
    }

    @Test("item 4: key = value with spaces around = in a message, whole lines whole; in a file beside prose lines")
    func keyValueText() {
        let scanner = SecretScanner(policy: PrivacyPolicy(), placeholders: Self.placeholders)
        let message = "Staging notes\n\npassword = Wolke 77 Blau\nset DB_PASSWORD = kq9!Ltr-22 on staging\npwd = 8842-xyz\napi_token = tk_8f7d6e5c4b3a\nsecret = Mond/Stern/99\npasswort = Hase&Igel2\nThe password reset = done"
        let redacted = scanner.redactedText(message)
        for secret in ["Wolke 77 Blau", "kq9!Ltr-22", "8842-xyz", "tk_8f7d6e5c4b3a", "Mond/Stern/99", "Hase&Igel2"] {
            #expect(!redacted.contains(secret), "\(secret): \(redacted)")
        }
        #expect(redacted.contains("set DB_PASSWORD = [redacted:") && redacted.contains("] on staging"), "\(redacted)")
        #expect(redacted.hasPrefix("Staging notes\n\npassword = [redacted:") && redacted.hasSuffix("The password reset = done"), "\(redacted)")
        // A file plain git added: prose lines beside the settings.
        let file = Array("Notes for the staging build\nWe rotate these every week, ask Ana.\nDB_PASSWORD = kq9!Ltr-22\npassword = correct horse 7\nThe rest is as before.\n".utf8)
        let fileScanner = SecretScanner(policy: PrivacyPolicy(), placeholders: Self.placeholders)
        let after = String(decoding: fileScanner.file(file, at: "extra/notes.txt") ?? file, as: UTF8.self)
        #expect(Set(fileScanner.takeFindings().map(\.keyPath)) == [["DB_PASSWORD"], ["password"]])
        #expect(!after.contains("kq9!Ltr-22") && !after.contains("correct horse") && after.contains("We rotate these every week, ask Ana."), "\(after)")
    }

    // MARK: Issue 51, item 6: redacted base64 still decodes

    /// Base64 as encoders write it: Foundation's (padded), unpadded and URL-safe (JWT's),
    /// wrapped at 64 (PEM) with LF or at 76 (MIME) with CRLF, one line ending its line.
    enum Form: CaseIterable {
        case padded, unpadded, urlSafe, wrapped64, wrapped76CRLF, lineEnded

        func encode(_ bytes: [UInt8]) -> String {
            let plain = Data(bytes).base64EncodedString()
            switch self {
            case .padded: return plain
            case .unpadded: return plain.replacingOccurrences(of: "=", with: "")
            case .urlSafe: return plain.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
            case .wrapped64: return Data(bytes).base64EncodedString(options: [.lineLength64Characters, .endLineWithLineFeed])
            case .wrapped76CRLF: return Data(bytes).base64EncodedString(options: [.lineLength76Characters, .endLineWithCarriageReturn, .endLineWithLineFeed])
            case .lineEnded: return plain + "\n"
            }
        }

        /// Decoded as a strict decoder of the form reads it; nil when it does not decode. Text
        /// written unpadded stays so (a decoder of unpadded base64 reads it), unless its length
        /// needed none: then nothing told it from padded text, and it is written padded.
        func decode(_ text: String, original: String) -> [UInt8]? {
            switch self {
            case .unpadded where original.count % 4 != 0:
                guard !text.contains("=") else { return nil }
                return Data(base64Encoded: text + String(repeating: "=", count: (4 - text.count % 4) % 4)).map { Array($0) }
            case .urlSafe:
                guard !text.contains("=") else { return nil }
                var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
                standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
                return Data(base64Encoded: standard).map { Array($0) }
            case .wrapped64, .wrapped76CRLF: return Data(base64Encoded: text, options: .ignoreUnknownCharacters).map { Array($0) }
            case .lineEnded: return text.hasSuffix("\n") ? Data(base64Encoded: String(text.dropLast())).map { Array($0) } : nil
            case .padded, .unpadded: return Data(base64Encoded: text).map { Array($0) }
            }
        }

        /// The line lengths and breaks, which the redacted text must keep.
        func shape(_ text: String) -> (length: Int?, breaks: String) {
            let lines = text.components(separatedBy: CharacterSet.newlines).filter { !$0.isEmpty }
            return (lines.count > 1 ? lines[0].count : nil, String(text.filter { $0 == "\r" || $0 == "\n" }.prefix(2)))
        }
    }

    /// Layers a scan reads a base64 string through: the string itself, data, a JSON string in
    /// data, UTF-16 data, a gzip and a zlib stream, base64 in base64.
    enum Layer: CaseIterable {
        case string, data, json, utf16, gzip, zlib, base64

        func value(_ text: String) -> ArchiveValue {
            switch self {
            case .string: .stored(.string(text))
            case .data: .stored(.data(Array(text.utf8)))
            case .json: .stored(.data(Array(try! JSONSerialization.data(withJSONObject: ["payload": text]))))
            case .utf16: .stored(.data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
            case .gzip: .stored(.data(Deflate.compress(Array(text.utf8), container: .gzip)!))
            case .zlib: .stored(.data(Deflate.compress(Array(text.utf8), container: .zlib)!))
            case .base64: .stored(.string(Data(text.utf8).base64EncodedString()))
            }
        }

        func text(_ value: ArchiveValue?) -> String? {
            switch (self, value) {
            case (.string, .stored(.string(let text))?): return text
            case (.data, .stored(.data(let bytes))?): return String(decoding: bytes, as: UTF8.self)
            case (.json, .stored(.data(let bytes))?): return (try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: String])?["payload"]
            case (.utf16, .stored(.data(let bytes))?):
                let units = stride(from: 2, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
                return String(decoding: units, as: UTF16.self)
            case (.gzip, .stored(.data(let bytes))?): return Deflate.decompress(bytes, container: .gzip).map { String(decoding: $0, as: UTF8.self) }
            case (.zlib, .stored(.data(let bytes))?): return Deflate.decompress(bytes, container: .zlib).map { String(decoding: $0, as: UTF8.self) }
            case (.base64, .stored(.string(let outer))?): return Data(base64Encoded: outer).map { String(decoding: $0, as: UTF8.self) }
            default: return nil
            }
        }
    }

    @Test("issue 51 item 6: a redacted base64 value decodes in its encoding (padding, URL-safe alphabet, line breaks) through every layer scan decodes",
          arguments: Layer.allCases)
    func base64StillDecodes(layer: Layer) throws {
        // JSON whose base64 needs no padding (its length a multiple of 3), and one that does.
        let documents = [#"{"to":"kofi.m@example.org","n":12}"#, #"{"to":"kofi.m@example.org","subject":"Tickets for Friday, row 7"}"#]
        for document in documents {
            for form in Form.allCases {
                let encoded = form.encode(Array(document.utf8))
                let fields = [ArchiveField("state", layer.value(encoded))]
                let archive = KeyedArchive(top: fields, objects: [])
                let redacted = try #require(SecretScanner(policy: PrivacyPolicy(), placeholders: Self.placeholders).archive(archive, at: "Root/Profile"), "\(form) \(layer)")
                let text = try #require(layer.text(redacted.top("state")), "\(form) \(layer)")
                let decoded = try #require(form.decode(text, original: encoded), "\(form) \(layer): \(text.debugDescription) does not decode")
                let json = String(decoding: decoded, as: UTF8.self)
                #expect(!json.contains("kofi.m@example.org") && json.contains("[redacted:") && (try? JSONSerialization.jsonObject(with: Data(decoded))) != nil, "\(json)")
                #expect(form.shape(text) == form.shape(encoded) || form.shape(encoded).length == nil, "\(form) \(layer): lines")
                let scanner = SecretScanner(policy: PrivacyPolicy())
                _ = scanner.archive(redacted, at: "Root/Profile")
                #expect(scanner.takeFindings().isEmpty, "\(form) \(layer): the redacted value is found again")
            }
        }
    }
}

import Crypto
import Foundation
import KeyedArchive
import PropertyList
import StatePrivacy
import Testing

/// The kinds and forms issue 47 named, each found by its rule in the forms apps write it, its
/// look-alikes left alone, and what redacting leaves (docs/privacy.md).
@Suite("privacy: passwords in other languages, health data, codes, seeds, Wi-Fi keys, travel documents, ids, dates of birth, phones, IPs, cards, IBANs, URLs, cookies, JWTs")
struct KindsAndFormsTests {
    static let placeholders = Placeholders(key: Array(repeating: 9, count: 32))

    static func rules(_ text: String) -> [String] {
        ValueDetectors.matches(in: Array(text.utf8), enabled: Set(PrivacyRule.valueRules)).map(\.rule.id)
    }

    /// The text of what the rules match in `text`.
    static func matched(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return ValueDetectors.matches(in: bytes, enabled: Set(PrivacyRule.valueRules)).map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }

    static func scan(_ fields: [ArchiveField], objects: [ArchiveObject] = []) -> [SecretScanner.Finding] {
        let scanner = SecretScanner(policy: PrivacyPolicy())
        _ = scanner.archive(KeyedArchive(top: fields, objects: objects), at: "Root/Profile")
        return scanner.takeFindings()
    }

    static func redact(_ fields: [ArchiveField], objects: [ArchiveObject] = []) -> KeyedArchive {
        let archive = KeyedArchive(top: fields, objects: objects)
        return SecretScanner(policy: PrivacyPolicy(), placeholders: placeholders).archive(archive, at: "Root/Profile") ?? archive
    }

    /// The text a redacted archive keeps under `key`.
    static func redactedText(_ text: String, key: String = "note") -> String {
        guard case .stored(.string(let after))? = redact([ArchiveField(key, .stored(.string(text)))]).top(key) else { return "(not a string)" }
        return after
    }

    @Test("passwords under keys in German, French, Spanish, Portuguese, Japanese, Russian and more, and passphrases")
    func passwordKeys() {
        for key in ["Passwort", "kennwort", "motDePasse", "mot_de_passe", "contraseña", "contrasena", "senha", "パスワード", "Пароль", "passphrase",
                    "wifiPassphrase", "wachtwoord", "mdp", "clave", "密码", "비밀번호"] {
            #expect(Self.scan([ArchiveField(key, .stored(.string("zorro-7-kinder")))]).map(\.rule) == [.key("password")], "\(key)")
        }
    }

    @Test("health data, card security codes, one-time codes, seed phrases and Wi-Fi keys under their usual keys")
    func keyedKinds() {
        let cases: [(String, String)] = [
            ("bloodType", "health"), ("medications", "health"), ("diagnosis", "health"), ("allergies", "health"), ("bloodGlucose", "health"),
            ("cvc", "cvv"), ("cardCVC", "cvv"), ("securityCode", "cvv"), ("csc", "cvv"), ("cvn", "cvv"),
            ("otp", "otp"), ("oneTimeCode", "otp"), ("verificationCode", "otp"), ("totpSecret", "otp"), ("smsCode", "otp"),
            ("mnemonic", "seed-phrase"), ("recoveryPhrase", "seed-phrase"), ("seedPhrase", "seed-phrase"),
            ("psk", "wifi-key"), ("preSharedKey", "wifi-key"), ("wpaKey", "wifi-key"),
            ("geburtsdatum", "date-of-birth"), ("fechaDeNacimiento", "date-of-birth"), ("dateDeNaissance", "date-of-birth"), ("生年月日", "date-of-birth"),
            ("датаРождения", "date-of-birth"), ("phoneNumber", "phone"), ("mobileNumber", "phone"), ("telefon", "phone"),
        ]
        for (key, term) in cases {
            // A phone number has digits (a device's name under a phone key is not one).
            let value = term == "phone" ? "0171 55 23 98" : "AB-9 x"
            #expect(Self.scan([ArchiveField(key, .stored(.string(value)))]).map(\.rule) == [.key(term)], "\(key)")
        }
        // Numbers under keys that name a number are private; they keep their type and digits.
        let numbers = [ArchiveField("cvc", .inline(.integer(737))), ArchiveField("oneTimeCode", .inline(.integer(482_913))), ArchiveField("bloodGlucose", .inline(.real64(5.4))),
                       ArchiveField("pin", .inline(.integer(4821)))]
        #expect(Set(Self.scan(numbers).map(\.keyPath[0])) == ["cvc", "oneTimeCode", "bloodGlucose", "pin"])
        let redacted = Self.redact(numbers)
        #expect(redacted.top("cvc") == .inline(.integer(100)) && redacted.top("oneTimeCode") == .inline(.integer(100_000)))
        #expect(redacted.top("bloodGlucose") == .inline(.real64(1)) && redacted.top("pin") == .inline(.integer(1000)))
        #expect(Self.scan(redacted.top).isEmpty, "a placeholder number is not found again")
    }

    @Test("one-time password seeds standing alone: base32, grouped or not; words and identifiers in capitals are not")
    func totpSeeds() {
        for seed in ["HXD7 KQ2W M4PZ LRT6", "HXD7KQ2WM4PZLRT6", "JBSWY3DPEHPK3PXP"] {
            #expect(Self.rules("seed " + seed) == ["totp-seed"], "\(seed)")
        }
        for text in ["UIAPPLICATIONSTATE", "MAINVIEW2CONTROLLER3", "ABCDEFGHIJKLMNOP", "NSWINDOWCONTROLLER", "VIEWCONTROLLER2KEY3", "HTTP2 HTTP3 QUIC TLS13"] {
            #expect(!Self.rules(text).contains("totp-seed"), "\(text)")
        }
    }

    @Test("wallet seed phrases: 12 and 24 words of BIP-39's list whose checksum holds; a failing checksum and ordinary prose are not")
    func seedPhrases() {
        let twelve = Array(repeating: "abandon", count: 11).joined(separator: " ") + " about"
        let twentyFour = Array(repeating: "abandon", count: 23).joined(separator: " ") + " art"
        let legal = "legal winner thank year wave sausage worth useful legal winner thank yellow"
        for phrase in [twelve, twentyFour, legal, twelve.replacingOccurrences(of: " ", with: "\n")] {
            #expect(Self.rules("backup: " + phrase + ".") == ["seed-phrase"], "\(phrase)")
        }
        let failing = Array(repeating: "abandon", count: 12).joined(separator: " ")
        for text in [failing, "please wait while we load your photo album and music library for the trip today",
                     "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"] {
            #expect(!Self.rules(text).contains("seed-phrase"), "\(text)")
        }
    }

    @Test("the BIP-39 word list is the one the BIP publishes (its SHA-256)")
    func wordList() {
        let text = SeedPhraseWords.words.joined(separator: "\n") + "\n"
        #expect(SeedPhraseWords.words.count == 2048)
        #expect(SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined() == "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda")
    }

    @Test("Wi-Fi keys in a WIFI: QR code: only the key is matched")
    func wifi() {
        #expect(Self.matched("scan WIFI:T:WPA;S:Home Net;P:correct-horse-42;H:false;;") == ["correct-horse-42"])
        #expect(Self.matched(#"WIFI:S:Cafe;T:WPA;P:semi\;colon;;"#) == [#"semi\;colon"#])
        #expect(Self.rules("wifi: on, network: Home").isEmpty)
    }

    @Test("passport and identity card machine-readable zones, by their check digits; a zone with a wrong digit is not one")
    func mrz() {
        let td3 = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10"
        let td1 = "I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<"
        #expect(Self.matched("scan:\n" + td3) == [td3])
        #expect(Self.matched(td1) == [td1])
        let after = Self.redactedText(td3)
        #expect(!after.contains("L898902C3") && !after.contains("ERIKSSON") && !after.contains("7408122"), "\(after)")
        let broken = td3.replacingOccurrences(of: "7408122F", with: "7408123F")
        #expect(!Self.rules(broken).contains("passport-mrz"))
        #expect(!Self.rules("<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<").contains("passport-mrz"))
    }

    @Test("national ids of France, Belgium, Finland, China, South Korea, Singapore, Norway and Mexico, by shape and check")
    func moreNationalIDs() {
        for id in ["1 84 12 76 451 089 46", "184127645108946", "85.07.30-033.28", "131052-308T", "11010519491231002X", "800101-1234560", "S1234567D",
                   "010190 10046", "GOMC850315HDFRRR07"] {
            #expect(Self.rules("id " + id + ".") == ["national-id"], "\(id)")
        }
        for lookAlike in ["1 84 12 76 451 089 47", "85.07.30-033.29", "131052-308U", "110105194912310021", "800101-1234561", "S1234567E", "010190 10047",
                          "GOMC850315HDFRRR08", "184137645108946"] {
            #expect(!Self.rules("id " + lookAlike + ".").contains("national-id"), "\(lookAlike)")
        }
    }

    @Test("dates of birth in sentences, in six languages and Japanese; a date without a word of birth is not one")
    func birthDates() {
        let cases: [(String, String)] = [
            ("Ann was born on 12 March 1984 in Leith", "12 March 1984"), ("DOB: 03/12/1984", "03/12/1984"), ("né le 12 mars 1984", "12 mars 1984"),
            ("geboren am 12.03.1984", "12.03.1984"), ("nacido el 12 de marzo de 1984", "12 de marzo de 1984"), ("nata il 12/03/1984", "12/03/1984"),
            ("nascido em 1984-03-12", "1984-03-12"), ("birthday: March 12, 1984", "March 12, 1984"), ("1984年3月12日生まれ", "1984年3月12日"),
            ("Date of birth 12th of March 1984", "12th of March 1984"),
        ]
        for (text, date) in cases {
            #expect(Self.matched(text) == [date], "\(text): \(Self.matched(text))")
        }
        for text in ["released on 12 March 1984", "Build 2024-03-12", "born to run", "birthday party on Friday", "Meeting 12/03/1984 10:00"] {
            #expect(!Self.rules(text).contains("date-of-birth"), "\(text)")
        }
    }

    @Test("phone numbers written internationally with dots or 00; decimals and padded numbers are not")
    func phones() {
        for phone in ["+44.20.7946.0958", "+1.415.555.0132", "0044 20 7946 0958", "00 33 1 23 45 67 89", "0049-151-12345678"] {
            #expect(Self.rules(phone) == ["phone-number"], "\(phone): \(Self.rules(phone))")
        }
        for text in ["+12.5", "+0.125", "00123456789012", "000 123 456", "1.5.0.100"] {
            #expect(!Self.rules(text).contains("phone-number"), "\(text)")
        }
    }

    @Test("IP addresses with a port and IPv4-mapped IPv6, redacted with no octet left; build numbers are not addresses")
    func addresses() {
        #expect(Self.matched("from 203.0.113.42:8443") == ["203.0.113.42"])
        #expect(Self.matched("peer ::ffff:203.0.113.42 said") == ["::ffff:203.0.113.42"])
        #expect(Self.matched("[2001:db8::1]:443") == ["2001:db8::1"])
        #expect(Self.matched("gateway 10.3.1.22") == ["10.3.1.22"])
        let redacted = Self.redactedText("client ::ffff:203.0.113.42 connected")
        #expect(!redacted.contains("113") && !redacted.contains("203") && !redacted.contains(".42"), "\(redacted)")
        for text in ["3.14.2.100", "Version 10.3.1.22", "build 12.4.1.100", "v2.4.10.1"] {
            #expect(!Self.rules(text).contains("ip-address"), "\(text)")
        }
    }

    @Test("cards grouped with no-break spaces, dots, zero-width spaces or full-width digits; no digit left after redacting")
    func cards() {
        for card in ["4111\u{00A0}1111\u{00A0}1111\u{00A0}1111", "4111.1111.1111.1111", "4111\u{200B}1111\u{200B}1111\u{200B}1111", "４１１１ １１１１ １１１１ １１１１",
                     "4111\u{202F}1111\u{202F}1111\u{202F}1111", "3782 822463 10005"] {
            let fields = [ArchiveField("note", .stored(.string("pay with " + card + " today")))]
            #expect(Self.scan(fields).map(\.rule) == [.cardNumber], "\(card)")
            let after = Self.redactedText("pay with " + card + " today")
            #expect(after.hasPrefix("pay with [redacted:") && after.hasSuffix("] today"), "\(card): \(after)")
        }
        #expect(!Self.rules("version 4.1.11.1111").contains("card-number"))
    }

    @Test("IBANs in lower case or with dashes, each country's length and the mod-97 check")
    func ibans() {
        for iban in ["de89 3704 0044 0532 0130 00", "DE89-3704-0044-0532-0130-00", "gb82west12345698765432", "FR14 2004 1010 0505 0001 3M02 606"] {
            #expect(Self.rules("iban " + iban) == ["iban"], "\(iban)")
        }
        for text in ["de89 3704 0044 0532 0130 01", "DE89 3704 0044 0532 0130", "zz89370400440532013000", "DE89-3704 0044-0532-0130-00"] {
            #expect(!Self.rules(text).contains("iban"), "\(text)")
        }
    }

    @Test("an NSURL whose secret is in its relative part under a base URL; an HTTP cookie's properties; a JWT split over lines")
    func archivedForms() throws {
        // NSURL: base https://api.example.com/, relative v1/items?access_token=...
        let objects = [
            ArchiveObject(ArchiveClass("NSURL", "NSObject"), [ArchiveField("NS.base", .object(ArchiveObjectID(1))), ArchiveField("NS.relative", .stored(.string("v1/items?page=2&access_token=Q2x1ZS1zZWNyZXQ")))]),
            ArchiveObject(ArchiveClass("NSURL", "NSObject"), [ArchiveField("NS.base", .null), ArchiveField("NS.relative", .stored(.string("https://api.example.com/")))]),
            ArchiveObject(ArchiveClass("NSDictionary", "NSObject"), [
                ArchiveField("NS.keys", .array(["Name", "Value", "Domain", "Path"].map { .stored(.string($0)) })),
                ArchiveField("NS.objects", .array(["sid", "Zq81-a7c0", ".example.com", "/"].map { .stored(.string($0)) })),
            ]),
        ]
        let fields = [ArchiveField("endpoint", .object(ArchiveObjectID(0))), ArchiveField("entry0", .object(ArchiveObjectID(2)))]
        let found = Self.scan(fields, objects: objects)
        #expect(found.contains { $0.keyPath == ["endpoint"] && $0.rule == .urlSecretParameter }, "\(found)")
        #expect(found.contains { $0.keyPath == ["entry0", "Value"] && $0.rule == .sessionCookie }, "\(found)")
        let redacted = Self.redact(fields, objects: objects)
        func strings(_ value: ArchiveValue) -> [String] {
            switch value {
            case .stored(.string(let text)): [text]
            case .array(let items): items.flatMap(strings)
            default: []
            }
        }
        let texts = redacted.objects.flatMap(\.fields).flatMap { strings($0.value) }
        #expect(texts.contains { $0.hasPrefix("v1/items?page=2&access_token=%5Bredacted%3A") || $0.hasPrefix("v1/items?page=2&access_token=[redacted:") }, "\(texts)")
        #expect(!texts.contains { $0.contains("Zq81-a7c0") || $0.contains("Q2x1ZS1zZWNyZXQ") })
        #expect(texts.contains("sid") && texts.contains(".example.com"), "the cookie's name and domain stay")

        let jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbm4tc21pdGgifQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
        for wrapped in [jwt.replacingOccurrences(of: ".", with: ".\n"), String(jwt.prefix(30)) + "\n  " + String(jwt.dropFirst(30))] {
            #expect(Self.matched("token: " + wrapped + "\nend") == [wrapped], "\(wrapped)")
            let after = Self.redactedText("token: " + wrapped + "\nend")
            #expect(after.hasPrefix("token: [redacted:") && after.hasSuffix("]\nend"), "\(after)")
        }
    }
}

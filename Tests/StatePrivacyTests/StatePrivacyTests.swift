import Foundation
import KeyedArchive
import PropertyList
import SampleApps
import StatePrivacy
import StateRestoration
import TestSupport
import Testing

@Suite("privacy: rules, scanning and redacting every format")
struct StatePrivacyTests {
    static let key = Array(repeating: UInt8(7), count: 32)
    static let placeholders = Placeholders(key: key)

    /// The iOS sample as UIKit leaves it, and the Mac one read back from its folder (AppKit's
    /// records are encrypted on disk).
    static func iosState() throws -> SavedState { try SecretSampleApp.savedState() }

    static func macState() throws -> SavedState {
        let folder = try TemporaryDirectory("privacy-mac")
        try SavedStateFolderWriter.write(SecretSampleApp.macSavedState(), to: folder.url.appendingPathComponent("Mac.savedState"))
        return try SavedStateFolderReader.read(at: folder.url.appendingPathComponent("Mac.savedState")).state
    }

    /// Every string and every byte string anywhere in a state, nested archives, plists and
    /// JSON included (as bytes): what a search for a secret has to look through.
    static func everything(_ state: SavedState) -> [[UInt8]] {
        var out: [[UInt8]] = []
        func walkArchive(_ archive: KeyedArchive) {
            for field in archive.top { walkValue(field.value) }
            for object in archive.objects {
                out.append(Array(object.archiveClass.name.utf8))
                for field in object.fields { walkValue(field.value) }
            }
        }
        func walkScalar(_ scalar: ArchiveScalar) {
            switch scalar {
            case .string(let text):
                out.append(Array(text.utf8))
                out.append(Array((text.removingPercentEncoding ?? text).utf8))
            case .data(let bytes):
                out += DecodedForms.of(bytes)
                if let nested = NestedArchive.expand(bytes, nesting: 0) { walkArchive(nested) }
                if let plist = try? PropertyListReader.read(bytes) { walkPlist(plist) }
            default: break
            }
        }
        func walkValue(_ value: ArchiveValue) {
            switch value {
            case .inline(let scalar), .stored(let scalar): walkScalar(scalar)
            case .array(let items), .set(let items): items.forEach(walkValue)
            case .dictionary(let fields): fields.forEach { walkValue($0.value) }
            case .null, .object: break
            }
        }
        func walkPlist(_ value: PropertyListValue) {
            switch value {
            case .array(let items), .set(let items): items.forEach(walkPlist)
            case .dictionary(let entries):
                for entry in entries {
                    out.append(Array(entry.key.utf8))
                    walkPlist(entry.value)
                }
            default: if let scalar = ArchiveScalar(value) { walkScalar(scalar) }
            }
        }
        if let classic = state.classic {
            walkArchive(classic.app)
            classic.objects.forEach { walkArchive($0.archive) }
        }
        for session in state.sessions {
            session.definition.map(walkArchive)
            if let activity = session.activity {
                walkPlist(.dictionary(activity.entries))
                activity.userInfo.map(walkArchive)
            }
            session.userInfo.map(walkPlist)
        }
        state.files.forEach { out.append($0.bytes) }
        for window in state.windows?.windows ?? [] {
            walkPlist(.dictionary(window.entry))
            window.objects.forEach { walkArchive($0.archiveForm) }
        }
        return out
    }

    static func contains(_ haystacks: [[UInt8]], _ needle: String) -> Bool {
        let needle = Array(needle.utf8)
        return haystacks.contains { bytes in
            guard bytes.count >= needle.count else { return false }
            return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
    }

    @Test("every seeded secret is found by its rule, in the classic archive, the scene session's JSON and userInfo, and the Mac window")
    func findsEverySecret() throws {
        let ios = StateSecrets.scan(try Self.iosState(), policy: PrivacyPolicy())
        let account = ios.filter { $0.location == "Root/Account" }
        for secret in SecretSampleApp.valueSecrets {
            #expect(account.contains { $0.keyPath == [secret.key] && $0.rule.id == secret.rule }, "\(secret.key) \(secret.rule): \(account)")
        }
        #expect(account.contains { $0.keyPath == ["password"] && $0.rule == .key("password") })
        #expect(account.contains { $0.keyPath == ["pinCode"] && $0.rule == .key("pin") })
        #expect(account.contains { $0.keyPath.last == "sessionCookie" && $0.rule == .key("cookie") }, "\(account)")
        let session = ios.filter { $0.location.hasPrefix("@scenes/") }
        for (key, rule) in [("to", "email"), ("card", "card-number"), ("body", "home-folder"), ("password", "key:password")] {
            #expect(session.contains { $0.keyPath.last == key && $0.rule.id == rule }, "\(key) \(rule): \(session)")
        }
        #expect(session.contains { $0.keyPath.last == "authToken" && $0.rule == .key("token") })
        #expect(session.contains { $0.keyPath.last == SceneKeys.activityTitle && $0.rule == .email })
        let mac = StateSecrets.scan(try Self.macState(), policy: PrivacyPolicy())
        let textView = Set(mac.filter { $0.location == "@windows/201/Text View" }.map(\.rule.id))
        #expect(textView == Set(SecretSampleApp.valueSecrets.map(\.rule)), "\(mac)")
        #expect(mac.contains { $0.location == "@windows/201/_NSDocument" && $0.keyPath == ["2 surl"] && $0.rule == .homeFolder }, "\(mac)")
        #expect(mac.contains { $0.location == "@windows/201" && $0.keyPath == [WindowKeys.title] && $0.rule == .email })
    }

    @Test("no false alarm on the sample apps' states (the demo's classic, scene and Mac steps, the large and the awkward app)")
    func cleanSamples() throws {
        for sample in SampleName.allCases where sample != .secrets && sample != .macSecrets {
            var state = try sample.savedState(objects: 300)
            if sample.macStep != nil {
                let folder = try TemporaryDirectory("privacy-clean")
                try SavedStateFolderWriter.write(state, to: folder.url.appendingPathComponent("S.savedState"))
                state = try SavedStateFolderReader.read(at: folder.url.appendingPathComponent("S.savedState")).state
            }
            // Typed text is reported apart, never as a private value by default.
            let findings = StateSecrets.scan(state, policy: PrivacyPolicy()).filter { !$0.isTypedText }
            #expect(findings.isEmpty, "\(sample.rawValue): \(findings)")
        }
    }

    @Test("redacting leaves none of the secrets anywhere, finds nothing when scanned again, keeps every other value and the types")
    func redactsEverything() throws {
        for state in [try Self.iosState(), try Self.macState()] {
            let (redacted, findings) = StateSecrets.redact(state, policy: PrivacyPolicy(), placeholders: Self.placeholders)
            #expect(findings == StateSecrets.scan(state, policy: PrivacyPolicy()))
            let all = Self.everything(redacted)
            if state.classic != nil {
                for needle in SecretSampleApp.decodedNeedles { #expect(Self.contains(Self.everything(state), needle), "the search sees \(needle) before") }
            }
            for needle in SecretSampleApp.needles + SecretSampleApp.decodedNeedles { #expect(!Self.contains(all, needle), "\(needle) left") }
            #expect(StateSecrets.scan(redacted, policy: PrivacyPolicy()).filter { !$0.isTypedText }.isEmpty)
            #expect(Self.contains(all, "[redacted:"))
        }
        let (redacted, _) = StateSecrets.redact(try Self.iosState(), policy: PrivacyPolicy(), placeholders: Self.placeholders)
        let account = try #require(redacted.classic?.objects.first { $0.path.rawValue == "Root/Account" }?.archive)
        #expect(account.top("displayName") == .stored(.string("Ann")))
        guard case .stored(.string(let path))? = account.top("recentFile") else { Issue.record("recentFile is not a string"); return }
        #expect(path.hasPrefix("/Users/[redacted:") && path.hasSuffix("]/Desktop/Plan.pages"), "\(path)")
        guard case .inline(.integer(let pin))? = account.top("pinCode") else { Issue.record("pinCode is not an integer"); return }
        #expect(Placeholders.isPlaceholder(integer: pin))
        guard case .stored(.string(let card))? = account.top("paymentField") else { Issue.record("paymentField is not a string"); return }
        #expect(Placeholders.isPlaceholder(card))
    }

    @Test("JSON kept in data: only the private tokens change, every other byte stays as the app wrote it")
    func jsonDraft() throws {
        let (redacted, _) = StateSecrets.redact(try Self.iosState(), policy: PrivacyPolicy(), placeholders: Self.placeholders)
        let values = try #require(redacted.sessions.first?.activity?.userInfoValues)
        guard case .embedded("json", .dictionary(let draft))? = values.first(where: { $0.key == .string("draft") })?.value else {
            Issue.record("the draft is no longer JSON: \(values)")
            return
        }
        let fields = Dictionary(uniqueKeysWithValues: draft.map { ($0.key, $0.value) })
        #expect(fields[.string("to")].map { if case .string(let s) = $0 { Placeholders.isPlaceholder(s) } else { false } } == true)
        guard case .string(let body)? = fields[.string("body")] else { Issue.record("body"); return }
        #expect(body.hasPrefix("see /Users/[redacted:") && body.hasSuffix("]/Desktop/Plan.pages"))
    }

    @Test("a document bookmark keeps its length: the user's name becomes as many placeholder bytes")
    func bookmark() throws {
        let (redacted, _) = StateSecrets.redact(try Self.macState(), policy: PrivacyPolicy(), placeholders: Self.placeholders)
        let original = try Self.macState().windows?.window(named: "201")?.object(named: "_NSDocument")?.chunks.last?.bytes
        let record = try #require(redacted.windows?.window(named: "201")?.object(named: "_NSDocument"))
        let bookmark = try #require(record.chunks.last)
        #expect(bookmark.tag == "surl" && bookmark.bytes.count == original?.count)
        #expect(!Self.contains([bookmark.bytes], "annsmith") && Self.contains([bookmark.bytes], "Desktop"))
    }

    @Test("placeholders are typed, recognizable, the same for the same secret and key, different under another key")
    func placeholders() {
        let other = Placeholders(key: Array(repeating: 8, count: 32))
        let text = Self.placeholders.string(replacing: "hunter2".utf8)
        #expect(text == Self.placeholders.string(replacing: "hunter2".utf8))
        #expect(text != Self.placeholders.string(replacing: "hunter3".utf8))
        #expect(text != other.string(replacing: "hunter2".utf8))
        #expect(Placeholders.isPlaceholder(text) && !Placeholders.isPlaceholder("[redacted:zz]"))
        // Numbers keep their sign and magnitude: a PIN's digits, a count's size, a real finite.
        #expect(Self.placeholders.integer(replacing: 4321) == 1000 && Self.placeholders.integer(replacing: -42) == -10 && Self.placeholders.integer(replacing: 7) == 1)
        #expect(Placeholders.isPlaceholder(integer: Self.placeholders.integer(replacing: 4321)) && !Placeholders.isPlaceholder(integer: 4321))
        #expect(Self.placeholders.real64(replacing: 14.2) == 10 && Self.placeholders.real64(replacing: -0.37) == -0.1 && Self.placeholders.real64(replacing: 1e9 + 5) == 1e9)
        #expect(Placeholders.isPlaceholder(real64: Self.placeholders.real64(replacing: 1.5)) && Self.placeholders.real64(replacing: 1.5).isFinite && !Placeholders.isPlaceholder(real64: 1.5))
        #expect(Placeholders.isPlaceholder(real32: Self.placeholders.real32(replacing: 1.5)) && !Placeholders.isPlaceholder(real32: 1.5))
        let uuid = Self.placeholders.uuid(replacing: Array(repeating: 0x42, count: 16))
        #expect(uuid.count == 16 && Placeholders.isPlaceholder(uuid: uuid) && !Placeholders.isPlaceholder(uuid: Array(repeating: 0x42, count: 16)))
        let same = Self.placeholders.sameLength(replacing: Array("annsmith".utf8)[...])
        #expect(same.count == 8 && same.first == UInt8(ascii: "#"))
    }

    @Test("key names: any case and separators; short terms only as whole words")
    func keyNames() {
        for key in ["password", "userPassword", "USER_PASSWORD", "user-password", "userpassword", "pinCode", "PIN", "authToken", "x-api-key",
                    "APIKey", "sessionID", "card_number", "CVV2", "ssn", "IBAN", "Cookies", "clientSecret", "refresh_token", "Authorization"] {
            #expect(SensitiveKeys.term(of: key) != nil, "\(key)")
        }
        for key in ["spinner", "pinned", "author", "shipping", "title", "selection", "kViewRestorationDataKey", "kUIStateRestorationClassNameKey",
                    "_UISceneSessionPersistentIdentifier", "UIApplicationStateRestorationBundleVersion", "NSWindowFrame", "displayName"] {
            #expect(SensitiveKeys.term(of: key) == nil, "\(key)")
        }
        #expect(SensitiveKeys.words(of: "APIKeyValue2") == ["api", "key", "value", "2"])
        for key in ["APIKeyValue2", "user-password", "USER_PASSWORD", "kViewRestorationDataKey", "Über_Schlüssel", "émailAddress", "", "--", "a1B2"] {
            #expect(SensitiveKeys.normalized(key) == SensitiveKeys.words(of: key).joined(), "\(key)")
        }
    }

    @Test("value rules: what they find and what they leave alone")
    func valueRules() {
        func rules(_ text: String) -> [String] {
            ValueDetectors.matches(in: Array(text.utf8), enabled: Set(PrivacyRule.valueRules)).map(\.rule.id)
        }
        #expect(rules("mail ann@example.co.uk now") == ["email"])
        #expect(rules("ann@localhost").isEmpty)
        #expect(rules("4111-1111-1111-1111") == ["card-number"])
        #expect(rules("4111 1111 1111 1112").isEmpty, "fails the Luhn check")
        #expect(rules("1700000000000000000").isEmpty, "no issuer starts with 1")
        #expect(rules("6F1C2A3B-4D5E-4F60-8172-93A4B5C6D7E8").isEmpty, "a UUID is not random-looking")
        #expect(rules("da39a3ee5e6b4b0d3255bfef95601890afd80709") == ["hex-token"], "a 40-digit hex run under no telling key")
        #expect(rules("6f1c2a3b4d5e4f60817293a4b5c6d7e8").isEmpty, "a UUID without its dashes")
        #expect(rules("UINavigationController/BNRItemsViewController/BNRDetailViewController").isEmpty)
        #expect(rules("Authorization: Bearer abcdefgh12345") == ["bearer-token"])
        #expect(rules("Basic dXNlcjpwYXNz") == ["basic-credentials"])
        #expect(rules("Basic training").isEmpty)
        #expect(rules("/Users/Shared/Shopping.txt").isEmpty)
        #expect(rules("file:///Users/ann/Documents/x.txt") == ["home-folder"])
        #expect(rules("-----BEGIN RSA PRIVATE KEY-----\nabc\n-----END RSA PRIVATE KEY-----") == ["private-key"])
        #expect(rules("-----BEGIN CERTIFICATE-----").isEmpty)
    }

    @Test("a project's rules file adds keys, values, objects and key paths, and turns rules and matches off")
    func projectRules() throws {
        let policy = try PrivacyPolicy(rules: """
            # Acme's rules
            key loyalty-number
            value ACME-[0-9]{6}
            object Root/Account
            key-path *: displayName
            ignore rule key:pin
            ignore key paymentField
            ignore value ann.smith@example.com
            """)
        let findings = StateSecrets.scan(try Self.iosState(), policy: policy)
        #expect(!findings.contains { $0.rule == .key("pin") })
        #expect(!findings.contains { $0.keyPath == ["paymentField"] })
        #expect(!findings.contains { $0.keyPath == ["contactField"] })
        #expect(findings.contains { $0.keyPath == ["displayName"] && $0.rule.id == "project:object Root/Account" }, "\(findings)")
        let acme = KeyedArchive(top: [ArchiveField("loyaltyNumber", .stored(.string("42"))), ArchiveField("note", .stored(.string("code ACME-123456")))], objects: [])
        let scanner = SecretScanner(policy: policy)
        _ = scanner.archive(acme, at: "Loyalty")
        #expect(Set(scanner.takeFindings().map(\.rule.id)) == ["project:key loyalty-number", "project:value ACME-[0-9]{6}"])
        for (text, line, message) in [("keys x", 1, "unknown kind 'keys'"), ("\nvalue [", 2, "not a regular expression"), ("ignore rule nope", 1, "no default rule 'nope'"),
                                      ("rule email", 1, "can only be ignored"), ("key", 1, "expected '[ignore] <kind> <pattern>'")] {
            do {
                _ = try PrivacyPolicy(rules: text)
                Issue.record("'\(text)' was accepted")
            } catch {
                #expect(error.line == line && error.message.contains(message), "\(error)")
            }
        }
    }

    @Test("an object rule covers the app's values, never UIKit's bookkeeping: class names and flags stay, so the state still restores")
    func objectRuleKeepsBookkeeping() throws {
        let policy = try PrivacyPolicy(rules: "object Root/Account")
        let archive = KeyedArchive(top: [
            ArchiveField("kUIStateRestorationClassNameKey", .stored(.string("AccountViewController"))),
            ArchiveField("kObjectIsViewControllerKey", .stored(.bool(true))),
            ArchiveField("nickname", .stored(.string("annie"))),
        ], objects: [])
        let scanner = SecretScanner(policy: policy)
        _ = scanner.archive(archive, at: "Root/Account")
        #expect(scanner.takeFindings().map(\.keyPath) == [["nickname"]])
    }

    @Test("comments after a rule are comments: privacy.md's example file reads as its comments say; errors name the line and the rule")
    func trailingComments() throws {
        let example = try #require(try MarkdownDocument("docs/privacy.md").block(labeled: "file: .uistate-privacy")).code
        let policy = try PrivacyPolicy(rules: example)
        #expect(policy.keys == ["loyalty-number", "*salt*"] && policy.values == ["ACME-[0-9]{6}"])
        #expect(policy.keyPaths.map(\.pattern) == ["Root/Account: *", "@scenes/*/Compose*: *", "*: draft / to"])
        #expect(policy.ignoredKeys == ["debugToken"] && policy.ignoredValues == ["4111111111111111"] && policy.ignoredKeyPaths == ["Root/Debug: *"])
        #expect(policy.disabled == [PrivacyRule("random-string")])
        #expect(try PrivacyPolicy(rules: "value x#[0-9a-f]{6}\nvalue a[ ]#b # comment").values == ["x#[0-9a-f]{6}", "a[ ]#b"], "a # that starts no comment stays")
        do {
            _ = try PrivacyPolicy(rules: "key a\nignore objct Root/Debug   # why")
            Issue.record("accepted")
        } catch {
            #expect(error.description == "line 2 ('ignore objct Root/Debug'): unknown kind 'objct' (key, value, object, key-path, rule)")
        }
    }
}

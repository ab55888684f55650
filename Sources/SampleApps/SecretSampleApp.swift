import Deflate
import KeyedArchive
import PropertyList
import StateRestoration

/// States that hold a secret of every default privacy rule, in each format: the classic
/// archive (an account screen and a view's restoration data), a SwiftUI scene session (its
/// `@SceneStorage` draft as JSON, its activity's userInfo), and a Mac window (a text view's
/// record, the window's title, a document bookmark). For trying `uistate scan` and
/// `--redact`, and for the tests that check no byte of them is left (docs/privacy.md).
/// Every value here is made up.
public enum SecretSampleApp {
    /// One value per default rule, under keys no key-name rule knows, then values under
    /// secret key names.
    public static let valueSecrets: [(key: String, value: String, rule: String)] = [
        ("contactField", "ann.smith@example.com", "email"),
        ("paymentField", "5555 5555 5555 4444", "card-number"),
        ("identityField", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbm4tc21pdGgifQ.c2lnbmF0dXJlLXNpZ25hdHVyZS14eXo", "jwt"),
        ("cachedHeader", "Bearer q8Xv2Lm7Rz4Tn", "bearer-token"),
        ("proxyHeader", "Basic YW5uOmh1bnRlcjItc2VjcmV0", "basic-credentials"),
        ("pastedKey", "-----BEGIN PRIVATE KEY-----\nMIIBVgIBADANBgkqhkiG9w0BAQEFAASCAUAwggE8AgEAAkEAq7BFUpkGp3\n-----END PRIVATE KEY-----", "private-key"),
        ("noteField", "use Zx9Qm2Lp8Rt4Wv7Yb1Nc5Hd3Kf6Gj0Ts for staging", "random-string"),
        ("recentFile", "/Users/annsmith/Desktop/Plan.pages", "home-folder"),
        // Provider tokens (gitleaks' default rules), under keys that do not name them.
        ("field07", "AKIAIOSFODNN7EXAMPLE", "aws-access-key-id"),
        ("field08", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "aws-secret-key"),
        ("field09", "ghp_HwLb1o5b4yx98eB9tvgLG0jgrwNaXjWHfZdx", "github-token"),
        ("field10", "glpat-GhXvNLWOBA5wqY2EFoj4", "gitlab-token"),
        ("field11", "xoxb-2417659102-4818274112-rAhLs66mYlzXX6vC36fHV0EA", "slack-token"),
        ("field12", "sk_live_3DxiCriokste6tHgLHtA7oA8", "stripe-key"),
        ("field13", "AIzaNT6ijgR0Pwx1R9UJaHhuIpHk6sGt7xVWso7", "google-api-key"),
        ("field14", "SKa548ee0defc542cc95ee6d9e83749380", "twilio-key"),
        ("field15", "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", "sendgrid-key"),
        ("field16", "npm_fdS5jowxEZAhR7nJEkZZqQie3FkT3rLvJ2Nj", "npm-token"),
        ("field17", "pypi-AgEIcHlwaS5vcmcGXpV_4JlpZBowjTMaddMJGhA9xtAssZHOLAPjYMnojMt9_beTJYlcAoc250o", "pypi-token"),
        ("field18", "sk-proj-hfPRFQwSI6OSo2afD7rB9GlBHYo8BNmiodV4VJQhA9WHj4Rn", "openai-key"),
        ("field19", "DefaultEndpointsProtocol=https;AccountName=annstore;AccountKey=xrM/wO9/sVYfewAaXRKnZlRqYFTAkj8NCltsylqJpkIaZdnz+3m/a4NKNfUMWK1a8aBPPNJo9vvRY4RZtY9TrQ==;EndpointSuffix=core.windows.net", "azure-storage-key"),
        // Personal data (Sentry's scrubbing classes).
        ("field20", "DE89 3704 0044 0532 0130 00", "iban"),
        ("field21", "+1 (415) 555-0132", "phone-number"),
        ("field22", "203.0.113.42", "ip-address"),
        ("field23", "2001:db8:85a3::8a2e:370:7334", "ip-address"),
        ("field24", "3c:22:fb:7a:1e:09", "mac-address"),
        ("field25", "490154203237518", "imei"),
        ("field26", "219-09-9999", "us-ssn"),
        // National ids, street addresses, precise locations, cookies (GDPR's personal data).
        ("field30", "AB 12 34 56 C", "national-id"),
        ("field31", "12345678Z", "national-id"),
        ("field32", "RSSMRA85T10A562S", "national-id"),
        ("field33", "123.456.789-09", "national-id"),
        ("field34", "2345 6789 0124", "national-id"),
        ("field35", "811228-9874", "national-id"),
        ("field36", "130 692 544", "national-id"),
        ("field37", "221B Baker Street, London", "street-address"),
        ("field38", "51.50072, -0.12462", "precise-location"),
        ("field39", "Cookie: sessionid=8gk2x7q; csrftoken=Yp3Lw0", "session-cookie"),
        // Secrets inside URLs, and a token with no prefix.
        ("field27", "https://ann:hunter3-sky@git.example.com/team/app.git", "url-credentials"),
        ("field28", "otpauth://totp/Example?secret=JBSWY3DPEHPK3PXP&issuer=Example", "otp-secret"),
        ("field29", "https://api.example.com/v1/items?page=2&access_token=Q2x1ZS1zZWNyZXQtdG9rZW4", "url-secret-parameter"),
        ("value", "f6c85753b754954c0ef8aab99c537fec8c8b5250", "hex-token"),
        // Kinds with a shape and a check of their own (issue 47).
        ("field46", "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", "seed-phrase"),
        ("field47", "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10", "passport-mrz"),
        ("field48", "Ann was born on 12 March 1984 in Leith", "date-of-birth"),
        ("field49", "WIFI:T:WPA;S:Home;P:correct-horse-42;;", "wifi-key"),
        ("field50", "HXD7 KQ2W M4PZ LRT6", "totp-seed"),
        // Kinds of issue 55: tokens matched whole, checked addresses and ids, numbers after their name.
        ("field51", "dapi5f1c0e9b27d84a3c6e0b9f2d7a1c4e8b", "databricks-token"),
        ("field52", "PMAK-64b0c2e1a9f3d75e8c1b4a02-5e7d9c1b3a2f4e6d8c0b1a3f5e7d9c1b2a", "postman-key"),
        ("field53", "pk.eyJ1IjoiYW5uLXNtaXRoIiwiYSI6ImNsdjl4a2dqMDAwMTIzNDU2Nzg5In0.Zk3Lq9Wm2Xp7Rt5Vb8Nc1A", "mapbox-token"),
        ("field54", "AAAAAAAAAAAAAAAAAAAAAPk7MQEAAAAAq2Xv%2Bn8Lm4Rz0Tw6Yb9Nc3Hd5Kf7Gj1Ts%3DQx8Wm2Lp4Rt6Vb0Nc3Hd5Kf7Gj9Ts1Xv2Lm", "x-bearer-token"),
        ("field55", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "bitcoin-address"),
        ("field56", "NHS no. 401 023 2137", "health-id"),
        ("field57", "routing 011000015, account 4402118790", "bank-account"),
    ]

    /// Text the user typed, under the keys UIKit apps keep it in: reported as typed text,
    /// replaced only with `uistate.redactTypedText`.
    public static let typedText: [(key: String, value: String)] = [
        ("searchText", "where did I park the van"), ("EditedText", "Dear Bob, the spare key"), ("replyDraft", "ok, see you at six"),
        ("noteBody", "pick up the keys from Joe"),
    ]

    /// Personal data kept as the app's own types, under keys that say what it is: a date of
    /// birth as a date, a passport number and a home address as text, a position as two
    /// doubles; and a card number as an integer under a key that does not say so.
    public static let personalData: [StateEntry] = [
        StateEntry("dateOfBirth", .date(-531_360_000)),
        StateEntry("passportNumber", .string("533401372")),
        StateEntry("homeAddress", .string("Flat 2, 14 Elm Row, Leith")),
        StateEntry("latitude", .double(51.50072)),
        StateEntry("longitude", .double(-0.12462)),
        StateEntry("field40", .int(4_012_888_888_881_881)),
        StateEntry("bloodType", .string("AB-")),
        StateEntry("cardCVC", .int(737)),
        StateEntry("oneTimeCode", .int(482_913)),
    ]

    /// Secrets in the encodings a state uses for them: UTF-16 text in data (little-endian
    /// with a byte order mark, big-endian without), JSON compressed with gzip, text compressed
    /// with zlib, an email percent-encoded in a URL. Each rule must find it decoded.
    public static let encodedSecrets: [(key: String, value: StateValue, rule: String)] = [
        ("field41", .data([0xFF, 0xFE] + "reply to bo.lee@example.org".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }), "email"),
        ("field42", .data("IBAN GB82 WEST 1234 5698 7654 32".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }), "iban"),
        ("field43", .data(Deflate.compress(Array(#"{"note":"ssn 078-05-1120"}"#.utf8), container: .gzip) ?? []), "us-ssn"),
        ("field44", .data(Deflate.compress(Array("card 3782 822463 10005".utf8), container: .zlib) ?? []), "card-number"),
        ("field45", .string("https://example.com/share?to=bo.lee%40example.org"), "email"),
    ]

    /// The secrets' texts, as a search of the repository looks for them (the parts a rule
    /// replaces: the card's digits, the token after `Bearer `, the user's name).
    public static let needles: [String] = [
        "ann.smith@example.com", "5555 5555 5555 4444", "5555555555554444", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbm4tc21pdGgifQ",
        "q8Xv2Lm7Rz4Tn", "YW5uOmh1bnRlcjItc2VjcmV0", "MIIBVgIBADANBgkqhkiG9w0BAQEFAASCAUAwggE8AgEAAkEAq7BFUpkGp3",
        "Zx9Qm2Lp8Rt4Wv7Yb1Nc5Hd3Kf6Gj0Ts", "annsmith", "hunter2-horse", "s3ss10n-c00kie-v4lue", "Tr0ub4dor-and-3",
        "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "ghp_HwLb1o5b4yx98eB9tvgLG0jgrwNaXjWHfZdx", "glpat-GhXvNLWOBA5wqY2EFoj4",
        "rAhLs66mYlzXX6vC36fHV0EA", "sk_live_3DxiCriokste6tHgLHtA7oA8", "AIzaNT6ijgR0Pwx1R9UJaHhuIpHk6sGt7xVWso7", "SKa548ee0defc542cc95ee6d9e83749380",
        "YmH3ev5Ym7MxfE0SBOo6WxCzjCgdHTDONV4vM6IOT7E", "npm_fdS5jowxEZAhR7nJEkZZqQie3FkT3rLvJ2Nj", "pypi-AgEIcHlwaS5vcmcGXpV_4JlpZBowjTMaddMJGhA9xtAss",
        "sk-proj-hfPRFQwSI6OSo2afD7rB9GlBHYo8BNmiodV4VJQhA9WHj4Rn", "xrM/wO9/sVYfewAaXRKnZlRqYFTAkj8NCltsylqJpkIaZdnz", "DE89 3704 0044 0532 0130 00",
        "415) 555-0132", "203.0.113.42", "2001:db8:85a3::8a2e:370:7334", "3c:22:fb:7a:1e:09", "490154203237518", "219-09-9999", "hunter3-sky",
        "JBSWY3DPEHPK3PXP", "Q2x1ZS1zZWNyZXQtdG9rZW4", "f6c85753b754954c0ef8aab99c537fec8c8b5250",
        "AB 12 34 56 C", "12345678Z", "RSSMRA85T10A562S", "123.456.789-09", "2345 6789 0124", "811228-9874", "130 692 544", "221B Baker Street",
        "51.50072", "0.12462", "8gk2x7q", "Yp3Lw0", "533401372", "14 Elm Row", "4012888888881881",
        "abandon abandon abandon", "L898902C36UTO7408122F1204159ZE184226B", "ERIKSSON", "12 March 1984", "correct-horse-42", "HXD7 KQ2W M4PZ LRT6",
        "dapi5f1c0e9b27d84a3c6e0b9f2d7a1c4e8b", "64b0c2e1a9f3d75e8c1b4a02", "5e7d9c1b3a2f4e6d8c0b1a3f5e7d9c1b2a", "eyJ1IjoiYW5uLXNtaXRoIiwiYSI6ImNsdjl4a2dqMDAwMTIzNDU2Nzg5In0",
        "Zk3Lq9Wm2Xp7Rt5Vb8Nc1A", "AAAAAAAAAAAAAAAAAAAAAPk7MQEAAAAAq2Xv", "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4", "401 023 2137", "011000015", "4402118790",
    ]

    /// The encoded secrets as a search finds them once decoded (UTF-16, gzip, zlib, percent).
    public static let decodedNeedles = ["bo.lee@example.org", "GB82 WEST 1234 5698 7654 32", "078-05-1120", "3782 822463 10005", "bo.lee%40example.org"]

    /// The typed texts, as a search looks for them.
    public static let typedNeedles = ["where did I park the van", "Dear Bob, the spare key"]

    /// The iOS app: a classic archive with an account screen, and a scene session (a SwiftUI
    /// window) whose `@SceneStorage` holds a JSON draft.
    public static func savedState() throws(PreservationError) -> SavedState {
        let account = ViewControllerModel(
            "AccountViewController", identifier: "Account",
            state: valueSecrets.map { StateEntry($0.key, .string($0.value)) } + typedText.map { StateEntry($0.key, .string($0.value)) } + personalData
                + encodedSecrets.map { StateEntry($0.key, $0.value) } + [
                StateEntry("password", .string("hunter2-horse")),
                StateEntry("pinCode", .int(4321)),
                StateEntry("displayName", .string("Ann")),
            ],
            views: [ViewModel("UITextField", identifier: "LoginField", state: [StateEntry("sessionCookie", .string("s3ss10n-c00kie-v4lue"))])])
        let classic = try PreservationWalk.preserve(AppModel(
            windows: [ViewControllerModel("UINavigationController", identifier: "Root", container: .navigation, children: [account])],
            delegateState: [StateEntry("MyAppVersion", .float(2.0))], bundleVersion: "2.0", timestamp: 1e9))
        let window = SceneSampleApp.Window(
            identifier: "C3D4E5F6-A7B8-4C9D-8E0F-112233445566", title: "Mail ann.smith@example.com", selection: "draft-1", scrollOffset: 0,
            draft: #"{"to":"ann.smith@example.com","card":"5555555555554444","body":"see /Users/annsmith/Desktop/Plan.pages","password":"Tr0ub4dor-and-3"}"#)
        var activity = SceneSampleApp.activity(window)
        if var userInfo = activity.userInfo {
            userInfo.top.append(ArchiveField("authToken", .stored(.string("q8Xv2Lm7Rz4Tn"))))
            activity.userInfo = KeyedArchive(archiver: userInfo.archiver, version: userInfo.version, top: userInfo.top, objects: userInfo.objects)
        }
        let session = SceneSession(
            identifier: window.identifier, definition: SceneSampleApp.definition(window), activity: activity,
            internalUserInfo: .dictionary([PropertyListEntry("_UISceneSessionUserInfoVersion", .integer(1))]))
        return SavedState(classic: classic, sceneIndexFolder: SceneKeys.indexFolders[0], sessions: [session])
    }

    /// The Mac app: a window titled with an email, whose text view holds the value secrets and
    /// whose document's bookmark names the user's home folder.
    public static func macSavedState() -> SavedState {
        let window = MacSampleApp.Window(
            id: 201, title: "Plan — ann.smith@example.com", text: valueSecrets.map(\.value).joined(separator: "\n"),
            document: "/Users/annsmith/Desktop/Plan.pages")
        var data: [UInt8] = []
        for object in ["_NSWindow", "_NSDocument", "Text View"] {
            var chunks = MacSampleApp.chunks(object, window: window, windows: [window], save: 0)
            if object == "_NSDocument" { chunks = [chunks[0], RecordChunk(tag: "surl", bytes: bookmark(["Users", "annsmith", "Desktop", "Plan.pages"]))] }
            data += WindowStateWriter.record(RestorableRecord(name: object, chunks: chunks), window: window.id, key: MacSampleApp.key(window.id))
        }
        let step = MacSampleApp.Step(name: "mac-secrets", summary: "", windows: [window], appended: [])
        let plist = PropertyListValue.array([MacSampleApp.appEntry(step), MacSampleApp.entry(window, order: 0)])
        return SavedState(files: [SavedFile(path: WindowKeys.windowsFile, bytes: BinaryPropertyListWriter.write(plist)),
                                  SavedFile(path: WindowKeys.dataFile, bytes: data)])
    }

    /// A document bookmark as macOS writes its path: `book`, then items of a 4-byte
    /// little-endian length, a 4-byte type (0x0101: a string) and the bytes padded to 4.
    static func bookmark(_ components: [String]) -> [UInt8] {
        var out = Array("book".utf8) + [UInt8](repeating: 0, count: 44)
        for component in components {
            let bytes = Array(component.utf8)
            out += [UInt8(bytes.count), 0, 0, 0, 1, 1, 0, 0] + bytes
            out += [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
        }
        return out
    }
}

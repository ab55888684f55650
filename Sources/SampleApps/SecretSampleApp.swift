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
        ("paymentField", "4111 1111 1111 1111", "card-number"),
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
        // Secrets inside URLs, and a token with no prefix.
        ("field27", "https://ann:hunter3-sky@git.example.com/team/app.git", "url-credentials"),
        ("field28", "otpauth://totp/Example?secret=JBSWY3DPEHPK3PXP&issuer=Example", "otp-secret"),
        ("field29", "https://api.example.com/v1/items?page=2&access_token=Q2x1ZS1zZWNyZXQtdG9rZW4", "url-secret-parameter"),
        ("value", "f6c85753b754954c0ef8aab99c537fec8c8b5250", "hex-token"),
    ]

    /// Text the user typed, under the keys UIKit apps keep it in: reported as typed text,
    /// replaced only with `uistate.redactTypedText`.
    public static let typedText: [(key: String, value: String)] = [("searchText", "where did I park the van"), ("EditedText", "Dear Bob, the spare key")]

    /// The secrets' texts, as a search of the repository looks for them (the parts a rule
    /// replaces: the card's digits, the token after `Bearer `, the user's name).
    public static let needles: [String] = [
        "ann.smith@example.com", "4111 1111 1111 1111", "4111111111111111", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbm4tc21pdGgifQ",
        "q8Xv2Lm7Rz4Tn", "YW5uOmh1bnRlcjItc2VjcmV0", "MIIBVgIBADANBgkqhkiG9w0BAQEFAASCAUAwggE8AgEAAkEAq7BFUpkGp3",
        "Zx9Qm2Lp8Rt4Wv7Yb1Nc5Hd3Kf6Gj0Ts", "annsmith", "hunter2-horse", "s3ss10n-c00kie-v4lue", "Tr0ub4dor-and-3",
        "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "ghp_HwLb1o5b4yx98eB9tvgLG0jgrwNaXjWHfZdx", "glpat-GhXvNLWOBA5wqY2EFoj4",
        "rAhLs66mYlzXX6vC36fHV0EA", "sk_live_3DxiCriokste6tHgLHtA7oA8", "AIzaNT6ijgR0Pwx1R9UJaHhuIpHk6sGt7xVWso7", "SKa548ee0defc542cc95ee6d9e83749380",
        "YmH3ev5Ym7MxfE0SBOo6WxCzjCgdHTDONV4vM6IOT7E", "npm_fdS5jowxEZAhR7nJEkZZqQie3FkT3rLvJ2Nj", "pypi-AgEIcHlwaS5vcmcGXpV_4JlpZBowjTMaddMJGhA9xtAss",
        "sk-proj-hfPRFQwSI6OSo2afD7rB9GlBHYo8BNmiodV4VJQhA9WHj4Rn", "xrM/wO9/sVYfewAaXRKnZlRqYFTAkj8NCltsylqJpkIaZdnz", "DE89 3704 0044 0532 0130 00",
        "415) 555-0132", "203.0.113.42", "2001:db8:85a3::8a2e:370:7334", "3c:22:fb:7a:1e:09", "490154203237518", "219-09-9999", "hunter3-sky",
        "JBSWY3DPEHPK3PXP", "Q2x1ZS1zZWNyZXQtdG9rZW4", "f6c85753b754954c0ef8aab99c537fec8c8b5250",
    ]

    /// The typed texts, as a search looks for them.
    public static let typedNeedles = ["where did I park the van", "Dear Bob, the spare key"]

    /// The iOS app: a classic archive with an account screen, and a scene session (a SwiftUI
    /// window) whose `@SceneStorage` holds a JSON draft.
    public static func savedState() throws(PreservationError) -> SavedState {
        let account = ViewControllerModel(
            "AccountViewController", identifier: "Account",
            state: valueSecrets.map { StateEntry($0.key, .string($0.value)) } + typedText.map { StateEntry($0.key, .string($0.value)) } + [
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
            draft: #"{"to":"ann.smith@example.com","card":"4111111111111111","body":"see /Users/annsmith/Desktop/Plan.pages","password":"Tr0ub4dor-and-3"}"#)
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

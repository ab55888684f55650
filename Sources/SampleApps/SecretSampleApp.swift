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
    ]

    /// The secrets' texts, as a search of the repository looks for them (the parts a rule
    /// replaces: the card's digits, the token after `Bearer `, the user's name).
    public static let needles: [String] = [
        "ann.smith@example.com", "4111 1111 1111 1111", "4111111111111111", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbm4tc21pdGgifQ",
        "q8Xv2Lm7Rz4Tn", "YW5uOmh1bnRlcjItc2VjcmV0", "MIIBVgIBADANBgkqhkiG9w0BAQEFAASCAUAwggE8AgEAAkEAq7BFUpkGp3",
        "Zx9Qm2Lp8Rt4Wv7Yb1Nc5Hd3Kf6Gj0Ts", "annsmith", "hunter2-horse", "s3ss10n-c00kie-v4lue", "Tr0ub4dor-and-3",
    ]

    /// The iOS app: a classic archive with an account screen, and a scene session (a SwiftUI
    /// window) whose `@SceneStorage` holds a JSON draft.
    public static func savedState() throws(PreservationError) -> SavedState {
        let account = ViewControllerModel(
            "AccountViewController", identifier: "Account",
            state: valueSecrets.map { StateEntry($0.key, .string($0.value)) } + [
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

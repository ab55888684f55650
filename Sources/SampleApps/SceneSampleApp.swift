import KeyedArchive
import PropertyList
import StateRestoration

/// The scene-based sample: a SwiftUI notes app on iPad. Each window is a scene session whose
/// restoration activity carries SwiftUI's `@SceneStorage` values: the selected note, the list's
/// scroll offset and a Codable draft (JSON bytes). Played step by step, as UIKit writes the
/// savedState folder after each trip to the background.
public enum SceneSampleApp {
    public struct Step: Sendable {
        public var name: String
        public var summary: String
        public var windows: [Window]
        /// The app also keeps a classic view-controller archive (a migration half done).
        public var keepsClassicArchive: Bool
    }

    /// One window: its session and what its `@SceneStorage` properties hold.
    public struct Window: Sendable {
        public var identifier: String
        public var title: String
        public var selection: String
        public var scrollOffset: Double
        /// The draft being typed, encoded with JSONEncoder as SwiftUI stores a Codable value.
        public var draft: String?
    }

    public static let bundleIdentifier = "com.example.Notes"
    static let firstWindow = "6F1C2A3B-4D5E-4F60-8172-93A4B5C6D7E8"
    static let secondWindow = "A0B1C2D3-E4F5-4061-8273-94A5B6C7D8E9"

    public static let steps: [Step] = [
        Step(name: "notes-one-window", summary: "Notes: one window, the first note selected",
             windows: [Window(identifier: firstWindow, title: "Shopping", selection: "note-1", scrollOffset: 0)], keepsClassicArchive: false),
        Step(name: "notes-two-windows", summary: "Notes: a second window on another note",
             windows: [Window(identifier: firstWindow, title: "Shopping", selection: "note-1", scrollOffset: 0),
                       Window(identifier: secondWindow, title: "Ideas", selection: "note-2", scrollOffset: 240)],
             keepsClassicArchive: false),
        Step(name: "notes-draft", summary: "Notes: a draft typed in the second window",
             windows: [Window(identifier: firstWindow, title: "Shopping", selection: "note-1", scrollOffset: 0),
                       Window(identifier: secondWindow, title: "Ideas", selection: "note-2", scrollOffset: 240,
                              draft: #"{"body":"Ship the scenes support","pinned":false,"tags":["work"],"title":"Next"}"#)],
             keepsClassicArchive: false),
        Step(name: "notes-closed", summary: "Notes: the first window closed in the app switcher",
             windows: [Window(identifier: secondWindow, title: "Ideas", selection: "note-2", scrollOffset: 240,
                              draft: #"{"body":"Ship the scenes support","pinned":true,"tags":["work"],"title":"Next"}"#)],
             keepsClassicArchive: false),
        Step(name: "notes-classic", summary: "Notes: an app that also keeps a classic view-controller archive",
             windows: [Window(identifier: secondWindow, title: "Ideas", selection: "note-2", scrollOffset: 240,
                              draft: #"{"body":"Ship the scenes support","pinned":true,"tags":["work"],"title":"Next"}"#)],
             keepsClassicArchive: true),
    ]

    public static func step(named name: String) -> Step? {
        steps.first { $0.name == name }
    }

    /// The folder's content after `step`.
    public static func savedState(_ step: Step) throws(PreservationError) -> SavedState {
        let sessions = step.windows.map { window in
            SceneSession(identifier: window.identifier, definition: definition(window), activity: activity(window),
                         internalUserInfo: .dictionary([PropertyListEntry("_UISceneSessionUserInfoVersion", .integer(1))]))
        }
        let classic = step.keepsClassicArchive ? try PreservationWalk.preserve(SampleApp.steps[0].model) : nil
        return SavedState(classic: classic, sceneIndexFolder: SceneKeys.indexFolders[0], sessions: sessions)
    }

    /// The index entry: a `UISceneSession` with the Info.plist configuration.
    static func definition(_ window: Window) -> KeyedArchive {
        var coder = StateCoder()
        let role = "UIWindowSceneSessionRoleApplication"
        let configuration = coder.object(ArchiveClass("UISceneConfiguration", "NSObject"), [
            ArchiveField(SceneKeys.configurationName, .stored(.string("Default Configuration"))),
            ArchiveField(SceneKeys.configurationRole, .stored(.string(role))),
        ])
        let session = coder.object(ArchiveClass("UISceneSession", "NSObject"), [
            ArchiveField(SceneKeys.role, .stored(.string(role))),
            ArchiveField(SceneKeys.persistentIdentifier, .stored(.string(window.identifier))),
            ArchiveField(SceneKeys.configuration, configuration),
        ])
        coder.set(SceneKeys.definition, session)
        return coder.archive
    }

    /// SwiftUI's restoration activity: its own entries beside the `@SceneStorage` values.
    static func activity(_ window: Window) -> SceneActivity {
        var coder = StateCoder()
        var values: [(String, ArchiveValue)] = [
            ("com.apple.SwiftUI.sceneID", .stored(.string("NotesWindow"))),
            ("com.apple.SwiftUI.sceneType", .stored(.string("WindowGroup<NotesView>"))),
            ("selection", .stored(.string(window.selection))),
            ("scrollOffset", .stored(.real64(window.scrollOffset))),
        ]
        if let draft = window.draft { values.append(("draft", .stored(.data(Array(draft.utf8))))) }
        coder.set(SceneKeys.activityUserInfo, coder.dictionary(values))
        return SceneActivity(
            entries: [
                PropertyListEntry(SceneKeys.activityType, .string(SceneKeys.swiftUIActivityType)),
                PropertyListEntry(SceneKeys.activityTitle, .string(window.title)),
            ],
            userInfo: coder.archive)
    }
}

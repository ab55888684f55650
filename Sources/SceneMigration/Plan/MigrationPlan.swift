import AppProject

/// What `uistate migrate scenes` would do to a project, read-only: for each app target to
/// migrate, the edits (mechanical, shown as a diff, written only with `--apply`), what moves
/// where, the restoration carried, and what is left for a person, each with its file and line.
/// A typed value: the command line renders it as text or JSON.
public struct MigrationPlan: Sendable {
    /// The project folder, as given.
    public var root: String
    /// The folder's path from the root of the git work tree holding it (`App/` for a project in
    /// a repository's `App` folder), empty when the folder is the root or in no work tree: the
    /// patch names files from there, as `git diff` does, so `git apply` takes it at the root.
    public var repositoryPrefix: String = ""
    public var apps: [AppMigration]
    /// App targets not migrated, and why (already scene-based with scene restoration).
    public var leftAlone: [LeftAlone]
    /// Every file the migration writes, in path order (a file two apps share is one edit).
    /// Empty when an app's migration is blocked: nothing is written then.
    public var edits: [FileEdit]
    /// What an earlier `--apply` left for review and is still there (its `#warning` lines).
    public var stillOpen: [OpenItem] = []

    public struct LeftAlone: Sendable, Equatable {
        public var target: String
        public var project: String?
        public var reason: LeftAloneReason
    }

    /// The whole change as one patch `git apply` takes, run from the repository's root (or the
    /// project folder when it is in no repository).
    public var patch: String {
        edits.map { UnifiedDiff.text(path: repositoryPrefix + $0.path, old: $0.before, new: $0.after) }.joined()
    }

    /// Nothing to write: a second run after `--apply` says so.
    public var isEmpty: Bool { edits.isEmpty }

    /// The apps whose migration cannot be made as it is (nothing of theirs would be written).
    public var blocked: [AppMigration] { apps.filter { !$0.blockers.isEmpty } }
}

/// Why an app target is not migrated.
public enum LeftAloneReason: Error, Sendable, Equatable {
    case swiftUIApp
    case noAppDelegate
    case lifeCycleUnknown(String)
    case savesActivityAlready
    case noClassicRestoration
    case severalSceneDelegates(Int)
}

/// A review item an earlier migration left in the app's code as a `#warning`, still there.
public struct OpenItem: Sendable, Equatable {
    /// The file and line of the `#warning`.
    public var file: String
    public var line: Int
    /// The review code it names, when it names one uistate knows.
    public var code: ReviewCode?
    /// The warning's text.
    public var text: String
}

/// One app target's migration.
public struct AppMigration: Sendable {
    public enum Kind: String, Sendable {
        /// No scenes: the life cycle and the restoration move.
        case classic
        /// Scenes already, but the restoration is still classic (never called): it moves.
        case inertRestoration = "inert restoration"
    }

    public var target: String
    /// The project file (`Homepwner.xcodeproj`, `project.yml`); nil for a folder read whole.
    public var project: String?
    public var kind: Kind
    public var language: SourceLanguage
    /// The restoration activity's type; nil when the app never restored state (no opt-in to
    /// both saving and restoring) and only its life cycle moves.
    public var activityType: RestorationActivityType?
    public var sceneDelegateClass: String
    /// The app delegate's class, as the app names it.
    public var appDelegateClass: String
    /// What moves where, in the order the plan makes the changes.
    public var changes: [PlannedChange]
    /// The controllers whose state the scene's activity carries, with their keys.
    public var carried: [CarriedController]
    /// The app-level keys `willEncodeRestorableState` writes, which the activity carries too
    /// (`didDecodeRestorableState` reads them).
    public var appLevel: [EncodedKey] = []
    public var review: [ReviewItem]
    /// What stops the migration: while one is there nothing of this app is written (a scene
    /// manifest without a configuration, a build setting changed for a file that was not).
    public var blockers: [ReviewItem] = []
    /// The files it writes or creates, relative to the project folder.
    public var files: [String]
    /// The target whose migration this one shares (they compile the same app delegate): the
    /// shared files' changes, carried controllers and review items are listed under it.
    public var sharesSourcesWith: String? = nil
}

public enum SourceLanguage: String, Sendable {
    case swift = "Swift"
    case objectiveC = "Objective-C"
}

import AppProject

/// What `uistate migrate scenes` would do to a project, read-only: for each app target to
/// migrate, the edits (mechanical, shown as a diff, written only with `--apply`), what moves
/// where, the restoration carried, and what is left for a person, each with its file and line.
public struct MigrationPlan: Sendable {
    public var root: String
    public var apps: [AppMigration]
    /// App targets not migrated, and why (already scene-based with scene restoration).
    public var leftAlone: [LeftAlone]
    /// Every file the migration writes, in path order (a file two apps share is one edit).
    public var edits: [FileEdit]

    public struct LeftAlone: Sendable, Equatable {
        public var target: String
        public var project: String?
        public var reason: String
    }

    /// The whole change as one patch `git apply` takes, run from the project folder.
    public var patch: String { edits.map(\.diff).joined() }

    /// Nothing to write: a second run after `--apply` says so.
    public var isEmpty: Bool { edits.isEmpty }
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
    /// The restoration activity's type (`<bundle id>.restoration`); nil when the app never
    /// restored state (no opt-in to both saving and restoring) and only its life cycle moves.
    public var activityType: String?
    public var sceneDelegateClass: String
    /// What moves where, one line each, in the order of the plan.
    public var steps: [Step]
    /// The controllers whose state the scene's activity carries, with their keys.
    public var carried: [CarriedController]
    /// The app-level keys the app delegate's save method and `willEncodeRestorableState`
    /// write, which the activity carries too (its restore method and `didDecode` read them).
    public var appLevel: [EncodedKey] = []
    public var review: [ReviewItem]
    /// The files it writes or creates, relative to the project folder.
    public var files: [String]

    public struct Step: Sendable, Equatable {
        /// The file it changes (or creates), relative to the project folder.
        public var file: String
        public var text: String
    }
}

public enum SourceLanguage: String, Sendable {
    case swift = "Swift"
    case objectiveC = "Objective-C"
}

/// A view controller the migrated app's scene restoration saves and rebuilds, as the project
/// shows it: where it is, how it is made again, and the keys its encode method writes.
public struct CarriedController: Sendable, Equatable {
    public var className: String
    /// Its restoration identifier paths as the storyboards give them (none for a controller
    /// made in code, whose path is known only when it runs).
    public var paths: [String]
    /// "the storyboard at launch", "storyboard Main, id DetailViewController", "its restoration
    /// class DetailViewController", "the app delegate's factory".
    public var madeBy: String
    /// The keys its `encodeRestorableState(with:)` writes, with what each value is.
    public var keys: [EncodedKey]
    /// Where its encode method is, when it has one.
    public var file: String?
    public var line: Int?
}

/// One key a controller's encode method writes.
public struct EncodedKey: Sendable, Equatable {
    public var key: String
    /// "a value", "an object (NSCoding)", "a reference to another controller" ...
    public var value: String
    public var line: Int
}

/// Something the migration cannot do mechanically, quoted at its place, with why and what to do.
public struct ReviewItem: Sendable, Equatable {
    /// A short stable name for the kind (`key-window`, `launch-options`, `view-state` ...).
    public var code: String
    public var file: String?
    public var line: Int?
    /// The source line, trimmed (at most 160 characters).
    public var quote: String?
    public var message: String
}

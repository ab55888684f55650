/// One change the plan makes to one file, as data: what kind of change and what it names.
/// The command line says it in words (text) or as fields (JSON).
public struct PlannedChange: Sendable, Equatable {
    /// The file it writes or creates, relative to the project folder.
    public var file: String
    public var kind: Kind

    public enum Kind: Sendable, Equatable {
        /// The launch method's statements that use the window (with what they need), moved into
        /// a method of the app delegate in the same file, which the scene delegate calls.
        case windowSetupMoved(from: String, lines: [Int], into: String)
        /// The app delegate's opt-in keeps its answer for the scene's restore (UIKit asks it
        /// once, at launch, in a scene-based app too).
        case optInAnswerKept(method: String)
        /// A new scene delegate.
        case sceneDelegateCreated(SceneDelegateSummary)
        /// An Objective-C class's new header.
        case headerCreated(className: String)
        /// The app's own scene delegate restores and saves the activity.
        case sceneDelegateRestores(className: String)
        /// The scene manifest in an Info.plist or a spec's info properties.
        case manifest(ManifestSummary)
        /// `NSUserActivityTypes` declares the restoration activity (a scene-based app).
        case activityTypeDeclared(type: String, inSpecOf: String?)
        /// A generated Info.plist's build settings.
        case generatedInfoPlist(target: String, storyboardSettingRemoved: Bool, infoPlistFile: String?, declaresActivityType: Bool)
        /// The restoration code (`SceneRestoration`), or its header.
        case restorationCreated(activityType: String)
        case restorationHeaderCreated
        case deploymentTargetRaised(target: String, setting: String, from: String, to: String)
        /// New files referenced in the project (in the group holding `beside`), the sources
        /// compiled by the target.
        case filesAdded(target: String, files: [String], beside: String)
        /// Nothing to add: a synchronized folder builds what it holds.
        case synchronizedFolder(target: String)
        /// The items left for review, as `#warning` lines Xcode's Issue navigator shows.
        case reviewWarnings(count: Int)

        /// Its stable name (JSON's `kind`).
        public var name: String {
            switch self {
            case .windowSetupMoved: "window-setup-moved"
            case .optInAnswerKept: "opt-in-answer-kept"
            case .sceneDelegateCreated: "scene-delegate-created"
            case .headerCreated: "header-created"
            case .sceneDelegateRestores: "scene-delegate-restores"
            case .manifest: "manifest"
            case .activityTypeDeclared: "activity-type-declared"
            case .generatedInfoPlist: "generated-info-plist"
            case .restorationCreated: "restoration-created"
            case .restorationHeaderCreated: "restoration-header-created"
            case .deploymentTargetRaised: "deployment-target-raised"
            case .filesAdded: "files-added"
            case .synchronizedFolder: "synchronized-folder"
            case .reviewWarnings: "review-warnings"
            }
        }
    }
}

/// A new scene delegate: where its window comes from, whether it restores, what it forwards.
public struct SceneDelegateSummary: Sendable, Equatable {
    public enum Window: String, Sendable {
        /// UIKit makes it from the configuration's storyboard.
        case storyboard
        /// The app delegate's moved set-up makes it.
        case movedCode = "moved code"
        /// Made for the scene where the app delegate's property made one.
        case appDelegateProperty = "app delegate property"
        /// None was found.
        case none
    }

    public var className: String
    public var window: Window
    public var storyboard: String?
    public var restores: Bool
    /// The app delegate's methods it calls, with the scene delegate's method that calls each.
    public var forwarded: [Forwarding]

    public struct Forwarding: Sendable, Equatable {
        public var appDelegateMethod: String
        public var sceneMethod: String
    }
}

/// The scene manifest written: its one configuration and the activity type declared.
public struct ManifestSummary: Sendable, Equatable {
    /// The configuration's delegate class, as the manifest spells it.
    public var sceneDelegate: String
    /// The storyboard moved into the configuration from `UIMainStoryboardFile`.
    public var storyboard: String?
    /// `NSUserActivityTypes`'s new item (nil: the app does not restore).
    public var activityType: String?
    /// The XcodeGen target whose info properties hold it; nil for an Info.plist file.
    public var specTarget: String?
}

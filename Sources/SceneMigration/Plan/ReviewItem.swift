import AppProject

/// Something the migration cannot do mechanically, quoted at its place, with why and what to do.
public struct ReviewItem: Sendable, Equatable {
    public var code: ReviewCode
    public var file: String?
    public var line: Int?
    /// The source line, trimmed (at most 160 characters).
    public var quote: String?
    /// What it is, why a person decides, and what to do.
    public var message: String
    /// For `classic-finding`: doctor's finding it carries (its code; the message is doctor's).
    public var finding: FindingCode?

    public init(code: ReviewCode, file: String?, line: Int?, quote: String?, message: String, finding: FindingCode? = nil) {
        self.code = code
        self.file = file
        self.line = line
        self.quote = quote
        self.message = message
        self.finding = finding
    }

    /// `Notes/AppDelegate.swift:12`, the file alone, or nothing.
    public var place: String? {
        file.map { $0 + (line.map { ":\($0)" } ?? "") }
    }
}

/// The kinds of review item, each with a short stable name (docs/migrate.md's table).
public enum ReviewCode: String, Sendable, CaseIterable {
    /// The launch options read in the launch methods.
    case launchOptions = "launch-options"
    /// The launch options handed whole to another object (a third-party SDK's start).
    case launchOptionsHandedOn = "launch-options-handed-on"
    case keyWindow = "key-window"
    case applicationWindows = "application-windows"
    case mainScreen = "main-screen"
    case delegateWindow = "delegate-window"
    /// A window made without a scene (`UIWindow(frame:)`) outside what the migration moves.
    case windowWithoutScene = "window-without-scene"
    case registeredObject = "registered-object"
    /// A view a controller encodes: not carried.
    case encodedView = "encoded-view"
    case viewState = "view-state"
    case launchSnapshot = "launch-snapshot"
    case cannotRebuild = "cannot-rebuild"
    case containerWithoutIdentifier = "container-without-identifier"
    case stackRootWithoutIdentifier = "stack-root-without-identifier"
    case appLevelDecode = "app-level-decode"
    case restorationOff = "restoration-off"
    case swift2 = "swift-2"
    /// An opt-in method that does more than answer (a crash-loop lock, a flag it sets).
    case statefulOptIn = "stateful-opt-in"
    /// A finding doctor makes about the classic app, which the migration carries over.
    case classicFinding = "classic-finding"
    /// A bundle id that differs between build configurations.
    case bundleIdentifierPerConfiguration = "bundle-id-per-configuration"
    case deploymentTarget = "deployment-target"
    /// Launch code that uses the window but cannot move (it returns, reads the launch options).
    case windowSetup = "window-setup"
    case noWindow = "no-window"
    case manifest
    case project
    /// A bundle with both `project.pbxproj` and `project.xcproj`.
    case projectFile = "project-file"
    case fileExists = "file-exists"
    case sceneDelegate = "scene-delegate"
    /// Another app target compiling the same app delegate cannot be migrated.
    case sharedSources = "shared-sources"

    /// One line, for the `#warning` the migration leaves in the app's code.
    public var summary: String {
        switch self {
        case .launchOptions: "a launch option read at launch: in a scene app it comes in the scene's connection options"
        case .launchOptionsHandedOn: "the launch options handed on: in a scene app they no longer hold the URL, activity or shortcut that launched it"
        case .keyWindow: "the key window: nil until a scene connects"
        case .applicationWindows: "the application's windows: use the window scene's"
        case .mainScreen: "the main screen: use the window scene's screen"
        case .delegateWindow: "the app delegate's window: set when the scene connects, nil before"
        case .windowWithoutScene: "a window made without a scene is never shown in a scene app"
        case .registeredObject: "a registered restorable object: scene restoration does not carry it"
        case .encodedView: "a view a controller encodes: written as its restoration identifier, never archived"
        case .viewState: "a view's own restoration (scroll position, selection, its class's encode and decode) is not carried"
        case .launchSnapshot: "the launch snapshot is per scene in a scene app"
        case .cannotRebuild: "a controller nothing can make again by its path"
        case .containerWithoutIdentifier: "a container without a restoration identifier cuts off the controllers below it"
        case .stackRootWithoutIdentifier: "a navigation stack whose first controller has no restoration identifier"
        case .appLevelDecode: "the app-level decode reads the window, which may be nil"
        case .restorationOff: "restoration code that UIKit never ran (the app does not opt in to both)"
        case .swift2: "restoration methods with their Swift 2 names"
        case .statefulOptIn: "an opt-in that does more than answer: UIKit calls it once, at launch"
        case .classicFinding: "what doctor found in the classic app's restoration is still so"
        case .bundleIdentifierPerConfiguration: "the bundle id differs per configuration: so does the activity type"
        case .deploymentTarget: "the deployment target is below iOS 13"
        case .windowSetup: "launch code that uses the window and did not move"
        case .noWindow: "no window is made for the scene"
        case .manifest: "the scene manifest could not be written"
        case .project: "the project file could not be edited"
        case .projectFile: "the project bundle holds both project.pbxproj and project.xcproj"
        case .fileExists: "a file the migration writes is there already"
        case .sceneDelegate: "the scene delegate could not be changed"
        case .sharedSources: "another target compiling the same app delegate cannot be migrated"
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What an app can restore, for `uistate check --app` (docs/check.md). Paths are written
/// without `:[n]:` components, as UIKit hands them to the app.
///
///     {
///       "restorationClasses": {
///         "BNRDetailViewController": { "creates": "BNRDetailViewController",
///                                      "createsFor": { "UINavigationController/UINavigationController": "UINavigationController" },
///                                      "declines": ["UINavigationController/BNRDetailViewController"] }
///       },
///       "appDelegate": [ { "path": "UINavigationController/UINavigationController", "creates": "UINavigationController" } ],
///       "createdAtLaunch": [ { "path": "UINavigationController", "class": "UINavigationController" } ],
///       "storyboardIdentifiers": { "ItemsScreen": "BNRItemsViewController" },
///       "superclasses": { "FancyNavigationController": "UINavigationController" }
///     }
public struct AppManifest: Codable, Sendable, Equatable {
    public struct RestorationClass: Codable, Sendable, Equatable {
        /// The class of the object it returns (default: the restoration class itself).
        public var creates: String?
        /// Per path, when it returns different classes for different paths.
        public var createsFor: [String: String]?
        /// Paths for which it returns nil: UIKit then skips the object.
        public var declines: [String]?

        public init(creates: String? = nil, createsFor: [String: String]? = nil, declines: [String]? = nil) {
            self.creates = creates
            self.createsFor = createsFor
            self.declines = declines
        }
    }

    public struct Factory: Codable, Sendable, Equatable {
        public var path: String
        public var creates: String

        public init(path: String, creates: String) {
            self.path = path
            self.creates = creates
        }
    }

    public struct LaunchObject: Codable, Sendable, Equatable {
        public var path: String
        public var `class`: String

        public init(path: String, class name: String) {
            self.path = path
            self.class = name
        }
    }

    /// Restoration class name -> what it does.
    public var restorationClasses: [String: RestorationClass]?
    /// Paths the app delegate's `viewControllerWithRestorationIdentifierPath` answers.
    public var appDelegate: [Factory]?
    /// Objects that already exist with that restoration path after launch (main storyboard).
    public var createdAtLaunch: [LaunchObject]?
    /// Storyboard identifier -> the class it instantiates.
    public var storyboardIdentifiers: [String: String]?
    /// Class -> superclass, for the "same class or a subclass" rule.
    public var superclasses: [String: String]?
    /// Scene-based apps: the scene configuration names of the Info.plist manifest
    /// (`UISceneConfigurationName`), and the scene and delegate classes and storyboards the
    /// build has. A stored configuration naming one the app lacks comes up as a black window.
    public var sceneConfigurations: [String]?
    public var sceneClasses: [String]?
    public var storyboards: [String]?
    /// Scene-based apps: the types of restoration activity the app restores (the one `uistate
    /// migrate` writes, `<bundle id>.restoration`): a session whose saved activity has another
    /// type comes back without its state.
    public var restorationActivityTypes: [String]?

    public init(restorationClasses: [String: RestorationClass]? = nil, appDelegate: [Factory]? = nil, createdAtLaunch: [LaunchObject]? = nil,
                storyboardIdentifiers: [String: String]? = nil, superclasses: [String: String]? = nil,
                sceneConfigurations: [String]? = nil, sceneClasses: [String]? = nil, storyboards: [String]? = nil) {
        self.sceneConfigurations = sceneConfigurations
        self.sceneClasses = sceneClasses
        self.storyboards = storyboards
        self.restorationClasses = restorationClasses
        self.appDelegate = appDelegate
        self.createdAtLaunch = createdAtLaunch
        self.storyboardIdentifiers = storyboardIdentifiers
        self.superclasses = superclasses
    }

    /// Reads a manifest; an unreadable or malformed one is an error with the reason.
    public static func read(_ url: URL) throws -> AppManifest {
        let data: Data
        guard FileManager.default.fileExists(atPath: url.path) else { throw ManifestError(path: url.path, reason: "no such file", isMissing: true) }
        do { data = try Data(contentsOf: url) } catch { throw ManifestError(path: url.path, reason: "cannot read it") }
        do {
            return try JSONDecoder().decode(AppManifest.self, from: data)
        } catch let error as DecodingError {
            throw ManifestError(path: url.path, reason: Self.describe(error))
        }
    }

    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context): return "not valid JSON (\(context.debugDescription))"
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)' at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "wrong type at \(path(context))"
        @unknown default: return "malformed"
        }
    }

    static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.isEmpty ? "the top level" : context.codingPath.map(\.stringValue).joined(separator: ".")
    }

    /// Whether `type` is `ancestor` or inherits from it.
    func isKind(_ type: String, of ancestor: String) -> Bool {
        var current: String? = type
        var steps = 0
        while let name = current, steps < 100 {
            if name == ancestor { return true }
            current = superclasses?[name]
            steps += 1
        }
        return false
    }
}

public struct ManifestError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// Nothing at that path (a missing input, not a bad one).
    public var isMissing = false

    public init(path: String, reason: String, isMissing: Bool = false) {
        self.path = path
        self.reason = reason
        self.isMissing = isMissing
    }

    public var description: String {
        isMissing ? "no app manifest at '\(path)'" : "'\(path)' is not a valid app manifest: \(reason) (see docs/check.md)"
    }
}

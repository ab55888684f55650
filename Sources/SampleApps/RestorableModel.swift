import KeyedArchive
import StateRestoration

/// A model of an app's restorable objects, as UIKit sees them when it preserves state. The
/// built-in sample app is written in it, and `PreservationWalk` turns it into a `Snapshot`
/// following UIKit's rules.
public struct AppModel: Sendable {
    /// The root view controller of each window, in window order.
    public var windows: [ViewControllerModel]
    /// Objects registered with `UIApplication.registerObject(forStateRestoration:restorationIdentifier:)`.
    public var registeredObjects: [RestorableObjectModel]
    /// What the app delegate encodes at app level (`MyAppVersion` ...).
    public var delegateState: [StateEntry]
    public var bundleVersion: String?
    public var systemVersion: String
    public var idiom: Int
    /// Seconds since 2001-01-01T00:00:00Z.
    public var timestamp: Double
    /// Window restoration identifier -> (vertical, horizontal) size class names.
    public var sizeClasses: [(window: String, vertical: String, horizontal: String)]
    /// The first responder's path, if it is a preserved object.
    public var firstResponder: IdentifierPath?
    public var ignoreSnapshotOnNextLaunch: Bool

    public init(
        windows: [ViewControllerModel], registeredObjects: [RestorableObjectModel] = [], delegateState: [StateEntry] = [],
        bundleVersion: String? = nil, systemVersion: String = "17.5", idiom: Int = 0, timestamp: Double = 0,
        sizeClasses: [(window: String, vertical: String, horizontal: String)] = [], firstResponder: IdentifierPath? = nil,
        ignoreSnapshotOnNextLaunch: Bool = false
    ) {
        self.windows = windows
        self.registeredObjects = registeredObjects
        self.delegateState = delegateState
        self.bundleVersion = bundleVersion
        self.systemVersion = systemVersion
        self.idiom = idiom
        self.timestamp = timestamp
        self.sizeClasses = sizeClasses
        self.firstResponder = firstResponder
        self.ignoreSnapshotOnNextLaunch = ignoreSnapshotOnNextLaunch
    }
}

/// How a container finds its children, which decides their identifier paths.
public enum ContainerKind: Sendable, Hashable {
    /// Not a container.
    case none
    /// UINavigationController: disambiguates its stack itself, no index components.
    case navigation
    /// UITabBarController and custom containers: children found by index, `:[n]:` components.
    case indexed
}

public struct ViewControllerModel: Sendable, Hashable {
    public var className: String
    /// Nil means "not preserved": UIKit skips the controller with its children and the
    /// controllers it presented, even if those have identifiers.
    public var restorationIdentifier: String?
    public var restorationClass: String?
    public var storyboardIdentifier: String?
    /// What the controller's `encodeRestorableState(with:)` writes.
    public var state: [StateEntry]
    public var isViewLoaded: Bool
    public var views: [ViewModel]
    public var container: ContainerKind
    public var children: [ViewControllerModel]
    public var presented: [ViewControllerModel]

    public init(
        _ className: String, identifier: String? = nil, restorationClass: String? = nil, storyboardIdentifier: String? = nil,
        state: [StateEntry] = [], isViewLoaded: Bool = true, views: [ViewModel] = [], container: ContainerKind = .none,
        children: [ViewControllerModel] = [], presented: [ViewControllerModel] = []
    ) {
        self.className = className
        self.restorationIdentifier = identifier
        self.restorationClass = restorationClass
        self.storyboardIdentifier = storyboardIdentifier
        self.state = state
        self.isViewLoaded = isViewLoaded
        self.views = views
        self.container = container
        self.children = children
        self.presented = presented
    }
}

/// A view with a restoration identifier inside a preserved controller.
public struct ViewModel: Sendable, Hashable {
    public var className: String
    public var restorationIdentifier: String?
    public var state: [StateEntry]

    public init(_ className: String, identifier: String?, state: [StateEntry] = []) {
        self.className = className
        self.restorationIdentifier = identifier
        self.state = state
    }
}

/// An object adopting `UIStateRestoring`, registered with the application.
public struct RestorableObjectModel: Sendable, Hashable {
    public var className: String
    public var restorationIdentifier: String
    /// The path of its `restorationParent`, if it has one.
    public var parent: IdentifierPath?
    public var restorationClass: String?
    public var state: [StateEntry]

    public init(_ className: String, identifier: String, parent: IdentifierPath? = nil, restorationClass: String? = nil, state: [StateEntry] = []) {
        self.className = className
        self.restorationIdentifier = identifier
        self.parent = parent
        self.restorationClass = restorationClass
        self.state = state
    }
}

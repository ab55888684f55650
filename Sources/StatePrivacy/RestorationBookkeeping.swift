/// The keys UIKit and AppKit write to find and rebuild objects: class names, flags, the child
/// list, identifier paths, root identifiers, first responders, the archive's version and the
/// app's; windows.plist's window numbers, ids and keys. Never replaced, whatever a rule
/// covers: replacing `kUIStateRestorationClassNameKey` with a placeholder would leave UIKit
/// nothing to instantiate, an identifier path nothing to find. A private value found under
/// them is reported as kept (the app's own names hold it); the app's values beside them stay
/// covered.
enum RestorationBookkeeping {
    static let keys: Set<String> = [
        "kUIStateRestorationClassNameKey", "kObjectIsViewControllerKey", "kViewControllerViewWasLoadedKey", "kUIViewControllerChildrenKey",
        "UIStateRestorationViewControllerStoryboard", "UIStateRestorationViewControllerStoryboardIdentifier",
        "kObjectIdentifierPathProxyIdentifierPathKey", "kUIStateRestorationArchiveMajorVersionKey", "kUIStateRestorationArchiveMinorVersionKey",
        "kViewControllerRestorationClassMapKey", "kRootRestorationIdentifiersKey", "kFirstRespondersKey", "kIgnoreSnapshotKey",
        "UIApplicationStateRestorationUserInterfaceIdiom", "UIApplicationStateRestorationTimestamp",
        "UIApplicationStateRestorationSystemVersion", "UIApplicationStateRestorationBundleVersion",
        // AppKit's windows.plist.
        "NSWindowID", "NSDataKey", "NSWindowNumber", "NSWindowZOrder", "NSWindowLevel", "NSIsGlobal", "NSIsMainMenuBar", "NSUIID",
        "NSSystemVersion", "NSExecutableInode",
    ]

    /// Whether a key on `path` is bookkeeping (everything under it is).
    static func contains(_ path: [String]) -> Bool {
        path.contains { keys.contains($0) }
    }
}

/// Why a private value found in a state is left in place when redacting.
public enum KeptReason: String, Hashable, Sendable {
    /// It is (part of) an object's name: an identifier path, a window's record name.
    case name
    /// It is UIKit's or AppKit's bookkeeping: a class name, an identifier path or root
    /// identifier kept as a value, a window number.
    case bookkeeping

    /// Why, in a few words, for reports.
    public var explanation: String {
        switch self {
        case .name: "kept: the object's name, which UIKit finds it by"
        case .bookkeeping: "kept: UIKit's or AppKit's bookkeeping, which restoration needs as it is"
        }
    }
}

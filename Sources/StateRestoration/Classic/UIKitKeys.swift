/// The keys UIKit writes in a state-restoration archive (docs/ios-guide.md, "What UIKit writes", gives the sources).
public enum UIKitKeys {
    // Root archive (data.data), in UIKit's write order.
    public static let majorVersion = "kUIStateRestorationArchiveMajorVersionKey"
    public static let minorVersion = "kUIStateRestorationArchiveMinorVersionKey"
    public static let idiom = "UIApplicationStateRestorationUserInterfaceIdiom"
    public static let timestamp = "UIApplicationStateRestorationTimestamp"
    public static let systemVersion = "UIApplicationStateRestorationSystemVersion"
    public static let bundleVersion = "UIApplicationStateRestorationBundleVersion"
    public static let sizeClassMap = "WindowIdentifierToSizeClassMapKey"
    public static let firstResponders = "kFirstRespondersKey"
    public static let rootIdentifiers = "kRootRestorationIdentifiersKey"
    public static let restorationClassMap = "kViewControllerRestorationClassMapKey"
    public static let ignoreSnapshot = "kIgnoreSnapshotKey"

    /// Keys UIKit itself writes at the root; every other non-object key is the app delegate's.
    public static let rootKeys: Set<String> = [
        majorVersion, minorVersion, idiom, timestamp, systemVersion, bundleVersion, sizeClassMap,
        firstResponders, rootIdentifiers, restorationClassMap, ignoreSnapshot,
    ]

    /// The archive version UIKit accepts (it refuses any other major version).
    public static let supportedMajorVersion: Int128 = 2
    public static let writtenMinorVersion: Int128 = 1

    // Per-object archives.
    public static let className = "kUIStateRestorationClassNameKey"
    public static let isViewController = "kObjectIsViewControllerKey"
    public static let viewWasLoaded = "kViewControllerViewWasLoadedKey"
    public static let viewRestorationData = "kViewRestorationDataKey"
    public static let storyboard = "UIStateRestorationViewControllerStoryboard"
    public static let storyboardIdentifier = "UIStateRestorationViewControllerStoryboardIdentifier"
    /// UIKit's container keys for child references (navigation stacks, tab bar selection).
    public static let children = "kUIViewControllerChildrenKey"
    /// The controller a controller presents (UIViewController's own encode writes it).
    public static let presented = "kPresentedViewControllerKey"

    /// A reference to another restorable object is this class, carrying the referenced path.
    public static let pathProxyClass = "_UIObjectIdentifierPathProxy"
    public static let pathProxyPath = "kObjectIdentifierPathProxyIdentifierPathKey"

    // restorationInfo.plist.
    public static let restorationInfoIgnoreSnapshot = "kIgnoreSnapshotKey"

    // The savedState folder.
    public static let archiveFileName = "data.data"
    public static let restorationInfoFileName = "restorationInfo.plist"
}

/// The keys UIKit writes to find and rebuild objects (class names, flags, the child list, the
/// archive's version and the app's): never private, whatever a project's `object` or
/// `key-path` rule covers. Replacing `kUIStateRestorationClassNameKey` with a placeholder
/// would leave UIKit nothing to instantiate; the app's own values beside them stay covered.
enum RestorationBookkeeping {
    static let keys: Set<String> = [
        "kUIStateRestorationClassNameKey", "kObjectIsViewControllerKey", "kViewControllerViewWasLoadedKey", "kUIViewControllerChildrenKey",
        "UIStateRestorationViewControllerStoryboard", "UIStateRestorationViewControllerStoryboardIdentifier",
        "kObjectIdentifierPathProxyIdentifierPathKey", "kUIStateRestorationArchiveMajorVersionKey", "kUIStateRestorationArchiveMinorVersionKey",
        "kViewControllerRestorationClassMapKey", "kRootRestorationIdentifiersKey", "kFirstRespondersKey", "kIgnoreSnapshotKey",
        "UIApplicationStateRestorationUserInterfaceIdiom", "UIApplicationStateRestorationTimestamp",
        "UIApplicationStateRestorationSystemVersion", "UIApplicationStateRestorationBundleVersion",
    ]
}

/// The scene restoration activity `uistate migrate` writes, in one place: the code it generates
/// into the app (`SceneRestorationSource`) and the converter of recorded states
/// (`StateConversion`) both spell it from here, so the two agree by construction
/// (docs/migrate.md, "The restoration activity").
///
/// Its `userInfo` holds plist values only, as UIKit's secure decoding of a saved activity
/// requires:
///
///     UIStateMigrationFormat       1 (a reader refuses any other number)
///     UIStateMigrationApp          data: a keyed archive of what the app delegate's save
///                                  method (`application(_:shouldSaveSecureApplicationState:)`)
///                                  writes: its version check reads it back
///     UIStateMigrationRoot         the window's root controller's identifier path
///     UIStateMigrationBuild        the app binary's modification time (seconds since 1970)
///                                  when the migrated app saved it; none in a converted state
///     UIStateMigrationControllers  identifier path -> controller:
///         class                    NSStringFromClass of the controller
///         restorationClass         its restoration class, when it has one
///         storyboardIdentifier     the storyboard identifier UIKit recorded for it
///         storyboard               the name of the storyboard it came from (a restoration
///                                  class reads the storyboard from its coder)
///         children                 [path]: a navigation stack, tabs, split view columns
///         selectedIndex            a tab bar's selected tab
///         presented                path of the controller it presents
///         viewLoaded               whether its view was loaded (UIKit's
///                                  kViewControllerViewWasLoadedKey): loaded again
///                                  before the decode methods run
///         state                    data: a keyed archive of what its own
///                                  `encodeRestorableState(with:)` writes, another
///                                  controller in it as a UIStateMigrationReference {path}
public enum RestorationActivityFormat {
    /// The format's number; a change of meaning is a new number.
    public static let version = 1

    // userInfo.
    public static let formatKey = "UIStateMigrationFormat"
    public static let appKey = "UIStateMigrationApp"
    public static let rootKey = "UIStateMigrationRoot"
    public static let controllersKey = "UIStateMigrationControllers"
    public static let buildKey = "UIStateMigrationBuild"

    // One controller's entry.
    public static let classKey = "class"
    public static let restorationClassKey = "restorationClass"
    public static let storyboardIdentifierKey = "storyboardIdentifier"
    public static let storyboardKey = "storyboard"
    public static let childrenKey = "children"
    public static let selectedIndexKey = "selectedIndex"
    public static let presentedKey = "presented"
    public static let viewLoadedKey = "viewLoaded"
    public static let stateKey = "state"

    /// What stands for another controller inside a `state` archive (UIKit's own archiver
    /// writes `_UIObjectIdentifierPathProxy`): the class name and its one key.
    public static let referenceClass = "UIStateMigrationReference"
    public static let referencePathKey = "path"

    /// The one window configuration the migrated manifest declares.
    public static let configurationName = "Default Configuration"
    public static let sessionRole = "UIWindowSceneSessionRoleApplication"

    /// Keys UIKit's own `encodeRestorableState(with:)` writes into a controller's coder that
    /// the restoration activity carries as its tree, or that hold objects only UIKit can read.
    public static let storyboardProxyKey = "UIStateRestorationViewControllerStoryboard"
    public static let storyboardIdentifierStateKey = "UIStateRestorationViewControllerStoryboardIdentifier"
    public static let presentedStateKey = "kPresentedViewControllerKey"

    /// Each string of the format, by the name the generated code gives it (both languages'
    /// templates fill their `{{name}}` parts from here).
    static let constants: [(name: String, value: String)] = [
        ("formatKey", formatKey), ("appKey", appKey), ("rootKey", rootKey), ("controllersKey", controllersKey), ("buildKey", buildKey), ("classKey", classKey),
        ("restorationClassKey", restorationClassKey), ("storyboardIdentifierKey", storyboardIdentifierKey), ("storyboardKey", storyboardKey), ("childrenKey", childrenKey),
        ("selectedIndexKey", selectedIndexKey), ("presentedKey", presentedKey), ("viewLoadedKey", viewLoadedKey), ("stateKey", stateKey),
        ("referenceClass", referenceClass), ("referencePathKey", referencePathKey), ("storyboardIdentifierStateKey", storyboardIdentifierStateKey),
    ]

    /// UIKit's own container classes: their structure is the tree (children, selected tab),
    /// and their encode methods are not called.
    public static let uiKitContainers: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"]
}

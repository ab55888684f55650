/// What scene-based apps keep in a savedState folder (docs/ios-guide.md, "Scene-based apps",
/// gives the sources): the session index, one folder per session, and the keys inside.
public enum SceneKeys {
    /// The index folder: `KnownSceneSessions`, or `KnownCanvasDefinitions` on older systems.
    public static let indexFolders = ["KnownSceneSessions", "KnownCanvasDefinitions"]
    /// The file name of the index inside its folder, and of a session's restoration activity.
    public static let dataFile = "data.data"
    public static let userInfoFile = "userInfo.data"
    public static let internalUserInfoFile = "internalUserInfo.data"
    /// Files whose presence makes a folder a session folder.
    public static let sessionFiles: Set<String> = [dataFile, userInfoFile, internalUserInfoFile]

    // An index entry: a keyed archive holding a UISceneSession under this root key.
    public static let definition = "CanvasRestorationCanvasDefinitionKey"
    public static let role = "_UISceneSessionRole"
    public static let persistentIdentifier = "_UISceneSessionPersistentIdentifier"
    public static let configuration = "_UISceneSessionSceneConfiguration"

    // UISceneConfiguration.
    public static let configurationName = "_UISceneConfigurationName"
    public static let configurationRole = "_UISceneConfigurationSessionRole"
    public static let sceneClass = "_UISceneConfigurationSceneClassName"
    public static let delegateClass = "_UISceneConfigurationDelegateClassName"
    public static let storyboard = "_UISceneConfigurationStoryboardName"

    // A session's restoration activity (a plain plist dictionary).
    public static let activityType = "CanvasRestorationUserActivityTypeKey"
    public static let activityTitle = "CanvasRestorationUserActivityTitleKey"
    public static let activityUserInfoData = "CanvasRestorationUserActivityUserInfoDataKey"
    /// The root key of the keyed archive inside `activityUserInfoData`.
    public static let activityUserInfo = "CanvasRestorationUserActivityUserInfoKey"

    /// SwiftUI's own entries in an activity's userInfo start with this.
    public static let swiftUIPrefix = "com.apple.SwiftUI."
    public static let swiftUIActivityType = "com.apple.SwiftUI.stateRestoration"

    /// A session folder's name as UIKit makes them (a UUID string); anything else at the top of
    /// the folder that holds session files is refused as not a plausible identifier.
    public static func isPlausibleIdentifier(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard (1...128).contains(bytes.count), bytes.first != UInt8(ascii: ".") else { return false }
        return bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                true
            default:
                false
            }
        }
    }
}

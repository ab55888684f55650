import PropertyList

/// `restorationInfo.plist`, which UIKit writes next to `data.data`.
public enum RestorationInfo {
    public static func plist(ignoreSnapshot: Bool) -> PropertyListValue {
        .dictionary([PropertyListEntry(UIKitKeys.restorationInfoIgnoreSnapshot, .string(ignoreSnapshot ? "YES" : "NO"))])
    }
}

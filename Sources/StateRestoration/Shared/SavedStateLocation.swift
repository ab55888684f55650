#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a savedState lives: a `<bundle id>.savedState` folder, or a `data.data` file given
/// directly (its folder then holds `restorationInfo.plist`).
public struct SavedStateLocation: Sendable, Equatable {
    public var folder: URL
    public var archive: URL

    public init(_ url: URL) {
        if url.lastPathComponent == UIKitKeys.archiveFileName {
            folder = url.deletingLastPathComponent()
            archive = url
        } else {
            folder = url
            archive = url.appendingPathComponent(UIKitKeys.archiveFileName)
        }
    }

    public var restorationInfo: URL { folder.appendingPathComponent(UIKitKeys.restorationInfoFileName) }
}

import KeyedArchive

/// The app version a snapshot was recorded with, read from a configurable root key: by default
/// UIKit's bundle version, or a key the app delegate encodes (`MyAppVersion` as a Float).
///
/// Versions compare the way an app's `shouldRestoreApplicationState` check typically does:
/// numbers numerically (the Float 11.0 equals "11" and "11.0"), strings exactly.
public struct AppVersion: Hashable, Sendable, CustomStringConvertible {
    public let text: String
    let number: Double?

    public init(_ text: String) {
        self.text = text
        self.number = Double(text)
    }

    /// The version stored under `key`, if it is a string or a number.
    public init?(_ snapshot: Snapshot, key: String) {
        switch snapshot.appValue(key) {
        case .string(let s)?: self.init(s)
        case .real32(let f)?: self.init(CanonicalTextSyntax.real32(f))
        case .real64(let d)?: self.init(CanonicalTextSyntax.real64(d))
        case .integer(let i)?: self.init(String(i))
        default: return nil
        }
    }

    public var description: String { text }

    public func matches(_ other: AppVersion) -> Bool {
        if let a = number, let b = other.number { return a == b }
        return text == other.text
    }

    /// The key UIKit stores the bundle version under: the default version key.
    public static let defaultKey = UIKitKeys.bundleVersion
}

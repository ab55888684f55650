import KeyedArchive
import PropertyList

/// The app-level values of a snapshot, decoded from the keys UIKit writes at the root.
extension Snapshot {
    /// Any root key, decoded (`MyAppVersion`, or one of UIKit's).
    public func appValue(_ key: String) -> FoundationValue? {
        guard let value = app.top(key) else { return nil }
        var decoder = FoundationDecoder(app)
        return decoder.decode(value)
    }

    public var majorVersion: Int128? { integer(UIKitKeys.majorVersion) }
    public var minorVersion: Int128? { integer(UIKitKeys.minorVersion) }
    /// UIDevice's interface idiom: 0 phone, 1 pad, 2 tv, 3 CarPlay, 5 Mac, 6 Vision.
    public var idiom: Int128? { integer(UIKitKeys.idiom) }

    /// Seconds since 2001-01-01T00:00:00Z.
    public var timestamp: Double? {
        if case .date(let t)? = appValue(UIKitKeys.timestamp) { return t }
        return nil
    }

    public var systemVersion: String? { string(UIKitKeys.systemVersion) }
    public var bundleVersion: String? { string(UIKitKeys.bundleVersion) }

    /// The keys the app delegate encoded itself (everything at the root that is not UIKit's).
    public var delegateValues: [FoundationField] {
        app.top.filter { !UIKitKeys.rootKeys.contains($0.key) }.map { field in
            var decoder = FoundationDecoder(app)
            return FoundationField(ArchiveKeys.userKey(field.key), decoder.decode(field.value))
        }
    }

    /// Window restoration identifier -> (vertical, horizontal) size class names.
    public var sizeClasses: [(window: String, vertical: String, horizontal: String)] {
        guard case .dictionary(let windows)? = appValue(UIKitKeys.sizeClassMap) else { return [] }
        return windows.compactMap { entry in
            guard case .string(let window) = entry.key, case .dictionary(let classes) = entry.value else { return nil }
            func named(_ key: String) -> String {
                let value = classes.first { $0.key == .string(key) }?.value
                if case .string(let name)? = value { return name }
                return "?"
            }
            return (window, named("VerticalSizeClassStringKey"), named("HorizontalSizeClassStringKey"))
        }
    }

    public var firstResponders: [IdentifierPath] { paths(UIKitKeys.firstResponders) }
    /// The roots UIKit encoded, in encoding order.
    public var rootIdentifiers: [IdentifierPath] { paths(UIKitKeys.rootIdentifiers) }

    /// Path -> restoration class name (`kViewControllerRestorationClassMapKey`).
    public var restorationClasses: [(path: IdentifierPath, className: String)] {
        guard case .dictionary(let entries)? = appValue(UIKitKeys.restorationClassMap) else { return [] }
        return entries.compactMap { entry in
            guard case .string(let path) = entry.key, case .string(let name) = entry.value else { return nil }
            return (IdentifierPath(path), name)
        }.sorted { $0.path < $1.path }
    }

    /// Path -> restoration class, for lookups over many objects (decode the map once).
    public var restorationClassMap: [IdentifierPath: String] {
        Dictionary(restorationClasses.map { ($0.path, $0.className) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the launch screenshot is to be ignored: set in the archive or in
    /// restorationInfo.plist.
    public var ignoresSnapshot: Bool {
        if case .inline(.bool(true))? = app.top(UIKitKeys.ignoreSnapshot) { return true }
        if case .string("YES")? = restorationInfo?[UIKitKeys.restorationInfoIgnoreSnapshot] { return true }
        return false
    }

    func integer(_ key: String) -> Int128? {
        if case .integer(let i)? = appValue(key) { return i }
        return nil
    }

    func string(_ key: String) -> String? {
        if case .string(let s)? = appValue(key) { return s }
        return nil
    }

    func paths(_ key: String) -> [IdentifierPath] {
        guard let value = appValue(key) else { return [] }
        switch value {
        case .array(let items), .orderedSet(let items), .set(let items):
            return items.compactMap { if case .string(let s) = $0 { IdentifierPath(s) } else { nil } }
        default:
            return []
        }
    }
}

/// UIDevice's user interface idiom values.
public enum Idiom {
    public static func name(_ value: Int128) -> String {
        switch value {
        case -1: "unspecified"
        case 0: "phone"
        case 1: "pad"
        case 2: "tv"
        case 3: "carPlay"
        case 5: "mac"
        case 6: "vision"
        default: "idiom \(value)"
        }
    }
}

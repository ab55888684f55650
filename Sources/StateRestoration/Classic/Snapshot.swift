import KeyedArchive
import PropertyList

/// One preservation run of an app: what UIKit wrote into `<bundle id>.savedState`.
///
/// The root archive (`data.data`) is split in two: `app` holds everything UIKit and the app
/// delegate wrote at app level (versions, idiom, timestamp, class map, the delegate's own keys),
/// and `objects` holds each preserved object's own nested archive by identifier path.
/// `rootArchive` puts them back together.
public struct Snapshot: Hashable, Sendable {
    public var app: KeyedArchive
    /// Every preserved object, in tree order.
    public var objects: [PreservedObject]
    /// `restorationInfo.plist`, when the folder has one.
    public var restorationInfo: PropertyListValue?

    public init(app: KeyedArchive, objects: [PreservedObject], restorationInfo: PropertyListValue? = nil) {
        self.app = app
        self.objects = objects.sorted { $0.path < $1.path }
        self.restorationInfo = restorationInfo
    }

    /// The object at `path` (binary search: objects are kept in tree order).
    public func object(at path: IdentifierPath) -> PreservedObject? {
        var low = 0, high = objects.count
        while low < high {
            let middle = (low + high) / 2
            if objects[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low < objects.count && objects[low].path == path ? objects[low] : nil
    }

    /// The complete `data.data` archive: the app-level keys plus one data entry per object.
    public var rootArchive: KeyedArchive {
        var archive = app
        archive.top += objects.map { ArchiveField($0.path.rawValue, .stored(.data(KeyedArchiveWriter.write($0.archive)))) }
        return KeyedArchive(archiver: archive.archiver, version: archive.version, top: archive.top, objects: archive.objects)
    }
}

/// A preserved view controller, view or `UIStateRestoring` object: its path and its own coder.
public struct PreservedObject: Hashable, Sendable {
    public var path: IdentifierPath
    public var archive: KeyedArchive

    public init(path: IdentifierPath, archive: KeyedArchive) {
        self.path = path
        self.archive = archive
    }

    /// The object's class as UIKit recorded it (`kUIStateRestorationClassNameKey`).
    public var className: String? {
        switch archive.top(UIKitKeys.className) {
        case .stored(.string(let name))?, .inline(.string(let name))?: name
        default: nil
        }
    }

    public var isViewController: Bool {
        if case .inline(.bool(true))? = archive.top(UIKitKeys.isViewController) { return true }
        return false
    }

    /// The storyboard identifier UIKit would instantiate the controller from, if recorded.
    public var storyboardIdentifier: String? {
        if case .string(let id)? = decodedTop(UIKitKeys.storyboardIdentifier) { return id }
        return nil
    }

    public var hasStoryboard: Bool { archive.top(UIKitKeys.storyboard) != nil }

    /// Every path this object (and its views) refers to through `_UIObjectIdentifierPathProxy`.
    public var references: [IdentifierPath] {
        ArchiveReferences.paths(in: archive, nesting: 0)
    }

    func decodedTop(_ key: String) -> FoundationValue? {
        guard let value = archive.top(key) else { return nil }
        var decoder = FoundationDecoder(archive)
        return decoder.decode(value)
    }
}

import KeyedArchive
import PropertyList

extension Snapshot {
    /// This snapshot with the objects under `paths` (and their subtrees) taken from `other`,
    /// and their restoration classes with them; everything else, app-level values included,
    /// stays as it is.
    public func replacing(_ paths: [IdentifierPath], from other: Snapshot) -> Snapshot {
        func covered(_ path: IdentifierPath) -> Bool { paths.contains { $0.contains(path) } }
        let objects = self.objects.filter { !covered($0.path) } + other.objects.filter { covered($0.path) }
        var classes = restorationClassMap.filter { !covered($0.key) }
        for (path, name) in other.restorationClassMap where covered(path) { classes[path] = name }
        var merged = Snapshot(app: app, objects: objects, restorationInfo: restorationInfo)
        merged.setRestorationClasses(classes)
        return merged
    }

    /// Replaces `kViewControllerRestorationClassMapKey` with a dictionary of `classes` (in tree
    /// order), as UIKit writes it.
    mutating func setRestorationClasses(_ classes: [IdentifierPath: String]) {
        guard app.top(UIKitKeys.restorationClassMap) != nil || !classes.isEmpty else { return }
        let sorted = classes.sorted { $0.key < $1.key }
        var objects = app.objects
        objects.append(ArchiveObject(ArchiveClass("NSMutableDictionary", "NSDictionary", "NSObject"), [
            ArchiveField("NS.keys", .array(sorted.map { .stored(.string($0.key.rawValue)) })),
            ArchiveField("NS.objects", .array(sorted.map { .stored(.string($0.value)) })),
        ]))
        var top = app.top.filter { $0.key != UIKitKeys.restorationClassMap }
        top.append(ArchiveField(UIKitKeys.restorationClassMap, .object(ArchiveObjectID(objects.count - 1))))
        app = KeyedArchive(archiver: app.archiver, version: app.version, top: top, objects: objects)
    }
}

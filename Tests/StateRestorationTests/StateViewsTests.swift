import KeyedArchive
import PropertyList
import StateRestoration
import Testing

@Suite("Controller tree and sizes of a saved state")
struct StateViewsTests {
    func object(_ path: String, _ className: String, _ fields: [ArchiveField] = []) -> PreservedObject {
        PreservedObject(path: IdentifierPath(path), archive: KeyedArchive(top: [ArchiveField("kUIStateRestorationClassNameKey", .stored(.string(className)))] + fields, objects: []))
    }

    func app(roots: [String], firstResponders: [String] = []) -> KeyedArchive {
        KeyedArchive(top: [
            ArchiveField(UIKitKeys.rootIdentifiers, .array(roots.map { .stored(.string($0)) })),
            ArchiveField(UIKitKeys.firstResponders, .array(firstResponders.map { .stored(.string($0)) })),
        ], objects: [])
    }

    @Test("children under their nearest preserved ancestor, in UIKit's index order, roots in root order")
    func tree() {
        let snapshot = Snapshot(app: app(roots: ["Tabs", "Store"], firstResponders: ["Tabs/:[1]:/Nav/:[0]:/List"]), objects: [
            object("Store", "ItemStore"),
            object("Tabs", "UITabBarController"),
            object("Tabs/:[10]:/Settings", "SettingsViewController"),
            object("Tabs/:[1]:/Nav", "UINavigationController"),
            object("Tabs/:[1]:/Nav/:[0]:/List", "ListViewController"),
            object("Tabs/:[2]:/Orphan/Gone/Detail", "DetailViewController"),
        ])
        let tree = ControllerTree(snapshot)
        #expect(tree.roots.map(\.path.rawValue) == ["Tabs", "Store"])
        let tabs = tree.roots[0]
        #expect(tabs.children.map(\.path.rawValue) == ["Tabs/:[1]:/Nav", "Tabs/:[2]:/Orphan/Gone/Detail", "Tabs/:[10]:/Settings"])
        #expect(tabs.children.map(\.index) == [1, 2, 10])
        #expect(tabs.children[0].children.map(\.path.identifier) == ["List"])
        #expect(tabs.children[0].children[0].isFirstResponder)
        #expect(!tabs.isFirstResponder)
        #expect(tabs.children[0].className == "UINavigationController")
        #expect(tree.count == 6)
    }

    @Test("sizes: the object holding a big value comes first, with that key; shares add up")
    func sizes() {
        let big = [UInt8](repeating: 7, count: 50_000)
        let snapshot = Snapshot(app: app(roots: ["A"]), objects: [
            object("A", "AViewController"),
            object("A/B", "BViewController", [ArchiveField("Photo", .stored(.data(big))), ArchiveField("Title", .stored(.string("x")))]),
        ])
        let sizes = StateSizes(SavedState(classic: snapshot))
        #expect(sizes.entries.map(\.path) == ["A/B", "@app", "A"])
        let first = sizes.entries[0]
        #expect(first.bytes == KeyedArchiveWriter.write(snapshot.objects[1].archive).count)
        #expect(first.bytes > 50_000 && first.bytes < 50_400)
        #expect(first.keys.first?.name == "Photo")
        #expect(first.keys.first!.bytes > 50_000)
        #expect(sizes.totalBytes == sizes.entries.reduce(0) { $0 + $1.bytes })
        #expect(abs(sizes.entries.reduce(0.0) { $0 + sizes.share($1) } - 100) < 1e-9)
        #expect(sizes.biggestKeys(1).first?.path == "A/B")
        #expect(StateSizes(SavedState()).entries.isEmpty)
    }
}

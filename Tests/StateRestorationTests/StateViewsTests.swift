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

    /// A view controller whose children key refers to `children` as UIKit does: one
    /// `_UIObjectIdentifierPathProxy` per child.
    func controller(_ path: String, _ className: String, children: [String] = []) -> PreservedObject {
        let proxies = children.map { ArchiveObject(ArchiveClass(UIKitKeys.pathProxyClass, "NSObject"), [ArchiveField(UIKitKeys.pathProxyPath, .stored(.string($0)))]) }
        var top = [ArchiveField("kUIStateRestorationClassNameKey", .stored(.string(className))), ArchiveField(UIKitKeys.isViewController, .inline(.bool(true)))]
        if !children.isEmpty { top.append(ArchiveField(UIKitKeys.children, .array(children.indices.map { .object(ArchiveObjectID($0)) }))) }
        return PreservedObject(path: IdentifierPath(path), archive: KeyedArchive(top: top, objects: proxies))
    }

    @Test("the top-most controller: presented over its presenter, a navigation stack's last, stopping where the archive does not say")
    func topMost() {
        let nav = controller("Nav", "UINavigationController", children: ["Nav/List", "Nav/Detail"])
        let stack = Snapshot(app: app(roots: ["Nav", "Store"]), objects: [nav, controller("Nav/List", "ListViewController"), controller("Nav/Detail", "DetailViewController"), object("Store", "ItemStore")])
        #expect(ControllerTree(stack).topMost?.rawValue == "Nav/Detail")
        #expect(ControllerTree(stack).roots[0].children.map(\.isReferenced) == [true, true])
        let presented = Snapshot(app: app(roots: ["Nav"]), objects: stack.objects + [
            controller("Nav/Modal", "UINavigationController", children: ["Nav/Modal/Edit"]), controller("Nav/Modal/Edit", "EditViewController"),
        ])
        let tree = ControllerTree(presented)
        #expect(tree.topMost?.rawValue == "Nav/Modal/Edit")
        #expect(tree.roots[0].children.map(\.isReferenced) == [true, true, false])
        let tabs = Snapshot(app: app(roots: ["Tabs"]), objects: [
            controller("Tabs", "UITabBarController"), controller("Tabs/:[0]:/A", "AViewController"), controller("Tabs/:[1]:/B", "BViewController"),
        ])
        #expect(ControllerTree(tabs).topMost?.rawValue == "Tabs")
        #expect(ControllerTree(Snapshot(app: app(roots: []), objects: [])).topMost == nil)
    }

    @Test("a removed child keeps its place in its container when the older state is given")
    func formerly() {
        let before = Snapshot(app: app(roots: ["Nav"]), objects: [controller("Nav", "UINavigationController", children: ["Nav/List", "Nav/Detail"]), controller("Nav/List", "L"), controller("Nav/Detail", "D")])
        let after = Snapshot(app: app(roots: ["Nav"]), objects: [controller("Nav", "UINavigationController", children: ["Nav/List"]), controller("Nav/List", "L"), controller("Nav/Detail", "D")])
        #expect(ControllerTree(after).roots[0].children.map(\.isReferenced) == [true, false])
        #expect(ControllerTree(after, formerly: before).roots[0].children.map(\.isReferenced) == [true, true])
    }

    @Test("a Mac window's saved frame and screen, and the windows front to back")
    func windowFrames() {
        let frame = WindowFrame("160 260 640 480 0 0 1512 944 ")
        #expect(frame?.window == WindowFrame.Rectangle(x: 160, y: 260, width: 640, height: 480))
        #expect(frame?.screen == WindowFrame.Rectangle(x: 0, y: 0, width: 1512, height: 944))
        for bad in ["", "1 2 3", "0 0 0 480 0 0 1512 944", "0 0 640 480 0 0 1512 nan", "a b c d e f g h", "0 0 640 480 0 0 1512 944 9"] {
            #expect(WindowFrame(bad) == nil, "\(bad)")
        }
        let state = WindowState(windows: [
            SavedWindow(entry: [PropertyListEntry(WindowKeys.windowID, .integer(7))], position: 0),
            SavedWindow(entry: [PropertyListEntry(WindowKeys.windowID, .integer(5))], position: 1),
            SavedWindow(entry: [PropertyListEntry(WindowKeys.windowID, .integer(9))], position: 2),
            SavedWindow(entry: [PropertyListEntry(WindowKeys.isGlobal, .bool(true)), PropertyListEntry(WindowKeys.zOrder, .array([.integer(9), .integer(7), .integer(404)]))], position: 3),
        ])
        #expect(state.frontToBack == ["9", "7", "5"])
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

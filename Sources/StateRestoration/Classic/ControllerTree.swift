import KeyedArchive
import PropertyList

/// The objects of a classic archive as the tree UIKit rebuilds: each object under the nearest
/// object whose identifier path is a prefix of its own (`IdentifierPath.parent`), children in
/// the order their parent's archive refers to them (a navigation controller's children key
/// lists its stack in push order, a tab bar's its tabs; a presented controller comes after),
/// then by the `:[n]:` index UIKit recorded, then by path. An
/// object whose parent was not preserved hangs at the top, as UIKit would ask the app for it;
/// top-level objects come in the order of the app's root identifiers.
public struct ControllerTree: Sendable {
    public struct Node: Sendable {
        public var path: IdentifierPath
        public var className: String?
        /// The position UIKit recorded in the parent (`:[n]:`), when it recorded one.
        public var index: Int?
        public var isViewController: Bool
        public var isFirstResponder: Bool
        /// Whether the parent's archive refers to it (a container's child: a navigation
        /// stack's entry, a tab). A child under its parent's path that the parent does not
        /// refer to is one it presented (or holds without saying).
        public var isReferenced: Bool
        public var children: [Node]

        /// A container's child: referred to by the parent, or found by its index in it
        /// (`:[n]:`, a tab bar's tabs). Other controllers under a controller were presented.
        public var isContained: Bool { isReferenced || index != nil }

        public var isPresented: Bool { isViewController && !isContained }
    }

    public var roots: [Node]

    /// `formerly`: an older state whose objects `snapshot` also holds (a comparison draws the
    /// newer state with what it lost): a parent's references there count after its own, so
    /// a removed child keeps its place in its container.
    public init(_ snapshot: Snapshot, formerly: Snapshot? = nil) {
        let former = Dictionary((formerly?.objects ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let firstResponders = Set(snapshot.firstResponders)
        var children: [IdentifierPath: [PreservedObject]] = [:]
        var tops: [PreservedObject] = []
        let present = Set(snapshot.objects.map(\.path))
        for object in snapshot.objects {
            // The nearest preserved ancestor.
            var ancestor = object.path.parent
            while let candidate = ancestor, !present.contains(candidate) { ancestor = candidate.parent }
            if let ancestor { children[ancestor, default: []].append(object) } else { tops.append(object) }
        }
        func node(_ object: PreservedObject, under parent: IdentifierPath?, referenced: Bool) -> Node {
            let index = Self.index(of: object.path, under: parent)
            var references = Self.containedReferences(in: object.archive)
            if let before = former[object.path] {
                let known = Set(references)
                references += Self.containedReferences(in: before.archive).filter { !known.contains($0) }
            }
            let referencedPaths = Set(references)
            let kids = Self.ordered(children[object.path] ?? [], under: object.path, references: references).map {
                node($0, under: object.path, referenced: referencedPaths.contains($0.path.rawValue))
            }
            return Node(
                path: object.path, className: object.className, index: index, isViewController: object.isViewController,
                isFirstResponder: firstResponders.contains(object.path), isReferenced: referenced, children: kids)
        }
        // Top-level objects in the order UIKit recorded its roots, the others after them.
        let rootOrder = Dictionary(snapshot.rootIdentifiers.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let sortedTops = Self.ordered(tops, under: nil, references: []).enumerated().sorted { a, b in
            let x = rootOrder[a.element.path] ?? Int.max, y = rootOrder[b.element.path] ?? Int.max
            return x != y ? x < y : a.offset < b.offset
        }
        roots = sortedTops.map { node($0.element, under: nil, referenced: false) }
    }

    /// The controller most likely on screen, by UIKit's rules as far as the archive tells
    /// them: from the last root controller, a presented controller covers its presenter, a navigation
    /// controller shows the last controller of its stack, and a container with one child
    /// shows it. Where the archive does not say (which tab is selected), the walk stops at the
    /// container. docs/views.md.
    public var topMost: IdentifierPath? {
        guard var node = roots.last(where: \.isViewController) else { return nil }
        while true {
            if let presented = node.children.last(where: \.isPresented) {
                node = presented
            } else if let className = node.className, className.hasSuffix("NavigationController"), let top = node.children.last(where: \.isReferenced) {
                node = top
            } else if node.children.count(where: \.isViewController) == 1, let only = node.children.first(where: \.isViewController) {
                node = only
            } else {
                return node.path
            }
        }
    }

    public var count: Int {
        func count(_ nodes: [Node]) -> Int { nodes.reduce(0) { $0 + 1 + count($1.children) } }
        return count(roots)
    }

    /// The last `:[n]:` between the parent's path and the object's own identifier.
    static func index(of path: IdentifierPath, under parent: IdentifierPath?) -> Int? {
        let own = path.components.dropFirst(parent?.components.count ?? 0).dropLast()
        guard let component = own.last(where: IdentifierPath.isIndexComponent) else { return nil }
        return Int(component.dropFirst(2).dropLast(2))
    }

    static func ordered(_ objects: [PreservedObject], under parent: IdentifierPath?, references: [String]) -> [PreservedObject] {
        var rank: [String: Int] = [:]
        for (offset, path) in references.enumerated() where rank[path] == nil { rank[path] = offset }
        return objects.sorted { a, b in
            let r = rank[a.path.rawValue] ?? Int.max, s = rank[b.path.rawValue] ?? Int.max
            if r != s { return r < s }
            let x = index(of: a.path, under: parent) ?? -1, y = index(of: b.path, under: parent) ?? -1
            return x != y ? x < y : a.path < b.path
        }
    }

    /// The paths of the controllers an object's archive holds as its children: those of its
    /// children key first (a navigation stack in push order, a tab bar's tabs in their order,
    /// whatever other key the container writes before it, such as its selected tab), then any
    /// other it refers to; never the one it presents (`kPresentedViewControllerKey`), which is
    /// presented, not contained.
    static func containedReferences(in archive: KeyedArchive) -> [String] {
        guard mayRefer(archive) else { return [] }
        let fields = FoundationDecoder.fields(of: archive)
        let presented = fields.filter { $0.key == UIKitKeys.presented }.flatMap { paths(in: $0.value) }
        let children = fields.filter { $0.key == UIKitKeys.children }.flatMap { paths(in: $0.value) }
        let others = fields.filter { $0.key != UIKitKeys.children && $0.key != UIKitKeys.presented }.flatMap { paths(in: $0.value) }
        var seen = Set(presented)
        return (children + others).filter { seen.insert($0).inserted }
    }

    /// The identifier paths a value refers to, in the order they appear.
    static func paths(in value: FoundationValue) -> [String] {
        var paths: [String] = []
        func walk(_ value: FoundationValue) {
            switch value {
            case .objectReference(let path): paths.append(path)
            case .array(let items), .orderedSet(let items), .set(let items): items.forEach(walk)
            case .dictionary(let entries): entries.forEach { walk($0.value) }
            case .archive(let fields), .object(_, let fields): fields.forEach { walk($0.value) }
            case .shared(_, let inner), .embedded(_, let inner): walk(inner)
            default: break
            }
        }
        walk(value)
        return paths
    }

    /// Whether the archive may hold a path proxy: an object of its class, or data (a nested
    /// archive, at any depth) whose bytes spell the class name, in ASCII or UTF-16.
    static func mayRefer(_ archive: KeyedArchive) -> Bool {
        func inData(_ value: ArchiveValue) -> Bool {
            switch value {
            case .inline(.data(let bytes)), .stored(.data(let bytes)):
                return bytes.firstIndex(of: proxyName) != nil || bytes.firstIndex(of: proxyNameUTF16) != nil
            case .array(let items), .set(let items): return items.contains(where: inData)
            case .dictionary(let fields): return fields.contains { inData($0.value) }
            default: return false
            }
        }
        return archive.objects.contains { $0.archiveClass.name.hasSameBytes(as: UIKitKeys.pathProxyClass) }
            || archive.top.contains { inData($0.value) }
            || archive.objects.contains { $0.fields.contains { inData($0.value) } }
    }

    private static let proxyName = Array(UIKitKeys.pathProxyClass.utf8)
    private static let proxyNameUTF16 = UIKitKeys.pathProxyClass.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
}

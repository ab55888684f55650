import KeyedArchive
import PropertyList

/// One difference between two archives, at a key path such as
/// `kViewRestorationDataKey / BNRItemsViewControllerTableView / contentOffset`.
public struct KeyChange: Hashable, Sendable {
    public enum Kind: String, Sendable { case added, removed, changed }

    public var path: [String]
    public var kind: Kind
    public var old: DiffValue?
    public var new: DiffValue?
    /// For each array element on the path (`[3]`, `[3→4]`), its index on each side.
    public var elements: [ElementIndex]

    public init(path: [String], kind: Kind, old: DiffValue?, new: DiffValue?, elements: [ElementIndex] = []) {
        self.path = path
        self.kind = kind
        self.old = old
        self.new = new
        self.elements = elements
    }

    /// The same change under another path (the element indexes stay).
    public func moved(to path: [String]) -> KeyChange {
        KeyChange(path: path, kind: kind, old: old, new: new, elements: elements)
    }
}

/// Where an array element is on each side: nil on the side that lacks it. `aligned` is false
/// when the arrays differed too much to align and were compared position by position.
public struct ElementIndex: Hashable, Sendable {
    public var old: Int?
    public var new: Int?
    public var aligned: Bool

    public init(old: Int?, new: Int?, aligned: Bool = true) {
        self.old = old
        self.new = new
        self.aligned = aligned
    }

    /// `[3]`, or `[3→4]` for an element that moved: the path component naming it.
    public var label: String {
        switch (old, new) {
        case (let a?, let b?) where a != b: "[\(a)→\(b)]"
        case (let a?, _): "[\(a)]"
        case (nil, let b?): "[\(b)]"
        case (nil, nil): "[]"
        }
    }
}

/// A value with the type it has on disk: `int`, `real32`, `string` ... for values stored inline
/// in the coder's dictionary, `NSNumber int`, `NSString`, `NSData` ... for values stored as
/// objects (a decoder asking `decodeInteger` for an NSNumber object fails, so this matters).
public struct DiffValue: Hashable, Sendable {
    public var value: FoundationValue
    public var type: String

    public init(value: FoundationValue, type: String) {
        self.value = value
        self.type = type
    }
}

/// Compares two archives as UIKit decodes them, ignoring how they were encoded.
public enum ArchiveDiff {
    /// Arrays are aligned as git aligns lines (`SequenceAlignment`) while the alignment needs
    /// at most this many inserted and removed elements; past it they are compared by position
    /// and each element's change says so (`ElementIndex.aligned`).
    public static let maxAlignedEdits = 1_000

    /// Key-level changes from `old` to `new` (either may be missing: every key added/removed).
    public static func changes(from old: KeyedArchive?, to new: KeyedArchive?) -> [KeyChange] {
        var differ = Differ(old: old, new: new)
        var changes: [KeyChange] = []
        differ.fields(old.map { differ.oldFields($0) } ?? [], new.map { differ.newFields($0) } ?? [], path: [], elements: [], into: &changes)
        return changes
    }

    /// Key-level changes between two lists of decoded values (a plist dictionary, a userInfo),
    /// each path starting with `prefix`. Either side may be missing.
    public static func changes(from old: [(key: String, value: FoundationValue)]?, to new: [(key: String, value: FoundationValue)]?, prefix: [String]) -> [KeyChange] {
        let differ = Differ(old: nil, new: nil)
        var changes: [KeyChange] = []
        differ.fields((old ?? []).map { ($0.key, Differ.plain($0.value)) }, (new ?? []).map { ($0.key, Differ.plain($0.value)) }, path: prefix, elements: [], into: &changes)
        return changes
    }

    /// A dictionary's entries with their keys as text.
    public static func keyed(_ entries: [FoundationEntry]) -> [(key: String, value: FoundationValue)] {
        entries.map { (Differ.keyText($0.key), $0.value) }
    }

    /// Whether two decoded values are the same (reals by bit pattern, so NaN equals itself and
    /// -0.0 differs from 0.0).
    public static func same(_ a: FoundationValue, _ b: FoundationValue) -> Bool {
        switch (a.unshared, b.unshared) {
        case (.real32(let x), .real32(let y)): return x.bitPattern == y.bitPattern
        case (.real64(let x), .real64(let y)), (.date(let x), .date(let y)): return x.bitPattern == y.bitPattern
        case (.array(let x), .array(let y)), (.orderedSet(let x), .orderedSet(let y)), (.set(let x), .set(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0.0, $0.1) }
        case (.dictionary(let x), .dictionary(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { same($0.0.key, $0.1.key) && same($0.0.value, $0.1.value) }
        case (.archive(let x), .archive(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0.key == $0.1.key && same($0.0.value, $0.1.value) }
        case (.object(let c1, let x), .object(let c2, let y)):
            return c1 == c2 && x.count == y.count && zip(x, y).allSatisfy { $0.0.key == $0.1.key && same($0.0.value, $0.1.value) }
        case (.seen(let c1, _), .seen(let c2, _)):
            return c1 == c2
        // An object is expanded where it is first reached and `seen` elsewhere, so which side
        // expands it depends on the other keys: the same class is taken for the same object.
        case (.seen(let c1, _), .object(let c2, _)), (.object(let c1, _), .seen(let c2, _)):
            return c1 == c2
        case (.embedded(let f1, let x), .embedded(let f2, let y)):
            return f1 == f2 && same(x, y)
        default:
            return a == b
        }
    }
}

private struct Differ {
    var oldDecoder: FoundationDecoder?
    var newDecoder: FoundationDecoder?

    init(old: KeyedArchive?, new: KeyedArchive?) {
        oldDecoder = old.map { FoundationDecoder($0) }
        newDecoder = new.map { FoundationDecoder($0) }
    }

    mutating func oldFields(_ archive: KeyedArchive) -> [(String, DiffValue)] {
        archive.top.map { (ArchiveKeys.userKey($0.key), Self.typed($0.value, decoder: &oldDecoder!)) }
    }

    mutating func newFields(_ archive: KeyedArchive) -> [(String, DiffValue)] {
        archive.top.map { (ArchiveKeys.userKey($0.key), Self.typed($0.value, decoder: &newDecoder!)) }
    }

    static func typed(_ value: ArchiveValue, decoder: inout FoundationDecoder) -> DiffValue {
        let decoded = decoder.decode(value).withoutSharedMarks
        switch value {
        case .stored(let scalar):
            let type: String
            switch scalar {
            case .string: type = "NSString"
            case .data: type = decoded.typeName == "archive" ? "archive" : "NSData"
            case .null: type = "null"
            default: type = "NSNumber " + decoded.typeName
            }
            return DiffValue(value: decoded, type: type)
        default:
            return DiffValue(value: decoded, type: decoded.typeName)
        }
    }

    func fields(_ old: [(String, DiffValue)], _ new: [(String, DiffValue)], path: [String], elements: [ElementIndex], into changes: inout [KeyChange]) {
        let oldKeys = Dictionary(old.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        let newKeys = Dictionary(new.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        var order: [String] = old.map(\.0)
        for (key, _) in new where oldKeys[key] == nil { order.append(key) }
        for key in order.sorted(by: { $0.precedesInBytes($1) }) {
            switch (oldKeys[key], newKeys[key]) {
            case (let a?, let b?): compare(a, b, path: path + [key], elements: elements, into: &changes)
            case (let a?, nil): changes.append(KeyChange(path: path + [key], kind: .removed, old: a, new: nil, elements: elements))
            case (nil, let b?): changes.append(KeyChange(path: path + [key], kind: .added, old: nil, new: b, elements: elements))
            case (nil, nil): break
            }
        }
    }

    func compare(_ old: DiffValue, _ new: DiffValue, path: [String], elements: [ElementIndex], into changes: inout [KeyChange]) {
        if old.type == new.type, ArchiveDiff.same(old.value, new.value) { return }
        // Same structure on both sides: describe the change inside it.
        switch (old.value.unshared, new.value.unshared) {
        case (.array(let a), .array(let b)) where old.type == new.type, (.orderedSet(let a), .orderedSet(let b)) where old.type == new.type:
            elementChanges(a, b, path: path, elements: elements, into: &changes)
            return
        case (.set(let a), .set(let b)) where old.type == new.type:
            for x in a where !b.contains(where: { ArchiveDiff.same($0, x) }) {
                changes.append(KeyChange(path: path + ["{}"], kind: .removed, old: Self.plain(x), new: nil, elements: elements))
            }
            for y in b where !a.contains(where: { ArchiveDiff.same($0, y) }) {
                changes.append(KeyChange(path: path + ["{}"], kind: .added, old: nil, new: Self.plain(y), elements: elements))
            }
            return
        case (.dictionary(let a), .dictionary(let b)) where old.type == new.type:
            fields(a.map { (Self.keyText($0.key), Self.plain($0.value)) }, b.map { (Self.keyText($0.key), Self.plain($0.value)) }, path: path, elements: elements, into: &changes)
            return
        case (.archive(let a), .archive(let b)):
            fields(a.map { ($0.key, Self.plain($0.value)) }, b.map { ($0.key, Self.plain($0.value)) }, path: path, elements: elements, into: &changes)
            return
        case (.embedded(let f1, let a), .embedded(let f2, let b)) where f1 == f2:
            compare(Self.plain(a), Self.plain(b), path: path, elements: elements, into: &changes)
            return
        case (.object(let c1, let a), .object(let c2, let b)) where c1 == c2:
            fields(a.map { ($0.key, Self.plain($0.value)) }, b.map { ($0.key, Self.plain($0.value)) }, path: path, elements: elements, into: &changes)
            return
        default:
            changes.append(KeyChange(path: path, kind: .changed, old: old, new: new, elements: elements))
        }
    }

    /// Two arrays aligned as git aligns lines: kept elements are skipped, and in each run of
    /// removed and added elements between kept ones, an old and a new element of the same
    /// kind (and, for references, the same object) pair up as one changed element; the rest
    /// are removed and added. Past `ArchiveDiff.maxAlignedEdits`, elements are compared by
    /// position.
    func elementChanges(_ a: [FoundationValue], _ b: [FoundationValue], path: [String], elements: [ElementIndex], into changes: inout [KeyChange]) {
        let oldHashes = a.map(AlignmentHash.of), newHashes = b.map(AlignmentHash.of)
        let steps = SequenceAlignment.align(oldCount: a.count, newCount: b.count, maxEdits: ArchiveDiff.maxAlignedEdits) {
            oldHashes[$0] == newHashes[$1] && ArchiveDiff.same(a[$0], b[$1])
        }
        func element(_ index: ElementIndex) {
            let here = path + [index.label], trail = elements + [index]
            switch (index.old, index.new) {
            case (let x?, let y?): compare(Self.plain(a[x]), Self.plain(b[y]), path: here, elements: trail, into: &changes)
            case (let x?, nil): changes.append(KeyChange(path: here, kind: .removed, old: Self.plain(a[x]), new: nil, elements: trail))
            case (nil, let y?): changes.append(KeyChange(path: here, kind: .added, old: nil, new: Self.plain(b[y]), elements: trail))
            case (nil, nil): break
            }
        }
        guard let steps else {
            for index in 0..<max(a.count, b.count) {
                element(ElementIndex(old: index < a.count ? index : nil, new: index < b.count ? index : nil, aligned: false))
            }
            return
        }
        var removed: [Int] = [], added: [Int] = []
        func closeRun() {
            var unpairedRemoved: [Int] = [], unpairedAdded: [Int] = []
            for offset in 0..<max(removed.count, added.count) {
                let x = offset < removed.count ? removed[offset] : nil, y = offset < added.count ? added[offset] : nil
                if let x, let y, Self.pairable(a[x], b[y]) {
                    element(ElementIndex(old: x, new: y))
                } else {
                    if let x { unpairedRemoved.append(x) }
                    if let y { unpairedAdded.append(y) }
                }
            }
            for x in unpairedRemoved { element(ElementIndex(old: x, new: nil)) }
            for y in unpairedAdded { element(ElementIndex(old: nil, new: y)) }
            removed.removeAll()
            added.removeAll()
        }
        for step in steps {
            switch step {
            case .same: closeRun()
            case .removed(let x): removed.append(x)
            case .added(let y): added.append(y)
            }
        }
        closeRun()
    }

    /// Whether an old and a new element are one element changed rather than one removed and
    /// another added: the same kind of value, and for references the same object.
    static func pairable(_ x: FoundationValue, _ y: FoundationValue) -> Bool {
        switch (x.unshared, y.unshared) {
        case (.objectReference(let p), .objectReference(let q)): p == q
        case (.objectReference, _), (_, .objectReference): false
        default: x.typeName == y.typeName
        }
    }

    /// Values inside containers: typed by their decoded kind only.
    static func plain(_ value: FoundationValue) -> DiffValue {
        let value = value.withoutSharedMarks
        return DiffValue(value: value, type: value.typeName)
    }

    static func keyText(_ key: FoundationValue) -> String {
        if case .string(let s) = key { return s }
        return "\(key)"
    }
}

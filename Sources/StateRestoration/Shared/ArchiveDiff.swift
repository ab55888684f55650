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

    public init(path: [String], kind: Kind, old: DiffValue?, new: DiffValue?) {
        self.path = path
        self.kind = kind
        self.old = old
        self.new = new
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
    /// Key-level changes from `old` to `new` (either may be missing: every key added/removed).
    public static func changes(from old: KeyedArchive?, to new: KeyedArchive?) -> [KeyChange] {
        var differ = Differ(old: old, new: new)
        var changes: [KeyChange] = []
        differ.fields(old.map { differ.oldFields($0) } ?? [], new.map { differ.newFields($0) } ?? [], path: [], into: &changes)
        return changes
    }

    /// Key-level changes between two lists of decoded values (a plist dictionary, a userInfo),
    /// each path starting with `prefix`. Either side may be missing.
    public static func changes(from old: [(key: String, value: FoundationValue)]?, to new: [(key: String, value: FoundationValue)]?, prefix: [String]) -> [KeyChange] {
        let differ = Differ(old: nil, new: nil)
        var changes: [KeyChange] = []
        differ.fields((old ?? []).map { ($0.key, Differ.plain($0.value)) }, (new ?? []).map { ($0.key, Differ.plain($0.value)) }, path: prefix, into: &changes)
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

    func fields(_ old: [(String, DiffValue)], _ new: [(String, DiffValue)], path: [String], into changes: inout [KeyChange]) {
        let oldKeys = Dictionary(old.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        let newKeys = Dictionary(new.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        var order: [String] = old.map(\.0)
        for (key, _) in new where oldKeys[key] == nil { order.append(key) }
        for key in order.sorted(by: { $0.precedesInBytes($1) }) {
            switch (oldKeys[key], newKeys[key]) {
            case (let a?, let b?): compare(a, b, path: path + [key], into: &changes)
            case (let a?, nil): changes.append(KeyChange(path: path + [key], kind: .removed, old: a, new: nil))
            case (nil, let b?): changes.append(KeyChange(path: path + [key], kind: .added, old: nil, new: b))
            case (nil, nil): break
            }
        }
    }

    func compare(_ old: DiffValue, _ new: DiffValue, path: [String], into changes: inout [KeyChange]) {
        if old.type == new.type, ArchiveDiff.same(old.value, new.value) { return }
        // Same structure on both sides: describe the change inside it.
        switch (old.value.unshared, new.value.unshared) {
        case (.array(let a), .array(let b)) where old.type == new.type, (.orderedSet(let a), .orderedSet(let b)) where old.type == new.type:
            for index in 0..<max(a.count, b.count) {
                let element = "[\(index)]"
                switch (index < a.count ? a[index] : nil, index < b.count ? b[index] : nil) {
                case (let x?, let y?): compare(Self.plain(x), Self.plain(y), path: path + [element], into: &changes)
                case (let x?, nil): changes.append(KeyChange(path: path + [element], kind: .removed, old: Self.plain(x), new: nil))
                case (nil, let y?): changes.append(KeyChange(path: path + [element], kind: .added, old: nil, new: Self.plain(y)))
                case (nil, nil): break
                }
            }
            return
        case (.set(let a), .set(let b)) where old.type == new.type:
            for x in a where !b.contains(where: { ArchiveDiff.same($0, x) }) {
                changes.append(KeyChange(path: path + ["{}"], kind: .removed, old: Self.plain(x), new: nil))
            }
            for y in b where !a.contains(where: { ArchiveDiff.same($0, y) }) {
                changes.append(KeyChange(path: path + ["{}"], kind: .added, old: nil, new: Self.plain(y)))
            }
            return
        case (.dictionary(let a), .dictionary(let b)) where old.type == new.type:
            fields(a.map { (Self.keyText($0.key), Self.plain($0.value)) }, b.map { (Self.keyText($0.key), Self.plain($0.value)) }, path: path, into: &changes)
            return
        case (.archive(let a), .archive(let b)):
            fields(a.map { ($0.key, Self.plain($0.value)) }, b.map { ($0.key, Self.plain($0.value)) }, path: path, into: &changes)
            return
        case (.embedded(let f1, let a), .embedded(let f2, let b)) where f1 == f2:
            compare(Self.plain(a), Self.plain(b), path: path, into: &changes)
            return
        case (.object(let c1, let a), .object(let c2, let b)) where c1 == c2:
            fields(a.map { ($0.key, Self.plain($0.value)) }, b.map { ($0.key, Self.plain($0.value)) }, path: path, into: &changes)
            return
        default:
            changes.append(KeyChange(path: path, kind: .changed, old: old, new: new))
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

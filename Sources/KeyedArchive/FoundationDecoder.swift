import PropertyList
/// Decodes archive values into `FoundationValue` views.
///
/// Each object is expanded the first time it is reached and shown as `.seen` afterwards, so
/// shared objects and cycles cost no more than the archive's size. A view is applied only when
/// the object has exactly the shape Foundation writes; anything else stays a generic object.
public struct FoundationDecoder {
    let archive: KeyedArchive
    let nesting: Int
    var expanded: [Bool]
    /// How often each object is referred to: those referred to more than once are marked
    /// `shared` where they first appear, so a later `seen` can be followed back.
    let references: [Int]

    public init(_ archive: KeyedArchive, nesting: Int = 0) {
        self.archive = archive
        self.nesting = nesting
        self.expanded = Array(repeating: false, count: archive.objects.count)
        var references = Array(repeating: 0, count: archive.objects.count)
        func count(_ value: ArchiveValue) {
            switch value {
            case .object(let id): if id.index < references.count { references[id.index] += 1 }
            case .array(let items), .set(let items): for item in items { count(item) }
            case .dictionary(let fields): for field in fields { count(field.value) }
            case .inline, .stored, .null: break
            }
        }
        for field in archive.top { count(field.value) }
        for object in archive.objects { for field in object.fields { count(field.value) } }
        self.references = references
    }

    /// The archive's root keys, decoded.
    public static func fields(of archive: KeyedArchive, nesting: Int = 0) -> [FoundationField] {
        var decoder = FoundationDecoder(archive, nesting: nesting)
        return archive.top.map { FoundationField(ArchiveKeys.userKey($0.key), decoder.decode($0.value)) }
    }

    /// Data as its contents when it holds a keyed archive, a plain property list or JSON.
    public static func data(_ bytes: [UInt8], nesting: Int) -> FoundationValue {
        if let nested = NestedArchive.expand(bytes, nesting: nesting) {
            return .archive(fields(of: nested, nesting: nesting + 1))
        }
        if nesting < CanonicalTextSyntax.maximumNestedArchives, PropertyListReader.format(of: bytes) != nil,
            let plist = try? PropertyListReader.read(bytes) {
            return .embedded(format: "plist", value: FoundationValue(plist: plist, nesting: nesting + 1))
        }
        if let json = JSONDataReader.value(bytes) { return .embedded(format: "json", value: json) }
        return .data(bytes)
    }

    /// The name a coder used for a raw key: NSKeyedArchiver writes a user key `$k` as `$$k`.
    public mutating func decode(_ value: ArchiveValue) -> FoundationValue {
        switch value {
        case .inline(let scalar), .stored(let scalar): return decode(scalar)
        case .null: return .null
        case .array(let items): return .array(items.map { decode($0) })
        case .set(let items): return .set(items.map { decode($0) })
        case .dictionary(let fields):
            return .dictionary(fields.map { FoundationEntry(.string(ArchiveKeys.userKey($0.key)), decode($0.value)) })
        case .object(let id):
            let object = archive[id]
            if expanded[id.index] { return .seen(className: object.className, id: id) }
            expanded[id.index] = true
            let value = view(of: object) ?? .object(
                className: object.className,
                fields: object.fields.map { FoundationField(ArchiveKeys.userKey($0.key), decode($0.value)) })
            return references[id.index] > 1 ? .shared(id: id, value: value) : value
        }
    }

    mutating func decode(_ scalar: ArchiveScalar) -> FoundationValue {
        switch scalar {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .integer(let i): return .integer(i)
        case .real32(let f): return .real32(f)
        case .real64(let d): return .real64(d)
        case .date(let t): return .date(t)
        case .string(let s): return .string(s)
        case .data(let bytes):
            return Self.data(bytes, nesting: nesting)
        }
    }

    /// The Foundation view of an object, or nil when its class has none or its keys do not fit.
    mutating func view(of object: ArchiveObject) -> FoundationValue? {
        let keys = Set(object.fields.map(\.key))
        func only(_ expected: Set<String>) -> Bool { keys == expected }
        switch object.className {
        case "NSArray", "NSMutableArray":
            guard only(["NS.objects"]), case .array(let items)? = object.field("NS.objects") else { return nil }
            return .array(items.map { decode($0) })
        case "NSSet", "NSMutableSet":
            guard only(["NS.objects"]), case .array(let items)? = object.field("NS.objects") else { return nil }
            return .set(items.map { decode($0) })
        case "NSOrderedSet", "NSMutableOrderedSet":
            var items: [(Int, ArchiveValue)] = []
            for field in object.fields {
                guard field.key.hasPrefix("NS.object."), let index = Int(field.key.dropFirst(10)) else { return nil }
                items.append((index, field.value))
            }
            return .orderedSet(items.sorted { $0.0 < $1.0 }.map { decode($0.1) })
        case "NSDictionary", "NSMutableDictionary":
            guard only(["NS.keys", "NS.objects"]) || keys.isEmpty else { return nil }
            guard case .array(let keyValues)? = object.field("NS.keys") ?? .array([]),
                case .array(let values)? = object.field("NS.objects") ?? .array([]), keyValues.count == values.count
            else { return nil }
            return .dictionary(zip(keyValues, values).map { FoundationEntry(decode($0.0), decode($0.1)) })
        case "NSString", "NSMutableString":
            guard only(["NS.string"]), let string = scalar(object.field("NS.string")), case .string(let s) = string else { return nil }
            return .string(s)
        case "NSData", "NSMutableData":
            guard only(["NS.data"]) else { return nil }
            if case .null? = object.field("NS.data") { return .data([]) }
            guard let data = scalar(object.field("NS.data")), case .data = data else { return nil }
            return decode(data)
        case "NSDate":
            guard only(["NS.time"]), case .real64(let t)? = scalar(object.field("NS.time")) else { return nil }
            return .date(t)
        case "NSNull":
            return keys.isEmpty ? .null : nil
        case "NSUUID":
            guard only(["NS.uuidbytes"]), case .data(let bytes)? = scalar(object.field("NS.uuidbytes")), bytes.count == 16 else { return nil }
            return .uuid(Self.uuidString(bytes))
        case "NSURL":
            guard only(["NS.base", "NS.relative"]), case .string(let relative)? = scalar(object.field("NS.relative")) else { return nil }
            switch object.field("NS.base") {
            case .null?: return .url(relative)
            case let base?:
                if case .url(let baseString) = decode(base) { return .url("\(relative) (relative to \(baseString))") }
                return nil
            case nil: return nil
            }
        case "NSValue", "NSConcreteValue":
            return valueView(object, keys)
        case "NSIndexPath":
            return indexPath(object, keys)
        case "_UIObjectIdentifierPathProxy":
            guard only(["kObjectIdentifierPathProxyIdentifierPathKey"]),
                case .string(let path)? = scalar(object.field("kObjectIdentifierPathProxyIdentifierPathKey"))
            else { return nil }
            return .objectReference(path: path)
        default:
            return nil
        }
    }

    func scalar(_ value: ArchiveValue?) -> ArchiveScalar? {
        switch value {
        case .inline(let s)?, .stored(let s)?: s
        default: nil
        }
    }

    func number(_ value: ArchiveValue?) -> Int128? {
        if case .integer(let i)? = scalar(value) { return i }
        return nil
    }

    func valueView(_ object: ArchiveObject, _ keys: Set<String>) -> FoundationValue? {
        for kind in ["rect", "point", "size"] where keys == ["NS.special", "NS.\(kind)val"] {
            if case .string(let text)? = scalar(object.field("NS.\(kind)val")) { return .geometry(kind: kind, value: text) }
        }
        if keys == ["NS.special", "NS.rangeval.location", "NS.rangeval.length"],
            let location = number(object.field("NS.rangeval.location")), let length = number(object.field("NS.rangeval.length")) {
            return .range(location: location, length: length)
        }
        let edges = ["top", "left", "bottom", "right"]
        if keys == Set(["NS.special"] + edges.map { "NS.edgeval.\($0)" }) {
            let values = edges.compactMap { edge -> String? in
                switch scalar(object.field("NS.edgeval.\(edge)")) {
                case .real64(let d)?: CanonicalTextSyntax.real64(d)
                case .real32(let f)?: CanonicalTextSyntax.real32(f)
                default: nil
                }
            }
            if values.count == 4 { return .geometry(kind: "edgeInsets", value: "{" + values.joined(separator: ", ") + "}") }
        }
        return nil
    }

    mutating func indexPath(_ object: ArchiveObject, _ keys: Set<String>) -> FoundationValue? {
        guard let length = number(object.field("NSIndexPathLength")) else { return nil }
        if length == 0 && keys == ["NSIndexPathLength"] { return .indexPath([]) }
        if length == 1 && keys == ["NSIndexPathLength", "NSIndexPathValue"], let value = number(object.field("NSIndexPathValue")) {
            return .indexPath([value])
        }
        guard keys == ["NSIndexPathLength", "NSIndexPathData"] else { return nil }
        var packed: [UInt8]?
        switch object.field("NSIndexPathData") {
        case .object(let id)?:
            if archive[id].className.hasSuffix("Data"), case .data(let bytes)? = scalar(archive[id].field("NS.data")) {
                packed = bytes
                expanded[id.index] = true
            }
        case let value?:
            if case .data(let bytes)? = scalar(value) { packed = bytes }
        case nil:
            break
        }
        guard let packed, let indexes = Self.unpackIndexes(packed), Int128(indexes.count) == length else { return nil }
        return .indexPath(indexes)
    }

    /// NSIndexPath's packed indexes: unsigned LEB128 varints.
    static func unpackIndexes(_ bytes: [UInt8]) -> [Int128]? {
        var indexes: [Int128] = []
        var value: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            guard shift < 64 else { return nil }
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 {
                indexes.append(Int128(value))
                value = 0
                shift = 0
            } else {
                shift += 7
            }
        }
        return shift == 0 ? indexes : nil
    }

    static func uuidString(_ bytes: [UInt8]) -> String {
        let hex = CanonicalTextSyntax.hex(bytes).uppercased()
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
            String(hex.dropFirst(range.lowerBound).prefix(range.count))
        }
        return parts.joined(separator: "-")
    }
}

/// NSKeyedArchiver's key conventions.
public enum ArchiveKeys {
    /// The key a coder used: a user key `$k` is stored as `$$k`; `$0`, `$1` ... are the
    /// archiver's own keys for unkeyed values and stay as they are.
    public static func userKey(_ raw: String) -> String {
        raw.hasPrefix("$$") ? String(raw.dropFirst()) : raw
    }

    /// The raw key for a user key, as the archiver escapes it.
    public static func rawKey(_ user: String) -> String {
        user.hasPrefix("$") ? "$" + user : user
    }
}

import PropertyList

/// Reads NSKeyedArchiver archives (binary or XML) into canonical object graphs.
///
/// Accepts any class name, shared objects and cycles; refuses dangling UIDs, objects without a
/// usable class record and missing `$top`/`$objects` with a one-line reason. Oddities that lose
/// nothing the graph can express (another `$archiver`, another `$version`, unreachable
/// objects, extra root keys) come back as warnings.
public enum KeyedArchiveReader {
    public struct Result: Sendable {
        public var archive: KeyedArchive
        public var warnings: [ArchiveWarning]
    }

    public static func read(_ bytes: [UInt8], limits: PropertyListLimits = .default) throws(KeyedArchiveError) -> Result {
        let plist: PropertyListValue
        do {
            plist = try PropertyListReader.read(bytes, limits: limits)
        } catch {
            throw .propertyList(error)
        }
        return try read(owned: plist, limits: limits)
    }

    public static func read(_ plist: PropertyListValue, limits: PropertyListLimits = .default) throws(KeyedArchiveError) -> Result {
        try read(owned: plist, limits: limits, releasing: false)
    }

    /// `releasing`: the caller keeps no other reference to `plist`, so each entry of
    /// `$objects` is let go once its object is built (an archive of millions of objects is not
    /// held twice, as a property list and as a graph).
    private static func read(owned plist: consuming PropertyListValue, limits: PropertyListLimits, releasing: Bool = true) throws(KeyedArchiveError) -> Result {
        let typeName = plist.typeName
        guard case .dictionary(var root) = consume plist else {
            throw .malformed("not a keyed archive: the property list is a \(typeName), not a dictionary")
        }
        var warnings: [ArchiveWarning] = []
        let known = ["$archiver", "$version", "$top", "$objects"]
        let extra = root.map(\.key).filter { key in !known.contains { $0.hasSameBytes(as: key) } }
        if !extra.isEmpty {
            warnings.append(ArchiveWarning("root keys \(extra.map { "'\($0)'" }.joined(separator: ", ")) are not part of a keyed archive and were ignored", losesData: true))
        }
        func entry(_ key: String) -> PropertyListValue? { root.first { $0.key.hasSameBytes(as: key) }?.value }
        guard let archiverValue = entry("$archiver") else { throw .malformed("not a keyed archive: missing $archiver") }
        guard case .string(let archiver) = archiverValue else { throw .malformed("$archiver is a \(archiverValue.typeName), not a string") }
        guard let versionValue = entry("$version") else { throw .malformed("not a keyed archive: missing $version") }
        guard case .integer(let version) = versionValue else { throw .malformed("$version is a \(versionValue.typeName), not an integer") }
        guard let topValue = entry("$top") else { throw .malformed("not a keyed archive: missing $top") }
        guard case .dictionary(let top) = topValue else { throw .malformed("$top is a \(topValue.typeName), not a dictionary") }
        guard let objectsIndex = root.firstIndex(where: { $0.key.hasSameBytes(as: "$objects") }) else { throw .malformed("not a keyed archive: missing $objects") }
        guard case .array(let objects) = root[objectsIndex].value else { throw .malformed("$objects is a \(root[objectsIndex].value.typeName), not an array") }
        // The graph reader holds the only reference to `$objects` from here.
        root[objectsIndex].value = .null
        if archiver != KeyedArchive.standardArchiver {
            warnings.append(ArchiveWarning("$archiver is '\(archiver)', not '\(KeyedArchive.standardArchiver)'", losesData: false))
        }
        if version != KeyedArchive.standardVersion {
            warnings.append(ArchiveWarning("$version is \(version), not \(KeyedArchive.standardVersion)", losesData: false))
        }
        if objects.first != .string("$null") {
            warnings.append(ArchiveWarning("$objects[0] is not '$null'", losesData: true))
        }
        var graph = GraphReader(objects: consume objects, maximumDepth: limits.maximumDepth, releasing: releasing)
        var topFields: [ArchiveField] = []
        for entry in top.sorted(by: { $0.key.precedesInBytes($1.key) }) {
            topFields.append(ArchiveField(entry.key, try graph.value(entry.value, depth: 0, context: "$top.\(entry.key)")))
        }
        let unreferenced = graph.unreferencedCount
        if unreferenced > 0 {
            warnings.append(ArchiveWarning("\(unreferenced) entries of $objects are not reachable from $top and were dropped", losesData: false))
        }
        // The walk visits fields in canonical order and numbers objects as it first meets them,
        // so the result is already canonical.
        let archive = KeyedArchive(canonical: archiver, version: version, top: topFields, objects: graph.result)
        return Result(archive: archive, warnings: warnings)
    }
}

/// Resolves UIDs into the object graph, numbering objects in the order they are first reached.
private struct GraphReader {
    var objects: [PropertyListValue]
    let maximumDepth: Int
    /// Whether an entry is let go once its object is built (the reader owns `objects`).
    let releasing: Bool
    // Per entry of `$objects`, indexed by position: arrays, not hash tables (every archive
    // of a state is read on each commit), of 32-bit numbers (the plist reader allows at most
    // 16 Mi objects), -1 for none.
    var ids: [Int32]
    var result: [ArchiveObject] = []
    /// The class of a class record entry, as a position in `classList`.
    var classes: [Int32]
    var classList: [ArchiveClass] = []
    var referenced: [Bool]
    var referencedCount = 1

    init(objects: [PropertyListValue], maximumDepth: Int, releasing: Bool) {
        self.objects = objects
        self.maximumDepth = maximumDepth
        self.releasing = releasing
        ids = Array(repeating: -1, count: objects.count)
        classes = Array(repeating: -1, count: objects.count)
        referenced = Array(repeating: false, count: objects.count)
        if !objects.isEmpty { referenced[0] = true }
    }

    /// Stands in for an object while its fields are read.
    private static let placeholder = ArchiveObject(ArchiveClass(name: "", classes: nil), sortedFields: [])

    var unreferencedCount: Int { objects.count - referencedCount }

    private mutating func markReferenced(_ index: Int) {
        if !referenced[index] {
            referenced[index] = true
            referencedCount += 1
        }
    }

    mutating func value(_ plist: PropertyListValue, depth: Int, context: @autoclosure () -> String) throws(KeyedArchiveError) -> ArchiveValue {
        switch plist {
        case .uid(let uid):
            return try reference(uid, depth: depth, context: context())
        case .array(let items):
            var values: [ArchiveValue] = []
            values.reserveCapacity(items.count)
            for item in items { values.append(try value(item, depth: depth, context: context())) }
            return .array(values)
        case .set(let items):
            var values: [ArchiveValue] = []
            for item in items { values.append(try value(item, depth: depth, context: context())) }
            return .set(values)
        case .dictionary(let entries):
            var fields: [ArchiveField] = []
            for entry in entries.sorted(by: { $0.key.precedesInBytes($1.key) }) {
                fields.append(ArchiveField(entry.key, try value(entry.value, depth: depth, context: context())))
            }
            return .dictionary(fields)
        default:
            return .inline(ArchiveScalar(plist)!)
        }
    }

    mutating func reference(_ uid: UInt64, depth: Int, context: @autoclosure () -> String) throws(KeyedArchiveError) -> ArchiveValue {
        if uid == 0 { return .null }
        guard uid < UInt64(objects.count) else {
            throw .malformed("\(context()): UID \(uid) is out of range ($objects has \(objects.count) entries)")
        }
        let index = Int(uid)
        markReferenced(index)
        if ids[index] >= 0 { return .object(ArchiveObjectID(Int(ids[index]))) }
        let entry = objects[index]
        if let scalar = ArchiveScalar(entry) { return .stored(scalar) }
        guard case .dictionary(let entries) = entry else {
            throw .malformed("$objects[\(index)] is a \(entry.typeName), which an archive cannot reference as an object")
        }
        guard let classReference = entry["$class"] else {
            if entry["$classname"] != nil {
                throw .malformed("\(context()): $objects[\(index)] is a class record, not an object")
            }
            throw .malformed("$objects[\(index)] is a dictionary without $class")
        }
        guard depth < maximumDepth else {
            throw .malformed("objects nested deeper than \(maximumDepth) levels at $objects[\(index)]")
        }
        let id = ArchiveObjectID(result.count)
        ids[index] = Int32(id.index)
        result.append(Self.placeholder)
        let archiveClass = try classRecord(classReference, of: index)
        var fields: [ArchiveField] = []
        fields.reserveCapacity(entries.count)
        for field in entries.sorted(by: { $0.key.precedesInBytes($1.key) }) where field.key != "$class" {
            fields.append(ArchiveField(field.key, try value(field.value, depth: depth + 1, context: "$objects[\(index)].\(field.key)")))
        }
        result[id.index] = ArchiveObject(archiveClass, sortedFields: fields)
        if releasing { objects[index] = .null }
        return .object(id)
    }

    mutating func classRecord(_ reference: PropertyListValue, of index: Int) throws(KeyedArchiveError) -> ArchiveClass {
        guard case .uid(let uid) = reference, uid > 0, uid < UInt64(objects.count) else {
            throw .malformed("$objects[\(index)].$class is not a valid reference to a class record")
        }
        let classIndex = Int(uid)
        markReferenced(classIndex)
        if classes[classIndex] >= 0 { return classList[Int(classes[classIndex])] }
        let record = objects[classIndex]
        guard case .dictionary(let entries) = record else {
            throw .malformed("$objects[\(index)].$class points at a \(record.typeName), not a class record")
        }
        guard case .string(let name)? = record["$classname"] else {
            throw .malformed("class record $objects[\(classIndex)] has no $classname string")
        }
        func names(_ key: String) throws(KeyedArchiveError) -> [String]? {
            guard let value = record[key] else { return nil }
            guard case .array(let items) = value else {
                throw .malformed("class record $objects[\(classIndex)]: \(key) is not an array")
            }
            var result: [String] = []
            for item in items {
                guard case .string(let s) = item else {
                    throw .malformed("class record $objects[\(classIndex)]: \(key) holds a \(item.typeName), not a class name")
                }
                result.append(s)
            }
            return result
        }
        if let unknown = entries.first(where: { !["$classname", "$classes", "$classhints"].contains($0.key) }) {
            throw .malformed("class record $objects[\(classIndex)] has an unexpected key '\(unknown.key)'")
        }
        let archiveClass = ArchiveClass(name: name, classes: try names("$classes"), hints: try names("$classhints"))
        classes[classIndex] = Int32(classList.count)
        classList.append(archiveClass)
        return archiveClass
    }
}

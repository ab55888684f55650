import KeyedArchive
import PropertyList

/// What makes a saved state big: the bytes each object takes as UIKit (or AppKit) stores it,
/// and its biggest keys. Saved state that grows unseen is a known failure (UIKit refuses or
/// truncates nothing; launches just get slower), and no listing shows where the bytes are.
///
/// An object's bytes are its own archive encoded as UIKit writes it (a binary keyed archive;
/// for a Mac window's record, its decrypted chunks; for a scene session, its restoration
/// activity, `@scenes/<id>/@activity`). A key's bytes are those of an archive
/// holding only that key, less an empty archive's: everything the key reaches is counted,
/// so an object reached from two keys counts in both, and keys do not add up to their object.
public struct StateSizes: Sendable {
    public struct Key: Sendable, Equatable {
        public var name: String
        public var bytes: Int
    }

    public struct Entry: Sendable {
        /// The path every output uses (`ObjectLocation.displayPath`, or `@app` and
        /// `@scenes/<id>/@app` for app-level values).
        public var path: String
        public var bytes: Int
        /// Biggest first.
        public var keys: [Key]
    }

    /// Biggest first; equal sizes in path order.
    public let entries: [Entry]
    /// Summed once: every share divides by it.
    public let totalBytes: Int
    /// What each entry was counted from, by path: a state measured alike this one encodes
    /// only the objects that differ.
    private let sources: [String: (source: Source, bytes: Int)]

    /// `keysOfBiggest`: weigh the keys of only that many of the biggest objects (weighing a
    /// key encodes an archive of it alone, most of the cost at 10,000 objects); all by default.
    /// `alike`: the sizes of a similar state (the other side of a comparison), whose counts
    /// are taken for the objects equal in both instead of encoding them again.
    public init(_ state: SavedState, keysOfBiggest: Int? = nil, alike other: StateSizes? = nil) {
        var sources: [(path: String, source: Source)] = []
        if let classic = state.classic { Self.add(classic, prefix: "", to: &sources) }
        for session in state.sessions {
            if let activity = session.activity { sources.append((ObjectLocation.scenesPrefix + session.identifier + "/@activity", .dictionary(activity.dictionary))) }
            if let classic = session.classic { Self.add(classic, prefix: ObjectLocation.scenesPrefix + session.identifier + "/", to: &sources) }
        }
        for window in state.windows?.windows ?? [] {
            for record in window.objects {
                let keys = record.chunks.enumerated().map { Key(name: "\($0.offset + 1) \($0.element.tag)", bytes: $0.element.bytes.count) }
                sources.append((ObjectLocation.window(window.name, object: record.name).displayPath, .chunks(keys)))
            }
        }
        let measured = sources.map { item in
            let known = other?.sources[item.path].flatMap { $0.source == item.source ? $0.bytes : nil }
            return (path: item.path, bytes: known ?? item.source.bytes, source: item.source)
        }
        self.sources = Dictionary(measured.map { ($0.path, (source: $0.source, bytes: $0.bytes)) }, uniquingKeysWith: { first, _ in first })
        let sorted = measured.sorted { $0.bytes != $1.bytes ? $0.bytes > $1.bytes : $0.path.precedesInBytes($1.path) }
        let weighed = keysOfBiggest ?? measured.count
        entries = sorted.enumerated().map { offset, item in
            Entry(path: item.path, bytes: item.bytes, keys: offset < weighed ? Self.biggestFirst(item.source.keys) : [])
        }
        totalBytes = entries.reduce(0) { $0 + $1.bytes }
    }

    /// `share` of the whole, in percent (0 for an empty state).
    public func share(_ entry: Entry) -> Double {
        totalBytes == 0 ? 0 : Double(entry.bytes) * 100 / Double(totalBytes)
    }

    /// The biggest keys over all objects, with the object each belongs to.
    public func biggestKeys(_ count: Int) -> [(path: String, key: Key)] {
        let all = entries.flatMap { entry in entry.keys.map { (path: entry.path, key: $0) } }
        return Array(all.sorted { $0.key.bytes > $1.key.bytes }.prefix(count))
    }

    /// What an entry's bytes are counted from.
    private enum Source: Equatable {
        case archive(KeyedArchive)
        /// A scene session's restoration activity, a binary plist dictionary as UIKit writes
        /// it; its keys counted as an archive's are (`@SceneStorage` values are inside the
        /// userInfo data).
        case dictionary(PropertyListValue)
        /// A Mac record's chunks, already measured.
        case chunks([Key])

        var bytes: Int {
            switch self {
            case .archive(let archive): KeyedArchiveWriter.write(archive).count
            case .dictionary(let dictionary): BinaryPropertyListWriter.write(dictionary).count
            case .chunks(let keys): keys.reduce(0) { $0 + $1.bytes }
            }
        }

        var keys: [Key] {
            switch self {
            case .archive(let archive):
                let empty = KeyedArchiveWriter.write(KeyedArchive(archiver: archive.archiver, version: archive.version, top: [], objects: archive.objects)).count
                return archive.top.map { field in
                    Key(name: field.key, bytes: KeyedArchiveWriter.write(KeyedArchive(archiver: archive.archiver, version: archive.version, top: [field], objects: archive.objects)).count - empty)
                }
            case .dictionary(let dictionary):
                guard case .dictionary(let entries) = dictionary else { return [] }
                let empty = BinaryPropertyListWriter.write(.dictionary([])).count
                return entries.map { Key(name: $0.key, bytes: BinaryPropertyListWriter.write(.dictionary([$0])).count - empty) }
            case .chunks(let keys):
                return keys
            }
        }
    }

    private static func add(_ snapshot: Snapshot, prefix: String, to sources: inout [(path: String, source: Source)]) {
        sources.append((prefix + "@app", .archive(snapshot.app)))
        for object in snapshot.objects { sources.append((prefix + object.path.rawValue, .archive(object.archive))) }
    }

    private static func biggestFirst(_ keys: [Key]) -> [Key] {
        keys.sorted { $0.bytes != $1.bytes ? $0.bytes > $1.bytes : $0.name.precedesInBytes($1.name) }
    }
}

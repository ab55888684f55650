import Git

/// A local speed-up for commits: the SHA-1 of each object's raw nested archive (as UIKit wrote
/// it) -> the blob id of its canonical text. An object whose raw bytes are in the cache is not
/// parsed or rendered again. The file (`<repo>/uistate-blob-cache`) holds the entries of the
/// last snapshot committed; it is never shared, and deleting it only costs time. A header
/// carries the canonical-text format version and a checksum, so a stale or damaged cache is
/// ignored; an entry whose blob the repository lacks is not used.
struct BlobCache {
    static let file = LocalCacheFile(name: "uistate-blob-cache", magic: Array("uistate-blob-cache 1\n".utf8))

    private(set) var entries: [ObjectID: ObjectID] = [:]

    static func load(gitDirectory: String) -> BlobCache {
        var cache = BlobCache()
        guard let body = file.read(gitDirectory: gitDirectory), body.count % 40 == 0 else { return cache }
        var index = body.startIndex
        while index < body.endIndex {
            if let key = ObjectID(bytes: body[index..<(index + 20)]), let value = ObjectID(bytes: body[(index + 20)..<(index + 40)]) {
                cache.entries[key] = value
            }
            index += 40
        }
        return cache
    }

    func blob(forRaw digest: ObjectID) -> ObjectID? { entries[digest] }

    /// Replaces the cache with `entries`, atomically; failures are ignored (it is only a cache).
    static func save(_ entries: [ObjectID: ObjectID], gitDirectory: String) {
        var body: [UInt8] = []
        body.reserveCapacity(entries.count * 40)
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            body += key.bytes
            body += value.bytes
        }
        file.write(body, gitDirectory: gitDirectory)
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Crypto
import Git
import Platform

/// A local speed-up for commits: the SHA-1 of each object's raw nested archive (as UIKit wrote
/// it) -> the blob id of its canonical text. An object whose raw bytes are in the cache is not
/// parsed or rendered again. The file (`<repo>/uistate-blob-cache`) holds the entries of the
/// last snapshot committed; it is never shared, and deleting it only costs time. A header
/// carries the canonical-text format version and a checksum, so a stale or damaged cache is
/// ignored; an entry whose blob the repository lacks is not used.
struct BlobCache {
    static let fileName = "uistate-blob-cache"
    static let magic = Array("uistate-blob-cache 1\n".utf8)

    private(set) var entries: [ObjectID: ObjectID] = [:]

    static func load(gitDirectory: String) -> BlobCache {
        var cache = BlobCache()
        guard let data = FileManager.default.contents(atPath: gitDirectory + fileName) else { return cache }
        let bytes = [UInt8](data)
        guard bytes.count >= magic.count + 20 else { return cache }
        let body = bytes.dropFirst(magic.count + 20)
        guard bytes.starts(with: magic), body.count % 40 == 0,
            case let checksum = Repository.blobID(of: Array(body)),
            checksum == objectID(bytes[magic.count..<(magic.count + 20)])
        else { return cache }
        var index = body.startIndex
        while index < body.endIndex {
            if let key = objectID(body[index..<(index + 20)]), let value = objectID(body[(index + 20)..<(index + 40)]) {
                cache.entries[key] = value
            }
            index += 40
        }
        return cache
    }

    static func objectID(_ bytes: ArraySlice<UInt8>) -> ObjectID? {
        ObjectID(bytes: bytes)
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
        let checksum = Repository.blobID(of: body)
        try? AtomicFile.write(magic + checksum.bytes + body, to: gitDirectory + fileName, permissions: 0o644, durable: false)
    }
}

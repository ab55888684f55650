import Git
import Platform

/// A file of uistate's own beside the repository that only saves time (never shared): a magic
/// line naming its format and version, the SHA-1 of the body, then the body. A missing,
/// foreign, stale or damaged file reads as absent; writing is atomic and its failure ignored.
struct LocalCacheFile {
    var name: String
    var magic: [UInt8]

    func read(gitDirectory: String) -> [UInt8]? {
        guard let bytes = try? FileSystem.read(gitDirectory + name), bytes.count >= magic.count + 20, bytes.starts(with: magic) else { return nil }
        let body = Array(bytes[(magic.count + 20)...])
        guard Repository.blobID(of: body) == ObjectID(bytes: bytes[magic.count..<(magic.count + 20)]) else { return nil }
        return body
    }

    func write(_ body: [UInt8], gitDirectory: String) {
        try? AtomicFile.write(magic + Repository.blobID(of: body).bytes + body, to: gitDirectory + name, permissions: 0o644, durable: false)
    }
}

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see the old content or the new, never a torn one: a temporary
/// file in the same folder, fsync, rename over the target, fsync of the folder. Files are
/// created readable by the owner only (preserved UI state can be sensitive).
public enum AtomicFile {
    /// `durable: false` skips the fsyncs, for files that are only a cache.
    public static func write(_ bytes: [UInt8], to url: URL, permissions: mode_t = 0o600, durable: Bool = true) throws(SavedStateError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard fd >= 0 else { throw .unwritable(path: url.path, reason: errnoDescription()) }
        var failure: String? = nil
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errnoDescription()
                    return
                }
                offset += written
            }
        }
        if failure == nil, durable, fsync(fd) != 0 { failure = errnoDescription() }
        close(fd)
        if failure == nil, rename(temporary.path, url.path) != 0 { failure = errnoDescription() }
        if let failure {
            unlink(temporary.path)
            throw .unwritable(path: url.path, reason: failure)
        }
        if durable { syncDirectory(folder) }
    }

    /// Makes a folder (and its parents) owner-only if it does not exist.
    public static func createDirectory(_ url: URL) throws(SavedStateError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .unwritable(path: url.path, reason: (error as NSError).localizedDescription)
        }
    }

    static func syncDirectory(_ url: URL) {
        let fd = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    static func errnoDescription() -> String {
        String(cString: strerror(errno))
    }
}

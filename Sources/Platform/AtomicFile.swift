import SystemPackage

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes files so that readers see the old content or the new, never a torn one: a temporary
/// file in the same folder, fsync, rename over the target, fsync of the folder. Files are
/// created readable by the owner only by default (preserved UI state can be sensitive).
public enum AtomicFile {
    /// `durable: false` skips the fsyncs, for files that are only a cache.
    public static func write(_ bytes: [UInt8], to path: String, permissions: Int = 0o600, durable: Bool = true) throws(SystemError) {
        let temporary = temporaryPath(for: path)
        try writeNew(bytes, to: temporary, permissions: permissions, durable: durable)
        do {
            try FileSystem.rename(temporary, to: path)
        } catch {
            _ = try? FileSystem.removeFile(temporary)
            throw error
        }
        if durable { syncFolder(FileSystem.parent(of: path)) }
    }

    /// Creates `path`, which must not exist, with `bytes` (flushed to disk when `durable`).
    public static func writeNew(_ bytes: [UInt8], to path: String, permissions: Int = 0o600, durable: Bool = true) throws(SystemError) {
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(
                FilePath(path), .writeOnly, options: [.create, .exclusiveCreate, .closeOnExec],
                permissions: FilePermissions(rawValue: CInterop.Mode(permissions)))
        } catch let errno as Errno {
            throw SystemError("create", path: path, errno)
        } catch {
            throw SystemError("create", path: path, code: Errno.ioError.rawValue)
        }
        var failure: SystemError?
        do {
            _ = try descriptor.writeAll(bytes)
            if durable, fsync(descriptor.rawValue) != 0 { failure = SystemError("flush", path: path, code: errno) }
        } catch let errno as Errno {
            failure = SystemError("write", path: path, errno)
        } catch {
            failure = SystemError("write", path: path, code: Errno.ioError.rawValue)
        }
        try? descriptor.close()
        if let failure {
            _ = try? FileSystem.removeFile(path)
            throw failure
        }
    }

    /// A name beside `path` that no other writer uses: `.<name>.tmp-<pid>-<random>`.
    public static func temporaryPath(for path: String) -> String {
        FileSystem.parent(of: path) + "/.\(FileSystem.lastComponent(of: path)).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Flushes a folder's entries (a rename in it) to disk; best effort.
    public static func syncFolder(_ path: String) {
        guard let descriptor = try? FileDescriptor.open(FilePath(path), .readOnly, options: [.directory, .closeOnExec]) else { return }
        _ = fsync(descriptor.rawValue)
        try? descriptor.close()
    }
}

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

    /// A file the user named as an output (`--out`), written as a shell's `>` would be and
    /// atomically where that is possible: a symbolic link is written through (its target is
    /// replaced, the link stays), and a device or FIFO (`/dev/null`, `/dev/stdout`, a pipe) is
    /// written into, never replaced (renaming over `/dev/null` would replace the device for
    /// every process on the machine).
    public static func writeOutput(_ bytes: [UInt8], to path: String, permissions: Int = 0o644) throws(SystemError) {
        let target = FileSystem.entry(path)?.type == .symbolicLink ? FileSystem.resolvedPath(path) ?? path : path
        guard FileSystem.entry(target)?.type == .special else {
            return try write(bytes, to: target, permissions: permissions)
        }
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(FilePath(target), .writeOnly, options: [.closeOnExec])
        } catch let errno as Errno {
            throw SystemError("open", path: target, errno)
        } catch {
            throw SystemError("open", path: target, code: Errno.ioError.rawValue)
        }
        defer { try? descriptor.close() }
        do {
            _ = try descriptor.writeAll(bytes)
        } catch let errno as Errno {
            throw SystemError("write", path: target, errno)
        } catch {
            throw SystemError("write", path: target, code: Errno.ioError.rawValue)
        }
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

    /// Removes what writers killed mid-way left in `folder`: entries named as `temporaryPath`
    /// names them whose process is gone, owned by this user. A folder is removed with
    /// everything in it, a symbolic link as a link (never what it points at). A live writer's
    /// temporary stays; so does one whose process id was reused since, until that process ends.
    /// Returns how many entries went; best effort (a folder that cannot be listed removes none).
    @discardableResult
    public static func removeAbandonedTemporaries(in folder: String) -> Int {
        guard let names = try? FileSystem.contents(ofDirectory: folder) else { return 0 }
        var removed = 0
        for name in names {
            guard let pid = writerProcess(ofTemporary: name), !isRunning(pid),
                  FileSystem.entry(folder + "/" + name)?.owner == FileSystem.currentUser else { continue }
            if (try? FileSystem.removeTree(folder + "/" + name)) != nil { removed += 1 }
        }
        return removed
    }

    /// Removes what writers of `path` killed mid-way left beside it (`temporaryPath(for: path)`
    /// names whose process is gone), and nothing else of its folder.
    @discardableResult
    public static func removeAbandonedTemporaries(of path: String) -> Int {
        let folder = FileSystem.parent(of: path), prefix = "." + FileSystem.lastComponent(of: path) + ".tmp-"
        guard let names = try? FileSystem.contents(ofDirectory: folder) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(prefix) {
            guard let pid = writerProcess(ofTemporary: name), !isRunning(pid),
                  FileSystem.entry(folder + "/" + name)?.owner == FileSystem.currentUser else { continue }
            if (try? FileSystem.removeTree(folder + "/" + name)) != nil { removed += 1 }
        }
        return removed
    }

    /// The process id in `.<name>.tmp-<pid>-<number>`, or nil for any other name.
    static func writerProcess(ofTemporary name: String) -> pid_t? {
        let fields = name.split(separator: "-", omittingEmptySubsequences: false)
        guard name.hasPrefix("."), fields.count >= 3 else { return nil }
        let head = fields.dropLast(2).joined(separator: "-")
        let process = fields[fields.count - 2], number = fields[fields.count - 1]
        guard head.hasSuffix(".tmp"), head.utf8.count > 5, isDecimal(process), isDecimal(number), UInt32(number) != nil,
              let pid = pid_t(process), pid > 0 else { return nil }
        return pid
    }

    private static func isDecimal(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// Whether a process with this id exists (one of another user's counts).
    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Flushes a folder's entries (a rename in it) to disk; best effort.
    public static func syncFolder(_ path: String) {
        guard let descriptor = try? FileDescriptor.open(FilePath(path), .readOnly, options: [.directory, .closeOnExec]) else { return }
        _ = fsync(descriptor.rawValue)
        try? descriptor.close()
    }
}

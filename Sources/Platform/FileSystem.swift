import CPlatform
import SystemPackage

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What is at a path, looked at without following symbolic links, and the few file operations
/// Foundation does not offer with the errno intact.
public enum FileSystem {
    public enum EntryType: Sendable, Equatable {
        case file
        case directory
        case symbolicLink
        /// A device, socket or FIFO: nothing a saved state holds.
        case special
    }

    public struct Entry: Sendable, Equatable {
        public var type: EntryType
        public var size: Int64
        /// Seconds since 1970.
        public var modified: Double
        public var permissions: Int
        /// The owner's user id.
        public var owner: UInt32
        /// The file system it is on and its number there: the same pair is the same entry.
        public var device: UInt64 = 0
        public var inode: UInt64 = 0
    }

    /// The entry at `path` itself (a symbolic link is reported as one); nil when nothing is there.
    public static func entry(_ path: String) -> Entry? {
        guard let stat = try? FilePath(path).stat(followTargetSymlink: false) else { return nil }
        let type: EntryType
        switch stat.type {
        case .regular: type = .file
        case .directory: type = .directory
        case .symbolicLink: type = .symbolicLink
        default: type = .special
        }
        let time = stat.st_mtim
        return Entry(
            type: type, size: stat.size, modified: Double(time.tv_sec) + Double(time.tv_nsec) / 1e9,
            permissions: Int(stat.permissions.rawValue), owner: stat.userID.rawValue,
            device: UInt64(truncatingIfNeeded: stat.deviceID.rawValue), inode: UInt64(truncatingIfNeeded: stat.inode.rawValue))
    }

    public static func exists(_ path: String) -> Bool { entry(path) != nil }

    /// The path with every symbolic link in it resolved (realpath(3)); nil when it leads nowhere.
    public static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public static func isDirectory(_ path: String) -> Bool { entry(path)?.type == .directory }

    /// The names in a folder, sorted by their bytes (`.` and `..` left out).
    public static func contents(ofDirectory path: String) throws(SystemError) -> [String] {
        guard let stream = opendir(path) else { throw SystemError("list", path: path, code: errno) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The names in a folder with what each is, as the folder's listing says (`d_type`), sorted
    /// by their bytes: no `stat` per entry. A type the file system does not give (`DT_UNKNOWN`)
    /// is looked up with `entry`.
    public static func typedContents(ofDirectory path: String) throws(SystemError) -> [(name: String, type: EntryType?)] {
        guard let stream = opendir(path) else { throw SystemError("list", path: path, code: errno) }
        defer { closedir(stream) }
        var found: [(name: String, type: EntryType?)] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != "." && name != ".." else { continue }
            let type: EntryType?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): type = .file
            case Int32(DT_DIR): type = .directory
            case Int32(DT_LNK): type = .symbolicLink
            case Int32(DT_UNKNOWN): type = Self.entry(path + "/" + name)?.type
            default: type = .special
            }
            found.append((name, type))
        }
        return found.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    }

    /// Reads a whole file, refusing one larger than `limit` bytes before reading it.
    public static func read(_ path: String, limit: Int = Int.max) throws(SystemError) -> [UInt8] {
        let descriptor: FileDescriptor
        do {
            descriptor = try FileDescriptor.open(FilePath(path), .readOnly, options: [.closeOnExec])
        } catch {
            throw SystemError("open", path: path, code: (error as? Errno)?.rawValue ?? Errno.ioError.rawValue)
        }
        defer { try? descriptor.close() }
        // Sized by the file: one read into an unzeroed buffer for most, then a short one that
        // finds the end (or what the file gained meanwhile).
        let expected = (try? FilePath(path).stat(followTargetSymlink: true).size).map { Int($0) } ?? 0
        guard expected <= limit else { throw SystemError("read", path: path, code: Errno.fileTooLarge.rawValue) }
        var bytes: [UInt8] = []
        if expected > 0 {
            do {
                bytes = try [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
                    initialized = try descriptor.read(into: UnsafeMutableRawBufferPointer(buffer))
                }
            } catch {
                throw SystemError("read", path: path, code: (error as? Errno)?.rawValue ?? Errno.ioError.rawValue)
            }
        }
        var chunk = [UInt8](repeating: 0, count: expected > 0 ? 4096 : 1 << 16)
        while true {
            let count: Int
            do {
                count = try chunk.withUnsafeMutableBytes { try descriptor.read(into: $0) }
            } catch {
                throw SystemError("read", path: path, code: (error as? Errno)?.rawValue ?? Errno.ioError.rawValue)
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw SystemError("read", path: path, code: Errno.fileTooLarge.rawValue) }
            bytes += chunk[..<count]
        }
    }

    /// Replaces `destination` by `source` in one step (both in the same file system).
    public static func rename(_ source: String, to destination: String) throws(SystemError) {
        guard renameEntry(source, destination) == 0 else { throw SystemError("rename", path: source, code: errno) }
    }

    /// Swaps two existing entries in one step, so a reader sees one or the other, never
    /// neither. Where the file system cannot (`EINVAL`, `ENOSYS`, `ENOTSUP`), falls back to two
    /// renames through `fallback`, a free name beside them; the gap is then one rename long.
    public static func exchange(_ first: String, _ second: String, fallback: String) throws(SystemError) {
        if cplatform_exchange(first, second) == 0 { return }
        let code = errno
        guard code == EINVAL || code == ENOSYS || code == ENOTSUP else { throw SystemError("swap", path: second, code: code) }
        try rename(second, to: fallback)
        do {
            try rename(first, to: second)
        } catch {
            try? rename(fallback, to: second)
            throw error
        }
        try rename(fallback, to: first)
    }

    /// Removes a file, or a folder and everything in it, never following a symbolic link (a
    /// link is removed, not what it points at).
    public static func removeTree(_ path: String) throws(SystemError) {
        guard let entry = entry(path) else { return }
        if entry.type == .directory {
            for name in try contents(ofDirectory: path) { try removeTree(path + "/" + name) }
            guard rmdir(path) == 0 else { throw SystemError("remove", path: path, code: errno) }
        } else {
            try removeFile(path)
        }
    }

    public static func removeFile(_ path: String) throws(SystemError) {
        guard unlink(path) == 0 else { throw SystemError("remove", path: path, code: errno) }
    }

    /// Removes a folder only if it is empty; says whether it did.
    @discardableResult
    public static func removeEmptyDirectory(_ path: String) -> Bool {
        rmdir(path) == 0
    }

    /// Creates a folder (not its parents); an existing folder is fine.
    public static func createDirectory(_ path: String, permissions: Int = 0o700) throws(SystemError) {
        guard mkdir(path, CInterop.Mode(permissions)) == 0 || (errno == EEXIST && isDirectory(path)) else {
            throw SystemError("create folder", path: path, code: errno)
        }
    }

    /// Creates a folder and any missing parents (`mkdir -p`).
    public static func createDirectories(_ path: String, permissions: Int = 0o700) throws(SystemError) {
        guard !isDirectory(path) else { return }
        let parent = parent(of: path)
        if parent != path && !parent.isEmpty { try createDirectories(parent, permissions: permissions) }
        try createDirectory(path, permissions: permissions)
    }

    public static func setPermissions(_ path: String, _ permissions: Int) throws(SystemError) {
        guard chmod(path, CInterop.Mode(permissions)) == 0 else { throw SystemError("change permissions of", path: path, code: errno) }
    }

    /// Whether this process may write into `path`.
    public static func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }

    /// The bytes an unprivileged process may still write on the file system holding `path`
    /// (statvfs: free blocks for users times the block size); nil when it cannot be asked.
    public static func availableBytes(at path: String) -> UInt64? {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return nil }
        return UInt64(info.f_bavail) &* UInt64(info.f_frsize)
    }

    /// `HOME`, or the user's home folder from the password database when it is not set.
    public static var homeDirectory: String {
        if let home = getenv("HOME"), home.pointee != 0 { return String(cString: home) }
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return "/" }
        return String(cString: directory)
    }

    /// The user this process runs as.
    public static var currentUser: UInt32 { UInt32(getuid()) }

    /// Everything before the last `/` (`.` for a bare name).
    public static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.utf8.startIndex ? "/" : String(path[..<slash])
    }

    public static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.utf8.index(after: slash)...])
    }
}

/// libc's rename(2), out of reach of `FileSystem.rename` (which shadows the name inside the type).
private func renameEntry(_ source: String, _ destination: String) -> Int32 {
    rename(source, destination)
}

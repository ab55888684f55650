import Platform

/// The project's files as the migration changes them, in memory: each read once from the
/// folder, edited any number of times, and the edits listed at the end (a file whose bytes
/// end as they began is no edit).
struct Workspace {
    let root: String
    private var original: [String: [UInt8]?] = [:]
    private var current: [String: [UInt8]] = [:]

    init(root: String) {
        self.root = root
    }

    func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (root.isEmpty ? path : root + "/" + path)
    }

    /// The file as it is now (edited or not); nil when it is not there or not a readable file.
    mutating func read(_ path: String) -> [UInt8]? {
        if let edited = current[path] { return edited }
        if let known = original[path] { return known }
        let bytes = try? FileSystem.read(absolute(path), limit: 8 << 20)
        original[path] = .some(bytes)
        return bytes
    }

    /// The file as it was before any edit.
    mutating func originalBytes(_ path: String) -> [UInt8]? {
        if original[path] == nil { _ = read(path) }
        return original[path] ?? nil
    }

    func exists(_ path: String) -> Bool {
        if current[path] != nil { return true }
        let absolute = absolute(path)
        return FileSystem.entry(FileSystem.resolvedPath(absolute) ?? absolute) != nil
    }

    mutating func write(_ path: String, _ bytes: [UInt8]) {
        if original[path] == nil { _ = read(path) }
        current[path] = bytes
    }

    var edits: [FileEdit] {
        current.keys.sorted().compactMap { path in
            let before = original[path] ?? nil
            let after = current[path]!
            return before == after ? nil : FileEdit(path: path, before: before, after: after)
        }
    }
}

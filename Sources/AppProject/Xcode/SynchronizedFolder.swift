import Platform

/// An Xcode 16 file-system synchronized folder (`PBXFileSystemSynchronizedRootGroup`): the
/// project lists no files, the target builds what the folder holds, and each exception set
/// flips the membership of the files it lists for one target (left out of a target that has
/// the folder, added to one that has not). `/Localized/<path>` names a localized file in
/// every `.lproj` folder. Folders listed in `explicitFolders` are copied whole, not compiled.
struct SynchronizedFolder {
    /// Relative to the folder read.
    var path: String
    /// Paths relative to `path` of the files doctor reads (sources, headers, storyboards).
    var files: [String]
    /// Target id -> the exception paths for it, relative to `path`.
    var exceptions: [String: [String]]

    /// The files a target builds from this folder, relative to the folder read.
    func members(forTarget target: String, owned: Bool) -> [String] {
        let listed = exceptions[target] ?? []
        guard owned || !listed.isEmpty else { return [] }
        let flipped = files.filter { file in listed.contains { Self.matches(file, exception: $0) } }
        let chosen = owned ? files.filter { file in !flipped.contains(file) } : flipped
        return chosen.map { path.isEmpty ? $0 : path + "/" + $0 }
    }

    static func matches(_ file: String, exception: String) -> Bool {
        guard exception.hasPrefix("/Localized/") else { return file == exception }
        let name = exception.dropFirst("/Localized/".count)
        // `Base.lproj/Main.storyboard` in a folder is `Main.storyboard` there.
        let parts = file.split(separator: "/")
        let unlocalized = parts.filter { !$0.hasSuffix(".lproj") }.joined(separator: "/")
        return unlocalized == name
    }

    /// The extensions of the files read from a folder; bundles and asset catalogs are not
    /// walked into.
    static let readExtensions: Set<String> = ["swift", "m", "mm", "h", "storyboard", "xib"]
    static let opaqueFolderExtensions: Set<String> = ["xcassets", "bundle", "framework", "xcframework", "xcdatamodeld", "app", "appex", "docc", "playground", "xcodeproj", "xcworkspace"]

    /// What follows a name's last dot ("" without one).
    static func fileExtension(_ name: String) -> String {
        let suffix = PathBytes.suffix(after: UInt8(ascii: "."), in: name)
        return suffix.startIndex == name.startIndex ? "" : String(suffix)
    }

    /// The files under `folder` (relative to the folder read) doctor reads, relative to it,
    /// without descending into `skipped` folders (relative to `folder`).
    static func files(in folder: String, skipping skipped: Set<String> = [], reader: ProjectFileReader, limit: inout Int) -> [String] {
        // Targets and generators list the same folders again and again: each is walked once.
        let key = ([folder] + skipped.sorted()).joined(separator: "\u{0}")
        if let walked = reader.walkedFolders[key] { return walked }
        var found: [String] = []
        defer { reader.walkedFolders[key] = found }
        var stack: [(String, Int)] = [("", 0)]
        while let (relative, depth) = stack.popLast() {
            guard depth < 40, limit > 0 else { continue }
            let absoluteFolder = relative.isEmpty ? folder : folder + "/" + relative
            for name in reader.names(in: absoluteFolder) where !name.hasPrefix(".") {
                limit -= 1
                guard limit > 0 else { break }
                let path = relative.isEmpty ? name : relative + "/" + name
                let fileExtension = Self.fileExtension(name)
                switch reader.type(folder.isEmpty ? path : folder + "/" + path) {
                case .directory?:
                    guard !skipped.contains(path), !opaqueFolderExtensions.contains(fileExtension), !ProjectFiles.vendored.contains(name) else { continue }
                    stack.append((path, depth + 1))
                default:
                    // A device or a dangling link named like a source is still one the target
                    // builds: listed, so reading it fails with a note.
                    if readExtensions.contains(fileExtension) { found.append(path) }
                }
            }
        }
        found.sort()
        return found
    }
}

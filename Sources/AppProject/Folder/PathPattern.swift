import Platform

/// A path glob as project generators write them (`App/**`, `**/*.storyboard`,
/// `Sources/{A,B}/*.swift` is not one of them): `**` stands for any number of folders, `*`,
/// `?` and `[...]` match within one path component.
struct PathPattern {
    let components: [Substring]

    init(_ pattern: String) {
        components = pattern.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    }

    /// The leading components without wildcards: the folder to walk.
    var literalPrefix: String {
        components.prefix { !$0.contains(where: { "*?[".contains($0) }) }.joined(separator: "/")
    }

    var hasWildcards: Bool { components.contains { $0.contains(where: { "*?[".contains($0) }) } }

    func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(components[...], parts[...])
    }

    static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            // `**` alone at the end matches everything below.
            if rest.isEmpty { return true }
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, Glob(String(first)).matches(String(component)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// The files of the kinds doctor reads that the pattern names, relative to the folder
    /// read; `folder` is where the pattern's relative paths start.
    func files(from folder: String, reader: ProjectFileReader, limit: inout Int) -> [String] {
        let base = reader.join(folder, literalPrefix)
        if !hasWildcards {
            if reader.isDirectory(base) { return SynchronizedFolder.files(in: base, reader: reader, limit: &limit).map { base + "/" + $0 } }
            return reader.isFile(base) ? [base] : []
        }
        let rest = PathPattern(components.dropFirst(literalPrefix.split(separator: "/").count).joined(separator: "/"))
        return SynchronizedFolder.files(in: base, reader: reader, limit: &limit).filter { rest.matches($0) }.map { base.isEmpty ? $0 : base + "/" + $0 }
    }
}

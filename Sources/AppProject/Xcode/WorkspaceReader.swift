import Platform

/// An `.xcworkspace`'s `contents.xcworkspacedata`: the projects (and package folders) it
/// holds, as paths relative to the folder read (absolute for one outside it). Locations are
/// Xcode's: `group:` relative to the enclosing group (the workspace's folder at the top),
/// `container:` relative to the workspace's folder, `absolute:`; `self:` (a project's own
/// workspace) names nothing more.
enum WorkspaceReader {
    static func projects(_ workspace: String, reader: ProjectFileReader) -> (projects: [String], packages: [String]) {
        let file = workspace + "/contents.xcworkspacedata"
        guard let bytes = reader.bytes(file, quiet: true) else { return ([], []) }
        let root: MarkupElement
        do {
            root = try MarkupReader.read(bytes)
        } catch {
            reader.notUnderstood(file, line: error.line, column: error.column, "not understood as a workspace: \(error.reason)")
            return ([], [])
        }
        let container = FileSystem.parent(of: workspace) == "." ? "" : FileSystem.parent(of: workspace)
        var projects: [String] = []
        var packages: [String] = []
        func walk(_ element: MarkupElement, group: String, depth: Int) {
            guard depth < 32 else { return }
            for child in element.children {
                let location = child["location"].flatMap { resolve($0, group: group, container: container, reader: reader) }
                switch child.name {
                case "Group":
                    walk(child, group: location ?? group, depth: depth + 1)
                case "FileRef":
                    guard let location else { continue }
                    if location.hasSuffix(".xcodeproj") {
                        projects.append(location)
                    } else if reader.isFile(location.isEmpty ? "Package.swift" : location + "/Package.swift") {
                        packages.append(location)
                    }
                default:
                    continue
                }
            }
        }
        walk(root, group: container, depth: 0)
        return (projects, packages)
    }

    /// One note for the projects a workspace names that the checkout lacks: their targets and
    /// code are not read. Left out: a vendored one (CocoaPods' `Pods/Pods.xcodeproj`, which
    /// `pod install` makes, is skipped anyway) and an absolute path on its author's machine
    /// to a project of the same name the folder has (that project is read).
    static func noteMissing(_ missing: [String], of workspace: String, own: [String], reader: ProjectFileReader) {
        let ownNames = Set(own.map { FileSystem.lastComponent(of: $0) })
        let said = missing.filter { path in
            !path.split(separator: "/").contains { ProjectFiles.vendored.contains(String($0)) }
                && !(path.hasPrefix("/") && ownNames.contains(FileSystem.lastComponent(of: path)))
        }.map { displayed($0, root: reader.root) }
        guard let first = said.first else { return }
        let submodules = submodulePaths(reader)
        let inSubmodules = said.filter { path in submodules.contains { path.hasPrefix($0 + "/") } }.count
        var text = said.count == 1 ? "names \(first), which the checkout lacks: its targets and code are not read"
            : "names \(said.count) projects the checkout lacks (\(said.prefix(2).joined(separator: ", "))\(said.count > 2 ? ", and \(said.count - 2) more" : "")): their targets and code are not read"
        if inSubmodules > 0 {
            text += inSubmodules == said.count ? " (\(said.count == 1 ? "it is in a git submodule" : "they are in git submodules") not checked out: `git submodule update --init` fetches \(said.count == 1 ? "it" : "them"))"
                : " (\(inSubmodules) of them in git submodules not checked out: `git submodule update --init` fetches them)"
        }
        reader.note(workspace + "/contents.xcworkspacedata", text, unread: true)
    }

    /// A path outside the folder as `../` from it (both absolute); others as they are.
    static func displayed(_ path: String, root: String) -> String {
        guard path.hasPrefix("/"), root.hasPrefix("/") else { return path }
        let parts = path.split(separator: "/"), base = root.split(separator: "/")
        var common = 0
        while common < parts.count, common < base.count, parts[common] == base[common] { common += 1 }
        // Only a near relative: a path on another machine stays absolute.
        guard common > 0, base.count - common <= 2 else { return path }
        return (Array(repeating: "..", count: base.count - common) + parts[common...].map(String.init)).joined(separator: "/")
    }

    /// The folders `.gitmodules` names (`path = modules/Kit`).
    static func submodulePaths(_ reader: ProjectFileReader) -> [String] {
        guard let bytes = reader.bytes(".gitmodules", quiet: true) else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split { $0 == " " || $0 == "\t" || $0 == "=" }
            return parts.count == 2 && parts[0] == "path" ? String(parts[1]) : nil
        }
    }

    static func resolve(_ location: String, group: String, container: String, reader: ProjectFileReader) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon], path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return reader.join(group, path)
        case "container": return reader.join(container, path)
        case "absolute": return reader.join("", path)
        default: return nil
        }
    }
}

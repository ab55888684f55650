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
            reader.note(file, line: error.line, "not understood as a workspace: \(error.reason)")
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

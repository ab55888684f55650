import PropertyList

/// The `objects` of a `project.pbxproj`, by id, with the few typed reads the project model
/// needs. Every value of the format is a string, an array or a dictionary; anything of
/// another shape reads as absent.
public struct PBXObjects: Sendable {
    public let objects: [String: PropertyListValue]
    /// Each group member's group (files, groups and synchronized folders), from the groups'
    /// `children`.
    let parents: [String: String]
    /// The ids of each `isa`, sorted: asked for once per target, found in one pass.
    let byType: [String: [String]]

    /// A graph whose groups and types its maker already knows (`XcprojObjects`).
    init(_ objects: [String: PropertyListValue], parents: [String: String], byType: [String: [String]]) {
        self.objects = objects
        self.parents = parents
        self.byType = byType
    }

    public init(_ objects: [String: PropertyListValue]) {
        self.objects = objects
        var parents: [String: String] = [:]
        var byType: [String: [String]] = [:]
        for (id, object) in objects {
            guard case .dictionary(let entries) = object else { continue }
            for entry in entries {
                switch (entry.key, entry.value) {
                case ("isa", .string(let isa)):
                    byType[isa, default: []].append(id)
                case ("children", .array(let children)):
                    for case .string(let child) in children where parents[child] == nil { parents[child] = id }
                default:
                    continue
                }
            }
        }
        self.parents = parents
        self.byType = byType
    }

    public subscript(id: String) -> PropertyListValue? { objects[id] }

    public func string(_ id: String, _ key: String) -> String? {
        if case .string(let text)? = objects[id]?[key] { return text }
        return nil
    }

    /// An array of strings (ids, mostly); other elements left out.
    public func strings(_ id: String, _ key: String) -> [String] {
        guard case .array(let items)? = objects[id]?[key] else { return [] }
        return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    func isa(_ id: String) -> String? { string(id, "isa") }

    /// Sorted (the project's order of discovery does not matter, the same answer each run does).
    func ids(ofType isa: String) -> [String] {
        (byType[isa] ?? []).sorted()
    }

    /// In no order: for a pass that filters first.
    func unsortedIDs(ofType isa: String) -> [String] {
        byType[isa] ?? []
    }

    /// The path of a file, group or synchronized folder relative to the project's folder
    /// (SRCROOT), from its `sourceTree` and its groups' paths; nil for what is not on disk in
    /// the project (built products, the SDK) or an absolute path (returned with its `/`).
    public func path(of id: String, depth: Int = 0) -> String? {
        var groups: [String: String?] = [:]
        return path(of: id, depth: depth, groups: &groups)
    }

    /// The paths of many files, each group's path found once.
    func paths(of ids: [String]) -> [String?] {
        var groups: [String: String?] = [:]
        return ids.map { path(of: $0, depth: 0, groups: &groups) }
    }

    /// `groups`: the paths of the groups found so far.
    func path(of id: String, depth: Int, groups: inout [String: String?]) -> String? {
        guard depth < 64, case .dictionary(let entries)? = objects[id] else { return nil }
        var own: String? = nil
        var sourceTree = "<group>"
        for entry in entries {
            guard case .string(let text) = entry.value else { continue }
            if entry.key == "path" { own = text } else if entry.key == "sourceTree" { sourceTree = text }
        }
        switch sourceTree {
        case "<absolute>":
            return own
        case "SOURCE_ROOT":
            return own ?? ""
        case "<group>":
            let parentPath: String?
            if let parent = parents[id] {
                if let known = groups[parent] {
                    parentPath = known
                } else {
                    parentPath = path(of: parent, depth: depth + 1, groups: &groups)
                    groups[parent] = .some(parentPath)
                }
            } else {
                parentPath = ""
            }
            guard let parentPath else { return nil }
            guard let own, !own.isEmpty else { return parentPath }
            if own.hasPrefix("/") { return own }
            return parentPath.isEmpty ? own : parentPath + "/" + own
        default:
            return nil
        }
    }
}

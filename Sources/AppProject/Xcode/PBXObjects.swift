import PropertyList

/// The `objects` of a `project.pbxproj`, by id, with the few typed reads the project model
/// needs. Every value of the format is a string, an array or a dictionary; anything of
/// another shape reads as absent.
public struct PBXObjects: Sendable {
    public let objects: [String: PropertyListValue]
    /// Each group member's group (files, groups and synchronized folders), from the groups'
    /// `children`.
    let parents: [String: String]

    public init(_ objects: [String: PropertyListValue]) {
        self.objects = objects
        var parents: [String: String] = [:]
        for (id, object) in objects {
            guard case .array(let children)? = object["children"] else { continue }
            for case .string(let child) in children where parents[child] == nil { parents[child] = id }
        }
        self.parents = parents
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

    func ids(ofType isa: String) -> [String] {
        objects.keys.filter { self.isa($0) == isa }.sorted()
    }

    /// The path of a file, group or synchronized folder relative to the project's folder
    /// (SRCROOT), from its `sourceTree` and its groups' paths; nil for what is not on disk in
    /// the project (built products, the SDK) or an absolute path (returned with its `/`).
    public func path(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, objects[id] != nil else { return nil }
        let own = string(id, "path")
        switch string(id, "sourceTree") ?? "<group>" {
        case "<absolute>":
            return own
        case "SOURCE_ROOT":
            return own ?? ""
        case "<group>":
            let parentPath: String?
            if let parent = parents[id] {
                parentPath = path(of: parent, depth: depth + 1)
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

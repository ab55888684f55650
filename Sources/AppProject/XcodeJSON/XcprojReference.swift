/// How `project.xcproj` refers to things far away in the file: a name path through the file
/// tree (`"Products/App.app"`; `.` and `..` as in a file path; an array with `{ "name": … }`
/// for a name holding `/`), or an object's id (`"id:ABC…"`). A build phase is its target's
/// name, its kind and, when it has one, its name (`"App/compile-sources"`,
/// `"App/copy/Embed Frameworks"`), or its id.
public enum XcprojReference: Sendable, Equatable {
    case id(String)
    case names([String])

    static let idPrefix = "id:"

    /// The reference a node holds; nil when it is neither form.
    init?(_ node: XcprojNode) {
        if let text = node.string {
            self = Self(text)
            return
        }
        guard let items = node.items else { return nil }
        var names: [String] = []
        for item in items {
            if let text = item.string {
                names.append(text)
            } else if let name = item["name"]?.string {
                names.append(name)
            } else {
                return nil
            }
        }
        self = .names(names)
    }

    init(_ text: String) {
        if text.hasPrefix(Self.idPrefix) {
            self = .id(String(text.dropFirst(Self.idPrefix.count)))
        } else {
            self = .names(text.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
        }
    }

    /// As Xcode writes it: a string when every name can be one (no `/`, not `.` or `..`,
    /// and the whole not starting `id:`), else an array.
    var tree: XcprojTree {
        switch self {
        case .id(let id):
            return .string(Self.idPrefix + id)
        case .names(let names):
            let plain = names.allSatisfy { !$0.contains("/") && $0 != "." && $0 != ".." } && !(names.first ?? "").hasPrefix(Self.idPrefix)
            if plain { return .string(names.joined(separator: "/")) }
            return .array(names.map { name in
                name.contains("/") || name == "." || name == ".." ? .object([("name", .string(name))], compact: true) : .string(name)
            }, compact: true)
        }
    }
}

/// A file reference's `path` as the format writes it: a path relative to its group, absolute,
/// or after a base (`<PROJECT>/`, `<PRODUCTS>/`, `<SDK>/`, `<DEVELOPER>/`, `<USER:SETTING>/`);
/// in a relative path `<` and `\` are escaped with a backslash.
struct XcprojFilePath: Equatable {
    /// The pbxproj's `sourceTree`: `<group>`, `<absolute>`, `SOURCE_ROOT`, `BUILT_PRODUCTS_DIR`,
    /// `SDKROOT`, `DEVELOPER_DIR` or a build setting's name.
    var sourceTree: String
    var path: String

    static let bases = ["PROJECT": "SOURCE_ROOT", "PRODUCTS": "BUILT_PRODUCTS_DIR", "SDK": "SDKROOT", "DEVELOPER": "DEVELOPER_DIR"]

    init(sourceTree: String, path: String) {
        self.sourceTree = sourceTree
        self.path = path
    }

    init(_ text: String) {
        guard text.utf8.first == UInt8(ascii: "<") else {
            // Most paths: relative to the group.
            if text.hasPrefix("/") || text.hasPrefix("~") {
                sourceTree = "<absolute>"
                path = text
            } else {
                sourceTree = "<group>"
                path = Self.unescaped(text)
            }
            return
        }
        if text.hasPrefix("<USER:"), let end = text.firstRange(of: ">/") {
            sourceTree = Self.unescaped(String(text[text.index(text.startIndex, offsetBy: 6)..<end.lowerBound]))
            path = String(text[end.upperBound...])
        } else if text.hasPrefix("<"), let end = text.firstRange(of: ">/"), let tree = Self.bases[String(text[text.index(after: text.startIndex)..<end.lowerBound])] {
            sourceTree = tree
            path = String(text[end.upperBound...])
        } else if text.hasPrefix("/") || text.hasPrefix("~") {
            sourceTree = "<absolute>"
            path = text
        } else {
            sourceTree = "<group>"
            path = Self.unescaped(text)
        }
    }

    var text: String {
        switch sourceTree {
        case "<group>": return Self.escaped(path, "<")
        case "<absolute>": return path
        default:
            if let base = Self.bases.first(where: { $0.value == sourceTree })?.key { return "<\(base)>/" + path }
            return "<USER:" + Self.escaped(sourceTree, ">") + ">/" + path
        }
    }

    /// The last component: how the file tree names a file.
    var name: String {
        String(PathBytes.suffix(after: UInt8(ascii: "/"), in: path))
    }

    static func escaped(_ text: String, _ special: Character) -> String {
        guard PathBytes.contains(UInt8(ascii: "\\"), in: text) || PathBytes.contains(special.asciiValue ?? 0, in: text) else { return text }
        var out = ""
        for character in text {
            if character == special || character == "\\" { out.append("\\") }
            out.append(character)
        }
        return out
    }

    static func unescaped(_ text: String) -> String {
        guard PathBytes.contains(UInt8(ascii: "\\"), in: text) else { return text }
        var out = ""
        var escaping = false
        for character in text {
            if !escaping, character == "\\" {
                escaping = true
                continue
            }
            escaping = false
            out.append(character)
        }
        return out
    }
}

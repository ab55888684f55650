import Platform

/// The superclasses of an app's class that the checkout holds outside the app's sources: a
/// CocoaPods or Carthage dependency's source (`Pods/GEAppConfig/.../AppDelegateBase.swift`),
/// which doctor leaves out as vendored. Read only to learn what the app's class inherits (its
/// `window`), never checked.
public enum VendoredSuperclasses {
    /// Where dependencies' sources are checked out, from the folder's root.
    static let folders = ["Pods", "Carthage/Checkouts"]
    /// Files looked at, at most: a bound on a large `Pods` folder.
    static let maximumFiles = 20_000

    /// The stored properties (name: type) that `name` and its superclasses declare, following
    /// the chain through the vendored sources; empty when none of them is there.
    public static func properties(of name: String, root: String) -> [String: String] {
        var sources: [String] = []
        for folder in folders { collect(root.isEmpty ? folder : root + "/" + folder, into: &sources) }
        guard !sources.isEmpty else { return [:] }
        var properties: [String: String] = [:]
        var current: String? = CodeFacts.bareName(name)
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted, seen.count < 16 {
            guard let type = declaration(of: name, in: sources) else { break }
            properties.merge(type.properties) { mine, _ in mine }
            current = type.inherits.first.map(CodeFacts.bareName)
        }
        return properties
    }

    /// The class declaration named `name` (Swift `class`, Objective-C `@interface`).
    static func declaration(of name: String, in sources: [String]) -> CodeType? {
        let needles = [Array("class \(name)".utf8), Array("@interface \(name)".utf8)]
        for path in sources {
            guard let bytes = try? FileSystem.read(path, limit: 4 << 20), needles.contains(where: { bytes.contains($0) }) else { continue }
            let file = CodeDeclarations.read(path: path, bytes: bytes, language: path.hasSuffix(".swift") ? .swift : .objectiveC)
            if let type = file.types.first(where: { ($0.kind == .class || $0.kind == .interface) && CodeFacts.bareName($0.name) == name }) { return type }
        }
        return nil
    }

    static func collect(_ folder: String, into sources: inout [String]) {
        guard sources.count < maximumFiles, let entries = try? FileSystem.typedContents(ofDirectory: folder) else { return }
        for entry in entries.sorted(by: { $0.name < $1.name }) where !entry.name.hasPrefix(".") {
            let path = folder + "/" + entry.name
            if entry.type == .directory {
                collect(path, into: &sources)
            } else if entry.name.hasSuffix(".swift") || entry.name.hasSuffix(".h") {
                sources.append(path)
            }
            if sources.count >= maximumFiles { return }
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in it.
    fileprivate func contains(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return false }
        let first = needle[0]
        var index = 0
        while index + needle.count <= count {
            if self[index] == first, self[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}

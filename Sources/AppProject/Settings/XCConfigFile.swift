import Platform

/// A build configuration file (`.xcconfig`): `KEY = value` and `KEY[condition] = value` lines,
/// `//` comments, and `#include "other.xcconfig"` (or `#include?`, which may be missing) read
/// in place, relative to the including file, else (as Xcode also looks) to the project's
/// folder. Includes nest at most 16 deep; a file included twice on one path is read once.
enum XCConfigFile {
    static let maximumDepth = 16

    /// The assignments of `path` (relative to the folder read) and what it includes, in order.
    static func assignments(_ path: String, projectFolder: String, reader: ProjectFileReader) -> [BuildSettings.Assignment] {
        var visiting: Set<String> = []
        return read(path, optional: false, projectFolder: projectFolder, reader: reader, depth: 0, visiting: &visiting)
    }

    private static func read(_ path: String, optional: Bool, projectFolder: String, reader: ProjectFileReader, depth: Int,
                             visiting: inout Set<String>) -> [BuildSettings.Assignment] {
        guard depth < maximumDepth, visiting.insert(path).inserted else { return [] }
        defer { visiting.remove(path) }
        // CocoaPods' files appear after `pod install`: a checkout without them builds nothing
        // doctor needs from them.
        let quiet = optional || path.contains("Pods/")
        guard reader.isFile(path) else {
            if !quiet { reader.note(path, "is not there (a file git ignores, made by a setup script?): the settings it holds are not read") }
            return []
        }
        guard let bytes = reader.bytes(path) else { return [] }
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : ""
        var found: [BuildSettings.Assignment] = []
        for rawLine in String(decoding: bytes, as: UTF8.self).split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd) {
            var line = Substring(rawLine)
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            line = line.trimmed
            if line.hasPrefix("#include") {
                let isOptional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(line[line.index(after: open)..<close])
                // `<DEVELOPER_DIR>/...`: Xcode's own files, not the project's.
                guard !included.hasPrefix("<") else { continue }
                let besideIt = reader.join(folder, included), inProject = reader.join(projectFolder, included)
                let located = reader.isFile(besideIt) || !reader.isFile(inProject) ? besideIt : inProject
                found += read(located, optional: isOptional, projectFolder: projectFolder, reader: reader, depth: depth + 1, visiting: &visiting)
                continue
            }
            // `KEY[sdk=iphoneos*][arch=*] = value`: the `=` after the name and its conditions.
            var cursor = line.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? line.endIndex
            while cursor < line.endIndex, line[cursor] == "[", let close = line[cursor...].firstIndex(of: "]") { cursor = line.index(after: close) }
            guard let equals = line[cursor...].firstIndex(of: "="), equals > line.startIndex else { continue }
            let setting = String(line[..<equals].trimmed)
            guard let first = setting.first, first.isLetter || first == "_" else { continue }
            found.append(BuildSettings.Assignment(setting: setting, value: String(line[line.index(after: equals)...].trimmed)))
        }
        return found
    }
}

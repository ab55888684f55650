import AppProject
import Platform
import PropertyList

/// Edits a `project.pbxproj` as Xcode writes it, so Xcode opens the project without rewriting
/// it: a new file gets a file reference and (a source) a build file, each on one line in its
/// section in id order; the reference goes into the group beside an existing file, the build
/// file at the end of the target's Sources phase; a build setting goes into each of the
/// target's configurations in key order. Ids are 24 hexadecimal digits, as Xcode's, made from
/// what they name so the same migration gives the same ids; every other byte stays. Each change
/// is a range edit of the file as read (`edits`).
struct PBXProjectEditor {
    struct Failure: Error, Equatable {
        var reason: String
    }

    /// A file to add: its name, the path its reference records (relative to its group), its
    /// type, and whether it is compiled (a source) or only referenced (a header, an Info.plist).
    struct NewFile: Equatable {
        var name: String
        var path: String
        var fileType: String
        var compiled: Bool
    }

    private var text: EditedText
    let objects: PBXObjects
    /// The project file's path, part of every id's seed.
    let seed: String

    init(bytes: [UInt8], seed: String) throws(Failure) {
        text = EditedText(bytes)
        self.seed = seed
        let root: PropertyListValue
        do {
            root = try OpenStepPropertyListReader.read(bytes)
        } catch {
            throw Failure(reason: "not understood as an OpenStep property list: \(error.message)")
        }
        guard case .dictionary(let entries)? = root["objects"] else { throw Failure(reason: "it has no objects") }
        objects = PBXObjects(Dictionary(entries.map { ($0.key, $0.value) }) { _, last in last })
    }

    /// The file with the edits made so far.
    var bytes: [UInt8] { text.bytes }
    /// The edits so far, against the bytes the editor was made with.
    var edits: [TextEdit] { text.edits }

    // MARK: The model

    func string(_ id: String, _ key: String) -> String? { objects.string(id, key) }

    func strings(_ id: String, _ key: String) -> [String] { objects.strings(id, key) }

    func target(named name: String) -> String? {
        objects.objects.keys.sorted().first { string($0, "isa") == "PBXNativeTarget" && string($0, "name") == name }
    }

    func phase(of target: String, isa: String) -> String? {
        strings(target, "buildPhases").first { string($0, "isa") == isa }
    }

    func configurations(of target: String) -> [String] {
        strings(string(target, "buildConfigurationList") ?? "", "buildConfigurations")
    }

    /// The group holding `reference`.
    func group(holding reference: String) -> String? {
        objects.objects.keys.sorted().first { id in
            ["PBXGroup", "PBXVariantGroup"].contains(string(id, "isa") ?? "") && strings(id, "children").contains(reference)
        }
    }

    /// The file reference the target compiles that is the file `path` (relative to the folder
    /// read), as Xcode resolves references: its groups' path chain, `SOURCE_ROOT`, absolute.
    /// `projectFolder`: the project's folder (SRCROOT) relative to the folder read.
    func compiledReference(in target: String, at path: String, projectFolder: String) -> String? {
        guard let sources = phase(of: target, isa: "PBXSourcesBuildPhase") else { return nil }
        for buildFile in strings(sources, "files") {
            guard let reference = string(buildFile, "fileRef"), let resolved = resolvedPath(of: reference, projectFolder: projectFolder) else { continue }
            if resolved == path { return reference }
        }
        return nil
    }

    /// Where a reference's file is, relative to the folder read; nil for what is not in it.
    func resolvedPath(of reference: String, projectFolder: String) -> String? {
        guard let path = objects.path(of: reference), !path.hasPrefix("/") else { return nil }
        return Self.normalized(projectFolder.isEmpty ? path : projectFolder + "/" + path)
    }

    /// `a/./b/../c` as `a/c`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    // MARK: Edits

    /// Adds `files` beside the existing reference `sibling`: in its group, with its folder and
    /// its `sourceTree` (so each resolves, as Xcode resolves it, to the sibling's folder), each
    /// compiled one to the target's Sources phase. Returns the new references' ids.
    @discardableResult
    mutating func add(_ files: [NewFile], besideReference sibling: String, target: String) throws(Failure) -> [String] {
        guard let group = group(holding: sibling) else { throw Failure(reason: "no group holds the file \(sibling)") }
        let folder = string(sibling, "path").map { path in path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) + "/" : "" } ?? ""
        let sourceTree = string(sibling, "sourceTree") ?? "<group>"
        var after = sibling
        var added: [String] = []
        for file in files {
            let reference = newID("reference", file.path)
            let path = folder + file.path
            try insertObject(reference, comment: file.name,
                             body: "{isa = PBXFileReference; lastKnownFileType = \(file.fileType); path = \(Self.quoted(path)); sourceTree = \(Self.quoted(sourceTree)); }",
                             section: "PBXFileReference")
            added.append(reference)
            try insertListItem(reference, comment: file.name, list: "children", of: group, after: after)
            after = reference
            guard file.compiled else { continue }
            guard let sources = phase(of: target, isa: "PBXSourcesBuildPhase") else { throw Failure(reason: "the target has no Sources build phase") }
            let buildFile = newID("build", file.path)
            try insertObject(buildFile, comment: file.name + " in Sources",
                             body: "{isa = PBXBuildFile; fileRef = \(reference) /* \(file.name) */; }", section: "PBXBuildFile")
            try insertListItem(buildFile, comment: file.name + " in Sources", list: "files", of: sources, after: nil)
        }
        return added
    }

    /// Sets a build setting in each of the target's configurations (in key order among the
    /// others); `nil` removes it. A configuration that has it with that value is left as it is.
    mutating func setBuildSetting(_ key: String, _ value: String?, target: String) throws(Failure) {
        for configuration in configurations(of: target) {
            guard let (open, close) = try dictionaryBody("buildSettings", of: configuration) else { continue }
            var lines = Self.lines(in: bytes, open..<close)
            if let existing = lines.firstIndex(where: { Self.settingName($0.text) == key }) {
                let line = lines[existing]
                if let value {
                    let replacement = line.indent + Self.quoted(key) + " = " + Self.quoted(value) + ";"
                    guard line.text != replacement else { continue }
                    text.replace(line.range, with: Array(replacement.utf8))
                } else {
                    text.remove(line.range.lowerBound..<min(bytes.count, line.range.upperBound + 1))
                }
                continue
            }
            guard let value else { continue }
            lines = lines.filter { Self.settingName($0.text) != nil }
            let indent = lines.first?.indent ?? "\t\t\t\t"
            let setting = indent + Self.quoted(key) + " = " + Self.quoted(value) + ";\n"
            let at = lines.first { Self.settingName($0.text)! > key }.map(\.range.lowerBound)
                ?? lines.last.map { min(bytes.count, $0.range.upperBound + 1) } ?? close
            text.insert(setting, at: at)
        }
    }

    // MARK: Text

    /// A 24-digit id, from the seed and what it names; another seed when it is taken.
    func newID(_ role: String, _ path: String) -> String {
        var salt = 0
        while true {
            var hash = FNV1a()
            hash.add("uistate migrate\u{0}\(seed)\u{0}\(role)\u{0}\(path)\u{0}\(salt)")
            let high = hash.value
            hash.add("\u{1}")
            let id = Self.hex(high, 16) + Self.hex(hash.value >> 32, 8)
            if objects[id] == nil, bytes.firstIndex(of: Array(id.utf8), from: 0) == nil { return id }
            salt += 1
        }
    }

    static func hex(_ value: UInt64, _ width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + String(digits.suffix(width))
    }

    /// `id /* comment */ = body;` in `section`, in id order; the section is made (in isa order
    /// among the others) when the file has none.
    mutating func insertObject(_ id: String, comment: String, body: String, section: String) throws(Failure) {
        let line = "\t\t\(id) /* \(comment) */ = \(body);\n"
        let begin = Array("/* Begin \(section) section */\n".utf8)
        let end = Array("/* End \(section) section */".utf8)
        if let start = bytes.firstIndex(of: begin, from: 0), let stop = bytes.firstIndex(of: end, from: start) {
            // Before the first object whose id sorts after it, else after the last object.
            var at = start + begin.count
            var cursor = at
            while cursor < stop {
                let lineEnd = bytes[cursor..<stop].firstIndex(of: 0x0A) ?? stop
                let text = String(decoding: bytes[cursor..<lineEnd], as: UTF8.self).trimmingWhitespace
                guard let first = text.split(separator: " ").first, !text.hasPrefix("/*"), !text.isEmpty else {
                    cursor = lineEnd + 1
                    continue
                }
                if String(first) > id { break }
                // Past the whole object (it may take several lines).
                guard let open = bytes[cursor..<stop].firstIndex(of: UInt8(ascii: "{")), let close = Self.matching(in: bytes, from: open) else { break }
                let objectEnd = bytes[close..<stop].firstIndex(of: 0x0A) ?? stop
                at = min(stop, objectEnd + 1)
                cursor = at
            }
            text.insert(line, at: at)
            return
        }
        // A section of its own, before the first section that sorts after it.
        let sectionText = "\n/* Begin \(section) section */\n" + line + "/* End \(section) section */\n"
        var at: Int? = nil
        var cursor = 0
        let marker = Array("/* Begin ".utf8)
        while let found = bytes.firstIndex(of: marker, from: cursor) {
            let nameEnd = bytes[found...].firstIndex(of: UInt8(ascii: " "), skipping: marker.count) ?? found
            let name = String(decoding: bytes[(found + marker.count)..<nameEnd], as: UTF8.self)
            if name > section {
                at = found - 1
                break
            }
            cursor = found + marker.count
        }
        if at == nil, let objectsEnd = bytes.lastIndex(of: Array("\t};\n".utf8)) { at = objectsEnd - 1 }
        guard let at, at >= 0 else { throw Failure(reason: "no place for a \(section) section") }
        text.insert(sectionText, at: at)
    }

    /// `id /* comment */,` in the list `key` of object `owner`: after the item `after` (the end
    /// when nil or not there).
    mutating func insertListItem(_ id: String, comment: String, list key: String, of owner: String, after: String?) throws(Failure) {
        guard let (open, close) = try listBody(key, of: owner) else { throw Failure(reason: "object \(owner) has no \(key) list") }
        let items = Self.lines(in: bytes, open..<close)
        let multiline = bytes[open..<close].contains(0x0A)
        if multiline {
            let indent = items.first { !$0.text.trimmingWhitespace.isEmpty }?.indent ?? Self.indentOfLine(containing: open, in: bytes) + "\t"
            let item = indent + "\(id) /* \(comment) */,\n"
            var at = Self.lineStart(close, in: bytes)
            if let after, let line = items.first(where: { $0.text.trimmingWhitespace.hasPrefix(after) }) { at = min(bytes.count, line.range.upperBound + 1) }
            text.insert(item, at: at)
        } else {
            text.insert("\(id) /* \(comment) */, ", at: close)
        }
    }

    /// The range between `key = (` and its `)` in the object `id`.
    func listBody(_ key: String, of id: String) throws(Failure) -> (Int, Int)? {
        try bracketBody(key, of: id, open: UInt8(ascii: "("), close: UInt8(ascii: ")"))
    }

    func dictionaryBody(_ key: String, of id: String) throws(Failure) -> (Int, Int)? {
        try bracketBody(key, of: id, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"))
    }

    func bracketBody(_ key: String, of id: String, open: UInt8, close: UInt8) throws(Failure) -> (Int, Int)? {
        guard let start = objectStart(id) else { throw Failure(reason: "object \(id) is not in the file") }
        guard let objectEnd = Self.matching(in: bytes, from: start) else { throw Failure(reason: "object \(id) is not closed") }
        var cursor = start + 1
        while cursor < objectEnd {
            guard let found = bytes.firstIndex(of: Array(key.utf8), from: cursor), found < objectEnd else { return nil }
            cursor = found + key.utf8.count
            // The key as a whole word, followed by `= (` or `= {`.
            let before = found > 0 ? bytes[found - 1] : 0x20
            guard !Self.isNameByte(before), cursor < bytes.count, !Self.isNameByte(bytes[cursor]) else { continue }
            var index = cursor
            while index < objectEnd, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index < objectEnd, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < objectEnd, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A { index += 1 }
            guard index < objectEnd, bytes[index] == open, let end = Self.matching(in: bytes, from: index), bytes[end] == close else { continue }
            return (index + 1, end)
        }
        return nil
    }

    /// Where the object `id` starts: its `{` after `id ... =` at a line's start.
    func objectStart(_ id: String) -> Int? {
        var cursor = 0
        let needle = Array(id.utf8)
        while let found = bytes.firstIndex(of: needle, from: cursor) {
            cursor = found + needle.count
            let lineStart = Self.lineStart(found, in: bytes)
            guard bytes[lineStart..<found].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { continue }
            var index = cursor
            // Skip the comment Xcode writes after an id.
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            if bytes.hasBytes("/*", at: index), let end = bytes.firstIndex(of: Array("*/".utf8), from: index) { index = end + 2 }
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "{") { return index }
        }
        return nil
    }

    /// The closing bracket of the one at `start`: strings and comments skipped.
    static func matching(in bytes: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index = (bytes.firstIndex(of: Array("*/".utf8), from: index + 2) ?? bytes.count) + 1
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    struct Line {
        var text: String
        /// Without its line feed.
        var range: Range<Int>
        var indent: String { String(text.prefix { $0 == " " || $0 == "\t" }) }
    }

    /// The whole lines inside `range` (the part of a line before it, or after, left out).
    static func lines(in bytes: [UInt8], _ range: Range<Int>) -> [Line] {
        var lines: [Line] = []
        var start = range.lowerBound
        if start > 0, bytes[start - 1] != 0x0A, let feed = bytes[start..<range.upperBound].firstIndex(of: 0x0A) { start = feed + 1 }
        while start < range.upperBound {
            guard let feed = bytes[start..<range.upperBound].firstIndex(of: 0x0A) else { break }
            lines.append(Line(text: String(decoding: bytes[start..<feed], as: UTF8.self), range: start..<feed))
            start = feed + 1
        }
        return lines
    }

    static func lineStart(_ index: Int, in bytes: [UInt8]) -> Int {
        var start = index
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    static func indentOfLine(containing index: Int, in bytes: [UInt8]) -> String {
        let start = lineStart(index, in: bytes)
        return String(decoding: bytes[start...].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    /// A setting line's name (`INFOPLIST_FILE = x;` -> `INFOPLIST_FILE`), unquoted.
    static func settingName(_ line: String) -> String? {
        let trimmed = line.trimmingWhitespace
        guard let equals = trimmed.firstIndex(of: "="), trimmed.hasSuffix(";") else { return nil }
        var name = String(trimmed[..<equals]).trimmingWhitespace
        if name.hasPrefix("\""), name.hasSuffix("\""), name.count >= 2 { name = String(name.dropFirst().dropLast()) }
        return name.isEmpty ? nil : name
    }

    /// A value as Xcode writes it: bare when it can be, else quoted with escapes.
    static func quoted(_ text: String) -> String {
        let bare = !text.isEmpty && text.utf8.allSatisfy { isNameByte($0) || [UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-")].contains($0) }
        return bare ? text : QuotedText.quoted(text)
    }
}

/// FNV-1a, 64 bits: ids that are the same on every machine (Swift's Hasher is seeded per process).
struct FNV1a {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
    }
}

extension ArraySlice where Element == UInt8 {
    /// The first index of `byte` at or after `skipping` elements into the slice.
    func firstIndex(of byte: UInt8, skipping: Int) -> Int? {
        let from = Swift.min(startIndex + skipping, endIndex)
        return self[from...].firstIndex(of: byte)
    }
}

extension Array where Element == UInt8 {
    /// The last index where `needle` starts.
    func lastIndex(of needle: [UInt8]) -> Int? {
        guard needle.count <= count else { return nil }
        var index = count - needle.count
        while index >= 0 {
            if self[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }
}

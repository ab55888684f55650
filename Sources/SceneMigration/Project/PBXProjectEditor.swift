import AppProject
import Platform
import PropertyList

/// Edits a `project.pbxproj` as Xcode writes it, so Xcode opens the project without rewriting
/// it: a new file gets a file reference and (a source) a build file, each on one line in its
/// section in id order; the reference goes into the group beside an existing file, the build
/// file at the end of the target's Sources phase; a build setting goes into each of the
/// target's configurations in key order. Ids are 24 hexadecimal digits, as Xcode's, made from
/// what they name so the same migration gives the same ids; every other byte stays. Each change
/// is a range edit of the file as read (`edits`). A file in another format Xcode reads
/// (`ProjectFileFormat`) is written back in it: UTF-16 text as UTF-16, a tree (XML, JSON,
/// binary) in the layout it came in (`ProjectTreeLayout`); its change is then the one range edit
/// between the first and the last byte it changed.
struct PBXProjectEditor {
    struct Failure: Error, Equatable {
        var reason: String
        /// The file is in a format migrate reads and does not write: the plan is refused, not
        /// made without the edit.
        var isFormat = false
    }

    /// A file to add: its name, the path its reference records (relative to its group), its
    /// type, and whether it is compiled (a source) or only referenced (a header, an Info.plist).
    struct NewFile: Equatable {
        var name: String
        var path: String
        var fileType: String
        var compiled: Bool
    }

    let format: ProjectFileFormat
    /// The file as read.
    let original: [UInt8]
    /// OpenStep text (a UTF-16 file's as UTF-8), edited step by step; empty for another syntax.
    private var edited: EditedText
    /// The OpenStep text as edited so far.
    var text: [UInt8] { edited.bytes }
    /// Another syntax's tree, edited and written whole in its layout (nil: one migrate does not
    /// write, said when an edit is asked).
    private var tree: PropertyListValue?
    private let layout: ProjectTreeLayout?
    let objects: PBXObjects
    /// The file's line ending, which every inserted line takes.
    let lineEnding: LineEnding
    /// The project file's path, part of every id's seed.
    let seed: String

    /// The file as edited, in the format it came in.
    var bytes: [UInt8] {
        if let tree, let layout, let written = layout.write(tree) { return written }
        return format.encoded(text)
    }

    /// The edits so far, against the bytes the editor was made with.
    var edits: [TextEdit] {
        format.syntax == .openStep && format.encoding == .utf8 ? edited.edits : TextEdit.difference(from: original, to: bytes)
    }

    init(bytes: [UInt8], seed: String) throws(Failure) {
        self.seed = seed
        original = bytes
        let root: PropertyListValue
        let decoded: (format: ProjectFileFormat, utf8: [UInt8])
        do {
            decoded = try ProjectFileFormat.decode(bytes)
            root = try ProjectFileFormat.read(bytes).value
        } catch {
            throw Failure(reason: "not understood as a project file: \(error.message)")
        }
        format = decoded.format
        lineEnding = LineEnding(of: decoded.utf8)
        if format.syntax == .openStep {
            edited = EditedText(decoded.utf8)
            tree = nil
            layout = nil
        } else {
            edited = EditedText([])
            tree = root
            layout = ProjectTreeLayout.of(decoded.utf8, syntax: format.syntax, tree: root)
        }
        guard case .dictionary(let entries)? = root["objects"] else { throw Failure(reason: "it has no objects") }
        objects = PBXObjects(Dictionary(entries.map { ($0.key, $0.value) }) { _, last in last })
    }

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
        let children = strings(group, "children")
        for file in files {
            let path = folder + file.path
            let reference: String
            // Another target compiling the same sources added it already (XXTExplorer's three
            // apps): this target's Sources phase gets the same reference.
            if let existing = children.first(where: { string($0, "isa") == "PBXFileReference" && string($0, "path") == path && string($0, "sourceTree") == sourceTree }) {
                reference = existing
            } else {
                reference = newID("reference", file.path)
                try insertObject(reference, comment: file.name, fields: [("isa", "PBXFileReference", nil), ("lastKnownFileType", file.fileType, nil), ("path", path, nil),
                                                                         ("sourceTree", sourceTree, nil)], section: "PBXFileReference")
                try insertListItem(reference, comment: file.name, list: "children", of: group, after: after)
                after = reference
            }
            added.append(reference)
            guard file.compiled else { continue }
            guard let sources = phase(of: target, isa: "PBXSourcesBuildPhase") else { throw Failure(reason: "the target has no Sources build phase") }
            let buildFile = newID("build", file.path)
            try insertObject(buildFile, comment: file.name + " in Sources", fields: [("isa", "PBXBuildFile", nil), ("fileRef", reference, file.name)], section: "PBXBuildFile")
            try insertListItem(buildFile, comment: file.name + " in Sources", list: "files", of: sources, after: nil)
        }
        return added
    }

    /// Sets a build setting in each of the target's configurations (in key order among the
    /// others); `nil` removes it. A configuration that has it with that value is left as it is.
    mutating func setBuildSetting(_ key: String, _ value: String?, target: String) throws(Failure) {
        try checkWritable()
        for configuration in configurations(of: target) {
            if tree != nil {
                try changeObject(configuration) { fields throws(Failure) in
                    guard let index = fields.firstIndex(where: { $0.key == "buildSettings" }) else { return }
                    guard case .dictionary(var settings) = fields[index].value else { throw Failure(reason: "\(configuration)'s buildSettings is not a dictionary") }
                    if let value { Self.set(key, .string(value), in: &settings) } else { settings.removeAll { $0.key == key } }
                    fields[index].value = .dictionary(settings)
                }
                continue
            }
            guard let (open, close) = try dictionaryBody("buildSettings", of: configuration) else { continue }
            var lines = Self.lines(in: text, open..<close)
            if let existing = lines.firstIndex(where: { Self.settingName($0.text) == key }) {
                let line = lines[existing]
                if let value {
                    let replacement = line.indent + Self.quoted(key) + " = " + Self.quoted(value) + ";"
                    guard line.text != replacement else { continue }
                    edited.replace(line.range, with: Array(replacement.utf8))
                } else {
                    edited.remove(line.range.lowerBound..<line.next)
                }
                continue
            }
            guard let value else { continue }
            lines = lines.filter { Self.settingName($0.text) != nil }
            let indent = lines.first?.indent ?? "\t\t\t\t"
            let setting = indent + Self.quoted(key) + " = " + Self.quoted(value) + ";\n"
            let at = lines.first { Self.settingName($0.text)! > key }.map(\.range.lowerBound) ?? lines.last.map(\.next) ?? close
            edited.insert(lineEnding.bytes(setting), at: at)
        }
    }

    // MARK: Ids

    /// A 24-digit id, from the seed and what it names; another seed when it is taken.
    func newID(_ role: String, _ path: String) -> String {
        var salt = 0
        while true {
            var hash = FNV1a()
            hash.add("uistate migrate\u{0}\(seed)\u{0}\(role)\u{0}\(path)\u{0}\(salt)")
            let high = hash.value
            hash.add("\u{1}")
            let id = Self.hex(high, 16) + Self.hex(hash.value >> 32, 8)
            if objects[id] == nil, text.firstIndex(of: Array(id.utf8), from: 0) == nil { return id }
            salt += 1
        }
    }

    static func hex(_ value: UInt64, _ width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + String(digits.suffix(width))
    }

    // MARK: Another syntax's tree

    /// A file of another syntax is edited only in a layout a tool writes, so that writing its
    /// tree again changes only what the edit changes (`ProjectTreeLayout`).
    func checkWritable() throws(Failure) {
        guard format.syntax != .openStep, layout == nil else { return }
        throw Failure(reason: "is \(format.name) laid out otherwise than plutil or CocoaPods write it, so migrate would rewrite all of it: "
                      + "open the project in Xcode and change a setting, which saves it in Xcode's own format, then migrate again", isFormat: true)
    }

    /// The fields of the object `id` changed in the tree.
    mutating func changeObject(_ id: String, _ change: (inout [PropertyListEntry]) throws(Failure) -> Void) throws(Failure) {
        guard case .dictionary(var root)? = tree, let slot = root.firstIndex(where: { $0.key == "objects" }), case .dictionary(var objects) = root[slot].value,
              let index = objects.firstIndex(where: { $0.key == id }), case .dictionary(var fields) = objects[index].value else {
            throw Failure(reason: "object \(id) is not in the file")
        }
        try change(&fields)
        objects[index].value = .dictionary(fields)
        root[slot].value = .dictionary(objects)
        tree = .dictionary(root)
    }

    /// `key` set in `entries`: its value replaced where it is, else added in key order (when
    /// the keys are in order) or last.
    static func set(_ key: String, _ value: PropertyListValue, in entries: inout [PropertyListEntry]) {
        if let index = entries.firstIndex(where: { $0.key == key }) {
            entries[index].value = value
            return
        }
        let keys = entries.map(\.key)
        let at = keys == keys.sorted() ? entries.firstIndex { $0.key > key } ?? entries.count : entries.count
        entries.insert(PropertyListEntry(key, value), at: at)
    }

    // MARK: Text

    /// A new object with `fields` (a value and its comment, which only OpenStep text writes):
    /// `id /* comment */ = {...};` in `section`, in id order (the section made, in isa order
    /// among the others, when the file has none); in a tree, among the objects.
    mutating func insertObject(_ id: String, comment: String, fields: [(key: String, value: String, comment: String?)], section: String) throws(Failure) {
        try checkWritable()
        if case .dictionary(var root)? = tree {
            guard let slot = root.firstIndex(where: { $0.key == "objects" }), case .dictionary(var objects) = root[slot].value else { throw Failure(reason: "it has no objects") }
            Self.set(id, .dictionary(fields.map { PropertyListEntry($0.key, .string($0.value)) }), in: &objects)
            root[slot].value = .dictionary(objects)
            tree = .dictionary(root)
            return
        }
        let body = "{" + fields.map { "\($0.key) = \(Self.quoted($0.value))\($0.comment.map { " /* \($0) */" } ?? ""); " }.joined() + "}"
        let line = lineEnding.text("\t\t\(id) /* \(comment) */ = \(body);\n")
        let begin = Array(("/* Begin \(section) section */" + lineEnding.string).utf8)
        let end = Array("/* End \(section) section */".utf8)
        if let start = text.firstIndex(of: begin, from: 0), let stop = text.firstIndex(of: end, from: start) {
            // Before the first object whose id sorts after it, else after the last object.
            var at = start + begin.count
            var cursor = at
            while cursor < stop {
                let lineEnd = text[cursor..<stop].firstIndex(of: 0x0A) ?? stop
                let content = String(decoding: text[cursor..<lineEnd], as: UTF8.self).trimmingWhitespace
                guard let first = content.split(separator: " ").first, !content.hasPrefix("/*"), !content.isEmpty else {
                    cursor = lineEnd + 1
                    continue
                }
                if String(first) > id { break }
                // Past the whole object (it may take several lines).
                guard let open = text[cursor..<stop].firstIndex(of: UInt8(ascii: "{")), let close = Self.matching(in: text, from: open) else { break }
                let objectEnd = text[close..<stop].firstIndex(of: 0x0A) ?? stop
                at = min(stop, objectEnd + 1)
                cursor = at
            }
            edited.insert(Array(line.utf8), at: at)
            return
        }
        // A section of its own, before the first section that sorts after it (a blank line
        // after it), else after the last one (a blank line before it), as Xcode lays them out;
        // inserted at a line's start, so a CRLF file's line ends stay whole.
        let block = lineEnding.text("/* Begin \(section) section */\n") + line + lineEnding.text("/* End \(section) section */\n")
        var cursor = 0
        let marker = Array("/* Begin ".utf8)
        while let found = text.firstIndex(of: marker, from: cursor) {
            let nameEnd = text[found...].firstIndex(of: UInt8(ascii: " "), skipping: marker.count) ?? found
            let name = String(decoding: text[(found + marker.count)..<nameEnd], as: UTF8.self)
            if name > section, Self.lineStart(found, in: text) == found {
                edited.insert(Array((block + lineEnding.string).utf8), at: found)
                return
            }
            cursor = found + marker.count
        }
        guard let objectsEnd = text.lastIndex(of: Array(("\t};" + lineEnding.string).utf8)), Self.lineStart(objectsEnd, in: text) == objectsEnd else {
            throw Failure(reason: "no place for a \(section) section")
        }
        edited.insert(Array((lineEnding.string + block).utf8), at: objectsEnd)
    }

    /// `id /* comment */,` in the list `key` of object `owner`: after the item `after` (the end
    /// when nil or not there).
    mutating func insertListItem(_ id: String, comment: String, list key: String, of owner: String, after: String?) throws(Failure) {
        try checkWritable()
        if tree != nil {
            try changeObject(owner) { fields throws(Failure) in
                guard let index = fields.firstIndex(where: { $0.key == key }), case .array(var items) = fields[index].value else {
                    throw Failure(reason: "object \(owner) has no \(key) list")
                }
                let at = after.flatMap { items.firstIndex(of: .string($0)) }.map { $0 + 1 } ?? items.count
                items.insert(.string(id), at: at)
                fields[index].value = .array(items)
            }
            return
        }
        guard let (open, close) = try listBody(key, of: owner) else { throw Failure(reason: "object \(owner) has no \(key) list") }
        let items = Self.lines(in: text, open..<close)
        let multiline = text[open..<close].contains(0x0A)
        if multiline {
            let indent = items.first { !$0.text.trimmingWhitespace.isEmpty }?.indent ?? Self.indentOfLine(containing: open, in: text) + "\t"
            let item = indent + "\(id) /* \(comment) */,\n"
            var at = Self.lineStart(close, in: text)
            if let after, let line = items.first(where: { $0.text.trimmingWhitespace.hasPrefix(after) }) { at = line.next }
            edited.insert(lineEnding.bytes(item), at: at)
        } else {
            edited.insert(Array("\(id) /* \(comment) */, ".utf8), at: close)
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
        guard let objectEnd = Self.matching(in: text, from: start) else { throw Failure(reason: "object \(id) is not closed") }
        var cursor = start + 1
        while cursor < objectEnd {
            guard let found = text.firstIndex(of: Array(key.utf8), from: cursor), found < objectEnd else { return nil }
            cursor = found + key.utf8.count
            // The key as a whole word, followed by `= (` or `= {`.
            let before = found > 0 ? text[found - 1] : 0x20
            guard !Self.isNameByte(before), cursor < text.count, !Self.isNameByte(text[cursor]) else { continue }
            var index = cursor
            while index < objectEnd, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
            guard index < objectEnd, text[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < objectEnd, text[index] == 0x20 || text[index] == 0x09 || text[index] == 0x0A || text[index] == 0x0D { index += 1 }
            guard index < objectEnd, text[index] == open, let end = Self.matching(in: text, from: index), text[end] == close else { continue }
            return (index + 1, end)
        }
        return nil
    }

    /// Where the object `id` starts: its `{` after `id ... =` at a line's start.
    func objectStart(_ id: String) -> Int? {
        var cursor = 0
        let needle = Array(id.utf8)
        while let found = text.firstIndex(of: needle, from: cursor) {
            cursor = found + needle.count
            let lineStart = Self.lineStart(found, in: text)
            guard text[lineStart..<found].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { continue }
            var index = cursor
            // Skip the comment Xcode writes after an id.
            while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
            if text.hasBytes("/*", at: index), let end = text.firstIndex(of: Array("*/".utf8), from: index) { index = end + 2 }
            while index < text.count, text[index] == 0x20 || text[index] == 0x09 { index += 1 }
            guard index < text.count, text[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < text.count, text[index] == 0x20 || text[index] == 0x09 || text[index] == 0x0A || text[index] == 0x0D { index += 1 }
            if index < text.count, text[index] == UInt8(ascii: "{") { return index }
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
        /// Without its line end (`\n` or `\r\n`).
        var range: Range<Int>
        /// Past its line end: where the next line starts.
        var next: Int
        var indent: String { String(text.prefix { $0 == " " || $0 == "\t" }) }
    }

    /// The whole lines inside `range` (the part of a line before it, or after, left out).
    static func lines(in bytes: [UInt8], _ range: Range<Int>) -> [Line] {
        var lines: [Line] = []
        var start = range.lowerBound
        if start > 0, bytes[start - 1] != 0x0A, let feed = bytes[start..<range.upperBound].firstIndex(of: 0x0A) { start = feed + 1 }
        while start < range.upperBound {
            guard let feed = bytes[start..<range.upperBound].firstIndex(of: 0x0A) else { break }
            let end = feed > start && bytes[feed - 1] == 0x0D ? feed - 1 : feed
            lines.append(Line(text: String(decoding: bytes[start..<end], as: UTF8.self), range: start..<end, next: feed + 1))
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

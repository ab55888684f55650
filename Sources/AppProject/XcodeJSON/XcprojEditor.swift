/// Edits a `project.xcproj` as Xcode writes it, so Xcode reads it back and would write the
/// same bytes: a new file is a file reference after an existing one of its group, on one
/// line, with its `target-membership` (`"App/compile-sources"`, as the one beside it names the
/// phase); a build setting the same in every configuration is the plain key (Xcode folds
/// `KEY[config=Name]` keys into it), in the sorted order of the target's `build-settings`, each
/// on its own line; a target without `build-settings` gets the key where the format puts it.
/// Every change is a `TextEdit` against the bytes given (none overlapping); all other bytes
/// stay, and the file's line breaks (LF or CRLF) are kept.
public struct XcprojEditor: Sendable {
    public struct Failure: Error, Sendable, Equatable {
        public var reason: String

        public init(reason: String) {
            self.reason = reason
        }
    }

    /// A file to add: the path its reference records (relative to its group, as the file
    /// beside it), and whether the target compiles it (a source) or it is only referenced.
    public struct NewFile: Sendable, Equatable {
        public var path: String
        public var compiled: Bool

        public init(path: String, compiled: Bool) {
            self.path = path
            self.compiled = compiled
        }
    }

    public let bytes: [UInt8]
    let root: XcprojNode
    let newline: String

    public init(bytes: [UInt8]) throws(Failure) {
        self.bytes = bytes
        do {
            root = try XcprojReader.read(bytes)
        } catch {
            throw Failure(reason: "not understood as JSON as Xcode reads it (\(error))")
        }
        guard root.members != nil else { throw Failure(reason: "its top level is not a JSON object") }
        let firstFeed = bytes.firstIndex(of: 0x0A)
        newline = firstFeed.map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
    }

    // MARK: The model

    public func hasTarget(named name: String) -> Bool { target(named: name) != nil }

    func target(named name: String) -> XcprojNode? {
        root["targets"]?.items?.first { $0["name"]?.string == name }
    }

    var configurationNames: [String] {
        (root["configurations"]?.items ?? []).compactMap { $0.string ?? $0["name"]?.string }
    }

    /// A file reference of the file tree, with the array it is an item of.
    struct Located {
        var node: XcprojNode
        var list: XcprojNode
    }

    /// The file reference named `fileName` (its path's last component) that the target
    /// compiles through its `target-membership`; nil when none does (a synchronized folder
    /// builds it, or another target).
    func compiledFile(named fileName: String, target: String) -> Located? {
        guard let files = root["files"] else { return nil }
        var stack = [files]
        while let list = stack.popLast() {
            for item in list.items ?? [] {
                if let children = item["children"] { stack.append(children) }
                guard (item["kind"]?.string ?? "file-reference") == "file-reference", let path = item["path"]?.string,
                      XcprojFilePath(path).name == fileName, compilePhase(in: item, target: target) != nil else { continue }
                return Located(node: item, list: list)
            }
        }
        return nil
    }

    public func compiles(fileNamed fileName: String, target: String) -> Bool {
        compiledFile(named: fileName, target: target) != nil
    }

    /// How a file's membership names the target's sources phase (`App/compile-sources`, with
    /// its name when it has one), as a node to write again; nil when it is not in it.
    func compilePhase(in file: XcprojNode, target: String) -> XcprojNode? {
        for entry in file["target-membership"]?.items ?? [] {
            guard let phase = entry.members == nil ? entry : entry["build-phase"], let reference = XcprojReference(phase),
                  case .names(let names) = reference, names.count >= 2, names[0] == target, names[1] == "compile-sources" else { continue }
            return phase
        }
        return nil
    }

    // MARK: Files

    /// The edits that add `files` after the file reference `sibling` of the target (in its
    /// group, with its folder), each compiled one in the target's sources phase.
    public func adding(_ files: [NewFile], besideFileNamed sibling: String, target: String) throws(Failure) -> [TextEdit] {
        guard self.target(named: target) != nil else { throw Failure(reason: "it has no target \(target)") }
        guard let located = compiledFile(named: sibling, target: target), let phase = compilePhase(in: located.node, target: target),
              let siblingPath = located.node["path"]?.string else {
            throw Failure(reason: "no file reference of the target \(target) is named \(sibling)")
        }
        let phaseTree = XcprojReference(phase)?.tree ?? .string(target + "/compile-sources")
        let folder = siblingPath.contains("/") ? String(siblingPath[...siblingPath.lastIndex(of: "/")!]) : ""
        let entries = files.map { file -> String in
            var members: [(String, XcprojTree)] = [("path", .string(folder + XcprojFilePath.escaped(file.path, "<")))]
            if file.compiled { members.append(("target-membership", .array([phaseTree], compact: true))) }
            return XcprojPrinter.text(.object(members, compact: true), depth: 0)
        }
        return [insertion(of: entries, after: located.node, in: located.list)]
    }

    /// New items (each one line) after `item` of the array `list`, separated as Xcode
    /// separates them.
    func insertion(of items: [String], after item: XcprojNode, in list: XcprojNode) -> TextEdit {
        let end = item.range.upperBound
        let singleLine = !bytes[list.range].contains(0x0A)
        var comma = end
        while comma < bytes.count, bytes[comma] == 0x20 || bytes[comma] == 0x09 { comma += 1 }
        let hasComma = comma < bytes.count && bytes[comma] == UInt8(ascii: ",")
        if singleLine {
            return edit(at: end, replacing: 0, with: items.map { ", " + $0 }.joined())
        }
        let indent = indentation(ofLineAt: item.range.lowerBound)
        guard hasComma else {
            // The last item, without the comma Xcode writes: the new ones follow its style.
            return edit(at: end, replacing: 0, with: items.map { "," + newline + indent + $0 }.joined())
        }
        let afterComma = comma + 1
        var next = afterComma
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 { next += 1 }
        let lines = items.map { indent + $0 + "," + newline }.joined()
        if next < bytes.count, bytes[next] != 0x0A, bytes[next] != 0x0D, bytes[next] != UInt8(ascii: "/") {
            // `}, {`: two multi-line items sharing a line; a one-line item between them does not.
            return edit(at: afterComma, replacing: next - afterComma, with: newline + lines + indent)
        }
        // After the comma's line (a comment after it stays on its line).
        var lineEnd = afterComma
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        return edit(at: min(bytes.count, lineEnd + 1), replacing: 0, with: lineEnd < bytes.count ? lines : newline + lines)
    }

    func indentation(ofLineAt offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    func lineStart(_ offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    // MARK: Build settings

    /// The edits that set each setting for every configuration of the target (`nil` removes
    /// it): the plain key with that value, its `KEY[config=Name]` keys gone, as Xcode folds a
    /// value that is the same in every configuration. A setting already so is no edit.
    public func setting(_ settings: [(key: String, value: String?)], target name: String) throws(Failure) -> [TextEdit] {
        guard let target = target(named: name) else { throw Failure(reason: "it has no target \(name)") }
        let configurations = Set(configurationNames)
        guard let member = target.member("build-settings") else {
            let added = settings.compactMap { setting in setting.value.map { (setting.key, XcprojTree.string($0)) } }.sorted { $0.0 < $1.0 }
            guard !added.isEmpty else { return [] }
            return [try insertMember("build-settings", .object(added, compact: false), into: target, order: XcprojKeyOrder.target)]
        }
        let object = member.value
        guard let members = object.members else { throw Failure(reason: "the target \(name)'s build-settings is not an object") }
        var edits: [TextEdit] = []
        var removed: [Int] = []
        var inserted: [(String, String)] = []
        for (key, value) in settings {
            let plain = members.indices.last { members[$0].key == key }
            let perConfiguration = members.indices.filter { index in
                let (base, configuration) = Self.withoutConfiguration(members[index].key)
                return base == key && configuration.map(configurations.contains) == true
            }
            removed += perConfiguration
            if let value {
                if let plain {
                    if members[plain].value.string != value {
                        edits.append(edit(at: members[plain].value.range.lowerBound, replacing: members[plain].value.range.count, with: XcprojPrinter.quoted(value)))
                    }
                } else {
                    inserted.append((key, value))
                }
            } else if let plain {
                removed.append(plain)
            }
        }
        for index in Set(removed).sorted() { edits.append(removal(of: index, in: members, object: object)) }
        if !inserted.isEmpty { edits += insertions(inserted, into: object, members: members, removing: Set(removed)) }
        return Self.merged(edits)
    }

    /// `KEY[config=Debug][sdk=x]` as `KEY[sdk=x]` and `Debug`.
    static func withoutConfiguration(_ key: String) -> (String, String?) {
        guard let range = key.firstRange(of: "[config="), let close = key[range.upperBound...].firstIndex(of: "]") else { return (key, nil) }
        return (String(key[..<range.lowerBound]) + String(key[key.index(after: close)...]), String(key[range.upperBound..<close]))
    }

    /// Settings into a `build-settings` object, each where the sort puts it.
    func insertions(_ settings: [(String, String)], into object: XcprojNode, members: [XcprojMember], removing: Set<Int>) -> [TextEdit] {
        let kept = members.indices.filter { !removing.contains($0) }
        let multiline = bytes[object.range].contains(0x0A)
        var edits: [TextEdit] = []
        for (key, value) in settings.sorted(by: { $0.0 < $1.0 }) {
            let line = XcprojPrinter.quoted(key) + ": " + XcprojPrinter.quoted(value)
            let before = kept.first { members[$0].key > key }
            if multiline {
                let indent = kept.first.map { indentation(ofLineAt: members[$0].keyRange.lowerBound) } ?? indentation(ofLineAt: object.range.upperBound - 1) + "  "
                let at = before.map { lineStart(members[$0].keyRange.lowerBound) } ?? lineStart(object.range.upperBound - 1)
                edits.append(edit(at: at, replacing: 0, with: indent + line + "," + newline))
            } else if let before {
                edits.append(edit(at: members[before].keyRange.lowerBound, replacing: 0, with: line + ", "))
            } else if let last = kept.last {
                edits.append(edit(at: members[last].value.range.upperBound, replacing: 0, with: ", " + line))
            } else {
                edits.append(edit(at: object.range.lowerBound + 1, replacing: 0, with: " " + line + " "))
            }
        }
        return edits
    }

    /// The edit that takes a member out: its whole line(s) in a multi-line object, else the
    /// member and its comma.
    func removal(of index: Int, in members: [XcprojMember], object: XcprojNode) -> TextEdit {
        let member = members[index]
        var end = member.value.range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ",") { end += 1 }
        let start = lineStart(member.keyRange.lowerBound)
        let onItsLine = bytes[start..<member.keyRange.lowerBound].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 || bytes[lineEnd] == 0x0D { lineEnd += 1 }
        if onItsLine, lineEnd < bytes.count, bytes[lineEnd] == 0x0A {
            return edit(at: start, replacing: lineEnd + 1 - start, with: "")
        }
        while end < bytes.count, bytes[end] == 0x20 { end += 1 }
        return edit(at: member.keyRange.lowerBound, replacing: end - member.keyRange.lowerBound, with: "")
    }

    /// A new member of a multi-line object (a target), where the kind's key order puts it.
    func insertMember(_ key: String, _ value: XcprojTree, into object: XcprojNode, order: [String]) throws(Failure) -> TextEdit {
        let members = object.members ?? []
        let index = XcprojKeyOrder.insertionIndex(of: key, among: members.map(\.key), order: order)
        guard bytes[object.range].contains(0x0A) else {
            let text = XcprojPrinter.quoted(key) + ": " + XcprojPrinter.text(value, depth: 0).replacing("\n", with: " ")
            if index < members.count { return edit(at: members[index].keyRange.lowerBound, replacing: 0, with: text + ", ") }
            if let last = members.last { return edit(at: last.value.range.upperBound, replacing: 0, with: ", " + text) }
            return edit(at: object.range.lowerBound + 1, replacing: 0, with: " " + text + " ")
        }
        let indent = members.first.map { indentation(ofLineAt: $0.keyRange.lowerBound) } ?? indentation(ofLineAt: object.range.upperBound - 1) + "  "
        let depth = indent.count / 2
        let text = (indent + XcprojPrinter.quoted(key) + ": " + XcprojPrinter.text(value, depth: depth) + ",\n").replacing("\n", with: newline)
        if index < members.count { return edit(at: lineStart(members[index].keyRange.lowerBound), replacing: 0, with: text) }
        if let last = members.last, !bytes[last.value.range.upperBound..<object.range.upperBound].contains(UInt8(ascii: ",")) {
            // After a last member without the comma Xcode writes.
            throw Failure(reason: "the object at byte \(object.range.lowerBound) ends without the comma Xcode writes after its last member: edit it in Xcode")
        }
        return edit(at: lineStart(object.range.upperBound - 1), replacing: 0, with: text)
    }

    /// `length` bytes at `offset` replaced by `text`.
    func edit(at offset: Int, replacing length: Int, with text: String) -> TextEdit {
        TextEdit(offset..<(offset + length), Array(text.utf8))
    }

    /// Insertions at one offset joined, in the order made, so none overlaps another.
    static func merged(_ edits: [TextEdit]) -> [TextEdit] {
        var result: [TextEdit] = []
        for edit in edits.enumerated().sorted(by: { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }).map(\.element) {
            if let last = result.last, last.range.lowerBound == edit.range.lowerBound, last.range.isEmpty {
                result[result.count - 1] = TextEdit(edit.range, last.replacement + edit.replacement)
            } else {
                result.append(edit)
            }
        }
        return result
    }
}

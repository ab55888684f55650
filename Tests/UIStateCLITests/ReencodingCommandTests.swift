import Foundation
import PropertyList
import SampleApps
import StateRestoration
import TestSupport
import Testing

/// A state differs exactly when diff shows a difference: re-encodings that change nothing the
/// app restores (dictionary order, binary or XML plists, `$objects` order, duplicated strings,
/// AppKit's records re-encrypted with new keys, reordered and superseded records) leave
/// `status` clean, `commit` with nothing to commit and `diff` empty, for every format; one
/// value changed is seen by all three.
@Suite("Re-encodings are no change; one value is")
struct ReencodingCommandTests {
    static let seeds: [UInt64] = [1, 2, 3, 4, 5]

    @Test("classic archive: $objects shuffled, strings duplicated, restorationInfo.plist as XML", arguments: seeds)
    func classic(seed: UInt64) throws {
        try check(sample: "edit-text", changed: "edit-mode", seed: seed)
    }

    @Test("scene sessions: the index, activities and user info re-encoded, dictionaries reordered", arguments: seeds)
    func scenes(seed: UInt64) throws {
        try check(sample: "notes-draft", changed: "notes-closed", seed: seed)
    }

    @Test("AppKit: windows.plist reordered (binary or XML), records re-encrypted with new keys, reordered, superseded", arguments: seeds)
    func appKit(seed: UInt64) throws {
        try check(sample: "mac-typing", changed: "mac-window-closed", seed: seed)
    }

    @Test("AppKit: one value changed in windows.plist or in one record is seen by status, commit and diff")
    func appKitOneValue() throws {
        let workspace = try Workspace()
        try workspace.uistate("init", "--archive", "S.savedState", "-q").succeeded()
        try workspace.uistate("sample", "mac-typing", "--out", "S.savedState", "-q").succeeded()
        try workspace.uistate("commit", "-q").succeeded()
        let folder = workspace.url.appendingPathComponent("S.savedState")
        try FolderReencoding.reencode(folder, seed: 7) { state in
            let window = state.windows.firstIndex { $0.name == "101" }!
            state.windows[window].entry.removeAll { $0.key == "NSWindowLevel" }
            state.windows[window].entry.append(PropertyListEntry("NSWindowLevel", .integer(25)))
        }
        try expectChanged(workspace, contains: "NSWindowLevel")
        try FolderReencoding.reencode(folder, seed: 8) { state in
            let window = state.windows.firstIndex { $0.name == "101" }!
            let object = state.windows[window].objects.firstIndex { $0.name == "_NSWindow" }!
            state.windows[window].objects[object].header = 1
        }
        try expectChanged(workspace, contains: "record header")
    }

    func check(sample: String, changed: String, seed: UInt64) throws {
        let workspace = try Workspace()
        try workspace.uistate("init", "--archive", "S.savedState", "-q").succeeded()
        try workspace.uistate("sample", sample, "--out", "S.savedState", "-q").succeeded()
        try workspace.uistate("commit", "-q").succeeded()
        let folder = workspace.url.appendingPathComponent("S.savedState")
        let before = try FolderReencoding.files(folder)
        try FolderReencoding.reencode(folder, seed: seed)
        #expect(try FolderReencoding.files(folder) != before, "the re-encoding changed bytes")
        let status = try workspace.uistate("status")
        #expect(status.stdout.contains("nothing to commit"), "seed \(seed): \(status)")
        let commit = try workspace.uistate("commit")
        #expect(commit.status == 1 && commit.stdout.contains("nothing to commit"), "seed \(seed): \(commit)")
        let diff = try workspace.uistate("diff", "--exit-code")
        #expect(diff.status == 0 && diff.stdout.contains("no differences"), "seed \(seed): \(diff)")
        try workspace.uistate("sample", changed, "--out", "S.savedState", "-q").succeeded()
        try FolderReencoding.reencode(folder, seed: seed &+ 100)
        try expectChanged(workspace, contains: nil)
    }

    /// status, diff and commit all see the change (and diff names `key` when given).
    func expectChanged(_ workspace: Workspace, contains key: String?) throws {
        let status = try workspace.uistate("status")
        #expect(status.stdout.contains("Changes against HEAD"), "\(status)")
        let diff = try workspace.uistate("diff", "--exit-code")
        #expect(diff.status == 1 && !diff.stdout.contains("no differences"), "\(diff)")
        if let key { #expect(diff.stdout.contains(key), "\(diff)") }
        try workspace.uistate("commit", "-q").succeeded()
        #expect(try workspace.git("fsck", "--strict").status == 0)
    }
}

/// Re-encodes a savedState folder in ways UIKit and AppKit read alike.
enum FolderReencoding {
    static func files(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        for case let url as URL in enumerator where !url.hasDirectoryPath {
            result[url.path] = try Data(contentsOf: url)
        }
        return result
    }

    /// Every plist re-encoded (keyed archives: `$objects` shuffled and strings duplicated;
    /// plain plists: dictionaries reordered at every depth, some written as XML); AppKit's state
    /// re-encrypted with new keys, its records shuffled, an older record of one object put
    /// first and a closed window's record added; `edit` changes the AppKit state on the way.
    static func reencode(_ folder: URL, seed: UInt64, edit: (inout WindowState) -> Void = { _ in }) throws {
        var rng = SplitMix(seed: seed)
        let windowsURL = folder.appendingPathComponent(WindowKeys.windowsFile)
        if FileManager.default.fileExists(atPath: windowsURL.path) {
            try reencodeAppKit(folder, rng: &rng, edit: edit)
        }
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        for case let url as URL in enumerator where !url.hasDirectoryPath && url.lastPathComponent != WindowKeys.windowsFile {
            let bytes = [UInt8](try Data(contentsOf: url))
            guard BinaryPropertyListReader.hasMagic(bytes), let plist = try? BinaryPropertyListReader.read(bytes) else { continue }
            try write(reencoded(plist, rng: &rng), to: url, rng: &rng)
        }
    }

    static func reencoded(_ plist: PropertyListValue, rng: inout SplitMix) -> PropertyListValue {
        if plist["$objects"] != nil { return Reencoding.shuffledWithDuplicatedStrings(plist, seed: rng.next(), nested: true) }
        return shuffledDeep(plist, rng: &rng)
    }

    static func shuffledDeep(_ value: PropertyListValue, rng: inout SplitMix) -> PropertyListValue {
        switch value {
        case .dictionary(let entries):
            var shuffled: [PropertyListEntry] = []
            for entry in entries { shuffled.append(PropertyListEntry(entry.key, shuffledDeep(entry.value, rng: &rng))) }
            shuffled.shuffle(using: &rng)
            return .dictionary(shuffled)
        case .array(let items):
            var result: [PropertyListValue] = []
            for item in items { result.append(shuffledDeep(item, rng: &rng)) }
            return .array(result)
        case .data(let bytes) where BinaryPropertyListReader.hasMagic(bytes):
            guard let inner = try? BinaryPropertyListReader.read(bytes) else { return value }
            return .data(BinaryPropertyListWriter.write(reencoded(inner, rng: &rng)))
        default:
            return value
        }
    }

    /// Binary, or XML (through Python's plistlib) for plain plists half of the time.
    static func write(_ plist: PropertyListValue, to url: URL, rng: inout SplitMix) throws {
        let binary = BinaryPropertyListWriter.write(plist)
        guard plist["$objects"] == nil, rng.next() % 2 == 0 else {
            try Data(binary).write(to: url)
            return
        }
        let script = "import plistlib,sys; v=plistlib.loads(sys.stdin.buffer.read()); sys.stdout.buffer.write(plistlib.dumps(v, fmt=plistlib.FMT_XML, sort_keys=False))"
        let result = try ProcessRunner.run("python3", ["-c", script], input: binary)
        try #require(result.status == 0, "\(result)")
        try Data(result.stdout.utf8).write(to: url)
    }

    static func reencodeAppKit(_ folder: URL, rng: inout SplitMix, edit: (inout WindowState) -> Void) throws {
        let windowsURL = folder.appendingPathComponent(WindowKeys.windowsFile), dataURL = folder.appendingPathComponent(WindowKeys.dataFile)
        var state = try WindowStateReader.read(windows: [UInt8](try Data(contentsOf: windowsURL)), data: [UInt8](try Data(contentsOf: dataURL)),
                                               windowsPath: windowsURL.path, dataPath: dataURL.path)
        edit(&state)
        var records: [[UInt8]] = []
        for index in state.windows.indices {
            guard let id = state.windows[index].id, state.windows[index].key != nil else { continue }
            let key = (0..<16).map { _ in UInt8.random(in: 0...255, using: &rng) }
            for entry in state.windows[index].entry.indices where state.windows[index].entry[entry].key == WindowKeys.dataKey {
                state.windows[index].entry[entry].value = .data(key)
            }
            for object in state.windows[index].objects {
                records.append(WindowStateWriter.record(object, window: id, key: key, magic: state.recordMagic))
            }
        }
        records.shuffle(using: &rng)
        // An older record of the first object of the first window with records: superseded.
        if let window = state.windows.first(where: { !$0.objects.isEmpty && $0.key != nil }), let id = window.id, let key = window.key {
            let older = RestorableRecord(name: window.objects[0].name, chunks: [RecordChunk(tag: WindowKeys.archiveTag, bytes: [0, 1, 2])])
            records.insert(WindowStateWriter.record(older, window: id, key: key, magic: state.recordMagic), at: 0)
        }
        // A closed window's record, which no key in windows.plist opens.
        let closedKey = (0..<16).map { _ in UInt8.random(in: 0...255, using: &rng) }
        records.append(WindowStateWriter.record(RestorableRecord(name: "_NSWindow", chunks: []), window: 999, key: closedKey, magic: state.recordMagic))
        try Data(records.joined()).write(to: dataURL)
        let plist = shuffledDeep(.array(state.windows.map { .dictionary($0.entry) }), rng: &rng)
        try write(plist, to: windowsURL, rng: &rng)
    }
}

/// Arrays aligned as git aligns lines, in every output form of `diff`.
@Suite("diff: long arrays aligned")
struct ArrayAlignmentCommandTests {
    static func state(lines: [String]) throws -> SavedState {
        let terminal = ViewControllerModel("TerminalViewController", identifier: "Terminal", state: [
            StateEntry("Tab Contents v2", .array(lines.map { .string($0) })),
        ])
        return SavedState(classic: try PreservationWalk.preserve(AppModel(windows: [terminal], bundleVersion: "1")))
    }

    @Test("one line inserted at the front of 2,000: one addition in text, --stat, --name-status, --patch and --json")
    func insertedLine() throws {
        let workspace = try Workspace()
        let folder = workspace.url.appendingPathComponent("T.savedState")
        let lines = (0..<2000).map { "line \($0)" }
        try workspace.uistate("init", "--archive", "T.savedState", "-q").succeeded()
        try SavedStateFolderWriter.write(try Self.state(lines: lines), to: folder)
        try workspace.uistate("commit", "-q").succeeded()
        try SavedStateFolderWriter.write(try Self.state(lines: ["$ make"] + lines), to: folder)
        try workspace.uistate("commit", "-q").succeeded()
        let text = try workspace.uistate("diff", "HEAD~1", "HEAD").stdout
        #expect(text.contains("+ Tab Contents v2 / [0]: \"$ make\" [string]") && !text.contains("    ~ "), "\(text)")
        let stat = try workspace.uistate("diff", "HEAD~1", "HEAD", "--stat").stdout
        #expect(stat.contains("Terminal |    1 +\n") && stat.contains("1 key added, 0 removed, 0 changed"), "\(stat)")
        #expect(try workspace.uistate("diff", "HEAD~1", "HEAD", "--name-status").stdout == "M\tTerminal\n")
        let patch = try workspace.uistate("diff", "HEAD~1", "HEAD", "--patch").stdout
        #expect(patch.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 1, "\(patch)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try workspace.uistate("diff", "HEAD~1", "HEAD", "--json").stdout.utf8)) as? [String: Any])
        let stats = try #require(json["stats"] as? [String: Any])
        #expect(stats["keysAdded"] as? Int == 1 && stats["keysChanged"] as? Int == 0 && stats["keysRemoved"] as? Int == 0, "\(stats)")
        let change = try #require(((json["objects"] as? [[String: Any]])?.first?["changes"] as? [[String: Any]])?.first)
        #expect((change["elements"] as? [[String: Any]])?.first?["new"] as? Int == 0, "\(change)")
    }
}

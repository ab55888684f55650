import Foundation
import PropertyList
import StateRestoration
import TestSupport
import Testing

/// Mac apps end to end: the editor sample's AppKit saved state through every command, checked
/// with plain git.
@Suite("Mac apps (AppKit saved state)")
struct MacCommandTests {
    static let steps = ["mac-one-window", "mac-two-windows", "mac-typing", "mac-window-closed"]

    let workspace: Workspace
    var folder: URL { workspace.url.appendingPathComponent("Editor.savedState") }

    init() throws {
        workspace = try Workspace()
        try workspace.uistate("init", "--archive", "Editor.savedState", "-q").succeeded()
    }

    func record(_ steps: [String]) throws {
        for step in steps {
            try workspace.uistate("sample", step, "--out", "Editor.savedState", "-q").succeeded()
            try workspace.uistate("commit", "-m", step, "-q").succeeded()
        }
    }

    func json(_ arguments: String...) throws -> [String: Any] {
        let result = try workspace.uistate(arguments)
        #expect(result.status == 0, "\(result)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test("commits: a tree per window, one blob per restorable object, git fsck --strict clean, history per window")
    func commitAndHistory() throws {
        try record(Self.steps)
        let tree = try workspace.git("ls-tree", "-r", "--name-only", "HEAD").stdout
        #expect(tree == "@windows/101/@window\n@windows/101/Text%20View\n@windows/101/_NSDocument\n@windows/101/_NSWindow\n"
            + "@windows/101/_NSWindowController\n@windows/@order\n@windows/app/@window\n@windows/app/_NSApplication\n", "\(tree)")
        #expect(try workspace.git("fsck", "--strict").status == 0)
        let text = try workspace.git("show", "HEAD:@windows/101/Text%20View").stdout
        #expect(text.contains("Dear Ann,"), "the record's archive is readable text: \(text)")
        let message = try workspace.git("log", "-1", "--format=%B").stdout
        #expect(message.contains("Windows: 1\n") && message.contains("Objects: 5\n"), "one window besides the app's entry; five objects: \(message)")
        let subjects = try workspace.git("log", "--format=%B").stdout
        #expect(!subjects.contains("window app"), "the app's entry is never a window: \(subjects)")
        #expect(try workspace.uistate("log", "--oneline", "--", "102").stdout.split(separator: "\n").count == 3, "opened, moved behind the first, closed")
        #expect(try workspace.uistate("log", "--oneline", "--", "101/Text View").stdout.split(separator: "\n").count == 2, "created, then typed in")
        let status = try json("status", "--json")
        #expect(status["clean"] as? Bool == true && status["windows"] as? Int == 1 && status["objects"] as? Int == 5, "\(status)")
    }

    @Test("diff: windows opened and closed, objects changed key by key, in every format")
    func diff() throws {
        try record(Self.steps)
        let typing = try workspace.uistate("diff", "HEAD~2", "HEAD~1")
        #expect(typing.stdout.contains("~ window 101 \"Untitled — Edited\""), "\(typing)")
        #expect(typing.stdout.contains("~ NSString: \"\" -> \"Dear Ann,\\nthe keys are under the mat.\""), "\(typing)")
        #expect(!typing.stdout.contains("NSDataKey"), "the records' key is not compared")
        #expect(typing.stdout.contains("App (AppKit)\n    - NSWindowZOrder / [0]: 102 [int]\n    + NSWindowZOrder / [1]: 102 [int]") && !typing.stdout.contains("window app"), "\(typing)")
        // One granularity: the objects that changed inside a window are named and counted.
        let typed = try workspace.uistate("diff", "HEAD~2", "HEAD~1", "--name-status").stdout
        #expect(typed == "M\t@windows/app\nM\t@windows/101\nM\t@windows/101/Text View\nM\t@windows/101/_NSWindow\nM\t@windows/102\n", "\(typed)")
        let typedStat = try workspace.uistate("diff", "HEAD~2", "HEAD~1", "--stat").stdout
        #expect(typedStat.contains(" @windows/101/Text View ") && typedStat.contains(" 2 objects changed, 2 windows changed, app-level values changed,"), "\(typedStat)")
        let closed = try workspace.uistate("diff", "HEAD~1", "HEAD", "--name-status").stdout
        #expect(closed == "M\t@windows/app\nD\t@windows/102\nD\t@windows/102/Text View\nD\t@windows/102/_NSDocument\nD\t@windows/102/_NSWindow\n"
            + "D\t@windows/102/_NSWindowController\n", "a closed window, and its objects: \(closed)")
        let stat = try workspace.uistate("diff", "HEAD~3", "HEAD~2", "--stat").stdout
        #expect(stat.contains("window 102") && stat.contains(" 4 objects changed, 1 window opened, 1 window changed,"), "\(stat)")
        let diff = try json("diff", "HEAD~3", "HEAD~2", "--json")
        let windows = try #require(diff["windows"] as? [[String: Any]])
        #expect(windows.contains { $0["name"] as? String == "102" && $0["status"] as? String == "added" })
        #expect(!windows.contains { $0["name"] as? String == "app" }, "the app's entry is app-level values: \(windows)")
        let objects = try #require(diff["objects"] as? [[String: Any]])
        #expect(objects.count == 4 && objects.allSatisfy { $0["window"] as? String == "102" && ($0["path"] as? String ?? "").hasPrefix("@windows/102/") }, "\(objects)")
        #expect(((diff["app"] as? [[String: Any]]) ?? []).contains { $0["key"] as? [String] == ["NSWindowZOrder", "[0]"] }, "\(diff)")
        let stats = try #require(diff["stats"] as? [String: Any])
        #expect(stats["objectsAdded"] as? Int == 4 && stats["windowsOpened"] as? Int == 1 && stats["windowsModified"] as? Int == 1, "\(stats)")
        let only = try workspace.uistate("diff", "HEAD~2", "HEAD~1", "--", "101/Text View").stdout
        #expect(only.contains("window 101") && !only.contains("window app"), "\(only)")
    }

    @Test("restore writes windows.plist and a compact data.data that reads back to the snapshot, with its keys")
    func restore() throws {
        try record(Self.steps)
        try workspace.uistate("restore", "HEAD~1", "-q").succeeded()
        let restored = try json("inspect", "Editor.savedState", "--json")
        let windows = try #require(restored["windows"] as? [String: Any])
        #expect(windows["superseded"] as? Int == 0 && (windows["withoutKey"] as? [String: Any])?.isEmpty == true)
        #expect(windows["records"] as? Int == 9, "one record per object: \(windows)")
        let snapshot = try #require(try json("show", "HEAD~1", "--json")["windows"] as? [String: Any])
        #expect(NSDictionary(dictionary: ["w": windows["windows"] as Any]) == NSDictionary(dictionary: ["w": snapshot["windows"] as Any]),
                "every object's latest archive back, decrypted with the restored keys")
        let status = try workspace.uistate("status").stdout
        #expect(status.contains("opened:   window 102"), "\(status)")
        try workspace.uistate("commit", "-q", "-m", "back").succeeded()
        #expect(try workspace.git("rev-parse", "HEAD^{tree}").stdout == (try workspace.git("rev-parse", "HEAD~2^{tree}").stdout),
                "the restored folder commits to the snapshot's tree")
    }

    @Test("check: a closed window's records without a key, superseded records, a window without _NSWindow")
    func check() throws {
        try workspace.uistate("sample", "mac-window-closed", "--out", "Editor.savedState", "-q").succeeded()
        let result = try workspace.uistate("check", "--archive", "Editor.savedState")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasPrefix("Would AppKit restore Editor.savedState? yes"), "\(result)")
        #expect(result.stdout.contains("4 records of window 102 in data.data, which windows.plist no longer lists (a closed window)"))
        #expect(result.stdout.contains("4 records superseded by later ones"))
    }

    @Test("damaged folders (wrong key, truncated, bad magic) are exit 65 with the byte offset, and nothing is written")
    func damage() throws {
        try record(["mac-one-window"])
        let before = try workspace.git("rev-parse", "HEAD").stdout
        try workspace.uistate("sample", "mac-typing", "--out", "Editor.savedState", "-q").succeeded()
        let data = folder.appendingPathComponent("data.data")
        let original = try Data(contentsOf: data)
        for (name, damaged) in [("truncated", original.dropLast(7)), ("bad magic", Data("XSCR1000".utf8) + original.dropFirst(8))] {
            try damaged.write(to: data)
            let commit = try workspace.uistate("commit")
            #expect(commit.status == 65 && commit.stderr.contains("at byte"), "\(name): \(commit)")
            #expect(try workspace.uistate("inspect", "Editor.savedState").status == 65)
        }
        try original.write(to: data)
        // Another key for window 101 in windows.plist: its first record no longer decrypts.
        let rekey = """
            import plistlib, sys
            path = sys.argv[1]
            windows = plistlib.load(open(path, "rb"))
            for window in windows:
                if window.get("NSWindowID") == 101: window["NSDataKey"] = bytes(16)
            plistlib.dump(windows, open(path, "wb"), fmt=plistlib.FMT_BINARY)
            """
        let windowsPlist = folder.appendingPathComponent("windows.plist")
        let plist = try Data(contentsOf: windowsPlist)
        try ProcessRunner.run("python3", ["-c", rekey, windowsPlist.path]).succeeded()
        let wrongKey = try workspace.uistate("commit")
        #expect(wrongKey.status == 65 && wrongKey.stderr.contains("at byte") && wrongKey.stderr.contains("window 101"), "\(wrongKey)")
        try plist.write(to: windowsPlist)
        var flipped = original
        flipped[40] ^= 0xFF
        try flipped.write(to: data)
        let garbled = try workspace.uistate("commit")
        #expect(garbled.status == 65 && garbled.stderr.contains("wrong key or damaged record"), "\(garbled)")
        #expect(try workspace.git("rev-parse", "HEAD").stdout == before)
        #expect(try workspace.git("fsck", "--strict").status == 0)
    }

    @Test("inspect reads data.data with windows.plist beside it; alone, it says where the keys are")
    func inspectDataFile() throws {
        try workspace.uistate("sample", "mac-two-windows", "--out", "Editor.savedState", "-q").succeeded()
        let result = try workspace.uistate("inspect", "Editor.savedState/data.data")
        #expect(result.status == 0 && result.stdout.contains("Windows (2, AppKit)") && result.stdout.contains("app (AppKit's app-level record)") && result.stdout.contains("Milk"), "\(result)")
        let alone = workspace.url.appendingPathComponent("alone.data")
        try FileManager.default.copyItem(at: folder.appendingPathComponent("data.data"), to: alone)
        let refused = try workspace.uistate("inspect", "alone.data")
        #expect(refused.status == 65 && refused.stderr.contains("windows.plist"), "\(refused)")
    }

    @Test("init --mac-app finds the sandboxed container, else ~/Library, and creates nothing for a bad bundle id")
    func initMacApp() throws {
        let home = workspace.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("Library/Containers/com.example.Boxed"), withIntermediateDirectories: true)
        let boxed = workspace.url.appendingPathComponent("boxed")
        try FileManager.default.createDirectory(at: boxed, withIntermediateDirectories: true)
        try workspace.uistate(["init", "--mac-app", "com.example.Boxed", "-q"], in: boxed, environment: ["HOME": home.path]).succeeded()
        let archive = try workspace.git("config", "uistate.archive", repository: "boxed/.uistate").stdout
        #expect(archive == home.path + "/Library/Containers/com.example.Boxed/Data/Library/Saved Application State/com.example.Boxed.savedState\n")
        let plain = workspace.url.appendingPathComponent("plain")
        try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
        try workspace.uistate(["init", "--mac-app", "com.example.Plain", "-q"], in: plain, environment: ["HOME": home.path]).succeeded()
        #expect(try workspace.git("config", "uistate.archive", repository: "plain/.uistate").stdout
            == home.path + "/Library/Saved Application State/com.example.Plain.savedState\n")
        let bad = workspace.url.appendingPathComponent("bad")
        try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
        #expect(try workspace.uistate(["init", "--mac-app", "not a bundle id"], in: bad).status == 64)
        #expect(!FileManager.default.fileExists(atPath: bad.appendingPathComponent(".uistate").path))
    }

    @Test("--json of show, diff, status, inspect and log validates against the schemas", .enabled(if: JSONSchema.validatorAvailable, JSONSchema.missingReason))
    func jsonSchemas() throws {
        try record(Self.steps)
        try JSONSchema.validate(try workspace.uistate("show", "HEAD~1", "--json").stdout, schema: "snapshot.schema.json")
        try JSONSchema.validate(try workspace.uistate("show", "--json", "--", "101").stdout, schema: "snapshot.schema.json")
        try JSONSchema.validate(try workspace.uistate("diff", "HEAD~3", "HEAD", "--json").stdout, schema: "diff.schema.json")
        try JSONSchema.validate(try workspace.uistate("inspect", "Editor.savedState", "--json").stdout, schema: "inspect.schema.json")
        try JSONSchema.validate(try workspace.uistate("log", "--json", "--", "102").stdout, schema: "log.schema.json")
        try workspace.uistate("sample", "mac-typing", "--out", "Editor.savedState", "-q").succeeded()
        try JSONSchema.validate(try workspace.uistate("status", "--json").stdout, schema: "status.schema.json")
    }

    @Test("completion after -- offers the windows with their titles, and their objects")
    func completion() throws {
        try record(Self.steps)
        let result = try workspace.uistate(["---completion", "show", "--", "positional@1", "2", "0", "uistate", "show", "--", ""], environment: ["SAP_SHELL": "zsh"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("101:window Untitled — Edited") && lines.contains("app:the app's app-level record"), "\(lines)")
        #expect(lines.contains("101/Text View") && lines.contains("app/_NSApplication") && !lines.contains { $0.hasPrefix("102") }, "\(lines)")
    }

    /// The two-window sample renumbered as AppKit numbers windows in a long session: 12 in
    /// front, then 5, then 11 (a copy of 5 with its own key), windows.plist in that order.
    func writeNumberedWindows() throws {
        try workspace.uistate("sample", "mac-two-windows", "--out", "Editor.savedState", "-q").succeeded()
        var state = try SavedStateFolderReader.read(at: folder).state
        var windows = try #require(state.windows)
        func renumbered(_ window: SavedWindow, _ id: UInt32, key: UInt8? = nil, position: Int) -> SavedWindow {
            let entry = window.entry.map { entry -> PropertyListEntry in
                if entry.key == WindowKeys.windowID { return PropertyListEntry(entry.key, .integer(Int128(id))) }
                if entry.key == WindowKeys.dataKey, let key { return PropertyListEntry(entry.key, .data([UInt8](repeating: key, count: 16))) }
                return entry
            }
            return SavedWindow(entry: entry, objects: window.objects, position: position)
        }
        let app = try #require(windows.windows.first { $0.isGlobal })
        let list = try #require(windows.window(named: "102")), letter = try #require(windows.window(named: "101"))
        windows.windows = [app, renumbered(list, 12, position: 1), renumbered(letter, 5, position: 2), renumbered(letter, 11, key: 7, position: 3)]
        state.windows = windows
        try SavedStateFolderWriter.write(state, to: folder)
    }

    @Test("windows by number (5, 11, 12) in inspect, show, completion, status and diff; restore keeps windows.plist's order")
    func windowsByNumber() throws {
        try writeNumberedWindows()
        func order(_ text: String) -> [String] {
            text.split(separator: "\n").compactMap { line in line.firstMatch(of: /window (\d+)/).map { String($0.1) } }
        }
        let inspected = try workspace.uistate("inspect", "Editor.savedState").stdout
        #expect(order(inspected) == ["5", "11", "12"], "\(inspected)")
        try workspace.uistate("commit", "-q", "-m", "three").succeeded()
        #expect(order(try workspace.uistate("show").stdout.components(separatedBy: "Windows (")[1]) == ["5", "11", "12"])
        let offered = try workspace.uistate(["---completion", "show", "--", "positional@1", "3", "0", "uistate", "show", "HEAD", ""], environment: ["SAP_SHELL": "bash"])
        #expect(offered.stdout.split(separator: "\n").filter { !$0.contains("/") } == ["app", "5", "11", "12"], "\(offered.stdout)")
        let json = try json("show", "--json")
        let names = ((json["windows"] as? [String: Any])?["windows"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["app", "5", "11", "12"], "\(json)")
        try workspace.uistate("sample", "mac-one-window", "--out", "Editor.savedState", "-q").succeeded()
        #expect(order(try workspace.uistate("status").stdout) == ["101", "5", "11", "12"], "opened, then closed by number")
        try workspace.uistate("restore", "HEAD", "-q").succeeded()
        let plist = try ProcessRunner.run("python3", ["-c", "import plistlib,sys; print([w.get('NSWindowID') for w in plistlib.load(open(sys.argv[1],'rb'))])",
                                                      folder.appendingPathComponent("windows.plist").path])
        #expect(plist.stdout == "[4294967295, 12, 5, 11]\n", "windows.plist's own order is AppKit's, kept: \(plist)")
    }

    @Test("restore of a Mac snapshot: --only a window, a window object or the app's entry; --to data.data refused in AppKit's terms; --dry-run names both files")
    func restoreWindows() throws {
        try record(Self.steps)
        let dataFile = workspace.url.appendingPathComponent("elsewhere/data.data")
        let refused = try workspace.uistate("restore", "HEAD~1", "--to", dataFile.path)
        #expect(refused.status == 65 && refused.stderr.contains("holds a Mac app's windows") && refused.stderr.contains("windows.plist")
                && refused.stderr.contains("restore to the savedState folder instead") && !refused.stderr.contains("scene sessions"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: dataFile.path))
        let dry = try workspace.uistate("restore", "HEAD~1", "--dry-run")
        #expect(dry.stdout.hasPrefix("would write \(folder.path)/windows.plist (2 windows and the app's record)\n"
            + "would write \(folder.path)/data.data (9 records, encrypted with their windows' keys)\n"), "\(dry)")
        // Window 102 back from before it was closed; window 101 and the app's entry stay as they are.
        let window = try workspace.uistate("restore", "HEAD~1", "--only", "102")
        #expect(window.status == 0 && window.stdout.contains("  from ") && window.stdout.contains(": window 102\n"), "\(window)")
        #expect(try workspace.uistate("diff", "HEAD~1", "--name-status", "--", "102").stdout.isEmpty, "window 102 as HEAD~1 had it")
        #expect(try workspace.uistate("diff", "HEAD", "--name-status", "--", "101").stdout.isEmpty, "window 101 untouched")
        #expect(try workspace.uistate("diff", "HEAD", "--name-status").stdout.hasPrefix("A\t@windows/102\n"))
        // One object of a window, and the app's entry.
        try workspace.uistate("restore", "HEAD", "-q").succeeded()
        let object = try workspace.uistate("restore", "HEAD~3", "--only", "101/_NSWindow", "app")
        #expect(object.status == 0 && object.stdout.contains(": 101/_NSWindow\n") && object.stdout.contains(": app\n"), "\(object)")
        #expect(try workspace.uistate("diff", "HEAD~3", "--name-status", "--", "101/_NSWindow").stdout.isEmpty)
        #expect(try workspace.uistate("diff", "HEAD", "--name-status", "--", "101/Text View").stdout.isEmpty, "the typed text stays")
        #expect(try workspace.uistate("diff", "HEAD~3", "--name-status", "--", "app").stdout.isEmpty, "the app's entry as HEAD~3 had it")
        #expect(try workspace.uistate("diff", "HEAD", "--name-status", "--", "101").stdout == "M\t@windows/101/_NSWindow\n")
        // diff -- <window>/<object> compares that object alone.
        #expect(try workspace.uistate("diff", "HEAD~3", "HEAD", "--name-status", "--", "101/Text View").stdout == "M\t@windows/101/Text View\n")
        let unknown = try workspace.uistate("restore", "HEAD~1", "--only", "101/No Such View")
        #expect(unknown.status == 128 && unknown.stderr.contains("no object '101/No Such View'"), "\(unknown)")
    }

    @Test("inspect and commit of a folder whose windows.plist is missing say where the keys are")
    func folderWithoutKeys() throws {
        try workspace.uistate("sample", "mac-two-windows", "--out", "Editor.savedState", "-q").succeeded()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("windows.plist"))
        for command in [["inspect", "Editor.savedState"], ["commit"], ["check", "--archive", "Editor.savedState"]] {
            let result = try workspace.uistate(command)
            #expect(result.status == 65 && result.stderr.contains("keys are in windows.plist, which is not beside it")
                    && !result.stderr.contains("not a property list"), "\(command): \(result)")
        }
    }

    @Test("check says no when AppKit would bring no window back: data.data empty or missing, windows.plist listing none")
    func checkNothingRestored() throws {
        try workspace.uistate("sample", "mac-two-windows", "--out", "Editor.savedState", "-q").succeeded()
        let data = folder.appendingPathComponent("data.data")
        try Data().write(to: data)
        let empty = try workspace.uistate("check", "--archive", "Editor.savedState")
        #expect(empty.status == 1 && empty.stdout.contains("? no") && empty.stdout.contains("data.data holds no records"), "\(empty)")
        try FileManager.default.removeItem(at: data)
        let missing = try workspace.uistate("check", "--archive", "Editor.savedState", "--json")
        #expect(missing.status == 1 && missing.stdout.contains("\"wouldRestore\": false"), "\(missing)")
        let noWindows = "import plistlib, sys\np = sys.argv[1]\nw = plistlib.load(open(p, 'rb'))\nplistlib.dump([e for e in w if e.get('NSIsGlobal')], open(p, 'wb'), fmt=plistlib.FMT_BINARY)"
        try workspace.uistate("sample", "mac-two-windows", "--out", "Editor.savedState", "-q").succeeded()
        try ProcessRunner.run("python3", ["-c", noWindows, folder.appendingPathComponent("windows.plist").path]).succeeded()
        let none = try workspace.uistate("check", "--archive", "Editor.savedState")
        #expect(none.status == 1 && none.stdout.contains("windows.plist lists no window"), "\(none)")
        try workspace.uistate("sample", "mac-two-windows", "--out", "Editor.savedState", "-q").succeeded()
        #expect(try workspace.uistate("check", "--archive", "Editor.savedState").status == 0)
    }

    @Test("a window windows.plist lists without its key is called that, not a closed window")
    func keylessWindow() throws {
        try workspace.uistate("sample", "mac-two-windows", "--out", "Editor.savedState", "-q").succeeded()
        let dropKey = "import plistlib, sys\np = sys.argv[1]\nw = plistlib.load(open(p, 'rb'))\nfor e in w:\n    if e.get('NSWindowID') == 102: del e['NSDataKey']\nplistlib.dump(w, open(p, 'wb'), fmt=plistlib.FMT_BINARY)"
        try ProcessRunner.run("python3", ["-c", dropKey, folder.appendingPathComponent("windows.plist").path]).succeeded()
        let result = try workspace.uistate("check", "--archive", "Editor.savedState")
        #expect(result.stdout.contains("window 102 is in windows.plist without its NSDataKey, so AppKit cannot read its 4 records in data.data"), "\(result)")
        #expect(!result.stdout.contains("closed window"), "\(result)")
    }

    @Test("AppKit's words for a Mac state: window pictures are files, not keys; no made-up class; a changed blob shows where it differs; help names AppKit")
    func appKitWords() throws {
        try record(["mac-one-window", "mac-two-windows"])
        try FolderReencoding.reencode(folder, seed: 1) { state in
            state.windows[state.windows.firstIndex { $0.name == "101" }!].entry.append(PropertyListEntry("NSDragRegion", .data(Array(repeating: 7, count: 40))))
        }
        try Data((0..<64).map { UInt8($0) }).write(to: folder.appendingPathComponent("window_1.data"))
        try workspace.uistate("commit", "-q").succeeded()
        try FolderReencoding.reencode(folder, seed: 2) { state in
            let window = state.windows.firstIndex { $0.name == "101" }!
            var region = [UInt8](repeating: 7, count: 40)
            region[30] = 9
            state.windows[window].entry.removeAll { $0.key == "NSDragRegion" }
            state.windows[window].entry.append(PropertyListEntry("NSDragRegion", .data(region)))
        }
        try Data((0..<64).map { UInt8(63 - $0) }).write(to: folder.appendingPathComponent("window_1.data"))
        try workspace.uistate("commit", "-q").succeeded()
        let text = try workspace.uistate("diff", "HEAD~1", "HEAD").stdout
        #expect(text.contains("NSDragRegion: <40 bytes, from byte 30: 0707070707070707...> -> <40 bytes, from byte 30: 0907070707070707...>")
            || text.contains("from byte 30: 07070707070707070707> -> <40 bytes, from byte 30: 09070707070707070707>"), "\(text)")
        let stat = try workspace.uistate("diff", "HEAD~1", "HEAD", "--stat").stdout
        #expect(stat.contains("1 other file changed") && stat.contains("0 keys added, 0 removed, 1 changed"), "the picture is a file, not a key: \(stat)")
        let added = try json("diff", "HEAD~3", "HEAD~2", "--json")
        let objects = try #require(added["objects"] as? [[String: Any]])
        #expect(!objects.isEmpty && objects.allSatisfy { $0["oldClass"] is NSNull && $0["newClass"] is NSNull }, "no class is made up: \(objects)")
        let help = try workspace.uistate("--help").stdout
        #expect(help.contains("Mac app (AppKit") && help.contains("iOS and Mac apps"), "\(help)")
        let sample = try workspace.uistate("help", "sample").stdout
        #expect(sample.contains("Three apps") && sample.contains("mac-one-window"), "\(sample)")
        let secrets = try workspace.uistate("sample", "mac-secrets", "--out", "Secrets.savedState")
        #expect(!secrets.stdout.contains("()") && secrets.stdout.contains("AppKit: 1 window"), "\(secrets)")
    }
}

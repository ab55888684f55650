import Foundation
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
        #expect(typing.stdout.contains("App (AppKit)\n    ~ NSWindowZOrder / [0]: 102 -> 101") && !typing.stdout.contains("window app"), "\(typing)")
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
        #expect(result.stdout.contains("4 records of window 102 in data.data, which windows.plist has no key for"))
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
}

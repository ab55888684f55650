import Foundation
import TestSupport
import Testing

/// Scene-based apps end to end: the notes sample and hand-made folders, checked with plain git.
@Suite("Scene-based apps")
struct SceneCommandTests {
    static let steps = ["notes-one-window", "notes-two-windows", "notes-draft", "notes-closed", "notes-classic"]
    static let first = "6F1C2A3B-4D5E-4F60-8172-93A4B5C6D7E8"
    static let second = "A0B1C2D3-E4F5-4061-8273-94A5B6C7D8E9"

    let workspace: Workspace
    var folder: URL { workspace.url.appendingPathComponent("Notes.savedState") }

    init() throws {
        workspace = try Workspace()
        try workspace.uistate("init", "--archive", "Notes.savedState", "-q").succeeded()
    }

    func record(_ steps: [String]) throws {
        for step in steps {
            try workspace.uistate("sample", step, "--out", "Notes.savedState", "-q").succeeded()
            try workspace.uistate("commit", "-m", step, "-q").succeeded()
        }
    }

    /// Every file below `url`, by relative path.
    static func files(_ url: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = enumerator?.nextObject() as? URL {
            guard try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            result[String(file.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1))] = try Data(contentsOf: file)
        }
        return result
    }

    @Test("a scene-only folder commits, shows its sessions and passes git fsck --strict")
    func sceneOnlyCommit() throws {
        try record(["notes-two-windows"])
        let tree = try workspace.git("ls-tree", "-r", "--name-only", "HEAD").stdout
        #expect(tree.contains("@scenes/@index\n"))
        #expect(tree.contains("@scenes/\(Self.second)/@activity\n") && tree.contains("@scenes/\(Self.second)/@activityUserInfo\n"))
        #expect(tree.contains("@scenes/\(Self.first)/@session\n"))
        #expect(!tree.contains("@app"), "no classic archive: \(tree)")
        #expect(try workspace.git("fsck", "--strict").status == 0)
        let show = try workspace.uistate("show")
        #expect(show.status == 0, "\(show)")
        #expect(show.stdout.contains("Scene sessions (2, index KnownSceneSessions)"))
        #expect(show.stdout.contains("title: \"Ideas\"") && show.stdout.contains("selection: \"note-2\""))
        #expect(show.stdout.contains("com.apple.SwiftUI.sceneID (SwiftUI)"))
        let message = try workspace.git("log", "-1", "--format=%B").stdout
        #expect(message.contains("Sessions: 2") && !message.contains("Objects:"), "\(message)")
    }

    @Test("per-session diffs name exactly the keys that changed, in every format")
    func perSessionDiff() throws {
        try record(Self.steps)
        let draft = try workspace.uistate("diff", "HEAD~3", "HEAD~2", "--json")
        let draftJSON = try #require(try JSONSerialization.jsonObject(with: Data(draft.stdout.utf8)) as? [String: Any])
        let sessions = try #require(draftJSON["sessions"] as? [[String: Any]])
        #expect(sessions.count == 1 && sessions[0]["identifier"] as? String == Self.second && sessions[0]["status"] as? String == "modified")
        let keys = (sessions[0]["changes"] as? [[String: Any]] ?? []).map { $0["key"] as? [String] ?? [] }
        #expect(keys == [["userInfo", "draft"]], "\(keys)")

        let closed = try workspace.uistate("diff", "HEAD~2", "HEAD~1")
        #expect(closed.stdout.contains("- session \(Self.first) \"Shopping\" (8 keys)\n"), "\(closed)")
        #expect(closed.stdout.contains("~ session \(Self.second) \"Ideas\"\n    ~ userInfo / draft / pinned: false -> true\n"), "\(closed)")
        let names = try workspace.uistate("diff", "HEAD~2", "HEAD~1", "--name-status").stdout
        #expect(names == "D\t@scenes/\(Self.first)\nM\t@scenes/\(Self.second)\n", "\(names)")
        let stat = try workspace.uistate("diff", "HEAD~2", "HEAD~1", "--stat").stdout
        #expect(stat.contains("0 objects changed, 1 session removed, 1 session changed"), "\(stat)")
        let only = try workspace.uistate("diff", "HEAD~2", "HEAD~1", "--", Self.second).stdout
        #expect(only.contains(Self.second) && !only.contains(Self.first), "\(only)")
        let log = try workspace.uistate("log", "--oneline", "--", Self.first).stdout.split(separator: "\n")
        #expect(log.count == 2 && log[0].hasSuffix("notes-closed") && log[1].hasSuffix("notes-one-window"), "opened, then closed: \(log)")
    }

    @Test("objects of a session's own classic archive are objects: named by their tree path and counted in every format")
    func sessionArchiveObjects() throws {
        // A session folder whose data.data is a classic view-controller archive.
        try workspace.uistate("sample", "notes-one-window", "--out", "Notes.savedState", "-q").succeeded()
        for step in ["launch", "open-item"] { try workspace.uistate("sample", step, "--out", step, "-q").succeeded() }
        let sessionArchive = folder.appendingPathComponent("\(Self.first)/data.data")
        try FileManager.default.removeItem(at: sessionArchive)
        try FileManager.default.copyItem(at: workspace.url.appendingPathComponent("launch/data.data"), to: sessionArchive)
        try workspace.uistate("commit", "-q").succeeded()
        try FileManager.default.removeItem(at: sessionArchive)
        try FileManager.default.copyItem(at: workspace.url.appendingPathComponent("open-item/data.data"), to: sessionArchive)

        let prefix = "@scenes/\(Self.first)/"
        let status = try workspace.uistate("status").stdout
        #expect(status.contains("added:    \(prefix)UINavigationController/BNRDetailViewController\n"), "\(status)")
        let names = try workspace.uistate("diff", "--name-status").stdout
        #expect(names == "M\t@scenes/\(Self.first)\nM\t\(prefix)UINavigationController\nA\t\(prefix)UINavigationController/BNRDetailViewController\n"
            + "M\t\(prefix)UINavigationController/BNRItemsViewController\n", "\(names)")
        let stat = try workspace.uistate("diff", "--stat").stdout
        #expect(stat.contains(" 3 objects changed, 1 session changed,"), "\(stat)")
        let diff = try #require(try JSONSerialization.jsonObject(with: Data(try workspace.uistate("diff", "--json").stdout.utf8)) as? [String: Any])
        let objects = try #require(diff["objects"] as? [[String: Any]])
        #expect(objects.map { $0["path"] as? String } == ["UINavigationController", "UINavigationController/BNRDetailViewController",
                                                           "UINavigationController/BNRItemsViewController"].map { prefix + $0 }, "\(objects)")
        #expect(objects.allSatisfy { $0["session"] as? String == Self.first })
        let committed = try workspace.uistate("commit")
        #expect(committed.stdout.contains("Added BNRDetailViewController; changed UINavigationController, BNRItemsViewController")
            && committed.stdout.contains(" 4 objects, 1 added, 2 changed"), "\(committed)")
        #expect(try workspace.git("log", "-1", "--format=%B").stdout.contains("added    \(prefix)UINavigationController/BNRDetailViewController\n"))
    }

    @Test("restore writes the recorded folder file by file and removes a closed session's folder")
    func restoreExact() throws {
        try record(Self.steps)
        for (offset, step) in Self.steps.reversed().enumerated() {
            let reference = workspace.url.appendingPathComponent("ref-\(step)")
            try workspace.uistate("sample", step, "--out", reference.path, "-q").succeeded()
            try workspace.uistate("restore", "HEAD~\(offset)", "-q").succeeded()
            #expect(Set(try Self.files(folder).keys) == Set(try Self.files(reference).keys), "\(step)")
            #expect(try workspace.uistate("status").stdout.contains(offset == 0 ? "nothing to commit" : "Changes against HEAD"), "\(step)")
            let check = try workspace.uistate("diff", "HEAD~\(offset)")
            #expect(check.stdout.hasSuffix("no differences\n"), "\(step): \(check)")
        }
        // The folder holds notes-two-windows... after the loop it holds the first step: one window.
        try workspace.uistate("restore", "HEAD~3", "-q").succeeded()
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(Self.first).path))
        try workspace.uistate("restore", "HEAD~1", "-q").succeeded()
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(Self.first).path), "the closed window's folder is removed")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: workspace.url.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test("restore --only takes one session and keeps the rest")
    func restoreOnlySession() throws {
        try record(["notes-two-windows", "notes-draft"])
        try workspace.uistate("sample", "notes-closed", "--out", "Notes.savedState", "-q").succeeded()
        let result = try workspace.uistate("restore", "HEAD~1", "--only", Self.first)
        #expect(result.status == 0 && result.stdout.contains("session \(Self.first)"), "\(result)")
        let status = try workspace.uistate("status").stdout
        #expect(status.contains("changed:  session \(Self.second)") && !status.contains(Self.first), "first is back as recorded: \(status)")
    }

    @Test("files uistate does not interpret survive byte for byte")
    func unknownFilesSurvive() throws {
        try workspace.uistate("sample", "notes-draft", "--out", "Notes.savedState", "-q").succeeded()
        let blob = Data((0..<300).map { UInt8(($0 * 7919) % 256) })
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Extra/deeper"), withIntermediateDirectories: true)
        try blob.write(to: folder.appendingPathComponent("Extra/deeper/cache.bin"))
        try Data("x".utf8).write(to: folder.appendingPathComponent(".DS_Store"))
        try Data([0, 1, 2]).write(to: folder.appendingPathComponent("\(Self.second)/snapshot.png"))
        try workspace.uistate("commit", "-q").succeeded()
        let tree = try workspace.git("ls-tree", "-r", "--name-only", "HEAD").stdout
        #expect(tree.contains("@files/Extra/deeper/cache.bin\n") && tree.contains("@files/%2EDS_Store\n"), "\(tree)")
        #expect(tree.contains("@scenes/\(Self.second)/@files/snapshot.png\n"), "\(tree)")
        let before = try Self.files(folder)
        try FileManager.default.removeItem(at: folder)
        try workspace.uistate("restore", "HEAD", "-q").succeeded()
        #expect(try Self.files(folder) == before)
        let show = try workspace.uistate("show").stdout
        #expect(show.contains("Other files (2, kept byte for byte)") && show.contains("Extra/deeper/cache.bin (300 bytes)"), "\(show)")
    }

    @Test("two encodings of one scene state give one tree")
    func encodingsAgree() throws {
        try record(["notes-draft"])
        // Rewrite the activity as an XML plist with its keys in another order, as
        // -[NSDictionary writeToURL:] may, and the index with its entries reversed.
        let script = """
            import plistlib, sys
            path = sys.argv[1]
            with open(path + '/\(Self.second)/data.data', 'rb') as f: activity = plistlib.load(f)
            with open(path + '/\(Self.second)/data.data', 'wb') as f:
                plistlib.dump(dict(reversed(list(activity.items()))), f, fmt=plistlib.FMT_XML, sort_keys=False)
            with open(path + '/KnownSceneSessions/data.data', 'rb') as f: index = plistlib.load(f)
            with open(path + '/KnownSceneSessions/data.data', 'wb') as f:
                plistlib.dump(dict(reversed(list(index.items()))), f, fmt=plistlib.FMT_BINARY, sort_keys=False)
            """
        let rewrite = try ProcessRunner.run("python3", ["-c", script, folder.path])
        #expect(rewrite.status == 0, "\(rewrite)")
        #expect(try String(contentsOf: folder.appendingPathComponent("\(Self.second)/data.data"), encoding: .utf8).hasPrefix("<?xml"))
        let status = try workspace.uistate("status")
        #expect(status.stdout.contains("nothing to commit"), "\(status)")
        #expect(try workspace.uistate("commit").status == 1, "nothing to commit: the same tree")
    }

    @Test("check names orphan sessions, index entries without a folder and configurations the app lacks")
    func checkFindings() throws {
        try workspace.uistate("sample", "notes-two-windows", "--out", "Notes.savedState", "-q").succeeded()
        let orphan = "0BADF00D-0000-4000-8000-000000000001"
        try FileManager.default.copyItem(at: folder.appendingPathComponent(Self.second), to: folder.appendingPathComponent(orphan))
        try FileManager.default.removeItem(at: folder.appendingPathComponent(Self.first))
        let manifest = workspace.url.appendingPathComponent("app.json")
        try Data(#"{"sceneConfigurations": ["Main"]}"#.utf8).write(to: manifest)
        let check = try workspace.uistate("check", "--archive", folder.path, "--app", manifest.path)
        #expect(check.status == 2 && check.stdout.contains("? partly: 1 scene session or window will not come back"), "UIKit skips the orphan: \(check)")
        #expect(check.stdout.contains("session \(orphan): an orphan session folder"), "\(check)")
        #expect(check.stdout.contains("session \(Self.first): listed in the index but has no folder"), "\(check)")
        #expect(check.stdout.contains("names the configuration 'Default Configuration', which the app does not have"), "\(check)")
        let json = try workspace.uistate("check", "--archive", folder.path, "--json").stdout
        #expect(json.contains("\"session\":\"\(orphan)\"") || json.contains("\"session\": \"\(orphan)\""), "\(json)")
    }

    @Test("bad scene input: one line naming the file, exit 65, nothing written", arguments: [
        ("index is not a dictionary", "KnownSceneSessions/data.data", "is malformed: the session index is not a dictionary"),
        ("activity without a type", "\(second)/data.data", "the restoration activity has no type"),
        ("implausible session folder", "not a session!/data.data", "a session folder whose name is not a plausible session identifier"),
        ("symbolic link", "\(second)/link", "a symbolic link"),
        ("FIFO", "\(second)/pipe", "a device, socket or FIFO"),
        ("deeply nested userInfo", "\(second)/userInfo.data", "nested deeper than"),
    ])
    func badInput(what: String, file: String, message: String) throws {
        try record(["notes-two-windows"])
        let target = folder.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        switch what {
        case "index is not a dictionary": try Data("<plist><array/></plist>".utf8).write(to: target)
        case "activity without a type": try Data("<plist><dict><key>CanvasRestorationUserActivityTitleKey</key><string>x</string></dict></plist>".utf8).write(to: target)
        case "implausible session folder": try FileManager.default.copyItem(at: folder.appendingPathComponent("\(Self.second)/data.data"), to: target)
        case "FIFO": #expect(try ProcessRunner.run("mkfifo", [target.path]).status == 0)
        case "deeply nested userInfo":
            try Data(("<plist>" + String(repeating: "<array>", count: 600) + String(repeating: "</array>", count: 600) + "</plist>").utf8).write(to: target)
        default: try FileManager.default.createSymbolicLink(atPath: target.path, withDestinationPath: "/etc/passwd")
        }
        let objects = try workspace.git("count-objects").stdout
        let result = try workspace.uistate("commit")
        #expect(result.status == 65, "\(what): \(result)")
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains(message), "\(what): \(result.stderr)")
        #expect(result.stderr.contains(file.split(separator: "/").first.map(String.init) ?? file), "names the file: \(result.stderr)")
        #expect(try workspace.git("count-objects").stdout == objects, "nothing written")
        #expect(try workspace.git("rev-list", "--count", "HEAD").stdout == "1\n")
    }

    @Test("completion offers sessions with their titles")
    func completion() throws {
        try record(["notes-two-windows"])
        let script = Checkout.root.appendingPathComponent("completions/uistate.bash")
        let result = try ProcessRunner.run(
            "bash", ["--norc", "--noprofile", "-c", BashCompletionTests.harness, "harness", script.path, "uistate restore HEAD --only A0B"],
            in: workspace.url,
            environment: workspace.environment.merging(["PATH": URL(fileURLWithPath: Workspace.executable).deletingLastPathComponent().path + ":/usr/bin:/bin"]) { $1 })
        #expect(result.stdout == "\(Self.second)\n", "\(result)")
    }

    @Test("sample --list shows both apps; the demo tours the scene app too")
    func samplesAndDemo() throws {
        let list = try workspace.uistate("sample", "--list").stdout
        #expect(list.contains("Homepwner") && list.contains("Notes, a SwiftUI app") && list.contains("  notes-draft: "), "\(list)")
        let demo = try workspace.uistate("demo", "--scenes")
        #expect(demo.status == 0, "\(demo)")
        #expect(demo.stdout.contains("~ userInfo / draft / pinned: false -> true"), "\(demo.stdout)")
    }
}

import Foundation
import TestSupport
import Testing

/// gc as git does it, automatic packing, and lock files left by killed processes.
@Suite("Repository maintenance")
struct MaintenanceTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
        try workspace.recordSample(["launch", "scroll", "open-item", "edit-text"])
    }

    func counts() throws -> [String: Int] {
        var result: [String: Int] = [:]
        for line in try workspace.git("count-objects", "-v").stdout.split(separator: "\n") {
            let parts = line.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, let value = Int(parts[1]) { result[parts[0]] = value }
        }
        return result
    }

    @Test("gc packs everything reachable and deletes the packed loose objects at any age; young unreachable ones stay until --prune=now")
    func packsAtAnyAge() throws {
        #expect(try counts()["count"] ?? 0 > 0)
        let stray = try ProcessRunner.run("git", ["--git-dir", ".uistate", "hash-object", "-w", "--stdin"], in: workspace.url, input: Array("unreachable".utf8))
        #expect(stray.status == 0, "\(stray)")
        let result = try workspace.uistate("gc", "-v")
        #expect(result.status == 0 && result.stderr.contains("KiB before"), "\(result)")
        let after = try counts()
        #expect(after["count"] == 1, "only the young unreachable blob stays loose: \(after)")
        #expect(try counts()["packs"] == 1)
        #expect(try workspace.git("fsck", "--strict").status == 0)
        let pack = try workspace.git("count-objects", "-v").stdout
        #expect(try workspace.uistate("gc").status == 0)
        #expect(try workspace.git("count-objects", "-v").stdout == pack, "a second gc changes nothing of substance")
        #expect(try workspace.uistate("gc", "--prune=now").status == 0)
        #expect(try counts()["count"] == 0)
    }

    @Test("temporary packs and loose-object files of interrupted writes (libgit2's and git's) go after an hour, never before")
    func temporaryPacks() throws {
        let objects = workspace.url.appendingPathComponent(".uistate/objects")
        let old = [objects.appendingPathComponent("pack/pack_git2_0123456789abcdef"), objects.appendingPathComponent("tmp_object_git2_a1B2c3"),
                   objects.appendingPathComponent("tmp_obj_Q9xY7z")]
        let young = [objects.appendingPathComponent("pack/pack_git2_fedcba9876543210"), objects.appendingPathComponent("tmp_object_git2_z9Y8x7")]
        for file in old + young { try Data(repeating: 7, count: 4096).write(to: file) }
        for file in old { try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: file.path) }
        let result = try workspace.uistate("gc")
        #expect(result.stdout.contains("3 temporary files"), "\(result)")
        #expect(old.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) } && young.allSatisfy { FileManager.default.fileExists(atPath: $0.path) })
        #expect(try workspace.git("fsck", "--strict").status == 0)
    }

    @Test("commits pack the repository by themselves past uistate.gcAuto, and loose objects stay bounded")
    func automatic() throws {
        try workspace.uistate("config", "uistate.gcAuto", "100").succeeded()
        var packedNotes = 0
        for round in 0..<24 {
            try workspace.uistate("sample", "large", "--objects", "60", "--variant", "\(round + 1)", "--out", "App.savedState", "-q").succeeded()
            let commit = try workspace.uistate("commit", "-m", "round \(round)")
            #expect(commit.status == 0, "\(commit)")
            if commit.stderr.contains("packed the repository") { packedNotes += 1 }
        }
        #expect(packedNotes > 0)
        let loose = try counts()
        #expect(loose["count"] ?? .max <= 100 + 60 * 2, "at most the threshold plus one commit's objects: \(loose)")
        #expect(try workspace.git("fsck", "--strict").status == 0)
        try workspace.uistate("config", "uistate.gcAuto", "0").succeeded()
        try workspace.uistate("sample", "launch", "--out", "App.savedState", "-q").succeeded()
        #expect(try !workspace.uistate("commit").stderr.contains("packed"), "0 turns it off")
    }

    @Test("a ref lock left by a killed process is removed by the next command, which says so", arguments: ["commit", "gc", "rollback", "gc-prune"])
    func staleLocks(command: String) throws {
        let lock = workspace.url.appendingPathComponent(".uistate/refs/heads/main.lock")
        try Data().write(to: lock)
        let arguments: [String] = switch command {
        case "commit": ["commit", "--allow-empty", "-m", "after the crash"]
        case "rollback": ["rollback", "HEAD~1", "--no-restore"]
        case "gc-prune": ["gc", "--prune=now"]
        default: ["gc"]
        }
        let result = try workspace.uistate(arguments, environment: ["UISTATE_LOCK_TIMEOUT": "5"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("note: removed") && result.stderr.contains("refs/heads/main.lock"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: lock.path))
    }
}

import Foundation
@testable import Platform
import TestSupport
import Testing

/// `FileTransaction`: every file or none, checked before the first write, a killed run
/// completed or undone by the next, one run at a time. (The kill test of `migrate scenes
/// --apply`, with real SIGKILLs at every step, is MigrateTransactionTests.)
@Suite("File transactions")
struct FileTransactionTests {
    let folder: TemporaryDirectory
    var root: String { folder.url.path }

    init() throws { folder = try TemporaryDirectory("transaction") }

    func write(_ path: String, _ text: String) throws {
        try FileSystem.createDirectories(FileSystem.parent(of: root + "/" + path), permissions: 0o755)
        try AtomicFile.write(Array(text.utf8), to: root + "/" + path, permissions: 0o644)
    }

    func text(_ path: String) -> String? {
        (try? FileSystem.read(root + "/" + path)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every entry under the root, folders with a trailing slash.
    func listing(_ path: String = "") throws -> [String] {
        let folder = path.isEmpty ? root : root + "/" + path
        var names: [String] = []
        for name in try FileSystem.contents(ofDirectory: folder) {
            let relative = path.isEmpty ? name : path + "/" + name
            if FileSystem.isDirectory(root + "/" + relative) {
                names.append(relative + "/")
                names += try listing(relative)
            } else {
                names.append(relative)
            }
        }
        return names
    }

    @Test("a change of several files: new files with their folders, a changed one keeping its mode, a link written through, one removed; no temporary, no journal")
    func commits() throws {
        try write("App/AppDelegate.swift", "old")
        try FileSystem.setPermissions(root + "/App/AppDelegate.swift", 0o755)
        try write("Shared/Info.plist", "plist")
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Info.plist", withDestinationPath: "../Shared/Info.plist")
        try write("App/Old.swift", "gone")
        let transaction = try FileTransaction(root: root, timeout: 1)
        #expect(transaction.recovered == nil)
        try transaction.commit([
            .write(path: "App/AppDelegate.swift", bytes: Array("new".utf8), precondition: .content(Array("old".utf8)), permissions: 0o644),
            .write(path: "App/Scenes/SceneDelegate.swift", bytes: Array("scene".utf8), precondition: .absent, permissions: 0o644),
            .write(path: "App/Info.plist", bytes: Array("plist2".utf8), precondition: .content(Array("plist".utf8)), permissions: 0o644),
            .remove(path: "App/Old.swift", precondition: .content(Array("gone".utf8))),
        ])
        #expect(text("App/AppDelegate.swift") == "new" && FileSystem.entry(root + "/App/AppDelegate.swift")?.permissions == 0o755)
        #expect(text("App/Scenes/SceneDelegate.swift") == "scene")
        #expect(FileSystem.entry(root + "/App/Info.plist")?.type == .symbolicLink && text("Shared/Info.plist") == "plist2")
        #expect(try listing() == ["App/", "App/AppDelegate.swift", "App/Info.plist", "App/Scenes/", "App/Scenes/SceneDelegate.swift", "Shared/", "Shared/Info.plist"])
    }

    @Test("checked before any write, every problem named: a changed file, a name taken by a folder, a link out of the folder, no room; nothing written")
    func refusesBeforeWriting() throws {
        try write("App/AppDelegate.swift", "edited by hand")
        try FileSystem.createDirectories(root + "/App/SceneDelegate.swift")
        let outside = try TemporaryDirectory("outside")
        try AtomicFile.write(Array("theirs".utf8), to: outside.url.path + "/Shared.swift", permissions: 0o644)
        try FileManager.default.createSymbolicLink(atPath: root + "/App/Shared.swift", withDestinationPath: outside.url.path + "/Shared.swift")
        let before = try listing()
        let transaction = try FileTransaction(root: root, timeout: 1)
        transaction.faults.noSpace = true
        #expect {
            try transaction.commit([
                .write(path: "App/New.swift", bytes: Array("new".utf8), precondition: .absent, permissions: 0o644),
                .write(path: "App/AppDelegate.swift", bytes: Array("new".utf8), precondition: .content(Array("old".utf8)), permissions: 0o644),
                .write(path: "App/SceneDelegate.swift", bytes: Array("scene".utf8), precondition: .absent, permissions: 0o644),
                .write(path: "App/Shared.swift", bytes: Array("mine".utf8), precondition: .fileOrAbsent, permissions: 0o644),
            ])
        } throws: { error in
            guard case .refused(let problems, let involved)? = error as? TransactionError else { return false }
            let text = (error as! TransactionError).description
            return problems.map(\.path) == ["App/AppDelegate.swift", "App/SceneDelegate.swift", "App/Shared.swift", root]
                && involved.count == 4 && text.contains("changed since the plan was made") && text.contains("taken by a folder")
                && text.contains("outside the folder written") && text.contains("no room on the disk") && text.contains("nothing written")
                && text.contains("App/New.swift")
        }
        #expect(try listing() == before)
        #expect(try FileSystem.read(outside.url.path + "/Shared.swift") == Array("theirs".utf8))
    }

    @Test("a write failing half-way (ENOSPC at the second file) removes what was staged and the folders made: nothing written")
    func failureUndoes() throws {
        try write("App/AppDelegate.swift", "old")
        let before = try listing()
        let transaction = try FileTransaction(root: root, timeout: 1)
        transaction.faults.noSpaceAt = 2
        #expect {
            try transaction.commit([
                .write(path: "App/AppDelegate.swift", bytes: Array("new".utf8), precondition: .content(Array("old".utf8)), permissions: 0o644),
                .write(path: "App/New/SceneDelegate.swift", bytes: Array("scene".utf8), precondition: .absent, permissions: 0o644),
            ])
        } throws: { error in
            guard case .failed(let failure, let involved)? = error as? TransactionError else { return false }
            return failure.isNoSpace && involved == ["App/AppDelegate.swift", "App/New/SceneDelegate.swift"]
                && (error as! TransactionError).description.contains("nothing written")
        }
        #expect(try listing() == before)
    }

    /// A run killed at `steps` (its journal and what it staged as it left them), made here
    /// without a process: the journal is written as the transaction writes it.
    func killedRun(committed: Bool) throws -> (target: String, staged: String) {
        try write("App/AppDelegate.swift", "old")
        let target = root + "/App/AppDelegate.swift", staged = root + "/App/.AppDelegate.swift.tmp-999999-1"
        let folderTarget = root + "/App/New"
        var journal = TransactionJournal(path: root + "/" + FileTransaction.journalName, root: root, entries: [
            .init(name: "App/AppDelegate.swift", target: target, staged: staged, kind: .write([], mode: 0o644)),
            .init(name: "App/New/SceneDelegate.swift", target: folderTarget + "/SceneDelegate.swift", staged: folderTarget + "/.SceneDelegate.swift.tmp-999999-2",
                  kind: .write([], mode: 0o644)),
        ], folders: [folderTarget])
        try journal.write(committed: false)
        try FileSystem.createDirectory(folderTarget)
        try AtomicFile.writeNew(Array("new".utf8), to: staged, permissions: 0o644)
        try AtomicFile.writeNew(Array("scene".utf8), to: folderTarget + "/.SceneDelegate.swift.tmp-999999-2", permissions: 0o644)
        if committed {
            try journal.write(committed: true)
            // Killed after the first rename.
            try FileSystem.rename(staged, to: target)
        }
        return (target, staged)
    }

    @Test("a run killed before its commit mark is undone by the next: what it staged and the folders it made go, the files are as they were")
    func killedBeforeCommitIsUndone() throws {
        _ = try killedRun(committed: false)
        let transaction = try FileTransaction(root: root, timeout: 1)
        #expect(transaction.recovered == FileTransaction.Recovery(outcome: .undone, files: ["App/AppDelegate.swift", "App/New/SceneDelegate.swift"]))
        #expect(try listing() == ["App/", "App/AppDelegate.swift"])
        #expect(text("App/AppDelegate.swift") == "old")
    }

    @Test("a run killed after its commit mark is completed by the next: every staged file renamed into place, the journal gone")
    func killedAfterCommitIsCompleted() throws {
        _ = try killedRun(committed: true)
        let transaction = try FileTransaction(root: root, timeout: 1)
        #expect(transaction.recovered?.outcome == .completed)
        #expect(try listing() == ["App/", "App/AppDelegate.swift", "App/New/", "App/New/SceneDelegate.swift"])
        #expect(text("App/AppDelegate.swift") == "new" && text("App/New/SceneDelegate.swift") == "scene")
    }

    @Test("a journal uistate did not write is not acted on: named, nothing touched")
    func foreignJournal() throws {
        try write(FileTransaction.journalName, "rm -rf /")
        #expect {
            _ = try FileTransaction(root: root, timeout: 1)
        } throws: { error in
            guard case .journal(let path, _)? = error as? TransactionError else { return false }
            return path.hasSuffix(FileTransaction.journalName)
        }
        #expect(text(FileTransaction.journalName) == "rm -rf /")
    }

    @Test("a folder replaced whole in one step, and a swap killed half-way completed without swapping back")
    func folderSwap() throws {
        try write("App.savedState/data.data", "old")
        try FileTransaction(root: root, timeout: 1).commit([.replaceFolder(path: "App.savedState", folders: ["S1"], files: [.init(path: "S1/data.data", bytes: [1])])])
        #expect(try listing() == ["App.savedState/", "App.savedState/S1/", "App.savedState/S1/data.data"])

        // Killed right after the swap: the target already has the staged folder's inode.
        let staged = root + "/.App.savedState.tmp-999999-3"
        try FileSystem.createDirectory(staged)
        try AtomicFile.write([2], to: staged + "/data.data")
        var journal = TransactionJournal(path: root + "/" + FileTransaction.journalName, root: root, entries: [
            .init(name: "App.savedState", target: root + "/App.savedState", staged: staged, kind: .replaceFolder([], [])),
        ])
        try journal.write(committed: true)
        try FileSystem.exchange(staged, root + "/App.savedState", fallback: root + "/.fallback")
        _ = try FileTransaction(root: root, timeout: 1)
        #expect(try listing() == ["App.savedState/", "App.savedState/data.data"])
    }

    @Test("one run at a time: a second waits for the root's lock and gives up at its timeout; no lock file is left")
    func oneAtATime() throws {
        let first = try FileTransaction(root: root, timeout: 1)
        withExtendedLifetime(first) {
            #expect(throws: TransactionError.locked(root: root)) { _ = try FileTransaction(root: root, timeout: 0.05) }
        }
        #expect(try listing().isEmpty)
    }
}

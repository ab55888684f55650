import Foundation
import Git
import SampleApps
import StateRepository
import StateRestoration
import TestSupport
import Testing

@Suite("status without reading an unchanged savedState (the working-state record)")
struct WorkingStateRecordTests {
    let directory: TemporaryDirectory
    let store: SnapshotStore
    let folder: URL
    var recordPath: String { store.gitDirectory + "uistate-working-state" }

    init() throws {
        directory = try TemporaryDirectory()
        store = try SnapshotStore.create(in: directory.appending("project"))
        folder = directory.appending("App.savedState")
        try SavedStateWriter.write(try PreservationWalk.preserve(SampleApp.steps[2].model), to: folder)
    }

    /// Sets every entry's modification time to `age` seconds after a fixed moment in the past
    /// (so that the same age gives the same fingerprint).
    func age(_ age: Double) throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000 - age)
        for path in [folder.path] + (FileManager.default.subpaths(atPath: folder.path) ?? []).map({ folder.path + "/" + $0 }) {
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        }
    }

    /// data.data rewritten with other bytes of the same size, as UIKit rewrites it.
    func rewriteSameSize() throws {
        let archive = folder.appendingPathComponent("data.data")
        var bytes = try Data(contentsOf: archive)
        let text = Data("UIApplicationStateRestorationBundleVersion".utf8)
        let range = try #require(bytes.range(of: text))
        bytes[range.lowerBound] = UInt8(ascii: "X")
        try bytes.write(to: archive)
    }

    @Test("a commit of a settled folder keeps a record; status then reads nothing, while it stays unchanged")
    func shortcut() throws {
        try age(3600)
        let committed = try store.commit(savedStateAt: folder).result
        #expect(FileManager.default.fileExists(atPath: recordPath))
        let status = try store.changes(ofSavedStateAt: folder, against: committed.id)
        #expect(status.changes.isEmpty)
        #expect(status.objectCount == committed.objectCount)
        // Proof that nothing was read: damaged bytes behind an unchanged fingerprint pass.
        let archive = folder.appendingPathComponent("data.data")
        let size = try #require(FileManager.default.attributesOfItem(atPath: archive.path)[.size] as? Int)
        try Data(repeating: 0, count: size).write(to: archive)
        try age(3600)
        #expect(try store.changes(ofSavedStateAt: folder, against: committed.id).changes.isEmpty)
    }

    @Test("a same-size rewrite is seen: now (too young to trust) and later (another modification time)")
    func rewrites() throws {
        try age(3600)
        let committed = try store.commit(savedStateAt: folder).result
        try rewriteSameSize()
        #expect(try !store.changes(ofSavedStateAt: folder, against: committed.id).changes.isEmpty)
        try age(600)
        #expect(try !store.changes(ofSavedStateAt: folder, against: committed.id).changes.isEmpty)
    }

    @Test("no record for a folder written within the last seconds; status keeps one once it settles")
    func youngFolders() throws {
        let committed = try store.commit(savedStateAt: folder).result
        #expect(!FileManager.default.fileExists(atPath: recordPath))
        #expect(try store.changes(ofSavedStateAt: folder, against: committed.id).changes.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: recordPath))
        try age(60)
        #expect(try store.changes(ofSavedStateAt: folder, against: committed.id).changes.isEmpty)
        #expect(FileManager.default.fileExists(atPath: recordPath))
    }

    @Test("another HEAD, a damaged record or a config change sends status back to the files")
    func invalidation() throws {
        try age(3600)
        let first = try store.commit(savedStateAt: folder).result
        try rewriteSameSize()
        try age(3000)
        let second = try store.commit(savedStateAt: folder).result
        // The record names the second tree: against the first snapshot the folder differs.
        #expect(try !store.changes(ofSavedStateAt: folder, against: first.id).changes.isEmpty)
        #expect(try store.changes(ofSavedStateAt: folder, against: second.id).changes.isEmpty)
        try Data("uistate-working-state 1\nshort".utf8).write(to: URL(fileURLWithPath: recordPath))
        #expect(try store.changes(ofSavedStateAt: folder, against: second.id).changes.isEmpty)
        // Damaged bytes behind the recorded fingerprint: hidden until the config changes.
        let archive = folder.appendingPathComponent("data.data")
        let size = try #require(FileManager.default.attributesOfItem(atPath: archive.path)[.size] as? Int)
        try Data(repeating: 0, count: size).write(to: archive)
        try age(3000)
        #expect(try store.changes(ofSavedStateAt: folder, against: second.id).changes.isEmpty)
        try store.setSetting("uistate.appVersion", "2.0")
        #expect(throws: RepositoryError.self) { try store.changes(ofSavedStateAt: folder, against: second.id) }
    }

    @Test("the record answers the working archive's app version (log, staleness) while the folder is unchanged")
    func appVersion() throws {
        try store.setSetting(SnapshotStore.Settings.archiveKey, folder.path)
        try age(3600)
        let full = try #require(try store.currentAppVersion(explicit: nil))
        _ = try store.commit(savedStateAt: folder)
        let archive = folder.appendingPathComponent("data.data")
        let size = try #require(FileManager.default.attributesOfItem(atPath: archive.path)[.size] as? Int)
        try Data(repeating: 0, count: size).write(to: archive)
        try age(3600)
        #expect(try store.currentAppVersion(explicit: nil) == full)
        try age(1800)
        #expect(throws: RepositoryError.self) { try store.currentAppVersion(explicit: nil) }
    }
}

import Foundation
import Git
@testable import StateRepository
import SampleApps
import StateRestoration
import TestSupport
import Testing

@Suite("Committing savedState folders through the blob cache")
struct BlobCacheTests {
    func write(_ model: AppModel, _ folder: URL) throws {
        try SavedStateWriter.write(try PreservationWalk.preserve(model), to: folder)
    }

    @Test("commits through the cache give exactly the trees of uncached commits")
    func sameTrees() throws {
        let directory = try TemporaryDirectory()
        let cached = try SnapshotStore.create(in: directory.appending("cached"))
        let plain = try SnapshotStore.create(in: directory.appending("plain"))
        let folder = directory.appending("App.savedState")
        for variant in 0..<4 {
            try write(LargeSampleApp.model(objects: 300, variant: variant), folder)
            let viaCache = try cached.commit(savedStateAt: folder).result
            let viaSnapshot = try plain.commit(classic: try SavedStateReader.read(at: folder).snapshot)
            #expect(try cached.info(viaCache.id).tree == (try plain.info(viaSnapshot.id).tree))
            #expect(viaCache.changes == viaSnapshot.changes)
        }
        #expect(FileManager.default.fileExists(atPath: cached.gitDirectory + "uistate-blob-cache"))
    }

    @Test("a damaged or truncated cache is ignored")
    func damagedCache() throws {
        let directory = try TemporaryDirectory()
        let store = try SnapshotStore.create(in: directory.url)
        let folder = directory.appending("App.savedState")
        try write(SampleApp.steps[0].model, folder)
        _ = try store.commit(savedStateAt: folder)
        let cache = URL(fileURLWithPath: store.gitDirectory + "uistate-blob-cache")
        var bytes = try Data(contentsOf: cache)
        bytes[bytes.count - 3] ^= 0xFF
        try bytes.write(to: cache)
        try write(SampleApp.steps[2].model, folder)
        let result = try store.commit(savedStateAt: folder).result
        #expect(try store.classicSnapshot(at: result.id) == (try SavedStateReader.read(at: folder).snapshot))
        try Data("uistate-blob-cache 1\n".utf8).write(to: cache)
        try write(SampleApp.steps[3].model, folder)
        let next = try store.commit(savedStateAt: folder).result
        #expect(try store.classicSnapshot(at: next.id) == (try SavedStateReader.read(at: folder).snapshot))
    }
}

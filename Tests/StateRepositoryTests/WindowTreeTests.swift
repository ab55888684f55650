import Foundation
import KeyedArchive
import PropertyList
import SampleApps
import StateRepository
import StateRestoration
import TestSupport
import Testing

@Suite("Mac apps' windows in the repository")
struct WindowTreeTests {
    /// The same archive with every dictionary's keys in reverse order: other bytes, the same graph.
    static func reordered(_ bytes: [UInt8]) throws -> [UInt8] {
        func reverse(_ value: PropertyListValue) -> PropertyListValue {
            switch value {
            case .dictionary(let entries): .dictionary(entries.reversed().map { PropertyListEntry($0.key, reverse($0.value)) })
            case .array(let items): .array(items.map(reverse))
            default: value
            }
        }
        return BinaryPropertyListWriter.write(reverse(try PropertyListReader.read(bytes)))
    }

    @Test("two encodings of the same state (other archive order, so other ciphertext) give one tree")
    func reencodingsGiveOneTree() throws {
        let directory = try TemporaryDirectory()
        let step = try #require(MacSampleApp.step(named: "mac-typing"))
        let original = try SavedStateFolderReader.read(at: try write(MacSampleApp.savedState(step), in: directory, "a")).state
        var other = try #require(original.windows)
        for w in other.windows.indices {
            for o in other.windows[w].objects.indices {
                for c in other.windows[w].objects[o].chunks.indices where other.windows[w].objects[o].chunks[c].tag == WindowKeys.archiveTag {
                    let bytes = other.windows[w].objects[o].chunks[c].bytes
                    other.windows[w].objects[o].chunks[c].bytes = try Self.reordered(bytes)
                    #expect(other.windows[w].objects[o].chunks[c].bytes != bytes)
                }
            }
        }
        let folder = try write(SavedState(windows: other), in: directory, "b")
        let first = try SnapshotStore.create(in: directory.appending("first"))
        let second = try SnapshotStore.create(in: directory.appending("second"))
        let a = try first.commit(savedStateAt: directory.appending("a")).result
        let b = try second.commit(savedStateAt: folder).result
        #expect(try first.info(a.id).tree == (try second.info(b.id).tree))
        #expect(try Data(contentsOf: directory.appending("a/data.data")) != (try Data(contentsOf: folder.appendingPathComponent("data.data"))))
    }

    @Test("a snapshot read back holds the committed windows (keys included) and every object's archive")
    func readBack() throws {
        let directory = try TemporaryDirectory()
        let store = try SnapshotStore.create(in: directory.appending("repo"))
        let folder = try write(MacSampleApp.savedState(try #require(MacSampleApp.step(named: "mac-window-closed"))), in: directory, "Editor.savedState")
        let committed = try store.commit(savedStateAt: folder).result
        let read = try #require(try store.savedState(at: committed.id).windows)
        let onDisk = try #require(try SavedStateFolderReader.read(at: folder).state.windows)
        // Dictionaries have no order: the entries come back with their keys sorted.
        #expect(read.windows.map { $0.entry.sorted { $0.key < $1.key } } == onDisk.windows.map { $0.entry.sorted { $0.key < $1.key } },
                "windows.plist entries, keys included")
        for window in onDisk.windows {
            for object in window.objects {
                let back = try #require(read.window(named: window.name)?.object(named: object.name))
                #expect(back.chunks.map(\.tag) == object.chunks.map(\.tag))
                #expect(CanonicalTextWriter.text(try #require(back.archive)) == CanonicalTextWriter.text(try #require(object.archive)))
            }
        }
        #expect(committed.windowCount == 1 && committed.objectCount == 5, "one window besides the app's entry; its four objects and _NSApplication")
    }

    func write(_ state: SavedState, in directory: TemporaryDirectory, _ name: String) throws -> URL {
        let folder = directory.appending(name)
        try SavedStateFolderWriter.write(state, to: folder)
        return folder
    }
}

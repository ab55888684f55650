import Foundation
import Git
import PropertyBased
import StateRepository
import SampleApps
import StateRestoration
import TestSupport
import Testing

@Suite("Tree layout and the snapshot store")
struct TreeLayoutTests {
    static let awkward = AwkwardSampleApp.identifiers + ["%", "%~", "%41%", "\u{301}", "a/b", "..a", ".hidden", "\u{0}"]

    /// Identifier components from every awkward class: separators, dots, empties, controls,
    /// combining marks, escapes, very long runs.
    static let component = Generator<String, Shrink.None<String>> { rng in
        if Int.random(in: 0..<4, using: &rng) == 0 { return awkward[Int.random(in: 0..<awkward.count, using: &rng)] }
        let pool: [Unicode.Scalar] = ["a", "Z", "0", ".", "/", "%", "~", "@", ":", "[", "]", " ", "\t", "\n", "\u{0}", "\u{301}", "é", "😀", "\\", "\""]
        let length = Int.random(in: 0...(Int.random(in: 0..<10, using: &rng) == 0 ? 400 : 12), using: &rng)
        return String(String.UnicodeScalarView((0..<length).map { _ in pool[Int.random(in: 0..<pool.count, using: &rng)] }))
    }

    @Test("escaping is reversible, never a reserved or hidden name, and git accepts it")
    func escaping() async throws {
        await propertyCheck(count: 500, input: Self.component) { component in
            let escaped = TreeLayout.escape(component)
            #expect(!escaped.isEmpty && !escaped.hasPrefix("@") && !escaped.hasPrefix(".") && !escaped.contains("/"))
            #expect(escaped.utf8.count <= 200)
            #expect(escaped.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F })
            if let back = TreeLayout.unescape(escaped) {
                #expect(back.utf8.elementsEqual(component.utf8))
            } else {
                #expect(escaped.contains("%~"), "only hashed names need @path")
            }
        }
        var seen: [String: String] = [:]
        for component in Self.awkward + (0..<300).map({ String(repeating: "x", count: $0) }) {
            let escaped = TreeLayout.escape(component)
            #expect(seen[escaped] == nil || seen[escaped] == component, "collision: \(component) and \(seen[escaped]!)")
            seen[escaped] = component
        }
    }

    @Test("awkward identifier paths and values survive commit -> read exactly; git fsck --strict is clean")
    func awkwardRoundTrip() throws {
        let directory = try TemporaryDirectory()
        let store = try SnapshotStore.create(in: directory.url, environment: ["GIT_AUTHOR_NAME": "T", "GIT_COMMITTER_NAME": "T"])
        let snapshot = try AwkwardSampleApp.snapshot()
        let result = try store.commit(classic: snapshot)
        let back = try store.classicSnapshot(at: result.id)
        #expect(back == snapshot)
        #expect(Set(try store.objects(at: result.id).map(\.path)) == Set(snapshot.objects.map(\.path)))
        let fsck = try ProcessRunner.run("git", ["--git-dir", store.gitDirectory, "fsck", "--strict"])
        #expect(fsck.status == 0, "\(fsck)")
        let changes = try store.changes(of: SavedState(classic: snapshot), against: result.id)
        #expect(changes.isEmpty)
    }

    @Test("git-side work is proportional to the changed objects")
    func incrementalWrites() throws {
        let directory = try TemporaryDirectory()
        let store = try SnapshotStore.create(in: directory.url)
        let base = try PreservationWalk.preserve(LargeSampleApp.model(objects: 2000))
        let first = try store.commit(classic: base)
        #expect(first.packed && first.changes.added.count == 2000)
        let variant = try PreservationWalk.preserve(LargeSampleApp.model(objects: 2000, variant: 1))
        let second = try store.commit(classic: variant)
        #expect(!second.packed && second.changes.changed.count == 10)
        // Each changed screen is at Root/:[s]:/SectionS/:[j]:/ScreenN (ten different sections):
        // 10 object blobs + @app, 4 trees of its own per screen, and the two shared trees above.
        #expect(second.writtenObjects == 11 + 10 * 4 + 2)
        #expect(try store.classicSnapshot(at: second.id) == variant)
    }

    @Test("a tree crafted with '..' or undecodable folder names is refused as damaged")
    func craftedTree() throws {
        let directory = try TemporaryDirectory()
        let store = try SnapshotStore.create(in: directory.url)
        let repository = try Repository.open(at: store.gitDirectory)
        let app = try repository.writeBlob(Array("uistate-archive 1\n".utf8))
        let object = try repository.writeBlob(Array("uistate-archive 1\n".utf8))
        let inner = try repository.writeTree(TreeObject.encode([TreeObject.Entry(name: "@object", id: object, isTree: false)]))
        let root = try repository.writeTree(TreeObject.encode([
            TreeObject.Entry(name: "@app", id: app, isTree: false), TreeObject.Entry(name: "bad name", id: inner, isTree: true),
        ]))
        let signature = Signature(name: "T", email: "t@t", time: 0)
        let commit = try repository.createCommit(tree: root, parents: [], author: signature, committer: signature, message: "crafted\n")
        #expect { _ = try store.classicSnapshot(at: commit) } throws: { "\($0)".contains("does not spell an identifier path") }
    }
}

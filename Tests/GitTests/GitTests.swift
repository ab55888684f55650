import Foundation
import Git
import TestSupport
import Testing

@Suite("The libgit2 layer")
struct GitTests {
    let directory: TemporaryDirectory
    let repository: Repository
    let signature = Signature(name: "Tester", email: "tester@example.invalid", time: 1_700_000_000)

    init() throws {
        directory = try TemporaryDirectory("git-test")
        repository = try Repository.createBare(at: directory.appending("repo.git").path, initialBranch: "main")
        try repository.setConfig("core.logAllRefUpdates", "always")
    }

    @Test("reachable commits: from git's commit-graph (merges and octopus merges too) and from commits made after it, as git rev-list says")
    func reachableCommits() throws {
        let work = directory.appending("work").path
        func run(_ arguments: String...) throws -> String {
            let result = try ProcessRunner.run("git", ["-C", work, "-c", "user.name=T", "-c", "user.email=t@example.invalid"] + arguments)
            #expect(result.status == 0, "\(arguments): \(result)")
            return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        _ = try ProcessRunner.run("git", ["init", "-q", "-b", "main", work])
        for index in 0..<5 { _ = try run("commit", "-q", "--allow-empty", "-m", "main \(index)") }
        for branch in ["a", "b", "c"] {
            _ = try run("checkout", "-q", "-b", branch, "main~2")
            for index in 0..<3 { _ = try run("commit", "-q", "--allow-empty", "-m", "\(branch) \(index)") }
        }
        _ = try run("checkout", "-q", "main")
        _ = try run("merge", "-q", "--no-ff", "-m", "octopus", "a", "b", "c")
        _ = try run("checkout", "-q", "-b", "side", "main~3")
        _ = try run("commit", "-q", "--allow-empty", "-m", "not reached from main")
        _ = try run("checkout", "-q", "main")
        _ = try run("commit-graph", "write", "--reachable")
        _ = try run("commit", "-q", "--allow-empty", "-m", "after the graph")
        let repository = try Repository.open(at: work + "/.git")
        let main = try #require(ObjectID(hex: try run("rev-parse", "main")))
        let reached = try repository.reachableCommits(from: [main])
        let expected = Set(try run("rev-list", "main").split(separator: "\n").map(String.init))
        for line in try run("rev-list", "--all").split(separator: "\n") {
            let id = try #require(ObjectID(hex: String(line)))
            #expect(reached.contains(id) == expected.contains(String(line)), "\(line)")
        }
        #expect(expected.count == 5 + 9 + 2)
    }

    @Test("a damaged commit-graph (links in a circle, fan-out past the count, cut short, bytes flipped) is walked without a crash or a hang; a circle or a foreign file is no graph")
    func damagedCommitGraph() throws {
        let work = directory.appending("damaged").path
        _ = try ProcessRunner.run("git", ["init", "-q", "-b", "main", work])
        for index in 0..<40 {
            _ = try ProcessRunner.run("git", ["-C", work, "-c", "user.name=T", "-c", "user.email=t@example.invalid", "commit", "-q", "--allow-empty", "-m", "\(index)"])
        }
        #expect(try ProcessRunner.run("git", ["-C", work, "commit-graph", "write", "--reachable"]).status == 0)
        let file = URL(fileURLWithPath: work + "/.git/objects/info/commit-graph")
        let original = [UInt8](try Data(contentsOf: file))
        let repository = try Repository.open(at: work + "/.git")
        let head = try #require(ObjectID(hex: try ProcessRunner.run("git", ["-C", work, "rev-parse", "HEAD"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        let all = try ProcessRunner.run("git", ["-C", work, "rev-list", "HEAD"]).stdout.split(separator: "\n").compactMap { ObjectID(hex: String($0)) }
        #expect(all.count == 40)
        #expect(all.allSatisfy((try repository.reachableCommits(from: [head])).contains))

        var damaged: [[UInt8]] = [Array(original.prefix(original.count / 2)), Array(original.prefix(30)), Array("CGPH".utf8) + [2, 1, 0, 0]]
        // Every fan-out entry past the count: a lookup would read beyond the ids.
        if let fanout = DamagedCommitGraph.chunk("OIDF", in: original) {
            var bytes = original
            for entry in 0..<256 { bytes.replaceSubrange((fanout + entry * 4)..<(fanout + entry * 4 + 4), with: [0, UInt8((entry + 1) >> 4), UInt8((entry + 1) & 0xF) << 4, 0]) }
            damaged.append(bytes)
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            var bytes = original
            for _ in 0..<8 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator) }
            damaged.append(bytes)
        }
        try Data(original).write(to: file)
        try DamagedCommitGraph.loopFirstParents(file)
        let looped = [UInt8](try Data(contentsOf: file))
        damaged.insert(looped, at: 0)
        for (index, bytes) in damaged.enumerated() {
            try Data(bytes).write(to: file)
            let walk = FirstParentWalk(repository, from: head)
            var steps = 0
            while steps < 100, (try? walk.next()) != nil { steps += 1 }
            let reached = try? repository.reachableCommits(from: [head])
            if index < 4 {
                // Not a graph this reader understands: the walks read the commits instead.
                #expect(steps == 40 && reached.map { all.allSatisfy($0.contains) } == true, "file \(index): \(steps) steps")
            }
        }
    }

    @Test("the libgit2 loaded is the one compiled against, and the one CI asked for")
    func linkedVersion() {
        #expect(LibGit2.version == LibGit2.headerVersion)
        // .ci/run names the version of each of its runs, so that a run that found the
        // system's library where it built another fails here.
        if let expected = ProcessInfo.processInfo.environment["UISTATE_EXPECT_LIBGIT2"] {
            #expect(LibGit2.version == expected)
        }
    }

    @Test("the CA bundle's start-up load: deferred and loaded on demand with mbedTLS, never touched with another backend")
    func certificatesByBackend() throws {
        LibGit2.initialize()
        let backend = try #require(LibGit2.httpsBackend, "uistate needs a libgit2 built with HTTPS")
        #expect(LibGit2.features.contains(.ssh))
        #if os(Linux)
        let interposed = backend == "mbedtls"
        #else
        let interposed = false
        #endif
        if interposed {
            let file = try #require(LibGit2.deferredCertificateFile, "libgit2 with mbedTLS parses a CA file at start-up")
            #expect(FileManager.default.fileExists(atPath: file))
            let deferred = LibGit2.certificateFileLoads
            #expect(deferred >= 1)
            // The loader forwards to mbedTLS now, once: a failure to reach it would throw here.
            try LibGit2.loadTrustedCertificates()
            try LibGit2.loadTrustedCertificates()
            #expect(LibGit2.certificateFileLoads == deferred + 1)
        } else {
            #expect(LibGit2.deferredCertificateFile == nil)
            try LibGit2.loadTrustedCertificates()
            #expect(LibGit2.certificateFileLoads == 0, "the mbedTLS shim was called with \(backend)")
        }
    }

    func git(_ arguments: String...) throws -> ProcessResult {
        try ProcessRunner.run("git", ["--git-dir", repository.path] + arguments)
    }

    func commit(_ files: [String: String], parent: ObjectID?) throws -> ObjectID {
        let baseline = try parent.map { try repository.tree(repository.commit($0).treeID) }
        var updates: [TreeUpdate] = []
        for (path, content) in files.sorted(by: { $0.key < $1.key }) {
            updates.append(.blob(path, try repository.writeBlob(Array(content.utf8))))
        }
        let tree = try repository.createTree(baseline: baseline, updates: updates)
        return try repository.createCommit(tree: tree, parents: parent.map { [$0] } ?? [], author: signature, committer: signature, message: "files \(files.keys.sorted())\n")
    }

    @Test("blobs, nested trees and commits that plain git reads; HEAD on main")
    func objects() throws {
        let first = try commit(["a/b/state": "one", "app": "x"], parent: nil)
        try repository.updateReference(.branch("main"), to: first, expecting: nil, message: "first")
        #expect(try repository.headReference() == .branch("main"))
        #expect(try git("cat-file", "-p", "main:a/b/state").stdout == "one")
        #expect(try git("fsck", "--strict").status == 0)
        let tree = try repository.tree(try repository.commit(first).treeID)
        #expect(tree.entries.map(\.name) == ["a", "app"])
        #expect(try tree.entry(atPath: "a/b/state")?.id == Repository.blobID(of: Array("one".utf8)))
        #expect(try tree.entry(atPath: "missing") == nil)
        #expect(try repository.blob(try tree.entry(atPath: "app")!.id) == Array("x".utf8))
    }

    @Test("compare-and-swap refuses a stale expected value and records the reflog")
    func compareAndSwap() throws {
        let first = try commit(["f": "1"], parent: nil)
        let second = try commit(["f": "2"], parent: first)
        try repository.updateReference(.branch("main"), to: first, expecting: nil, message: "one")
        #expect { try repository.updateReference(.branch("main"), to: second, expecting: nil, message: "race") } throws: {
            ($0 as? GitError)?.code == .modified
        }
        try repository.updateReference(.branch("main"), to: second, expecting: first, message: "two")
        #expect { try repository.updateReference(.branch("main"), to: first, expecting: first, message: "stale") } throws: {
            ($0 as? GitError)?.code == .modified
        }
        let log = try repository.reflog(.branch("main"))
        #expect(log.map(\.message) == ["two", "one"])
        #expect(log[0].old == first && log[0].new == second && log[1].old == .zero)
        #expect(try repository.commit(named: "main~1") == first)
        #expect(try repository.commit(named: "main@{1}") == first)
        #expect(try repository.commit(named: second.short) == second)
        #expect(try repository.commit(named: "nope") == nil, "an unknown revision names no commit")
        #expect(try git("reflog", "show", "main").stdout.contains("two"))
    }

    @Test("history walks, tags, ref deletion and reflog pruning")
    func history() throws {
        var tip: ObjectID? = nil
        var commits: [ObjectID] = []
        for i in 0..<5 {
            let next = try commit(["f": "\(i)"], parent: tip)
            try repository.updateReference(.branch("main"), to: next, expecting: tip, message: "commit \(i)")
            commits.append(next)
            tip = next
        }
        let walked = try repository.revisionWalk(from: [try #require(tip)]).all()
        #expect(walked == commits.reversed())
        try repository.updateReference(.tag("v1"), to: commits[1], expecting: nil, message: "tag")
        #expect(try repository.references(.tags).map(\.name) == [.tag("v1")])
        try repository.deleteReference(.tag("v1"), expecting: commits[1])
        #expect(try repository.references(.tags).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: repository.path + "logs/refs/tags/v1"), "the reflog goes with the ref")
        #expect(try repository.isAncestor(commits[0], of: commits[4]))
        #expect(try !repository.isAncestor(commits[4], of: commits[0]))
        let dropped = try repository.pruneReflog(.branch("main")) { $0.message == "commit 2" }
        #expect(dropped == 1)
        #expect(try repository.reflog(.branch("main")).count == 4)
        #expect(try git("fsck", "--strict").status == 0)
    }

    /// uistate hashes with plain SHA-1, libgit2 with sha1dc: the ids must be the same.
    @Test("blob and tree ids computed in memory are the ids libgit2 writes")
    func objectIDsMatchLibgit2() throws {
        var rng = SplitMix(seed: 8)
        for size in [0, 1, 55, 56, 63, 64, 1_000, 70_000] {
            let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let written = try repository.writeBlob(bytes)
            #expect(Repository.blobID(of: bytes) == written)
            let tree = TreeObject.encode([TreeObject.Entry(name: "file\(size)", id: written, isTree: false)])
            #expect(TreeObject.id(of: tree) == (try repository.writeTree(tree)))
        }
    }

    @Test("writePack: one pack git verifies, every object whole, written once, sizes of every width; ids match git's")
    func packedWrite() throws {
        var files = Dictionary(uniqueKeysWithValues: (0..<300).map { ("dir\($0 % 10)/file\($0)", Array("content \($0)".utf8)) })
        // Sizes whose type-and-size header takes one, two, three and four bytes; an empty blob.
        files["dir0/big"] = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        files["dir1/medium"] = Array(repeating: 0x61, count: 5_000)
        files["dir2/empty"] = []
        var objects: [PackObject] = []
        var folders: [String: [TreeObject.Entry]] = [:]
        for (path, content) in files {
            let blob = Repository.blobID(of: content)
            objects.append(PackObject(kind: .blob, id: blob, bytes: content))
            let parts = path.split(separator: "/")
            folders[String(parts[0]), default: []].append(TreeObject.Entry(name: String(parts[1]), id: blob, isTree: false))
        }
        var root: [TreeObject.Entry] = []
        for (name, entries) in folders {
            let bytes = TreeObject.encode(entries)
            let tree = TreeObject.id(of: bytes)
            objects.append(PackObject(kind: .tree, id: tree, bytes: bytes))
            root.append(TreeObject.Entry(name: name, id: tree, isTree: true))
        }
        let rootBytes = TreeObject.encode(root)
        let rootTree = TreeObject.id(of: rootBytes)
        objects.append(PackObject(kind: .tree, id: rootTree, bytes: rootBytes))
        // Listed twice: written once, or the index would hold the id twice.
        objects.append(objects[0])
        let name = try repository.writePack(of: objects)
        let packedCommit = try repository.createCommit(tree: rootTree, parents: [], author: signature, committer: signature, message: "packed\n")
        try repository.updateReference(.branch("main"), to: packedCommit, expecting: nil, message: "packed")
        let verified = try git("verify-pack", "-v", repository.path + "objects/pack/" + name + ".idx")
        #expect(verified.status == 0, "\(verified.stderr)")
        #expect(verified.stdout.contains("non delta: \(objects.count - 1) objects"), "every object whole, the duplicate once")
        #expect(try repository.packObjects(name).count == objects.count - 1)
        let counted = try git("count-objects", "-v").stdout
        #expect(counted.contains("count: 1") && counted.contains("packs: 1"), "the commit loose, the rest in the pack")
        #expect(try git("fsck", "--strict").status == 0)
        #expect(try git("cat-file", "-p", "main:dir3/file13").stdout == "content 13")
        #expect(try repository.blob(Repository.blobID(of: files["dir0/big"]!)) == files["dir0/big"]!)
        #expect(try repository.writePack(of: objects) == name, "the same objects again: the same pack, left as it is")
        let later = try commit(["dir0/file0": "changed"], parent: packedCommit)
        #expect(repository.objectExists(later))
    }

    @Test("config values round-trip; unified patches of two texts")
    func configAndPatch() throws {
        try repository.setConfig("uistate.archive", "App.savedState")
        #expect(try repository.configString("uistate.archive") == "App.savedState")
        #expect(try repository.configString("uistate.missing") == nil)
        try repository.unsetConfig("uistate.archive")
        #expect(try repository.configString("uistate.archive") == nil)
        let patch = try TextPatch.unified(old: Array("a\nb\nc\n".utf8), new: Array("a\nB\nc\n".utf8), path: "x")
        #expect(patch.contains("-b\n+B\n") && patch.contains("--- a/x"))
        #expect(try TextPatch.unified(old: Array("a\n".utf8), new: Array("a\n".utf8), path: "x").isEmpty)
        let added = try TextPatch.unified(old: nil, new: Array("new\n".utf8), path: "y")
        #expect(added.contains("--- /dev/null") && added.contains("+new"))
    }

    @Test("errors carry libgit2's message")
    func errors() throws {
        #expect {
            _ = try Repository.open(at: directory.appending("absent").path)
        } throws: { error in
            guard let error = error as? GitError else { return false }
            return error.code == .notFound && error.description.contains("absent")
        }
    }
}


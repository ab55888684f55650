import Foundation
import Git
import KeyedArchive
import StateRepository
import SampleApps
import StateRestoration
import TestSupport
import Testing

@Suite("Restore, prune, gc and check in the library")
struct RestoreAndPruneTests {
    let directory: TemporaryDirectory
    let store: SnapshotStore

    init() throws {
        directory = try TemporaryDirectory("restore")
        store = try SnapshotStore.create(in: directory.url, archive: "App.savedState", environment: ["GIT_AUTHOR_NAME": "T", "GIT_COMMITTER_NAME": "T"])
    }

    func commitSteps() throws -> [ObjectID] {
        try SampleApp.steps.map { step in try store.commit(classic: try PreservationWalk.preserve(step.model), message: step.name).id }
    }

    func git(_ arguments: String...) throws -> ProcessResult {
        try ProcessRunner.run("git", ["--git-dir", store.gitDirectory] + arguments)
    }

    @Test("restore writes the committed graph exactly, for every step and the awkward sample; plistlib and Foundation read it")
    func exactRestore() throws {
        var ids = try commitSteps()
        ids.append(try store.commit(classic: try AwkwardSampleApp.snapshot(), message: "awkward").id)
        for (index, id) in ids.enumerated() {
            let target = directory.appending("restored-\(index).savedState")
            let result = try store.restore(id, to: target)
            let back = try SavedStateReader.read(at: target).snapshot
            #expect(back == (try store.classicSnapshot(at: id)), "step \(index)")
            let data = try Data(contentsOf: result.location.archive)
            #expect((try? PropertyListSerialization.propertyList(from: data, format: nil)) != nil)
            let attributes = try FileManager.default.attributesOfItem(atPath: result.location.archive.path)
            #expect(attributes[.posixPermissions] as? Int == 0o600)
        }
        if ProcessRunner.has("python3") {
            let check = try ProcessRunner.run("python3", ["-c", """
                import plistlib, sys
                root = plistlib.load(open(sys.argv[1], "rb"))
                nested = [v for v in root["$objects"] if isinstance(v, bytes) and v.startswith(b"bplist00")]
                for n in nested: plistlib.loads(n)
                print(len(nested))
                """, directory.appending("restored-7.savedState/data.data").path])
            #expect(check.status == 0 && Int(check.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 > 20, "\(check)")
        }
    }

    @Test("committing a restored archive gives back the same tree")
    func commitOfRestore() throws {
        let ids = try commitSteps()
        let target = try store.workingArchive()!
        _ = try store.restore(ids[3], to: target)
        let again = try store.commit(savedStateAt: target, allowEmpty: true).result
        #expect(try store.info(again.id).tree == (try store.info(ids[3]).tree))
    }

    @Test("--only takes those objects and their restoration classes, and keeps everything else")
    func onlySome() throws {
        let ids = try commitSteps()
        let target = try store.workingArchive()!
        _ = try store.restore(ids[4], to: target)
        let result = try store.restore(ids[6], to: target, only: [IdentifierPath("UINavigationController/UINavigationController")])
        let back = try SavedStateReader.read(at: target).snapshot
        let edit = try store.classicSnapshot(at: ids[4]), upgrade = try store.classicSnapshot(at: ids[6])
        #expect(result.restoredObjects == [IdentifierPath("UINavigationController/UINavigationController"), SampleApp.newItemPath])
        #expect(back.object(at: SampleApp.newItemPath) == upgrade.object(at: SampleApp.newItemPath))
        #expect(back.object(at: SampleApp.listPath) == edit.object(at: SampleApp.listPath))
        #expect(back.restorationClassMap[SampleApp.newItemPath] == "BNRDetailViewController")
        #expect(back.appValue("MyAppVersion") == .real32(11), "app-level values stay")
        #expect { _ = try store.restore(ids[6], to: target, only: [IdentifierPath("Nope")]) } throws: { "\($0)".contains("no object 'Nope'") }
    }

    @Test("prune drops stale snapshots, keeps the others' trees, messages and dates; gc then removes their objects")
    func pruneAndGC() throws {
        let ids = try commitSteps()
        let staleOnly = try git("rev-parse", "\(ids[3].hex):UINavigationController/BNRDetailViewController/@object").stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let keptBefore = try store.info(ids[6])
        let result = try store.pruneStale(Staleness(versionKey: try store.versionKey(), current: AppVersion("12.0")))
        #expect(result.dropped.map(\.info.id) == Array(ids[0..<6]) && result.keptCount == 1)
        let tip = try store.resolve("HEAD")
        let kept = try store.info(tip)
        #expect(kept.tree == keptBefore.tree && kept.message == keptBefore.message && kept.author == keptBefore.author && kept.parents.isEmpty)
        #expect(try git("cat-file", "-e", staleOnly).status == 0, "the backup keeps the old history until gc")
        let gc = try store.collectGarbage(gracePeriod: 0)
        #expect(gc.expiredBackups.count == 1)
        #expect(try git("cat-file", "-e", staleOnly).status != 0, "objects only stale snapshots used are gone")
        let fsck = try git("fsck", "--strict")
        #expect(fsck.status == 0 && fsck.stderr.isEmpty, "\(fsck)")
        #expect(try git("count-objects", "-v").stdout.contains("count: 0"))
        #expect(try store.classicSnapshot(at: tip) == (try PreservationWalk.preserve(SampleApp.steps[6].model)))
    }

    @Test("gc without git on PATH packs with libgit2: the same history, nothing loose, git fsck clean; with git it also writes the commit-graph")
    func gcWithoutGit() throws {
        let ids = try commitSteps()
        let withoutGit = try SnapshotStore.open(in: directory.url, environment: ["GIT_AUTHOR_NAME": "T", "GIT_COMMITTER_NAME": "T", "PATH": "/nonexistent"])
        let result = try withoutGit.collectGarbage(gracePeriod: 0)
        #expect(result.pack != nil && result.deletedLooseObjects > 0)
        #expect(!FileManager.default.fileExists(atPath: store.gitDirectory + "objects/info/commit-graph"), "libgit2 writes no commit-graph")
        #expect(try git("count-objects", "-v").stdout.contains("count: 0"))
        #expect(try git("fsck", "--strict").status == 0)
        #expect(try git("rev-list", "HEAD").stdout.split(separator: "\n").map(String.init) == ids.reversed().map(\.hex))
        _ = try store.collectGarbage(gracePeriod: 0)
        #expect(FileManager.default.fileExists(atPath: store.gitDirectory + "objects/info/commit-graph"))
        #expect(try git("fsck", "--strict").status == 0)
    }

    @Test("tags on stale snapshots: refused, deleted or kept as asked; tags on kept snapshots move")
    func tagsAndPrune() throws {
        let ids = try commitSteps()
        try store.createTag("edit", at: ids[3])
        try store.createTag("latest", at: ids[6])
        let staleness = Staleness(versionKey: try store.versionKey(), current: AppVersion("12.0"))
        #expect { _ = try store.pruneStale(staleness) } throws: {
            guard case .tagsOnStaleSnapshots(let tags)? = $0 as? RepositoryError else { return false }
            return tags == ["edit"]
        }
        #expect(try store.resolve("HEAD") == ids[6], "a refused prune changes nothing")
        let kept = try store.pruneStale(staleness, tags: .keep)
        #expect(kept.movedTags == ["latest"])
        #expect(try store.resolve("latest") == kept.newTip)
        #expect(try store.resolve("edit") == ids[3])
        _ = try store.collectGarbage(gracePeriod: 0)
        #expect(try store.classicSnapshot(at: ids[3]) == (try PreservationWalk.preserve(SampleApp.steps[3].model)), "a kept tag keeps its snapshot")
        #expect(try git("fsck", "--strict").status == 0)
    }

    @Test("check: version, staleness, dangling references and the manifest's lookup")
    func check() throws {
        let snapshot = try PreservationWalk.preserve(SampleApp.step(named: "new-item")!.model)
        let current = RestorationCheck.check(snapshot, staleness: Staleness(versionKey: AppVersion.defaultKey, current: AppVersion("11")))
        #expect(current.wouldRestore)
        #expect(!RestorationCheck.check(snapshot, staleness: Staleness(versionKey: AppVersion.defaultKey, current: AppVersion("12.0"))).wouldRestore)
        var broken = snapshot
        broken.objects.removeAll { $0.path == SampleApp.itemStorePath || $0.path == SampleApp.navigationPath }
        let findings = RestorationCheck.check(broken, staleness: nil).findings.map(\.message)
        #expect(findings.contains { $0.contains("refers to 'BNRItemStore', which is not in the archive") })
        #expect(findings.contains { $0.contains("its parent 'UINavigationController' is not preserved") })
        let manifest = AppManifest(
            restorationClasses: ["BNRDetailViewController": .init(creates: nil, createsFor: ["UINavigationController/UINavigationController": "UINavigationController"], declines: nil)],
            createdAtLaunch: [.init(path: "UINavigationController", class: "UINavigationController"),
                              .init(path: "UINavigationController/BNRItemsViewController", class: "UITableViewController"),
                              .init(path: "BNRItemStore", class: "BNRItemStore")])
        let outcomes = RestorationCheck.check(snapshot, staleness: nil, manifest: manifest).outcomes!
        let byPath = Dictionary(uniqueKeysWithValues: outcomes.map { ($0.path, $0) })
        #expect(byPath[SampleApp.navigationPath]?.providedBy == "an object created at launch")
        #expect(byPath[IdentifierPath("UINavigationController/UINavigationController")]?.providedBy == "restoration class BNRDetailViewController")
        #expect(byPath[SampleApp.newItemPath]?.restored == true && byPath[SampleApp.newItemPath]?.stateDropped == false)
        #expect(byPath[SampleApp.listPath]?.stateDropped == true, "a UITableViewController is not a BNRItemsViewController")
        var declining = manifest
        declining.restorationClasses?["BNRDetailViewController"]?.declines = ["UINavigationController/UINavigationController"]
        let declined = Dictionary(uniqueKeysWithValues: RestorationCheck.check(snapshot, staleness: nil, manifest: declining).outcomes!.map { ($0.path, $0) })
        #expect(declined[IdentifierPath("UINavigationController/UINavigationController")]?.reason?.contains("returns nil") == true)
        #expect(declined[SampleApp.newItemPath]?.reason?.contains("is not restored") == true, "children of a skipped object are skipped")
    }
}

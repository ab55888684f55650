import Foundation
import KeyedArchive
import PropertyList
import SampleApps
import StateRestoration
import TestSupport
import Testing

@Suite("UIKit preservation rules and savedState folders")
struct PreservationTests {
    @Test("identifier paths: components, index components, parents, tree order")
    func identifierPaths() {
        let path = IdentifierPath("TabController/:[1]:/NavigationController/:[0]:/List")
        #expect(path.components == ["TabController", ":[1]:", "NavigationController", ":[0]:", "List"])
        #expect(path.identifiers == ["TabController", "NavigationController", "List"])
        #expect(path.parent == IdentifierPath("TabController/:[1]:/NavigationController"))
        #expect(IdentifierPath("Root").parent == nil)
        #expect(IdentifierPath("a//b").components == ["a", "", "b"])
        #expect(IdentifierPath("a/\u{301}b").components == ["a", "\u{301}b"], "a combining mark does not hide a separator")
        #expect(IdentifierPath.isIndexComponent(":[12]:"))
        #expect(!IdentifierPath.isIndexComponent(":[x]:") && !IdentifierPath.isIndexComponent(":[]:"))
        let sorted = [IdentifierPath("b"), IdentifierPath("a/c"), IdentifierPath("a"), IdentifierPath("a b")].sorted()
        #expect(sorted.map(\.rawValue) == ["a", "a/c", "a b", "b"])
        #expect(IdentifierPath("a").contains(IdentifierPath("a/b")) && !IdentifierPath("a").contains(IdentifierPath("ab")))
    }

    @Test("controllers without an identifier are skipped with their children and presented controllers")
    func skippedSubtrees() throws {
        let hidden = ViewControllerModel(
            "Hidden", identifier: nil, container: .indexed,
            children: [ViewControllerModel("Child", identifier: "Child")],
            presented: [ViewControllerModel("Modal", identifier: "Modal")])
        let root = ViewControllerModel("Root", identifier: "Root", container: .indexed, children: [
            hidden, ViewControllerModel("Visible", identifier: "Visible"),
        ])
        let snapshot = try PreservationWalk.preserve(AppModel(windows: [root]))
        #expect(snapshot.objects.map(\.path.rawValue) == ["Root", "Root/:[1]:/Visible"])
        #expect(snapshot.object(at: IdentifierPath("Root"))?.references == [IdentifierPath("Root/:[1]:/Visible")])
    }

    @Test("navigation stacks get no index components; indexed containers do; duplicates are an error")
    func paths() throws {
        let nav = ViewControllerModel("UINavigationController", identifier: "Nav", container: .navigation, children: [
            ViewControllerModel("A", identifier: "A"), ViewControllerModel("B", identifier: "B"),
        ])
        let snapshot = try PreservationWalk.preserve(AppModel(windows: [nav]))
        #expect(snapshot.objects.map(\.path.rawValue) == ["Nav", "Nav/A", "Nav/B"])
        let twins = ViewControllerModel("C", identifier: "C", container: .navigation, children: [
            ViewControllerModel("A", identifier: "Same"), ViewControllerModel("B", identifier: "Same"),
        ])
        #expect(throws: PreservationError.duplicatePath(IdentifierPath("C/Same"))) {
            try PreservationWalk.preserve(AppModel(windows: [twins]))
        }
    }

    @Test("the item-list demo has the documented paths, keys and types at each step")
    func sampleSteps() throws {
        func snapshot(_ name: String) throws -> Snapshot { try PreservationWalk.preserve(SampleApp.step(named: name)!.model) }
        let launch = try snapshot("launch")
        #expect(launch.objects.map(\.path) == [SampleApp.itemStorePath, SampleApp.navigationPath, SampleApp.listPath])
        #expect(launch.appValue("MyAppVersion") == .real32(11))
        #expect(launch.bundleVersion == "11.0" && launch.idiom == 0 && launch.majorVersion == 2 && launch.minorVersion == 1)
        let open = try snapshot("open-item")
        #expect(open.object(at: SampleApp.detailPath)?.path.components.count == 2)
        #expect(open.restorationClassMap[SampleApp.detailPath] == "BNRDetailViewController")
        #expect(open.object(at: SampleApp.detailPath)?.references == [SampleApp.itemStorePath])
        let edit = try snapshot("edit-text")
        let detail = try #require(edit.object(at: SampleApp.detailPath))
        #expect(detail.archive.top("EditField") == .inline(.integer(1)))
        #expect(detail.archive.top("EditedText") == .stored(.string("Rusty bike (needs oil")))
        #expect(edit.firstResponders == [SampleApp.detailPath])
        let newItem = try snapshot("new-item")
        #expect(newItem.object(at: SampleApp.newItemPath)?.path.components.count == 3)
        let upgrade = try snapshot("upgrade")
        #expect(upgrade.appValue("MyAppVersion") == .real32(12) && upgrade.bundleVersion == "12.0")
    }

    @Test("write -> read of a savedState folder gives the same snapshot, and plistlib reads data.data")
    func folderRoundTrip() throws {
        let directory = try TemporaryDirectory()
        for step in SampleApp.steps {
            let snapshot = try PreservationWalk.preserve(step.model)
            let folder = directory.appending("\(step.name).savedState")
            try SavedStateWriter.write(snapshot, to: folder)
            #expect(try SavedStateReader.read(at: folder).snapshot == snapshot, "\(step.name)")
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("data.data").path)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
        }
        let awkward = try AwkwardSampleApp.snapshot()
        try SavedStateWriter.write(awkward, to: directory.appending("awkward.savedState"))
        #expect(try SavedStateReader.read(at: directory.appending("awkward.savedState")).snapshot == awkward)
        if ProcessRunner.has("python3") {
            let result = try ProcessRunner.run("python3", ["-c", "import plistlib,sys; d=plistlib.load(open(sys.argv[1],'rb')); print(len(d['$top']))",
                                                           directory.appending("awkward.savedState/data.data").path])
            #expect(result.status == 0 && Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) == awkward.app.top.count + awkward.objects.count)
        }
    }

    @Test("bad input: not UIKit, malformed object archives declared by UIKit, missing files")
    func badInput() throws {
        let directory = try TemporaryDirectory()
        let plain = KeyedArchiveWriter.write(KeyedArchive(top: [ArchiveField("root", .stored(.string("x")))], objects: []))
        #expect {
            _ = try SavedStateReader.snapshot(archive: plain, restorationInfo: nil, path: "x")
        } throws: { "\($0)".contains("not a UIKit state restoration archive") }
        var snapshot = try PreservationWalk.preserve(SampleApp.steps[0].model)
        var root = snapshot.rootArchive
        root.top = root.top.map { $0.key == SampleApp.navigationPath.rawValue ? ArchiveField($0.key, .stored(.data(Array("bplist00 broken".utf8)))) : $0 }
        #expect {
            _ = try SavedStateReader.snapshot(archive: KeyedArchiveWriter.write(root), restorationInfo: nil, path: "x")
        } throws: { "\($0)".contains("the archive of object 'UINavigationController' is malformed") }
        #expect(throws: SavedStateError.self) { try SavedStateReader.read(at: directory.appending("missing")) }
        snapshot.restorationInfo = nil
        let file = directory.appending("file")
        try Data("x".utf8).write(to: file)
        #expect { try SavedStateWriter.write(snapshot, to: file) } throws: { "\($0)".contains("it is a file") }
    }

    @Test("the large sample has the requested number of objects, and variants change ten")
    func largeSample() throws {
        let base = try PreservationWalk.preserve(LargeSampleApp.model(objects: 1000))
        let variant = try PreservationWalk.preserve(LargeSampleApp.model(objects: 1000, variant: 1))
        #expect(base.objects.count == 1000 && variant.objects.count == 1000)
        let changed = zip(base.objects, variant.objects).filter { $0.0 != $0.1 }
        #expect(changed.count == 10)
    }
}

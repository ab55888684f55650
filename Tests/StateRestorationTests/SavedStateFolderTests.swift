import Foundation
import KeyedArchive
import PropertyList
import SampleApps
import StateRestoration
import TestSupport
import Testing

@Suite("Whole savedState folders")
struct SavedStateFolderTests {
    @Test("every notes step writes and reads back equal, with the classic archive when there is one")
    func roundTrip() throws {
        for step in SceneSampleApp.steps {
            let folder = try TemporaryDirectory("folder")
            let state = try SceneSampleApp.savedState(step)
            let url = folder.appending("Notes.savedState")
            try SavedStateFolderWriter.write(state, to: url)
            let back = try SavedStateFolderReader.read(at: url).state
            #expect(back == state, "\(step.name)")
            #expect((back.classic != nil) == step.keepsClassicArchive)
        }
    }

    @Test("a session's data.data is told by content: an activity, or a classic archive")
    func sessionData() throws {
        let classic = try PreservationWalk.preserve(SampleApp.steps[2].model)
        guard case .classic(let snapshot, _) = try SceneCoding.sessionData(SavedStateWriter.archiveBytes(classic), restorationInfo: nil, path: "x") else {
            Issue.record("a classic archive taken for an activity")
            return
        }
        #expect(snapshot.objects.map(\.path) == classic.objects.map(\.path))
        let activity = BinaryPropertyListWriter.write(.dictionary([PropertyListEntry(SceneKeys.activityType, .string("com.example.browse"))]))
        guard case .activity(let decoded) = try SceneCoding.sessionData(activity, restorationInfo: nil, path: "x") else {
            Issue.record("an activity taken for a classic archive")
            return
        }
        #expect(decoded.type == "com.example.browse" && decoded.userInfo == nil)
    }

    @Test("writing replaces the folder whole: files the state lacks are gone, nothing outside is touched")
    func replacesWhole() throws {
        let folder = try TemporaryDirectory("folder")
        let url = folder.appending("App.savedState")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("stale-session"), withIntermediateDirectories: true)
        try Data([1]).write(to: url.appendingPathComponent("stale-session/data.data"))
        try Data([2]).write(to: folder.appending("beside"))
        let state = SavedState(classic: nil, sceneIndexFolder: "KnownSceneSessions", sessions: [], files: [SavedFile(path: "a/b.bin", bytes: [9, 9])])
        try SavedStateFolderWriter.write(state, to: url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() == ["KnownSceneSessions", "a"])
        #expect(try Data(contentsOf: url.appendingPathComponent("a/b.bin")) == Data([9, 9]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["App.savedState", "beside"])
    }

    @Test("a folder with neither a classic archive nor scenes is no saved state")
    func emptyFolder() throws {
        let folder = try TemporaryDirectory("folder")
        try Data([1]).write(to: folder.appending("notes.txt"))
        #expect(throws: SavedStateError.self) { try SavedStateFolderReader.read(at: folder.url) }
    }

    @Test("a session diff names the changed userInfo key inside the JSON, and nothing else")
    func sessionDiff() throws {
        let steps = SceneSampleApp.steps
        let draft = try SceneSampleApp.savedState(steps[2]).session("A0B1C2D3-E4F5-4061-8273-94A5B6C7D8E9")
        let closed = try SceneSampleApp.savedState(steps[3]).session("A0B1C2D3-E4F5-4061-8273-94A5B6C7D8E9")
        let diff = try #require(SessionDiff.compare(identifier: "A0B1C2D3-E4F5-4061-8273-94A5B6C7D8E9", old: draft, new: closed))
        #expect(diff.status == .modified && diff.changes.map(\.path) == [["userInfo", "draft", "pinned"]])
        #expect(SessionDiff.compare(identifier: "x", old: draft, new: draft) == nil)
        #expect(SessionDiff.compare(identifier: "x", old: nil, new: draft)?.status == .added)
    }
}

import Foundation
import Git
import SampleApps
import StatePrivacy
import StateRestoration
@testable import StateRepository
import TestSupport
import Testing

/// The scan cache (`uistate-scan-cache`): a scan it answers reads only what is new, and says
/// exactly what a scan without it says. `ScanResult.files` counts the files read and searched.
@Suite("Scanning history through the scan cache")
struct ScanCacheTests {
    let directory: TemporaryDirectory
    let store: SnapshotStore
    let folder: URL

    init() throws {
        directory = try TemporaryDirectory()
        store = try SnapshotStore.create(in: directory.appending("repo"))
        folder = directory.appending("App.savedState")
        for step in SampleApp.steps.prefix(3) { try commit(step) }
        try SavedStateFolderWriter.write(try SecretSampleApp.savedState(), to: folder)
        _ = try store.commit(savedStateAt: folder)
    }

    func commit(_ step: SampleApp.Step) throws {
        try SavedStateWriter.write(try PreservationWalk.preserve(step.model), to: folder)
        _ = try store.commit(savedStateAt: folder)
    }

    func history(_ policy: PrivacyPolicy = PrivacyPolicy()) throws -> ScanResult {
        try store.scan(snapshots: [], history: true, policy: policy)
    }

    /// The same scan with no cache to help, which leaves none behind.
    func cold(_ policy: PrivacyPolicy = PrivacyPolicy()) throws -> ScanResult {
        try FileManager.default.removeItem(atPath: store.gitDirectory + ScanCache.file.name)
        defer { try? FileManager.default.removeItem(atPath: store.gitDirectory + ScanCache.file.name) }
        return try history(policy)
    }

    @Test("a second scan reads nothing; after one more snapshot it reads only that snapshot's changed files; findings as without the cache")
    func reuse() throws {
        let first = try history()
        #expect(first.files > 0 && !first.findings.isEmpty && first.snapshots == 4)
        let again = try history()
        #expect(again.files == 0, "nothing new to read")
        #expect(Set(again.findings) == Set(first.findings) && again.snapshots == first.snapshots)

        try commit(SampleApp.steps[3])
        let next = try history()
        let reference = try cold()
        #expect(next.snapshots == 5 && reference.snapshots == 5)
        #expect(Set(next.findings) == Set(reference.findings))
        #expect(next.files > 0 && next.files < reference.files, "read \(next.files) of \(reference.files)")
    }

    @Test("other rules drop the cache: an ignored rule's findings go, and come back with the rule")
    func rulesChange() throws {
        let all = try history()
        let rule = try #require(all.findings.first?.finding.rule)
        let ignoring = try PrivacyPolicy(rules: "ignore rule \(rule.id)\n")
        let without = try history(ignoring)
        #expect(!without.findings.contains { $0.finding.rule == rule } && !without.findings.isEmpty)
        #expect(without.files == (try cold(ignoring)).files, "read whole again under new rules")
        _ = try history(ignoring)
        let back = try history()
        #expect(Set(back.findings) == Set(all.findings))
        #expect(back.files == all.files)
    }

    @Test("a damaged cache is ignored: the scan reads everything and finds what a cold scan finds")
    func damaged() throws {
        let first = try history()
        let path = store.gitDirectory + ScanCache.file.name
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes[bytes.count - 5] ^= 0x5A
        try bytes.write(to: URL(fileURLWithPath: path))
        let again = try history()
        #expect(again.files == first.files)
        #expect(Set(again.findings) == Set(first.findings))
    }
}

import Foundation
import KeyedArchive
import PropertyList
import SampleApps
import StateRestoration
import TestSupport
import Testing

/// Issue 55's measure through the whole tool: a state holding every value of the fresh
/// private set (`PrivateStateValues`) in every place the set names, recorded with `commit
/// --redact` and handed over with `restore --to`: what is left of each value is looked for in
/// what comes back and in every object of the repository.
@Suite("privacy: a fresh set of private values through scan, commit --redact and restore (issue 55)")
struct MeasuredValuesCommandTests {
    /// The profile screen's fields: each value under its key, in a JSON document kept as data,
    /// in a sentence; and the place each field holds.
    static func fields() -> [(field: ArchiveField, value: PrivateStateValues.Value)] {
        var out: [(ArchiveField, PrivateStateValues.Value)] = []
        for (index, value) in PrivateStateValues.values.enumerated() {
            for placement in value.placements {
                switch placement {
                case .archive: out.append((ArchiveField(value.key, .stored(.string(value.value))), value))
                case .sentence: out.append((ArchiveField("details\(index)", .stored(.string(PrivateStateValues.sentence(value.value)))), value))
                case .json:
                    let json = try! JSONSerialization.data(withJSONObject: [value.key: value.value], options: [.withoutEscapingSlashes])
                    out.append((ArchiveField("draftData\(index)", .stored(.data(Array(json)))), value))
                }
            }
        }
        return out
    }

    /// The texts a field's value holds, a JSON document decoded.
    static func texts(_ value: ArchiveValue?) -> String {
        switch value {
        case .stored(.string(let text))?, .inline(.string(let text))?: return text
        case .stored(.data(let bytes))?, .inline(.data(let bytes))?:
            let decoded = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
            return String(decoding: bytes, as: UTF8.self) + "\n" + (decoded.map { $0.keys.joined(separator: "\n") + "\n" + $0.values.compactMap { $0 as? String }.joined(separator: "\n") } ?? "")
        default: return ""
        }
    }

    @Test("scan finds every value of a claimed kind; after commit --redact and restore none of them is left, and at most 10% of all")
    func measured() throws {
        let workspace = try Workspace()
        var snapshot = try PreservationWalk.preserve(AppModel(windows: [ViewControllerModel("ProfileViewController", identifier: "Profile")], bundleVersion: "1"))
        let index = try #require(snapshot.objects.firstIndex { $0.path.rawValue == "Profile" })
        let fields = Self.fields()
        snapshot.objects[index].archive = KeyedArchive(top: snapshot.objects[index].archive.top + fields.map(\.field), objects: snapshot.objects[index].archive.objects)
        try workspace.uistate("init", "--archive", "P.savedState", "-q").succeeded()
        try SavedStateWriter.write(snapshot, to: workspace.url.appendingPathComponent("P.savedState"))

        let scan = try workspace.uistate("scan", "--archive", "P.savedState", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any])
        let found = Set(try #require(document["findings"] as? [[String: Any]]).compactMap { ($0["keyPath"] as? [String])?.first })
        let missed = fields.filter { $0.value.claimed && !found.contains($0.field.key) }
        #expect(missed.isEmpty, "not found: \(missed.map { "\($0.value.kind) \($0.field.key)" })")

        try workspace.uistate("commit", "--redact", "-q", "-m", "profile").succeeded()
        try workspace.uistate("restore", "HEAD", "--to", "Back.savedState", "-q").succeeded()
        let back = try SavedStateFolderReader.read(at: workspace.url.appendingPathComponent("Back.savedState")).state
        let archive = try #require(back.classic?.objects.first { $0.path.rawValue == "Profile" }?.archive)
        var stored: [String] = []
        for (field, value) in fields where value.needles.contains(where: { Self.texts(archive.top(field.key)).contains($0) }) {
            stored.append("\(value.kind) \(field.key)")
        }
        // Every object of the repository, as bytes: no ASCII needle of a claimed kind either.
        let objects = try workspace.git("cat-file", "--batch-all-objects", "--batch").stdout
        let raw = PrivateStateValues.values.filter { $0.claimed }.flatMap(\.needles).filter { $0.count >= 8 && $0.utf8.allSatisfy { $0 < 0x80 } && objects.contains($0) }
        #expect(raw.isEmpty, "in the repository: \(raw)")
        #expect(!stored.contains { !$0.hasPrefix("miss:") }, "a claimed kind left: \(stored)")
        #expect(stored.count * 10 <= fields.count, "\(stored.count) of \(fields.count) places left: \(stored)")
        try #require(try workspace.git("fsck", "--strict").status == 0)
    }
}

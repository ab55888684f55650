import KeyedArchive
import PropertyBased
import StateRestoration
import TestSupport
import Testing
import PropertyList

@Suite("Semantic comparison of archives")
struct ArchiveDiffTests {
    @Test("re-encodings compare equal; a changed field shows exactly once")
    func basics() throws {
        let archive = KeyedArchive(top: [
            ArchiveField("float", .inline(.real32(1))), ArchiveField("nan", .inline(.real64(.nan))),
            ArchiveField("list", .object(ArchiveObjectID(0))),
        ], objects: [ArchiveObject(ArchiveClass("NSArray", "NSObject"), [ArchiveField("NS.objects", .array([.stored(.string("a"))]))])])
        #expect(ArchiveDiff.changes(from: archive, to: archive).isEmpty, "NaN equals itself")
        var changed = archive
        changed.top[0] = ArchiveField("float", .inline(.real64(1)))
        let changes = ArchiveDiff.changes(from: archive, to: changed)
        #expect(changes.count == 1 && changes[0].path == ["float"] && changes[0].old?.type == "real32" && changes[0].new?.type == "real64")
        var stored = archive
        stored.top[0] = ArchiveField("float", .stored(.real32(1)))
        #expect(ArchiveDiff.changes(from: archive, to: stored).first?.new?.type == "NSNumber real32", "inline vs stored is a change")
    }

    @Test("comparing only the differing root fields gives the same changes as comparing everything")
    func fieldBlocks() async {
        await propertyCheck(count: 150, input: RandomArchive.generator(nesting: 1)) { archive in
            var rng = SplitMix(seed: UInt64(archive.top.count * 31 + archive.objects.count))
            var other = archive
            if !other.top.isEmpty {
                let index = Int.random(in: 0..<other.top.count, using: &rng)
                other.top[index].value = .inline(.string("changed"))
            }
            other.top.append(ArchiveField("zzz-added", .inline(.bool(true))))
            other = KeyedArchive(archiver: other.archiver, version: other.version, top: other.top, objects: other.objects)
            let full = ArchiveDiff.changes(from: archive, to: other)
            let partial: (old: KeyedArchive, new: KeyedArchive)
            do {
                partial = try CanonicalTextComparison.differingFields(old: CanonicalTextWriter.text(archive), new: CanonicalTextWriter.text(other))
            } catch {
                Issue.record("the texts did not parse: \(error)\n\(CanonicalTextWriter.text(other))")
                return
            }
            // Which appearance of a shared object is expanded depends on the keys around it, so
            // values compare as the diff compares them (an expanded object equals its `seen`).
            let fromParts = ArchiveDiff.changes(from: partial.old, to: partial.new)
            #expect(fromParts.count == full.count && zip(fromParts, full).allSatisfy(Self.sameChange),
                    "\(fromParts.map(Self.withoutObjectNumbers)) != \(full.map(Self.withoutObjectNumbers))")
        }
    }

    static func sameChange(_ a: KeyChange, _ b: KeyChange) -> Bool {
        func same(_ x: DiffValue?, _ y: DiffValue?) -> Bool {
            switch (x, y) {
            case (nil, nil): true
            case (let x?, let y?): x.type == y.type && ArchiveDiff.same(x.value, y.value)
            default: false
            }
        }
        return a.path == b.path && a.kind == b.kind && same(a.old, b.old) && same(a.new, b.new)
    }

    /// `seen` carries an object's number in its own archive, which means nothing across archives.
    static func withoutObjectNumbers(_ change: KeyChange) -> KeyChange {
        func strip(_ value: FoundationValue) -> FoundationValue {
            switch value {
            case .seen(let name, _): .seen(className: name, id: ArchiveObjectID(0))
            case .array(let items): .array(items.map(strip))
            case .set(let items): .set(items.map(strip))
            case .orderedSet(let items): .orderedSet(items.map(strip))
            case .dictionary(let entries): .dictionary(entries.map { FoundationEntry(strip($0.key), strip($0.value)) })
            case .archive(let fields): .archive(fields.map { FoundationField($0.key, strip($0.value)) })
            case .object(let name, let fields): .object(className: name, fields: fields.map { FoundationField($0.key, strip($0.value)) })
            default: value
            }
        }
        var copy = change
        copy.old = change.old.map { DiffValue(value: strip($0.value), type: $0.type) }
        copy.new = change.new.map { DiffValue(value: strip($0.value), type: $0.type) }
        return copy
    }
}

import KeyedArchive
import PropertyBased
import PropertyList
import StateRestoration
import TestSupport
import Testing

@Suite("Arrays aligned as git aligns lines")
struct ArrayAlignmentTests {
    /// An archive whose root key `list` is an NSArray of strings (or of references).
    static func archive(_ items: [String], references: Bool = false) -> KeyedArchive {
        let values: [ArchiveValue] = items.indices.map { .object(ArchiveObjectID($0 + 1)) }
        var objects = [ArchiveObject(ArchiveClass("NSArray", "NSObject"), [ArchiveField("NS.objects", .array(values))])]
        for item in items {
            objects.append(references
                ? ArchiveObject(ArchiveClass("_UIObjectIdentifierPathProxy", "NSObject"), [ArchiveField("kObjectIdentifierPathProxyIdentifierPathKey", .stored(.string(item)))])
                : ArchiveObject(ArchiveClass("Line", "NSObject"), [ArchiveField("text", .stored(.string(item)))]))
        }
        return KeyedArchive(top: [ArchiveField("list", .object(ArchiveObjectID(0)))], objects: objects)
    }

    @Test("one element inserted at the front of 200 is one addition, at index 0")
    func insertedAtFront() {
        let lines = (0..<200).map { "line \($0)" }
        let changes = ArchiveDiff.changes(from: Self.archive(lines), to: Self.archive(["new"] + lines))
        #expect(changes.count == 1)
        #expect(changes.first?.kind == .added && changes.first?.path == ["list", "[0]"])
        #expect(changes.first?.elements == [ElementIndex(old: nil, new: 0)])
    }

    @Test("a changed element in a long array is one change with both indexes; moved ones say so")
    func changedElement() {
        let lines = (0..<50).map { "line \($0)" }
        var edited = lines
        edited[10] = "edited"
        edited.insert("inserted", at: 0)
        let changes = ArchiveDiff.changes(from: Self.archive(lines), to: Self.archive(edited))
        #expect(changes.map(\.kind) == [.added, .changed])
        let change = changes[1]
        #expect(change.path == ["list", "[10→11]", "text"])
        #expect(change.elements == [ElementIndex(old: 10, new: 11)])
    }

    @Test("a navigation stack popped to its root and pushed again: the controllers removed and added, never 'changed'")
    func navigationStack() {
        let old = Self.archive(["Nav/Root", "Nav/:[1]:/Detail", "Nav/:[2]:/Editor"], references: true)
        let new = Self.archive(["Nav/Root", "Nav/:[1]:/Settings"], references: true)
        let changes = ArchiveDiff.changes(from: old, to: new)
        #expect(changes.filter { $0.kind == .changed }.isEmpty)
        #expect(changes.filter { $0.kind == .removed }.count == 2)
        #expect(changes.filter { $0.kind == .added }.count == 1)
        #expect(changes.contains { $0.kind == .added && $0.new?.value == .objectReference(path: "Nav/:[1]:/Settings") })
    }

    @Test("past the bound, arrays are compared by position and each change says so")
    func positionalFallback() {
        let count = ArchiveDiff.maxAlignedEdits + 10
        let old = (0..<count).map { "a\($0)" }
        let new = (0..<count).map { "b\($0)" }
        let changes = ArchiveDiff.changes(from: Self.archive(old), to: Self.archive(new))
        #expect(changes.count == count)
        #expect(changes.allSatisfy { $0.elements.count == 1 && !$0.elements[0].aligned })
    }

    @Test("the edit script is a shortest one and replays the old array into the new (random arrays)")
    func editScriptReplays() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...5).array(of: 0...40), Gen.int(in: 0...5).array(of: 0...40)) { old, new in
            guard let steps = SequenceAlignment.align(oldCount: old.count, newCount: new.count, maxEdits: 1_000, equal: { old[$0] == new[$1] }) else {
                Issue.record("no alignment within the bound")
                return
            }
            var rebuilt: [Int] = []
            var oldNext = 0, newNext = 0, edits = 0
            for step in steps {
                switch step {
                case .same(let x, let y):
                    #expect(x == oldNext && y == newNext && old[x] == new[y])
                    rebuilt.append(old[x])
                    oldNext += 1
                    newNext += 1
                case .removed(let x):
                    #expect(x == oldNext)
                    oldNext += 1
                    edits += 1
                case .added(let y):
                    #expect(y == newNext)
                    rebuilt.append(new[y])
                    newNext += 1
                    edits += 1
                }
            }
            #expect(rebuilt == new && oldNext == old.count)
            // Shortest: the edits are exactly what the longest common subsequence leaves.
            #expect(edits == old.count + new.count - 2 * Self.lcsLength(old, new))
        }
    }

    static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

import AppProject
import Foundation
import Testing

/// Edits as data: range edits gathered per file (overlaps refused), and a file edited step by
/// step kept as range edits of the file as read.
@Suite("Text edits")
struct TextEditTests {
    @Test("gathered against the same bytes: sorted, a repeat kept once, insertions at one place in their order; an overlap or a range outside the file refused")
    func gathering() throws {
        let bytes = Array("0123456789".utf8)
        let edits: [TextEdit] = [.insertion("b", at: 5), .deletion(7..<9), .insertion("a", at: 5), TextEdit(5..<6, Array("X".utf8)), .deletion(7..<9)]
        #expect(String(decoding: try TextEdit.apply(edits, to: bytes), as: UTF8.self) == "01234baX69")
        #expect(throws: EditConflict.self) { try TextEdit.apply([TextEdit(2..<5, []), .insertion("x", at: 3)], to: bytes) }
        #expect(throws: EditConflict.self) { try TextEdit.apply([TextEdit(2..<5, []), TextEdit(4..<6, [0x41])], to: bytes) }
        #expect(throws: EditConflict.self) { try TextEdit.apply([.insertion("x", at: 11)], to: bytes) }
        #expect(try TextEdit.apply([TextEdit(2..<5, []), .insertion("x", at: 5)], to: bytes) == Array("01x56789".utf8), "touching is not overlapping")
        let conflict = #expect(throws: EditConflict.self) { try FileEdit(path: "App/Info.plist", before: bytes, edits: [TextEdit(1..<4, []), TextEdit(3..<5, [])]) }
        #expect(conflict?.description == "App/Info.plist: two edits overlap (bytes 1..<4 and 3..<5); neither is made")
    }

    @Test("a file edited step by step keeps range edits of the bytes as read that give the same text, none touching another (2,000 random sequences)")
    func stepByStep() throws {
        var random = SplitMix(seed: 51)
        for _ in 0..<2_000 {
            let original = (0..<Int(random.next() % 40)).map { _ in UInt8(0x61 + random.next() % 26) }
            var text = EditedText(original)
            var naive = original
            for _ in 0..<Int(1 + random.next() % 6) {
                let lower = Int(random.next() % UInt64(naive.count + 1))
                let upper = lower + Int(random.next() % UInt64(naive.count - lower + 1))
                let replacement = (0..<Int(random.next() % 4)).map { _ in UInt8(0x41 + random.next() % 26) }
                text.replace(lower..<upper, with: replacement)
                naive.replaceSubrange(lower..<upper, with: replacement)
            }
            #expect(text.bytes == naive)
            #expect(try TextEdit.apply(text.edits, to: original) == naive, "\(original) → \(text.edits)")
            for (a, b) in zip(text.edits, text.edits.dropFirst()) { #expect(a.range.upperBound < b.range.lowerBound, "\(text.edits)") }
            #expect(!text.edits.contains { Array(original[$0.range]) == $0.replacement }, "no edit that changes nothing")
        }
    }

    @Test("another editor's edits made on top; a whole new text kept as the one edit between the common start and end; a file edit from two versions")
    func onTop() throws {
        var text = EditedText(Array("<dict>\n</dict>\n".utf8))
        text.insert("\t<key>A</key>\n", at: 7)
        try text.apply([.insertion("<!-- c -->\n", at: 0), .insertion("\t<key>B</key>\n", at: text.bytes.count - 8)])
        #expect(String(decoding: text.bytes, as: UTF8.self) == "<!-- c -->\n<dict>\n\t<key>A</key>\n\t<key>B</key>\n</dict>\n")
        #expect(text.edits == [.insertion("<!-- c -->\n", at: 0), .insertion("\t<key>A</key>\n\t<key>B</key>\n", at: 7)])
        var whole = EditedText(Array("let a = 1\nlet b = 2\n".utf8))
        whole.replaceAll(with: Array("let a = 1\nlet b = 3\n".utf8))
        #expect(whole.edits == [TextEdit(18..<19, Array("3".utf8))])
        let edit = FileEdit(path: "a.swift", before: Array("abc".utf8), after: Array("abXc".utf8))
        #expect(edit.edits == [.insertion("X", at: 2)] && edit.after == Array("abXc".utf8) && !edit.isNew)
        #expect(FileEdit(path: "n.swift", newContent: [1]).isNew)
    }
}

/// A small seeded generator: the same sequences on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

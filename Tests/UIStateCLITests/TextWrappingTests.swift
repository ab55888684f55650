import Testing
@testable import UIStateCLI

@Suite("Long lines of text output, wrapped")
struct TextWrappingTests {
    @Test("a line keeps its own indentation, later lines get the hanging one, no line runs past the width")
    func indentation() {
        let lines = TextWrapping.wrap("  - " + String(repeating: "word ", count: 12), width: 20, indent: "    ")
        #expect(lines.first?.hasPrefix("  - word") == true, "\(lines)")
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    word") }, "\(lines)")
        #expect(lines.allSatisfy { $0.count <= 20 }, "\(lines)")
        #expect(lines.joined(separator: " ").split(separator: " ").count == 13)
    }

    @Test("characters are counted, not bytes: an accented word fits where its bytes would not")
    func characters() {
        #expect(TextWrapping.wrap("café café", width: 9, indent: "") == ["café café"])
        #expect(TextWrapping.wrap("a  b", width: 10, indent: "") == ["a b"])
    }

    @Test("a word longer than the width stays whole on its own line")
    func longWord() {
        let long = String(repeating: "x", count: 30)
        #expect(TextWrapping.wrap("a \(long) b", width: 10, indent: "") == ["a", long, "b"])
    }
}

import PropertyList
import StateRestoration
import TestSupport
import Testing

@Suite("Identifier paths")
struct IdentifierPathTests {
    /// The one-pass byte comparison must order exactly as comparing component by component,
    /// which is what the tree layout and every sorted listing rely on.
    @Test("tree order is component order, for separators, prefixes, NUL and non-ASCII")
    func treeOrder() {
        let pieces = ["a", "b", "a!", "a/b", "/", "", "\u{0}", "é", "e\u{301}", ":[1]:", "Nav", "Nav/", "Z", "~"]
        var rng = SplitMix(seed: 21)
        var paths: [IdentifierPath] = pieces.map(IdentifierPath.init)
        for _ in 0..<400 {
            let count = Int.random(in: 1...4, using: &rng)
            paths.append(IdentifierPath((0..<count).map { _ in pieces.randomElement(using: &rng)! }.joined()))
        }
        func reference(_ a: IdentifierPath, _ b: IdentifierPath) -> Bool {
            a.components.lexicographicallyPrecedes(b.components) { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        }
        var disagreements = 0
        for a in paths {
            for b in paths where (a < b) != reference(a, b) { disagreements += 1 }
        }
        #expect(disagreements == 0)
        #expect(IdentifierPath("a") < IdentifierPath("a/b"))
        #expect(IdentifierPath("a/b") < IdentifierPath("a!"))
        #expect(!(IdentifierPath("é") == IdentifierPath("e\u{301}")))
        // Order keys sort as `<` does; a path holding a 0 byte has none.
        let keyed = paths.filter { $0.orderKey != nil }
        #expect(keyed.count == paths.filter { !$0.rawValue.utf8.contains(0) }.count)
        #expect(keyed.sorted { $0.orderKey!.lexicographicallyPrecedes($1.orderKey!) } == keyed.sorted())
        #expect(IdentifierPath("a\u{0}b").orderKey == nil)
    }
}

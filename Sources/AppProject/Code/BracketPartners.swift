/// For each bracket token of a file (`{`, `(`, `[`), the index of its partner, and back: one
/// 32-bit slot per token, so a file of a million tokens costs 4 MB, not a dictionary's 50.
public struct BracketPartners: Sendable {
    private var slots: [Int32]

    init(count: Int) {
        slots = [Int32](repeating: -1, count: count)
    }

    /// The partner of the token at `index`, nil when it has none.
    public subscript(index: Int) -> Int? {
        get {
            guard index >= 0, index < slots.count, slots[index] >= 0 else { return nil }
            return Int(slots[index])
        }
        set {
            guard index >= 0, index < slots.count else { return }
            slots[index] = newValue.map(Int32.init) ?? -1
        }
    }
}

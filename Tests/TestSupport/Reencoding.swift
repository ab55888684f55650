import PropertyList

/// Re-encodings of an archive plist that keep its graph: `$objects` permuted and every string
/// reference given its own copy of the string.
public enum Reencoding {
    /// With `nested`, data holding archives (UIKit's per-object coders) is re-encoded the same way.
    public static func shuffledWithDuplicatedStrings(_ plist: PropertyListValue, seed: UInt64, nested: Bool = false) -> PropertyListValue {
        guard case .array(let objects)? = plist["$objects"], case .dictionary(let root) = plist else { return plist }
        var rng = SplitMix(seed: seed)
        var order = Array(1..<objects.count)
        order.shuffle(using: &rng)
        var newIndex = [0] + Array(repeating: 0, count: objects.count - 1)
        for (position, old) in order.enumerated() { newIndex[old] = position + 1 }
        var result: [PropertyListValue] = [objects[0]] + order.map { objects[$0] }
        func remap(_ value: PropertyListValue) -> PropertyListValue {
            switch value {
            case .uid(let uid) where uid > 0:
                if case .string = objects[Int(uid)] {
                    result.append(objects[Int(uid)])
                    return .uid(UInt64(result.count - 1))
                }
                return .uid(UInt64(newIndex[Int(uid)]))
            case .array(let items): return .array(items.map(remap))
            case .set(let items): return .set(items.map(remap))
            case .dictionary(let entries): return .dictionary(entries.reversed().map { PropertyListEntry($0.key, remap($0.value)) })
            case .data(let bytes) where nested && BinaryPropertyListReader.hasMagic(bytes):
                guard let inner = try? BinaryPropertyListReader.read(bytes), inner["$objects"] != nil else { return value }
                return .data(BinaryPropertyListWriter.write(shuffledWithDuplicatedStrings(inner, seed: seed &+ 1, nested: true)))
            default: return value
            }
        }
        for i in 1..<objects.count { result[i] = remap(result[i]) }
        return .dictionary(root.map { entry in
            switch entry.key {
            case "$objects": PropertyListEntry("$objects", .array(result))
            case "$top": PropertyListEntry("$top", remap(entry.value))
            default: entry
            }
        })
    }
}

/// A small seeded generator for reproducible shuffles.
public struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

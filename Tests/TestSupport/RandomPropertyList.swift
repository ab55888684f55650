import PropertyBased
import PropertyList

/// Random property lists for round-trip properties. `portable` leaves out what other readers
/// cannot represent (sets and null for plistlib, which also has no 4-byte reals or UIDs beyond
/// 32 bits worth checking), so the same generator serves the cross-checks.
public enum RandomPropertyList {
    public static func generator(portable: Bool = false, maxDepth: Int = 4) -> Generator<PropertyListValue, Shrink.None<PropertyListValue>> {
        Generator { rng in value(using: &rng, depth: 0, maxDepth: maxDepth, portable: portable) }
    }

    public static func value(using rng: inout any SeededRandomNumberGenerator, depth: Int, maxDepth: Int, portable: Bool) -> PropertyListValue {
        let containers = depth < maxDepth
        switch Int.random(in: 0..<(containers ? 14 : 10), using: &rng) {
        case 0: return .bool(Bool.random(using: &rng))
        case 1: return .integer(integer(using: &rng))
        case 2: return portable ? .real64(Double(Float.random(in: -1e6...1e6, using: &rng))) : .real32(float(using: &rng))
        case 3: return .real64(double(using: &rng))
        case 4: return .date(Double(Int32.random(in: Int32.min...Int32.max, using: &rng)))
        case 5: return .data((0..<Int.random(in: 0...40, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) })
        case 6, 7: return .string(string(using: &rng))
        case 8: return .uid(UInt64.random(in: 0...(portable ? UInt64(UInt32.max) : UInt64.max), using: &rng))
        case 9: return portable ? .string("") : .null
        case 10, 11:
            return .array((0..<Int.random(in: 0...7, using: &rng)).map { _ in
                value(using: &rng, depth: depth + 1, maxDepth: maxDepth, portable: portable)
            })
        case 12 where !portable:
            return .set((0..<Int.random(in: 0...5, using: &rng)).map { _ in
                value(using: &rng, depth: depth + 1, maxDepth: maxDepth, portable: portable)
            })
        default:
            var keys = Set<[UInt8]>()
            var entries: [PropertyListEntry] = []
            for _ in 0..<Int.random(in: 0...7, using: &rng) {
                let key = string(using: &rng)
                guard keys.insert(Array(key.utf8)).inserted else { continue }
                entries.append(PropertyListEntry(key, value(using: &rng, depth: depth + 1, maxDepth: maxDepth, portable: portable)))
            }
            return .dictionary(entries)
        }
    }

    public static func integer(using rng: inout any SeededRandomNumberGenerator) -> Int128 {
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return Int128(UInt8.random(in: 0...255, using: &rng))
        case 1: return Int128(UInt16.random(in: 0...UInt16.max, using: &rng))
        case 2: return Int128(UInt32.random(in: 0...UInt32.max, using: &rng))
        case 3: return Int128(Int64.random(in: Int64.min...Int64.max, using: &rng))
        case 4: return Int128(UInt64.random(in: UInt64(Int64.max)...UInt64.max, using: &rng))
        default: return [0, -1, Int128(Int64.min), Int128(Int64.max), Int128(UInt64.max)][Int.random(in: 0..<5, using: &rng)]
        }
    }

    public static func float(using rng: inout any SeededRandomNumberGenerator) -> Float {
        [Float(11.0), 0.1, -0.0, .infinity, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
         Float(bitPattern: UInt32.random(in: 0...UInt32.max, using: &rng))][Int.random(in: 0..<7, using: &rng)]
    }

    public static func double(using rng: inout any SeededRandomNumberGenerator) -> Double {
        [0.5, 1e-300, -0.0, .infinity, 412.0, Double.random(in: -1e9...1e9, using: &rng),
         Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &rng) & 0x7FEF_FFFF_FFFF_FFFF)][Int.random(in: 0..<7, using: &rng)]
    }

    /// ASCII, control characters, NUL, accents, lone combining marks, CJK and astral-plane scalars.
    public static func string(using rng: inout any SeededRandomNumberGenerator) -> String {
        let pools: [ClosedRange<UInt32>] = [0x20...0x7E, 0x00...0x1F, 0xC0...0x17F, 0x300...0x36F, 0x4E00...0x4E50, 0x1F600...0x1F64F]
        var scalars = String.UnicodeScalarView()
        let asciiOnly = Bool.random(using: &rng)
        for _ in 0..<Int.random(in: 0...16, using: &rng) {
            let pool = asciiOnly ? pools[0] : pools[Int.random(in: 0..<pools.count, using: &rng)]
            scalars.append(Unicode.Scalar(UInt32.random(in: pool, using: &rng))!)
        }
        return String(scalars)
    }
}

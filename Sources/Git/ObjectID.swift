import CLibgit2

/// A git object id (SHA-1).
public struct ObjectID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public static let byteCount = 20
    /// The 20 bytes, as three integers for cheap hashing and comparison.
    private let high: UInt64, middle: UInt64, low: UInt32

    init(_ oid: git_oid) {
        var copy = oid
        (high, middle, low) = withUnsafeBytes(of: &copy.id) { raw in
            (raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self).bigEndian,
             raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self).bigEndian,
             raw.loadUnaligned(fromByteOffset: 16, as: UInt32.self).bigEndian)
        }
    }

    var oid: git_oid {
        var oid = git_oid()
        withUnsafeMutableBytes(of: &oid.id) { raw in
            raw.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: middle.bigEndian, toByteOffset: 8, as: UInt64.self)
            raw.storeBytes(of: low.bigEndian, toByteOffset: 16, as: UInt32.self)
        }
        return oid
    }

    /// Parses 40 hexadecimal digits.
    public init?(hex: String) {
        guard hex.utf8.count == 40, hex.utf8.allSatisfy({ $0.isHexDigit }) else { return nil }
        var oid = git_oid()
        guard git_oid_fromstr(&oid, hex) == 0 else { return nil }
        self.init(oid)
    }

    /// The 20 raw bytes.
    public var bytes: [UInt8] {
        var oid = self.oid
        return withUnsafeBytes(of: &oid.id) { Array($0) }
    }

    /// A digest's 20 bytes, copied as they are.
    init(raw: UnsafeRawBufferPointer) {
        var oid = git_oid()
        withUnsafeMutableBytes(of: &oid.id) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw.prefix(Self.byteCount))) }
        self.init(oid)
    }

    public init?(bytes: ArraySlice<UInt8>) {
        guard bytes.count == Self.byteCount else { return nil }
        var oid = git_oid()
        withUnsafeMutableBytes(of: &oid.id) { raw in
            bytes.withUnsafeBytes { raw.copyMemory(from: $0) }
        }
        self.init(oid)
    }

    /// All zeros: "no object", as reflogs and ref updates spell it.
    public static let zero = ObjectID(git_oid())

    public var isZero: Bool { self == .zero }

    public var hex: String {
        var oid = self.oid
        var buffer = [CChar](repeating: 0, count: 41)
        git_oid_tostr(&buffer, 41, &oid)
        return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    /// The first byte, which a pack index's fan-out table counts by.
    var firstByte: UInt8 { UInt8(high >> 56) }

    /// The first seven digits, as git abbreviates by default.
    public var short: String { String(hex.prefix(7)) }

    public var description: String { hex }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.high, lhs.middle, lhs.low) < (rhs.high, rhs.middle, rhs.low)
    }
}

private extension UInt8 {
    var isHexDigit: Bool { (self >= 0x30 && self <= 0x39) || (self >= 0x61 && self <= 0x66) || (self >= 0x41 && self <= 0x46) }
}

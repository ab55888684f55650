import PropertyList

/// A restoration identifier path as UIKit spells it: the identifiers from the root down joined
/// with `/`, with `:[n]:` components where a child was found by its index in its parent
/// (`TabController/:[1]:/NavigationController`). An identifier may itself contain `/`, so the
/// string, not a split of it, is the identity; `components` is the split UIKit's own string
/// implies.
public struct IdentifierPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    /// The `/`-separated parts, empty ones included (split once: paths are sorted often).
    public let components: [String]

    public init(_ rawValue: String) {
        self.rawValue = rawValue
        // Split on bytes: a "/" followed by a combining mark is still a separator to UIKit.
        self.components = rawValue.parts(separatedBy: UInt8(ascii: "/"))
    }

    public init(components: [String]) {
        self.rawValue = components.joined(separator: "/")
        self.components = components
    }

    public var description: String { rawValue }

    /// Byte for byte: two spellings of one character are two paths to UIKit.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue.hasSameBytes(as: rhs.rawValue) }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The path without its `:[n]:` components: what UIKit hands to restoration classes.
    public var identifiers: [String] {
        components.filter { !Self.isIndexComponent($0) }
    }

    /// The last identifier (the object's own restoration identifier).
    public var identifier: String { identifiers.last ?? "" }

    /// The path of the enclosing object: the last identifier and the index component that
    /// located it are dropped. Nil for a root.
    public var parent: IdentifierPath? {
        var parts = components
        parts.removeLast()
        while let last = parts.last, Self.isIndexComponent(last) { parts.removeLast() }
        return parts.isEmpty ? nil : IdentifierPath(components: parts)
    }

    /// Whether `self` is `other` or one of its ancestors.
    public func contains(_ other: IdentifierPath) -> Bool {
        let mine = components, theirs = other.components
        return theirs.count >= mine.count && Array(theirs.prefix(mine.count)) == mine
    }

    /// `:[n]:`, the component UIKit inserts for a child found by index.
    public static func isIndexComponent(_ component: String) -> Bool {
        let bytes = Array(component.utf8)
        guard bytes.count >= 5, bytes.starts(with: Array(":[".utf8)), bytes.suffix(2) == [UInt8(ascii: "]"), UInt8(ascii: ":")] else {
            return false
        }
        return bytes[2..<(bytes.count - 2)].allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    public static func indexComponent(_ index: Int) -> String { ":[\(index)]:" }

    /// Tree order: component by component, each by its UTF-8 bytes, so parents come before
    /// their children. Compared in one pass over the bytes with the separator ranked below
    /// every other byte, which orders exactly as the components do (paths are sorted often).
    public static func < (lhs: Self, rhs: Self) -> Bool {
        var left = lhs.rawValue, right = rhs.rawValue
        return left.withUTF8 { a in
            right.withUTF8 { b in
                for index in 0..<min(a.count, b.count) where a[index] != b[index] {
                    return rank(a[index]) < rank(b[index])
                }
                return a.count < b.count
            }
        }
    }

    /// The path's bytes with each `/` read as byte 0: byte order of these keys is `<`'s order.
    /// Nil when the path holds a 0 byte itself. For sorting many paths, where a key made once
    /// per path costs less than walking two paths per comparison.
    public var orderKey: [UInt8]? {
        var key = Array(rawValue.utf8)
        for index in key.indices {
            if key[index] == 0 { return nil }
            if key[index] == UInt8(ascii: "/") { key[index] = 0 }
        }
        return key
    }

    private static func rank(_ byte: UInt8) -> UInt16 {
        byte == UInt8(ascii: "/") ? 0 : UInt16(byte) + 1
    }
}

/// Bounds that keep hostile files from taking unbounded memory, time or stack.
///
/// Real UIKit archives are kilobytes; the defaults leave room for archives a thousand times
/// larger than any app writes, and are documented in docs/format.md.
public struct PropertyListLimits: Sendable, Equatable {
    /// Largest input accepted, in bytes.
    public var maximumInputSize: Int
    /// Largest number of objects in a binary plist's object table.
    public var maximumObjectCount: Int
    /// Deepest nesting of arrays, sets and dictionaries.
    public var maximumDepth: Int
    /// Largest number of values after shared references are expanded into a tree; stops
    /// "billion laughs" files whose few objects reference each other exponentially often, and
    /// bounds memory: a value costs up to about 65 bytes read as a property list and again as
    /// an archive's graph, so 8 Mi values stay near half a gigabyte (a 64 MiB file of two-byte
    /// references could otherwise hold 30 million).
    public var maximumExpandedValues: Int

    public init(maximumInputSize: Int, maximumObjectCount: Int, maximumDepth: Int, maximumExpandedValues: Int) {
        self.maximumInputSize = maximumInputSize
        self.maximumObjectCount = maximumObjectCount
        self.maximumDepth = maximumDepth
        self.maximumExpandedValues = maximumExpandedValues
    }

    public static let `default` = PropertyListLimits(
        maximumInputSize: 256 << 20,
        maximumObjectCount: 16 << 20,
        maximumDepth: 512,
        maximumExpandedValues: 8 << 20
    )
}

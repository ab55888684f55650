import PropertyList

/// Why bytes could not be read as a keyed archive: a plist-level problem, or a valid plist that
/// is not a usable NSKeyedArchiver archive. `description` is one line.
public enum KeyedArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    case propertyList(PropertyListError)
    case malformed(String)

    public var description: String {
        switch self {
        case .propertyList(let error): error.description
        case .malformed(let message): message
        }
    }
}

/// Something odd but readable in an archive; shown to the user, never fatal.
public struct ArchiveWarning: Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// Whether the graph cannot express what was dropped (extra root keys, an odd
    /// `$objects[0]`). Unreachable objects are not part of the graph, and another
    /// `$archiver`/`$version` is kept, so those lose nothing.
    public var losesData: Bool

    public init(_ message: String, losesData: Bool) {
        self.message = message
        self.losesData = losesData
    }

    public var description: String { message }
}

/// Why a property list could not be read. `description` is one line that names the problem and,
/// where it helps, the byte offset (binary) or line (XML) where it was found.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// Byte offset in a binary plist, when the problem is at a known place.
    public var offset: Int?
    /// Line number in an XML plist, when the problem is at a known place.
    public var line: Int?

    public init(_ message: String, offset: Int? = nil, line: Int? = nil) {
        self.message = message
        self.offset = offset
        self.line = line
    }

    public var description: String {
        if let offset { return "\(message) (at byte \(offset))" }
        if let line { return "\(message) (at line \(line))" }
        return message
    }
}

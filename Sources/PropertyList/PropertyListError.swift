/// Why a property list could not be read. `description` is one line that names the problem and,
/// where it helps, the byte offset (binary) or line (XML) where it was found.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// Byte offset in a binary plist, when the problem is at a known place.
    public var offset: Int?
    /// Line number in an XML plist, when the problem is at a known place.
    public var line: Int?
    /// The column on that line (in characters, from 1), when the line is known.
    public var column: Int?

    public init(_ message: String, offset: Int? = nil, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// An error in a text format at byte `position` of `bytes`, with its line and column.
    public init(_ message: String, at position: Int, in bytes: [UInt8]) {
        let end = min(max(position, 0), bytes.count)
        let place = TextPosition(of: end, in: bytes)
        self.init(message, line: place.line, column: place.column)
    }

    public var description: String {
        if let offset { return "\(message) (at byte \(offset))" }
        if let line, let column { return "\(message) (at line \(line), column \(column))" }
        if let line { return "\(message) (at line \(line))" }
        return message
    }
}

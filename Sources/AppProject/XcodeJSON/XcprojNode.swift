/// One value of a `project.xcproj` with the bytes it takes in the file: what the reader gives,
/// what the project model is made from, and where an edit goes.
public struct XcprojNode: Sendable {
    public enum Value: Sendable {
        /// Members in the file's order; a key given twice is read as its last (as Xcode does).
        case object([XcprojMember])
        case array([XcprojNode])
        case string(String)
        /// The number as written (JSON5 numbers too: `0x1F`, `.5`, `+1`, `Infinity`).
        case number(String)
        case bool(Bool)
        case null
    }

    public var value: Value
    /// From the value's first byte (a string's opening quote) to after its last.
    public var range: Range<Int>

    public init(_ value: Value, range: Range<Int>) {
        self.value = value
        self.range = range
    }

    /// The value of `key` in an object (its last when given twice); nil elsewhere.
    public subscript(key: String) -> XcprojNode? {
        member(key)?.value
    }

    public func member(_ key: String) -> XcprojMember? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }
    }

    public var members: [XcprojMember]? {
        if case .object(let members) = value { members } else { nil }
    }

    public var items: [XcprojNode]? {
        if case .array(let items) = value { items } else { nil }
    }

    public var string: String? {
        if case .string(let text) = value { text } else { nil }
    }

    public var bool: Bool? {
        if case .bool(let flag) = value { flag } else { nil }
    }

    /// The strings of an array (other items left out); a lone string as one.
    public var strings: [String] {
        if let string { return [string] }
        return items?.compactMap(\.string) ?? []
    }
}

/// `"key": value` in an object, with where the key is written.
public struct XcprojMember: Sendable {
    public var key: String
    /// The key as written (its quotes included).
    public var keyRange: Range<Int>
    public var value: XcprojNode

    public init(key: String, keyRange: Range<Int>, value: XcprojNode) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }
}

/// A file of a savedState folder uistate does not interpret: kept and restored byte for byte.
public struct SavedFile: Hashable, Sendable {
    /// Relative to the folder it was found in (the savedState folder or a session folder),
    /// components separated by `/`.
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

import PropertyList

/// An Info.plist in Apple's binary format (`bplist00`), which Xcode builds as it builds an
/// XML one: edited by its root dictionary's entries and written back binary (the bytes are
/// the property list's, not a text a person lays out).
public enum BinaryInfoPlist {
    public static func isBinary(_ bytes: [UInt8]) -> Bool { PropertyListReader.format(of: bytes) == .binary }

    /// `bytes` with the root dictionary's entries changed by `change`: the same bytes when it
    /// changes nothing. Thrown: the file is not a binary property list with a root dictionary.
    public static func editing(_ bytes: [UInt8], _ change: (inout [PropertyListEntry]) -> Void) throws(PropertyListError) -> [UInt8] {
        guard case .dictionary(let entries) = try BinaryPropertyListReader.read(bytes) else { throw PropertyListError("the top level is not a dictionary") }
        var changed = entries
        change(&changed)
        return changed == entries ? bytes : BinaryPropertyListWriter.write(.dictionary(changed))
    }

    /// `entries` with `key` set to `value` when it is not there: in key order when the keys are
    /// in order, else last (as Xcode's property list editor adds one).
    public static func adding(_ key: String, _ value: PropertyListValue, to entries: inout [PropertyListEntry]) {
        guard !entries.contains(where: { $0.key == key }) else { return }
        let keys = entries.map(\.key)
        let at = keys == keys.sorted() ? entries.firstIndex { $0.key > key } ?? entries.count : entries.count
        entries.insert(PropertyListEntry(key, value), at: at)
    }
}

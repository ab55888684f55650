/// Reads a property list in either of Apple's formats, chosen by the file's first bytes.
public enum PropertyListReader {
    public enum Format: String, Sendable {
        case binary
        case xml
    }

    public static func format(of bytes: [UInt8]) -> Format? {
        if BinaryPropertyListReader.hasMagic(bytes) { return .binary }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<") ? .xml : nil
    }

    public static func read(_ bytes: [UInt8], limits: PropertyListLimits = .default) throws(PropertyListError) -> PropertyListValue {
        switch format(of: bytes) {
        case .binary: return try BinaryPropertyListReader.read(bytes, limits: limits)
        case .xml: return try XMLPropertyListReader.read(bytes, limits: limits)
        case nil:
            if bytes.isEmpty { throw PropertyListError("empty file: not a property list") }
            if bytes.starts(with: Array("bplist".utf8)) {
                throw PropertyListError("unsupported binary property list version '\(String(decoding: bytes.prefix(8), as: UTF8.self))' (only bplist00)")
            }
            throw PropertyListError("not a property list: neither binary ('bplist00') nor XML")
        }
    }
}

import PropertyList

/// The formats a `project.pbxproj` comes in. Xcode writes OpenStep text in UTF-8 (`// !$*UTF8*$!`
/// first), and reads what CoreFoundation's property-list reader reads: the same text in UTF-16
/// (a byte order mark, or a zero byte in the first two, picks the byte order, as CF's
/// `encodingForXMLData` does), an XML property list (CocoaPods wrote those for years; Xcode
/// writes its own format back when it saves), JSON (`plutil -convert json`; openFrameworks'
/// templates are), and a binary property list. docs/doctor.md says what each is, and how sure.
public struct ProjectFileFormat: Sendable, Equatable {
    public enum Syntax: String, Sendable { case openStep, xml, json, binary }
    public enum Encoding: String, Sendable { case utf8, utf16LittleEndian, utf16BigEndian }

    public var syntax: Syntax
    public var encoding: Encoding
    /// A UTF-16 file's byte order mark, kept when it is written back.
    public var byteOrderMark = false

    /// As people say it: "an XML property list", "OpenStep text in UTF-16 (little-endian)".
    public var name: String {
        let syntax = switch self.syntax {
        case .openStep: "OpenStep text"
        case .xml: "an XML property list"
        case .json: "JSON"
        case .binary: "a binary property list"
        }
        switch encoding {
        case .utf8: return syntax
        case .utf16LittleEndian: return syntax + " in UTF-16 (little-endian)"
        case .utf16BigEndian: return syntax + " in UTF-16 (big-endian)"
        }
    }

    /// The file's format, and its text as UTF-8 (the bytes themselves for UTF-8 and binary).
    public static func decode(_ bytes: [UInt8]) throws(PropertyListError) -> (format: ProjectFileFormat, utf8: [UInt8]) {
        if BinaryPropertyListReader.hasMagic(bytes) { return (ProjectFileFormat(syntax: .binary, encoding: .utf8), bytes) }
        var format = ProjectFileFormat(syntax: .openStep, encoding: .utf8)
        var text = bytes
        if bytes.count >= 2 {
            let mark = (bytes[0], bytes[1])
            if mark == (0xFF, 0xFE) || mark == (0xFE, 0xFF) {
                format.encoding = mark == (0xFF, 0xFE) ? .utf16LittleEndian : .utf16BigEndian
                format.byteOrderMark = true
            } else if bytes[0] == 0 || bytes[1] == 0 {
                format.encoding = bytes[0] == 0 ? .utf16BigEndian : .utf16LittleEndian
            }
        }
        if format.encoding != .utf8 {
            text = try utf8(fromUTF16: Array(bytes.dropFirst(format.byteOrderMark ? 2 : 0)), bigEndian: format.encoding == .utf16BigEndian)
        }
        if PropertyListReader.format(of: text) == .xml {
            format.syntax = .xml
        } else if JSONPropertyListReader.looksLikeJSON(text) {
            format.syntax = .json
        }
        return (format, text)
    }

    /// The property list, in whichever of the formats, with every key a dictionary repeats
    /// (an XML one refuses a repeated key as its reader does).
    public static func read(_ bytes: [UInt8]) throws(PropertyListError)
        -> (value: PropertyListValue, repeated: [OpenStepPropertyListReader.RepeatedKey], format: ProjectFileFormat)
    {
        let (format, text) = try decode(bytes)
        switch format.syntax {
        case .openStep:
            let (value, repeated) = try OpenStepPropertyListReader.readReportingRepeatedKeys(text)
            return (value, repeated, format)
        case .json:
            let (value, repeated) = try JSONPropertyListReader.read(text)
            return (value, repeated, format)
        case .xml:
            return (try XMLPropertyListReader.read(text), [], format)
        case .binary:
            return (try BinaryPropertyListReader.read(text), [], format)
        }
    }

    /// UTF-8 text in this format's encoding (its byte order mark when it had one).
    public func encoded(_ utf8: [UInt8]) -> [UInt8] {
        guard encoding != .utf8 else { return utf8 }
        let bigEndian = encoding == .utf16BigEndian
        var out: [UInt8] = byteOrderMark ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        out.reserveCapacity(out.count + utf8.count * 2)
        for unit in String(decoding: utf8, as: UTF8.self).utf16 {
            if bigEndian { out += [UInt8(unit >> 8), UInt8(unit & 0xFF)] } else { out += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        }
        return out
    }

    static func utf8(fromUTF16 bytes: [UInt8], bigEndian: Bool) throws(PropertyListError) -> [UInt8] {
        guard bytes.count % 2 == 0 else { throw PropertyListError("UTF-16 text of an odd number of bytes") }
        let units = stride(from: 0, to: bytes.count, by: 2).map { index -> UInt16 in
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            return UInt16(high) << 8 | UInt16(low)
        }
        var out: [UInt8] = []
        out.reserveCapacity(units.count)
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) { out.append($0) }
        if failed { throw PropertyListError("not valid UTF-16 (a lone surrogate)", offset: out.count) }
        return out
    }
}

import PropertyList

/// The lexical pieces of the canonical text form shared by its writer and reader: headers,
/// quoting of strings, keys and class names, and the exact spelling of numbers and data.
/// The grammar is documented in docs/format.md.
public enum CanonicalTextSyntax {
    public static let archiveHeader = "uistate-archive 1"
    public static let plistHeader = "uistate-plist 1"
    /// Data nested in data nested in ... is expanded this many levels deep, then shown as hex.
    public static let maximumNestedArchives = 16

    // MARK: Strings

    public static func quoted(_ string: String) -> String {
        var out = TextBuffer()
        appendQuoted(string, to: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    static func appendQuoted(_ string: String, to out: inout TextBuffer) {
        out.append(byte: UInt8(ascii: "\""))
        var string = string
        let plain = string.withUTF8 { bytes in
            // Most strings are plain ASCII with nothing to escape: copied whole.
            guard !bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            out.bytes.append(contentsOf: bytes)
            return true
        }
        if !plain {
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": out.append("\\\"")
                case "\\": out.append("\\\\")
                case "\n": out.append("\\n")
                case "\r": out.append("\\r")
                case "\t": out.append("\\t")
                default:
                    // Control characters and line separators: every field stays on one line.
                    if PrintableText.needsEscape(scalar) {
                        out.append("\\u{" + String(scalar.value, radix: 16) + "}")
                    } else {
                        out.append(String(scalar))
                    }
                }
            }
        }
        out.append(byte: UInt8(ascii: "\""))
    }

    static func isBareByte(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "@"),
            UInt8(ascii: "#"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// A key as written before ` = `: bare when it is plain ASCII, quoted otherwise.
    public static func key(_ key: String) -> String {
        isBare(key) ? key : quoted(key)
    }

    static func appendKey(_ key: String, to out: inout TextBuffer) {
        if isBare(key) { out.append(key) } else { appendQuoted(key, to: &out) }
    }

    private static func isBare(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { !$0.isEmpty && $0.allSatisfy(isBareByte) }
    }

    /// A class name in an object header: bare when it is an identifier-like ASCII word.
    static func appendClassName(_ name: String, to out: inout TextBuffer) {
        let plain = !name.isEmpty && name.utf8.allSatisfy { isBareByte($0) && $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: "[")
            && $0 != UInt8(ascii: "]") && $0 != UInt8(ascii: ",") }
        if plain { out.append(name) } else { appendQuoted(name, to: &out) }
    }

    // MARK: Numbers and data

    /// The shortest decimal that reads back to the same bits; NaNs other than the default one
    /// carry their bit pattern.
    public static func real64(_ value: Double) -> String {
        if value.isNaN {
            return value.bitPattern == Double.nan.bitPattern ? "nan" : "nan:0x" + String(value.bitPattern, radix: 16)
        }
        return value.description
    }

    public static func real32(_ value: Float) -> String {
        if value.isNaN {
            return value.bitPattern == Float.nan.bitPattern ? "nan" : "nan:0x" + String(value.bitPattern, radix: 16)
        }
        return value.description
    }

    static func parseReal64(_ text: Substring) -> Double? {
        if text.hasPrefix("nan:0x") { return UInt64(text.dropFirst(6), radix: 16).map(Double.init(bitPattern:)) }
        if text == "nan" { return .nan }
        return Double(text)
    }

    static func parseReal32(_ text: Substring) -> Float? {
        if text.hasPrefix("nan:0x") { return UInt32(text.dropFirst(6), radix: 16).map(Float.init(bitPattern:)) }
        if text == "nan" { return .nan }
        return Float(text)
    }

    static func parseInteger(_ text: Substring) -> Int128? {
        Int128(text, radix: 10)
    }

    public static func hex(_ bytes: [UInt8]) -> String {
        var out = TextBuffer()
        appendHex(bytes, to: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    static func appendHex(_ bytes: [UInt8], to out: inout TextBuffer) {
        out.bytes.reserveCapacity(out.bytes.count + bytes.count * 2)
        for byte in bytes {
            out.bytes.append(hexDigit(byte >> 4))
            out.bytes.append(hexDigit(byte & 0x0F))
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }

    static func parseHex(_ chars: ArraySlice<UInt8>) -> [UInt8]? {
        guard chars.count % 2 == 0 else { return nil }
        var out = [UInt8]()
        out.reserveCapacity(chars.count / 2)
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
            default: nil
            }
        }
        var i = chars.startIndex
        while i < chars.endIndex {
            guard let high = nibble(chars[i]), let low = nibble(chars[i + 1]) else { return nil }
            out.append(high << 4 | low)
            i += 2
        }
        return out
    }

    /// The text of a scalar, without the `@` that marks values stored in `$objects`.
    /// Data is written as hex here; the archive writer expands nested archives itself.
    public static func scalar(_ scalar: ArchiveScalar) -> String {
        var out = TextBuffer()
        appendScalar(scalar, to: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    static func appendScalar(_ scalar: ArchiveScalar, to out: inout TextBuffer) {
        switch scalar {
        case .null: out.append("plist-null")
        case .bool(let b): out.append(b ? "bool true" : "bool false")
        case .integer(let i):
            out.append("int ")
            out.append(decimal: i)
        case .real32(let f): out.append("real32 " + real32(f))
        case .real64(let d): out.append("real64 " + real64(d))
        case .date(let t): out.append("date " + real64(t))
        case .data(let bytes):
            out.append("data <")
            appendHex(bytes, to: &out)
            out.append(byte: UInt8(ascii: ">"))
        case .string(let s):
            out.append("string ")
            appendQuoted(s, to: &out)
        }
    }

    /// The header of a nested archive block: `archive` plus any non-standard metadata.
    static func archiveMetadata(_ archive: KeyedArchive) -> String {
        var text = ""
        if archive.archiver != KeyedArchive.standardArchiver { text += " archiver " + quoted(archive.archiver) }
        if archive.version != KeyedArchive.standardVersion { text += " version \(archive.version)" }
        return text
    }

    /// An object header: `NSMutableArray : NSArray : NSObject` when the chain starts with the
    /// class itself (the normal case), an explicit `classes [...]` otherwise, then any hints.
    static func appendClassHeader(_ archiveClass: ArchiveClass, to out: inout TextBuffer) {
        func list(_ names: [String]) {
            out.append(" [")
            for (index, name) in names.enumerated() {
                if index > 0 { out.append(", ") }
                appendClassName(name, to: &out)
            }
            out.append(byte: UInt8(ascii: "]"))
        }
        appendClassName(archiveClass.name, to: &out)
        if let classes = archiveClass.classes, classes.first.map({ $0.hasSameBytes(as: archiveClass.name) }) == true {
            for superclass in classes.dropFirst() {
                out.append(" : ")
                appendClassName(superclass, to: &out)
            }
        } else if let classes = archiveClass.classes {
            out.append(" classes")
            list(classes)
        } else {
            out.append(" classes none")
        }
        if let hints = archiveClass.hints {
            out.append(" hints")
            list(hints)
        }
    }
}

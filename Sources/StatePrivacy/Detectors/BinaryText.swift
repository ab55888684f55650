/// How the text rules see a data value: a document bookmark (its strings are stored plainly
/// and may be replaced in place, length kept), text kept as data (valid UTF-8, printable),
/// or binary (a picture, an archive of a format uistate does not parse, random bytes), of which
/// only printable runs of at least `minimumRun` bytes, standing between non-printable bytes,
/// are searched.
enum BinaryText {
    enum Kind { case bookmark, text, binary }

    static let minimumRun = 16

    static func kind(of bytes: [UInt8]) -> Kind {
        if bytes.starts(with: Array("book".utf8)) || bytes.starts(with: Array("alis".utf8)) { return .bookmark }
        guard !bytes.contains(0), String(validating: bytes, as: UTF8.self) != nil else { return .binary }
        let printable = bytes.reduce(0) { $0 + (isPrintable($1) || $1 >= 0x80 ? 1 : 0) }
        return printable * 10 >= bytes.count * 9 ? .text : .binary
    }

    static func isPrintable(_ byte: UInt8) -> Bool { (byte >= 0x20 && byte < 0x7F) || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    static func printableRuns(_ bytes: [UInt8]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int? = nil
        for index in 0...bytes.count {
            if index < bytes.count, isPrintable(bytes[index]) {
                if start == nil { start = index }
            } else if let first = start {
                if index - first >= minimumRun { runs.append(first..<index) }
                start = nil
            }
        }
        return runs
    }
}

/// How the text rules see a data value: a document bookmark (its strings are stored plainly
/// and may be replaced in place, length kept), text kept as data (valid UTF-8, printable),
/// or binary (a picture, an archive of a format uistate does not parse, random bytes), of which
/// only the text inside is searched: printable runs of at least `minimumRun` bytes standing
/// between non-printable bytes, and runs of at least `minimumUTF16Run` characters of UTF-16
/// (a Windows file name, an `NSString` written into a C structure).
enum BinaryText {
    enum Kind { case bookmark, text, binary }

    static let minimumRun = 16
    static let minimumUTF16Run = 8

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

    /// A run of UTF-16 text inside binary data: its bytes, and whether the zero byte of each
    /// character comes second (little-endian) or first.
    struct UTF16Run {
        var range: Range<Int>
        var littleEndian: Bool

        /// The run's characters as ASCII bytes: character `n` is bytes `2n`, `2n + 1` of it.
        func characters(in bytes: [UInt8]) -> [UInt8] {
            stride(from: range.lowerBound, to: range.upperBound, by: 2).map { littleEndian ? bytes[$0] : bytes[$0 + 1] }
        }

        /// The bytes of characters `characters` of the run.
        func bytes(of characters: Range<Int>) -> Range<Int> {
            (range.lowerBound + 2 * characters.lowerBound)..<(range.lowerBound + 2 * characters.upperBound)
        }
    }

    /// Runs of printable ASCII characters written as UTF-16 (each followed, or preceded, by a
    /// zero byte), at least `minimumUTF16Run` characters long.
    static func utf16Runs(_ bytes: [UInt8]) -> [UTF16Run] {
        var runs: [UTF16Run] = []
        for littleEndian in [true, false] {
            for phase in 0..<2 {
                var start: Int? = nil
                var index = phase
                while true {
                    var inside = false
                    if index + 1 < bytes.count {
                        let character = littleEndian ? bytes[index] : bytes[index + 1], zero = littleEndian ? bytes[index + 1] : bytes[index]
                        inside = zero == 0 && isPrintable(character)
                    }
                    if inside {
                        if start == nil { start = index }
                    } else {
                        if let first = start, (index - first) / 2 >= minimumUTF16Run { runs.append(UTF16Run(range: first..<index, littleEndian: littleEndian)) }
                        start = nil
                    }
                    if index + 1 >= bytes.count { break }
                    index += 2
                }
            }
        }
        // A run found in both orders or phases overlaps another: keep the longer.
        runs.sort { $0.range.count > $1.range.count }
        var kept: [UTF16Run] = []
        for run in runs where !kept.contains(where: { $0.range.overlaps(run.range) }) { kept.append(run) }
        return kept.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Formats whose content a checksum covers: text changed inside one would make the whole
    /// value unreadable, so a match there replaces the whole value.
    static func isChecksummed(_ bytes: [UInt8]) -> Bool {
        let magics: [[UInt8]] = [
            [0x89, 0x50, 0x4E, 0x47], [0x50, 0x4B, 0x03, 0x04], [0x37, 0x7A, 0xBC, 0xAF], [0xFD, 0x37, 0x7A, 0x58], Array("BZh".utf8),
            Array("wOFF".utf8), Array("wOF2".utf8),
        ]
        return magics.contains { bytes.starts(with: $0) }
    }
}

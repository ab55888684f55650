import PropertyList

/// The ways a text hides its characters behind others, undone before the rules look, with
/// where each decoded character was written, so a secret found decoded is replaced where it
/// stands in the text, written the same way:
///
/// - percent-encoding (`%40`), once or twice (`%2540`, a URL put in a URL's query);
/// - HTML's character references (`&#64;`, `&#x40;`, `&commat;`, `&amp;`);
/// - characters that look like ASCII's and are not: full-width forms (`４１１１`, `＠`), no-break
///   and other spaces between digits, and invisible ones (a zero-width space, a soft hyphen).
///
/// Texts over 16 MiB are searched as written (the bound Deflate keeps too).
enum TextLayers {
    enum Layer: Sendable, Equatable {
        case percent
        case html
        case lookalikes
    }

    static let maximumSize = 16 << 20

    /// One decoded form of a text: its bytes, how to find where a decoded range was written,
    /// and the layers undone (outermost first).
    struct Decoded {
        var bytes: [UInt8]
        var layers: [Layer]
        fileprivate var maps: [OffsetMap]

        /// The range of the original text that `range` of the decoded bytes was written as.
        func original(_ range: Range<Int>) -> Range<Int> {
            var range = range
            for map in maps.reversed() { range = map.original(range) }
            return range
        }
    }

    /// Every decoded form of `bytes` that differs from it.
    static func decoded(_ bytes: [UInt8]) -> [Decoded] {
        guard bytes.count <= maximumSize else { return [] }
        var forms: [Decoded] = []
        if let once = PercentLayer.decode(bytes) {
            forms.append(Decoded(bytes: once.bytes, layers: [.percent], maps: [once.map]))
            if let twice = PercentLayer.decode(once.bytes) {
                forms.append(Decoded(bytes: twice.bytes, layers: [.percent, .percent], maps: [once.map, twice.map]))
            }
        }
        if let html = HTMLEntities.decode(bytes) {
            forms.append(Decoded(bytes: html.bytes, layers: [.html], maps: [html.map]))
            if let percent = PercentLayer.decode(html.bytes) {
                forms.append(Decoded(bytes: percent.bytes, layers: [.html, .percent], maps: [html.map, percent.map]))
            }
        }
        if let plain = Lookalikes.decode(bytes) {
            forms.append(Decoded(bytes: plain.bytes, layers: [.lookalikes], maps: [plain.map]))
        }
        return forms
    }

    /// `replacement` written as the layers were (a placeholder percent-encoded as many times
    /// as the secret was).
    static func encode(_ replacement: [UInt8], layers: [Layer]) -> [UInt8] {
        var out = replacement
        for layer in layers.reversed() where layer == .percent { out = PercentEncoding.encode(out) }
        return out
    }
}

/// Where decoded bytes came from: the places where the decoded text and the original differ
/// in length (an escape, an entity, a removed invisible character), in order; between them
/// the two advance together.
struct OffsetMap {
    private var decodedStarts: [Int32] = []
    private var originalStarts: [Int32] = []
    private var decodedCounts: [UInt8] = []
    private var originalCounts: [UInt8] = []

    mutating func add(decoded: Int, decodedCount: Int, original: Int, originalCount: Int) {
        decodedStarts.append(Int32(decoded))
        originalStarts.append(Int32(original))
        decodedCounts.append(UInt8(decodedCount))
        originalCounts.append(UInt8(originalCount))
    }

    /// The last token starting at or before `position` of the decoded text.
    private func token(atOrBefore position: Int) -> Int? {
        var low = 0, high = decodedStarts.count
        while low < high {
            let middle = (low + high) / 2
            if Int(decodedStarts[middle]) <= position { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    private func start(_ position: Int) -> Int {
        guard let token = token(atOrBefore: position) else { return position }
        let decoded = Int(decodedStarts[token]), count = Int(decodedCounts[token])
        if position < decoded + count { return Int(originalStarts[token]) }
        return Int(originalStarts[token]) + Int(originalCounts[token]) + position - decoded - count
    }

    private func end(_ position: Int) -> Int {
        guard let token = token(atOrBefore: position) else { return position + 1 }
        let decoded = Int(decodedStarts[token]), count = Int(decodedCounts[token])
        if position < decoded + count { return Int(originalStarts[token]) + Int(originalCounts[token]) }
        return Int(originalStarts[token]) + Int(originalCounts[token]) + position - decoded - count + 1
    }

    func original(_ range: Range<Int>) -> Range<Int> {
        guard !range.isEmpty else { return start(range.lowerBound)..<start(range.lowerBound) }
        return start(range.lowerBound)..<end(range.upperBound - 1)
    }

    /// `bytes` with every token replaced by what it stands for, and the map back; nil when
    /// there is none. `token` appends the decoded bytes of a token at `index` to `out` and
    /// returns its length in `bytes`, or returns nil (appending nothing) where none starts.
    static func decoding(_ bytes: [UInt8], token: (_ bytes: [UInt8], _ index: Int, _ out: inout [UInt8]) -> Int?) -> (bytes: [UInt8], map: OffsetMap)? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var map = OffsetMap()
        var index = 0
        while index < bytes.count {
            let decoded = out.count
            if let length = token(bytes, index, &out) {
                map.add(decoded: decoded, decodedCount: out.count - decoded, original: index, originalCount: length)
                index += length
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return map.decodedStarts.isEmpty ? nil : (out, map)
    }
}

/// `%XX` escapes.
enum PercentLayer {
    static func decode(_ bytes: [UInt8]) -> (bytes: [UInt8], map: OffsetMap)? {
        guard PercentEncoding.holdsEscapes(bytes) else { return nil }
        return OffsetMap.decoding(bytes) { bytes, index, out in
            guard bytes[index] == 0x25, index + 2 < bytes.count, let high = bytes[index + 1].hexDigitValue, let low = bytes[index + 2].hexDigitValue else { return nil }
            out.append(high << 4 | low)
            return 3
        }
    }
}

/// HTML's character references: decimal, hexadecimal and the named ones text uses for
/// punctuation.
enum HTMLEntities {
    static let named: [String: UInt32] = [
        "amp": 0x26, "lt": 0x3C, "gt": 0x3E, "quot": 0x22, "apos": 0x27, "nbsp": 0xA0, "commat": 0x40, "period": 0x2E, "colon": 0x3A, "sol": 0x2F,
        "num": 0x23, "percnt": 0x25, "plus": 0x2B, "equals": 0x3D, "lowbar": 0x5F, "hyphen": 0x2010, "dash": 0x2010, "excl": 0x21, "quest": 0x3F,
        "lsqb": 0x5B, "rsqb": 0x5D, "lpar": 0x28, "rpar": 0x29, "comma": 0x2C, "semi": 0x3B, "dollar": 0x24, "ast": 0x2A, "bsol": 0x5C,
    ]

    static func decode(_ bytes: [UInt8]) -> (bytes: [UInt8], map: OffsetMap)? {
        guard bytes.contains(0x26) else { return nil }
        return OffsetMap.decoding(bytes) { bytes, index, out in
            guard bytes[index] == 0x26, let (scalar, length) = reference(bytes, at: index) else { return nil }
            out += String(scalar).utf8
            return length
        }
    }

    /// The character a reference at `index` stands for, and its length with `&` and `;`.
    static func reference(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        var end = index + 1
        while end < bytes.count, end - index < 12, bytes[end] != 0x3B, ValueDetectors.isAlphanumeric(bytes[end]) || bytes[end] == 0x23 { end += 1 }
        guard end < bytes.count, bytes[end] == 0x3B, end > index + 1 else { return nil }
        let body = bytes[(index + 1)..<end]
        var value: UInt32?
        if body.first == 0x23 {
            let digits = body.dropFirst()
            if digits.first == 0x78 || digits.first == 0x58 {
                value = UInt32(String(decoding: digits.dropFirst(), as: UTF8.self), radix: 16)
            } else {
                value = UInt32(String(decoding: digits, as: UTF8.self), radix: 10)
            }
        } else {
            value = named[String(decoding: body, as: UTF8.self)]
        }
        guard let value, value > 0, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, end + 1 - index)
    }
}

/// Characters that look like ASCII's: full-width forms become their ASCII twins, spaces of
/// other widths a space, invisible characters nothing.
enum Lookalikes {
    static func decode(_ bytes: [UInt8]) -> (bytes: [UInt8], map: OffsetMap)? {
        guard bytes.contains(where: { $0 == 0xC2 || $0 == 0xE2 || $0 == 0xE3 || $0 == 0xEF }) else { return nil }
        return OffsetMap.decoding(bytes) { bytes, index, out in
            guard let (replacement, length) = lookalike(bytes, at: index) else { return nil }
            out += replacement
            return length
        }
    }

    /// What the character at `index` stands for, and its length in UTF-8.
    static func lookalike(_ bytes: [UInt8], at index: Int) -> ([UInt8], Int)? {
        let byte = bytes[index]
        guard byte >= 0xC2, index + 1 < bytes.count else { return nil }
        let second = bytes[index + 1]
        if byte == 0xC2 {
            if second == 0xA0 { return ([0x20], 2) }  // no-break space
            if second == 0xAD { return ([], 2) }  // soft hyphen
            return nil
        }
        guard index + 2 < bytes.count else { return nil }
        let third = bytes[index + 2]
        switch (byte, second) {
        case (0xE2, 0x80):
            switch third {
            case 0x80...0x8A, 0xAF: return ([0x20], 3)  // en, em, thin, figure ... spaces; narrow no-break space
            case 0x8B...0x8D: return ([], 3)  // zero-width space, non-joiner, joiner
            default: return nil
            }
        case (0xE2, 0x81) where third == 0xA0: return ([], 3)  // word joiner
        case (0xE3, 0x80) where third == 0x80: return ([0x20], 3)  // ideographic space
        case (0xEF, 0xBB) where third == 0xBF: return ([], 3)  // zero-width no-break space
        case (0xEF, 0xBC) where (0x81...0xBF).contains(third): return ([third - 0x81 + 0x21], 3)  // full-width ! to _
        case (0xEF, 0xBD) where (0x80...0x9E).contains(third): return ([third - 0x80 + 0x60], 3)  // full-width ` to ~
        default: return nil
        }
    }
}

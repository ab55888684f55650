import PropertyList

/// Random-looking strings: a run of at least 24 token characters (letters, digits, `+/=_-`)
/// that mixes upper case, lower case and digits and carries at least 3.5 bits of entropy per
/// character: API keys, access tokens, generated passwords. What a saved state holds that
/// looks like that without being secret is told apart by a stated rule each:
///
/// - UUIDs inside a run (`UISceneSession-6F1C2A3B-...`) are taken out before it is weighed;
/// - names made of words (`_TtC8Homepwner22BNRItemsViewController`, `kRestorationKeyV2`):
///   split at case changes and digits, their letter words are 3 letters long or more on
///   average and at most half are shorter (a random run's average is under 2);
/// - counting runs (`0123`, `abcd`): typed by a person;
/// - a path's pieces each weighed alone, each mixing cases and digits itself (a hex file name
///   in a path of words is not random letters);
/// - base64 that decodes to a picture, a property list, a keyed archive, JSON or a PDF, or to
///   text (a GraphQL cursor, `arrayconnection:42`; an encoded `cursor:v2:…`): what it says is
///   searched decoded, where it is a document;
/// - public services' ids (`PublicIdentifiers`: a payment intent's, a place's, a playlist's).
enum RandomStrings {
    static let minimumLength = 24

    static func matches(_ bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isRunByte(bytes[index]) else { index += 1; continue }
            var end = index
            var lower = false, upper = false, digit = false
            while end < bytes.count, isRunByte(bytes[end]) {
                let byte = bytes[end]
                lower = lower || ValueDetectors.isLower(byte)
                upper = upper || ValueDetectors.isUpper(byte)
                digit = digit || ValueDetectors.isDigit(byte)
                end += 1
            }
            if end - index >= minimumLength, lower, upper, digit, isRandom(bytes[index..<end]), !PublicIdentifiers.isPublic(bytes, index..<end) { found.append(index..<end) }
            index = end
        }
        return found
    }

    static func isRunByte(_ byte: UInt8) -> Bool {
        ValueDetectors.isAlphanumeric(byte) || byte == 0x2B || byte == 0x2F || byte == 0x3D || byte == 0x5F || byte == 0x2D
    }

    static func isRandom(_ run: ArraySlice<UInt8>) -> Bool {
        // A path's separators and the UUIDs in it split it; only a single long piece counts.
        let pieces = withoutUUIDs(run).flatMap { $0.split(separator: 0x2F) }
        let random = pieces.contains { piece in
            piece.count >= minimumLength && piece.contains(where: ValueDetectors.isUpper) && piece.contains(where: ValueDetectors.isLower)
                && piece.contains(where: ValueDetectors.isDigit) && entropy(piece) >= 3.5 && !hasCountingRun(piece) && !isWordy(piece)
        }
        return random && !isEncodedFile(run) && !isEncodedText(run)
    }

    /// The run cut at each UUID (8-4-4-4-12 hex digits) it holds.
    static func withoutUUIDs(_ run: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var pieces: [ArraySlice<UInt8>] = []
        var start = run.startIndex
        var index = run.startIndex
        while index + 36 <= run.endIndex {
            if isUUID(run[index..<(index + 36)]) {
                pieces.append(run[start..<index])
                index += 36
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(run[start..<run.endIndex])
        return pieces
    }

    static func isUUID(_ text: ArraySlice<UInt8>) -> Bool {
        for (offset, byte) in text.enumerated() {
            let dash = offset == 8 || offset == 13 || offset == 18 || offset == 23
            guard dash ? byte == 0x2D : ProviderTokens.isHex(byte) else { return false }
        }
        return true
    }

    /// Whether the piece reads as words: its letter words (split at case changes, digits and
    /// separators) are 3 letters long or more on average, and at most half are shorter.
    static func isWordy(_ piece: ArraySlice<UInt8>) -> Bool {
        var lengths: [Int] = []
        var current = 0
        var previous: UInt8 = 0
        for position in piece.indices {
            let byte = piece[position]
            let letter = ValueDetectors.isLower(byte) || ValueDetectors.isUpper(byte)
            let next = position + 1 < piece.endIndex ? piece[position + 1] : 0
            // A word starts at a capital after a small letter, and at the last capital of a run
            // followed by a small letter (`BNRItems`: BNR, Items).
            let boundary = !letter || (ValueDetectors.isUpper(byte) && (ValueDetectors.isLower(previous) || (ValueDetectors.isUpper(previous) && ValueDetectors.isLower(next))))
            if boundary, current > 0 {
                lengths.append(current)
                current = 0
            }
            if letter { current += 1 }
            previous = byte
        }
        if current > 0 { lengths.append(current) }
        guard !lengths.isEmpty else { return false }
        let short = lengths.filter { $0 < 3 }.count
        return lengths.reduce(0, +) >= 3 * lengths.count && short * 2 <= lengths.count
    }

    /// Whether the run is base64 of a file a state keeps as text: a picture (PNG, JPEG, GIF,
    /// TIFF, HEIC), a property list (binary or XML) or keyed archive, JSON, a PDF.
    static func isEncodedFile(_ run: ArraySlice<UInt8>, nesting: Int = 0) -> Bool {
        guard let decoded = decoded(run), decoded.count >= 4 else { return false }
        // Base64 of base64 of a file (a document encoded twice over).
        if nesting == 0, decoded.count >= 16, decoded.allSatisfy({ isRunByte($0) }), isEncodedFile(decoded[...], nesting: 1) { return true }
        let magics: [[UInt8]] = [
            [0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], Array("GIF8".utf8), [0x49, 0x49, 0x2A, 0x00], [0x4D, 0x4D, 0x00, 0x2A],
            Array("bplist".utf8), Array("<?xml".utf8), Array("%PDF".utf8), Array("{\"".utf8), Array("[{".utf8),
        ]
        if magics.contains(where: { decoded.starts(with: $0) }) { return true }
        return decoded.count >= 12 && decoded[4..<8].elementsEqual("ftyp".utf8)
    }

    /// Whether the run is base64 (padded or not) of a typed position, as GraphQL servers
    /// make their cursors: a word, a colon, then a number or a version (`arrayconnection:42`,
    /// `cursor:v2:` and binary data). A credential (`admin:hunter2`) is not one.
    static func isEncodedText(_ run: ArraySlice<UInt8>) -> Bool {
        guard let decoded = decoded(run), decoded.count >= 12 else { return false }
        let word = decoded.prefix { ValueDetectors.isLower($0) || ValueDetectors.isUpper($0) || $0 == 0x5F }
        guard word.count >= 4, decoded.count > word.count + 1, decoded[word.count] == 0x3A else { return false }
        let rest = decoded[(word.count + 1)...]
        return ValueDetectors.isDigit(rest[rest.startIndex]) || (rest.count >= 2 && rest[rest.startIndex] == UInt8(ascii: "v") && ValueDetectors.isDigit(rest[rest.startIndex + 1]))
    }

    /// The run decoded as base64 of either alphabet, padded or not.
    static func decoded(_ run: ArraySlice<UInt8>) -> [UInt8]? {
        var padded = run.map { $0 == 0x2D ? 0x2B : $0 == 0x5F ? 0x2F : $0 }
        while padded.last == 0x3D { padded.removeLast() }
        guard padded.count % 4 != 1 else { return nil }
        padded += Array(repeating: 0x3D, count: (4 - padded.count % 4) % 4)
        return Base64.decode(padded)
    }

    /// Four or more characters counting up (`0123`, `abcd`): typed by a person, not random
    /// (a random string of 24 holds such a run with a chance of about 1 in 10,000).
    static func hasCountingRun(_ bytes: ArraySlice<UInt8>) -> Bool {
        var run = 1
        var previous: UInt8? = nil
        for byte in bytes {
            if let previous, byte == previous &+ 1, ValueDetectors.isAlphanumeric(byte) {
                run += 1
                if run >= 4 { return true }
            } else {
                run = 1
            }
            previous = byte
        }
        return false
    }

    static func entropy(_ bytes: ArraySlice<UInt8>) -> Double {
        var counts = [Int](repeating: 0, count: 256)
        for byte in bytes { counts[Int(byte)] += 1 }
        let total = Double(bytes.count)
        var bits = 0.0
        for count in counts where count > 0 {
            let p = Double(count) / total
            bits -= p * log2(p)
        }
        return bits
    }

    static func log2(_ value: Double) -> Double {
        // No Foundation here: the natural logarithm by its series around 1 after halving.
        var x = value, exponent = 0.0
        while x < 0.5 { x *= 2; exponent -= 1 }
        while x > 1 { x /= 2; exponent += 1 }
        let y = (x - 1) / (x + 1)
        var term = y, sum = 0.0, n = 1.0
        while abs(term / n) > 1e-12 {
            sum += term / n
            term *= y * y
            n += 2
        }
        return exponent + 2 * sum / 0.6931471805599453
    }
}

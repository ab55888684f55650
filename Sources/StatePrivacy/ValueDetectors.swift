import PropertyList

/// The default value rules, in the spirit of crash reporters' scrubbers: each finds the byte
/// ranges of one kind of secret in UTF-8 text, or in the printable runs of raw bytes (a
/// document bookmark keeps its path that way). Hand-written over bytes, not regular
/// expressions: `scan` reads every value of every object of a history.
///
/// Chosen to raise no false alarm on ordinary UI state: card numbers must pass the Luhn check
/// and start like an issuer's; a random-looking string must be long, mix upper case, lower
/// case and digits, and carry enough entropy, so UUIDs, hex digests, class names and base64
/// of plain text pass.
public enum ValueDetectors {
    public struct Match: Hashable, Sendable {
        public var range: Range<Int>
        public var rule: PrivacyRule
    }

    /// What a text could hold, from one pass over it: each rule runs only where what it needs
    /// is there (an `@` for an email, 13 digits for a card, a long run for a token), so the
    /// short names and numbers a state is made of cost one pass.
    struct Profile {
        var digits = 0
        var letters = 0
        var upper = false
        var at = false
        var colon = false
        var slash = false
        var dash = false
        var dot = false
        var equals = false
        var space = false
        var less = false
        var zero = false
        var nonASCII = false
        /// The longest run of token characters (letters, digits, `+/=_-.~`).
        var longestRun = 0

        init(_ bytes: [UInt8]) {
            var run = 0
            for byte in bytes {
                switch byte {
                case 0x30...0x39: digits += 1
                case 0x41...0x5A:
                    letters += 1
                    upper = true
                case 0x61...0x7A: letters += 1
                case 0x40: at = true
                case 0x3A: colon = true
                case 0x2F: slash = true
                case 0x2D: dash = true
                case 0x2E: dot = true
                case 0x3D: equals = true
                case 0x20, 0x0A, 0x0D, 0x09: space = true
                case 0x3C: less = true
                case 0x00: zero = true
                case 0x80...: nonASCII = true
                default: break
                }
                if ValueDetectors.isTokenByte(byte) {
                    run += 1
                    if run > longestRun { longestRun = run }
                } else {
                    run = 0
                }
            }
        }
    }

    /// How a text is read: a relative URL (an `NSURL`'s relative part under a base URL) has
    /// its query parameters searched without a scheme before them.
    public struct Context: Sendable {
        public var relativeURL = false

        public init(relativeURL: Bool = false) {
            self.relativeURL = relativeURL
        }
    }

    /// The value rules a scan leaves out. Asked once per rule of every text searched, so the
    /// usual answer (none left out) costs no hashing of the rule's name.
    struct Switches: Sendable {
        private let disabled: Set<PrivacyRule>

        init(enabled: Set<PrivacyRule>) {
            disabled = Set(PrivacyRule.valueRules).subtracting(enabled)
        }

        func contains(_ rule: PrivacyRule) -> Bool { disabled.isEmpty || !disabled.contains(rule) }
    }

    /// Every match in `bytes`, in order; overlapping matches keep the earlier (then longer) one.
    public static func matches(in bytes: [UInt8], enabled: Set<PrivacyRule>, context: Context = Context()) -> [Match] {
        matches(in: bytes, enabled: Switches(enabled: enabled), context: context)
    }

    static func matches(in bytes: [UInt8], enabled: Switches, context: Context = Context()) -> [Match] {
        let profile = Profile(bytes)
        var found: [Match] = []
        func add(_ rule: PrivacyRule, _ ranges: @autoclosure () -> [Range<Int>]) {
            guard enabled.contains(rule) else { return }
            found += ranges().map { Match(range: $0, rule: rule) }
        }
        if profile.dash, profile.longestRun >= 5 { add(.privateKey, PrivateKeys.pem(bytes)) }
        if profile.longestRun >= PrivateKeys.minimumDERLength { add(.privateKey, PrivateKeys.der(bytes)) }
        if profile.dot, profile.longestRun >= 10 { add(.jwt, jwts(bytes)) }
        if profile.space, bytes.count >= 14 {
            add(.bearerToken, credentials(bytes, scheme: "bearer"))
            add(.basicCredentials, credentials(bytes, scheme: "basic"))
        }
        if profile.at { add(.email, Emails.matches(bytes)) }
        if profile.digits >= 13 { add(.cardNumber, cardNumbers(bytes)) }
        if profile.slash || profile.zero { add(.homeFolder, homeFolderNames(bytes)) }
        if profile.longestRun >= 16 || profile.equals { found += ProviderTokens.matches(bytes, enabled: enabled) }
        if profile.digits >= 1 || profile.colon { found += PersonalData.matches(bytes, enabled: enabled, profile: profile) }
        if (profile.colon && profile.slash) || (context.relativeURL && profile.equals) { found += URLSecrets.matches(bytes, enabled: enabled, relative: context.relativeURL) }
        if profile.space, profile.letters >= 36 { add(.seedPhrase, SeedPhrases.matches(bytes)) }
        if profile.less, bytes.count >= 30 { add(.passportMRZ, PassportMRZ.matches(bytes)) }
        if profile.digits >= 4, profile.letters >= 2 || profile.nonASCII { add(.dateOfBirth, BirthDates.matches(bytes)) }
        if profile.colon, profile.letters >= 4 { add(.wifiKey, WiFiKeys.matches(bytes)) }
        if profile.upper, profile.digits >= 2, profile.longestRun >= 4 { add(.totpSeed, TOTPSeeds.matches(bytes)) }
        if profile.longestRun >= 26, profile.digits >= 1 { add(.bitcoinAddress, BitcoinAddresses.matches(bytes)) }
        if profile.digits >= 4, profile.upper || profile.space || profile.dash { add(.healthID, HealthIDs.matches(bytes)) }
        if profile.digits >= 5, profile.letters >= 2 || profile.nonASCII { found += LabelledNumbers.matches(bytes, enabled: enabled) }
        if profile.longestRun >= HexTokens.minimumLength || (profile.less && profile.digits >= 8) { add(.hexToken, HexTokens.matches(bytes)) }
        if profile.longestRun >= RandomStrings.minimumLength { add(.randomString, RandomStrings.matches(bytes)) }
        guard found.count > 1 else { return found }
        // A rule that knows a kind (a provider's prefix, a checksum, a shape) wins over the
        // generic ones (random-looking strings, long hex) wherever they overlap; among the
        // others, the earlier, then longer, then first-listed match wins.
        found.sort {
            if $0.range.lowerBound != $1.range.lowerBound { return $0.range.lowerBound < $1.range.lowerBound }
            if $0.range.count != $1.range.count { return $0.range.count > $1.range.count }
            return (ruleOrder[$0.rule] ?? Int.max) < (ruleOrder[$1.rule] ?? Int.max)
        }
        var kept: [Match] = []
        for match in found where !PrivacyRule.genericRules.contains(match.rule) && (kept.last.map({ $0.range.upperBound <= match.range.lowerBound }) ?? true) {
            kept.append(match)
        }
        // The kept matches do not overlap and are in order: one pass finds what each generic
        // match overlaps.
        let specific = kept
        var next = 0
        for match in found where PrivacyRule.genericRules.contains(match.rule) {
            while next < specific.count, specific[next].range.upperBound <= match.range.lowerBound { next += 1 }
            guard next == specific.count || specific[next].range.lowerBound >= match.range.upperBound else { continue }
            kept.append(match)
        }
        return kept.count == specific.count ? kept : kept.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Which rule wins where two match the same text: those a checksum confirms first (a
    /// Norwegian id written `010190 10046` is not a phone number), then the others as listed.
    static let ruleOrder: [PrivacyRule: Int] = {
        let checked: [PrivacyRule] = [.cardNumber, .iban, .nationalID, .passportMRZ, .seedPhrase, .imei, .bitcoinAddress, .healthID]
        let order = checked + PrivacyRule.valueRules.filter { !checked.contains($0) }
        return Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    }()

    // MARK: Byte classes

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || isLower(byte) || isUpper(byte) }
    static func isBase64URL(_ byte: UInt8) -> Bool { isAlphanumeric(byte) || byte == 0x2D || byte == 0x5F }
    static func isTokenByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || byte == 0x2B || byte == 0x2F || byte == 0x3D || byte == 0x2D || byte == 0x5F || byte == 0x2E || byte == 0x7E
    }

    /// Whether `word` (ASCII, lower case) starts at `index`, compared without case.
    static func hasWord(_ bytes: [UInt8], at index: Int, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = word.utf8Start
        for offset in 0..<count {
            var byte = bytes[index + offset]
            if isUpper(byte) { byte += 0x20 }
            if byte != start[offset] { return false }
        }
        return true
    }

    // MARK: Rules

    /// 13 to 19 digits, single spaces, dashes or dots allowed between them (dots only
    /// between groups of three or more, as a card is grouped, not a version), not part of a
    /// longer number, that pass the Luhn check and start as a card issuer's numbers do (Visa 4,
    /// Mastercard 51-55 and 2221-2720, American Express 34 and 37, Discover 6011 and 65,
    /// Diners 30, 36 and 38, JCB 35, UnionPay 62). Other spaces and invisible characters
    /// between the digits, and full-width digits, are read by `TextLayers`.
    static func cardNumbers(_ bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isDigit(bytes[index]), index == 0 || !(isAlphanumeric(bytes[index - 1]) || bytes[index - 1] == 0x2E) else { index += 1; continue }
            var digits: [UInt8] = []
            var groups: [Int] = [0]
            var separators: Set<UInt8> = []
            var end = index
            var cursor = index
            while cursor < bytes.count, digits.count <= 19 {
                if isDigit(bytes[cursor]) {
                    digits.append(bytes[cursor] - 0x30)
                    groups[groups.count - 1] += 1
                    cursor += 1
                    end = cursor
                } else if bytes[cursor] == 0x20 || bytes[cursor] == 0x2D || bytes[cursor] == 0x2E, cursor + 1 < bytes.count, isDigit(bytes[cursor + 1]) {
                    separators.insert(bytes[cursor])
                    groups.append(0)
                    cursor += 1
                } else {
                    break
                }
            }
            let standalone = end == bytes.count || !(isAlphanumeric(bytes[end]) || (bytes[end] == 0x2E && end + 1 < bytes.count && isDigit(bytes[end + 1])))
            let grouped = !separators.contains(0x2E) || (separators.count == 1 && groups.allSatisfy { $0 >= 3 })
            if standalone, grouped, (13...19).contains(digits.count), luhn(digits), issuer(digits) {
                found.append(index..<end)
            }
            index = end
        }
        return found
    }

    /// A card number kept as an integer: 13 to 19 digits, Luhn, an issuer's start and length.
    static func isCardNumber(_ number: Int128) -> Bool {
        guard number >= 1_000_000_000_000, number < 10_000_000_000_000_000_000 else { return false }
        var digits: [UInt8] = []
        var rest = number
        while rest > 0 {
            digits.append(UInt8(rest % 10))
            rest /= 10
        }
        digits.reverse()
        return luhn(digits) && issuer(digits)
    }

    static func luhn(_ digits: [UInt8]) -> Bool {
        var sum = 0
        for (offset, digit) in digits.reversed().enumerated() {
            var value = Int(digit)
            if offset % 2 == 1 {
                value *= 2
                if value > 9 { value -= 9 }
            }
            sum += value
        }
        return sum % 10 == 0
    }

    /// Whether the number starts as an issuer's and has one of its lengths: Visa 13, 16, 19;
    /// Mastercard 16; American Express 15; Diners 14 and 16; JCB, Discover, UnionPay 16 to 19.
    static func issuer(_ digits: [UInt8]) -> Bool {
        guard digits.count >= 13 else { return false }
        let two = Int(digits[0]) * 10 + Int(digits[1])
        let four = two * 100 + Int(digits[2]) * 10 + Int(digits[3])
        let length = digits.count
        switch digits[0] {
        case 4: return [13, 16, 19].contains(length)
        case 5: return (51...55).contains(two) && length == 16
        case 2: return (2221...2720).contains(four) && length == 16
        case 3:
            if [34, 37].contains(two) { return length == 15 }
            if [30, 36, 38].contains(two) { return length == 14 || length == 16 }
            return two == 35 && (16...19).contains(length)
        case 6: return (four == 6011 || two == 65 || two == 62) && (16...19).contains(length)
        default: return false
        }
    }

    /// The lengths of base64url signatures: HMAC-SHA256, -384, -512; ECDSA P-256, P-384, P-521;
    /// RSA of 1024, 2048, 3072 and 4096 bits.
    static let signatureLengths: Set<Int> = [43, 64, 86, 128, 171, 176, 342, 512, 683]

    /// `eyJ...` `.` `eyJ...` `.` signature: a JSON Web Token (header and claims are base64url of
    /// JSON objects, so both start with `eyJ`), also when it was wrapped over several lines (a
    /// line break, then spaces, anywhere in it; a signature already as long as an algorithm
    /// makes it ends the token).
    static func jwts(_ bytes: [UInt8]) -> [Range<Int>] {
        // The segment being read (2: the signature) and its length so far.
        var segmentIndex = 0, count = 0
        /// Past a line break (and the indentation after it) that continues a token.
        func continuation(_ index: Int) -> Int? {
            // A signature as long as one of a real algorithm is whole: the next line is text.
            if segmentIndex == 2, signatureLengths.contains(count) { return nil }
            var cursor = index
            if cursor < bytes.count, bytes[cursor] == 0x0D { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == 0x0A else { return nil }
            cursor += 1
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            return cursor < bytes.count && (isBase64URL(bytes[cursor]) || bytes[cursor] == 0x2E) ? cursor : nil
        }
        var found: [Range<Int>] = []
        var index = 0
        while index + 3 <= bytes.count {
            guard bytes[index] == 0x65, hasWord(bytes, at: index, "eyj"), bytes[index + 2] == 0x4A,
                index == 0 || !isBase64URL(bytes[index - 1])
            else { index += 1; continue }
            var end = index
            var segments: [(start: Int, count: Int)] = []
            var segmentStart = index
            count = 0
            segmentIndex = 0
            while true {
                while end < bytes.count {
                    if isBase64URL(bytes[end]) {
                        end += 1
                        count += 1
                    } else if let next = continuation(end) {
                        end = next
                    } else {
                        break
                    }
                }
                segments.append((segmentStart, count))
                guard segments.count < 3, end < bytes.count, bytes[end] == 0x2E else { break }
                end += 1
                segmentIndex = segments.count
                count = 0
                if let next = continuation(end) { end = next }
                segmentStart = end
            }
            if segments.count == 3, segments[0].count >= 10, segments[1].count >= 10, segments[1].start + 3 <= bytes.count,
               bytes[segments[1].start] == 0x65, bytes[segments[1].start + 1] == 0x79, bytes[segments[1].start + 2] == 0x4A {
                found.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// The credentials after `Bearer ` or `Basic ` (any case), as in an Authorization header:
    /// at least 8 token characters; for Basic, base64 whose decoding holds `user:password`.
    static func credentials(_ bytes: [UInt8], scheme: StaticString) -> [Range<Int>] {
        let length = scheme.utf8CodeUnitCount
        var found: [Range<Int>] = []
        var index = 0
        let first = scheme.utf8Start[0]
        while index + length + 1 < bytes.count {
            guard bytes[index] | 0x20 == first, hasWord(bytes, at: index, scheme), bytes[index + length] == 0x20, index == 0 || !isAlphanumeric(bytes[index - 1]) else {
                index += 1
                continue
            }
            let start = index + length + 1
            var end = start
            while end < bytes.count, isTokenByte(bytes[end]) { end += 1 }
            let token = bytes[start..<end]
            let isBasic = length == 5
            if token.count >= 8, !isBasic || (Base64.decode(token).map { $0.contains(0x3A) } ?? false), !Placeholders.isPlaceholderText(token) {
                found.append(start..<end)
            }
            index = max(end, index + 1)
        }
        return found
    }

    /// The user's name in a home folder path: `/Users/<name>` (macOS) or `/home/<name>`.
    /// `Shared` and names that are already placeholders are not names.
    static func homeFolderNames(_ bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        for prefix in [Array("/Users/".utf8), Array("/home/".utf8)] {
            var index = 0
            while let start = bytes.firstIndex(of: prefix, from: index) {
                let nameStart = start + prefix.count
                var nameEnd = nameStart
                while nameEnd < bytes.count, bytes[nameEnd] != 0x2F, bytes[nameEnd] >= 0x20, bytes[nameEnd] != 0x22, bytes[nameEnd] != 0x3C,
                    bytes[nameEnd] != 0x3E, bytes[nameEnd] != 0x7F, nameEnd - nameStart < 255
                { nameEnd += 1 }
                let name = bytes[nameStart..<nameEnd]
                if !name.isEmpty, !name.elementsEqual("Shared".utf8), name.first != UInt8(ascii: "#"), name.first != UInt8(ascii: "[") {
                    found.append(nameStart..<nameEnd)
                }
                index = max(nameEnd, start + 1)
            }
        }
        // A document bookmark keeps a path as a list of length-prefixed components: `Users`,
        // then the name.
        found += bookmarkUserNames(bytes)
        return found
    }

    /// In bookmark data (`book` ... ), the string item after a `Users` string item: items are a
    /// 4-byte little-endian length, a 4-byte type (0x0101 for a UTF-8 string) and the bytes,
    /// padded to 4.
    static func bookmarkUserNames(_ bytes: [UInt8]) -> [Range<Int>] {
        let users: [UInt8] = [5, 0, 0, 0, 1, 1, 0, 0] + Array("Users".utf8)
        var found: [Range<Int>] = []
        var index = 0
        while let start = bytes.firstIndex(of: users, from: index) {
            let next = start + users.count + 3
            index = start + 1
            guard next + 8 <= bytes.count else { continue }
            let length = Int(bytes[next]) | Int(bytes[next + 1]) << 8 | Int(bytes[next + 2]) << 16 | Int(bytes[next + 3]) << 24
            guard bytes[next + 4] == 1, bytes[next + 5] == 1, length > 0, length < 256, next + 8 + length <= bytes.count else { continue }
            let name = (next + 8)..<(next + 8 + length)
            if !bytes[name].elementsEqual("Shared".utf8), bytes[name.lowerBound] != UInt8(ascii: "#") { found.append(name) }
        }
        return found
    }
}

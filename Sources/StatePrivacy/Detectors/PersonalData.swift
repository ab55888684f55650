/// The personal data classes of Sentry's data scrubbing: IBANs (mod-97 checked), phone
/// numbers, IPv4 and IPv6 addresses, MAC addresses, IMEIs (Luhn checked), US social security
/// numbers; and those GDPR adds that have a shape: national ids (`NationalIDs`), street
/// addresses, precise locations, session cookies. Each is found only where it stands alone (not inside a longer number or word) and
/// in a shape that dates, versions, frame strings (`{{27, 347}, {14, 16}}`) and identifiers do
/// not have.
enum PersonalData {
    typealias Bytes = [UInt8]
    static func isDigit(_ byte: UInt8) -> Bool { ValueDetectors.isDigit(byte) }
    static func isHex(_ byte: UInt8) -> Bool { ProviderTokens.isHex(byte) }

    static func matches(_ bytes: Bytes, enabled: ValueDetectors.Switches, profile: ValueDetectors.Profile) -> [ValueDetectors.Match] {
        var found: [ValueDetectors.Match] = []
        func add(_ rule: PrivacyRule, _ ranges: @autoclosure () -> [Range<Int>]) {
            if enabled.contains(rule) { found += ranges().map { ValueDetectors.Match(range: $0, rule: rule) } }
        }
        if profile.digits >= 4, bytes.count >= 15 { add(.iban, ibans(bytes)) }
        if profile.digits >= 7 { add(.phoneNumber, phoneNumbers(bytes)) }
        if profile.digits >= 4, profile.dot { add(.ipAddress, ipv4(bytes)) }
        if profile.colon { add(.ipAddress, ipv6(bytes)) }
        if profile.colon || profile.dash, bytes.count >= 17 { add(.macAddress, macAddresses(bytes)) }
        if profile.digits >= 15 { add(.imei, imeis(bytes)) }
        if profile.digits >= 9, profile.dash { add(.usSSN, socialSecurityNumbers(bytes)) }
        if profile.digits >= 6 { add(.nationalID, NationalIDs.matches(bytes)) }
        if profile.digits >= 1, profile.letters >= 4 { add(.streetAddress, StreetAddresses.matches(bytes)) }
        if profile.digits >= 8, profile.dot { add(.preciseLocation, Locations.matches(bytes)) }
        if profile.colon, profile.equals { add(.sessionCookie, Cookies.matches(bytes)) }
        return found
    }

    /// The values `match` reads, tried at each index where `starts` holds: a match's end, or
    /// nil; the scan goes on after a match, or at the next byte.
    static func scan(_ bytes: Bytes, startingWhere starts: (Bytes, Int) -> Bool, _ match: (Bytes, Int) -> Int?) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            if starts(bytes, index), let end = match(bytes, index) {
                found.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// Whether the byte before `index` lets a value start there.
    static func startsAlone(_ bytes: Bytes, _ index: Int) -> Bool {
        index == 0 || !(ValueDetectors.isAlphanumeric(bytes[index - 1]) || bytes[index - 1] == 0x2E || bytes[index - 1] == 0x2B || bytes[index - 1] == 0x2D)
    }

    /// Whether the byte at `end` lets a value end there (a following `.` and digit would make
    /// it part of a version or a longer dotted number).
    static func endsAlone(_ bytes: Bytes, _ end: Int) -> Bool {
        guard end < bytes.count else { return true }
        if ValueDetectors.isAlphanumeric(bytes[end]) { return false }
        if bytes[end] == 0x2E || bytes[end] == 0x2D || bytes[end] == 0x3A, end + 1 < bytes.count, ValueDetectors.isAlphanumeric(bytes[end + 1]) { return false }
        return true
    }

    // MARK: IBAN

    /// Each country's IBAN length (ISO 13616's registry): an IBAN of another length is not one.
    static let ibanLengths: [String: Int] = [
        "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BI": 27, "BR": 29, "BY": 28, "CH": 21, "CR": 22,
        "CY": 28, "CZ": 24, "DE": 22, "DJ": 27, "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27, "GB": 22,
        "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30,
        "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "LY": 25, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MN": 20, "MR": 27,
        "MT": 31, "MU": 30, "NI": 28, "NL": 18, "NO": 15, "OM": 23, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33,
        "SA": 24, "SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25, "SV": 28, "TL": 23, "TN": 24, "TR": 26, "UA": 29,
        "VA": 22, "VG": 24, "XK": 20, "YE": 30,
    ]

    /// A country code, two check digits and the account, as long as the country's IBANs are,
    /// in upper or lower case, written together or in groups with single spaces or dashes;
    /// the mod-97 check must give 1.
    static func ibans(_ bytes: Bytes) -> [Range<Int>] {
        func isLetter(_ byte: UInt8) -> Bool { ValueDetectors.isUpper(byte) || ValueDetectors.isLower(byte) }
        func upper(_ byte: UInt8) -> UInt8 { ValueDetectors.isLower(byte) ? byte - 0x20 : byte }
        var found: [Range<Int>] = []
        var index = 0
        while index + 4 <= bytes.count {
            guard isLetter(bytes[index]), isLetter(bytes[index + 1]), isDigit(bytes[index + 2]), isDigit(bytes[index + 3]), startsAlone(bytes, index),
                  ValueDetectors.isUpper(bytes[index]) == ValueDetectors.isUpper(bytes[index + 1]),
                  let length = ibanLengths[String(decoding: [upper(bytes[index]), upper(bytes[index + 1])], as: UTF8.self)]
            else { index += 1; continue }
            var characters: [UInt8] = []
            var separator: UInt8? = nil
            var cursor = index
            var end = index
            while cursor < bytes.count, characters.count < length {
                let byte = bytes[cursor]
                if ValueDetectors.isAlphanumeric(byte) {
                    characters.append(upper(byte))
                    cursor += 1
                    end = cursor
                } else if byte == 0x20 || byte == 0x2D, separator == nil || separator == byte, cursor + 1 < bytes.count, ValueDetectors.isAlphanumeric(bytes[cursor + 1]) {
                    separator = byte
                    cursor += 1
                } else {
                    break
                }
            }
            if characters.count == length, endsAlone(bytes, end), mod97(characters) == 1 {
                found.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    static func mod97(_ iban: [UInt8]) -> Int {
        var remainder = 0
        for byte in iban.dropFirst(4) + iban.prefix(4) {
            if isDigit(byte) {
                remainder = (remainder * 10 + Int(byte - 0x30)) % 97
            } else {
                remainder = (remainder * 100 + Int(byte - 0x41 + 10)) % 97
            }
        }
        return remainder
    }

    // MARK: Phone numbers

    /// International numbers (`+`, 8 to 15 digits in groups: `+1 (415) 555-0132`, `+44 20 7946
    /// 0958`, `+4915112345678`); national ones with a trunk zero (`020 7946 0958`, `06 12 34 56
    /// 78`: 10 or 11 digits in two or more groups); North American ones (`(415) 555-0132`,
    /// `415-555-0132`, `415.555.0132`). Digits without separators or a `+` are identifiers, not
    /// phone numbers; dates have too few digits; frame strings have commas.
    static func phoneNumbers(_ bytes: Bytes) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x2B || byte == 0x28 || isDigit(byte), startsAlone(bytes, index) || byte == 0x28 else { index += 1; continue }
            var groups: [Int] = []
            var separators: Set<UInt8> = []
            var current = 0
            var cursor = byte == 0x2B ? index + 1 : index
            var last = index
            while cursor < bytes.count {
                let c = bytes[cursor]
                if isDigit(c) {
                    current += 1
                    cursor += 1
                    last = cursor
                } else if [0x20, 0x2D, 0x2E, 0x28, 0x29].contains(c), cursor + 1 < bytes.count,
                          isDigit(bytes[cursor + 1]) || (c == 0x29 && bytes[cursor + 1] == 0x20) || (c == 0x20 && bytes[cursor + 1] == 0x28) {
                    if current > 0 { groups.append(current) }
                    current = 0
                    separators.insert(c)
                    cursor += 1
                } else {
                    break
                }
            }
            if current > 0 { groups.append(current) }
            let digits = groups.reduce(0, +)
            let end = last
            var isPhone = false
            // `00` and a country code is the international form written without `+`.
            let international = byte == 0x2B || (byte == 0x30 && index + 2 < bytes.count && bytes[index + 1] == 0x30 && bytes[index + 2] != 0x30 && !separators.isEmpty)
            if endsAlone(bytes, end), groups.count >= 1 {
                if international {
                    let significant = byte == 0x2B ? digits : digits - 2
                    isPhone = (8...15).contains(significant) && (groups.count >= 2 || significant >= 10)
                        && (!separators.contains(0x2E) || (groups.count >= 3 && groups.allSatisfy { $0 <= 4 }))
                } else if separators.isEmpty {
                    isPhone = false
                } else if separators == [0x2E] {
                    isPhone = groups == [3, 3, 4]
                } else if groups == [3, 3, 4] || (groups == [3, 3, 4] && separators.contains(0x28)) {
                    isPhone = true
                } else {
                    let startsWithZero = bytes[byte == 0x28 ? index + 1 : index] == 0x30
                    isPhone = startsWithZero && (10...11).contains(digits) && groups.count >= 2 && groups.allSatisfy { $0 >= 2 } && !separators.contains(0x2E)
                }
            }
            if isPhone {
                found.append(index..<end)
                index = end
            } else {
                index = max(index + 1, cursor)
            }
        }
        return found
    }

    // MARK: Network addresses

    /// Four dot-separated octets, 0 to 255, not a part of a longer dotted run, not after `v`
    /// (a version), with or without a port (`203.0.113.42:8443`); the loopback and unspecified
    /// addresses and versions whose octets are all one digit (`1.2.3.4`) are not reported, nor
    /// a build number: a dotted four whose first octet is one digit (`3.14.2.100`) without a
    /// port, or after a word that says version or build.
    static func ipv4(_ bytes: Bytes) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isDigit(bytes[index]), startsAlone(bytes, index), index == 0 || !(bytes[index - 1] == 0x76 || bytes[index - 1] == 0x56) else {
                index += 1
                continue
            }
            if let end = ipv4Address(bytes, index) {
                let port = end + 1 < bytes.count && bytes[end] == 0x3A && isDigit(bytes[end + 1])
                let singleDigitFirst = bytes[index + 1] == 0x2E
                let versionLike = !port && (singleDigitFirst || followsVersionWord(bytes, index))
                if !versionLike {
                    found.append(index..<end)
                    index = end
                    continue
                }
            }
            index += 1
            while index < bytes.count, isDigit(bytes[index]) || bytes[index] == 0x2E { index += 1 }
        }
        return found
    }

    /// The end of an IPv4 address starting at `index`: four octets standing alone (a port may
    /// follow), not loopback or unspecified, one octet of 10 or more.
    static func ipv4Address(_ bytes: Bytes, _ index: Int) -> Int? {
        var octets: [Int] = []
        var cursor = index
        while octets.count < 4 {
            let start = cursor
            var value = 0
            while cursor < bytes.count, isDigit(bytes[cursor]), cursor - start < 3 {
                value = value * 10 + Int(bytes[cursor] - 0x30)
                cursor += 1
            }
            guard cursor > start, value <= 255, !(cursor - start > 1 && bytes[start] == 0x30) else { return nil }
            octets.append(value)
            if octets.count < 4 {
                guard cursor + 1 < bytes.count, bytes[cursor] == 0x2E, isDigit(bytes[cursor + 1]) else { return nil }
                cursor += 1
            }
        }
        let port = cursor + 1 < bytes.count && bytes[cursor] == 0x3A && isDigit(bytes[cursor + 1])
        guard port || endsAlone(bytes, cursor), !(cursor < bytes.count && isDigit(bytes[cursor])), octets != [127, 0, 0, 1], octets != [0, 0, 0, 0],
              octets.contains(where: { $0 >= 10 })
        else { return nil }
        return cursor
    }

    /// Whether a word right before `index` says a version or a build (`Version 3.14.2.100`,
    /// `build: 10.3.1.22`).
    static func followsVersionWord(_ bytes: Bytes, _ index: Int) -> Bool {
        var end = index
        while end > 0, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x3A || bytes[end - 1] == 0x3D || bytes[end - 1] == 0x28 { end -= 1 }
        var start = end
        while start > 0, ValueDetectors.isLower(bytes[start - 1]) || ValueDetectors.isUpper(bytes[start - 1]) { start -= 1 }
        let word = String(decoding: bytes[start..<end].map { ValueDetectors.isUpper($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        return ["version", "ver", "build", "release", "rev", "revision", "bundleversion", "firmware", "ios", "macos", "os", "app"].contains(word)
    }

    /// Colon-separated groups of up to four hex digits: eight of them, or fewer with one `::`;
    /// at least one group with a letter or four digits (so `12:30:45` is a time, not an
    /// address). An IPv4 address written in its last 32 bits (`::ffff:203.0.113.42`) is part of
    /// it, so none of its octets is left when it is replaced.
    static func ipv6(_ bytes: Bytes) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isHex(bytes[index]) || (bytes[index] == 0x3A && index + 1 < bytes.count && bytes[index + 1] == 0x3A),
                  index == 0 || !(ValueDetectors.isAlphanumeric(bytes[index - 1]) || bytes[index - 1] == 0x3A)
            else { index += 1; continue }
            var cursor = index
            // Counted, not collected: this runs at every hex digit of a text.
            var groupCount = 0, longGroup = false, addressLike = false
            var compressed = false
            var embedded = false
            while cursor < bytes.count {
                let start = cursor
                // The last 32 bits as a dotted IPv4 address.
                if groupCount <= 6, let end = ipv4Tail(bytes, start) {
                    cursor = end
                    embedded = true
                    break
                }
                while cursor < bytes.count, isHex(bytes[cursor]), cursor - start < 5 { cursor += 1 }
                if cursor > start {
                    groupCount += 1
                    if cursor - start > 4 { longGroup = true }
                    if cursor - start == 4 || bytes[start..<cursor].contains(where: { !isDigit($0) }) { addressLike = true }
                }
                guard cursor < bytes.count, bytes[cursor] == 0x3A else { break }
                if cursor + 1 < bytes.count, bytes[cursor + 1] == 0x3A {
                    if compressed { break }
                    compressed = true
                    cursor += 2
                } else {
                    cursor += 1
                }
            }
            let hexGroups = groupCount + (embedded ? 2 : 0)
            let wellFormed = !longGroup && (hexGroups == 8 || (compressed && hexGroups >= 2 && hexGroups < 8))
            if embedded { addressLike = true }
            let end = cursor
            if wellFormed, addressLike, end == bytes.count || !(ValueDetectors.isAlphanumeric(bytes[end])), end - index >= 6,
               !(bytes[index..<end].elementsEqual("::1".utf8)) {
                found.append(index..<end)
                index = end
            } else {
                index = max(index + 1, cursor)
            }
        }
        return found
    }

    /// The end of a dotted IPv4 address at `index` inside an IPv6 one (after a colon).
    static func ipv4Tail(_ bytes: Bytes, _ index: Int) -> Int? {
        guard index > 0, bytes[index - 1] == 0x3A, index < bytes.count, isDigit(bytes[index]) else { return nil }
        var cursor = index
        for octet in 0..<4 {
            let start = cursor
            while cursor < bytes.count, isDigit(bytes[cursor]), cursor - start < 3 { cursor += 1 }
            guard cursor > start, Int(String(decoding: bytes[start..<cursor], as: UTF8.self)) ?? 256 <= 255 else { return nil }
            if octet < 3 {
                guard cursor < bytes.count, bytes[cursor] == 0x2E else { return nil }
                cursor += 1
            }
        }
        return cursor < bytes.count && isDigit(bytes[cursor]) ? nil : cursor
    }

    /// Six pairs of hex digits separated by `:` or `-` (the same one throughout); the all-zero
    /// and broadcast addresses are not a device's.
    static func macAddresses(_ bytes: Bytes) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index + 17 <= bytes.count {
            guard isHex(bytes[index]), index == 0 || !(ValueDetectors.isAlphanumeric(bytes[index - 1]) || bytes[index - 1] == 0x3A || bytes[index - 1] == 0x2D) else {
                index += 1
                continue
            }
            let separator = bytes[index + 2]
            var valid = separator == 0x3A || separator == 0x2D
            for pair in 0..<6 where valid {
                let at = index + pair * 3
                valid = isHex(bytes[at]) && isHex(bytes[at + 1]) && (pair == 5 || bytes[at + 2] == separator)
            }
            let end = index + 17
            if valid, end == bytes.count || !(ValueDetectors.isAlphanumeric(bytes[end]) || bytes[end] == separator),
               !bytes[index..<end].allSatisfy({ $0 == 0x30 || $0 == separator }), !bytes[index..<end].allSatisfy({ $0 == 0x66 || $0 == 0x46 || $0 == separator }) {
                found.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    /// 15 digits (or `AA-BBBBBB-CCCCCC-D`) passing the Luhn check, standing alone; a card
    /// number's issuer and length win over it.
    static func imeis(_ bytes: Bytes) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isDigit(bytes[index]), startsAlone(bytes, index) else { index += 1; continue }
            var digits: [UInt8] = []
            var groups: [Int] = []
            var current = 0
            var cursor = index
            while cursor < bytes.count {
                if isDigit(bytes[cursor]) {
                    digits.append(bytes[cursor] - 0x30)
                    current += 1
                    cursor += 1
                } else if bytes[cursor] == 0x2D || bytes[cursor] == 0x20, cursor + 1 < bytes.count, isDigit(bytes[cursor + 1]) {
                    groups.append(current)
                    current = 0
                    cursor += 1
                } else {
                    break
                }
            }
            groups.append(current)
            let shaped = groups == [15] || groups == [2, 6, 6, 1]
            if shaped, endsAlone(bytes, cursor), ValueDetectors.luhn(digits), !ValueDetectors.issuer(digits) {
                found.append(index..<cursor)
            }
            index = max(cursor, index + 1)
        }
        return found
    }

    /// `AAA-GG-SSSS`: area 001 to 899 but 666, group not 00, serial not 0000.
    static func socialSecurityNumbers(_ bytes: Bytes) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index + 11 <= bytes.count {
            let shape = (0..<11).allSatisfy { offset in offset == 3 || offset == 6 ? bytes[index + offset] == 0x2D : isDigit(bytes[index + offset]) }
            guard shape, startsAlone(bytes, index), endsAlone(bytes, index + 11) else { index += 1; continue }
            func number(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 * 10 + Int($1 - 0x30) } }
            let area = number(index..<(index + 3)), group = number((index + 4)..<(index + 6)), serial = number((index + 7)..<(index + 11))
            if area != 0, area != 666, area < 900, group != 0, serial != 0 { found.append(index..<(index + 11)) }
            index += 11
        }
        return found
    }
}

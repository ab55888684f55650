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

    static func matches(_ bytes: Bytes, enabled: Set<PrivacyRule>) -> [ValueDetectors.Match] {
        var found: [ValueDetectors.Match] = []
        func add(_ rule: PrivacyRule, _ ranges: [Range<Int>]) {
            if enabled.contains(rule) { found += ranges.map { ValueDetectors.Match(range: $0, rule: rule) } }
        }
        add(.iban, ibans(bytes))
        add(.phoneNumber, phoneNumbers(bytes))
        add(.ipAddress, ipv4(bytes) + ipv6(bytes))
        add(.macAddress, macAddresses(bytes))
        add(.imei, imeis(bytes))
        add(.usSSN, socialSecurityNumbers(bytes))
        add(.nationalID, NationalIDs.matches(bytes))
        add(.streetAddress, StreetAddresses.matches(bytes))
        add(.preciseLocation, Locations.matches(bytes))
        add(.sessionCookie, Cookies.matches(bytes))
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

    /// Two capital letters, two check digits, 11 to 30 capitals and digits, in groups of four
    /// with single spaces or none, whose mod-97 check gives 1.
    static func ibans(_ bytes: Bytes) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index + 4 <= bytes.count {
            guard ValueDetectors.isUpper(bytes[index]), ValueDetectors.isUpper(bytes[index + 1]), isDigit(bytes[index + 2]), isDigit(bytes[index + 3]),
                  startsAlone(bytes, index)
            else { index += 1; continue }
            var characters: [UInt8] = []
            var ends: [(count: Int, end: Int)] = []
            var cursor = index
            while cursor < bytes.count, characters.count < 34 {
                let byte = bytes[cursor]
                if ValueDetectors.isUpper(byte) || isDigit(byte) {
                    characters.append(byte)
                    cursor += 1
                    if cursor == bytes.count || !(ValueDetectors.isUpper(bytes[cursor]) || isDigit(bytes[cursor])) { ends.append((characters.count, cursor)) }
                } else if byte == 0x20, cursor + 1 < bytes.count, ValueDetectors.isUpper(bytes[cursor + 1]) || isDigit(bytes[cursor + 1]) {
                    cursor += 1
                } else {
                    break
                }
            }
            if let match = ends.reversed().first(where: { $0.count >= 15 && endsAlone(bytes, $0.end) && mod97(Array(characters.prefix($0.count))) == 1 }) {
                found.append(index..<match.end)
                index = match.end
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
            if endsAlone(bytes, end), groups.count >= 1 {
                if byte == 0x2B {
                    isPhone = (8...15).contains(digits) && (groups.count >= 2 || digits >= 10) && !separators.contains(0x2E)
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
    /// (a version); the loopback and unspecified addresses and versions whose octets are all
    /// one digit (`1.2.3.4`) are not reported.
    static func ipv4(_ bytes: Bytes) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isDigit(bytes[index]), startsAlone(bytes, index), index == 0 || !(bytes[index - 1] == 0x76 || bytes[index - 1] == 0x56) else { index += 1; continue }
            var octets: [Int] = []
            var cursor = index
            var valid = true
            while octets.count < 4 {
                let start = cursor
                var value = 0
                while cursor < bytes.count, isDigit(bytes[cursor]), cursor - start < 3 {
                    value = value * 10 + Int(bytes[cursor] - 0x30)
                    cursor += 1
                }
                guard cursor > start, value <= 255, !(cursor - start > 1 && bytes[start] == 0x30) else { valid = false; break }
                octets.append(value)
                if octets.count < 4 {
                    guard cursor + 1 < bytes.count, bytes[cursor] == 0x2E, isDigit(bytes[cursor + 1]) else { valid = false; break }
                    cursor += 1
                }
            }
            if valid, octets.count == 4, endsAlone(bytes, cursor), !(cursor < bytes.count && isDigit(bytes[cursor])),
               octets != [127, 0, 0, 1], octets != [0, 0, 0, 0], octets.contains(where: { $0 >= 10 }) {
                found.append(index..<cursor)
                index = cursor
            } else {
                index += 1
                while index < bytes.count, isDigit(bytes[index]) || bytes[index] == 0x2E { index += 1 }
            }
        }
        return found
    }

    /// Colon-separated groups of up to four hex digits: eight of them, or fewer with one `::`;
    /// at least one group with a letter or four digits (so `12:30:45` is a time, not an address).
    static func ipv6(_ bytes: Bytes) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isHex(bytes[index]) || (bytes[index] == 0x3A && index + 1 < bytes.count && bytes[index + 1] == 0x3A),
                  index == 0 || !(ValueDetectors.isAlphanumeric(bytes[index - 1]) || bytes[index - 1] == 0x3A)
            else { index += 1; continue }
            var cursor = index
            var groups: [ArraySlice<UInt8>] = []
            var compressed = false
            while cursor < bytes.count {
                let start = cursor
                while cursor < bytes.count, isHex(bytes[cursor]), cursor - start < 5 { cursor += 1 }
                if cursor > start { groups.append(bytes[start..<cursor]) }
                guard cursor < bytes.count, bytes[cursor] == 0x3A else { break }
                if cursor + 1 < bytes.count, bytes[cursor + 1] == 0x3A {
                    if compressed { break }
                    compressed = true
                    cursor += 2
                } else {
                    cursor += 1
                }
            }
            let wellFormed = groups.allSatisfy { $0.count <= 4 } && (groups.count == 8 || (compressed && groups.count >= 2 && groups.count < 8))
            let addressLike = groups.contains { group in group.count == 4 || group.contains { !isDigit($0) } }
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
            let text = bytes[index..<end].filter { $0 != separator }
            if valid, end == bytes.count || !(ValueDetectors.isAlphanumeric(bytes[end]) || bytes[end] == separator),
               !text.allSatisfy({ $0 == 0x30 }), !text.allSatisfy({ $0 == 0x66 || $0 == 0x46 }) {
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

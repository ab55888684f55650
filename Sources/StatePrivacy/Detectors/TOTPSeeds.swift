/// One-time password seeds standing alone, as authenticator apps show them for typing in:
/// base32 (RFC 4648: `A`-`Z`, `2`-`7`, optional `=` padding), 16 to 64 characters, mixed as
/// random data mixes them (digits, few vowels, entropy), contiguous or in groups of four separated by spaces (`JBSW Y3DP EHPK 3PXP`). A seed inside an `otpauth://`
/// URL is `otp-secret`; one under a key named like it, `key:otp`.
enum TOTPSeeds {
    static func isBase32(_ byte: UInt8) -> Bool { ValueDetectors.isUpper(byte) || (0x32...0x37).contains(byte) }

    static func matches(_ bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isBase32(bytes[index]), index == 0 || !(ValueDetectors.isAlphanumeric(bytes[index - 1]) || bytes[index - 1] == 0x5F || bytes[index - 1] == 0x2D) else {
                index += 1
                continue
            }
            // Groups of four.
            var cursor = index
            var groups = 0
            while cursor + 4 <= bytes.count, bytes[cursor..<(cursor + 4)].allSatisfy(isBase32) {
                groups += 1
                cursor += 4
                guard cursor + 1 < bytes.count, bytes[cursor] == 0x20, isBase32(bytes[cursor + 1]) else { break }
                cursor += 1
            }
            if groups >= 4, groups <= 16 {
                let grouped = index..<(bytes[cursor - 1] == 0x20 ? cursor - 1 : cursor)
                if standsAlone(bytes, grouped.upperBound), isSeed(bytes[grouped].filter { $0 != 0x20 }[...], grouped: true) {
                    found.append(grouped)
                    index = grouped.upperBound
                    continue
                }
            }
            var end = index
            while end < bytes.count, isBase32(bytes[end]) { end += 1 }
            var stop = end
            while stop < bytes.count, bytes[stop] == 0x3D { stop += 1 }
            if (16...64).contains(end - index), standsAlone(bytes, stop), isSeed(bytes[index..<end], grouped: false) { found.append(index..<stop) }
            index = max(stop, index + 1)
        }
        return found
    }

    static func standsAlone(_ bytes: [UInt8], _ end: Int) -> Bool {
        end == bytes.count || !(ValueDetectors.isAlphanumeric(bytes[end]) || bytes[end] == 0x5F || bytes[end] == 0x2D)
    }

    /// Letters and digits mixed as random base32 mixes them: two digits or more (2 to 7 make
    /// a fifth of a random seed), few vowels (a fifth of random letters, two fifths of words'),
    /// enough entropy.
    static func isSeed(_ characters: ArraySlice<UInt8>, grouped: Bool) -> Bool {
        let digits = characters.filter(ValueDetectors.isDigit).count
        guard digits >= 2, digits * 2 <= characters.count, characters.count >= 16 else { return false }
        let letters = characters.count - digits
        let vowels = characters.filter { [0x41, 0x45, 0x49, 0x4F, 0x55].contains($0) }.count
        return vowels * 10 <= letters * 3 && RandomStrings.entropy(characters) >= 3.0
    }
}

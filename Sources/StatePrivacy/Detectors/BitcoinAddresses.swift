import Crypto

/// Bitcoin addresses, by their checksums, so a random run of the same alphabet is not one:
///
/// - base58check (BIP 13): `1…` (pay to a public key's hash), `3…` (to a script's hash), and
///   testnet's `m…`, `n…`, `2…`: 25 bytes (a version, 20 bytes, 4 of checksum) whose checksum
///   is the first 4 bytes of SHA-256 twice over the rest;
/// - bech32 (BIP 173) and bech32m (BIP 350): `bc1q…` (SegWit version 0, 20 or 32 bytes),
///   `bc1p…` (Taproot, 32 bytes), `tb1…` on testnet, in one case, with their 6-character
///   checksum.
enum BitcoinAddresses {
    static let base58 = Array("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz".utf8)
    static let base58Values: [Int8] = {
        var values = [Int8](repeating: -1, count: 128)
        for (value, byte) in base58.enumerated() { values[Int(byte)] = Int8(value) }
        return values
    }()
    static let bech32 = Array("qpzry9x8gf2tvdw0s3jn54khce6mua7l".utf8)
    static let bech32Values: [Int8] = {
        var values = [Int8](repeating: -1, count: 128)
        for (value, byte) in bech32.enumerated() {
            values[Int(byte)] = Int8(value)
            if ValueDetectors.isLower(byte) { values[Int(byte - 0x20)] = Int8(value) }
        }
        return values
    }()

    static func matches(_ bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard index == 0 || !ValueDetectors.isAlphanumeric(bytes[index - 1]) else { index += 1; continue }
            let end = ProviderTokens.run(bytes, from: index, ValueDetectors.isAlphanumeric)
            let word = bytes[index..<end]
            let standsAlone = end == bytes.count || !(bytes[end] == 0x2E && end + 1 < bytes.count && ValueDetectors.isAlphanumeric(bytes[end + 1]))
            if standsAlone, (26...35).contains(word.count) ? isBase58Check(word) : (42...90).contains(word.count) && isBech32(word) {
                found.append(index..<end)
            }
            index = max(end, index + 1)
        }
        return found
    }

    static func isBase58Check(_ word: ArraySlice<UInt8>) -> Bool {
        guard let first = word.first, [UInt8(ascii: "1"), UInt8(ascii: "3"), UInt8(ascii: "m"), UInt8(ascii: "n"), UInt8(ascii: "2")].contains(first) else { return false }
        // The number the digits spell, as 25 big-endian bytes; leading 1s are zero bytes.
        var number = [UInt8](repeating: 0, count: 25)
        for byte in word {
            guard byte < 128, base58Values[Int(byte)] >= 0 else { return false }
            var carry = Int(base58Values[Int(byte)])
            for position in stride(from: 24, through: 0, by: -1) {
                carry += Int(number[position]) * 58
                number[position] = UInt8(carry & 0xFF)
                carry >>= 8
            }
            guard carry == 0 else { return false }
        }
        let leadingOnes = word.prefix { $0 == UInt8(ascii: "1") }.count
        guard number.prefix { $0 == 0 }.count >= leadingOnes, [0x00, 0x05, 0x6F, 0xC4].contains(number[0]) else { return false }
        let digest = SHA256.hash(data: Array(SHA256.hash(data: number[0..<21])))
        return Array(digest.prefix(4)) == Array(number[21..<25])
    }

    /// `bc1` or `tb1` and the data part in one case, whose checksum is bech32's (version 0)
    /// or bech32m's (versions 1 to 16), with a program of a version's length.
    static func isBech32(_ word: ArraySlice<UInt8>) -> Bool {
        let lower = word.map { ValueDetectors.isUpper($0) ? $0 + 0x20 : $0 }
        guard lower.starts(with: "bc1".utf8) || lower.starts(with: "tb1".utf8),
              word.allSatisfy({ !ValueDetectors.isLower($0) }) || word.allSatisfy({ !ValueDetectors.isUpper($0) })
        else { return false }
        var values: [UInt8] = []
        for byte in lower.dropFirst(3) {
            guard byte < 128, bech32Values[Int(byte)] >= 0 else { return false }
            values.append(UInt8(bech32Values[Int(byte)]))
        }
        guard values.count >= 8, let version = values.first, version <= 16 else { return false }
        let prefix = Array(lower.prefix(2))
        var check = prefix.map { $0 >> 5 } + [0] + prefix.map { $0 & 31 }
        check += values
        let residue = polymod(check)
        guard residue == (version == 0 ? 1 : 0x2BC8_30A3) else { return false }
        // The program: 5-bit groups after the version, without the checksum, as bytes.
        let bits = (values.count - 7) * 5
        let length = bits / 8
        return version == 0 ? length == 20 || length == 32 : (2...40).contains(length)
    }

    static func polymod(_ values: [UInt8]) -> UInt32 {
        let generator: [UInt32] = [0x3B6A_57B2, 0x2650_8E6D, 0x1EA1_19FA, 0x3D42_33DD, 0x2A14_62B3]
        var check: UInt32 = 1
        for value in values {
            let top = check >> 25
            check = (check & 0x1FF_FFFF) << 5 ^ UInt32(value)
            for bit in 0..<5 where (top >> UInt32(bit)) & 1 == 1 { check ^= generator[bit] }
        }
        return check
    }
}

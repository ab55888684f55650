import Crypto
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Wallet seed phrases (BIP 39): 12, 15, 18, 21 or 24 words of the English list standing
/// together, whose last bits hold the checksum BIP 39 defines (the first bits of the SHA-256 of
/// the entropy the words spell), so a run of ordinary words from the list is not one.
enum SeedPhrases {
    static let lengths: Set<Int> = [12, 15, 18, 21, 24]

    static func matches(_ bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var words: [(range: Range<Int>, value: Int)] = []
        func flush() {
            if lengths.contains(words.count), isValid(words.map(\.value)) { found.append(words[0].range.lowerBound..<words[words.count - 1].range.upperBound) }
            words = []
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if ValueDetectors.isLower(byte) {
                var end = index
                while end < bytes.count, ValueDetectors.isLower(bytes[end]) { end += 1 }
                let standsAlone = (index == 0 || !ValueDetectors.isAlphanumeric(bytes[index - 1])) && (end == bytes.count || !ValueDetectors.isAlphanumeric(bytes[end]))
                // The list's words are 3 to 8 letters: others are not looked up.
                if standsAlone, (3...8).contains(end - index), let value = SeedPhraseWords.positions[String(decoding: bytes[index..<end], as: UTF8.self)] {
                    words.append((index..<end, value))
                } else {
                    flush()
                }
                index = end
            } else if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                index += 1
            } else {
                flush()
                index += 1
            }
        }
        flush()
        return found
    }

    /// Whether the words' checksum bits are the first bits of the SHA-256 of their entropy.
    static func isValid(_ values: [Int]) -> Bool {
        var bits: [Bool] = []
        for value in values { for shift in (0..<11).reversed() { bits.append(value >> shift & 1 == 1) } }
        let checksumBits = values.count / 3
        let entropyBits = bits.count - checksumBits
        var entropy = [UInt8](repeating: 0, count: entropyBits / 8)
        for bit in 0..<entropyBits where bits[bit] { entropy[bit / 8] |= 0x80 >> UInt8(bit % 8) }
        let hash = Array(SHA256.hash(data: Data(entropy)))
        for bit in 0..<checksumBits where bits[entropyBits + bit] != (hash[bit / 8] & (0x80 >> UInt8(bit % 8)) != 0) { return false }
        return true
    }
}

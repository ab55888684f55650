import Crypto
import _CryptoExtras

/// AppKit's record encryption: AES-128-CBC with the window's 16-byte key, an IV of zeros and
/// no padding scheme (records are zero-padded to the block size before encryption).
enum WindowRecordCipher {
    static let blockSize = 16

    static func decrypt(_ ciphertext: ArraySlice<UInt8>, key: [UInt8]) throws -> [UInt8] {
        let iv = try AES._CBC.IV(ivBytes: [UInt8](repeating: 0, count: blockSize))
        return Array(try AES._CBC.decrypt(ciphertext, using: SymmetricKey(data: key), iv: iv, noPadding: true))
    }

    /// `plaintext`'s length must be a multiple of the block size.
    static func encrypt(_ plaintext: [UInt8], key: [UInt8]) throws -> [UInt8] {
        let iv = try AES._CBC.IV(ivBytes: [UInt8](repeating: 0, count: blockSize))
        return Array(try AES._CBC.encrypt(plaintext, using: SymmetricKey(data: key), iv: iv, noPadding: true))
    }
}

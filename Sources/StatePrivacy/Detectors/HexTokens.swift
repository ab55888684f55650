/// Long hex runs (32 digits or more, standing alone, with at least one letter): tokens and
/// keys that carry no prefix, such as a 40-digit token under a key named `value`. Two kinds of
/// hex the state uses as identifiers are not private, by a stated rule: a UUID written without
/// dashes (32 digits whose version and variant digits are a UUID's), and any hex under a key
/// named like an identifier (`id`, `uuid`, `hash`, `digest`, `checksum`, `sha`, `md5`, `etag`,
/// `revision`, `commit`, `build`, `version`, `fingerprint`, `cache`), which `SecretScanner` applies;
/// and public services' ids (`PublicIdentifiers`).
enum HexTokens {
    static let minimumLength = 32

    static func matches(_ bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard ProviderTokens.isHex(bytes[index]), index == 0 || !ValueDetectors.isAlphanumeric(bytes[index - 1]) else { index += 1; continue }
            let end = ProviderTokens.run(bytes, from: index, ProviderTokens.isHex)
            let run = bytes[index..<end]
            if run.count >= minimumLength, end == bytes.count || !ValueDetectors.isAlphanumeric(bytes[end]), run.contains(where: { !ValueDetectors.isDigit($0) }),
               !isUUID(run), !PublicIdentifiers.isPublic(bytes, index..<end) {
                found.append(index..<end)
            }
            index = max(end, index + 1)
        }
        return found
    }

    /// 32 hex digits with a UUID's version (1 to 8) and variant (8, 9, a, b) digits.
    static func isUUID(_ run: ArraySlice<UInt8>) -> Bool {
        guard run.count == 32 else { return false }
        let version = run[run.startIndex + 12], variant = run[run.startIndex + 16] | 0x20
        return (UInt8(ascii: "1")...UInt8(ascii: "8")).contains(version) && [UInt8(ascii: "8"), UInt8(ascii: "9"), UInt8(ascii: "a"), UInt8(ascii: "b")].contains(variant)
    }

    /// Keys whose values are identifiers: their hex is never private.
    static let identifierWords: Set<String> = ["id", "ids", "uuid", "guid", "identifier", "hash", "digest", "checksum", "sha", "sha1", "sha256", "md5", "etag",
                                               "revision", "commit", "build", "version", "fingerprint", "cache", "cachekey", "hashes", "digests", "crc",
                                               "checksums", "integrity", "commitish", "sum"]

    static func isIdentifierKey(_ key: String) -> Bool {
        isIdentifierKey(words: SensitiveKeys.words(of: key))
    }

    static func isIdentifierKey(words: [String]) -> Bool {
        words.contains { identifierWords.contains($0) }
    }
}

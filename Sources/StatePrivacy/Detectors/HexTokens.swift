/// Long hex runs (32 digits or more, with at least one letter): tokens and keys that carry no
/// prefix, such as a 40-digit token under a key named `value`, written alone, after `0x`
/// (`0x4c08…`: an Ethereum private key or address), glued to a short prefix of letters
/// (`key4c08…`: the whole word is matched, so no part of it stays), or as `NSData`
/// describes bytes (`<740f4707 bebcf74f …>`: an APNs device token).
///
/// The kinds of hex the state uses as identifiers are not private, by a stated rule: a UUID
/// written without dashes (32 digits whose version and variant digits are a UUID's); any hex
/// under a key named like an identifier (`id`, `uuid`, `hash`, `digest`, `checksum`, `sha`,
/// `md5`, `etag`, `cursor`, `revision`, `commit`, `build`, `version`, `fingerprint`, `cache`)
/// or like a lookup key (`thumbnailKey`, `imageCacheKey`: a hash used as a key), which
/// `SecretScanner` applies; a file named by its digest (`d41d8cd9….jpg`, a cache's file); an
/// HTTP entity tag (`ETag: "33a6…"`); and public services' ids (`PublicIdentifiers`).
enum HexTokens {
    static let minimumLength = 32

    static func matches(_ bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x3C, let described = describedBytes(bytes, at: index) {
                found.append(described)
                index = described.upperBound
                continue
            }
            guard ProviderTokens.isHex(bytes[index]) else { index += 1; continue }
            // Glued to what is before it: a prefix of letters, or 0x.
            var start = index
            if index > 0, ValueDetectors.isAlphanumeric(bytes[index - 1]) {
                var wordStart = index
                while wordStart > 0, index - wordStart <= 8, ValueDetectors.isAlphanumeric(bytes[wordStart - 1]) { wordStart -= 1 }
                let prefix = bytes[wordStart..<index]
                let isZeroX = prefix.count == 2 && prefix.first == 0x30 && (prefix.last == 0x78 || prefix.last == 0x58)
                let isLetters = prefix.allSatisfy { ValueDetectors.isLower($0) || ValueDetectors.isUpper($0) }
                guard wordStart == 0 || !ValueDetectors.isAlphanumeric(bytes[wordStart - 1]), isZeroX || isLetters else {
                    index += 1
                    continue
                }
                start = wordStart
            }
            let end = ProviderTokens.run(bytes, from: index, ProviderTokens.isHex)
            let run = bytes[index..<end]
            if run.count >= minimumLength, end == bytes.count || !ValueDetectors.isAlphanumeric(bytes[end]), run.contains(where: { !ValueDetectors.isDigit($0) }),
               start < index || !isUUID(run), !PublicIdentifiers.isPublic(bytes, index..<end), !isFileName(bytes, index..<end), !isEntityTag(bytes, index) {
                found.append(start..<end)
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

    /// Bytes as `NSData`'s description writes them, `<` groups of eight hex digits `>`, 32
    /// digits or more with a letter: the range inside the brackets.
    static func describedBytes(_ bytes: [UInt8], at index: Int) -> Range<Int>? {
        var cursor = index + 1
        var digits = 0, letter = false
        while cursor < bytes.count {
            let end = ProviderTokens.run(bytes, from: cursor, ProviderTokens.isHex)
            guard end - cursor == 8 || (end - cursor > 0 && end - cursor < 8 && end < bytes.count && bytes[end] == 0x3E && digits > 0) else { return nil }
            letter = letter || bytes[cursor..<end].contains { !ValueDetectors.isDigit($0) }
            digits += end - cursor
            guard end < bytes.count else { return nil }
            if bytes[end] == 0x3E { return digits >= minimumLength && letter && digits > 8 ? (index + 1)..<end : nil }
            guard bytes[end] == 0x20 else { return nil }
            cursor = end + 1
        }
        return nil
    }

    /// Digest lengths: MD5, SHA-1, SHA-224, SHA-256, SHA-384, SHA-512.
    static let digestLengths: Set<Int> = [32, 40, 56, 64, 96, 128]

    /// A file named by the digest of its content (a cache's `d41d8cd9….jpg`), or a folder of
    /// a file path so named (`/Library/Caches/…/3b5f…/`): not a token.
    static func isFileName(_ bytes: [UInt8], _ run: Range<Int>) -> Bool {
        guard digestLengths.contains(run.count) else { return false }
        let end = run.upperBound
        if end + 2 < bytes.count, bytes[end] == 0x2E {
            let extensionEnd = ProviderTokens.run(bytes, from: end + 1, ValueDetectors.isAlphanumeric)
            if (2...5).contains(extensionEnd - end - 1), extensionEnd == bytes.count || !ValueDetectors.isAlphanumeric(bytes[extensionEnd]),
               bytes[(end + 1)..<extensionEnd].contains(where: { ValueDetectors.isLower($0) || ValueDetectors.isUpper($0) }) { return true }
        }
        // A component of a file path (not a web address's: a token may stand there).
        guard run.lowerBound > 0, bytes[run.lowerBound - 1] == 0x2F, end == bytes.count || bytes[end] == 0x2F else { return false }
        let line = bytes[..<run.lowerBound].lastIndex { $0 == 0x0A || $0 == 0x20 || $0 == 0x22 }.map { $0 + 1 } ?? 0
        return bytes[line] == 0x2F || bytes[line] == 0x7E || bytes[line...].starts(with: "file:".utf8)
    }

    /// An HTTP entity tag: hex in quotes (weak ones after `W/`) after `ETag:` or `If-None-Match:`.
    static func isEntityTag(_ bytes: [UInt8], _ start: Int) -> Bool {
        var cursor = start
        guard cursor > 0, bytes[cursor - 1] == 0x22 else { return false }
        cursor -= 1
        if cursor >= 2, bytes[cursor - 1] == 0x2F, bytes[cursor - 2] | 0x20 == UInt8(ascii: "w") { cursor -= 2 }
        while cursor > 0, bytes[cursor - 1] == 0x20 { cursor -= 1 }
        for header in ["etag:", "if-none-match:", "if-match:"] {
            let name = Array(header.utf8)
            guard cursor >= name.count else { continue }
            if zip(bytes[(cursor - name.count)..<cursor], name).allSatisfy({ ($0 | 0x20) == $1 || ($0 == $1) }) { return true }
        }
        return false
    }

    /// Keys whose values are identifiers: their hex is never private.
    static let identifierWords: Set<String> = ["id", "ids", "uuid", "guid", "identifier", "hash", "digest", "checksum", "sha", "sha1", "sha256", "md5", "etag",
                                               "revision", "commit", "build", "version", "fingerprint", "cache", "cachekey", "hashes", "digests", "crc",
                                               "checksums", "integrity", "commitish", "sum", "cursor", "cursors", "etags"]

    /// What a key is a lookup key of (`thumbnailKey`, `imageCacheKey`): a hash used to find a
    /// thumbnail, an image, a record; not a secret's key (`apiKey`, `encryptionKey`).
    static let lookupWords: Set<String> = ["thumbnail", "thumb", "cache", "cached", "image", "photo", "picture", "asset", "file", "object", "storage",
                                           "blob", "record", "lookup", "index", "dedup", "dedupe", "idempotency", "sort", "partition", "row", "media",
                                           "avatar", "preview", "download", "upload", "content", "item", "bucket", "s3", "map", "dictionary", "route"]

    static func isIdentifierKey(_ key: String) -> Bool {
        isIdentifierKey(words: SensitiveKeys.words(of: key))
    }

    static func isIdentifierKey(words: [String]) -> Bool {
        if words.contains(where: { identifierWords.contains($0) }) { return true }
        // `ETag` reads as two words (`e`, `tag`).
        if words.count > 1, identifierWords.contains(words.joined()) { return true }
        guard words.count >= 2, let last = words.last, last == "key" || last == "keys" else { return false }
        return lookupWords.contains(words[words.count - 2])
    }
}

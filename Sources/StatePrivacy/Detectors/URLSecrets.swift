import PropertyList

/// Secrets inside URLs: the password of `scheme://user:password@host` (Sentry's URL
/// credentials), an `otpauth://` URL's TOTP or HOTP `secret` (and the `data` of an
/// authenticator's `otpauth-migration://` export), and the value of a query
/// parameter named like a credential (`token`, `key`, `secret`, `password`, `code`,
/// `signature`, `session` and their compounds: `access_token`, `api_key`, `X-Amz-Signature`).
enum URLSecrets {
    typealias Bytes = [UInt8]

    static func matches(_ bytes: Bytes, enabled: ValueDetectors.Switches, relative: Bool = false) -> [ValueDetectors.Match] {
        var found: [ValueDetectors.Match] = []
        // An NSURL's relative part (`v1/items?access_token=...` under a base URL): its query.
        if relative, bytes.firstIndex(of: Array("://".utf8)) == nil, enabled.contains(.urlSecretParameter) {
            var end = 0
            while end < bytes.count, isURLByte(bytes[end]) { end += 1 }
            for (name, value) in parameters(bytes, in: 0..<end) where isCredentialName(name) && value.count >= 4 {
                found.append(ValueDetectors.Match(range: value, rule: .urlSecretParameter))
            }
        }
        let separator = Array("://".utf8)
        var index = 0
        while let colon = bytes.firstIndex(of: separator, from: index) {
            var schemeStart = colon
            while schemeStart > 0, isSchemeByte(bytes[schemeStart - 1]) { schemeStart -= 1 }
            var end = colon + 3
            while end < bytes.count, isURLByte(bytes[end]) { end += 1 }
            index = max(end, colon + 3)
            guard schemeStart < colon else { continue }
            let scheme = String(decoding: bytes[schemeStart..<colon], as: UTF8.self).lowercased()
            let url = (colon + 3)..<end
            if enabled.contains(.urlCredentials), let password = password(bytes, in: url) {
                found.append(ValueDetectors.Match(range: password, rule: .urlCredentials))
            }
            for (name, value) in parameters(bytes, in: url) {
                if (scheme == "otpauth" && name == "secret") || (scheme == "otpauth-migration" && name == "data") {
                    if enabled.contains(.otpSecret) { found.append(ValueDetectors.Match(range: value, rule: .otpSecret)) }
                } else if enabled.contains(.urlSecretParameter), isCredentialName(name), value.count >= 4 {
                    found.append(ValueDetectors.Match(range: value, rule: .urlSecretParameter))
                }
            }
        }
        return found
    }

    static func isSchemeByte(_ byte: UInt8) -> Bool { ValueDetectors.isAlphanumeric(byte) || byte == 0x2B || byte == 0x2E || byte == 0x2D }

    /// Characters a URL may hold, as they appear in text (no spaces, quotes or brackets).
    static func isURLByte(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x27 && byte != 0x3C && byte != 0x3E && byte != 0x5C && byte != 0x60
            && byte != 0x7B && byte != 0x7D && byte != 0x7C
    }

    /// The `user:password` before the host (both: the user's name is personal too).
    static func password(_ bytes: Bytes, in url: Range<Int>) -> Range<Int>? {
        var authorityEnd = url.lowerBound
        while authorityEnd < url.upperBound, ![0x2F, 0x3F, 0x23].contains(bytes[authorityEnd]) { authorityEnd += 1 }
        guard let at = bytes[url.lowerBound..<authorityEnd].lastIndex(of: 0x40),
              let colon = bytes[url.lowerBound..<at].firstIndex(of: 0x3A), colon + 1 < at
        else { return nil }
        let credentials = url.lowerBound..<at
        return Placeholders.isPlaceholderText(bytes[credentials]) || Placeholders.isPlaceholderText(bytes[(colon + 1)..<at]) ? nil : credentials
    }

    /// The query's `name=value` pairs: names lower-cased without separators, values as ranges.
    static func parameters(_ bytes: Bytes, in url: Range<Int>) -> [(name: String, value: Range<Int>)] {
        guard let question = bytes[url].firstIndex(of: 0x3F) else { return [] }
        var pairs: [(String, Range<Int>)] = []
        var start = question + 1
        while start < url.upperBound {
            var end = start
            while end < url.upperBound, bytes[end] != 0x26, bytes[end] != 0x23, bytes[end] != 0x3B { end += 1 }
            if let equals = bytes[start..<end].firstIndex(of: 0x3D) {
                let name = String(decoding: bytes[start..<equals].filter { ValueDetectors.isAlphanumeric($0) }, as: UTF8.self).lowercased()
                let value = (equals + 1)..<end
                if !value.isEmpty, !Placeholders.isPlaceholderText(bytes[value]) { pairs.append((name, value)) }
            }
            if end < url.upperBound, bytes[end] == 0x23 { break }
            start = end + 1
        }
        return pairs
    }

    static let credentialWords = ["token", "secret", "password", "passwd", "signature", "session", "apikey", "accesskey", "credential", "authorization"]
    static let credentialNames: Set<String> = ["key", "code", "sig", "sid", "auth", "pwd", "pin", "otp", "authcode", "pass"]

    static func isCredentialName(_ name: String) -> Bool {
        credentialNames.contains(name) || credentialWords.contains { name.contains($0) }
    }
}

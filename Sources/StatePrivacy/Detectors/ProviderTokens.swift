import PropertyList

/// Provider tokens as gitleaks' default rule set recognises them, by their prefixes and
/// shapes, under any key: one pass over the bytes, a token starting only where the byte before
/// is not a token character.
enum ProviderTokens {
    typealias Bytes = [UInt8]

    static func matches(_ bytes: Bytes, enabled: ValueDetectors.Switches) -> [ValueDetectors.Match] {
        var found: [ValueDetectors.Match] = []
        var index = 0
        while index < bytes.count {
            // A token starts after a word's end, or after `=` (a query's `?key=AIza…`).
            if index > 0, ValueDetectors.isTokenByte(bytes[index - 1]), bytes[index - 1] != 0x3D {
                index += 1
                continue
            }
            if let (rule, end) = token(bytes, at: index), end == bytes.count || !ValueDetectors.isAlphanumeric(bytes[end]), enabled.contains(rule) {
                found.append(ValueDetectors.Match(range: index..<end, rule: rule))
                index = end
            } else {
                index += 1
            }
        }
        if enabled.contains(.azureStorageKey) { found += azureAccountKeys(bytes).map { ValueDetectors.Match(range: $0, rule: .azureStorageKey) } }
        if enabled.contains(.awsSecretKey) { found += awsSecretKeys(bytes).map { ValueDetectors.Match(range: $0, rule: .awsSecretKey) } }
        return found
    }

    /// The end of a run of `allowed` bytes from `start`.
    static func run(_ bytes: Bytes, from start: Int, _ allowed: (UInt8) -> Bool) -> Int {
        var end = start
        while end < bytes.count, allowed(bytes[end]) { end += 1 }
        return end
    }

    static func starts(_ bytes: Bytes, _ index: Int, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = prefix.utf8Start
        for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
        return true
    }

    static func isUpperOrDigit(_ byte: UInt8) -> Bool { ValueDetectors.isUpper(byte) || ValueDetectors.isDigit(byte) }
    static func isHex(_ byte: UInt8) -> Bool { ValueDetectors.isDigit(byte) || (0x61...0x66).contains(byte) || (0x41...0x46).contains(byte) }
    static func isWordByte(_ byte: UInt8) -> Bool { ValueDetectors.isAlphanumeric(byte) || byte == 0x5F || byte == 0x2D }

    /// A token starting at `index` and where it ends, if one does; the token must end where a
    /// token character does not follow.
    static func token(_ bytes: Bytes, at index: Int) -> (PrivacyRule, Int)? {
        func exactly(_ prefix: Int, _ count: Int, _ allowed: (UInt8) -> Bool) -> Int? {
            let end = run(bytes, from: index + prefix, allowed)
            return end - index - prefix == count ? end : nil
        }
        func atLeast(_ prefix: Int, _ count: Int, _ allowed: (UInt8) -> Bool) -> Int? {
            let end = run(bytes, from: index + prefix, allowed)
            return end - index - prefix >= count ? end : nil
        }
        switch bytes[index] {
        case UInt8(ascii: "A"):
            // X (Twitter) app-only bearer tokens: 21 or 22 A's, then letters, digits and
            // percent-escapes (`%2B`, `%3D`), matched whole.
            if starts(bytes, index, "AAAAAAAAAAAAAAAAAAAA") {
                let letters = run(bytes, from: index) { $0 == UInt8(ascii: "A") }
                if let end = atLeast(letters - index, 60, { ValueDetectors.isAlphanumeric($0) || $0 == 0x25 }), end - index <= 160 { return (.xBearerToken, end) }
            }
            // AWS access key ids: AKIA (long-term), ASIA (temporary), ABIA, ACCA, then 16.
            if starts(bytes, index, "AKIA") || starts(bytes, index, "ASIA") || starts(bytes, index, "ABIA") || starts(bytes, index, "ACCA"),
               let end = exactly(4, 16, isUpperOrDigit) { return (.awsAccessKeyID, end) }
            if starts(bytes, index, "AIza"), let end = exactly(4, 35, isWordByte) { return (.googleAPIKey, end) }
        case UInt8(ascii: "g"):
            for prefix: StaticString in ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"] where starts(bytes, index, prefix) {
                if let end = exactly(4, 36, ValueDetectors.isAlphanumeric) { return (.githubToken, end) }
            }
            if starts(bytes, index, "github_pat_"), let end = atLeast(11, 60, { ValueDetectors.isAlphanumeric($0) || $0 == 0x5F }) { return (.githubToken, end) }
            if starts(bytes, index, "glpat-"), let end = atLeast(6, 20, isWordByte) { return (.gitlabToken, end) }
        case UInt8(ascii: "d"):
            // Databricks personal access tokens: dapi, 32 hex digits, and a dash and a digit at times.
            if starts(bytes, index, "dapi"), var end = exactly(4, 32, isHex) {
                if end + 1 < bytes.count, bytes[end] == 0x2D, ValueDetectors.isDigit(bytes[end + 1]) { end += 2 }
                return (.databricksToken, end)
            }
        case UInt8(ascii: "P"):
            // Postman API keys: PMAK-, 24 hex digits, a dash, 34 hex digits.
            if starts(bytes, index, "PMAK-"), let middle = exactly(5, 24, isHex), middle < bytes.count, bytes[middle] == 0x2D {
                let end = run(bytes, from: middle + 1, isHex)
                if end - middle - 1 == 34 { return (.postmanKey, end) }
            }
        case UInt8(ascii: "x"):
            for prefix: StaticString in ["xoxb-", "xoxp-", "xoxa-", "xoxr-", "xoxs-", "xoxe-", "xapp-"] where starts(bytes, index, prefix) {
                if let end = atLeast(5, 20, isWordByte) { return (.slackToken, end) }
            }
        case UInt8(ascii: "h"):
            if starts(bytes, index, "https://hooks.slack.com/services/"), let end = atLeast(33, 20, { isWordByte($0) || $0 == 0x2F }) { return (.slackToken, end) }
        case UInt8(ascii: "s"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            if let end = mapboxToken(bytes, at: index) { return (.mapboxToken, end) }
            for prefix: StaticString in ["sk_live_", "sk_test_", "rk_live_", "rk_test_"] where starts(bytes, index, prefix) {
                if let end = atLeast(8, 10, ValueDetectors.isAlphanumeric) { return (.stripeKey, end) }
            }
            // OpenAI-style keys: sk-, sk-proj-, sk-svcacct-, sk-admin-, then a long mixed run.
            if starts(bytes, index, "sk-"), let end = atLeast(3, 32, isWordByte) {
                let body = bytes[(index + 3)..<end]
                if body.contains(where: ValueDetectors.isUpper), body.contains(where: ValueDetectors.isLower), body.contains(where: ValueDetectors.isDigit) {
                    return (.openAIKey, end)
                }
            }
        case UInt8(ascii: "S"):
            if starts(bytes, index, "SK"), let end = exactly(2, 32, isHex) { return (.twilioKey, end) }
            if starts(bytes, index, "SG."), let middle = exactly(3, 22, isWordByte), middle < bytes.count, bytes[middle] == 0x2E {
                let end = run(bytes, from: middle + 1, isWordByte)
                if end - middle - 1 == 43 { return (.sendgridKey, end) }
            }
        case UInt8(ascii: "n"):
            if starts(bytes, index, "npm_"), let end = exactly(4, 36, ValueDetectors.isAlphanumeric) { return (.npmToken, end) }
        case UInt8(ascii: "p"):
            if let end = mapboxToken(bytes, at: index) { return (.mapboxToken, end) }
            if starts(bytes, index, "pypi-AgEIcHlwaS5vcmc"), let end = atLeast(20, 50, isWordByte) { return (.pypiToken, end) }
        default:
            break
        }
        return nil
    }

    /// A Mapbox access token: `pk.` (public), `sk.` (secret) or `tk.` (temporary), the
    /// base64url of its JSON claims (`eyJ...`), a dot and its signature; matched whole.
    static func mapboxToken(_ bytes: Bytes, at index: Int) -> Int? {
        guard index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "k"), bytes[index + 2] == 0x2E,
              [UInt8(ascii: "p"), UInt8(ascii: "s"), UInt8(ascii: "t")].contains(bytes[index]), starts(bytes, index + 3, "eyJ")
        else { return nil }
        let claims = run(bytes, from: index + 3, ValueDetectors.isBase64URL)
        guard claims - index - 3 >= 20, claims < bytes.count, bytes[claims] == 0x2E else { return nil }
        let end = run(bytes, from: claims + 1, ValueDetectors.isBase64URL)
        return end - claims - 1 >= 20 ? end : nil
    }

    /// An Azure storage connection string's `AccountKey=<88 base64 characters>`: the key.
    static func azureAccountKeys(_ bytes: Bytes) -> [Range<Int>] {
        let marker = Array("AccountKey=".utf8)
        var found: [Range<Int>] = []
        var index = 0
        while let start = bytes.firstIndex(of: marker, from: index) {
            let keyStart = start + marker.count
            let end = run(bytes, from: keyStart) { ValueDetectors.isAlphanumeric($0) || $0 == 0x2B || $0 == 0x2F || $0 == 0x3D }
            if end - keyStart >= 40 { found.append(keyStart..<end) }
            index = max(end, start + 1)
        }
        return found
    }

    /// An AWS secret access key has no prefix: exactly 40 base64 characters (`A-Za-z0-9/+`),
    /// standing alone, mixing cases and digits, with at least 4.0 bits of entropy per character.
    static func awsSecretKeys(_ bytes: Bytes) -> [Range<Int>] {
        func isKeyByte(_ byte: UInt8) -> Bool { ValueDetectors.isAlphanumeric(byte) || byte == 0x2B || byte == 0x2F }
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isKeyByte(bytes[index]), index == 0 || !(isKeyByte(bytes[index - 1]) || bytes[index - 1] == 0x3D) else {
                index += 1
                continue
            }
            let end = run(bytes, from: index, isKeyByte)
            let key = bytes[index..<end]
            if key.count == 40, end == bytes.count || bytes[end] != 0x3D, key.contains(where: ValueDetectors.isUpper), key.contains(where: ValueDetectors.isLower),
               key.contains(where: ValueDetectors.isDigit), RandomStrings.entropy(key) >= 4.0 {
                found.append(index..<end)
            }
            index = end
        }
        return found
    }
}

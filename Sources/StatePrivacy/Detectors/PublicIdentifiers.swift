import PropertyList

/// Identifiers public services give their objects, which apps keep in their state and which
/// look random without being secret: a payment intent's id, a place's, a playlist's. Each is
/// recognised by its service's documented prefix and shape, so `random-string` and
/// `hex-token` leave it alone; a secret that shares a prefix (Stripe's `sk_live_`, a payment
/// intent's `_secret_` client secret) is not among them.
enum PublicIdentifiers {
    /// Stripe's object ids (`pi_`, `cus_`, `ch_` ...) and publishable keys (`pk_live_`,
    /// `pk_test_`, made to ship in apps): https://docs.stripe.com/api (each object's `id`).
    static let stripePrefixes = [
        "acct_", "ba_", "bank_", "card_", "ch_", "cn_", "cs_live_", "cs_test_", "cus_", "dp_", "evt_", "file_", "ii_", "il_", "in_", "ipi_", "link_",
        "pi_", "plink_", "pm_", "po_", "price_", "prod_", "promo_", "prv_", "py_", "pyr_", "re_", "seti_", "si_", "sku_", "src_", "sub_", "tok_", "tr_",
        "txn_", "pk_live_", "pk_test_",
    ].map { Array($0.utf8) }

    /// Other services' public ids, by prefix: Google Maps place ids (`ChIJ`, `GhIJ`), YouTube
    /// channels, playlists and uploads (`UC`, `PL`, `UU`, `OLAK5uy_`), Apple Music's user
    /// playlists (`pl.u-`), Google Analytics measurement ids (`G-`).
    static let otherPrefixes = ["ChIJ", "GhIJ", "EiI", "UC", "PL", "UU", "LL", "RD", "OLAK5uy_", "pl.u-", "pl.", "G-", "UA-"].map { Array($0.utf8) }

    /// Whether the run `range` of `bytes` (a random-looking string or a hex run) is a public id.
    static func isPublic(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        let run = bytes[range]
        if let prefix = stripePrefixes.first(where: { run.starts(with: $0) }) {
            let body = run.dropFirst(prefix.count)
            return !body.isEmpty && body.allSatisfy(ValueDetectors.isAlphanumeric) && Array(run).firstIndex(of: Array("_secret_".utf8)) == nil
        }
        // Prefixes that stand before the run in the text (`pl.` before hex, `UC` as part of it).
        let start = range.lowerBound
        for prefix in otherPrefixes {
            if run.starts(with: prefix) { return shaped(run.dropFirst(prefix.count), after: prefix) }
            if start >= prefix.count, bytes[(start - prefix.count)..<start].elementsEqual(prefix) { return shaped(run, after: prefix) }
        }
        return hashPrefixed(bytes, range) || isSentryKey(bytes, range)
    }

    /// The body after a prefix as that service writes it.
    static func shaped(_ body: ArraySlice<UInt8>, after prefix: [UInt8]) -> Bool {
        switch String(decoding: prefix, as: UTF8.self) {
        case "UC": return body.count == 22
        case "PL": return body.count == 16 || body.count == 32
        case "UU", "LL", "RD": return body.count == 22 || body.count >= 32
        case "pl.": return body.count == 32 && body.allSatisfy(ProviderTokens.isHex)
        case "G-", "UA-": return body.count <= 14
        default: return body.count >= 10
        }
    }

    /// A digest written with its algorithm (`sha256-...` as Subresource Integrity writes it,
    /// `sha1:...`, `md5:...`, `sha256:...` as container registries do).
    static func hashPrefixed(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        for algorithm in ["sha1", "sha224", "sha256", "sha384", "sha512", "md5"] {
            let name = Array(algorithm.utf8)
            for separator: UInt8 in [0x2D, 0x3A] {
                let start = range.lowerBound - name.count - 1
                if start >= 0, bytes[start + name.count] == separator, bytes[start..<(start + name.count)].elementsEqual(name) { return true }
                if bytes[range].starts(with: name + [separator]) { return true }
            }
        }
        return false
    }

    /// The public key of a Sentry DSN: hex before `@` and a host of sentry.io (or `sentry.`).
    static func isSentryKey(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard range.upperBound < bytes.count, bytes[range.upperBound] == 0x40 else { return false }
        let host = bytes[(range.upperBound + 1)...].prefix { $0 != 0x2F && $0 != 0x22 && $0 != 0x20 }
        return Array(host).firstIndex(of: Array("sentry".utf8)) != nil
    }
}

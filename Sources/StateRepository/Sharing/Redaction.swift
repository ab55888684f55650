/// Keeps secrets out of what uistate prints: the token setting, and passwords in URLs
/// (`https://ann:S3CRET@host/...`), wherever a URL shows up in a message.
public enum Redaction {
    public static let mask = "***"

    /// Settings whose value is a secret.
    public static func isSecret(_ key: String) -> Bool {
        [SnapshotStore.Settings.tokenKey, SnapshotStore.Settings.redactionKeyKey].contains { key.lowercased() == $0.lowercased() }
    }

    /// A setting's value as it may be printed.
    public static func setting(_ key: String, _ value: String) -> String {
        isSecret(key) ? mask : text(value)
    }

    /// `text` with the password of every URL in it replaced by `***`.
    public static func text(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let scheme = rest.firstRange(of: "://") {
            out += rest[..<scheme.upperBound]
            rest = rest[scheme.upperBound...]
            let authority = rest.prefix { $0 != "/" && $0 != " " && $0 != "'" && $0 != "\"" }
            if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
                out += authority[..<colon] + ":" + mask + authority[at...]
                rest = rest[authority.endIndex...]
            }
        }
        return out + rest
    }
}

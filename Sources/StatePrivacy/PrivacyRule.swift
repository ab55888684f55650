/// A rule that says a value is private, by its stable id: a default value rule (`email`), a
/// default key-name rule (`key:password`), or a line of the project's rules file
/// (`project:key sessionSalt`). Reports name the rule, never the value.
public struct PrivacyRule: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let id: String

    public init(_ id: String) {
        self.id = id
    }

    public var description: String { id }

    public static func < (a: Self, b: Self) -> Bool { a.id.utf8.lexicographicallyPrecedes(b.id.utf8) }

    public var isKeyName: Bool { id.hasPrefix("key:") }

    // MARK: Value rules

    public static let email = PrivacyRule("email")
    public static let cardNumber = PrivacyRule("card-number")
    public static let jwt = PrivacyRule("jwt")
    public static let bearerToken = PrivacyRule("bearer-token")
    public static let basicCredentials = PrivacyRule("basic-credentials")
    public static let privateKey = PrivacyRule("private-key")
    public static let randomString = PrivacyRule("random-string")
    public static let homeFolder = PrivacyRule("home-folder")

    public static let valueRules: [PrivacyRule] = [email, cardNumber, jwt, bearerToken, basicCredentials, privateKey, randomString, homeFolder]

    /// A key-name rule: `term` as `SensitiveKeys` spells it (`password`, `session-id`).
    public static func key(_ term: String) -> PrivacyRule { PrivacyRule("key:" + term) }

    public static var keyRules: [PrivacyRule] { SensitiveKeys.terms.map { key($0.name) } }

    /// Every default rule, value rules first.
    public static var defaults: [PrivacyRule] { valueRules + keyRules }

    /// What a default rule finds, for `uistate scan --rules` and the docs.
    public var summary: String {
        switch self {
        case .email: "email addresses (local@domain.tld)"
        case .cardNumber: "payment card numbers: 13 to 19 digits that pass the Luhn check and start as an issuer's do"
        case .jwt: "JSON Web Tokens (eyJ... . eyJ... . signature)"
        case .bearerToken: "the token after 'Bearer ' (an Authorization header)"
        case .basicCredentials: "the base64 user:password after 'Basic '"
        case .privateKey: "PEM private keys (-----BEGIN ... PRIVATE KEY-----)"
        case .randomString: "random-looking strings: 24 or more letters, digits and +/=_- mixing cases and digits, 3.5 bits of entropy per character or more"
        case .homeFolder: "the user's name in home folder paths (/Users/<name>, /home/<name>, and inside document bookmarks)"
        default:
            if isKeyName, let term = SensitiveKeys.terms.first(where: { "key:" + $0.name == id }) {
                "every value under a key named like '\(term.name)' (\(term.spellings.joined(separator: ", ")))"
            } else {
                "a rule of the project's rules file"
            }
        }
    }
}

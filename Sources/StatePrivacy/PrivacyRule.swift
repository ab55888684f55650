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

    /// The default key-name term this rule is, if it is one.
    var term: SensitiveKeys.Term? {
        guard isKeyName else { return nil }
        let name = id.dropFirst(4)
        return SensitiveKeys.terms.first { $0.name == name }
    }

    /// Whether a date under the key is private too: a date of birth's or an identity
    /// document's, and any under a project rule; not a credential's (an expiry).
    var coversDates: Bool {
        !isKeyName || term?.dates == true
    }

    /// Whether a number under the key is private too: the key names a value that is a number
    /// (a PIN, a card security code, a one-time code, an identity number), or a project rule
    /// says so; never because the key says token, password, auth, cookie or session.
    var coversNumbers: Bool {
        !isKeyName || term?.numbers == true
    }

    // MARK: Value rules

    public static let email = PrivacyRule("email")
    public static let cardNumber = PrivacyRule("card-number")
    public static let jwt = PrivacyRule("jwt")
    public static let bearerToken = PrivacyRule("bearer-token")
    public static let basicCredentials = PrivacyRule("basic-credentials")
    public static let privateKey = PrivacyRule("private-key")
    public static let randomString = PrivacyRule("random-string")
    public static let homeFolder = PrivacyRule("home-folder")
    // Provider tokens (gitleaks' default rules).
    public static let awsAccessKeyID = PrivacyRule("aws-access-key-id")
    public static let awsSecretKey = PrivacyRule("aws-secret-key")
    public static let githubToken = PrivacyRule("github-token")
    public static let gitlabToken = PrivacyRule("gitlab-token")
    public static let slackToken = PrivacyRule("slack-token")
    public static let stripeKey = PrivacyRule("stripe-key")
    public static let googleAPIKey = PrivacyRule("google-api-key")
    public static let twilioKey = PrivacyRule("twilio-key")
    public static let sendgridKey = PrivacyRule("sendgrid-key")
    public static let npmToken = PrivacyRule("npm-token")
    public static let pypiToken = PrivacyRule("pypi-token")
    public static let openAIKey = PrivacyRule("openai-key")
    public static let azureStorageKey = PrivacyRule("azure-storage-key")
    // Issue 55: tokens only partly replaced before, or not found.
    public static let databricksToken = PrivacyRule("databricks-token")
    public static let postmanKey = PrivacyRule("postman-key")
    public static let mapboxToken = PrivacyRule("mapbox-token")
    public static let xBearerToken = PrivacyRule("x-bearer-token")
    public static let bitcoinAddress = PrivacyRule("bitcoin-address")
    // Personal data (Sentry's data scrubbing).
    public static let iban = PrivacyRule("iban")
    public static let phoneNumber = PrivacyRule("phone-number")
    public static let ipAddress = PrivacyRule("ip-address")
    public static let macAddress = PrivacyRule("mac-address")
    public static let imei = PrivacyRule("imei")
    public static let usSSN = PrivacyRule("us-ssn")
    public static let nationalID = PrivacyRule("national-id")
    public static let streetAddress = PrivacyRule("street-address")
    /// Redacted by rounding to two decimals, not by a placeholder (`Locations`).
    public static let preciseLocation = PrivacyRule("precise-location")
    public static let sessionCookie = PrivacyRule("session-cookie")
    // Secrets inside URLs.
    public static let urlCredentials = PrivacyRule("url-credentials")
    public static let otpSecret = PrivacyRule("otp-secret")
    public static let urlSecretParameter = PrivacyRule("url-secret-parameter")
    public static let hexToken = PrivacyRule("hex-token")
    // Kinds with a shape and, where one exists, a check (issue 47).
    public static let seedPhrase = PrivacyRule("seed-phrase")
    public static let passportMRZ = PrivacyRule("passport-mrz")
    public static let dateOfBirth = PrivacyRule("date-of-birth")
    public static let wifiKey = PrivacyRule("wifi-key")
    public static let totpSeed = PrivacyRule("totp-seed")
    // Kinds of issue 55 with a shape and a check, or written after their name.
    public static let healthID = PrivacyRule("health-id")
    public static let bankAccount = PrivacyRule("bank-account")
    /// Text that is not valid UTF-16 (a lone surrogate): a flaw, reported apart and never
    /// private; the rest of the text and of its object is scanned as any other.
    public static let invalidUTF16 = PrivacyRule("invalid-utf16")
    /// Text the user typed (text fields, text views, search bars, `@SceneStorage` drafts):
    /// reported as its own kind, replaced only when `uistate.redactTypedText` is true.
    public static let typedText = PrivacyRule("typed-text")

    /// Reports of a flaw in the state, not of a private value: never private, never replaced.
    public static let flaws: Set<PrivacyRule> = [invalidUTF16]

    /// Rules that find a shape rather than a kind: they give way to any other rule's match.
    public static let genericRules: Set<PrivacyRule> = [randomString, hexToken]

    public static let valueRules: [PrivacyRule] = [
        email, cardNumber, jwt, bearerToken, basicCredentials, privateKey, randomString, homeFolder,
        awsAccessKeyID, awsSecretKey, githubToken, gitlabToken, slackToken, stripeKey, googleAPIKey, twilioKey, sendgridKey, npmToken, pypiToken,
        openAIKey, azureStorageKey, databricksToken, postmanKey, mapboxToken, xBearerToken, bitcoinAddress, iban, phoneNumber, ipAddress, macAddress, imei, usSSN, nationalID, streetAddress, preciseLocation, sessionCookie, urlCredentials, otpSecret, urlSecretParameter, hexToken,
        seedPhrase, passportMRZ, dateOfBirth, wifiKey, totpSeed, healthID, bankAccount,
    ]

    /// A key-name rule: `term` as `SensitiveKeys` spells it (`password`, `session-id`).
    public static func key(_ term: String) -> PrivacyRule { PrivacyRule("key:" + term) }

    public static var keyRules: [PrivacyRule] { SensitiveKeys.terms.map { key($0.name) } }

    /// Every default rule, value rules first, typed text and text flaws last.
    public static var defaults: [PrivacyRule] { valueRules + keyRules + [typedText, invalidUTF16] }

    /// What a default rule finds, for `uistate scan --rules` and the docs.
    public var summary: String {
        switch self {
        case .email: "email addresses (local@domain.tld), in any script (josé@example.org, иван@пример.рф), with a mailbox's display name (\"Ana Pérez\" <ana@...>), in a file's name too (ann@example.com.json); not a DSN's key nor a Message-ID"
        case .cardNumber: "payment card numbers: 13 to 19 digits that pass the Luhn check and start as an issuer's do, grouped with spaces, dashes, dots, no-break or zero-width spaces, or in full-width digits; not under an order's, invoice's or tracking key"
        case .jwt: "JSON Web Tokens (eyJ... . eyJ... . signature), also wrapped over several lines"
        case .bearerToken: "the token after 'Bearer ' (an Authorization header)"
        case .basicCredentials: "the base64 user:password after 'Basic '"
        case .privateKey: "PEM private keys of every kind (-----BEGIN [RSA|EC|DSA|OPENSSH|ENCRYPTED] PRIVATE KEY-----, -----BEGIN PGP PRIVATE KEY BLOCK-----), and a key's base64 body without its PEM lines (an Apple .p8 key's MIGTAgEA..., PKCS#8, PKCS#1, SEC1)"
        case .randomString: "random-looking strings: 24 or more letters, digits and +/=_- mixing cases and digits, 3.5 bits of entropy per character or more; not public services' ids (Stripe pi_, cus_, pk_test_ ..., Google place ids, YouTube ids) nor hashes under cache or hash keys"
        case .homeFolder: "the user's name in home folder paths (/Users/<name>, /home/<name>, and inside document bookmarks)"
        case .awsAccessKeyID: "AWS access key ids: AKIA, ASIA, ABIA or ACCA and 16 capitals or digits"
        case .awsSecretKey: "AWS secret access keys: 40 base64 characters standing alone, mixed case and digits, 4 bits of entropy per character"
        case .githubToken: "GitHub tokens: ghp_, gho_, ghu_, ghs_, ghr_ and 36 characters; github_pat_ fine-grained tokens"
        case .gitlabToken: "GitLab personal access tokens: glpat- and 20 or more characters"
        case .slackToken: "Slack tokens (xoxb-, xoxp-, xoxa-, xoxr-, xoxs-, xoxe-, xapp-) and incoming webhook URLs"
        case .stripeKey: "Stripe secret and restricted keys: sk_live_, sk_test_, rk_live_, rk_test_"
        case .googleAPIKey: "Google API keys: AIza and 35 characters"
        case .twilioKey: "Twilio API keys: SK and 32 hex digits"
        case .sendgridKey: "SendGrid API keys: SG.<22>.<43>"
        case .npmToken: "npm access tokens: npm_ and 36 characters"
        case .pypiToken: "PyPI upload tokens: pypi-AgEIcHlwaS5vcmc and more"
        case .openAIKey: "OpenAI-style keys: sk-, sk-proj-, sk-svcacct- and 32 or more mixed characters"
        case .azureStorageKey: "Azure storage connection strings: the AccountKey= value"
        case .databricksToken: "Databricks personal access tokens: dapi and 32 hex digits"
        case .postmanKey: "Postman API keys: PMAK-, 24 hex digits, -, 34 hex digits"
        case .mapboxToken: "Mapbox access tokens: pk., sk. or tk., base64url claims (eyJ...), a dot and a signature, matched whole"
        case .xBearerToken: "X (Twitter) app-only bearer tokens: 20 A's or more, then letters, digits and percent-escapes, matched whole"
        case .bitcoinAddress: "Bitcoin addresses whose checksum holds: base58check (1..., 3..., testnet m/n/2...) and bech32 or bech32m (bc1q..., bc1p..., tb1...)"
        case .healthID: "health identifiers by shape and check: UK NHS number (mod 11), US Medicare MBI, Australian Medicare number; a medical record number after MRN, patient, chart"
        case .bankAccount: "bank details after their name: a US routing number after routing, ABA or RTN (its 3-7-1 check), a sort code, a BSB, an account number after account, acct, Konto; a CLABE (its check)"
        case .iban: "IBANs: country, check digits and account as long as the country's, mod-97 checked, upper or lower case, together or grouped with spaces or dashes"
        case .phoneNumber: "phone numbers: +international (8 to 15 digits in groups, with dots too: +44.20.7946.0958), international with 00 (0044 20 7946 0958), national with a trunk 0 (10 or 11 digits in groups), North American (415) 555-0132; not dates, versions or frame strings"
        case .ipAddress: "IPv4 and IPv6 addresses, with a port, IPv4-mapped IPv6 whole (::ffff:203.0.113.42); not loopback, versions or build numbers (3.14.2.100, after version or build, under a version key)"
        case .macAddress: "MAC addresses: six hex pairs separated by : or -"
        case .imei: "IMEIs: 15 digits passing the Luhn check that are not a card number"
        case .usSSN: "US social security numbers: AAA-GG-SSSS with a valid area, group and serial"
        case .nationalID: "national identity numbers by shape and check: UK NINO, Spanish DNI and NIE, Italian codice fiscale, Brazilian CPF, Indian Aadhaar (Verhoeff), Swedish personnummer (Luhn), Canadian SIN (Luhn), French NIR (mod 97), Belgian national number (mod 97), Finnish HETU (mod 31), Chinese resident id (MOD 11-2), Korean RRN, Singapore NRIC/FIN, Norwegian fødselsnummer (mod 11), Mexican CURP, Swiss AHV (EAN-13), Irish PPSN (mod 23), Chilean RUT (mod 11), US ITIN; after their name: PESEL, BSN, CPR, TC Kimlik, Steuer-ID, My Number, SIN, Aadhaar, CPF, RUT, SSN written as bare digits"
        case .streetAddress: "street addresses: 221B Baker Street (number, capitalised names, street type), Hauptstraße 5, Kalverstraat 92, 12 rue de la Paix, Calle Mayor 5"
        case .preciseLocation: "latitude and longitude pairs in text with 4 decimals or more (51.50072, -0.12462); redacted by rounding to 2 decimals, about a kilometre"
        case .sessionCookie: "every cookie value in a Cookie: header, the cookie's value in a Set-Cookie: header, and the Value of an HTTP cookie's properties (name, value, domain or path); names and attributes kept"
        case .urlCredentials: "the password in scheme://user:password@host"
        case .otpSecret: "the secret of an otpauth:// URL (a TOTP or HOTP seed), the data of an otpauth-migration:// export"
        case .urlSecretParameter: "URL query values named like a credential: token, key, secret, password, code, signature, session, sig, auth ..., in an NSURL's relative part under a base URL too"
        case .hexToken: "hex runs of 32 digits or more with a letter, alone, after 0x (Ethereum keys and addresses), glued to a short prefix (matched whole) or as NSData describes bytes (<740f4707 ...>); not dashless UUIDs, digests written with their algorithm (sha256:...), files named by their digest, ETags, public ids, nor under keys named like an identifier (id, hash, digest, sha, version, cache, cursor ...) or a lookup key (thumbnailKey)"
        case .seedPhrase: "wallet seed phrases: 12, 15, 18, 21 or 24 words of the BIP-39 English list whose checksum holds"
        case .passportMRZ: "the machine-readable zone of a passport or identity card (ICAO 9303: TD1, TD2, TD3), its check digits holding"
        case .dateOfBirth: "a date of birth in text: a date after born, birth, DOB, né, geboren, nacido, nato, nascido, родился, 生まれ ..."
        case .wifiKey: "the key of a Wi-Fi network in a WIFI: QR code (WIFI:T:WPA;S:name;P:key;;)"
        case .totpSeed: "TOTP and HOTP seeds standing alone: 16 to 64 base32 characters (A-Z, 2-7) mixing letters and digits, or in groups of four"
        case .invalidUTF16: "text that is not valid UTF-16 (a lone surrogate, half an emoji): reported as a flaw, never private; the rest of the text and its object are scanned"
        case .typedText: "text the user typed: values under keys like text, draft, query, searchText, EditedText; text views' and fields' contents; reported apart, replaced only with uistate.redactTypedText true"
        default:
            if id == "key:" + SensitiveKeys.location, let term {
                "numbers and text under a key named like a coordinate (\(term.spellings.joined(separator: ", "))), rounded to two decimals (about a kilometre) where more precise"
            } else if id == "key:" + SensitiveKeys.postalAddress, let term {
                "every value under a key named like an address (\(term.spellings.joined(separator: ", "))): numbers, and text with a digit (a street name alone is no address)"
            } else if let term {
                term.numbers
                    ? "every value under a key named like '\(term.name)' (\(term.spellings.joined(separator: ", "))), numbers too"
                    : "every text and data value under a key named like '\(term.name)' (\(term.spellings.joined(separator: ", "))); not numbers, nor a key about it (a count, a length, rules, a status: tokenCount, passwordRules)"
            } else {
                "a rule of the project's rules file"
            }
        }
    }
}

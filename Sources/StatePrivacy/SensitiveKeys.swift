/// The default key-name rules: a value is private when a key on its way (an archive's key, a
/// dictionary's, a JSON object's) is named like one of these, whatever the case and the
/// separators (`password`, `userPassword`, `USER_PASSWORD`, `user-password` and
/// `userpassword` alike). Long terms match anywhere in the key; short ones (`pin`, `auth`,
/// `ssn` ...) only as a whole word of it, so `spinner`, `author` and `pinned` are not secrets.
public enum SensitiveKeys {
    public struct Term: Sendable {
        /// The rule's name: `key:<name>`.
        public var name: String
        /// Lower case, no separators; matched anywhere in the key.
        public var anywhere: [String]
        /// Matched as a whole word (or its plural).
        public var words: [String]

        public var spellings: [String] { anywhere + words }
    }

    public static let terms: [Term] = [
        Term(name: "password", anywhere: ["password", "passwd"], words: ["pwd"]),
        Term(name: "passcode", anywhere: ["passcode"], words: []),
        Term(name: "pin", anywhere: ["pincode"], words: ["pin"]),
        Term(name: "secret", anywhere: ["secret"], words: []),
        Term(name: "token", anywhere: ["token"], words: []),
        Term(name: "auth", anywhere: ["authorization"], words: ["auth", "oauth"]),
        Term(name: "credential", anywhere: ["credential"], words: []),
        Term(name: "cookie", anywhere: ["cookie"], words: []),
        Term(name: "session-id", anywhere: ["sessionid", "sessionkey"], words: ["sid"]),
        Term(name: "api-key", anywhere: ["apikey", "accesskey"], words: []),
        Term(name: "private-key", anywhere: ["privatekey"], words: []),
        Term(name: "card-number", anywhere: ["cardnumber", "creditcard", "ccnumber"], words: []),
        Term(name: "cvv", anywhere: ["securitycode"], words: ["cvv", "cvc", "cvv2", "cvc2"]),
        Term(name: "ssn", anywhere: ["socialsecurity"], words: ["ssn"]),
        Term(name: "iban", anywhere: [], words: ["iban"]),
        // Personal data, as Sentry's scrubbing and GDPR's special categories name it.
        Term(name: "passport", anywhere: ["passport"], words: []),
        Term(name: "driving-licence", anywhere: ["drivinglicence", "drivinglicense", "driverslicence", "driverslicense", "driverlicence", "driverlicense"], words: []),
        Term(name: "national-id", anywhere: ["nationalid", "nationalidentity", "nationalinsurance", "identitynumber", "idcardnumber", "personalnumber", "personnummer",
                                            "codicefiscale", "aadhaar", "socialinsurance"],
             words: ["nino", "bsn", "dni", "nie", "nif", "cpf", "pesel", "sin"]),
        Term(name: "tax-id", anywhere: ["taxid", "taxnumber", "taxpayer", "vatnumber", "vatid"], words: ["tin", "ein", "itin"]),
        Term(name: "date-of-birth", anywhere: ["dateofbirth", "birthdate", "birthday"], words: ["dob"]),
        Term(name: "postal-address", anywhere: ["homeaddress", "streetaddress", "postaladdress", "mailingaddress", "billingaddress", "shippingaddress",
                                                "deliveryaddress", "addressline", "postcode", "postalcode", "zipcode"],
             words: ["street"]),
        Term(name: "location", anywhere: ["latitude", "longitude", "coordinate"], words: ["lat", "lng", "lon"]),
    ]

    /// The term whose numbers are rounded rather than replaced (`Locations`).
    public static let location = "location"
    /// The terms whose dates are the private value itself: under a credential's key a date says
    /// when (an expiry), under these what (a birthday, a document's issue).
    static let dateTerms: Set<String> = ["date-of-birth", "passport", "driving-licence", "national-id"]

    /// The term `key` is named like, if any.
    public static func term(of key: String) -> Term? {
        let words = self.words(of: key)
        guard !words.isEmpty else { return nil }
        let joined = words.joined()
        for term in terms {
            if term.anywhere.contains(where: { joined.contains($0) }) { return term }
            if words.contains(where: { word in term.words.contains { word == $0 || word == $0 + "s" } }) { return term }
        }
        return nil
    }

    /// The key in lower-case words: split at anything not a letter or digit, between a lower
    /// case letter and an upper case one (`userPassword`), before the last capital of a run
    /// followed by lower case (`APIKey`: `api`, `key`), and between letters and digits.
    public static func words(of key: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        var previous: Character? = nil
        let characters = Array(key)
        func flush() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current = []
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                flush()
                previous = nil
                continue
            }
            if let previous {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let caseBreak = previous.isLowercase && character.isUppercase
                let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                let digitBreak = previous.isNumber != character.isNumber
                if caseBreak || acronymEnd || digitBreak { flush() }
            }
            current.append(character)
            previous = character
        }
        flush()
        return words
    }

    /// The key without case and separators, as project rules match it.
    public static func normalized(_ key: String) -> String {
        // The words joined are the key's letters and digits in lower case: for an ASCII key
        // (nearly every key), that without splitting it into words.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(key.utf8.count)
        for byte in key.utf8 {
            switch byte {
            case 0x80...: return words(of: key).joined()
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
            default: break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

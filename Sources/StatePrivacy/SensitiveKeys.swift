import PropertyList

/// The default key-name rules: a value is private when a key on its way (an archive's key, a
/// dictionary's, a JSON object's) is named like one of these, whatever the case and the
/// separators (`password`, `userPassword`, `USER_PASSWORD`, `user-password` and
/// `userpassword` alike), in English and the languages apps are written in (`Passwort`,
/// `motDePasse`, `contraseña`, `senha`, `パスワード`, `пароль`). Long terms match anywhere in the
/// key, ending where a word of it ends (`tokenizer` and `secretary` are not secrets); short
/// ones (`pin`, `auth`, `ssn` ...) only as a whole word, so `spinner`, `author` and `pinned`
/// are not secrets.
///
/// A key names a secret only when nothing after the term says the value is about the secret
/// rather than the secret (`tokenCount`, `passcodeLength`, `passwordRules`,
/// `authorizationStatus`, `cookiePolicy`, `tokenExpiry`), and, for tokens, nothing before
/// says it is a public cursor (`changeToken`, `nextPageToken`, `syncToken`). A number is
/// private under a key only when the term names a value that is itself a number (a PIN, a card
/// security code, a one-time code, an identity number): never because the key says token,
/// password, auth, cookie or session.
public enum SensitiveKeys {
    public struct Term: Sendable {
        /// The rule's name: `key:<name>`.
        public var name: String
        /// Lower case, no separators; matched anywhere in the key, ending at a word's end.
        public var anywhere: [String]
        /// Matched as a whole word (or its plural).
        public var words: [String]
        /// Whether a number under the key is private: the term names a value that is a number.
        public var numbers = false
        /// Whether a date under the key is private: a date of birth's, an identity document's.
        /// Under a credential's key a date says when (an expiry), not what.
        public var dates = false
        /// Words before the term that make the key something else (`nextPageToken`).
        public var notAfter: Set<String> = []

        public var spellings: [String] { anywhere + words }
    }

    public static let terms: [Term] = [
        // The word for a password in the 20 most used languages and the rest of Europe's: an
        // app keeps its keys in the language its team writes.
        Term(name: "password", anywhere: ["password", "passwd", "passphrase", "passwort", "kennwort", "motdepasse", "contraseña", "contrasena", "contrasenya",
                                          "senha", "palavrapasse", "wachtwoord", "lösenord", "losenord", "salasana", "hasło", "haslo", "şifre", "sifre",
                                          "paroladordine", "parolasegreta", "adgangskode", "passord", "heslo", "jelszó", "jelszo", "slaptažodis",
                                          "slaptazodis", "lozinka", "лозинка", "парола", "пароль", "κωδικόςπρόσβασης", "κωδικοςπροσβασης", "סיסמה", "סיסמא",
                                          "katasandi", "katalaluan", "matkhau", "mậtkhẩu", "nenosiri", "nywila", "パスワード", "密码", "密碼", "口令", "비밀번호",
                                          "패스워드", "암호", "كلمةالمرور", "كلمةالسر", "كلمةمرور", "رمزالمرور", "رمزعبور", "گذرواژه", "پاسورڈ", "पासवर्ड",
                                          "कूटशब्द", "পাসওয়ার্ড", "கடவுச்சொல்", "పాస్వర్డ్", "పాస్‌వర్డ్", "รหัสผ่าน"],
             // Italian's `parola` is any word (`parolaChiave`, a keyword): a password only alone.
             words: ["pwd", "mdp", "clave", "parola", "parool", "parole"]),
        Term(name: "passcode", anywhere: ["passcode", "codiceaccesso"], words: [], numbers: true),
        Term(name: "pin", anywhere: ["pincode", "暗証番号"], words: ["pin"], numbers: true),
        Term(name: "otp", anywhere: ["onetimecode", "onetimepassword", "onetimepasscode", "verificationcode", "totp", "hotp", "otpcode", "smscode", "mfacode",
                                     "twofactorcode", "2facode", "confirmationcode", "einmalpasswort", "codedeverification", "codigodeverificacion"],
             words: ["otp"], numbers: true),
        Term(name: "secret", anywhere: ["secret", "geheimnis"], words: []),
        Term(name: "token", anywhere: ["token"], words: [],
             notAfter: ["page", "next", "prev", "previous", "change", "changes", "sync", "continuation", "pagination", "cursor", "resume", "history", "server",
                        "delta", "fetch", "cancellation", "lexer", "parser", "design", "style", "theme", "color", "colour", "font", "spacing", "format", "search",
                        "text", "word", "sort", "query", "filter", "i18n"]),
        Term(name: "auth", anywhere: ["authorization"], words: ["auth", "oauth"]),
        Term(name: "credential", anywhere: ["credential"], words: []),
        Term(name: "cookie", anywhere: ["cookie"], words: []),
        // Not a scene's, a window's or a download's session: UIKit's and URLSession's
        // identifiers name a session, they do not let anyone into one.
        Term(name: "session-id", anywhere: ["sessionid", "sessionkey"], words: ["sid"],
             notAfter: ["scene", "uiscene", "persistent", "window", "url", "urlsession", "background", "download", "upload", "workout", "training",
                        "exercise", "audio", "av", "capture", "camera", "ar", "game", "playback", "media", "video", "call", "meeting", "watch", "wc",
                        "study", "practice", "reading", "sleep", "focus", "meditation", "cast", "sharing", "activity", "debug", "group"]),
        Term(name: "api-key", anywhere: ["apikey", "accesskey"], words: []),
        Term(name: "private-key", anywhere: ["privatekey"], words: []),
        Term(name: "seed-phrase", anywhere: ["mnemonic", "seedphrase", "seedwords", "recoveryphrase", "recoverywords", "backupphrase", "walletseed"], words: []),
        Term(name: "wifi-key", anywhere: ["presharedkey", "wpakey", "wpa2key", "wpa3key", "wepkey", "wifikey", "networkkey", "wlankey", "wlanschlüssel",
                                          "wlanschlussel"],
             words: ["psk"]),
        Term(name: "card-number", anywhere: ["cardnumber", "creditcard", "ccnumber", "cardno", "kartennummer", "numerodecarte", "numerotarjeta",
                                             "numerodotarjeta"],
             words: [], numbers: true),
        Term(name: "cvv", anywhere: ["securitycode", "cardverification", "cardcode", "cardsecurity", "cvvcode", "cvccode", "prüfnummer", "pruefnummer"],
             words: ["cvv", "cvc", "cvv2", "cvc2", "csc", "cvn", "cvd", "cav2", "cid2"], numbers: true),
        Term(name: "ssn", anywhere: ["socialsecurity"], words: ["ssn"], numbers: true),
        Term(name: "iban", anywhere: ["bankaccount", "kontonummer", "routingnumber", "sortcode"], words: ["iban"], numbers: true),
        // The other ways banks number an account: US routing (ABA) numbers, Australian BSBs,
        // India's IFSC, Mexico's CLABE, France's RIB, account numbers in other languages.
        Term(name: "bank-account", anywhere: ["accountnumber", "acctnumber", "acctno", "abanumber", "abarouting", "routingtransit", "bankverbindung",
                                              "numerodecuenta", "numerocuenta", "numerodeconta", "numeroconta", "contocorrente", "rekeningnummer",
                                              "numerrachunku", "hesapnumarasi", "口座番号", "계좌번호", "номерсчета", "номерсчёта"],
             words: ["aba", "rtn", "bsb", "ifsc", "clabe", "rib"], numbers: true),
        // Personal data, as Sentry's scrubbing and GDPR's special categories name it.
        Term(name: "passport", anywhere: ["passport", "reisepass", "passeport", "pasaporte", "passaporto", "паспорт", "パスポート"], words: [], numbers: true,
             dates: true),
        Term(name: "driving-licence", anywhere: ["drivinglicence", "drivinglicense", "driverslicence", "driverslicense", "driverlicence", "driverlicense",
                                                 "führerschein", "fuhrerschein", "permisdeconduire", "licenciadeconducir"],
             words: [], numbers: true, dates: true),
        Term(name: "national-id", anywhere: ["nationalid", "nationalidentity", "nationalinsurance", "identitynumber", "idcardnumber", "personalnumber",
                                             "personnummer", "codicefiscale", "aadhaar", "socialinsurance", "personalausweis", "ausweisnummer", "identitycard",
                                             "cartedidentite", "numerosecu", "hetu", "fodselsnummer", "mynumber", "マイナンバー", "身份证"],
             words: ["nino", "bsn", "dni", "nie", "nif", "cpf", "pesel", "sin", "nir", "curp", "nric", "rrn", "rut"], numbers: true, dates: true),
        Term(name: "tax-id", anywhere: ["taxid", "taxnumber", "taxpayer", "vatnumber", "vatid", "steuerid", "steuernummer", "steueridentifikationsnummer"],
             words: ["tin", "ein", "itin"], numbers: true),
        Term(name: "health", anywhere: ["bloodtype", "bloodgroup", "blutgruppe", "groupesanguin", "gruposanguineo", "medication", "medicament", "medikament",
                                        "prescription", "diagnosis", "diagnoses", "diagnose", "diagnostico", "allergy", "allergies", "allergie", "medicalcondition",
                                        "medicalhistory", "medicalrecord", "healthrecord", "healthcondition", "symptom", "bloodpressure", "bloodglucose",
                                        "bloodsugar", "heartrate", "healthinsurance", "krankenversicherung", "medicalid", "patientid", "patientnumber",
                                        "nhsnumber", "medicarenumber", "versichertennummer", "tarjetasanitaria", "healthcard"],
             // A medical record number (`mrn`) says who the patient is at the hospital.
             words: ["mrn"], numbers: true, dates: true),
        Term(name: "date-of-birth", anywhere: ["dateofbirth", "birthdate", "birthday", "geburtsdatum", "geburtstag", "datedenaissance", "fechadenacimiento",
                                               "fechanacimiento", "datadinascita", "datadenascimento", "datanascimento", "geboortedatum", "födelsedatum",
                                               "fodelsedatum", "fødselsdato", "fodselsdato", "fødselsdag", "fodelsedag", "datanascita", "compleanno",
                                               "verjaardag", "geboortedag", "dataurodzenia", "urodziny", "doğumtarihi", "dogumtarihi", "doğumgünü",
                                               "dogumgunu", "syntymäaika", "syntymaaika", "syntymäpäivä", "datumnarozeni", "cumpleaños", "cumpleanos",
                                               "aniversário", "tanggallahir", "tgllahir", "ngaysinh", "ngàysinh", "születésidátum", "szuletesidatum",
                                               "生年月日", "誕生日", "出生日期", "生日", "생년월일", "생일", "датарождения", "деньрождения", "датанародження",
                                               "ημερομηνίαγέννησης", "ημερομηνιαγεννησης", "תאריךלידה", "تاريخالميلاد", "عيدميلاد", "تاریختولد",
                                               "जन्मतिथि", "जन्मदिन", "জন্মতারিখ", "تاریخپیدائش", "วันเกิด"],
             words: ["dob", "bday"], numbers: true, dates: true),
        Term(name: "phone", anywhere: ["phonenumber", "telephone", "mobilenumber", "mobilephone", "cellnumber", "cellphone", "msisdn", "telefon", "telefono",
                                       "téléphone", "telefone", "電話番号", "телефон"],
             words: ["phone", "tel"], numbers: true, notAfter: ["i"]),
        Term(name: "postal-address", anywhere: ["homeaddress", "streetaddress", "postaladdress", "mailingaddress", "billingaddress", "shippingaddress",
                                                "deliveryaddress", "addressline", "postcode", "postalcode", "zipcode", "codepostal", "codigopostal",
                                                "postleitzahl", "anschrift", "adressepostale"],
             words: ["street", "plz"], numbers: true),
        Term(name: "location", anywhere: ["latitude", "longitude", "coordinate"], words: ["lat", "lng", "lon"], numbers: true),
        // A car's plate says whose car it is (and where it is parked).
        Term(name: "licence-plate", anywhere: ["licenseplate", "licenceplate", "numberplate", "registrationplate", "platenumber", "vehicleregistration",
                                               "carregistration", "kfzkennzeichen", "autokennzeichen", "nummernschild", "matricula", "matrícula",
                                               "immatriculation", "kenteken", "tablicarejestracyjna", "numerrejestracyjny", "placaveiculo", "placadeveiculo",
                                               "车牌", "車牌", "ナンバープレート", "차량번호", "자동차번호", "госномер", "номернойзнак"],
             words: ["targa", "plaka"], numbers: true),
    ]

    /// Words after a term that say the value is about the secret, not the secret: how many,
    /// how long, which rules, when it expires, whether it is on, what it is called.
    static let aboutWords: Set<String> = [
        "count", "counts", "counter", "length", "len", "size", "limit", "limits", "max", "maximum", "min", "minimum", "rule", "rules", "policy", "policies",
        "status", "state", "states", "type", "types", "kind", "kinds", "style", "format", "mode", "strength", "complexity", "requirement", "requirements",
        "required", "requires", "enabled", "disabled", "enable", "visible", "visibility", "hidden", "shown", "hint", "hints", "label", "labels", "title",
        "titles", "placeholder", "prompt", "expiry", "expires", "expiration", "expired", "expire", "date", "time", "timestamp", "timeout", "ttl", "age",
        "interval", "duration", "lifetime", "period", "retry", "retries", "attempt", "attempts", "tries", "version", "scope", "scopes", "domain", "path",
        "url", "uri", "endpoint", "provider", "issuer", "algorithm", "digits", "bits", "index", "offset", "changed", "updated", "created", "reset",
        "present", "available", "supported", "allowed", "error", "errors", "description", "name", "names", "model", "layout", "button", "view", "controller",
        "cell", "screen", "sheet", "dialog", "alert", "segue", "storyboard", "identifier", "unit", "units", "prefix", "suffix", "separator", "encoding",
        "storage", "service", "source", "category", "level", "strategy", "method", "option", "options", "setting", "settings", "preference", "preferences",
        "config", "configuration", "flag", "flags", "accessibility", "manager", "request", "requested", "verified", "validated", "valid", "field", "fields",
        // What shows it: an SF Symbol's name under `passwordSymbol`, an icon, a colour.
        "symbol", "symbols", "icon", "icons", "image", "images", "glyph", "glyphs", "emoji", "badge", "color", "colour", "tint", "font", "sound",
        "indicator", "animation", "banner", "tooltip", "caption",
        // Italian's `parola chiave` is a keyword, not a password.
        "chiave", "chiavi",
    ]

    /// Words before a term that make the key a flag or a question about it (`isPasswordSet`,
    /// `showPassword`, `hasCookies`).
    static let flagWords: Set<String> = [
        "is", "has", "should", "show", "shows", "can", "did", "will", "needs", "need", "requires", "require", "remember", "allow", "allows", "enable",
        "enables", "use", "uses", "supports", "hide", "toggle", "wants",
    ]

    /// Continuations of a word that make it another word (`tokenizer`, `secretary`,
    /// `passwordless`, `cookiecutter`).
    static let otherWordEndings = ["izer", "ize", "ized", "izing", "ization", "ary", "aries", "ariat", "less", "cutter"]

    /// The term whose numbers are rounded rather than replaced (`Locations`).
    public static let location = "location"
    /// The term whose text is private only when it holds `phoneDigits` digits: a phone number.
    public static let phone = "phone"
    static let phoneDigits = 6
    /// The term whose text is private only when it holds a digit: a street name alone says
    /// little, a house number or a postcode makes it an address.
    public static let postalAddress = "postal-address"

    /// The term `key` is named like, if any.
    public static func term(of key: String) -> Term? {
        term(words: words(of: key))
    }

    /// Each word spelling's terms, and each long spelling's terms by its first two bytes: a
    /// key is compared only with the spellings that could be in it.
    private static let wordIndex: [String: [Int]] = {
        var index: [String: [Int]] = [:]
        for (position, term) in terms.enumerated() { for word in term.words { index[word, default: []].append(position) } }
        return index
    }()
    /// Indexed by the two bytes (first << 8 | second), not hashed: looked up at every byte of a key.
    private static let anywhereIndex: [[(term: Int, spelling: [UInt8])]] = {
        var index = [[(term: Int, spelling: [UInt8])]](repeating: [], count: 1 << 16)
        for (position, term) in terms.enumerated() {
            for spelling in term.anywhere {
                let bytes = Array(spelling.utf8)
                index[Int(bytes[0]) << 8 | Int(bytes[1])].append((position, bytes))
            }
        }
        return index
    }()

    /// The term a key of these words (lower case, as `words(of:)` splits them) is named like.
    static func term(words: [String]) -> Term? {
        guard !words.isEmpty else { return nil }
        // Where each word ends in the words joined.
        var ends: [Int] = []
        var joined: [UInt8] = []
        for word in words {
            joined += word.utf8
            ends.append(joined.count)
        }
        var candidates: [(term: Int, first: Int, last: Int, found: Int?, length: Int)] = []
        for (position, word) in words.enumerated() {
            for term in (wordIndex[word] ?? []) + (word.hasSuffix("s") ? wordIndex[String(word.dropLast())] ?? [] : []) {
                candidates.append((term, position, position, nil, 0))
            }
        }
        if joined.count >= 2 {
            for start in 0..<(joined.count - 1) {
                let entries = anywhereIndex[Int(joined[start]) << 8 | Int(joined[start + 1])]
                guard !entries.isEmpty else { continue }
                for entry in entries where start + entry.spelling.count <= joined.count && joined[start..<(start + entry.spelling.count)].elementsEqual(entry.spelling) {
                    let end = start + entry.spelling.count
                    guard let first = ends.firstIndex(where: { $0 > start }), let last = ends.firstIndex(where: { $0 >= end }) else { continue }
                    candidates.append((entry.term, first, last, start, entry.spelling.count))
                }
            }
        }
        for candidate in candidates.sorted(by: { $0.term < $1.term }) {
            let term = terms[candidate.term]
            guard let found = candidate.found else {
                if isSecret(term, words: words, first: candidate.first, last: candidate.last, prefix: "") { return term }
                continue
            }
            // The rest of the word the term ends in: nothing or a plural; another word
            // (`tokenizer`) is not the term; a word about it (`tokencount`) is not secret.
            let end = found + candidate.length
            let rest = String(decoding: joined[end..<ends[candidate.last]], as: UTF8.self)
            if !rest.isEmpty, rest != "s", rest != "es" {
                if otherWordEndings.contains(where: { rest.hasPrefix($0) }) || aboutWords.contains(rest) { continue }
                // Across words the key's own boundaries count: a term that ends inside a word
                // (`sessionIdentifier`, `apiKeychain`) is part of another word.
                if candidate.first < candidate.last { continue }
            }
            let wordStart = candidate.first == 0 ? 0 : ends[candidate.first - 1]
            let prefix = String(decoding: joined[wordStart..<found], as: UTF8.self)
            if isSecret(term, words: words, first: candidate.first, last: candidate.last, prefix: prefix) { return term }
        }
        return nil
    }

    /// Whether the term found from word `first` to word `last` names the secret: no word after
    /// it says the value is about the secret, none before makes it a flag, a cursor or
    /// another word (`prefix`: the part of the first word before the term).
    static func isSecret(_ term: Term, words: [String], first: Int, last: Int, prefix: String) -> Bool {
        if words[(last + 1)...].contains(where: { aboutWords.contains($0) }) { return false }
        let before = Array(words[..<first]) + (prefix.isEmpty ? [] : [prefix])
        if before.contains(where: { flagWords.contains($0) }) { return false }
        if let previous = before.last, term.notAfter.contains(previous) || term.notAfter.contains(where: { previous.hasSuffix($0) }) { return false }
        return true
    }

    /// The key in lower-case words: split at anything not a letter or digit, between a lower
    /// case letter and an upper case one (`userPassword`), before the last capital of a run
    /// followed by lower case (`APIKey`: `api`, `key`), and between letters and digits.
    public static func words(of key: String) -> [String] {
        if key.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(Array(key.utf8)) }
        var words: [String] = []
        var current: [Character] = []
        var previous: Character? = nil
        let characters = Array(key)
        func flush() {
            // Turkish's dotted capital İ lowercases to i and a combining dot (`ŞİFRE`): an i.
            if !current.isEmpty { words.append(String(current).lowercased().replacing("i\u{307}", with: "i")) }
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

    /// `words(of:)` for an ASCII key, over its bytes.
    static func asciiWords(_ bytes: [UInt8]) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current = []
        }
        for (index, byte) in bytes.enumerated() {
            let upper = ValueDetectors.isUpper(byte), lower = ValueDetectors.isLower(byte), digit = ValueDetectors.isDigit(byte)
            guard upper || lower || digit else {
                flush()
                continue
            }
            if !current.isEmpty {
                let previous = bytes[index - 1]
                let next: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
                let caseBreak = ValueDetectors.isLower(previous) && upper
                let acronymEnd = ValueDetectors.isUpper(previous) && upper && ValueDetectors.isLower(next)
                let digitBreak = ValueDetectors.isDigit(previous) != digit
                if caseBreak || acronymEnd || digitBreak { flush() }
            }
            current.append(upper ? byte + 0x20 : byte)
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

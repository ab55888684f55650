/// National identity numbers of the main countries, by the shapes and check digits their
/// issuers define, so that a number of the same length that fails the check is not one:
///
/// - UK National Insurance number: `AB 12 34 56 C` (prefix letters as HMRC allows them)
/// - Spain: DNI `12345678Z` and NIE `X1234567L` (the letter is the number mod 23)
/// - Italy: codice fiscale `RSSMRA85T10A562S` (its last letter checks the other 15)
/// - Brazil: CPF `123.456.789-09` (two mod-11 check digits)
/// - India: Aadhaar `2345 6789 0124` (Verhoeff check digit)
/// - Sweden: personnummer `811228-9874` (a date, then Luhn)
/// - Canada: social insurance number `130 692 544` (Luhn)
/// - France: NIR (numéro de sécurité sociale) `1 84 12 76 451 089 46` (a valid month; the key
///   is 97 minus the number mod 97)
/// - Belgium: national number `85.07.30-033.28` (mod 97)
/// - Finland: henkilötunnus `131052-308T` (a date, a century sign, a check character mod 31)
/// - China: resident identity number `11010519491231002X` (a date, ISO 7064 MOD 11-2)
/// - South Korea: resident registration number `800101-1234567` (a date, weighted mod 11)
/// - Singapore: NRIC and FIN `S1234567D` (a weighted check letter)
/// - Norway: fødselsnummer `010190 12345` (a date, two mod-11 check digits)
/// - Mexico: CURP `GOMC850315HDFRRR09` (a date, a state, a check digit)
/// - Switzerland: AHV/AVS number `756.1234.5678.97` (EAN-13 check digit)
/// - Ireland: PPS number `1234567T`, `1234567TW` (a weighted check letter mod 23)
/// - Chile: RUT/RUN `12.345.678-5` (mod 11, K for 10)
/// - United States: ITIN `912-70-1234` (a 9, a group the IRS issues; a tax id where an SSN
///   would be)
///
/// Numbers written without a shape of their own (Poland's PESEL, the Netherlands' BSN,
/// Denmark's CPR, Turkey's TC Kimlik, Germany's Steuer-ID, Japan's My Number ...) are found
/// after their name (`LabelledNumbers`).
///
/// US social security numbers are `us-ssn`. The unformatted numbers of Brazil, India and
/// Canada are too like any other digits to tell; only their written forms are found.
enum NationalIDs {
    typealias Bytes = [UInt8]

    /// Each country's reader: the end of its number at an index, or nil.
    static let readers: [@Sendable (Bytes, Int) -> Int?] = [
        ukNINO, spanishID, codiceFiscale, cpf, aadhaar, personnummer, canadianSIN, frenchNIR, belgianNumber, finnishHETU, chineseID, koreanRRN,
        singaporeNRIC, norwegianNumber, mexicanCURP, swissAHV, irishPPSN, chileanRUT, usITIN,
    ]

    static func matches(_ bytes: Bytes) -> [Range<Int>] {
        PersonalData.scan(bytes, startingWhere: { bytes, index in PersonalData.startsAlone(bytes, index) && ValueDetectors.isAlphanumeric(bytes[index]) }) { bytes, index in
            for reader in readers { if let end = reader(bytes, index) { return end } }
            return nil
        }
    }

    // MARK: Reading shapes

    /// Reads `pattern` at `index`: `9` a digit, `A` a capital, `-` one of `separators` or
    /// nothing, `_` one of `separators` (required); returns the characters read (separators
    /// left out) and the end, when the value stands alone there.
    static func read(_ bytes: Bytes, _ index: Int, _ pattern: StaticString, separators: [UInt8] = spaceOrDash) -> (characters: Bytes, end: Int)? {
        // Checked first without allocating: the readers run at every word of a text.
        guard let end = shapeEnd(bytes, index, pattern, separators: separators), PersonalData.endsAlone(bytes, end) else { return nil }
        var characters: Bytes = []
        characters.reserveCapacity(pattern.utf8CodeUnitCount)
        var cursor = index
        let shape = pattern.utf8Start
        for offset in 0..<pattern.utf8CodeUnitCount {
            switch shape[offset] {
            case UInt8(ascii: "9"), UInt8(ascii: "A"):
                characters.append(bytes[cursor])
                cursor += 1
            case UInt8(ascii: "-"):
                if cursor < bytes.count, separators.contains(bytes[cursor]) { cursor += 1 }
            default:
                cursor += 1
            }
        }
        return (characters, end)
    }

    static let spaceOrDash: [UInt8] = [0x20, 0x2D]

    /// Where `pattern` read at `index` ends, or nil when the bytes there do not have its shape.
    private static func shapeEnd(_ bytes: Bytes, _ index: Int, _ pattern: StaticString, separators: [UInt8]) -> Int? {
        var cursor = index
        let shape = pattern.utf8Start
        for offset in 0..<pattern.utf8CodeUnitCount {
            switch shape[offset] {
            case UInt8(ascii: "9"):
                guard cursor < bytes.count, ValueDetectors.isDigit(bytes[cursor]) else { return nil }
            case UInt8(ascii: "A"):
                guard cursor < bytes.count, ValueDetectors.isUpper(bytes[cursor]) else { return nil }
            case UInt8(ascii: "-"):
                if cursor < bytes.count, separators.contains(bytes[cursor]) { cursor += 1 }
                continue
            default:
                guard cursor < bytes.count, separators.contains(bytes[cursor]) else { return nil }
                cursor += 1
                continue
            }
            cursor += 1
        }
        return cursor
    }

    static func digits(_ characters: some Sequence<UInt8>) -> [Int] { characters.map { Int($0) - 0x30 } }

    // MARK: The countries

    /// Two letters, six digits (in pairs or not), a letter A to D. The first letter is not D, F,
    /// I, Q, U or V, the second not those nor O; BG, GB, NK, KN, TN, NT and ZZ are never issued.
    static func ukNINO(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = read(bytes, index, "AA-99-99-99-A", separators: [0x20]) else { return nil }
        let first = read.characters[0], second = read.characters[1], last = read.characters[8]
        let prefix = String(decoding: read.characters[0..<2], as: UTF8.self)
        guard !Array("DFIQUV".utf8).contains(first), !Array("DFIQUVO".utf8).contains(second), (0x41...0x44).contains(last),
              !["BG", "GB", "NK", "KN", "TN", "NT", "ZZ"].contains(prefix)
        else { return nil }
        return read.end
    }

    static let dniLetters = Array("TRWAGMYFPDXBNJZSQVHLCKE".utf8)

    /// DNI: eight digits and the letter of their value mod 23; NIE: X, Y or Z (0, 1, 2), seven
    /// digits and the same letter.
    static func spanishID(_ bytes: Bytes, _ index: Int) -> Int? {
        if let read = read(bytes, index, "99999999-A") {
            let value = digits(read.characters.prefix(8)).reduce(0) { $0 * 10 + $1 }
            return dniLetters[value % 23] == read.characters[8] ? read.end : nil
        }
        guard let read = read(bytes, index, "A9999999-A"), let lead = Array("XYZ".utf8).firstIndex(of: read.characters[0]) else { return nil }
        let value = digits(read.characters[1..<8]).reduce(lead) { $0 * 10 + $1 }
        return dniLetters[value % 23] == read.characters[8] ? read.end : nil
    }

    /// Six letters (surname, name), two digits (year), a month letter, two digits (day), a
    /// letter and three digits (place), and a check letter.
    static func codiceFiscale(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = read(bytes, index, "AAAAAA99A99A999A"), Array("ABCDEHLMPRST".utf8).contains(read.characters[8]) else { return nil }
        // The values of a character at an odd place (1st, 3rd ...), by its digit or letter index.
        let odd = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]
        var sum = 0
        for (offset, character) in read.characters.prefix(15).enumerated() {
            let value = ValueDetectors.isDigit(character) ? Int(character) - 0x30 : Int(character) - 0x41
            sum += offset % 2 == 0 ? odd[value] : value
        }
        return Int(read.characters[15]) - 0x41 == sum % 26 ? read.end : nil
    }

    /// `999.999.999-99` whose two check digits hold (not all one digit).
    static func cpf(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = read(bytes, index, "999_999_999_99", separators: [0x2E, 0x2D]), bytes[index + 3] == 0x2E, bytes[index + 7] == 0x2E,
              bytes[index + 11] == 0x2D
        else { return nil }
        return cpfChecks(digits(read.characters)) ? read.end : nil
    }

    /// A CPF's eleven digits: not all one digit, and the two mod-11 check digits hold.
    static func cpfChecks(_ digits: [Int]) -> Bool {
        guard digits.count == 11, Set(digits).count > 1 else { return false }
        func check(_ count: Int) -> Int {
            let sum = (0..<count).reduce(0) { $0 + digits[$1] * (count + 1 - $1) }
            return sum * 10 % 11 % 10
        }
        return check(9) == digits[9] && check(10) == digits[10]
    }

    static let verhoeffD: [[Int]] = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
        [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
        [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
    ]
    static let verhoeffP: [[Int]] = [
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
        [9, 4, 5, 3, 1, 2, 7, 6, 8, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
    ]

    static func verhoeff(_ digits: [Int]) -> Bool {
        var check = 0
        for (offset, digit) in digits.reversed().enumerated() { check = verhoeffD[check][verhoeffP[offset % 8][digit]] }
        return check == 0
    }

    /// Twelve digits in three groups of four (space or dash), the first 2 to 9, Verhoeff-checked.
    static func aadhaar(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = read(bytes, index, "9999_9999_9999") else { return nil }
        let digits = digits(read.characters)
        return digits[0] >= 2 && verhoeff(digits) ? read.end : nil
    }

    /// `YYMMDD-NNNN`, `YYMMDD+NNNN` (over a hundred) or `YYYYMMDD-NNNN`: a valid month and day
    /// (a coordination number adds 60 to the day), Luhn over the ten digits.
    static func personnummer(_ bytes: Bytes, _ index: Int) -> Int? {
        let read = read(bytes, index, "999999_9999", separators: [0x2D, 0x2B]) ?? read(bytes, index, "99999999_9999", separators: [0x2D])
        guard let read else { return nil }
        let digits = Array(digits(read.characters).suffix(10))
        let month = digits[2] * 10 + digits[3], day = digits[4] * 10 + digits[5]
        guard (1...12).contains(month), (1...31).contains(day) || (61...91).contains(day) else { return nil }
        return ValueDetectors.luhn(digits.map(UInt8.init)) ? read.end : nil
    }

    /// `999 999 999` or `999-999-999`, not starting with 0 or 8, Luhn-checked.
    static func canadianSIN(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = read(bytes, index, "999_999_999") else { return nil }
        let digits = digits(read.characters)
        guard digits[0] != 0, digits[0] != 8, bytes[index + 3] == bytes[index + 7] else { return nil }
        return ValueDetectors.luhn(digits.map(UInt8.init)) ? read.end : nil
    }

    // MARK: More countries

    /// A valid calendar day (no year check beyond the month's length in a leap year).
    static func isDay(_ day: Int, month: Int) -> Bool {
        (1...12).contains(month) && (1...[31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]).contains(day)
    }

    static func number(_ digits: ArraySlice<Int>) -> Int { digits.reduce(0) { $0 * 10 + $1 } }

    /// France's NIR: sex (1, 2, 7, 8), year, month (01-12, or 20-42 and 50-99 when unknown),
    /// department (two digits or 2A, 2B), commune, order, and a key of 97 minus the first 13
    /// mod 97; written together or in groups `1 84 12 76 451 089 46`.
    static func frenchNIR(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = read(bytes, index, "9-99-99-9A-999-999-99", separators: [0x20]) ?? read(bytes, index, "9-99-99-99-999-999-99", separators: [0x20]) else {
            return nil
        }
        var characters = read.characters
        let corsica = characters[6] == 0x41 || characters[6] == 0x42
        guard characters[5] == 0x32 || !ValueDetectors.isUpper(characters[6]) else { return nil }
        let offset = corsica ? (characters[6] == 0x41 ? 1_000_000 : 2_000_000) : 0
        if corsica { characters[6] = 0x30 }
        let digits = self.digits(characters)
        let month = digits[3] * 10 + digits[4]
        guard [1, 2, 7, 8].contains(digits[0]), (1...12).contains(month) || (20...42).contains(month) || (50...99).contains(month) else { return nil }
        let body = number(digits[0..<13]) - offset
        return 97 - body % 97 == number(digits[13..<15]) ? read.end : nil
    }

    /// Belgium: `YY.MM.DD-NNN.CC`, the check 97 minus the first nine digits mod 97 (with a 2
    /// before them for births from 2000).
    static func belgianNumber(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = read(bytes, index, "99_99_99_999_99", separators: [0x2E, 0x2D]), bytes[index + 8] == 0x2D else { return nil }
        let digits = self.digits(read.characters)
        guard (0...12).contains(digits[2] * 10 + digits[3]) else { return nil }
        let body = number(digits[0..<9]), check = number(digits[9..<11])
        return 97 - body % 97 == check || 97 - (2_000_000_000 + body) % 97 == check ? read.end : nil
    }

    static let hetuCheck = Array("0123456789ABCDEFHJKLMNPRSTUVWXY".utf8)

    /// Finland: `DDMMYY`, a century sign (`+`, `-`, `A`-`F`, `U`-`Y`), three digits and the
    /// character of the nine digits mod 31.
    static func finnishHETU(_ bytes: Bytes, _ index: Int) -> Int? {
        guard index + 11 <= bytes.count, bytes[index..<(index + 6)].allSatisfy(ValueDetectors.isDigit),
              Array("+-ABCDEFUVWXY".utf8).contains(bytes[index + 6]), bytes[(index + 7)..<(index + 10)].allSatisfy(ValueDetectors.isDigit),
              PersonalData.endsAlone(bytes, index + 11)
        else { return nil }
        let digits = self.digits(bytes[index..<(index + 6)] + bytes[(index + 7)..<(index + 10)])
        guard isDay(digits[0] * 10 + digits[1], month: digits[2] * 10 + digits[3]) else { return nil }
        return hetuCheck[number(digits[...]) % 31] == bytes[index + 10] ? index + 11 : nil
    }

    /// China: a region (first digit 1 to 8), a birth date `YYYYMMDD`, three digits and the
    /// ISO 7064 MOD 11-2 check (a digit or X).
    static func chineseID(_ bytes: Bytes, _ index: Int) -> Int? {
        guard index + 18 <= bytes.count, bytes[index..<(index + 17)].allSatisfy(ValueDetectors.isDigit),
              ValueDetectors.isDigit(bytes[index + 17]) || bytes[index + 17] == 0x58, PersonalData.endsAlone(bytes, index + 18)
        else { return nil }
        let digits = self.digits(bytes[index..<(index + 17)])
        let year = number(digits[6..<10])
        guard (1...8).contains(digits[0]), (1900...2099).contains(year), isDay(number(digits[12..<14]), month: number(digits[10..<12])) else { return nil }
        let weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
        let sum = zip(digits, weights).reduce(0) { $0 + $1.0 * $1.1 }
        return Array("10X98765432".utf8)[sum % 11] == bytes[index + 17] ? index + 18 : nil
    }

    /// South Korea: `YYMMDD-SNNNNNC`, the check 11 minus the weighted sum mod 11 (mod 10).
    static func koreanRRN(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = read(bytes, index, "999999_9999999", separators: [0x2D]) else { return nil }
        let digits = self.digits(read.characters)
        guard (1...8).contains(digits[6]), isDay(digits[4] * 10 + digits[5], month: digits[2] * 10 + digits[3]) else { return nil }
        let weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
        let sum = zip(digits, weights).reduce(0) { $0 + $1.0 * $1.1 }
        return (11 - sum % 11) % 10 == digits[12] ? read.end : nil
    }

    /// Singapore: S, T, F, G or M, seven digits, and a letter from the weighted sum (weights
    /// 2, 7, 6, 5, 4, 3, 2; 4 more for T and G, 3 for M).
    static func singaporeNRIC(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = read(bytes, index, "A9999999A"), let prefix = Array("STFGM".utf8).firstIndex(of: read.characters[0]) else { return nil }
        let digits = self.digits(read.characters[1..<8])
        var sum = zip(digits, [2, 7, 6, 5, 4, 3, 2]).reduce(0) { $0 + $1.0 * $1.1 }
        sum += [0, 4, 0, 4, 3][prefix]
        let letters = prefix < 2 ? "JZIHGFEDCBA" : prefix < 4 ? "XWUTRQPNMLK" : "XWUTRQPNJLK"
        return Array(letters.utf8)[sum % 11] == read.characters[8] ? read.end : nil
    }

    /// Norway: `DDMMYY NNNNN` (a D-number adds 40 to the day), two mod-11 check digits.
    static func norwegianNumber(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = read(bytes, index, "999999_99999", separators: [0x20]) else { return nil }
        let digits = self.digits(read.characters)
        let day = digits[0] * 10 + digits[1]
        guard isDay(day > 40 ? day - 40 : day, month: digits[2] * 10 + digits[3]) else { return nil }
        func check(_ weights: [Int], _ count: Int) -> Int? {
            let rest = 11 - zip(digits.prefix(count), weights).reduce(0) { $0 + $1.0 * $1.1 } % 11
            return rest == 11 ? 0 : rest == 10 ? nil : rest
        }
        guard check([3, 7, 6, 1, 8, 9, 4, 5, 2], 9) == digits[9], check([5, 4, 3, 2, 7, 6, 5, 4, 3, 2], 10) == digits[10] else { return nil }
        return read.end
    }

    static let curpStates: Set<String> = [
        "AS", "BC", "BS", "CC", "CL", "CM", "CS", "CH", "DF", "DG", "GT", "GR", "HG", "JC", "MC", "MN", "MS", "NT", "NL", "OC", "PL", "QT", "QR", "SP",
        "SL", "SR", "TC", "TS", "TL", "VZ", "YN", "ZS", "NE",
    ]

    /// Mexico: four letters, a birth date `YYMMDD`, sex (H, M, X), a state, three consonants,
    /// a character for the century and a check digit over the other 17.
    static func mexicanCURP(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = read(bytes, index, "AAAA999999AAAAAA99") ?? read(bytes, index, "AAAA999999AAAAAAA9") else { return nil }
        let characters = read.characters
        let date = digits(characters[4..<10])
        guard Array("HMX".utf8).contains(characters[10]), curpStates.contains(String(decoding: characters[11..<13], as: UTF8.self)),
              isDay(date[4] * 10 + date[5], month: date[2] * 10 + date[3])
        else { return nil }
        let alphabet = Array("0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ".unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
        var sum = 0
        for (offset, character) in characters.prefix(17).enumerated() {
            guard let value = alphabet.firstIndex(of: character) else { return nil }
            sum += value * (18 - offset)
        }
        return (10 - sum % 10) % 10 == Int(characters[17]) - 0x30 ? read.end : nil
    }

    // MARK: Issue 55's countries

    /// EAN-13's check: weights 1 and 3 from the left over twelve digits.
    static func ean13(_ digits: [Int]) -> Bool {
        let sum = digits.prefix(12).enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 0 ? 1 : 3) }
        return (10 - sum % 10) % 10 == digits[12]
    }

    /// Switzerland: 756 (the country), nine digits and an EAN-13 check digit, `756.1234.5678.97`
    /// or together.
    static func swissAHV(_ bytes: Bytes, _ index: Int) -> Int? {
        guard index + 13 <= bytes.count, bytes[index] == UInt8(ascii: "7"), bytes[index + 1] == UInt8(ascii: "5"), bytes[index + 2] == UInt8(ascii: "6"),
              let read = read(bytes, index, "999_9999_9999_99", separators: [0x2E]) ?? read(bytes, index, "9999999999999", separators: []),
              read.characters.starts(with: "756".utf8)
        else { return nil }
        return ean13(digits(read.characters)) ? read.end : nil
    }

    /// Ireland: seven digits, a check letter (W for 0) and at times a second letter; the
    /// weights 8 to 2, and 9 for the second letter.
    static func irishPPSN(_ bytes: Bytes, _ index: Int) -> Int? {
        let read = read(bytes, index, "9999999AA", separators: []) ?? read(bytes, index, "9999999A", separators: [])
        guard let read else { return nil }
        let digits = self.digits(read.characters.prefix(7))
        var sum = zip(digits, [8, 7, 6, 5, 4, 3, 2]).reduce(0) { $0 + $1.0 * $1.1 }
        if read.characters.count == 9 {
            let second = read.characters[8]
            guard Array("ABHWTX".utf8).contains(second) else { return nil }
            sum += (second == UInt8(ascii: "W") ? 0 : Int(second) - 0x40) * 9
        }
        let check = sum % 23
        return read.characters[7] == (check == 0 ? UInt8(ascii: "W") : UInt8(0x40 + check)) ? read.end : nil
    }

    /// Chile: a RUT or RUN with its thousands' dots, `12.345.678-5`, `9.876.543-K`: weights 2
    /// to 7 from the right, 11 minus the sum mod 11 (K for 10, 0 for 11).
    static func chileanRUT(_ bytes: Bytes, _ index: Int) -> Int? {
        // One or two digits, then a dot: checked before anything is read.
        let lead = index + 1 < bytes.count && bytes[index + 1] == 0x2E ? 1 : index + 2 < bytes.count && bytes[index + 2] == 0x2E ? 2 : 0
        guard lead > 0, index + lead + 9 < bytes.count, ValueDetectors.isDigit(bytes[index]), lead == 1 || ValueDetectors.isDigit(bytes[index + 1]),
              bytes[index + lead + 4] == 0x2E, bytes[index + lead + 8] == 0x2D
        else { return nil }
        var body: [Int] = []
        for position in index..<(index + lead + 8) where bytes[position] != 0x2E {
            guard ValueDetectors.isDigit(bytes[position]) else { return nil }
            body.append(Int(bytes[position]) - 0x30)
        }
        let cursor = index + lead + 8
        guard PersonalData.endsAlone(bytes, cursor + 2) else { return nil }
        return rutChecks(body, bytes[cursor + 1]) ? cursor + 2 : nil
    }

    /// A RUT's check character for its digits: weights 2 to 7 from the right, 11 minus the sum
    /// mod 11, K for 10 (either case), 0 for 11.
    static func rutChecks(_ body: [Int], _ check: UInt8) -> Bool {
        let sum = body.reversed().enumerated().reduce(0) { $0 + $1.element * (2 + $1.offset % 6) }
        let expected = 11 - sum % 11
        let character: UInt8 = expected == 11 ? UInt8(ascii: "0") : expected == 10 ? UInt8(ascii: "K") : UInt8(0x30 + expected)
        return check == character || (character == UInt8(ascii: "K") && check == UInt8(ascii: "k"))
    }

    /// United States: an individual taxpayer number, `9NN-GG-NNNN` with a group the IRS issues
    /// (50 to 65, 70 to 88, 90 to 92, 94 to 99).
    static func usITIN(_ bytes: Bytes, _ index: Int) -> Int? {
        guard bytes[index] == UInt8(ascii: "9"), let read = read(bytes, index, "999_99_9999", separators: [0x2D]) else { return nil }
        let digits = self.digits(read.characters)
        let group = digits[3] * 10 + digits[4]
        return (50...65).contains(group) || (70...88).contains(group) || (90...92).contains(group) || (94...99).contains(group) ? read.end : nil
    }
}

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
///
/// US social security numbers are `us-ssn`. The unformatted numbers of Brazil, India and
/// Canada are too like any other digits to tell; only their written forms are found.
enum NationalIDs {
    typealias Bytes = [UInt8]

    static func matches(_ bytes: Bytes) -> [Range<Int>] {
        PersonalData.scan(bytes, startingWhere: { bytes, index in PersonalData.startsAlone(bytes, index) && ValueDetectors.isAlphanumeric(bytes[index]) }) { bytes, index in
            ukNINO(bytes, index) ?? spanishID(bytes, index) ?? codiceFiscale(bytes, index) ?? cpf(bytes, index) ?? aadhaar(bytes, index)
                ?? personnummer(bytes, index) ?? canadianSIN(bytes, index)
        }
    }

    // MARK: Reading shapes

    /// Reads `pattern` at `index`: `9` a digit, `A` a capital, `-` one of `separators` or
    /// nothing, `_` one of `separators` (required); returns the characters read (separators
    /// left out) and the end, when the value stands alone there.
    static func read(_ bytes: Bytes, _ index: Int, _ pattern: StaticString, separators: [UInt8] = [0x20, 0x2D]) -> (characters: Bytes, end: Int)? {
        var characters: Bytes = []
        var cursor = index
        let count = pattern.utf8CodeUnitCount
        let shape = pattern.utf8Start
        for offset in 0..<count {
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
            characters.append(bytes[cursor])
            cursor += 1
        }
        guard PersonalData.endsAlone(bytes, cursor) else { return nil }
        return (characters, cursor)
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
        let digits = digits(read.characters)
        guard Set(digits).count > 1 else { return nil }
        func check(_ count: Int) -> Int {
            let sum = (0..<count).reduce(0) { $0 + digits[$1] * (count + 1 - $1) }
            return sum * 10 % 11 % 10
        }
        return check(9) == digits[9] && check(10) == digits[10] ? read.end : nil
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
}

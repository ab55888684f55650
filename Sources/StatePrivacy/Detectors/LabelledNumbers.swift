/// Numbers with no shape of their own, found where text names them: `PESEL 44051401359`,
/// `BSN: 111222333`, `routing number 021000021`, `MRN #00482913`. The name (any case, a word
/// of its own), then what writes a number's label (`:`, `#`, `no.`, `nr`, `number`,
/// `nummer`, `numero`), then the number, which must pass the check its issuer defines where
/// one exists (an ABA routing number's 3-7-1 weights, PESEL's, BSN's eleven test ...). Only the
/// number is matched; its name stays.
enum LabelledNumbers {
    typealias Bytes = [UInt8]
    typealias Reader = @Sendable (Bytes, Int) -> Int?

    struct Label: Sendable {
        var names: [String]
        var rule: PrivacyRule
        var reader: Reader
    }

    static let labels: [Label] = [
        Label(names: ["pesel"], rule: .nationalID, reader: pesel),
        Label(names: ["bsn", "burgerservicenummer", "sofinummer"], rule: .nationalID, reader: bsn),
        Label(names: ["cpr", "cpr-nr", "cpr-nummer"], rule: .nationalID, reader: danishCPR),
        Label(names: ["tc kimlik", "t.c. kimlik", "kimlik", "tckn", "tc no"], rule: .nationalID, reader: turkishID),
        Label(names: ["steuer-id", "steuerid", "idnr", "steueridentifikationsnummer", "identifikationsnummer"], rule: .nationalID, reader: germanTaxID),
        Label(names: ["my number", "mynumber", "マイナンバー", "個人番号"], rule: .nationalID, reader: myNumber),
        Label(names: ["sin", "nas"], rule: .nationalID, reader: sin),
        Label(names: ["aadhaar", "aadhar", "आधार"], rule: .nationalID, reader: aadhaar),
        Label(names: ["cpf"], rule: .nationalID, reader: cpf),
        Label(names: ["rut", "run"], rule: .nationalID, reader: rut),
        Label(names: ["ssn", "social security"], rule: .nationalID, reader: ssn),
        Label(names: ["nhs"], rule: .healthID, reader: { HealthIDs.nhsNumber($0, $1, grouped: false) ?? HealthIDs.nhsNumber($0, $1, grouped: true) }),
        Label(names: ["mrn", "medical record", "patient id", "patient no", "patient number", "patient #"], rule: .healthID, reader: recordNumber),
        Label(names: ["medicare"], rule: .healthID, reader: { HealthIDs.australianMedicare($0, $1) ?? HealthIDs.medicareBeneficiary($0, $1) ?? digits($0, $1, 10) }),
        Label(names: ["routing", "aba", "rtn", "routing transit"], rule: .bankAccount, reader: abaRouting),
        Label(names: ["sort code"], rule: .bankAccount, reader: { NationalIDs.read($0, $1, "99_99_99")?.end ?? digits($0, $1, 6) }),
        Label(names: ["bsb"], rule: .bankAccount, reader: { NationalIDs.read($0, $1, "999-999")?.end }),
        Label(names: ["account", "acct", "a/c", "konto", "kontonummer", "numéro de compte", "cuenta", "conta", "rekeningnummer", "rekening"],
              rule: .bankAccount, reader: accountNumber),
        Label(names: ["clabe"], rule: .bankAccount, reader: clabe),
    ]

    /// The labels by their name's first byte (lower case).
    static let index: [[(name: Bytes, label: Int)]] = {
        var index = [[(name: Bytes, label: Int)]](repeating: [], count: 256)
        for (position, label) in labels.enumerated() {
            for name in label.names {
                let bytes = Array(name.utf8)
                index[Int(bytes[0])].append((bytes, position))
            }
        }
        return index
    }()

    /// Words that write a number's label between the name and the number.
    static let connectors = ["number", "nummer", "numero", "número", "num", "no.", "no", "nr.", "nr", "n°", "n.", "id", "#"].map { Array($0.utf8) }

    static func matches(_ bytes: Bytes, enabled: ValueDetectors.Switches) -> [ValueDetectors.Match] {
        var found: [ValueDetectors.Match] = []
        var index = 0
        while index < bytes.count {
            let byte = lower(bytes[index])
            guard index == 0 || !isLetter(bytes[index - 1]), !Self.index[Int(byte)].isEmpty else { index += 1; continue }
            var matched = false
            for entry in Self.index[Int(byte)] where startsWith(bytes, index, entry.name) {
                let nameEnd = index + entry.name.count
                guard nameEnd == bytes.count || !isLetter(bytes[nameEnd]) else { continue }
                let label = labels[entry.label]
                guard enabled.contains(label.rule), let start = numberStart(bytes, after: nameEnd), let end = label.reader(bytes, start),
                      PersonalData.endsAlone(bytes, end)
                else { continue }
                found.append(ValueDetectors.Match(range: start..<end, rule: label.rule))
                index = end
                matched = true
                break
            }
            if !matched { index += 1 }
        }
        return found
    }

    /// Where the number starts after a label's name: past spaces, `:`, `=`, `-` and the words
    /// that write a label (`no.`, `number`); nil when no digit (or an MBI's) comes within reach.
    static func numberStart(_ bytes: Bytes, after nameEnd: Int) -> Int? {
        var cursor = nameEnd
        while cursor < bytes.count, cursor - nameEnd < 24 {
            let byte = bytes[cursor]
            if byte == 0x20 || byte == 0x3A || byte == 0x3D || byte == 0x2D || byte == 0x09 || byte == 0x23 {
                cursor += 1
                continue
            }
            if ValueDetectors.isDigit(byte) { return cursor }
            guard let connector = connectors.first(where: { startsWith(bytes, cursor, $0) && !isLetter(bytes, after: cursor + $0.count) }) else { return nil }
            cursor += connector.count
        }
        return nil
    }

    // MARK: Readers

    /// Exactly `count` digits from `index`, ending there.
    static func digits(_ bytes: Bytes, _ index: Int, _ count: Int) -> Int? {
        let end = ProviderTokens.run(bytes, from: index, ValueDetectors.isDigit)
        return end - index == count ? end : nil
    }

    static func values(_ bytes: Bytes, _ range: Range<Int>) -> [Int] { bytes[range].map { Int($0) - 0x30 } }

    /// Canada: a SIN written as nine digits, Luhn-checked.
    static func sin(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let end = digits(bytes, index, 9) else { return nil }
        return ValueDetectors.luhn(bytes[index..<end].map { $0 - 0x30 }) ? end : nil
    }

    /// Poland: YYMMDD (the month plus 20, 40, 60 or 80 for other centuries), four digits and a
    /// check digit (weights 1, 3, 7, 9).
    static func pesel(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let end = digits(bytes, index, 11) else { return nil }
        let d = values(bytes, index..<end)
        guard NationalIDs.isDay(d[4] * 10 + d[5], month: (d[2] * 10 + d[3]) % 20) else { return nil }
        let sum = zip(d.prefix(10), [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]).reduce(0) { $0 + $1.0 * $1.1 }
        return (10 - sum % 10) % 10 == d[10] ? end : nil
    }

    /// The Netherlands: nine digits (or `1234.56.782`) passing the eleven test (weights 9 to 2,
    /// the last -1).
    static func bsn(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = NationalIDs.read(bytes, index, "9999_99_999", separators: [0x2E]) ?? NationalIDs.read(bytes, index, "999999999", separators: []) else { return nil }
        let d = NationalIDs.digits(read.characters)
        let sum = zip(d.prefix(8), [9, 8, 7, 6, 5, 4, 3, 2]).reduce(0) { $0 + $1.0 * $1.1 } - d[8]
        return sum % 11 == 0 && sum != 0 ? read.end : nil
    }

    /// Denmark: `DDMMYY-SSSS` or ten digits, a valid date.
    static func danishCPR(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = NationalIDs.read(bytes, index, "999999-9999", separators: [0x2D]) else { return nil }
        let d = NationalIDs.digits(read.characters)
        return NationalIDs.isDay(d[0] * 10 + d[1], month: d[2] * 10 + d[3]) ? read.end : nil
    }

    /// Turkey: eleven digits, not starting with 0, the tenth and eleventh check digits.
    static func turkishID(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let end = digits(bytes, index, 11) else { return nil }
        let d = values(bytes, index..<end)
        guard d[0] != 0 else { return nil }
        let odd = d[0] + d[2] + d[4] + d[6] + d[8], even = d[1] + d[3] + d[5] + d[7]
        let tenth = ((odd * 7 - even) % 10 + 10) % 10
        return tenth == d[9] && d.prefix(10).reduce(0, +) % 10 == d[10] ? end : nil
    }

    /// Germany: the tax identification number, eleven digits (not starting with 0), ISO 7064
    /// MOD 11,10.
    static func germanTaxID(_ bytes: Bytes, _ index: Int) -> Int? {
        let end = digits(bytes, index, 11) ?? NationalIDs.read(bytes, index, "99_999_999_999", separators: [0x20])?.end
        guard let end else { return nil }
        let d = bytes[index..<end].filter(ValueDetectors.isDigit).map { Int($0) - 0x30 }
        guard d.count == 11, d[0] != 0 else { return nil }
        var product = 10
        for digit in d.prefix(10) {
            var sum = (digit + product) % 10
            if sum == 0 { sum = 10 }
            product = sum * 2 % 11
        }
        let check = 11 - product == 10 ? 0 : 11 - product
        return check == d[10] ? end : nil
    }

    /// Japan: the individual number, twelve digits (or `1234 5678 9012`), the last a check
    /// over the others (weights 2 to 7 from the right, twice).
    static func myNumber(_ bytes: Bytes, _ index: Int) -> Int? {
        let read = NationalIDs.read(bytes, index, "9999_9999_9999") ?? NationalIDs.read(bytes, index, "999999999999", separators: [])
        guard let read else { return nil }
        let d = NationalIDs.digits(read.characters)
        let sum = d.prefix(11).reversed().enumerated().reduce(0) { $0 + $1.element * ($1.offset < 6 ? $1.offset + 2 : $1.offset - 4) }
        let rest = sum % 11
        return (rest <= 1 ? 0 : 11 - rest) == d[11] ? read.end : nil
    }

    /// India: twelve digits together or in fours, the first 2 to 9, Verhoeff's check.
    static func aadhaar(_ bytes: Bytes, _ index: Int) -> Int? {
        if let end = NationalIDs.aadhaar(bytes, index) { return end }
        guard let end = digits(bytes, index, 12) else { return nil }
        let d = values(bytes, index..<end)
        return d[0] >= 2 && NationalIDs.verhoeff(d) ? end : nil
    }

    /// Brazil: a CPF's eleven digits written together.
    static func cpf(_ bytes: Bytes, _ index: Int) -> Int? {
        if let end = NationalIDs.cpf(bytes, index) { return end }
        guard let end = digits(bytes, index, 11) else { return nil }
        return NationalIDs.cpfChecks(values(bytes, index..<end)) ? end : nil
    }

    /// Chile: a RUT without its dots, `12345678-5`.
    static func rut(_ bytes: Bytes, _ index: Int) -> Int? {
        let body = ProviderTokens.run(bytes, from: index, ValueDetectors.isDigit)
        guard (7...8).contains(body - index), body + 1 < bytes.count, bytes[body] == 0x2D else { return nil }
        return NationalIDs.rutChecks(values(bytes, index..<body), bytes[body + 1]) ? body + 2 : nil
    }

    /// A US social security number written as nine digits (grouped, it is `us-ssn`'s): an
    /// area 001 to 899 but 666, a group and a serial not zero.
    static func ssn(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let end = digits(bytes, index, 9) else { return nil }
        let d = values(bytes, index..<end)
        let area = d[0] * 100 + d[1] * 10 + d[2], group = d[3] * 10 + d[4], serial = d[5] * 1000 + d[6] * 100 + d[7] * 10 + d[8]
        return (1...899).contains(area) && area != 666 && group != 0 && serial != 0 ? end : nil
    }

    /// A medical record number: 5 to 16 letters, digits and dashes, five digits or more; not a
    /// date (`2026-11-27`).
    static func recordNumber(_ bytes: Bytes, _ index: Int) -> Int? {
        let end = ProviderTokens.run(bytes, from: index) { ValueDetectors.isAlphanumeric($0) || $0 == 0x2D }
        let run = bytes[index..<end]
        let isDate = run.count >= 7 && run.prefix(4).allSatisfy(ValueDetectors.isDigit) && run[index + 4] == 0x2D
        return (5...16).contains(run.count) && run.filter(ValueDetectors.isDigit).count >= 5 && !isDate ? end : nil
    }

    /// A US routing number: nine digits, a Federal Reserve prefix (00 to 12, 21 to 32, 61 to
    /// 72, 80), weights 3, 7, 1.
    static func abaRouting(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let end = digits(bytes, index, 9) else { return nil }
        let d = values(bytes, index..<end)
        let prefix = d[0] * 10 + d[1]
        guard (0...12).contains(prefix) || (21...32).contains(prefix) || (61...72).contains(prefix) || prefix == 80 else { return nil }
        return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0 ? end : nil
    }

    /// An account number: 6 to 17 digits, together or in groups of three or more (single
    /// spaces or dashes), not a year or a date.
    static func accountNumber(_ bytes: Bytes, _ index: Int) -> Int? {
        var cursor = index
        var groups: [Int] = []
        while cursor < bytes.count {
            let end = ProviderTokens.run(bytes, from: cursor, ValueDetectors.isDigit)
            guard end > cursor else { break }
            groups.append(end - cursor)
            cursor = end
            guard cursor + 1 < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x2D, ValueDetectors.isDigit(bytes[cursor + 1]) else { break }
            cursor += 1
        }
        guard (6...17).contains(groups.reduce(0, +)), groups.count == 1 || groups.allSatisfy({ $0 >= 3 }) else { return nil }
        return cursor
    }

    /// Mexico: a CLABE, eighteen digits, the last a check (weights 3, 7, 1).
    static func clabe(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let end = digits(bytes, index, 18) else { return nil }
        let d = values(bytes, index..<end)
        let sum = d.prefix(17).enumerated().reduce(0) { $0 + $1.element * [3, 7, 1][$1.offset % 3] % 10 }
        return (10 - sum % 10) % 10 == d[17] ? end : nil
    }

    // MARK: Bytes

    static func lower(_ byte: UInt8) -> UInt8 { ValueDetectors.isUpper(byte) ? byte + 0x20 : byte }
    static func isLetter(_ byte: UInt8) -> Bool { ValueDetectors.isLower(byte) || ValueDetectors.isUpper(byte) || byte >= 0x80 }
    static func isLetter(_ bytes: Bytes, after index: Int) -> Bool { index < bytes.count && isLetter(bytes[index]) }

    /// Whether `name` (lower case) starts at `index`, ASCII compared without case.
    static func startsWith(_ bytes: Bytes, _ index: Int, _ name: Bytes) -> Bool {
        guard index + name.count <= bytes.count else { return false }
        for offset in 0..<name.count where lower(bytes[index + offset]) != name[offset] { return false }
        return true
    }
}

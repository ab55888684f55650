/// Health identifiers with a shape and a check of their own (`health-id`):
///
/// - the UK's NHS number, `943 476 5919` (three groups, weights 10 to 2, mod 11);
/// - the US Medicare Beneficiary Identifier, `1EG4-TE5-MK73` (eleven characters, each place
///   a digit, a letter or either, as CMS assigns them; S, L, O, I, B and Z never used);
/// - Australia's Medicare card number, `2123 45670 1` (four, five and one digits, the ninth
///   a weighted check of the first eight).
///
/// A medical record number has no shape: it is found after its name (`MRN 00482913`,
/// `LabelledNumbers`) or under a key (`mrn`, `medicalRecordNumber`).
enum HealthIDs {
    typealias Bytes = [UInt8]

    static func matches(_ bytes: Bytes) -> [Range<Int>] {
        PersonalData.scan(bytes, startingWhere: { bytes, index in PersonalData.startsAlone(bytes, index) && ValueDetectors.isAlphanumeric(bytes[index]) }) { bytes, index in
            nhsNumber(bytes, index, grouped: true) ?? medicareBeneficiary(bytes, index) ?? australianMedicare(bytes, index)
        }
    }

    /// Ten digits, the last 11 minus the weighted sum (10 to 2) of the others mod 11; in
    /// groups of 3, 3 and 4 (space or dash), or together when `grouped` is false.
    static func nhsNumber(_ bytes: Bytes, _ index: Int, grouped: Bool) -> Int? {
        guard let read = grouped ? NationalIDs.read(bytes, index, "999_999_9999") : NationalIDs.read(bytes, index, "9999999999", separators: []) else { return nil }
        if grouped, bytes[index + 3] != bytes[index + 7] { return nil }
        let digits = NationalIDs.digits(read.characters)
        guard Set(digits).count > 2 else { return nil }
        let rest = 11 - zip(digits.prefix(9), [10, 9, 8, 7, 6, 5, 4, 3, 2]).reduce(0) { $0 + $1.0 * $1.1 } % 11
        let check = rest == 11 ? 0 : rest
        return check != 10 && check == digits[9] ? read.end : nil
    }

    /// CMS's MBI: digit 1-9, letter, letter or digit, digit, letter, letter or digit, digit,
    /// letter, letter, digit, digit; together or as 4-3-4 with dashes.
    static func medicareBeneficiary(_ bytes: Bytes, _ index: Int) -> Int? {
        guard index + 11 <= bytes.count, (0x31...0x39).contains(bytes[index]), ValueDetectors.isUpper(bytes[index + 1]) else { return nil }
        let dashed = index + 4 < bytes.count && bytes[index + 4] == 0x2D
        let length = dashed ? 13 : 11
        guard index + length <= bytes.count, PersonalData.endsAlone(bytes, index + length) else { return nil }
        var characters: Bytes = []
        for (offset, byte) in bytes[index..<(index + length)].enumerated() {
            if dashed, offset == 4 || offset == 8 {
                guard byte == 0x2D else { return nil }
                continue
            }
            characters.append(byte)
        }
        func letter(_ byte: UInt8) -> Bool { ValueDetectors.isUpper(byte) && !Array("SLOIBZ".utf8).contains(byte) }
        func digit(_ byte: UInt8) -> Bool { ValueDetectors.isDigit(byte) }
        let places: [(UInt8) -> Bool] = [{ digit($0) && $0 != 0x30 }, letter, { letter($0) || digit($0) }, digit, letter, { letter($0) || digit($0) }, digit,
                                         letter, letter, digit, digit]
        return zip(characters, places).allSatisfy { $1($0) } ? index + length : nil
    }

    /// Australia: `9999 99999 9`, the first 2 to 6, the ninth digit the first eight weighted
    /// 1, 3, 7, 9 twice, mod 10.
    static func australianMedicare(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let read = NationalIDs.read(bytes, index, "9999_99999_9", separators: [0x20]) else { return nil }
        let digits = NationalIDs.digits(read.characters)
        guard (2...6).contains(digits[0]) else { return nil }
        return zip(digits.prefix(8), [1, 3, 7, 9, 1, 3, 7, 9]).reduce(0) { $0 + $1.0 * $1.1 } % 10 == digits[8] ? read.end : nil
    }
}

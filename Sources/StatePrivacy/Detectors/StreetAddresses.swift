/// Street addresses in the shapes that say so on their own: a house number, capitalised name
/// words and a street type (`221B Baker Street`, `1600 Amphitheatre Pkwy`, `5th Avenue` is not
/// one without a number before it); a German or Dutch street word and its number
/// (`Hauptstraße 5`, `Kalverstraat 92`); a number before a French street type (`12 rue de la
/// Paix`); a Spanish, Italian or Portuguese street type, its name and number (`Calle Mayor 5`,
/// `Via Roma, 10`). Only the street and number are matched: a town or a postcode alone is not
/// private enough to say, and too like other text to find.
enum StreetAddresses {
    typealias Bytes = [UInt8]

    static func matches(_ bytes: Bytes) -> [Range<Int>] {
        PersonalData.scan(bytes, startingWhere: isWordStart) { bytes, index in
            ValueDetectors.isDigit(bytes[index]) ? numberFirst(bytes, index) : compoundStreet(bytes, index) ?? typeFirst(bytes, index)
        }
    }

    // MARK: Words

    static func isLetter(_ byte: UInt8) -> Bool { ValueDetectors.isLower(byte) || ValueDetectors.isUpper(byte) || byte >= 0x80 }

    static func isWordStart(_ bytes: Bytes, _ index: Int) -> Bool {
        (ValueDetectors.isAlphanumeric(bytes[index]) || bytes[index] >= 0x80) && (index == 0 || !(isLetter(bytes[index - 1]) || ValueDetectors.isDigit(bytes[index - 1])))
    }

    /// The end of the word of letters (and inner `-`, `'`) starting at `index`.
    static func wordEnd(_ bytes: Bytes, _ index: Int) -> Int {
        var end = index
        while end < bytes.count, isLetter(bytes[end]) || ((bytes[end] == 0x2D || bytes[end] == 0x27) && end > index && end + 1 < bytes.count && isLetter(bytes[end + 1])) {
            end += 1
        }
        return end
    }

    /// The word at `range`, lower case (ASCII letters folded).
    static func lowered(_ bytes: Bytes, _ range: Range<Int>) -> String {
        String(decoding: bytes[range].map { ValueDetectors.isUpper($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// A house number: 1 to 5 digits and at most one letter (`221B`), standing alone; its end.
    static func houseNumber(_ bytes: Bytes, _ index: Int) -> Int? {
        var end = index
        while end < bytes.count, ValueDetectors.isDigit(bytes[end]), end - index < 6 { end += 1 }
        guard end > index, end - index <= 5, bytes[index] != 0x30 else { return nil }
        if end < bytes.count, isLetter(bytes[end]), bytes[end] < 0x80, end + 1 == bytes.count || !isLetter(bytes[end + 1]) && !ValueDetectors.isDigit(bytes[end + 1]) { end += 1 }
        return PersonalData.endsAlone(bytes, end) || (end < bytes.count && bytes[end] == 0x2C) ? end : nil
    }

    /// After `index`: `, ` or ` ` and where the next word starts.
    static func nextWord(_ bytes: Bytes, _ index: Int, comma: Bool = false) -> Int? {
        var cursor = index
        if comma, cursor < bytes.count, bytes[cursor] == 0x2C { cursor += 1 }
        guard cursor + 1 < bytes.count, bytes[cursor] == 0x20, bytes[cursor + 1] != 0x20 else { return nil }
        return cursor + 1
    }

    static let englishTypes: Set<String> = [
        "street", "st", "avenue", "ave", "road", "rd", "boulevard", "blvd", "lane", "ln", "drive", "dr", "court", "ct", "place", "pl", "terrace",
        "parkway", "pkwy", "way", "close", "crescent", "square", "sq", "highway", "hwy", "circle", "cir", "trail", "row", "mews", "gardens", "grove",
    ]
    static let frenchTypes: Set<String> = ["rue", "avenue", "boulevard", "bd", "chemin", "impasse", "quai", "allée", "place", "cours"]
    static let southernTypes: Set<String> = ["calle", "avenida", "avda", "paseo", "plaza", "via", "viale", "piazza", "corso", "rua", "travessa", "carrer", "largo"]
    static let compoundEndings = ["straße", "strasse", "str.", "straat", "gasse", "allee", "platz", "laan", "gracht", "plein", "weg"]

    // MARK: Shapes

    /// `221B Baker Street`: name words with capitals (or ordinals, `5th`), then a street type;
    /// `12 rue de la Paix`: a French street type, then its name.
    static func numberFirst(_ bytes: Bytes, _ index: Int) -> Int? {
        guard let number = houseNumber(bytes, index), let first = nextWord(bytes, number, comma: true) else { return nil }
        let firstEnd = wordEnd(bytes, first)
        if ValueDetectors.isLower(bytes[first]), frenchTypes.contains(lowered(bytes, first..<firstEnd)) {
            return nameWords(bytes, after: firstEnd, atMost: 5)
        }
        var cursor = first
        var names = 0
        while names <= 4 {
            let isOrdinal = ValueDetectors.isDigit(bytes[cursor])
            let end = isOrdinal ? ordinalEnd(bytes, cursor) : wordEnd(bytes, cursor)
            guard let end, end > cursor, isOrdinal || ValueDetectors.isUpper(bytes[cursor]) else { return nil }
            if names > 0, englishTypes.contains(lowered(bytes, cursor..<end)) {
                let stop = end < bytes.count && bytes[end] == 0x2E ? end + 1 : end
                return stop == bytes.count || !ValueDetectors.isAlphanumeric(bytes[stop]) ? stop : nil
            }
            names += 1
            guard let next = nextWord(bytes, end), isWordStart(bytes, next) else { return nil }
            cursor = next
        }
        return nil
    }

    /// `5th`, `21st`, `2nd`, `3rd`: its end.
    static func ordinalEnd(_ bytes: Bytes, _ index: Int) -> Int? {
        var end = index
        while end < bytes.count, ValueDetectors.isDigit(bytes[end]) { end += 1 }
        guard end - index <= 3, end + 2 <= bytes.count, ["st", "nd", "rd", "th"].contains(lowered(bytes, end..<(end + 2))) else { return nil }
        return end + 2
    }

    /// Words of a name after a street type (`de la Paix`, `des Champs-Élysées`): up to
    /// `atMost` of them, ending before a comma, a digit or anything not a word; their end.
    static func nameWords(_ bytes: Bytes, after index: Int, atMost: Int) -> Int? {
        var end = index
        var count = 0
        while count < atMost, let next = nextWord(bytes, end), next < bytes.count, isLetter(bytes[next]) {
            end = wordEnd(bytes, next)
            count += 1
        }
        return count > 0 ? end : nil
    }

    /// `Hauptstraße 5`, `Kalverstraat 92`: one capitalised word ending as a street does, with at
    /// least three letters before the ending, then its number.
    static func compoundStreet(_ bytes: Bytes, _ index: Int) -> Int? {
        guard ValueDetectors.isUpper(bytes[index]) else { return nil }
        var end = wordEnd(bytes, index)
        if end < bytes.count, bytes[end] == 0x2E { end += 1 }
        let word = lowered(bytes, index..<end)
        guard let ending = compoundEndings.first(where: { word.hasSuffix($0) }), word.utf8.count - ending.utf8.count >= 3,
              let number = nextWord(bytes, end), ValueDetectors.isDigit(bytes[number])
        else { return nil }
        return houseNumber(bytes, number)
    }

    /// `Calle Mayor 5`, `Via Roma, 10`: a southern street type (capitalised), one to four name
    /// words, a comma or not, the number.
    static func typeFirst(_ bytes: Bytes, _ index: Int) -> Int? {
        guard ValueDetectors.isUpper(bytes[index]) else { return nil }
        let typeEnd = wordEnd(bytes, index)
        guard southernTypes.contains(lowered(bytes, index..<typeEnd)) else { return nil }
        var cursor = typeEnd < bytes.count && bytes[typeEnd] == 0x2E ? typeEnd + 1 : typeEnd
        var names = 0
        while names <= 4, let next = nextWord(bytes, cursor, comma: names > 0) {
            if ValueDetectors.isDigit(bytes[next]) { return names > 0 ? houseNumber(bytes, next) : nil }
            guard isLetter(bytes[next]) else { return nil }
            cursor = wordEnd(bytes, next)
            names += 1
        }
        return nil
    }
}

import PropertyList

/// Dates of birth written in text: a date that follows a word saying birth, in the languages
/// apps are written in (`born on 12 March 1984`, `DOB: 03/12/1984`, `né le 12 mars 1984`,
/// `geboren am 12.03.1984`, `nacido el 12 de marzo de 1984`, `nato il 12/03/1984`,
/// `nascido em 12/03/1984`, `родился 12.03.1984`, `1984年3月12日生まれ`). Only the date is
/// matched. A date alone says when something happened, not whose birthday it is: without
/// the word it is not reported (under a key named like one, it is: `key:date-of-birth`).
enum BirthDates {
    /// Words that say a birth (lower case; accented ones as UTF-8), and how far after them a
    /// date may start.
    static let cues: [[UInt8]] = [
        "born", "birth", "birthday", "birthdate", "dob", "d.o.b", "b-day", "bday", "né", "née", "naissance", "geboren", "geb.", "geburtstag",
        "geburtsdatum", "nacido", "nacida", "nacimiento", "nato", "nata", "nascita", "nascido", "nascida", "nascimento", "geboortedatum", "född",
        "født", "syntynyt", "urodzony", "urodzona", "родился", "родилась", "рождения",
    ].map { Array($0.utf8) }
    static let reach = 48
    /// The first bytes a cue can start with (either case), so most positions are passed at once.
    static let cueStarts: [Bool] = {
        var starts = [Bool](repeating: false, count: 256)
        for word in cues {
            starts[Int(word[0])] = true
            if ValueDetectors.isLower(word[0]) { starts[Int(word[0] - 0x20)] = true }
        }
        return starts
    }()

    static func matches(_ bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        // Japanese writes the date first: 1984年3月12日生まれ.
        let umare = Array("生まれ".utf8)
        var index = 0
        while let at = bytes.firstIndex(of: umare, from: index) {
            index = at + umare.count
            let start = max(0, at - 24)
            for candidate in start..<at where ValueDetectors.isDigit(bytes[candidate]) && (candidate == 0 || !ValueDetectors.isDigit(bytes[candidate - 1])) {
                if let end = DateText.japanese(bytes, candidate), end <= at { found.append(candidate..<end); break }
            }
        }
        var position = 0
        while position < bytes.count {
            guard let cueEnd = cue(bytes, at: position) else { position += 1; continue }
            var cursor = cueEnd
            let limit = min(bytes.count, cueEnd + reach)
            while cursor < limit {
                if ValueDetectors.isDigit(bytes[cursor]) || ValueDetectors.isUpper(bytes[cursor]) || ValueDetectors.isLower(bytes[cursor]) {
                    if cursor == 0 || !ValueDetectors.isAlphanumeric(bytes[cursor - 1]), let end = DateText.date(bytes, cursor) {
                        found.append(cursor..<end)
                        cursor = end
                        break
                    }
                }
                cursor += 1
            }
            position = max(cursor, position + 1)
        }
        return found
    }

    /// The end of a cue word starting at `index` (standing alone, any case).
    static func cue(_ bytes: [UInt8], at index: Int) -> Int? {
        guard cueStarts[Int(bytes[index])], index == 0 || !(ValueDetectors.isAlphanumeric(bytes[index - 1]) || bytes[index - 1] >= 0x80) else { return nil }
        for word in cues where index + word.count <= bytes.count {
            var matches = true
            for offset in 0..<word.count {
                var byte = bytes[index + offset]
                if ValueDetectors.isUpper(byte) { byte += 0x20 }
                if byte != word[offset] { matches = false; break }
            }
            let end = index + word.count
            if matches, end == bytes.count || !(ValueDetectors.isLower(bytes[end]) || ValueDetectors.isUpper(bytes[end])) || word.last == 0x2E { return end }
        }
        return nil
    }
}

/// Dates as people write them: `1984-03-12`, `12/03/1984`, `12.03.84`, `12 March 1984`,
/// `March 12, 1984`, `12th of March 1984`, `12. März 1984`, `12 de marzo de 1984`,
/// `1984年3月12日`, with month names in English, German, French, Spanish, Italian and
/// Portuguese. A year from 1900 to 2099; a real month and day.
enum DateText {
    static let months: [(names: [String], month: Int)] = [
        (["january", "jan", "januar", "janvier", "enero", "gennaio", "janeiro", "jänner"], 1),
        (["february", "feb", "februar", "février", "fevrier", "febrero", "febbraio", "fevereiro"], 2),
        (["march", "mar", "märz", "marz", "mars", "marzo", "março", "marco"], 3),
        (["april", "apr", "avril", "abril", "aprile"], 4),
        (["may", "mai", "mayo", "maggio", "maio"], 5),
        (["june", "jun", "juni", "juin", "junio", "giugno", "junho"], 6),
        (["july", "jul", "juli", "juillet", "julio", "luglio", "julho"], 7),
        (["august", "aug", "août", "aout", "agosto"], 8),
        (["september", "sep", "sept", "septembre", "septiembre", "settembre", "setembro"], 9),
        (["october", "oct", "oktober", "octobre", "octubre", "ottobre", "outubro", "okt"], 10),
        (["november", "nov", "novembre", "noviembre", "novembro"], 11),
        (["december", "dec", "dezember", "décembre", "decembre", "diciembre", "dicembre", "dezembro", "dez"], 12),
    ]

    /// A month name starting at `index`: its number and end.
    static func month(_ bytes: [UInt8], _ index: Int) -> (month: Int, end: Int)? {
        var end = index
        while end < bytes.count, ValueDetectors.isLower(bytes[end]) || ValueDetectors.isUpper(bytes[end]) || bytes[end] >= 0x80 { end += 1 }
        guard end > index else { return nil }
        let word = String(decoding: bytes[index..<end].map { ValueDetectors.isUpper($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
        guard let month = months.first(where: { $0.names.contains(word) })?.month else { return nil }
        return (month, end < bytes.count && bytes[end] == 0x2E ? end + 1 : end)
    }

    static func number(_ bytes: [UInt8], _ index: Int, digits: ClosedRange<Int>) -> (value: Int, end: Int)? {
        var end = index, value = 0
        while end < bytes.count, ValueDetectors.isDigit(bytes[end]), end - index < digits.upperBound {
            value = value * 10 + Int(bytes[end] - 0x30)
            end += 1
        }
        guard digits.contains(end - index), end == bytes.count || !ValueDetectors.isDigit(bytes[end]) else { return nil }
        return (value, end)
    }

    static func isYear(_ value: Int, digits: Int) -> Bool { digits == 2 || (1900...2099).contains(value) }

    /// Skips spaces and the small words between a date's parts (`of`, `de`, `,`).
    static func skip(_ bytes: [UInt8], _ index: Int) -> Int {
        var cursor = index
        outer: while cursor < bytes.count {
            if bytes[cursor] == 0x20 || bytes[cursor] == 0x2C {
                cursor += 1
                continue
            }
            for word in ["of ", "de ", "del "] where bytes[cursor...].starts(with: word.utf8) {
                cursor += word.utf8.count
                continue outer
            }
            break
        }
        return cursor
    }

    /// A date starting at `index`: its end.
    static func date(_ bytes: [UInt8], _ index: Int) -> Int? {
        if ValueDetectors.isDigit(bytes[index]) {
            // ISO: 1984-03-12.
            if let year = number(bytes, index, digits: 4...4), year.end < bytes.count, [0x2D, 0x2F, 0x2E].contains(bytes[year.end]),
               let month = number(bytes, year.end + 1, digits: 1...2), month.end < bytes.count, bytes[month.end] == bytes[year.end],
               let day = number(bytes, month.end + 1, digits: 1...2), isYear(year.value, digits: 4), (1...12).contains(month.value), (1...31).contains(day.value) {
                return day.end
            }
            // Numeric day and month either way round: 12/03/1984, 03-12-84, 12.03.1984.
            if let first = number(bytes, index, digits: 1...2), first.end < bytes.count, [0x2D, 0x2F, 0x2E].contains(bytes[first.end]),
               let second = number(bytes, first.end + 1, digits: 1...2), second.end < bytes.count, bytes[second.end] == bytes[first.end],
               let year = number(bytes, second.end + 1, digits: 2...4), year.end - second.end - 1 != 3, isYear(year.value, digits: year.end - second.end - 1),
               (1...31).contains(first.value), (1...31).contains(second.value), first.value <= 12 || second.value <= 12 {
                return year.end
            }
            if let japanese = japanese(bytes, index) { return japanese }
            // 12 March 1984, 12th of March 1984, 12. März 1984, 12 de marzo de 1984.
            if let day = number(bytes, index, digits: 1...2), (1...31).contains(day.value) {
                var cursor = day.end
                for suffix in ["st", "nd", "rd", "th", "."] where bytes[cursor...].starts(with: suffix.utf8) { cursor += suffix.utf8.count; break }
                cursor = skip(bytes, cursor)
                if cursor < bytes.count, let month = month(bytes, cursor) {
                    cursor = skip(bytes, month.end)
                    if cursor < bytes.count, let year = number(bytes, cursor, digits: 4...4), isYear(year.value, digits: 4) { return year.end }
                }
            }
            return nil
        }
        // March 12, 1984.
        guard let month = month(bytes, index) else { return nil }
        let cursor = skip(bytes, month.end)
        guard cursor < bytes.count, let day = number(bytes, cursor, digits: 1...2), (1...31).contains(day.value) else { return nil }
        var after = day.end
        for suffix in ["st", "nd", "rd", "th"] where bytes[after...].starts(with: suffix.utf8) { after += 2; break }
        after = skip(bytes, after)
        guard after < bytes.count, let year = number(bytes, after, digits: 4...4), isYear(year.value, digits: 4) else { return nil }
        return year.end
    }

    /// 1984年3月12日.
    static func japanese(_ bytes: [UInt8], _ index: Int) -> Int? {
        let nen = Array("年".utf8), tsuki = Array("月".utf8), nichi = Array("日".utf8)
        guard let year = number(bytes, index, digits: 4...4), isYear(year.value, digits: 4), bytes[year.end...].starts(with: nen),
              let month = number(bytes, year.end + nen.count, digits: 1...2), (1...12).contains(month.value), bytes[month.end...].starts(with: tsuki),
              let day = number(bytes, month.end + tsuki.count, digits: 1...2), (1...31).contains(day.value), bytes[day.end...].starts(with: nichi)
        else { return nil }
        return day.end + nichi.count
    }
}

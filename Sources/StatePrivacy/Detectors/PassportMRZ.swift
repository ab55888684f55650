/// The machine-readable zone of a travel document (ICAO 9303): a passport's two lines of 44
/// characters (TD3), a visa's or identity card's two of 36 (TD2) or three of 30 (TD1), of
/// capitals, digits and `<`. Found only when the check digits of the document number, the
/// date of birth, the expiry date and the whole line hold (weights 7, 3, 1), so a line of
/// capitals and filler is not one. The match covers every line of the zone (the names line
/// too).
enum PassportMRZ {
    static func isMRZ(_ byte: UInt8) -> Bool { ValueDetectors.isUpper(byte) || ValueDetectors.isDigit(byte) || byte == 0x3C }

    static func matches(_ bytes: [UInt8]) -> [Range<Int>] {
        // Runs of MRZ characters, each a line (or several lines written without breaks).
        var runs: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isMRZ(bytes[index]) else { index += 1; continue }
            var end = index
            while end < bytes.count, isMRZ(bytes[end]) { end += 1 }
            if end - index >= 30, bytes[index..<end].contains(0x3C) { runs.append(index..<end) }
            index = end
        }
        var found: [Range<Int>] = []
        for (position, run) in runs.enumerated() {
            let line = Array(bytes[run])
            let previous = position > 0 ? runs[position - 1] : nil
            let next = position + 1 < runs.count ? runs[position + 1] : nil
            switch line.count {
            case 44 where isTD3DataLine(line[...]):
                found.append((previous.flatMap { $0.count == 44 ? $0.lowerBound : nil } ?? run.lowerBound)..<run.upperBound)
            case 36 where isTD2DataLine(line[...]):
                found.append((previous.flatMap { $0.count == 36 ? $0.lowerBound : nil } ?? run.lowerBound)..<run.upperBound)
            case 30:
                if let next, next.count == 30, isTD1(line[...], Array(bytes[next])[...]) {
                    let third = position + 2 < runs.count && runs[position + 2].count == 30 ? runs[position + 2] : next
                    found.append(run.lowerBound..<third.upperBound)
                }
            case 88 where isTD3DataLine(line[44...]), 72 where isTD2DataLine(line[36...]):
                found.append(run)
            case 90 where isTD1(line[0..<30], line[30..<60]):
                found.append(run)
            default:
                break
            }
        }
        return found
    }

    /// ICAO 9303's check digit: characters weighted 7, 3, 1 in turn, digits as themselves,
    /// letters from 10 (A) to 35 (Z), the filler as 0; the sum modulo 10.
    static func checkDigit(_ characters: some Sequence<UInt8>) -> UInt8 {
        var sum = 0
        for (offset, character) in characters.enumerated() {
            let value = ValueDetectors.isDigit(character) ? Int(character) - 0x30 : ValueDetectors.isUpper(character) ? Int(character) - 0x41 + 10 : 0
            sum += value * [7, 3, 1][offset % 3]
        }
        return UInt8(sum % 10) + 0x30
    }

    static func holds(_ line: ArraySlice<UInt8>, _ field: Range<Int>, check: Int) -> Bool {
        let start = line.startIndex
        return checkDigit(line[(start + field.lowerBound)..<(start + field.upperBound)]) == line[start + check]
    }

    /// A date `YYMMDD` whose month and day are real.
    static func isDate(_ line: ArraySlice<UInt8>, at offset: Int) -> Bool {
        let start = line.startIndex + offset
        guard line[start..<(start + 6)].allSatisfy(ValueDetectors.isDigit) else { return false }
        let month = Int(line[start + 2] - 0x30) * 10 + Int(line[start + 3] - 0x30), day = Int(line[start + 4] - 0x30) * 10 + Int(line[start + 5] - 0x30)
        return (1...12).contains(month) && (1...31).contains(day)
    }

    /// TD3's second line: number and check, nationality, birth and check, sex, expiry and
    /// check, personal number and check, the composite check.
    static func isTD3DataLine(_ line: ArraySlice<UInt8>) -> Bool {
        let start = line.startIndex
        guard holds(line, 0..<9, check: 9), isDate(line, at: 13), holds(line, 13..<19, check: 19), isDate(line, at: 21), holds(line, 21..<27, check: 27) else {
            return false
        }
        let composite = Array(line[start..<(start + 10)] + line[(start + 13)..<(start + 20)] + line[(start + 21)..<(start + 43)])
        return checkDigit(composite) == line[start + 43]
    }

    /// TD2's second line: as TD3's, shorter, with the composite over its fields.
    static func isTD2DataLine(_ line: ArraySlice<UInt8>) -> Bool {
        let start = line.startIndex
        guard holds(line, 0..<9, check: 9), isDate(line, at: 13), holds(line, 13..<19, check: 19), isDate(line, at: 21), holds(line, 21..<27, check: 27) else {
            return false
        }
        let composite = Array(line[start..<(start + 10)] + line[(start + 13)..<(start + 20)] + line[(start + 21)..<(start + 35)])
        return checkDigit(composite) == line[start + 35]
    }

    /// TD1's first two lines: the document number and its check on the first; birth, expiry
    /// and their checks on the second, and the composite over both.
    static func isTD1(_ first: ArraySlice<UInt8>, _ second: ArraySlice<UInt8>) -> Bool {
        let a = first.startIndex, b = second.startIndex
        guard holds(first, 5..<14, check: 14), isDate(second, at: 0), holds(second, 0..<6, check: 6), isDate(second, at: 8), holds(second, 8..<14, check: 14) else {
            return false
        }
        let composite = Array(first[(a + 5)..<(a + 30)] + second[b..<(b + 7)] + second[(b + 8)..<(b + 15)] + second[(b + 18)..<(b + 29)])
        return checkDigit(composite) == second[b + 29]
    }
}

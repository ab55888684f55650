import PropertyList

/// Email addresses: `local@domain.tld`, in any script (`josé@example.org`,
/// `jürgen@müller-bäckerei.de`, `иван@пример.рф`: RFC 6531's internationalized addresses),
/// and with the display name a mailbox gives them (`"Ana Pérez" <ana@example.net>`, `Ana
/// Pérez <ana@example.net>`): the name says whose address it is, so it is matched with it.
///
/// Not addresses: an image's scale in a file name (`icon@2x.png`), a name ending in a file
/// extension no domain has (`Item@Home.storyboard`), a DSN's public key before its host, and
/// an email's Message-ID (`<CAH0gepb…@mail.gmail.com>`, `<20261127101530.5db3…@mx.example.com>`):
/// in angle brackets without a display name, after a header that names one or with a local
/// part a program generated (16 characters or more, with six digits or more, or mixing upper
/// case, lower case and digits).
enum Emails {
    typealias Bytes = [UInt8]

    static func matches(_ bytes: Bytes) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x40 else { index += 1; continue }
            var start = index
            while start > 0 {
                let previous = scalarStart(bytes, before: start)
                guard isLocal(bytes, previous) else { break }
                start = previous
            }
            let labels = domainLabels(bytes, after: index)
            guard start < index, labels.count >= 2, let firstLabel = labels.first, let lastLabel = labels.last, isTopLevel(bytes[lastLabel]),
                  !isScaleMarker(bytes[firstLabel]), !isFileExtension(bytes[lastLabel]), !isDSNKey(bytes, start, index)
            else {
                index += 1
                continue
            }
            let end = lastLabel.upperBound
            let bracketed = start > 0 && bytes[start - 1] == 0x3C && end < bytes.count && bytes[end] == 0x3E
            if bracketed, let name = displayNameStart(bytes, before: start - 1) {
                found.append(name..<(end + 1))
            } else if !(bracketed && isMessageID(bytes, local: start..<index)) {
                found.append(start..<end)
            }
            index = end
        }
        return found
    }

    /// The domain's labels after the `@` at `at`: letters and digits of any script, and dashes.
    /// A file named after an address (`ann@example.com.json`) ends before its extension.
    static func domainLabels(_ bytes: Bytes, after at: Int) -> [Range<Int>] {
        var labels: [Range<Int>] = []
        var end = at + 1
        while true {
            let labelStart = end
            while end < bytes.count {
                if bytes[end] == 0x2D {
                    end += 1
                } else if let length = wordScalar(bytes, at: end) {
                    end += length
                } else {
                    break
                }
            }
            guard end > labelStart else { break }
            labels.append(labelStart..<end)
            guard end + 1 < bytes.count, bytes[end] == 0x2E, wordScalar(bytes, at: end + 1) != nil else { break }
            end += 1
        }
        if labels.count >= 3, let last = labels.last, isFileExtension(bytes[last]) { labels.removeLast() }
        return labels
    }

    /// A top-level domain: two letters or more (ASCII), or letters of another script (`рф`, `中国`).
    static func isTopLevel(_ label: ArraySlice<UInt8>) -> Bool {
        if label.allSatisfy({ $0 < 0x80 }) { return label.count >= 2 && label.allSatisfy { ValueDetectors.isLower($0) || ValueDetectors.isUpper($0) } }
        return !label.contains(where: { $0 < 0x80 && !(ValueDetectors.isLower($0) || ValueDetectors.isUpper($0)) }) && label.count >= 4
    }

    /// A character of a local part: ASCII's letters, digits and `._%+-`, and letters of any script.
    static func isLocal(_ bytes: Bytes, _ index: Int) -> Bool {
        let byte = bytes[index]
        if byte < 0x80 { return ValueDetectors.isAlphanumeric(byte) || byte == 0x2E || byte == 0x5F || byte == 0x25 || byte == 0x2B || byte == 0x2D }
        return wordScalar(bytes, at: index) != nil
    }

    /// A DSN's public key before the host (`https://<32 hex>@o1.ingest.sentry.io/1`) is a key,
    /// not an address.
    static func isDSNKey(_ bytes: Bytes, _ start: Int, _ at: Int) -> Bool {
        start >= 3 && bytes[(start - 3)..<start].elementsEqual("://".utf8) && at - start >= 20 && bytes[start..<at].allSatisfy(ProviderTokens.isHex)
    }

    /// Where the display name before `<` (at `bracket`) starts: a quoted name (`"Pérez, Ana"`)
    /// or up to four capitalised words (`Ana Pérez`); nil when there is none.
    static func displayNameStart(_ bytes: Bytes, before bracket: Int) -> Int? {
        var cursor = bracket
        while cursor > 0, bytes[cursor - 1] == 0x20 { cursor -= 1 }
        guard cursor < bracket, cursor > 0 else { return nil }
        if bytes[cursor - 1] == 0x22 {
            var open = cursor - 2
            while open >= 0, bracket - open < 256, bytes[open] != 0x22, bytes[open] != 0x0A { open -= 1 }
            return open >= 0 && bytes[open] == 0x22 && open < cursor - 2 ? open : nil
        }
        // Capitalised words, each standing after a space or the start.
        var start: Int? = nil
        var wordEnd = cursor
        for _ in 0..<4 {
            var wordStart = wordEnd
            while wordStart > 0 {
                let previous = scalarStart(bytes, before: wordStart)
                guard wordScalar(bytes, at: previous) != nil || bytes[previous] == 0x2D || bytes[previous] == 0x27 || bytes[previous] == 0x2E else { break }
                wordStart = previous
            }
            guard wordStart < wordEnd, isCapital(bytes, wordStart), wordStart == 0 || bytes[wordStart - 1] == 0x20 || bytes[wordStart - 1] == 0x0A else { break }
            start = wordStart
            guard wordStart >= 2, bytes[wordStart - 1] == 0x20 else { break }
            wordEnd = wordStart - 1
        }
        return start
    }

    static func isCapital(_ bytes: Bytes, _ index: Int) -> Bool {
        guard bytes[index] >= 0x80 else { return ValueDetectors.isUpper(bytes[index]) }
        return scalar(bytes, at: index)?.scalar.properties.isUppercase ?? false
    }

    /// Headers that give a message's id, not a person's address.
    static let messageIDHeaders = ["message-id:", "in-reply-to:", "references:", "content-id:"].map { Array($0.utf8) }

    /// A Message-ID in angle brackets: after a header that names one, or a local part a
    /// program generated.
    static func isMessageID(_ bytes: Bytes, local: Range<Int>) -> Bool {
        let line = bytes[..<local.lowerBound].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let before = bytes[line..<local.lowerBound].map { ValueDetectors.isUpper($0) ? $0 + 0x20 : $0 }
        if messageIDHeaders.contains(where: { header in before.firstIndex(of: header, from: 0) != nil }) { return true }
        let part = bytes[local]
        guard part.count >= 16 else { return false }
        let digits = part.filter(ValueDetectors.isDigit).count
        return digits >= 6 || (part.contains(where: ValueDetectors.isUpper) && part.contains(where: ValueDetectors.isLower) && digits >= 1)
    }

    /// An image's scale in its file name (`icon@2x.png`): digits and `x`.
    static func isScaleMarker(_ label: ArraySlice<UInt8>) -> Bool {
        label.count >= 2 && (label.last == 0x78 || label.last == 0x58) && label.dropLast().allSatisfy(ValueDetectors.isDigit)
    }

    /// File extensions that end names written like addresses (`icon_64@2x.png`,
    /// `Item@Home.storyboard`): no top-level domain is spelled so.
    static let fileExtensions: [[UInt8]] = [
        "png", "jpg", "jpeg", "gif", "heic", "heif", "tiff", "pdf", "svg", "webp", "json", "plist", "strings", "storyboard", "xib", "nib",
        "txt", "swift", "xcassets", "imageset", "appiconset",
    ].map { Array($0.utf8) }

    /// Whether a label is one of `fileExtensions`, any case (compared byte by byte: every
    /// address's last label is looked at).
    static func isFileExtension(_ label: ArraySlice<UInt8>) -> Bool {
        guard (3...10).contains(label.count) else { return false }
        return fileExtensions.contains { name in
            name.count == label.count && zip(name, label).allSatisfy { $0 == ($1 >= 0x41 && $1 <= 0x5A ? $1 + 0x20 : $1) }
        }
    }


    // MARK: Characters of any script

    /// The Unicode scalar at `index` and its length in UTF-8, when a valid one starts there.
    static func scalar(_ bytes: Bytes, at index: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00..<0x80: return Unicode.Scalar(UInt32(lead)).map { ($0, 1) }
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }

    /// The length of the letter or digit (of any script) at `index`, if one starts there.
    static func wordScalar(_ bytes: Bytes, at index: Int) -> Int? {
        let byte = bytes[index]
        if byte < 0x80 { return ValueDetectors.isAlphanumeric(byte) ? 1 : nil }
        guard let (scalar, length) = scalar(bytes, at: index) else { return nil }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark
            || properties.generalCategory == .spacingMark ? length : nil
    }

    /// Where the scalar ending just before `index` starts.
    static func scalarStart(_ bytes: Bytes, before index: Int) -> Int {
        var start = index - 1
        while start > 0, index - start < 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }
}

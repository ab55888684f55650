/// Session cookies as HTTP writes them, in a logged request or response kept as text: every
/// value of a `Cookie:` header (`Cookie: session=...; csrftoken=...`) and the value of a
/// `Set-Cookie:` header's cookie (its attributes, `Path=/; HttpOnly`, say nothing). Header
/// names in any case; the names of the cookies are kept.
enum Cookies {
    typealias Bytes = [UInt8]

    static func matches(_ bytes: Bytes) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index + 7 <= bytes.count {
            guard ValueDetectors.hasWord(bytes, at: index, "cookie:"), index == 0 || isHeaderStart(bytes, index) else { index += 1; continue }
            let setCookie = index >= 4 && ValueDetectors.hasWord(bytes, at: index - 4, "set-")
            var cursor = index + 7
            var first = true
            while cursor < bytes.count, bytes[cursor] != 0x0A, bytes[cursor] != 0x0D, first || !setCookie {
                while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x3B { cursor += 1 }
                let pairStart = cursor
                while cursor < bytes.count, ![0x3B, 0x0A, 0x0D, 0x22].contains(bytes[cursor]) { cursor += 1 }
                if let equals = bytes[pairStart..<cursor].firstIndex(of: 0x3D), equals > pairStart {
                    var valueEnd = cursor
                    while valueEnd > equals + 1, bytes[valueEnd - 1] == 0x20 { valueEnd -= 1 }
                    if valueEnd > equals + 1, !Placeholders.isPlaceholderText(bytes[(equals + 1)..<valueEnd]) { found.append((equals + 1)..<valueEnd) }
                }
                first = false
                if cursor < bytes.count, bytes[cursor] == 0x22 { break }
            }
            index = max(cursor, index + 7)
        }
        return found
    }

    /// A header name starts a line, follows a space or a quote, or is `Set-Cookie`'s.
    static func isHeaderStart(_ bytes: Bytes, _ index: Int) -> Bool {
        let before = bytes[index - 1]
        return before == 0x0A || before == 0x0D || before == 0x20 || before == 0x22 || before == 0x2D || before == 0x09
    }
}

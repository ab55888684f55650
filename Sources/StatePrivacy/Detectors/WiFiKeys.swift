/// The key of a Wi-Fi network as a QR code spells it (the ZXing `WIFI:` format iOS's camera
/// and Settings read): `WIFI:T:WPA;S:Home;P:the-key;H:false;;`. Fields are separated by `;`,
/// with `\` escaping `;`, `,`, `:` and `\`; only the `P:` field is the secret.
enum WiFiKeys {
    static func matches(_ bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index + 5 <= bytes.count {
            guard ValueDetectors.hasWord(bytes, at: index, "wifi:") else { index += 1; continue }
            var cursor = index + 5
            while cursor < bytes.count, bytes[cursor] != 0x0A, bytes[cursor] != 0x22 {
                let fieldStart = cursor
                var end = cursor
                while end < bytes.count, bytes[end] != 0x3B, bytes[end] != 0x0A, bytes[end] != 0x22 {
                    end += bytes[end] == 0x5C && end + 1 < bytes.count ? 2 : 1
                }
                end = min(end, bytes.count)
                if end - fieldStart > 2, bytes[fieldStart] == 0x50 || bytes[fieldStart] == 0x70, bytes[fieldStart + 1] == 0x3A,
                   !Placeholders.isPlaceholderText(bytes[(fieldStart + 2)..<end]) {
                    found.append((fieldStart + 2)..<end)
                }
                cursor = end + 1
                if end < bytes.count, bytes[end] == 0x3B, end + 1 < bytes.count, bytes[end + 1] == 0x3B { break }
            }
            index = max(cursor, index + 5)
        }
        return found
    }
}

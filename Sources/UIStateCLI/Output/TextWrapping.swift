/// Text broken into lines at spaces, so no line of a long sentence runs past `width`
/// characters: the first line keeps the text's own indentation, later lines get `indent`. A
/// word longer than the width stays whole.
enum TextWrapping {
    static let width = 100

    static func wrap(_ text: String, width: Int = width, indent: String) -> [String] {
        // Split at the space byte (a whole scalar in UTF-8), counting each word's characters
        // once: a plan of thousands of controllers wraps thousands of long lines.
        let space = UInt8(ascii: " ")
        let bytes = text.utf8
        let leadCount = bytes.prefix { $0 == space }.count
        let lead = String(repeating: " ", count: leadCount), indentWidth = indent.count
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for wordBytes in bytes.dropFirst(leadCount).split(separator: space) {
            let word = Substring(wordBytes)
            let wordWidth = word.count
            let prefixWidth = lines.isEmpty ? leadCount : indentWidth
            if lineWidth > 0, prefixWidth + lineWidth + 1 + wordWidth > width {
                lines.append((lines.isEmpty ? lead : indent) + line)
                line = String(word)
                lineWidth = wordWidth
            } else {
                if lineWidth > 0 { line += " "; lineWidth += 1 }
                line += word
                lineWidth += wordWidth
            }
        }
        lines.append((lines.isEmpty ? lead : indent) + line)
        return lines
    }
}

/// Text broken into lines at spaces, so no line of a long sentence runs past `width`
/// characters: the first line keeps the text's own indentation, later lines get `indent`. A
/// word longer than the width stays whole.
enum TextWrapping {
    static let width = 100

    static func wrap(_ text: String, width: Int = width, indent: String) -> [String] {
        let lead = String(text.prefix { $0 == " " })
        var lines: [String] = []
        var line = ""
        for word in text.dropFirst(lead.count).split(separator: " ") {
            let prefix = lines.isEmpty ? lead : indent
            if !line.isEmpty, prefix.count + line.count + 1 + word.count > width {
                lines.append(prefix + line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        lines.append((lines.isEmpty ? lead : indent) + line)
        return lines
    }
}

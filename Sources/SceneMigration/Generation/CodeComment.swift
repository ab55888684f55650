/// A comment of generated code, wrapped at 100 columns as the project's own code is: `//` or
/// `///` lines at an indentation.
enum CodeComment {
    static func lines(_ text: String, indent: String = "", marker: String = "//", width: Int = 100) -> String {
        var lines: [String] = []
        var line = ""
        let prefix = indent + marker + " "
        for word in text.split(separator: " ") {
            if !line.isEmpty, prefix.count + line.count + 1 + word.count > width {
                lines.append(prefix + line)
                line = String(word)
            } else {
                line += (line.isEmpty ? "" : " ") + word
            }
        }
        if !line.isEmpty { lines.append(prefix + line) }
        return lines.map { $0 + "\n" }.joined()
    }
}

import ArgumentParser

/// git's "did you mean": when the command line does not parse because a word that should name
/// a command names none (`uistate comit`), which word, under which command, and the commands
/// spelled nearly like it.
struct CommandSuggestion: Equatable {
    var word: String
    /// The commands before it: empty for uistate's own, `["remote"]` for `uistate remote ad`.
    var parents: [String]
    var suggestions: [String]

    /// Looks for it in `arguments` (without the program name); nil when every command word is
    /// known, so the parser's own message stands.
    init?(_ arguments: [String], root: any ParsableCommand.Type = UIState.self) {
        var command = root
        var parents: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" { return nil }
            if word.hasPrefix("-") {
                // The options placed before a command that take a separate value.
                index += word == "-C" || word == "--color" ? 2 : 1
                continue
            }
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { return nil }
            let names = subcommands.filter { $0.configuration.shouldDisplay }.flatMap { [$0._commandName] + $0.configuration.aliases }
                + (parents.isEmpty ? ["help"] : [])
            guard let next = subcommands.first(where: { $0._commandName == word || $0.configuration.aliases.contains(word) }) else {
                guard !names.contains(word) else { return nil }
                self.word = word
                self.parents = parents
                suggestions = Self.nearest(word, in: names)
                return
            }
            command = next
            parents.append(word)
            index += 1
        }
        return nil
    }

    /// The one-line error, as `error:` prints it.
    var message: String {
        let scope = (["uistate"] + parents).joined(separator: " ")
        let text = "'\(word)' is not a '\(scope)' command; "
        switch suggestions.count {
        case 0: return text + "see '\(scope) --help'"
        case 1: return text + "did you mean '\(suggestions[0])'?"
        default: return text + "did you mean " + suggestions.dropLast().map { "'\($0)'" }.joined(separator: ", ") + " or '\(suggestions.last!)'?"
        }
    }

    /// Names within a small edit distance (two for words of five letters or more, else one),
    /// or that start with the word, closest first.
    static func nearest(_ word: String, in names: [String]) -> [String] {
        let limit = word.count >= 5 ? 2 : 1
        let scored = names.compactMap { name -> (String, Int)? in
            let distance = editDistance(Array(word.lowercased()), Array(name))
            if distance <= limit { return (name, distance) }
            return word.count >= 3 && name.hasPrefix(word.lowercased()) ? (name, limit + 1) : nil
        }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and
    /// transpositions of neighbours (`comit`, `ocmmit`) each count one.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1) }
            }
        }
        return rows[a.count][b.count]
    }
}

import AppProject

/// The review list kept in the app's code, where the developer sees it until it is dealt
/// with: one `#warning` line per item in the scene delegate's file, which Xcode's Issue
/// navigator lists on every build (Swift's `#warning("...")`, the preprocessor's
/// `#warning "..."`). Deleting a line closes its item; a second run reads what is left.
enum ReviewWarnings {
    /// What starts each warning's text, so a second run tells uistate's from the app's own.
    static let marker = "uistate migrate ["

    /// `uistate migrate [key-window] Notes/ListViewController.swift:21: the key window: nil
    /// until a scene connects`.
    static func text(_ item: ReviewItem) -> String {
        let finding = item.finding.map { " (\($0.rawValue))" } ?? ""
        return marker + item.code.rawValue + "] " + (item.place.map { $0 + ": " } ?? "") + item.code.summary + finding
    }

    static let heading = [
        "// Left for review by `uistate migrate scenes` (docs/migrate.md, \"What is left for review\"): each",
        "// warning names a place to look at; delete it once that place is dealt with.",
    ]

    static func swiftBlock(_ lines: [String]) -> String {
        (heading + lines.map { "#warning(" + CodeLiteral.swift($0) + ")" }).map { $0 + "\n" }.joined()
    }

    static func objectiveCBlock(_ lines: [String]) -> String {
        (heading + lines.map { "#warning " + CodeLiteral.objectiveC($0).dropFirst() }).map { $0 + "\n" }.joined()
    }

    /// The warnings still in a file, each with its line.
    static func open(in text: SourceText, path: String) -> [OpenItem] {
        var items: [OpenItem] = []
        for number in 1...max(1, text.lines.count) {
            let line = text.line(number).trimmingWhitespace
            guard line.hasPrefix("#warning"), let start = line.firstRange(of: marker) else { continue }
            var body = String(line[start.lowerBound...])
            while let last = body.last, last == "\"" || last == ")" { body.removeLast() }
            let code = body.dropFirst(marker.count).prefix { $0 != "]" }
            items.append(OpenItem(file: path, line: number, code: ReviewCode(rawValue: String(code)), text: body))
        }
        return items
    }
}

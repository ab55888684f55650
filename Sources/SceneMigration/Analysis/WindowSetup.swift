/// The window's set-up in the app delegate's launch method, moved to the scene delegate: the
/// statements that make the window, give it a root controller, show it or use it, with the
/// statements that declare what they use and those that use what they declare. Moved as whole
/// lines, rewritten for the scene: the window from the window scene instead of the screen, the
/// application from `UIApplication.shared`, the app delegate's own members through
/// `appDelegate`. A statement that returns, or reads the launch options (which a scene does
/// not get), cannot move: then nothing moves and the set-up is left for review.
struct WindowSetup: Sendable {
    /// The lines to take out of the app delegate (1-based, each whole).
    var removedLines: [Int]
    var moved: SceneDelegateCode.MovedCode
    /// The line each moved line comes from (1-based), for keeping a helper's lines where it is called.
    var sourceLines: [Int] = []
    /// Why the set-up could not move (nil when it moved, or there was none).
    var blocked: ReviewItem?

    /// A statement of the method's body: whole lines, and what it declares and uses.
    struct Statement {
        var lines: ClosedRange<Int>
        /// Comment or blank lines just above it, moved with it.
        var leading: [Int]
        var tokens: [SourceText.Token]
        var declares: Set<String>
        var uses: Set<String>

        /// Whether it makes, fills, shows or uses the window (`property`: the app delegate's name for it).
        func isWindowCode(_ property: String) -> Bool {
            tokens.enumerated().contains { index, token in
                guard token.kind == .word else { return false }
                switch token.text {
                case "UIWindow", "makeKeyAndVisible", "rootViewController", "setRootViewController": return true
                case "window", property: return index == 0 || tokens[index - 1].text != "." || (index >= 2 && tokens[index - 2].text == "self")
                default: return false
                }
            }
        }

        var returns: Bool { tokens.contains { $0.kind == .word && $0.text == "return" } }
    }

    /// `body`: the launch method's body lines (between its braces, each whole). `members`: the
    /// app delegate's properties and methods, which the moved code reaches through `appDelegate`.
    /// `parameters`: a helper's own parameters, which the scene delegate does not have.
    static func analyze(_ text: SourceText, body: ClosedRange<Int>, method: String, members: Set<String>, windowProperty: String, file: String,
                        parameters: Set<String> = []) -> WindowSetup? {
        let statements = Self.statements(text, body: body)
        var marked = Set(statements.indices.filter { statements[$0].isWindowCode(windowProperty) })
        guard !marked.isEmpty else { return nil }
        // What the window code needs, and what needs what it declares, until nothing is added.
        var changed = true
        while changed {
            changed = false
            let declared = marked.reduce(into: Set<String>()) { $0.formUnion(statements[$1].declares) }
            let used = marked.reduce(into: Set<String>()) { $0.formUnion(statements[$1].uses) }
            for index in statements.indices where !marked.contains(index) {
                let statement = statements[index]
                if !statement.declares.isDisjoint(with: used) || !statement.uses.isDisjoint(with: declared), !statement.returns {
                    marked.insert(index)
                    changed = true
                }
            }
        }
        let chosen = marked.sorted().map { statements[$0] }
        if let blocking = chosen.first(where: { $0.returns || $0.uses.contains("launchOptions") || !$0.uses.isDisjoint(with: parameters) }) {
            let line = blocking.lines.lowerBound
            let why = blocking.returns ? "returns" : blocking.uses.contains("launchOptions") ? "reads the launch options, which a scene does not get" : "uses the method's parameters"
            return WindowSetup(removedLines: [], moved: .init(lines: [], from: method, showsWindowAt: nil, usesAppDelegate: false, usesWindowScene: false), blocked: ReviewItem(
                code: "window-setup", file: file, line: line, quote: text.quote(line),
                message: "the window is set up in \(method) by code that \(why): uistate did not move it; move the window's set-up into the scene delegate's scene(_:willConnectTo:options:) by hand"))
        }
        let locals = chosen.reduce(into: Set<String>()) { $0.formUnion($1.declares) }
        var rewriter = MovedCodeRewriter(text: text, members: members.subtracting(["window", windowProperty]), locals: locals, windowProperty: windowProperty)
        var lines: [String] = []
        var sources: [Int] = []
        var removed: [Int] = []
        var showsAt: Int?
        for statement in chosen {
            for leading in statement.leading {
                lines.append(text.line(leading))
                sources.append(leading)
                removed.append(leading)
            }
            if showsAt == nil, statement.tokens.contains(where: { $0.text == "makeKeyAndVisible" }) { showsAt = lines.count }
            lines += rewriter.rewrite(statement.lines, tokens: statement.tokens)
            sources += Array(statement.lines)
            removed += Array(statement.lines)
        }
        // Blank lines that stood above the first statement leave the file but do not start the block.
        let blank = lines.prefix { $0.trimmingWhitespace.isEmpty }.count
        lines.removeFirst(blank)
        sources.removeFirst(blank)
        showsAt = showsAt.map { $0 - blank }
        return WindowSetup(
            removedLines: removed,
            moved: .init(lines: Self.dedented(lines), from: method, showsWindowAt: showsAt, usesAppDelegate: rewriter.usedAppDelegate, usesWindowScene: rewriter.usedWindowScene),
            sourceLines: sources, blocked: nil)
    }

    /// The body's statements: lines up to where brackets balance (and, in Objective-C, a `;`),
    /// a line starting with `.` continuing the one before.
    static func statements(_ text: SourceText, body: ClosedRange<Int>) -> [Statement] {
        // Lexed once: a line lexed alone would not know it is inside a `/* */` comment or a
        // multi-line string that began above it.
        let byLine = Dictionary(grouping: text.tokens(lines: body), by: \.line)
        var statements: [Statement] = []
        var leading: [Int] = []
        var number = body.lowerBound
        while number <= body.upperBound {
            var tokens = byLine[number] ?? []
            if tokens.isEmpty {
                leading.append(number)
                number += 1
                continue
            }
            if tokens.first?.text == ".", let last = statements.indices.last {
                statements[last].lines = statements[last].lines.lowerBound...number
                statements[last].tokens += tokens
                number += 1
                continue
            }
            var end = number
            var depth = Self.depth(tokens)
            while end < body.upperBound, depth > 0 || (text.language == .objectiveC && !["", ";", "{", "}"].contains(tokens.last?.text ?? "")) {
                end += 1
                let more = byLine[end] ?? []
                depth += Self.depth(more)
                tokens += more
            }
            statements.append(Statement(lines: number...end, leading: leading, tokens: tokens, declares: Self.declarations(tokens, language: text.language),
                                        uses: Self.names(tokens)))
            leading = []
            number = end + 1
        }
        return statements
    }

    static func depth(_ tokens: [SourceText.Token]) -> Int {
        tokens.reduce(0) { sum, token in
            guard token.kind == .symbol else { return sum }
            switch token.text {
            case "(", "[", "{": return sum + 1
            case ")", "]", "}": return sum - 1
            default: return sum
            }
        }
    }

    /// `let x`, `var x`, `let (a, b)`; Objective-C's `Type *x =` and `Type x =`.
    static func declarations(_ tokens: [SourceText.Token], language: SourceText.Language) -> Set<String> {
        var names: Set<String> = []
        if language == .swift {
            for (index, token) in tokens.enumerated() where token.kind == .word && (token.text == "let" || token.text == "var") && index + 1 < tokens.count {
                if tokens[index + 1].kind == .word { names.insert(tokens[index + 1].text) }
            }
        } else if tokens.count >= 3 {
            let star = tokens[1].text == "*" ? 2 : 1
            if tokens[0].kind == .word, star + 1 < tokens.count, tokens[star].kind == .word, tokens[star + 1].text == "=" { names.insert(tokens[star].text) }
        }
        return names
    }

    /// The names a statement uses: words not after a `.` (a member of something else).
    static func names(_ tokens: [SourceText.Token]) -> Set<String> {
        var names: Set<String> = []
        for (index, token) in tokens.enumerated() where token.kind == .word {
            if index > 0, tokens[index - 1].text == "." { continue }
            names.insert(token.text)
        }
        return names
    }

    /// Lines with their common leading whitespace taken off (blank lines kept empty).
    static func dedented(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.trimmingWhitespace.isEmpty }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        let common = indents.min() ?? 0
        return lines.map { $0.trimmingWhitespace.isEmpty ? "" : String($0.dropFirst(common)) }
    }
}

/// Rewrites moved lines for the scene delegate, token by token within each line.
struct MovedCodeRewriter {
    let text: SourceText
    let members: Set<String>
    /// Names the moved code declares itself: they shadow the app delegate's.
    let locals: Set<String>
    /// The app delegate's window property, which becomes the scene delegate's `window`.
    let windowProperty: String
    var usedAppDelegate = false
    var usedWindowScene = false

    init(text: SourceText, members: Set<String>, locals: Set<String>, windowProperty: String = "window") {
        self.text = text
        self.members = members
        self.locals = locals
        self.windowProperty = windowProperty
    }

    /// The statement's lines, rewritten.
    mutating func rewrite(_ lines: ClosedRange<Int>, tokens: [SourceText.Token]) -> [String] {
        // Replacements as (line, columns, text), applied from the end of each line.
        var replacements: [(line: Int, columns: Range<Int>, text: String)] = []
        let swift = text.language == .swift
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let previous = index > 0 ? tokens[index - 1].text : ""
            if swift, token.text == "UIWindow", index + 1 < tokens.count, tokens[index + 1].text == "(",
               let close = Self.closing(tokens, from: index + 1), tokens[index + 1].line == tokens[close].line,
               close == index + 2 || tokens[index + 2].text == "frame" {
                replacements.append((tokens[index + 1].line, tokens[index + 1].columns.lowerBound..<tokens[close].columns.upperBound, "(windowScene: windowScene)"))
                usedWindowScene = true
                index = close + 1
                continue
            }
            if !swift, token.text == "initWithFrame" || token.text == "init", index >= 3, tokens[index - 1].text == "]", tokens[index - 2].text == "alloc",
               tokens[index - 3].text == "UIWindow", let end = Self.messageEnd(tokens, from: index), tokens[index].line == tokens[end].line {
                replacements.append((token.line, token.columns.lowerBound..<tokens[end].columns.lowerBound, "initWithWindowScene:windowScene"))
                usedWindowScene = true
                index = end
                continue
            }
            if token.kind == .word, previous != ".", !(swift && previous == "\\") {
                if token.text == "application", index + 1 >= tokens.count || tokens[index + 1].text != ":" {
                    replacements.append((token.line, token.columns, swift ? "UIApplication.shared" : "UIApplication.sharedApplication"))
                } else if token.text == windowProperty, windowProperty != "window", swift, !locals.contains(token.text) {
                    replacements.append((token.line, token.columns, "window"))
                } else if token.text == "self" {
                    let next = index + 1 < tokens.count ? tokens[index + 1] : nil
                    let member = index + 2 < tokens.count ? tokens[index + 2] : nil
                    if next?.text == ".", let member, member.text == "window" || member.text == windowProperty {
                        // The scene delegate's own window, whatever the app delegate called it.
                        if member.text != "window" { replacements.append((member.line, member.columns, "window")) }
                    } else if next?.text == "." || next?.kind == .word || next == nil || [",", ")", "]", ";"].contains(next!.text) {
                        replacements.append((token.line, token.columns, "appDelegate"))
                        usedAppDelegate = true
                    }
                } else if swift, members.contains(token.text), !locals.contains(token.text), index + 1 >= tokens.count || tokens[index + 1].text != ":" {
                    // A bare member of the app delegate (Objective-C reaches them through self).
                    replacements.append((token.line, token.columns, "appDelegate." + token.text))
                    usedAppDelegate = true
                }
            }
            index += 1
        }
        var out: [String] = []
        for number in lines {
            // Columns are offsets within the line: replaced from the last, the others stay valid.
            var bytes = Array(text.lines[number - 1])
            for replacement in replacements.filter({ $0.line == number }).sorted(by: { $0.columns.lowerBound > $1.columns.lowerBound }) {
                guard replacement.columns.upperBound <= bytes.count else { continue }
                bytes.replaceSubrange(replacement.columns, with: Array(replacement.text.utf8))
            }
            out.append(String(decoding: bytes, as: UTF8.self))
        }
        return out
    }

    /// The index of the bracket closing the one at `open`.
    static func closing(_ tokens: [SourceText.Token], from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .symbol {
            if ["(", "[", "{"].contains(tokens[index].text) { depth += 1 }
            if [")", "]", "}"].contains(tokens[index].text) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The `]` ending the Objective-C message whose selector starts at `start`.
    static func messageEnd(_ tokens: [SourceText.Token], from start: Int) -> Int? {
        var depth = 0
        for index in start..<tokens.count where tokens[index].kind == .symbol {
            if tokens[index].text == "[" { depth += 1 }
            if tokens[index].text == "]" {
                if depth == 0 { return index }
                depth -= 1
            }
        }
        return nil
    }
}

extension WindowSetup {
    /// This set-up with a helper's moved lines where the helper is called (`callLine`): after
    /// the lines above the call and before those below it, so the statements keep their order.
    func inserting(_ helper: WindowSetup, at callLine: Int) -> WindowSetup {
        guard !helper.moved.lines.isEmpty else { return self }
        guard !moved.lines.isEmpty else {
            var only = helper
            only.sourceLines = helper.moved.lines.map { _ in callLine }
            return only
        }
        let split = sourceLines.firstIndex { $0 > callLine } ?? moved.lines.count
        var merged = self
        merged.moved.lines = Array(moved.lines[..<split]) + helper.moved.lines + Array(moved.lines[split...])
        merged.sourceLines = Array(sourceLines[..<split]) + helper.moved.lines.map { _ in callLine } + Array(sourceLines[split...])
        let ownShows = moved.showsWindowAt.map { $0 < split ? $0 : $0 + helper.moved.lines.count }
        let helperShows = helper.moved.showsWindowAt.map { $0 + split }
        merged.moved.showsWindowAt = [ownShows, helperShows].compactMap { $0 }.min()
        merged.moved.usesAppDelegate = moved.usesAppDelegate || helper.moved.usesAppDelegate
        merged.moved.usesWindowScene = moved.usesWindowScene || helper.moved.usesWindowScene
        merged.moved.from = moved.from + " and " + helper.moved.from
        return merged
    }
}

/// What a scene-based app does with the activity it restores a window from: the places that
/// read it (`session.stateRestorationActivity`, bound by `if let`/`guard let`/`let`, or used in
/// place; a scene delegate's `scene(_:restoreInteractionStateWith:)`), and whether what runs
/// with it opens a screen (presents, pushes, shows, selects a tab, replaces a root, hands the
/// activity to a controller's `restoreUserActivityState(_:)`), in the statement that uses it or
/// in the app's methods it is passed to. An activity whose restore path opens no screen (the
/// logged-in account, read back to log in) is no stale screen, whoever last set it.
struct RestorePath {
    /// Each place that reads the restored activity, and whether what runs with it opens a screen.
    struct Site {
        var file: String
        var line: Int
        var opensScreen: Bool
    }

    let sites: [Site]

    /// Calls and assignments that bring a screen up, Swift's and Objective-C's names.
    static let navigation: Set<String> = [
        "present", "presentViewController", "pushViewController", "show", "showDetailViewController", "performSegue", "performSegueWithIdentifier",
        "selectedIndex", "setSelectedIndex", "selectedViewController", "setSelectedViewController", "rootViewController", "setRootViewController",
        "viewControllers", "setViewControllers", "instantiateViewController", "instantiateViewControllerWithIdentifier", "restoreUserActivityState",
        "pushViewController:animated:", "setViewControllers:animated:",
    ]

    init(_ app: AppDiagnosis) {
        let code = app.code
        var sites: [Site] = []
        for delegate in app.sceneDelegates {
            for (file, function) in delegate.methods {
                let tokens = file.tokens
                if function.name == "scene(_:restoreInteractionStateWith:)" || function.name == "scene:restoreInteractionStateWithUserActivity:" {
                    sites.append(Site(file: file.path, line: function.line, opensScreen: Self.opens(function.body, file, code: code, depth: 0)))
                    continue
                }
                for index in function.body where tokens[index].isWord("stateRestorationActivity") && index > 0 && tokens[index - 1].isSymbol(".") {
                    guard !(index + 1 < tokens.count && tokens[index + 1].isSymbol("(")) else { continue }
                    sites.append(Site(file: file.path, line: tokens[index].line, opensScreen: Self.runsWith(read: index, in: function.body, file, code: code)))
                }
            }
        }
        self.sites = sites
    }

    /// Whether the app's windows come back to a screen through the activity: a site reads it
    /// and opens one; nil when nothing reads it.
    var opensScreen: Bool? { sites.isEmpty ? nil : sites.contains(where: \.opensScreen) }

    /// What runs with the activity read at `index`: the block of an `if let` that binds it,
    /// the rest of the function after a `guard let`, the statements that use a `let`'s name,
    /// or the statement that reads it in place.
    static func runsWith(read index: Int, in body: Range<Int>, _ file: CodeFile, code: CodeFacts) -> Bool {
        let tokens = file.tokens
        let statementStart = start(of: index, in: body, file)
        let statementEnd = MethodBodyStatement.end(file, from: statementStart, limit: body.upperBound)
        var cursor = statementStart
        // `if let x = ..., guard let x = ...`: the binding's keyword and name.
        if tokens[cursor].isWord("if") || tokens[cursor].isWord("guard") || tokens[cursor].isWord("let") || tokens[cursor].isWord("var") {
            let keyword = tokens[cursor].text
            if keyword == "if" || keyword == "guard" { cursor += 1 }
            guard cursor + 1 < body.upperBound, tokens[cursor].isWord("let") || tokens[cursor].isWord("var"), tokens[cursor + 1].kind == .word else {
                return opens(statementStart..<statementEnd, file, code: code, depth: 0)
            }
            let name = tokens[cursor + 1].text
            switch keyword {
            case "if":
                // The block the binding guards: whatever runs only when there is an activity.
                guard let open = (index..<body.upperBound).first(where: { tokens[$0].isSymbol("{") && ExpressionChain.isTopLevel($0, in: statementStart..<body.upperBound, file) }),
                      let close = file.partner[open] else { return true }
                return opens((open + 1)..<close, file, code: code, depth: 0)
            case "guard":
                guard let open = (index..<body.upperBound).first(where: { tokens[$0].isSymbol("{") }), let close = file.partner[open] else { return true }
                return opens((close + 1)..<body.upperBound, file, code: code, depth: 0)
            default:
                return uses(name, after: statementEnd, in: body, file, code: code)
            }
        }
        return opens(statementStart..<statementEnd, file, code: code, depth: 0)
    }

    /// Whether a statement that mentions `name` after `index` opens a screen.
    static func uses(_ name: String, after index: Int, in body: Range<Int>, _ file: CodeFile, code: CodeFacts) -> Bool {
        let tokens = file.tokens
        for position in index..<body.upperBound where tokens[position].isWord(name) {
            let start = start(of: position, in: body, file)
            if opens(start..<MethodBodyStatement.end(file, from: start, limit: body.upperBound), file, code: code, depth: 0) { return true }
        }
        return false
    }

    /// Where the statement holding `index` starts: after the previous `;`, `{` or `}` at its
    /// level, or at its line's first token.
    static func start(of index: Int, in body: Range<Int>, _ file: CodeFile) -> Int {
        let tokens = file.tokens
        var cursor = index
        while cursor > body.lowerBound {
            let previous = tokens[cursor - 1]
            if previous.isSymbol(";") || previous.isSymbol("{") || previous.isSymbol("}") { break }
            if previous.line != tokens[cursor].line, !previous.isSymbol(","), !previous.isSymbol("="), !tokens[cursor].isSymbol("."), !tokens[cursor].isSymbol(",") { break }
            if let open = file.partner[cursor - 1], open < cursor - 1 {
                cursor = open
                continue
            }
            cursor -= 1
        }
        return cursor
    }

    /// Whether tokens open a screen: a navigation call or assignment, or a call of one of the
    /// app's methods that does (two calls deep).
    static func opens(_ range: Range<Int>, _ file: CodeFile, code: CodeFacts, depth: Int) -> Bool {
        let tokens = file.tokens
        for index in range where tokens[index].kind == .word {
            let word = tokens[index].text
            if navigation.contains(word) {
                let next = index + 1 < tokens.count ? tokens[index + 1] : nil
                // A call, an Objective-C message part, or an assignment: not a read.
                if next?.isSymbol("(") == true || next?.isSymbol(":") == true || (next?.isSymbol("=") == true && !(index + 2 < tokens.count && tokens[index + 2].isSymbol("="))) {
                    return true
                }
            }
            guard depth < 2, index + 1 < range.upperBound, tokens[index + 1].isSymbol("(") || tokens[index + 1].isSymbol(":") else { continue }
            for type in code.declaredClasses {
                for method in type.methods where ExpressionChain.isNamed(method.function, word, language: method.file.language) {
                    if opens(method.function.body, method.file, code: code, depth: depth + 1) { return true }
                }
            }
        }
        return false
    }
}

/// What a method that answers yes or no returns on each device family, when its answer
/// depends only on the idiom (`return UIDevice.current.userInterfaceIdiom != .pad`,
/// `if UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad { return NO }`): a small
/// evaluator over `if`/`else`, `guard`, `return`, `!`, `&&`, `||`, `?:` and comparisons of
/// the idiom with a family. Anything else it meets makes the answer unknown (nil).
struct IdiomReturns {
    /// The families UIKit runs an iOS app on, as `UIUserInterfaceIdiom` names them.
    enum Family: String, CaseIterable, Sendable {
        case phone, pad, mac

        /// "iPhone", "iPad", "Mac": for messages.
        var device: String {
            switch self {
            case .phone: "iPhone"
            case .pad: "iPad"
            case .mac: "Mac (Catalyst or Designed for iPad)"
            }
        }

        /// `.pad`, `UIUserInterfaceIdiom.pad`, `UIUserInterfaceIdiomPad`: the family named.
        static func named(_ word: String) -> Family? {
            switch word {
            case "phone", "UIUserInterfaceIdiomPhone": .phone
            case "pad", "UIUserInterfaceIdiomPad": .pad
            case "mac", "UIUserInterfaceIdiomMac": .mac
            default: nil
            }
        }
    }

    enum Outcome {
        case returned(Bool)
        case fellThrough
        case unknown
    }

    let tokens: [SourceToken]
    let partner: BracketPartners
    let language: SourceTokenizer.Language
    let family: Family

    /// The method's answer on each family; nil when it does not depend on the idiom alone or
    /// cannot be followed.
    static func answers(_ body: MethodBody) -> [Family: Bool]? {
        guard body.tokens.contains(where: { $0.isWord("userInterfaceIdiom") || $0.isWord("UI_USER_INTERFACE_IDIOM") }) else { return nil }
        var answers: [Family: Bool] = [:]
        for family in Family.allCases {
            let evaluator = IdiomReturns(tokens: body.file.tokens, partner: body.file.partner, language: body.file.language, family: family)
            var range = body.range
            // A Swift body of one expression returns it.
            if body.file.language == .swift, !body.tokens.contains(where: { $0.isWord("return") }) {
                guard let value = evaluator.value(range) else { return nil }
                answers[family] = value
                continue
            }
            guard case .returned(let value) = evaluator.run(&range) else { return nil }
            answers[family] = value
        }
        return answers
    }

    /// Runs statements from `range.lowerBound`, advancing it.
    func run(_ range: inout Range<Int>) -> Outcome {
        while range.lowerBound < range.upperBound {
            let index = range.lowerBound
            let token = tokens[index]
            if token.isWord("return") {
                let end = statementEnd(after: index, limit: range.upperBound)
                guard let value = value((index + 1)..<end) else { return .unknown }
                return .returned(value)
            }
            if token.isWord("if") || token.isWord("guard") {
                let isGuard = token.isWord("guard")
                guard let (conditionRange, afterCondition) = condition(at: index, limit: range.upperBound, isGuard: isGuard),
                      let condition = value(conditionRange) else { return .unknown }
                let blockStart = isGuard ? afterCondition + 1 : afterCondition
                guard let (thenRange, afterThen) = block(at: blockStart, limit: range.upperBound) else { return .unknown }
                if isGuard {
                    if !condition {
                        var branch = thenRange
                        let outcome = run(&branch)
                        if case .fellThrough = outcome { return .unknown }
                        return outcome
                    }
                    range = afterThen..<range.upperBound
                    continue
                }
                if condition {
                    var branch = thenRange
                    let outcome = run(&branch)
                    if case .fellThrough = outcome {} else { return outcome }
                    range = skipElses(from: afterThen, limit: range.upperBound)..<range.upperBound
                    continue
                }
                guard afterThen < range.upperBound, tokens[afterThen].isWord("else") else {
                    range = afterThen..<range.upperBound
                    continue
                }
                // `else if`: run on from the next `if`; `else { }`: its block, then what follows.
                if afterThen + 1 < range.upperBound, tokens[afterThen + 1].isWord("if") {
                    range = (afterThen + 1)..<range.upperBound
                    continue
                }
                guard let (elseRange, afterElse) = block(at: afterThen + 1, limit: range.upperBound) else { return .unknown }
                var branch = elseRange
                let outcome = run(&branch)
                if case .fellThrough = outcome {} else { return outcome }
                range = afterElse..<range.upperBound
                continue
            }
            if token.isSymbol("{"), let close = partner[index] {
                range = (close + 1)..<range.upperBound
                continue
            }
            range = (index + 1)..<range.upperBound
        }
        return .fellThrough
    }

    /// An `if`'s or `guard`'s condition: Objective-C's in parentheses, Swift's up to the block
    /// (a guard's up to its `else`), and where it ends.
    func condition(at index: Int, limit: Int, isGuard: Bool) -> (Range<Int>, Int)? {
        let start = index + 1
        guard start < limit else { return nil }
        if language == .objectiveC {
            guard tokens[start].isSymbol("("), let close = partner[start], close < limit else { return nil }
            return ((start + 1)..<close, close + 1)
        }
        var end = start
        while end < limit, !tokens[end].isSymbol("{"), !(isGuard && tokens[end].isWord("else")) {
            if let close = partner[end], close > end { end = close }
            end += 1
        }
        return end < limit ? (start..<end, end) : nil
    }

    /// Past the `else if` and `else` parts that follow an `if`'s block.
    func skipElses(from index: Int, limit: Int) -> Int {
        var cursor = index
        while cursor < limit, tokens[cursor].isWord("else") {
            if cursor + 1 < limit, tokens[cursor + 1].isWord("if") {
                guard let (_, afterCondition) = condition(at: cursor + 1, limit: limit, isGuard: false),
                      let (_, afterBlock) = block(at: afterCondition, limit: limit) else { return limit }
                cursor = afterBlock
            } else {
                guard let (_, afterBlock) = block(at: cursor + 1, limit: limit) else { return limit }
                return afterBlock
            }
        }
        return cursor
    }

    /// A block in braces, or (C) one statement up to its `;`.
    func block(at index: Int, limit: Int) -> (Range<Int>, Int)? {
        guard index < limit else { return nil }
        if tokens[index].isSymbol("{"), let close = partner[index], close < limit { return ((index + 1)..<close, close + 1) }
        let end = statementEnd(after: index - 1, limit: limit)
        return (index..<end, min(limit, end + 1))
    }

    /// Where a statement started just after `index` ends: its `;`, or the end of its line in Swift.
    func statementEnd(after index: Int, limit: Int) -> Int {
        var end = index + 1
        let line = end < limit ? tokens[end].line : 0
        while end < limit, !tokens[end].isSymbol(";"), !tokens[end].isSymbol("}") {
            if let close = partner[end], close > end, close < limit {
                end = close + 1
                continue
            }
            if tokens[end].line != line, !tokens[end].isSymbol("."), !tokens[end].isSymbol("?"), !tokens[end].isSymbol(":") { break }
            end += 1
        }
        return end
    }

    /// A boolean expression's value on this family; nil when it is anything else.
    func value(_ range: Range<Int>) -> Bool? {
        var range = range
        while let first = range.first, tokens[first].isSymbol("("), let close = partner[first], close == range.upperBound - 1 {
            range = (first + 1)..<close
        }
        guard !range.isEmpty else { return nil }
        if range.count == 1 {
            let word = tokens[range.lowerBound]
            if word.isWord("true") || word.isWord("YES") { return true }
            if word.isWord("false") || word.isWord("NO") { return false }
            return nil
        }
        // Lowest precedence first: `?:`, `||`, `&&`, then `!`, then comparisons.
        if let question = topLevel(range, where: { $0.isSymbol("?") && $1 + 1 < range.upperBound && !tokens[$1 + 1].isSymbol(".") }),
           let colon = topLevel((question + 1)..<range.upperBound, where: { token, _ in token.isSymbol(":") }) {
            guard let condition = value(range.lowerBound..<question) else { return nil }
            return condition ? value((question + 1)..<colon) : value((colon + 1)..<range.upperBound)
        }
        if let or = topLevelPair(range, "|") {
            guard let left = value(range.lowerBound..<or), let right = value((or + 2)..<range.upperBound) else { return nil }
            return left || right
        }
        if let and = topLevelPair(range, "&") {
            guard let left = value(range.lowerBound..<and), let right = value((and + 2)..<range.upperBound) else { return nil }
            return left && right
        }
        if tokens[range.lowerBound].isSymbol("!"), !(range.count > 1 && tokens[range.lowerBound + 1].isSymbol("=")) {
            return value((range.lowerBound + 1)..<range.upperBound).map { !$0 }
        }
        if let comparison = topLevel(range, where: { token, index in
            (token.isSymbol("=") || token.isSymbol("!")) && index + 1 < range.upperBound && tokens[index + 1].isSymbol("=")
        }) {
            let negated = tokens[comparison].isSymbol("!")
            let left = range.lowerBound..<comparison, right = (comparison + 2)..<range.upperBound
            let sides = isIdiom(left) ? (left, right) : isIdiom(right) ? (right, left) : nil
            guard let (_, other) = sides, let named = tokens[other].last(where: { $0.kind == .word }).flatMap({ Family.named($0.text) }) else { return nil }
            return (named == family) != negated
        }
        return nil
    }

    func isIdiom(_ range: Range<Int>) -> Bool {
        tokens[range].contains { $0.isWord("userInterfaceIdiom") || $0.isWord("UI_USER_INTERFACE_IDIOM") }
    }

    /// The first token at the range's own level (outside brackets) that `matches`.
    func topLevel(_ range: Range<Int>, where matches: (SourceToken, Int) -> Bool) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if let close = partner[index], close > index {
                index = close + 1
                continue
            }
            if matches(tokens[index], index) { return index }
            index += 1
        }
        return nil
    }

    /// `||` or `&&`: two one-character symbols side by side at the range's own level.
    func topLevelPair(_ range: Range<Int>, _ symbol: String) -> Int? {
        topLevel(range) { token, index in token.isSymbol(symbol) && index + 1 < range.upperBound && tokens[index + 1].isSymbol(symbol) }
    }
}

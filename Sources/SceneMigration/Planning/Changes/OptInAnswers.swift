import AppProject
import PropertyList

/// The app delegate's restore opt-in keeps its answer for the scene's restore. In a scene-based
/// app UIKit still runs the app-level part of classic restoration: at launch it reads its
/// app-level archive and asks `application(_:shouldRestoreSecureApplicationState:)` (decompiled
/// UIKitCore, `_doRestorationIfNecessary`; docs/migrate.md), so the generated restore must not
/// ask again: an opt-in may be a crash-loop lock whose second call answers no. Each `return` of
/// the method hands its value to `SceneRestoration.keepRestoreAnswer` (an edit of the
/// expression alone, in place); the restore uses the answer kept, and asks the method itself
/// only when UIKit did not (no app-level archive, a converted state), once. What the method
/// does besides answering is left for review: it now runs at launch only.
enum OptInAnswers: MigrationChange {
    static func apply(_ decisions: AppDecisions, to work: inout AppWork) {
        guard decisions.restores, let found = decisions.delegate.method(.shouldRestoreSecure) ?? decisions.delegate.method(.shouldRestore) else { return }
        let file = found.file
        guard let text = work.originalText(file.path) else { return }
        let swift = file.language == .swift
        let tokens = file.tokens
        let body = found.function.body
        let statements = Statement.split(file, body: body, text: text)
        var wrapped = 0
        // `return <expression>` at the method's level (not a closure's), each wrapped.
        var index = body.lowerBound
        while index < body.upperBound {
            defer { index += 1 }
            guard tokens[index].isWord("return"), !inClosure(tokens, at: index, body: body) else { continue }
            guard let end = expressionEnd(tokens, from: index + 1, body: body, swift: swift), end > index + 1 else { continue }
            wrap(index + 1, end, file: file, text: text, swift: swift, work: &work)
            wrapped += 1
        }
        // A Swift body of one expression returns it.
        let single = wrapped == 0 && swift
        if wrapped == 0, swift, statements.count == 1, let only = statements.first, !tokens[only.tokens].contains(where: { $0.isWord("return") }) {
            wrap(only.tokens.lowerBound, only.tokens.upperBound, file: file, text: text, swift: swift, work: &work)
            wrapped += 1
        }
        guard wrapped > 0 else { return }
        if !swift { importRestorationHeader(file, text: text, work: &work) }
        work.record(file.path, .optInAnswerKept(method: found.function.name))
        // What it does besides answering: a statement that is not a return, a local, or a
        // condition whose blocks only return.
        let effects = single ? [] : statements.filter { statement in
            let first = tokens[statement.tokens.lowerBound]
            if first.isWord("return") || first.isWord("let") || first.isWord("var") { return false }
            if !swift, !statement.declares.isEmpty { return false }
            if first.isWord("if") || first.isWord("guard") {
                return tokens[statement.tokens].contains { $0.isSymbol("=") } && !isComparisonOnly(tokens, statement.tokens)
            }
            return !isLogging(tokens, statement.tokens)
        }
        if let effect = effects.first {
            work.review.append(ReviewItem(
                code: .statefulOptIn, file: file.path, line: effect.firstLine, quote: text.quote(effect.firstLine),
                message: "\(found.function.name) does more than answer: UIKit calls it once, at launch, before any scene connects (a scene-based app still runs the app-level part of classic restoration), not when the scene restores; the restore uses the answer it gave and calls it itself only when UIKit did not (no app-level archive). Check that what it does (here and below) is right at that moment and happens once"))
        }
    }

    /// The expression of a `return` ends at `;`, a line break that ends the statement, or the
    /// brace that closes its block.
    static func expressionEnd(_ tokens: [SourceToken], from start: Int, body: Range<Int>, swift: Bool) -> Int? {
        var depth = 0
        var index = start
        while index < body.upperBound {
            let token = tokens[index]
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") {
                if depth == 0 { return index }
                depth -= 1
            }
            if depth == 0, token.isSymbol(";") { return index }
            if swift, depth == 0, index + 1 < body.upperBound, tokens[index + 1].line != token.line,
               !Statement.continuesAfter(token), !Statement.continuesBefore(tokens[index + 1]) {
                return index + 1
            }
            index += 1
        }
        return index
    }

    /// Whether a `return` is in a closure of the method (`{ ... in ... return }`, a block).
    static func inClosure(_ tokens: [SourceToken], at index: Int, body: Range<Int>) -> Bool {
        var depth = 0
        var cursor = index - 1
        while cursor >= body.lowerBound {
            let token = tokens[cursor]
            if token.isSymbol("}") { depth += 1 }
            if token.isSymbol("{") {
                if depth == 0 {
                    // A block statement's brace follows `)`, `else`, a condition's last word;
                    // a closure's follows `(`, `,`, `=`, `^`, or `in` comes after it.
                    let before = cursor > body.lowerBound ? tokens[cursor - 1] : nil
                    if let before, before.isSymbol("(") || before.isSymbol(",") || before.isSymbol("=") || before.isSymbol("^") || before.isSymbol(":") { return true }
                    if (cursor + 1..<index).contains(where: { tokens[$0].isWord("in") }) { return true }
                } else {
                    depth -= 1
                }
            }
            cursor -= 1
        }
        return false
    }

    static func isComparisonOnly(_ tokens: [SourceToken], _ range: Range<Int>) -> Bool {
        for index in range where tokens[index].isSymbol("=") {
            let before = index > range.lowerBound ? tokens[index - 1] : nil
            let after = index + 1 < range.upperBound ? tokens[index + 1] : nil
            let paired = before.map { ["=", "!", "<", ">"].contains($0.text) && $0.kind == .symbol } ?? false
            // A condition's binding (`guard let version = coder.decodeObject(...)`, Eventual's)
            // reads; it changes nothing.
            if !paired, !(after?.isSymbol("=") ?? false), !isBinding(tokens, at: index, from: range.lowerBound) { return false }
        }
        return true
    }

    /// Whether the `=` at `index` binds a name a condition declares (`let name =`, `var name =`,
    /// `let name: T =`), going back over the name and its type to `let`/`var`.
    static func isBinding(_ tokens: [SourceToken], at index: Int, from start: Int) -> Bool {
        var cursor = index - 1
        var depth = 0
        while cursor >= start {
            let token = tokens[cursor]
            if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol(">") { depth += 1 }
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("<") { depth -= 1 }
            if depth == 0 {
                if token.isWord("let") || token.isWord("var") { return true }
                if token.isSymbol(",") || token.isSymbol("{") || token.isWord("if") || token.isWord("guard") || token.isSymbol("=") { return false }
            }
            cursor -= 1
        }
        return false
    }

    /// A statement that only logs: a call of a logging function or macro (`NSLog(...)`,
    /// `print(...)`, `os_log`, murakami's `DBGMSG(...)`), or a bare macro named for logging
    /// (iOS6_savingUIState's `DNSLogMethod`), with no assignment in it.
    static func isLogging(_ tokens: [SourceToken], _ range: Range<Int>) -> Bool {
        guard let first = range.first, tokens[first].kind == .word else { return false }
        guard LoggingCalls.isLoggingName(tokens[first].text) else { return false }
        let rest = tokens[range].dropFirst()
        if rest.isEmpty || rest.allSatisfy({ $0.isSymbol(";") }) { return true }
        // A bare macro on a line of its own (no `;` ends it, so what follows joins its statement).
        if let next = rest.first, next.line != tokens[first].line { return true }
        return rest.first?.isSymbol("(") == true && !rest.contains { $0.isSymbol("=") && !isComparisonOnly(tokens, range) }
    }

    /// `SceneRestoration.keepRestoreAnswer(<expression>)` around the tokens `start..<end`.
    static func wrap(_ start: Int, _ end: Int, file: CodeFile, text: SourceText, swift: Bool, work: inout AppWork) {
        let tokens = file.tokens
        let from = text.offset(line: tokens[start].line, column: tokens[start].column)
        let last = tokens[end - 1]
        let to = text.offset(line: last.line, column: last.column) + tokenLength(last, text: text)
        work.workspace.insert(file.path, at: from, Array((swift ? "SceneRestoration.keepRestoreAnswer(" : "[SceneRestoration keepRestoreAnswer:").utf8))
        work.workspace.insert(file.path, at: to, Array((swift ? ")" : "]").utf8))
    }

    /// A token's length in bytes, from the source (a string literal's escapes and quotes count).
    static func tokenLength(_ token: SourceToken, text: SourceText) -> Int {
        let start = text.offset(line: token.line, column: token.column)
        guard token.line >= 1, token.line <= text.lines.count else { return 0 }
        let line = text.lines[token.line - 1]
        switch token.kind {
        case .word, .number, .symbol:
            var end = start
            if token.kind == .symbol { return token.text.utf8.count }
            while end < line.endIndex, (line[end] >= 0x61 && line[end] <= 0x7A) || (line[end] >= 0x41 && line[end] <= 0x5A) || (line[end] >= 0x30 && line[end] <= 0x39)
                || line[end] == 0x5F || line[end] >= 0x80 || (token.kind == .number && line[end] == UInt8(ascii: ".")) { end += 1 }
            return end - start
        case .string, .directive:
            var end = start
            if line[end] == UInt8(ascii: "@") { end += 1 }
            if end < line.endIndex, line[end] == UInt8(ascii: "\"") {
                end += 1
                while end < line.endIndex, line[end] != UInt8(ascii: "\"") { end += line[end] == UInt8(ascii: "\\") ? 2 : 1 }
                return min(line.endIndex, end + 1) - start
            }
            while end < line.endIndex, line[end] != 0x20, line[end] != UInt8(ascii: ")"), line[end] != UInt8(ascii: ";") { end += 1 }
            return end - start
        }
    }

    /// `#import "SceneRestoration.h"` after the file's last quoted import outside any `#if`
    /// (SGBDrillDown's last import is under `#ifdef RUN_KIF_TESTS`, which its build leaves out).
    static func importRestorationHeader(_ file: CodeFile, text: SourceText, work: inout AppWork) {
        let line = "#import \"SceneRestoration.h\"\n"
        guard text.bytes.firstIndex(of: Array(line.dropLast().utf8)) == nil else { return }
        let last = text.lastUnconditionalImport { $0.hasPrefix("#import \"") } ?? text.lastUnconditionalImport { $0.hasPrefix("#import") }
        let offset = last.map { text.offset(afterLine: $0) } ?? 0
        work.workspace.insert(file.path, at: offset, Array(line.utf8))
    }
}

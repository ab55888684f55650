import AppProject

/// The statements of a launch method (and of the app delegate's own helpers it calls) that make,
/// fill, show or use the window, or present: in a scene-based app the launch methods run before
/// any scene exists, so they move into a method of the app delegate in the same file, which the
/// scene delegate calls once the scene's window exists. They stay in their type and file, where
/// every name they use resolves (private members, `fileprivate` globals, instance variables,
/// file-static constants); a statement moves whole, with the statements that declare what it
/// uses and those that use what it declares. What cannot move (it returns from the launch
/// method, reads the launch options, sits in an `#if`, shares a line with other code) stays,
/// with everything tied to it, and is left for review at its line.
struct LaunchWindowCode: Sendable {
    /// The launch method it comes from (`application(_:didFinishLaunchingWithOptions:)`).
    var from: String
    var file: String
    /// The launch method's name for its `UIApplication` parameter, which the new method keeps.
    var applicationName: String
    /// The moved lines as the new method holds them (indentation relative to its body).
    var lines: [String]
    /// The lines taken out of the file (1-based), helpers' included.
    var removed: [Int]
    /// Whether the moved code makes the window (`UIWindow(windowScene:)` after the rewrite).
    var makesWindow: Bool
    /// What stayed, each at its line.
    var stayed: [ReviewItem]
    /// Whether the moved code reads the app delegate's window (its property, a member or a
    /// helper reading it): the scene delegate must have set it before.
    var readsDelegateWindow = false

    var isEmpty: Bool { lines.isEmpty }

    /// Words that make a statement window code.
    static let windowWords: Set<String> = [
        "UIWindow", "makeKeyAndVisible", "makeKeyWindow", "rootViewController", "setRootViewController", "keyWindow",
        "present", "presentViewController", "overrideUserInterfaceStyle", "setOverrideUserInterfaceStyle",
    ]

    /// The window code of one launch method and the helpers it calls.
    static func of(_ launch: (name: String, file: CodeFile, function: CodeFunction), delegate: AppDelegateFacts, text: SourceText) -> LaunchWindowCode {
        let parameters = AppDelegateFacts.parameterNames(launch.file, launch.function)
        let applicationName = parameters.first ?? "application"
        let blocking = Set(parameters.dropFirst())
        let statements = Statement.split(launch.file, body: launch.function.body, text: text)
        // A helper of the app delegate that uses the window is called where the window code goes,
        // whole (it stays as it is, and may be called later as well). Only when its call reads
        // what the scene does not get (the launch options) are its window statements moved in
        // its stead, where it is called, if the launch is all that calls it.
        let windowMembers = delegate.windowMembers
        let windowHelpers = Set(delegate.type.methods.filter { !$0.function.isTypeMethod && Self.usesWindow($0.file, $0.function.body, delegate: delegate, members: windowMembers) }
            .map { String($0.function.name.prefix { $0 != "(" && $0 != ":" }) }.filter { $0 != "application" && $0 != "applicationDidBecomeActive" })
        // So are a helper's that makes the window: only moved can it make it for the scene.
        let helpers = delegate.launchHelpers.filter { helper in
            guard helper.calledFrom == launch.name, helper.file.path == launch.file.path, helper.onlyFromLaunch else { return false }
            if Self.makesWindow(helper.file, helper.function.body) { return true }
            let call = statements.first { $0.lines.contains(helper.callLine) }
            return call.map { !$0.uses.isDisjoint(with: blocking) } ?? false
        }
        let calledWhole = windowHelpers.subtracting(helpers.map { String($0.name.prefix { $0 != "(" && $0 != ":" }) })
        var analysis = Analysis(file: launch.file, text: text, windowProperty: delegate.windowProperty ?? "window", origin: launch.name,
                                blocking: blocking, applicationName: applicationName, windowHelpers: calledWhole, windowMembers: windowMembers)
        var chosen = analysis.choose(launch.function.body, helperCalls: Set(helpers.map(\.callLine)))
        // A helper's moved statements go where the launch method calls it, so the order holds.
        for helper in helpers {
            var inner = Analysis(file: helper.file, text: text, windowProperty: delegate.windowProperty ?? "window", origin: "\(helper.name) (called from \(launch.name))",
                                 blocking: AppDelegateFacts.parameterSet(helper.file, helper.function), applicationName: applicationName, windowHelpers: [],
                                 windowMembers: windowMembers)
            inner.inHelper = true
            let moved = inner.choose(helper.function.body, helperCalls: [])
            analysis.stayed += inner.stayed
            chosen += moved.map { Chosen(order: helper.callLine, suborder: $0.order, statement: $0.statement, leading: $0.leading) }
        }
        chosen.sort { ($0.order, $0.suborder) < ($1.order, $1.suborder) }
        // A helper called whole that makes the window (SGBDrillDownController's `createWindow`,
        // called from both launch methods) makes it without a scene: the moved call is followed
        // by the window given this scene.
        let wholeWindowMakers = Set(delegate.type.methods.filter { !$0.function.isTypeMethod && Self.makesWindow($0.file, $0.function.body) }
            .map { String($0.function.name.prefix { $0 != "(" && $0 != ":" }) }).intersection(calledWhole)
        let property = delegate.windowProperty ?? "window"
        var lines: [String] = []
        var removed: [Int] = []
        var makesWindow = false
        var readsDelegateWindow = false
        for item in chosen {
            readsDelegateWindow = readsDelegateWindow || analysis.readsDelegateWindow(item.statement)
            for number in item.leading {
                lines.append(text.line(number))
                removed.append(number)
            }
            let rewritten = WindowRewrite.rewrite(item.statement, in: launch.file, text: text, voidReturn: item.voidReturn)
            makesWindow = makesWindow || rewritten.madeWindow
            lines += rewritten.lines
            removed += Array(item.statement.lines)
            if Self.calls(wholeWindowMakers, in: item.statement, file: launch.file) {
                makesWindow = true
                let indent = String(text.line(item.statement.firstLine).prefix { $0 == " " || $0 == "\t" })
                lines.append(indent + (launch.file.language == .swift ? "\(property)?.windowScene = windowScene" : "self.\(property).windowScene = windowScene;"))
            }
        }
        return LaunchWindowCode(from: launch.name, file: launch.file.path, applicationName: applicationName, lines: dedented(lines),
                                removed: removed, makesWindow: makesWindow, stayed: analysis.stayed, readsDelegateWindow: readsDelegateWindow)
    }

    /// Whether a method's body uses the window (its words, or the app delegate's window property).
    static func usesWindow(_ file: CodeFile, _ body: Range<Int>, delegate: AppDelegateFacts, members: Set<String> = []) -> Bool {
        let tokens = file.tokens
        if AppDelegateFacts.readsWindow(tokens, body, property: delegate.windowProperty ?? "window") { return true }
        return body.contains { index in
            tokens[index].kind == .word && members.contains(tokens[index].text)
                && (index == body.lowerBound || !tokens[index - 1].isSymbol(".") || (index >= body.lowerBound + 2 && tokens[index - 2].isWord("self")))
        }
    }

    /// Whether a statement calls one of the app delegate's methods named in `names` on itself:
    /// `createWindow()`, `self.createWindow()`, `[self createWindow]`.
    static func calls(_ names: Set<String>, in statement: Statement, file: CodeFile) -> Bool {
        guard !names.isEmpty else { return false }
        let tokens = file.tokens
        return statement.tokens.contains { index in
            guard tokens[index].kind == .word, names.contains(tokens[index].text), index > statement.tokens.lowerBound else {
                return file.language == .swift && index == statement.tokens.lowerBound && names.contains(tokens[index].text)
            }
            let previous = tokens[index - 1]
            if file.language == .swift {
                return index + 1 < tokens.count && tokens[index + 1].isSymbol("(") && (!previous.isSymbol(".") || (index >= 2 && tokens[index - 2].isWord("self")))
            }
            return previous.isWord("self")
        }
    }

    /// Whether a body makes a window: `UIWindow(`, `UIWindow.init(`, `[UIWindow alloc]`, `[UIWindow new]`.
    static func makesWindow(_ file: CodeFile, _ body: Range<Int>) -> Bool {
        let tokens = file.tokens
        return body.contains { index in
            guard tokens[index].isWord("UIWindow"), index + 1 < body.upperBound else { return false }
            let next = tokens[index + 1]
            return next.isSymbol("(") || next.isSymbol(".") || next.isWord("alloc") || next.isWord("new")
        }
    }

    struct Chosen {
        /// The line it is ordered by (a helper's statements: the call's line), then its place.
        var order: Int
        var suborder: Int
        var statement: Statement
        /// Comment lines just above it that go with it.
        var leading: [Int]
        /// The launch method's tail: its returns of this literal become `return`.
        var voidReturn: String? = nil
    }

    /// Choosing one method's statements.
    struct Analysis {
        let file: CodeFile
        let text: SourceText
        let windowProperty: String
        let origin: String
        /// Parameter names the new method does not have (the launch options).
        let blocking: Set<String>
        let applicationName: String
        /// The app delegate's methods that use the window, called whole.
        let windowHelpers: Set<String>
        /// Its properties whose getter or initial value reads the window.
        let windowMembers: Set<String>
        /// Choosing in the closure of the launch method's `return`, whose returns are its own.
        var inClosure = false
        /// Choosing in a helper the launch method calls: its returns are not the launch's, so
        /// its tail never moves as the launch method's.
        var inHelper = false
        var stayed: [ReviewItem] = []

        init(file: CodeFile, text: SourceText, windowProperty: String, origin: String, blocking: Set<String>, applicationName: String, windowHelpers: Set<String>,
             windowMembers: Set<String>) {
            self.file = file
            self.text = text
            self.windowProperty = windowProperty
            self.origin = origin
            self.blocking = blocking
            self.applicationName = applicationName
            self.windowHelpers = windowHelpers
            self.windowMembers = windowMembers
        }

        func isWindowCode(_ statement: Statement) -> Bool { windowToken(statement) != nil }

        /// Whether a statement reads the app delegate's window: UIKit's words alone (a
        /// presentation, `keyWindow`) do not.
        func readsDelegateWindow(_ statement: Statement) -> Bool {
            statement.tokens.contains { isWindowToken($0, in: statement) && !LaunchWindowCode.windowWords.contains(file.tokens[$0].text) }
        }

        /// The first token that makes a statement window code, or nil.
        func windowToken(_ statement: Statement) -> Int? {
            statement.tokens.first { isWindowToken($0, in: statement) }
        }

        func isWindowToken(_ index: Int, in statement: Statement) -> Bool {
            let tokens = file.tokens
            let swift = file.language == .swift
            guard tokens[index].kind == .word else { return false }
            let word = tokens[index].text
            if LaunchWindowCode.windowWords.contains(word) { return true }
            // A call of the app delegate's own method that uses the window.
            if windowHelpers.contains(word), index > statement.tokens.lowerBound || swift {
                let previous = index > statement.tokens.lowerBound ? tokens[index - 1] : nil
                if swift, index + 1 < statement.tokens.upperBound, tokens[index + 1].isSymbol("("),
                   previous == nil || !previous!.isSymbol(".") || (index >= statement.tokens.lowerBound + 2 && tokens[index - 2].isWord("self")) {
                    return true
                }
                // `[self tabBarController]`, or its getter as `self.tabBarController`.
                if !swift, previous?.isWord("self") == true || (previous?.isSymbol(".") == true && tokens[index - 2].isWord("self")) { return true }
            }
            if word == "window" || word == windowProperty || windowMembers.contains(word) {
                let afterDot = index > statement.tokens.lowerBound && tokens[index - 1].isSymbol(".")
                let onSelf = index >= statement.tokens.lowerBound + 2 && afterDot && tokens[index - 2].isWord("self")
                if !afterDot || onSelf { return true }
            }
            return false
        }

        /// Why a statement cannot leave the launch method, or nil.
        /// `returnsLeave`: its returns become `return` in the set-up method (the launch method's tail).
        func blocker(_ statement: Statement, conditional: Set<Int>, all: [Statement], at position: Int, braces: (open: Int, close: Int), returnsLeave: Bool = false) -> String? {
            let tokens = file.tokens
            let returns = statement.tokens.contains { tokens[$0].isWord("return") } && (statement.isControl || tokens[statement.tokens.lowerBound].isWord("return"))
            if returns, !returnsLeave { return inClosure ? "returns from the closure" : "returns from the launch method" }
            // Moved, it would run on every launch, the early return's path too (XXTExplorer's
            // terms agreement: `[self reloadWorkspace]` after `if (first) { ...; return YES; }`
            // recorded the terms accepted without showing them).
            if !inClosure, all[..<position].contains(where: { isConditionalReturn($0, conditional: conditional) }) {
                return "follows a conditional return of the launch method (it ran only when that return was not taken)"
            }
            if let name = blocking.first(where: statement.uses.contains) { return "uses \(name), which the scene does not get" }
            if statement.lines.contains(where: conditional.contains) { return "is inside #if" }
            if statement.tokens.contains(where: { tokens[$0].kind == .directive }) { return "holds a compiler directive" }
            let previous = position > 0 ? all[position - 1].lastLine : braces.open
            let next = position + 1 < all.count ? all[position + 1].firstLine : braces.close
            if previous == statement.firstLine || next == statement.lastLine { return "shares a line with other code" }
            return nil
        }

        /// A statement that returns from the launch method on some launches only: a control
        /// statement holding a `return`, or a `return` inside `#if`.
        func isConditionalReturn(_ statement: Statement, conditional: Set<Int>) -> Bool {
            let tokens = file.tokens
            guard statement.tokens.contains(where: { tokens[$0].isWord("return") }) else { return false }
            return statement.isControl || statement.lines.contains(where: conditional.contains)
        }

        /// The window code of a body, with what it needs; what cannot move is noted in `stayed`.
        mutating func choose(_ body: Range<Int>, helperCalls: Set<Int>) -> [Chosen] {
            guard !body.isEmpty else { return [] }
            let tokens = file.tokens
            let statements = Statement.split(file, body: body, text: text)
            guard !statements.isEmpty else { return [] }
            let open = body.lowerBound > 0 ? tokens[body.lowerBound - 1].line : 0
            let close = body.upperBound < tokens.count ? tokens[body.upperBound].line : Int.max
            let conditional = conditionalLines(from: open, to: close)
            var marked = Set(statements.indices.filter { isWindowCode(statements[$0]) })
            guard !marked.isEmpty else { return [] }
            let tail = inClosure || inHelper ? nil : self.tail(statements, marked: marked, conditional: conditional, open: open)
            if let tail { marked.formUnion(tail.statements) }
            // What the window code needs, and what needs what it declares, until nothing is added.
            var edges: [(Int, Int)] = []
            for a in statements.indices {
                for b in statements.indices where a < b {
                    if !statements[a].declares.isDisjoint(with: statements[b].uses) { edges.append((a, b)) }
                }
            }
            var changed = true
            while changed {
                changed = false
                for (a, b) in edges where marked.contains(a) != marked.contains(b) {
                    let other = marked.contains(a) ? b : a
                    // A return statement is the launch method's own: it is never pulled along.
                    if statements[other].tokens.contains(where: { tokens[$0].isWord("return") }) && !isWindowCode(statements[other]) { continue }
                    marked.insert(other)
                    changed = true
                }
            }
            // Components: statements tied by what they declare and use move together, or stay together.
            var component = Array(statements.indices)
            func root(_ index: Int) -> Int {
                var index = index
                while component[index] != index { index = component[index] }
                return index
            }
            for (a, b) in edges where marked.contains(a) && marked.contains(b) { component[root(b)] = root(a) }
            if let tail, let first = tail.statements.first {
                for index in tail.statements where root(index) != root(first) { component[root(index)] = root(first) }
            }
            var blockedRoots: [Int: (statement: Int, why: String)] = [:]
            for index in marked.sorted() {
                let inTail = tail?.statements.contains(index) == true
                guard let why = blocker(statements[index], conditional: inTail ? [] : conditional, all: inTail ? [] : statements, at: inTail ? 0 : index, braces: (open, close),
                                        returnsLeave: inTail)
                else { continue }
                if blockedRoots[root(index)] == nil { blockedRoots[root(index)] = (index, why) }
            }
            var chosen: [Chosen] = []
            for (_, blocked) in blockedRoots.sorted(by: { $0.value.statement < $1.value.statement }) {
                let statement = statements[blocked.statement]
                if let moved = closureCode(statement, alone: marked.allSatisfy { root($0) != root(blocked.statement) || $0 == blocked.statement }) {
                    chosen += moved
                    continue
                }
                // At the line that uses the window (a statement may span a closure's lines).
                let line = windowToken(statement).map { tokens[$0].line } ?? statement.firstLine
                stayed.append(ReviewItem(
                    code: .windowSetup, file: file.path, line: line, quote: text.quote(line),
                    message: "this statement of \(origin) uses the window (or what the window code needs) but \(blocked.why), so it and the window code tied to it stay in the launch method, which runs before any scene exists: move the window's part into the app delegate's scene set-up method (or the scene delegate's scene(_:willConnectTo:options:)) by hand"))
            }
            for index in marked.sorted() where blockedRoots[root(index)] == nil && tail?.statements.contains(index) != true {
                let statement = statements[index]
                let previousEnd = index > 0 ? statements[index - 1].lastLine : open
                chosen.append(Chosen(order: statement.firstLine, suborder: 0, statement: statement, leading: leadingComments(above: statement.firstLine, after: previousEnd)))
            }
            if let tail, let first = tail.statements.first, blockedRoots[root(first)] == nil {
                let previousEnd = first > 0 ? statements[first - 1].lastLine : open
                chosen.append(Chosen(order: tail.block.firstLine, suborder: 0, statement: tail.block, leading: leadingComments(above: tail.block.firstLine, after: previousEnd),
                                     voidReturn: tail.returned))
            }
            return chosen.sorted { ($0.order, $0.suborder) < ($1.order, $1.suborder) }
        }

        /// XXTExplorer: window code at or after a conditional return of the launch method (the
        /// terms screen shown and the launch ended there; else the workspace set as the root).
        /// The method's tail from that return (from the `#if` it sits in) up to its final
        /// `return` moves as one block, after the window is made, each `return YES` becoming
        /// `return`: the condition holds, and the launch method's answer is the same on every
        /// path. Nil when its returns do not all give the final one's literal.
        func tail(_ statements: [Statement], marked: Set<Int>, conditional: Set<Int>, open: Int) -> (statements: [Int], block: Statement, returned: String)? {
            let tokens = file.tokens
            guard let returning = statements.firstIndex(where: { isConditionalReturn($0, conditional: conditional) }),
                  marked.contains(where: { $0 >= returning }), let final = statements.indices.last, final > returning else { return nil }
            let last = statements[final]
            guard tokens[last.tokens.lowerBound].isWord("return"), last.tokens.count >= 2, !conditional.contains(last.firstLine) else { return nil }
            let literal = tokens[last.tokens.lowerBound + 1].text
            guard ["YES", "NO", "true", "false"].contains(literal) else { return nil }
            // From the outermost `#if` holding the conditional return.
            var startLine = statements[returning].firstLine
            if conditional.contains(startLine) {
                var depth = 0
                var opening: Int?
                for number in (open + 1)..<startLine {
                    let line = text.line(number).trimmingWhitespace
                    if line.hasPrefix("#if") {
                        if depth == 0 { opening = number }
                        depth += 1
                    }
                    if line.hasPrefix("#endif") { depth = max(0, depth - 1) }
                }
                guard let opening else { return nil }
                startLine = opening
            }
            let indices = statements.indices.filter { $0 < final && statements[$0].firstLine >= startLine }
            guard let firstIndex = indices.first else { return nil }
            let range = statements[firstIndex].tokens.lowerBound..<statements[final - 1].tokens.upperBound
            for index in range where tokens[index].isWord("return") {
                guard index + 1 < range.upperBound, tokens[index + 1].text == literal else { return nil }
            }
            // Up to the line before the final return: an `#endif` closing the block goes with it.
            var endLine = last.firstLine - 1
            while endLine > statements[final - 1].lastLine, text.isBlank(endLine) || text.line(endLine).trimmingWhitespace.hasPrefix("//") { endLine -= 1 }
            let block = Statement(tokens: range, firstLine: startLine, lastLine: endLine,
                                  declares: indices.reduce(into: Set<String>()) { $0.formUnion(statements[$1].declares) },
                                  uses: indices.reduce(into: Set<String>()) { $0.formUnion(statements[$1].uses) }, isControl: false)
            return (indices, block, literal)
        }

        /// RSSReader: `return Activity.label("...") { ...; _ = mainScene; return true }`: the
        /// window code is inside the closure of the launch method's `return`, which cannot move.
        /// The closure's window statements move alone, in their order; a return of the closure
        /// before them (`guard super.application(...) else { return false }`) is the closure's,
        /// taken only when the launch failed, so it does not hold them back. Nil when the
        /// statement is not such a `return`, or any of the closure's window code cannot move.
        mutating func closureCode(_ statement: Statement, alone: Bool) -> [Chosen]? {
            let tokens = file.tokens
            guard alone, !inClosure, tokens[statement.tokens.lowerBound].isWord("return") else { return nil }
            let windowTokens = statement.tokens.filter { isWindowToken($0, in: statement) }
            guard let firstWindow = windowTokens.first else { return nil }
            // The innermost closure holding the first window token, holding them all.
            var closure: Range<Int>?
            for index in statement.tokens where tokens[index].isSymbol("{") && index < firstWindow {
                guard let close = WindowRewrite.closing(tokens, from: index, end: statement.tokens.upperBound), close > firstWindow else { continue }
                closure = (index + 1)..<close
            }
            guard let closure, windowTokens.allSatisfy(closure.contains) else { return nil }
            var inner = Analysis(file: file, text: text, windowProperty: windowProperty, origin: "the closure of \(origin)'s return", blocking: blocking,
                                 applicationName: applicationName, windowHelpers: windowHelpers, windowMembers: windowMembers)
            inner.inClosure = true
            let moved = inner.choose(closure, helperCalls: [])
            guard !moved.isEmpty, inner.stayed.isEmpty else { return nil }
            return moved
        }

        /// Lines between `#if` and `#endif` (inclusive) within the method.
        func conditionalLines(from open: Int, to close: Int) -> Set<Int> {
            var lines: Set<Int> = []
            var depth = 0
            for number in max(1, open)...min(close, max(open, text.lines.count)) {
                let line = text.line(number).trimmingWhitespace
                if line.hasPrefix("#if") { depth += 1 }
                if depth > 0 { lines.insert(number) }
                if line.hasPrefix("#endif") { depth = max(0, depth - 1) }
            }
            return lines
        }

        /// Comment lines right above a statement (no blank line between), that read as prose:
        /// commented-out code stays where it is.
        func leadingComments(above line: Int, after previous: Int) -> [Int] {
            var lines: [Int] = []
            var number = line - 1
            while number > previous {
                let trimmed = text.line(number).trimmingWhitespace
                guard trimmed.hasPrefix("//"), !LaunchWindowCode.isCommentedOutCode(trimmed) else { break }
                lines.insert(number, at: 0)
                number -= 1
            }
            return lines
        }
    }

    /// `// window.rootViewController = x`, `//[self.window makeKeyAndVisible];`: code, not prose.
    static func isCommentedOutCode(_ comment: String) -> Bool {
        let body = comment.drop { $0 == "/" }.trimmingWhitespace
        guard let last = body.last else { return false }
        if last == ";" || last == "{" || last == "}" || last == ")" { return true }
        // `x = y` with no space-separated prose around it.
        if body.contains(" = "), !body.contains(", "), body.split(separator: " ").count <= 6 { return true }
        return false
    }

    /// Lines with their common leading whitespace taken off (blank lines kept empty); a
    /// directive at the line's start (`#ifndef APPSTORE`, as Xcode writes it in Objective-C)
    /// stays there, and neither it nor a comment at the line's start (`//` where Xcode's Comment
    /// command puts it: ZYXRestoreState's commented-out lines) counts.
    static func dedented(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.trimmingWhitespace.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix("//") }
            .map { $0.prefix { $0 == " " || $0 == "\t" }.count }
        let common = indents.min() ?? 0
        return lines.map { $0.trimmingWhitespace.isEmpty ? "" : $0.hasPrefix("#") || $0.hasPrefix("//") ? $0 : String($0.dropFirst(common)) }
    }
}

/// The one rewrite moved code needs: the window made for the scene (`UIWindow(frame:)`,
/// `[[UIWindow alloc] initWithFrame:]` become `UIWindow(windowScene: windowScene)`,
/// `initWithWindowScene:windowScene`). Everything else keeps its spelling: the code stays in
/// the app delegate.
enum WindowRewrite {
    static func rewrite(_ statement: Statement, in file: CodeFile, text: SourceText, voidReturn: String? = nil) -> (lines: [String], madeWindow: Bool) {
        let tokens = file.tokens
        let swift = file.language == .swift
        var replacements: [(start: Int, end: Int, text: String)] = []
        var index = statement.tokens.lowerBound
        while index < statement.tokens.upperBound {
            let token = tokens[index]
            // `return YES` -> `return`: the set-up method returns nothing.
            if let voidReturn, token.isWord("return"), index + 1 < statement.tokens.upperBound, tokens[index + 1].isWord(voidReturn) {
                let end = text.offset(line: tokens[index + 1].line, column: tokens[index + 1].column) + voidReturn.utf8.count
                replacements.append((text.offset(line: token.line, column: token.column) + "return".utf8.count, end, ""))
                index += 2
                continue
            }
            if swift, token.isWord("UIWindow"), index + 1 < statement.tokens.upperBound, tokens[index + 1].isSymbol("("),
               let close = closing(tokens, from: index + 1, end: statement.tokens.upperBound),
               close == index + 2 || tokens[index + 2].isWord("frame") {
                replacements.append((text.offset(line: tokens[index + 1].line, column: tokens[index + 1].column),
                                     text.offset(line: tokens[close].line, column: tokens[close].column) + 1, "(windowScene: windowScene)"))
                index = close + 1
                continue
            }
            if swift, token.isWord("UIWindow"), index + 3 < statement.tokens.upperBound, tokens[index + 1].isSymbol("."), tokens[index + 2].isWord("init"),
               tokens[index + 3].isSymbol("("), let close = closing(tokens, from: index + 3, end: statement.tokens.upperBound),
               close == index + 4 || tokens[index + 4].isWord("frame") {
                replacements.append((text.offset(line: tokens[index + 3].line, column: tokens[index + 3].column),
                                     text.offset(line: tokens[close].line, column: tokens[close].column) + 1, "(windowScene: windowScene)"))
                index = close + 1
                continue
            }
            if !swift, token.isWord("initWithFrame") || token.isWord("init"), index >= 3, tokens[index - 1].isSymbol("]"), tokens[index - 2].isWord("alloc"),
               tokens[index - 3].isWord("UIWindow"), let end = messageEnd(tokens, from: index, end: statement.tokens.upperBound) {
                replacements.append((text.offset(line: token.line, column: token.column), text.offset(line: tokens[end].line, column: tokens[end].column),
                                     "initWithWindowScene:windowScene"))
                index = end
                continue
            }
            index += 1
        }
        // The statement's whole lines, each replacement made from the last.
        let start = text.offset(ofLine: statement.firstLine)
        let end = min(text.bytes.count, text.lines[statement.lastLine - 1].endIndex)
        var bytes = Array(text.bytes[start..<end])
        for replacement in replacements.sorted(by: { $0.start > $1.start }) where replacement.start >= start && replacement.end <= end {
            bytes.replaceSubrange((replacement.start - start)..<(replacement.end - start), with: Array(replacement.text.utf8))
        }
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let madeWindow = !replacements.isEmpty || statement.tokens.contains { tokens[$0].isWord("initWithWindowScene") }
            || (swift && statement.tokens.contains { $0 + 2 < statement.tokens.upperBound && tokens[$0].isWord("UIWindow") && tokens[$0 + 2].isWord("windowScene") })
        return (lines, madeWindow)
    }

    static func closing(_ tokens: [SourceToken], from open: Int, end: Int) -> Int? {
        var depth = 0
        for index in open..<end where tokens[index].kind == .symbol {
            if ["(", "[", "{"].contains(tokens[index].text) { depth += 1 }
            if [")", "]", "}"].contains(tokens[index].text) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The `]` ending the Objective-C message whose selector starts at `start`.
    static func messageEnd(_ tokens: [SourceToken], from start: Int, end: Int) -> Int? {
        var depth = 0
        for index in start..<end where tokens[index].kind == .symbol {
            if tokens[index].text == "[" { depth += 1 }
            if tokens[index].text == "]" {
                if depth == 0 { return index }
                depth -= 1
            }
        }
        return nil
    }
}

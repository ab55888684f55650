import AppProject
import Platform

/// The launch methods' window code leaves them for methods of the app delegate in the same file
/// (a Swift extension, an Objective-C category), which the scene delegate calls once its
/// scene's window exists: `willFinishLaunching`'s before the scene's state is restored (classic
/// restoration ran after it), `didFinishLaunching`'s after (it ran after classic restoration),
/// each in its statements' order. The app delegate's `window` property holds the scene's window
/// before any of it runs (the scene delegate sets it), so the code reads and writes it as before.
enum WindowSetupMove: MigrationChange {
    static func apply(_ decisions: AppDecisions, to work: inout AppWork) {
        guard decisions.kind == .classic else { return }
        let swift = decisions.language == .swift
        var methods: [(code: LaunchWindowCode?, method: AppDelegateSceneMethod, generated: [String])] = []
        let taken = decisions.delegate.members
        let willFinish = decisions.windowCode.first { $0.from.contains("willFinishLaunching") }
        let didFinish = decisions.windowCode.first { $0.from.contains("didFinishLaunching") }
        for item in decisions.windowCode { work.review += item.stayed }
        // The window the app delegate's property made is made for the scene instead, first.
        var generated: [String] = []
        if decisions.windowMadeByProperty != nil, !(decisions.windowCode.contains { $0.makesWindow }) {
            let property = decisions.delegate.windowProperty ?? "window"
            generated = [swift ? "\(property) = UIWindow(windowScene: windowScene)" : "self.\(property) = [[UIWindow alloc] initWithWindowScene:windowScene];"]
        }
        if willFinish?.isEmpty == false || !generated.isEmpty {
            let file = willFinish?.file ?? didFinish?.file ?? decisions.delegateFile
            let name = Self.name("setUpWindow", taken: taken)
            let method = AppDelegateSceneMethod(baseName: name, file: file, from: willFinish?.from ?? "the window property",
                                                makesWindow: !generated.isEmpty || willFinish?.makesWindow == true)
            methods.append((willFinish, method, generated))
            work.setUpMethods.beforeRestore = methods.last!.method
        }
        if let didFinish, !didFinish.isEmpty {
            let name = Self.name("finishWindowSetUp", taken: taken)
            methods.append((didFinish, AppDelegateSceneMethod(baseName: name, file: didFinish.file, from: didFinish.from, makesWindow: didFinish.makesWindow), []))
            work.setUpMethods.afterRestore = methods.last!.method
        }
        guard !methods.isEmpty else { return }
        // Each file: the lines leave, the methods are added at its end; edits of the file as
        // the project has it, so other changes' edits of it compose.
        for file in Set(methods.map(\.method.file)).sorted() {
            guard let text = work.originalText(file) else { continue }
            let here = methods.filter { $0.method.file == file }
            let removed = Set(here.compactMap(\.code).flatMap(\.removed))
            for lines in Self.runs(Self.dropped(removed, from: text, decisions: decisions, file: file)) {
                work.workspace.replace(file, text.offset(ofLine: lines.lowerBound)..<text.offset(afterLine: lines.upperBound), with: [])
            }
            work.removedLines[file, default: []].formUnion(removed)
            let unit = Self.indentUnit(text, decisions: decisions)
            var addition = swift
                ? Self.swiftExtension(decisions, here.map { ($0.code, $0.method, $0.generated) }, unit: unit)
                : Self.objectiveCCategory(decisions, here.map { ($0.code, $0.method, $0.generated) }, unit: unit)
            if let last = text.bytes.last, last != 0x0A { addition = "\n" + addition }
            work.workspace.insert(file, at: text.bytes.count, Array(addition.utf8))
            for item in here {
                let lines = (item.code?.removed ?? []).sorted()
                work.record(file, .windowSetupMoved(from: item.code?.from ?? "the window property", lines: lines, into: swift ? item.method.swiftName : item.method.selector))
            }
        }
    }

    /// Line numbers as runs of consecutive lines.
    static func runs(_ lines: Set<Int>) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for line in lines.sorted() {
            if let last = runs.last, last.upperBound + 1 == line { runs[runs.count - 1] = last.lowerBound...line } else { runs.append(line...line) }
        }
        return runs
    }

    /// `setUpWindow`, or a name the app delegate does not use.
    static func name(_ base: String, taken: Set<String>) -> String {
        [base, "scene" + base.prefix(1).uppercased() + base.dropFirst(), "migrated" + base.prefix(1).uppercased() + base.dropFirst()].first { !taken.contains($0) } ?? base + "ForScene"
    }

    /// The `removed` lines, and the blank lines their removal leaves at the top or the end of a
    /// method, or doubled.
    static func dropped(_ removed: Set<Int>, from text: SourceText, decisions: AppDecisions, file: String) -> Set<Int> {
        guard !removed.isEmpty else { return [] }
        var dropped = removed
        // The launch methods, and a helper of theirs whose window code moved (akatatsu's
        // `commonLaunchInitialization:`, left with only blank lines).
        for method in decisions.delegate.chain.flatMap(\.methods) where method.file.path == file {
            let tokens = method.file.tokens
            guard method.function.body.lowerBound > 0, method.function.body.upperBound < tokens.count else { continue }
            let open = tokens[method.function.body.lowerBound - 1].line, close = tokens[method.function.body.upperBound].line
            guard close > open + 1 else { continue }
            let body = Array((open + 1)...(close - 1))
            let kept = body.filter { !removed.contains($0) }
            let code = kept.filter { !text.isBlank($0) }
            func removedBetween(_ a: Int, _ b: Int) -> Bool { a <= b && (a...b).contains(where: removed.contains) }
            // Blank lines the removal leaves at the top or the end of the method go.
            let first = code.first ?? close, last = code.last ?? open
            for number in kept where text.isBlank(number) {
                if number < first, removedBetween(open + 1, first - 1) { dropped.insert(number) }
                if number > last, removedBetween(last + 1, close - 1) { dropped.insert(number) }
            }
            // Blank lines it brings together are one; a blank line that set the removed lines
            // apart from what follows them goes with them.
            for (a, b) in zip(code, code.dropFirst()) where removedBetween(a + 1, b - 1) {
                let blanks = kept.filter { $0 > a && $0 < b }
                dropped.formUnion(blanks.dropFirst())
                if let blank = blanks.first, removed.contains(blank - 1), !text.isBlank(a) { dropped.insert(blank) }
            }
        }
        return dropped
    }

    /// The file's indentation unit: the launch method's body's, less its declaration's.
    static func indentUnit(_ text: SourceText, decisions: AppDecisions) -> String {
        for launch in decisions.delegate.launchMethods {
            let tokens = launch.file.tokens
            guard launch.function.body.lowerBound < launch.function.body.upperBound else { continue }
            let member = text.indentation(ofLine: launch.function.line)
            let body = text.indentation(ofLine: tokens[launch.function.body.lowerBound].line)
            if body.count > member.count, body.hasPrefix(member) { return String(body.dropFirst(member.count)) }
        }
        return "    "
    }

    static func body(_ code: LaunchWindowCode?, generated: [String], indent: String) -> String {
        // A directive at the line's start stays there (Objective-C's `#ifndef` moved with a block).
        (generated + (code?.lines ?? [])).map { $0.isEmpty ? "\n" : $0.hasPrefix("#") ? $0 + "\n" : indent + $0 + "\n" }.joined()
    }

    static func purpose(_ code: LaunchWindowCode?, decisions: AppDecisions, swift: Bool) -> String {
        guard let code else { return "The window, made for the scene where the app delegate's property made one." }
        let restores = decisions.restores
        if code.from.contains("didFinishLaunching") {
            return "The window code of \(code.from), moved" + (restores ? ": it runs after the scene's state is restored, as it ran after classic restoration." : ".")
        }
        return "The window code of \(code.from), moved" + (restores ? ": it runs before the scene's state is restored, as classic restoration ran after it." : ".")
    }

    static func swiftExtension(_ decisions: AppDecisions, _ methods: [(LaunchWindowCode?, AppDelegateSceneMethod, [String])], unit: String) -> String {
        let type = decisions.delegate.type.name
        var out = "\n" + CodeComment.lines(Self.heading(decisions))
        out += "extension \(type) {\n"
        for (index, (code, method, generated)) in methods.enumerated() {
            if index > 0 { out += "\n" }
            let application = code?.applicationName ?? "application"
            let label = application == "application" ? "application" : "application \(application)"
            out += CodeComment.lines(purpose(code, decisions: decisions, swift: true), indent: unit, marker: "///")
            out += unit + "func \(method.baseName)(in windowScene: UIWindowScene, \(label): UIApplication) {\n"
            out += body(code, generated: generated, indent: unit + unit)
            out += unit + "}\n"
        }
        return out + "}\n"
    }

    static func objectiveCCategory(_ decisions: AppDecisions, _ methods: [(LaunchWindowCode?, AppDelegateSceneMethod, [String])], unit: String) -> String {
        let type = decisions.delegate.type.name
        var out = "\n" + CodeComment.lines(Self.heading(decisions))
        out += "@implementation \(type) (\(Self.category))\n"
        for (code, method, generated) in methods {
            out += "\n" + CodeComment.lines(purpose(code, decisions: decisions, swift: false), marker: "///")
            out += method.objectiveCDeclaration(applicationName: code?.applicationName ?? "application") + " {\n"
            out += body(code, generated: generated, indent: unit)
            out += "}\n"
        }
        return out + "\n@end\n"
    }

    static func heading(_ decisions: AppDecisions) -> String {
        "The window's set-up, moved out of the launch methods by `uistate migrate scenes`: in the UIScene life cycle (Apple's TN3187) "
            + "they run before any scene exists, so \(decisions.sceneDelegateName) calls these once its scene's window does."
    }

    /// The Objective-C category that holds the methods.
    static let category = "SceneLifeCycle"
}

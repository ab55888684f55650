import AppProject

/// The uses the migration cannot change mechanically, found in the app's own code and
/// storyboards, each with its file, line and why: code that assumes one window or the app
/// delegate's launch options (users of migrated apps report exactly these: a nil key window,
/// a nil `delegate.window`, URLs and shortcuts lost on a cold start), and restoration that the
/// scene's activity does not carry (views' own state, registered objects).
struct ReviewScanner {
    let app: AppTarget
    /// The classes the app uses as restoration classes.
    let restorationClasses: Set<String>
    /// Whether the app's restoration is carried (else only the life cycle's items matter).
    var restores = true
    /// Lines the migration removes (moved code), by file: nothing is said about them.
    let removed: [String: Set<Int>]
    let read: (String) -> SourceText?
    /// The app delegate's own file: its own `window` is the one the scene delegate sets.
    let delegateFile: String

    func items() -> [ReviewItem] {
        var items: [ReviewItem] = []
        let code = app.code
        for (index, file) in code.files.enumerated() where code.modules[index] == code.appModule {
            items += scan(file)
        }
        guard restores else { return items.filter { $0.code != "registered-object" } }
        items += storyboardViews()
        items += codeViews()
        items += unbuildable()
        items += cutOff()
        items += stackRoots()
        return items
    }

    func item(_ code: String, _ file: String, _ line: Int, _ message: String) -> ReviewItem {
        ReviewItem(code: code, file: file, line: line, quote: read(file)?.quote(line), message: message)
    }

    func scan(_ file: CodeFile) -> [ReviewItem] {
        let tokens = file.tokens
        let skipped = removed[file.path] ?? []
        var items: [ReviewItem] = []
        var seen: Set<String> = []
        func add(_ code: String, _ line: Int, _ message: String) {
            guard !skipped.contains(line), seen.insert(code + "\u{0}" + String(line)).inserted else { return }
            items.append(item(code, file.path, line, message))
        }
        func word(_ index: Int) -> String? { index >= 0 && index < tokens.count && tokens[index].kind == .word ? tokens[index].text : nil }
        func symbol(_ index: Int, _ text: String) -> Bool { index >= 0 && index < tokens.count && tokens[index].isSymbol(text) }
        for index in tokens.indices where tokens[index].kind == .word {
            let token = tokens[index]
            // Most words are none of those below: their first letter says so without comparing.
            guard let first = token.text.utf8.first, Self.firstLetters[Int(first)] else { continue }
            switch token.text {
            case "keyWindow":
                add("key-window", token.line, "the key window: nil until a scene connects, and one of several with more scenes; use the view's window (view.window) or the scene delegate's")
            case "windows" where symbol(index - 1, ".") && ["shared", "application", "sharedApplication", "UIApplication", "app"].contains(word(index - 2) ?? ""):
                add("application-windows", token.line, "every scene's windows: with scenes, use the window scene's (windowScene.windows)")
            case "main" where symbol(index - 1, ".") && word(index - 2) == "UIScreen":
                add("main-screen", token.line, "the main screen: a scene's window is on its window scene's screen (windowScene.screen); UIScreen.main is deprecated")
            case "mainScreen" where word(index - 1) == "UIScreen":
                add("main-screen", token.line, "the main screen: a scene's window is on its window scene's screen (windowScene.screen); mainScreen is deprecated")
            case "window" where symbol(index - 1, ".") && file.path != delegateFile && (max(0, index - 10)..<index).contains { word($0) == "delegate" && tokens[$0].line == token.line }:
                add("delegate-window", token.line, "the app delegate's window: the scene delegate sets it when its scene connects, so it is nil before that and only one of the windows when there are several")
            case "launchOptions" where symbol(index + 1, "?") && symbol(index + 2, "[") || symbol(index + 1, "[") || symbol(index + 1, "!"):
                add("launch-options", token.line, "a launch option: in a scene-based app UIKit no longer passes the URL, shortcut item or user activity that launched it here (they come in the scene's connection options, which the scene delegate forwards to the handlers)")
            case "registerObject" where word(index + 2) == "forStateRestoration" || symbol(index + 1, ":"), "registerObjectForStateRestoration":
                add("registered-object", token.line, "an object registered for state restoration: scene restoration saves view controllers only, so its state is not carried; keep what it holds in a controller's encode method or the app's own storage")
            case "ignoreSnapshotOnNextApplicationLaunch":
                add("launch-snapshot", token.line, "the launch snapshot: a scene-based app refreshes its snapshot per scene (UIApplication.requestSceneSessionRefresh(_:))")
            default:
                continue
            }
        }
        return items
    }

    /// The first letters of the words `scan` looks at.
    static let firstLetters: [Bool] = (0...255).map { byte in "kwmlri".utf8.contains(UInt8(byte)) }

    /// Views with a restoration identifier in the storyboards: UIKit restored their scroll
    /// position and selection; scene restoration does not.
    func storyboardViews() -> [ReviewItem] {
        var items: [ReviewItem] = []
        let controllerElements = Set(app.storyboards.flatMap { $0.controllers.map(\.element) })
        for storyboard in app.storyboards {
            guard let text = read(storyboard.path) else { continue }
            for number in 1...max(1, text.lines.count) {
                let line = text.line(number)
                guard line.contains(" restorationIdentifier=\""), let open = line.firstIndex(of: "<") else { continue }
                let name = String(line[line.index(after: open)...].prefix { $0 != " " && $0 != ">" && $0 != "/" })
                guard !name.isEmpty, !controllerElements.contains(name), !name.hasSuffix("Controller"), !name.hasSuffix("controller") else { continue }
                items.append(item("view-state", storyboard.path, number,
                    "a \(name) with a restoration identifier: UIKit restored its own state (scroll position, selected rows, text selection), which scene restoration does not carry; save what matters in its controller's encode method"))
            }
        }
        return items
    }

    /// Storyboard containers without a restoration identifier above controllers that have one
    /// (doctor's container-without-identifier): the migrated restoration saves what UIKit saved,
    /// so those controllers stay lost; a scene-based app's doctor no longer says it.
    func cutOff() -> [ReviewItem] {
        app.chains.flatMap(\.breaks).map { gap in
            let names = gap.cutOff.prefix(3).map { $0.restorationIdentifier ?? $0.className }.joined(separator: ", ") + (gap.cutOff.count > 3 ? ", ..." : "")
            let kind = ["navigationController": "navigation controller", "tabBarController": "tab bar controller", "splitViewController": "split view controller",
                        "pageViewController": "page view controller"][gap.container.element] ?? "view controller"
            let below = gap.cutOff.count == 1 ? "the controller below it that has one" : "the \(gap.cutOff.count) controllers below it that have one"
            return item("container-without-identifier", gap.storyboard.path, gap.container.line,
                "the \(kind) \(gap.container.className) has no restoration identifier: neither UIKit nor the migrated restoration saves it or \(below) (\(names)); give it one in Interface Builder ('uistate doctor --fix' does it before the migration)")
        }
    }

    /// A navigation controller with an identifier whose first controller has none, above a
    /// controller pushed from it that has one (HackerNews's story list): the saved stack leaves
    /// the first out, so the restored screen has nothing under it to go back to. UIKit's own
    /// navigation controller probably did the same (not verified without a device), so this is
    /// as before; a person gives it an identifier.
    func stackRoots() -> [ReviewItem] {
        var items: [ReviewItem] = []
        for (chains, storyboard) in zip(app.chains, app.storyboards) {
            for navigation in storyboard.controllers where navigation.element == "navigationController" && navigation.restorationIdentifier != nil {
                guard let segue = navigation.segues.first(where: { $0.kind == "relationship" && $0.relationship == "rootViewController" }),
                      let first = storyboard.controller(segue.destination), first.restorationIdentifier == nil, first.reference == nil else { continue }
                let pushed = chains.nodes.filter { $0.path != nil && $0.ancestors.contains(first.id) }.map { $0.controller.restorationIdentifier ?? $0.controller.className }
                guard !pushed.isEmpty else { continue }
                let className = InfoPlistFacts.className(first.className)
                items.append(item("stack-root-without-identifier", storyboard.path, first.line,
                    "\(className), the first controller of the navigation controller \(navigation.restorationIdentifier ?? ""), has no restoration identifier: the stack saved above it (\(pushed.prefix(3).joined(separator: ", "))\(pushed.count > 3 ? ", ..." : "")) is rebuilt without it, so the restored screen has no \(className) to go back to (UIKit's own navigation controller probably restored the same stack: not verified on a device); give it a restoration identifier in Interface Builder"))
            }
        }
        return items
    }

    /// Views given a restoration identifier in code (`tableView.restorationIdentifier = ...`).
    func codeViews() -> [ReviewItem] {
        app.code.restorationIdentifiers.compactMap { assignment in
            guard assignment.module == app.code.appModule, let receiver = assignment.fact.receiver.last,
                  ["view", "View", "field", "Field"].contains(where: { receiver.hasSuffix($0) }) else { return nil }
            return item("view-state", assignment.file, assignment.line,
                "a view with a restoration identifier: UIKit restored its own state (scroll position, selected rows, text selection), which scene restoration does not carry; save what matters in its controller's encode method")
        }
    }

    /// Storyboard controllers shown after launch that nothing can make again: no storyboard
    /// identifier, no restoration class.
    func unbuildable() -> [ReviewItem] {
        var items: [ReviewItem] = []
        for (chains, storyboard) in zip(app.chains, app.storyboards) {
            for node in chains.nodes where node.path != nil && !node.atLaunch && node.controller.reference == nil {
                let controller = node.controller
                let className = InfoPlistFacts.className(controller.className)
                guard controller.storyboardIdentifier == nil, !restorationClasses.contains(className) else { continue }
                items.append(item("cannot-rebuild", storyboard.path, controller.line,
                    "\(className) (restoration identifier \(controller.restorationIdentifier ?? "?")) has no storyboard ID and no restoration class: the scene's restoration cannot make it again; give it a storyboard ID"))
            }
        }
        return items
    }
}

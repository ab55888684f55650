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
    /// Controllers UIKit never restored (their restoration class declines every path): what is
    /// in them is no loss of the migration (doctor's finding says why).
    var neverRestored: Set<String> = []
    /// Whether the app's restoration is carried (else only the life cycle's items matter).
    var restores = true
    /// Lines the migration removes (moved code), by file: nothing is said about them.
    let removed: [String: Set<Int>]
    let read: (String) -> SourceText?
    /// The app delegate's own file: its own `window` is the one the scene delegate sets.
    let delegateFile: String
    /// The launch methods: the launch options are theirs.
    var launchMethods: [(file: String, function: CodeFunction)] = []
    /// The app delegate's own methods that read none of their parameters (Restorer's
    /// `commonFinishLaunchingWithOptions:`), by their Swift base name or first selector part:
    /// handing them the launch options hands on nothing.
    var ignoringHelpers: Set<String> = []

    func items() -> [ReviewItem] {
        var items: [ReviewItem] = []
        let code = app.code
        for (index, file) in code.files.enumerated() where code.modules[index] == code.appModule {
            items += scan(file)
        }
        guard restores else { return items.filter { $0.code != .registeredObject } }
        items += storyboardViews()
        items += codeViews()
        items += unbuildable()
        items += cutOff()
        items += stackRoots()
        return items
    }

    func item(_ code: ReviewCode, _ file: String, _ line: Int, _ message: String) -> ReviewItem {
        ReviewItem(code: code, file: file, line: line, quote: read(file)?.quote(line), message: message)
    }

    func scan(_ file: CodeFile) -> [ReviewItem] {
        let tokens = file.tokens
        let skipped = removed[file.path] ?? []
        var items: [ReviewItem] = []
        var seen: Set<String> = []
        func add(_ code: ReviewCode, _ line: Int, _ message: String) {
            guard !skipped.contains(line), seen.insert(code.rawValue + "\u{0}" + String(line)).inserted else { return }
            items.append(item(code, file.path, line, message))
        }
        let launchBodies = launchMethods.filter { $0.file == file.path }.map(\.function.body)
        func word(_ index: Int) -> String? { index >= 0 && index < tokens.count && tokens[index].kind == .word ? tokens[index].text : nil }
        func symbol(_ index: Int, _ text: String) -> Bool { index >= 0 && index < tokens.count && tokens[index].isSymbol(text) }
        // Whether a token is an argument of a logging call, over as many lines as the call takes
        // (podest's `os_log("...",\n log: log, type: .info, String(describing: launchOptions))`):
        // each enclosing call, innermost first, up to the statement's start.
        func logs(_ index: Int) -> Bool {
            var depth = 0
            var cursor = index - 1
            while cursor >= 0 {
                let token = tokens[cursor]
                if token.isSymbol(")") || token.isSymbol("]") { depth += 1 }
                if token.isSymbol("["), depth > 0 { depth -= 1 }
                if token.isSymbol("(") {
                    if depth == 0 {
                        if LoggingCalls.isLoggingName(word(cursor - 1) ?? "") { return true }
                    } else {
                        depth -= 1
                    }
                }
                if depth == 0, token.isSymbol(";") || token.isSymbol("{") || token.isSymbol("}") { return false }
                cursor -= 1
            }
            return false
        }
        for index in tokens.indices where tokens[index].kind == .word {
            let token = tokens[index]
            // Most words are none of those below: their first letter says so without comparing.
            guard let first = token.text.utf8.first, Self.firstLetters[Int(first)] else { continue }
            switch token.text {
            // UIApplication's own (`UIApplication.shared.keyWindow`, `[[UIApplication
            // sharedApplication] keyWindow]`), not a name of the app's (Simplenote's
            // `let keyWindow = foregroundSceneWindows.first { $0.isKeyWindow }`).
            case "keyWindow" where Self.applicationReceivers.contains(word(index - 2) ?? "") && (symbol(index - 1, ".") || symbol(index - 1, "]"))
                || Self.applicationReceivers.contains(word(index - 1) ?? "") && symbol(index - 2, "[")
                || symbol(index - 1, ".") && symbol(index - 2, "]") && word(index - 3) == "sharedApplication":
                add(.keyWindow, token.line, "the key window: nil until a scene connects, and one of several with more scenes; use the view's window (view.window) or the scene delegate's")
            case "windows" where symbol(index - 1, ".") && ["shared", "application", "sharedApplication", "UIApplication", "app"].contains(word(index - 2) ?? ""):
                add(.applicationWindows, token.line, "every scene's windows: with scenes, use the window scene's (windowScene.windows)")
            case "main" where symbol(index - 1, ".") && word(index - 2) == "UIScreen":
                add(.mainScreen, token.line, "the main screen: a scene's window is on its window scene's screen (windowScene.screen); UIScreen.main is deprecated")
            case "mainScreen" where word(index - 1) == "UIScreen":
                add(.mainScreen, token.line, "the main screen: a scene's window is on its window scene's screen (windowScene.screen); mainScreen is deprecated")
            case "window" where symbol(index - 1, ".") && file.path != delegateFile && (max(0, index - 10)..<index).contains { word($0) == "delegate" && tokens[$0].line == token.line }:
                add(.delegateWindow, token.line, "the app delegate's window: the scene delegate sets it when its scene connects, so it is nil before that and only one of the windows when there are several")
            case "launchOptions" where symbol(index + 1, "?") && symbol(index + 2, "[") || symbol(index + 1, "[") || symbol(index + 1, "!"):
                add(.launchOptions, token.line, "a launch option: in a scene-based app UIKit no longer passes the URL, shortcut item or user activity that launched it here (they come in the scene's connection options, which the scene delegate forwards to the handlers)")
            case "registerObject" where word(index + 2) == "forStateRestoration" || symbol(index + 1, ":"), "registerObjectForStateRestoration":
                add(.registeredObject, token.line, "an object registered for state restoration: the migrated restoration saves view controllers (and what their encode methods write), not registered objects, so its state is not carried; keep what it holds in a controller's encode method or the app's own storage")
            case "launchOptions" where launchBodies.contains { $0.contains(index) } && (symbol(index - 1, ":") || symbol(index - 1, "(") || symbol(index - 1, ","))
                && (symbol(index + 1, ")") || symbol(index + 1, ",") || symbol(index + 1, "]"))
                && !(symbol(index - 1, ":") && word(index - 3) == "self" && ignoringHelpers.contains((word(index - 2) ?? "") + ":"))
                && !(symbol(index - 1, "(") && ignoringHelpers.contains(word(index - 2) ?? ""))
                && !(symbol(index - 1, ":") && symbol(index - 3, "(") && ignoringHelpers.contains(word(index - 4) ?? "")) && !logs(index):
                add(.launchOptionsHandedOn, token.line, "the launch options handed on whole (a framework's start method, a helper): in a scene-based app they no longer hold the URL, user activity or shortcut item that launched the app, which come in the scene's connection options; check what the callee reads from them and hand it those from scene(_:willConnectTo:options:)")
            case "UIWindow" where (symbol(index + 1, "(") && (word(index + 2) == "frame" || symbol(index + 2, ")"))) || (word(index + 2) == "alloc" && ["initWithFrame", "init"].contains(word(index + 4) ?? "")):
                add(.windowWithoutScene, token.line, "a window made without a scene: in a scene-based app a window is shown only in a window scene, so this one never is; make it with UIWindow(windowScene:) from the scene it belongs to (the scene delegate's, or view.window?.windowScene)")
            case "ignoreSnapshotOnNextApplicationLaunch":
                add(.launchSnapshot, token.line, "the launch snapshot: a scene-based app refreshes its snapshot per scene (UIApplication.requestSceneSessionRefresh(_:))")
            default:
                continue
            }
        }
        return items
    }

    /// What names the application where a property of it is read.
    static let applicationReceivers: Set<String> = ["shared", "sharedApplication", "UIApplication", "application", "app", "NSApp"]

    /// The first letters of the words `scan` looks at.
    static let firstLetters: [Bool] = (0...255).map { byte in "kwmlriU".utf8.contains(UInt8(byte)) }

    /// Views with a restoration identifier in the storyboards: UIKit restored their scroll
    /// position and selection; scene restoration does not.
    func storyboardViews() -> [ReviewItem] {
        var items: [ReviewItem] = []
        let controllerElements = Set(app.storyboards.flatMap { $0.controllers.map(\.element) })
        for storyboard in app.storyboards {
            guard let text = read(storyboard.path) else { continue }
            // The class of each view the storyboard reader found given an identifier, by its line.
            let classes = Dictionary(storyboard.identifiedViews.map { ($0.line, $0.className) }) { first, _ in first }
            for number in 1...max(1, text.lines.count) {
                let line = text.line(number)
                guard line.contains(" restorationIdentifier=\""), let open = line.firstIndex(of: "<") else { continue }
                let name = String(line[line.index(after: open)...].prefix { $0 != " " && $0 != ">" && $0 != "/" })
                guard !name.isEmpty, !controllerElements.contains(name), !name.hasSuffix("Controller"), !name.hasSuffix("controller"),
                      !Self.isReusable(name) else { continue }
                let customClass = classes[number].flatMap { $0 == name ? nil : $0 }
                let methods = customClass.flatMap { ownStateMethods(of: $0, module: app.code.appModule) }
                guard Self.statefulViewElements.contains(name) || methods != nil else { continue }
                if let owner = Self.owner(of: number, in: storyboard), neverRestored.contains(InfoPlistFacts.className(owner.className)) { continue }
                items.append(item(.viewState, storyboard.path, number,
                    viewStateMessage("a \(methods == nil ? name : customClass ?? name)", keptByUIKit: Self.statefulViewElements.contains(name), methods: methods)))
            }
        }
        return items
    }

    /// The storyboard elements of UIKit's views that keep their own state when given a
    /// restoration identifier (Apple's "Preserving Your App's UI Across Launches" names
    /// UICollectionView, UIImageView, UIScrollView, UITableView, UITextField, UITextView and
    /// UIWebView); any other view (a plain view, a map, a WKWebView) keeps nothing of its own
    /// unless its class encodes something (`encodeRestorableState`).
    static let statefulViewElements: Set<String> = ["collectionView", "imageView", "scrollView", "tableView", "textField", "textView", "webView"]

    /// A view class's own restoration: the encode method it (or a superclass of the app's)
    /// declares, and the decode method beside it, which UIKit called for a view with a
    /// restoration identifier and scene restoration never calls.
    struct OwnStateMethods {
        var file: String
        var line: Int
        var names: [String]
    }

    func ownStateMethods(of name: String, module: String) -> OwnStateMethods? {
        guard let type = app.code.lookup(name, from: module) else { return nil }
        let classes = app.code.chain(type).classes
        guard let encode = classes.lazy.compactMap({ $0.method(.encode) }).first else { return nil }
        let language = encode.file.language
        let decode = classes.lazy.compactMap { $0.method(.decode) }.first
        return OwnStateMethods(file: encode.file.path, line: encode.function.line,
                               names: [RestorationMethod.encode.name(in: language)] + (decode == nil ? [] : [RestorationMethod.decode.name(in: language)]))
    }

    /// Why a view's state is not carried: UIKit's own restoration of its kind (scroll
    /// position, selection), its class's own encode and decode methods, or both.
    func viewStateMessage(_ view: String, keptByUIKit: Bool, methods: OwnStateMethods?) -> String {
        let own = methods.map { "its \($0.names.joined(separator: " and ")) (\($0.file):\($0.line))" }
        let what = switch (keptByUIKit, own) {
        case (true, let own?): "UIKit restored its own state (scroll position, selected rows, text selection) and called \(own); scene restoration does neither"
        case (false, let own?): "UIKit called \(own), which no longer run\(methods?.names.count == 1 ? "s" : ""): scene restoration saves view controllers only"
        default: "UIKit restored its own state (scroll position, selected rows, text selection), which scene restoration does not carry"
        }
        return "\(view) with a restoration identifier: \(what); save what matters in its controller's encode method"
    }

    /// UIKit's classes of those views (`statefulViewElements`).
    static let statefulViewClasses: Set<String> = ["UICollectionView", "UIImageView", "UIScrollView", "UITableView", "UITextField", "UITextView", "UIWebView"]

    /// Whether a view of a declared type keeps state of its own: one of UIKit's that do, a
    /// class of the app that is one or encodes something, or a class doctor does not know (so
    /// said for review); a view of Apple's known to keep nothing (a WKWebView, a label) does not.
    func restoresItsOwnState(type name: String, module: String) -> Bool {
        if Self.statefulViewClasses.contains(name) { return true }
        if let type = app.code.lookup(name, from: module) {
            if ownStateMethods(of: name, module: module) != nil { return true }
            guard let external = app.code.chain(type).external else { return false }
            return restoresItsOwnState(type: external, module: module)
        }
        return !UIKitClasses.ancestors(of: name).contains("UIView")
    }

    /// Cells and reusable views: UIKit does not restore their own state (a table or collection
    /// view restores its selection through its data source's model identifiers), whatever
    /// identifier a xib or storyboard gives them.
    static func isReusable(_ element: String) -> Bool {
        element.hasSuffix("Cell") || element.hasSuffix("ReusableView") || element == "tableViewHeaderFooterView" || element == "collectionReusableView"
    }

    /// The storyboard controller whose scene holds a line (the last one that starts above it).
    static func owner(of line: Int, in storyboard: Storyboard) -> StoryboardController? {
        storyboard.controllers.filter { $0.line <= line }.max { $0.line < $1.line }
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
            return item(.containerWithoutIdentifier, gap.storyboard.path, gap.container.line,
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
                items.append(item(.stackRootWithoutIdentifier, storyboard.path, first.line,
                    "\(className), the first controller of the navigation controller \(navigation.restorationIdentifier ?? ""), has no restoration identifier: the stack saved above it (\(pushed.prefix(3).joined(separator: ", "))\(pushed.count > 3 ? ", ..." : "")) is rebuilt without it, so the restored screen has no \(className) to go back to (UIKit's own navigation controller probably restored the same stack: not verified on a device); give it a restoration identifier in Interface Builder"))
            }
        }
        return items
    }

    /// Views given a restoration identifier in code (`tableView.restorationIdentifier = ...`).
    func codeViews() -> [ReviewItem] {
        let code = app.code
        return code.restorationIdentifiers.compactMap { assignment in
            guard assignment.module == code.appModule, let receiver = assignment.fact.receiver.last,
                  ["view", "View", "field", "Field"].contains(where: { receiver.hasSuffix($0) }) else { return nil }
            // A property whose type is a controller is one, whatever its name says.
            if let owner = assignment.inClass.flatMap({ code.classes[$0] }) {
                if neverRestored.contains(owner.name) { return nil }
                let declared = owner.properties[receiver] ?? code.chain(owner).classes.lazy.compactMap { $0.properties[receiver] }.first
                if let declared {
                    if UIKitClasses.isViewController(declared) { return nil }
                    if let type = code.lookup(declared, from: owner.module), code.isController(type) { return nil }
                    if !restoresItsOwnState(type: declared, module: owner.module) { return nil }
                    if let methods = ownStateMethods(of: declared, module: owner.module) {
                        let uikitClass = code.lookup(declared, from: owner.module).flatMap { code.chain($0).external }
                        let keptByUIKit = uikitClass.map(Self.statefulViewClasses.contains) ?? false
                        return item(.viewState, assignment.file, assignment.line, viewStateMessage("a \(declared)", keptByUIKit: keptByUIKit, methods: methods))
                    }
                }
            }
            return item(.viewState, assignment.file, assignment.line, viewStateMessage("a view", keptByUIKit: true, methods: nil))
        }
    }

    /// Storyboard controllers shown after launch that nothing can make again: no storyboard
    /// identifier, no restoration class. A child of a container by a relationship segue (a
    /// tab, a navigation controller's root) is not one: the storyboard makes it with its
    /// container, and the restore finds it there (the one already at that place); a
    /// container nothing can make has its own item.
    func unbuildable() -> [ReviewItem] {
        var items: [ReviewItem] = []
        // A scene without a storyboard ID is made again by the name its compiled storyboard gives
        // it (UIKit records it), in its class's one storyboard.
        let oneStoryboard = CarriedControllers.classStoryboards(app)
        for (chains, storyboard) in zip(app.chains, app.storyboards) {
            let own = CarriedControllers.isAppStoryboard(storyboard, of: app)
            for node in chains.nodes where node.path != nil && !node.atLaunch && !node.withContainer && node.controller.reference == nil {
                let controller = node.controller
                let className = InfoPlistFacts.className(controller.className)
                guard controller.storyboardIdentifier == nil || !own, !restorationClasses.contains(className), !neverRestored.contains(className) else { continue }
                let identified = "\(className) (restoration identifier \(controller.restorationIdentifier ?? "?"))"
                guard own else {
                    items.append(item(.cannotRebuild, storyboard.path, controller.line,
                        "\(identified) is in a linked framework's storyboard, in that framework's bundle, which the scene's restoration does not make controllers from; give it a restoration class"))
                    continue
                }
                let why: String
                if oneStoryboard[className] == nil {
                    why = "its class is in several storyboards: the scene's restoration cannot tell which to make it again from"
                } else if !CarriedControllers.recordsIdentifier(className, code: app.code) {
                    why = "UIKit's container records the identifier it was made by in its own encode method, which the scene's restoration does not run: it cannot make it again"
                } else {
                    continue
                }
                items.append(item(.cannotRebuild, storyboard.path, controller.line,
                    "\(identified) has no storyboard ID and no restoration class, and \(why); give it a storyboard ID"))
            }
        }
        return items
    }
}

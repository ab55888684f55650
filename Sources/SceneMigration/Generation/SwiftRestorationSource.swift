/// `SceneRestoration.swift`, the restoration code a Swift app gets: the view controllers'
/// classic state saved into the scene's restoration activity and rebuilt from it, in the
/// format `RestorationActivityFormat` describes. One template, the same for every app; the
/// `{{...}}` parts are what `RestorationCode` says of the app.
enum SwiftRestorationSource {
    typealias Format = RestorationActivityFormat

    static func text(_ code: RestorationCode) -> String {
        func literal(_ text: String) -> String { CodeLiteral.swift(text) }
        func table(_ rows: [RestorationCode.Row]) -> String {
            guard !rows.isEmpty else { return "[:]" }
            return "[\n" + rows.map { "        \(literal($0.key)): \(literal($0.value)),\n" }.joined() + "    ]"
        }
        func block(_ indent: Int, _ lines: [String]) -> String {
            lines.map { $0.isEmpty ? "" : String(repeating: " ", count: indent) + $0 }.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
        }
        let delegate = code.appDelegate
        var parts: [String: String] = [
            "activityType": code.activityType.map(literal) ?? "(Bundle.main.bundleIdentifier ?? \"\") + \(literal(RestorationActivityType.suffix))",
            "activityTypeNote": code.activityType == nil
                ? "/// The restoration activity's type: the bundle id the app runs with, `.restoration` (the bundle id\n    /// differs per build configuration); NSUserActivityTypes declares it for each."
                : "/// The restoration activity's type, declared in the Info.plist's NSUserActivityTypes.",
            "storyboardIdentifiers": table(code.storyboardIdentifiers),
            "storyboards": table(code.storyboards),
            "classIdentifiers": table(code.classIdentifiers),
            "classStoryboards": table(code.classStoryboards),
            "version": String(Format.version),
            "willEncode": "",
            "save": "",
            "ask": block(8, ["return true"]),
            "didDecode": "",
            "factory": block(16, ["controller = launched"]),
        ]
        for (name, value) in Format.constants { parts[name] = literal(value) }
        if code.willEncode {
            parts["willEncode"] = block(8, [
                "if let delegate = UIApplication.shared.delegate as? \(delegate) {",
                "    delegate.application(UIApplication.shared, willEncodeRestorableStateWith: archiver)",
                "}",
            ])
        }
        if code.save != .none {
            let method = code.save.method("Save")
            parts["save"] = block(8, [
                "// The save opt-in writes what its restore counterpart checks (a version); a no saves nothing.",
                "if let delegate = UIApplication.shared.delegate as? \(delegate),",
                "   !delegate.application(UIApplication.shared, \(method): archiver) {",
                "    return nil",
                "}",
            ])
        }
        if code.restore != .none {
            let method = code.restore.method("Restore")
            parts["ask"] = block(8, [
                "guard let delegate = UIApplication.shared.delegate as? \(delegate),",
                "      let coder = unarchiver(data ?? NSKeyedArchiver(requiringSecureCoding: false).encodedData) else { return true }",
                "// A state another version saved is refused here, as UIKit's restore refused it. Its",
                "// returns hand the answer to keepRestoreAnswer (which tells the caller no); one the app",
                "// inherits from a framework answers directly.",
                "let answer = delegate.application(UIApplication.shared, \(method): coder)",
                "return restoreAnswer ?? answer",
            ])
        }
        if code.didDecode {
            parts["didDecode"] = block(8, [
                "if let delegate = UIApplication.shared.delegate as? \(delegate), let data = info[appKey] as? Data, let coder = unarchiver(data) {",
                "    // A controller it decodes is the rebuilt one at the path it was saved as.",
                "    coder.delegate = rebuild",
                "    delegate.application(UIApplication.shared, didDecodeRestorableStateWith: coder)",
                "}",
            ])
        }
        if code.delegateFactory {
            parts["factory"] = block(16, [
                "if let delegate = UIApplication.shared.delegate as? \(delegate) {",
                "    controller = delegate.application(UIApplication.shared, viewControllerWithRestorationIdentifierPath: identifiers, coder: coder(for: path))",
                "}",
                "if controller == nil {",
                "    controller = launched",
                "}",
            ])
        }
        return Template.fill(template, parts)
    }

    static let template = #"""
        import UIKit

        /// State restoration in the UIScene life cycle, carried over from the app's classic
        /// restoration by `uistate migrate scenes` (uistate's docs/migrate.md).
        ///
        /// In an app that uses scenes UIKit no longer calls `encodeRestorableState(with:)` and
        /// `decodeRestorableState(with:)`. This does it in the scene's restoration activity: it
        /// walks the window's view controllers as UIKit did (one without a restoration
        /// identifier is left out with everything below it), runs each controller's own encode
        /// method with a keyed archiver (another controller it encodes is kept as its
        /// identifier path, as UIKit's archiver keeps it), and records the navigation stacks,
        /// the selected tabs, split view columns, presented controllers, whether each view was
        /// loaded and the storyboard ID of a controller made from a storyboard. When the scene
        /// connects again it rebuilds that tree in UIKit's order: each controller made (its
        /// restoration class, else the app delegate, else the one launch made there, else its
        /// storyboard; the window's root made that way when launch made none), the views that
        /// were loaded loaded again, each decode method (parents first), the app delegate's,
        /// what was presented, then `applicationFinishedRestoringState()`. The app delegate's
        /// restore opt-in still decides, asked once: UIKit asks it at launch in a scene-based
        /// app too, and its answer is kept (`keepRestoreAnswer`).
        @MainActor
        enum SceneRestoration {
            {{activityTypeNote}}
            static let activityType = {{activityType}}

            /// Storyboard identifier of each controller the storyboards make on a segue path, by
            /// its restoration identifier path; the storyboard each identifier is in; and the one
            /// identifier of a class, for a controller the code made from its storyboard.
            static let storyboardIdentifiers: [String: String] = {{storyboardIdentifiers}}
            static let storyboards: [String: String] = {{storyboards}}
            static let classIdentifiers: [String: String] = {{classIdentifiers}}
            static let classStoryboards: [String: String] = {{classStoryboards}}

            // The activity's format (uistate's RestorationActivityFormat, version {{version}}).
            static let format = {{version}}
            static let formatKey = {{formatKey}}
            static let appKey = {{appKey}}
            static let rootKey = {{rootKey}}
            static let controllersKey = {{controllersKey}}
            static let buildKey = {{buildKey}}
            static let classKey = {{classKey}}
            static let restorationClassKey = {{restorationClassKey}}
            static let storyboardIdentifierKey = {{storyboardIdentifierKey}}
            static let storyboardKey = {{storyboardKey}}
            static let childrenKey = {{childrenKey}}
            static let selectedIndexKey = {{selectedIndexKey}}
            static let presentedKey = {{presentedKey}}
            static let viewLoadedKey = {{viewLoadedKey}}
            static let stateKey = {{stateKey}}

            /// The archives name a reference by a class name of their own, whatever module
            /// this file is compiled in.
            static let registered: Bool = {
                NSKeyedArchiver.setClassName({{referenceClass}}, for: SceneRestorationReference.self)
                NSKeyedUnarchiver.setClass(SceneRestorationReference.self, forClassName: {{referenceClass}})
                return true
            }()

            // MARK: The app delegate's answer

            /// What the app delegate's restore opt-in answered. UIKit asks it at launch in a
            /// scene-based app too (it still runs the app-level part of classic restoration):
            /// each of its `return`s hands its answer here, so it is never asked twice.
            static var restoreAnswer: Bool?

            /// Keeps the answer for the scene's restore and tells UIKit no: UIKit's own restore at
            /// launch (the app delegate's `didDecodeRestorableStateWith` before any window exists,
            /// controllers restored classically on systems that still do) then never runs, and
            /// the scene's restore is the only one.
            @discardableResult
            static func keepRestoreAnswer(_ answer: Bool) -> Bool {
                restoreAnswer = answer
                return false
            }

            // MARK: Saving

            /// What `stateRestorationActivity(for:)` keeps for `window`.
            static func userInfo(for window: UIWindow?) -> [AnyHashable: Any] {
                _ = registered
                var walk = Preservation()
                let root = window?.rootViewController
                if let root, let identifier = root.restorationIdentifier {
                    walk.visit(root, path: identifier)
                }
                // The app-level values are saved whatever the tree (an app may restore at app
                // level only); nothing is when the save opt-in says no, as UIKit saved nothing.
                guard let app = appState(references: References(paths: walk.paths)) else { return [:] }
                var info: [AnyHashable: Any] = [formatKey: format, appKey: app]
                if let build = build() { info[buildKey] = build }
                guard let root, let identifier = root.restorationIdentifier else { return info }
                var controllers: [String: Any] = [:]
                for (controller, path) in walk.order {
                    controllers[path] = walk.entry(controller, path: path)
                }
                info[rootKey] = identifier
                info[controllersKey] = controllers
                return info
            }

            /// When the app's binary was built (its modification time): a storyboard identifier
            /// only UIKit recorded (the compiled storyboard's name for a scene without a storyboard
            /// ID) is used to make a controller again only in a state this same build saved, since
            /// a storyboard that lacks it raises, and another build's storyboards may.
            static func build() -> Double? {
                guard let path = Bundle.main.executablePath,
                      let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { return nil }
                return date.timeIntervalSince1970
            }

            /// What the app delegate's save opt-in and app-level encode method write, as into
            /// UIKit's app-level archive; nil when the opt-in declines.
            static func appState(references: References) -> Data? {
                let archiver = NSKeyedArchiver(requiringSecureCoding: false)
                // A controller it encodes is kept as its identifier path, as at controller level.
                archiver.delegate = references
        {{save}}{{willEncode}}        archiver.finishEncoding()
                return archiver.encodedData
            }

            /// The controllers a container holds, in its order.
            static func contained(_ controller: UIViewController) -> [UIViewController] {
                if let navigation = controller as? UINavigationController { return navigation.viewControllers }
                if let tabs = controller as? UITabBarController { return tabs.viewControllers ?? [] }
                if let split = controller as? UISplitViewController { return split.viewControllers }
                return controller.children
            }

            /// The controller it presents itself (not one an ancestor presents).
            static func presented(by controller: UIViewController) -> UIViewController? {
                guard let presented = controller.presentedViewController, presented.presentingViewController === controller else { return nil }
                return presented
            }

            /// Whether a controller's own encode or decode method (`selector`) is called: not
            /// UIKit's containers' (their children and selection are the tree, and how their
            /// methods use a coder is not known), nor an app's subclass's of one unless the
            /// subclass overrides that method itself.
            static func runs(_ selector: String, on controller: UIViewController) -> Bool {
                let containers: [UIViewController.Type] = [UINavigationController.self, UITabBarController.self, UISplitViewController.self, UIPageViewController.self]
                guard let container = containers.first(where: { controller.isKind(of: $0) }) else { return true }
                let method = NSSelectorFromString(selector)
                return type(of: controller).instanceMethod(for: method) != container.instanceMethod(for: method)
            }

            /// The controllers to save, parents first, each with its identifier path: a
            /// navigation controller's children below it, a tab's or any other container's
            /// child below an index, a presented controller below its presenter.
            @MainActor
            struct Preservation {
                var order: [(UIViewController, String)] = []
                var paths: [ObjectIdentifier: String] = [:]
                var used: Set<String> = []

                mutating func visit(_ controller: UIViewController, path: String) {
                    order.append((controller, path))
                    paths[ObjectIdentifier(controller)] = path
                    used.insert(path)
                    let indexed = !(controller is UINavigationController)
                    for (index, child) in SceneRestoration.contained(controller).enumerated() {
                        guard let identifier = child.restorationIdentifier else { continue }
                        var childPath = path + "/" + identifier
                        if indexed || used.contains(childPath) { childPath = path + "/:[\(index)]:/" + identifier }
                        visit(child, path: childPath)
                    }
                    if let presented = SceneRestoration.presented(by: controller), let identifier = presented.restorationIdentifier {
                        var presentedPath = path + "/" + identifier
                        var index = 0
                        while used.contains(presentedPath) {
                            presentedPath = path + "/:[\(index)]:/" + identifier
                            index += 1
                        }
                        visit(presented, path: presentedPath)
                    }
                }

                func entry(_ controller: UIViewController, path: String) -> [String: Any] {
                    // Whether the view was loaded, as a number: an archive may take a Bool and an equal
                    // number for one object, and the format's numbers must read back as numbers.
                    var entry: [String: Any] = [classKey: NSStringFromClass(type(of: controller)), viewLoadedKey: controller.isViewLoaded ? 1 : 0]
                    if let restorationClass = controller.restorationClass {
                        entry[restorationClassKey] = NSStringFromClass(restorationClass)
                    }
                    let children = SceneRestoration.contained(controller).compactMap { paths[ObjectIdentifier($0)] }
                    if !children.isEmpty { entry[childrenKey] = children }
                    if let tabs = controller as? UITabBarController, !(tabs.viewControllers ?? []).isEmpty { entry[selectedIndexKey] = tabs.selectedIndex }
                    if let presented = SceneRestoration.presented(by: controller), let presentedPath = paths[ObjectIdentifier(presented)] {
                        entry[presentedKey] = presentedPath
                    }
                    var storyboardIdentifier: String?
                    if SceneRestoration.runs("encodeRestorableStateWithCoder:", on: controller) {
                        let archiver = StateArchiver(requiringSecureCoding: false)
                        let references = References(paths: paths)
                        archiver.delegate = references
                        controller.encodeRestorableState(with: archiver)
                        archiver.finishEncoding()
                        entry[stateKey] = archiver.encodedData
                        storyboardIdentifier = archiver.storyboardIdentifier
                    }
                    // A controller made from a storyboard (at launch, by a segue, or by the code's
                    // instantiateViewController(withIdentifier:)) is made again from it, as UIKit
                    // makes it: by the identifier UIKit's own encode records (its storyboard ID, or
                    // the name the compiled storyboard gives a scene without one), else its class's
                    // one ID; in the storyboard that ID is in, else its class's one storyboard,
                    // which UIKit also hands a restoration class in its coder.
                    if controller.storyboard != nil {
                        let className = String(describing: type(of: controller))
                        let identifier = storyboardIdentifier ?? classIdentifiers[className]
                        if let name = identifier.flatMap({ storyboards[$0] }) ?? classStoryboards[className] {
                            entry[storyboardKey] = name
                            entry[storyboardIdentifierKey] = identifier
                        }
                    }
                    return entry
                }
            }

            /// An archiver that notes the storyboard ID UIKit's own encode method (the
            /// controller's `super`) records, which is all a controller made from a storyboard
            /// needs to be made again.
            final class StateArchiver: NSKeyedArchiver {
                var storyboardIdentifier: String?

                override func encode(_ object: Any?, forKey key: String) {
                    if key == {{storyboardIdentifierStateKey}} { storyboardIdentifier = object as? String }
                    super.encode(object, forKey: key)
                }
            }

            /// A controller's coder, which answers UIKit's storyboard key with the storyboard the
            /// controller came from, as UIKit's coder does (a restoration class makes the
            /// controller from it: `UIApplication.stateRestorationViewControllerStoryboardKey`).
            final class StateUnarchiver: NSKeyedUnarchiver {
                var storyboard: UIStoryboard?

                override func decodeObject(forKey key: String) -> Any? {
                    if key == UIApplication.stateRestorationViewControllerStoryboardKey, let storyboard { return storyboard }
                    return super.decodeObject(forKey: key)
                }
            }

            /// Keeps another controller as its identifier path, as UIKit's archiver does; a view
            /// or another restorable object as nothing (scene restoration does not rebuild them).
            final class References: NSObject, NSKeyedArchiverDelegate {
                let paths: [ObjectIdentifier: String]

                init(paths: [ObjectIdentifier: String]) {
                    self.paths = paths
                }

                func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? {
                    if let controller = object as? UIViewController {
                        return paths[ObjectIdentifier(controller)].map { SceneRestorationReference(path: $0) }
                    }
                    if object is UIView || object is UIStateRestoring { return nil }
                    // UIKit's storyboard: the storyboards are known by identifier.
                    if object is UIStoryboard || String(describing: type(of: object)) == "_UIStoryboardProxy" { return nil }
                    return object
                }
            }

            // MARK: Restoring

            /// Rebuilds `window`'s controllers from a restoration activity this code saved;
            /// false when it is not one, or the app delegate refuses it.
            @discardableResult
            static func restore(_ activity: NSUserActivity, in window: UIWindow?) -> Bool {
                _ = registered
                guard activity.activityType == activityType, let info = activity.userInfo, info[formatKey] as? Int == format,
                      appAllowsRestoring(info[appKey] as? Data)
                else { return false }
                let rebuild = Rebuild(entries: info[controllersKey] as? [String: [String: Any]] ?? [:])
                // A converted state (no build) holds what UIKit recorded for the classic app, as
                // UIKit's own restore used it.
                rebuild.usesRecordedIdentifiers = info[buildKey] == nil || info[buildKey] as? Double == build()
                if let rootPath = info[rootKey] as? String, let window {
                    rebuild.attachRoot(rootPath, in: window)
                }
                // UIKit's order: the views that were loaded, then each decode method, parents
                // first, then the app delegate's.
                rebuild.loadViews()
                rebuild.decode()
        {{didDecode}}        rebuild.present()
                return true
            }

            /// Whether the app delegate lets the state be restored: the answer it gave UIKit at
            /// launch; when UIKit did not ask (it had no app-level archive), asked here, once,
            /// with the activity's app-level values.
            static func appAllowsRestoring(_ data: Data?) -> Bool {
                if let restoreAnswer { return restoreAnswer }
        {{ask}}    }

            static func unarchiver(_ data: Data) -> StateUnarchiver? {
                guard let coder = try? StateUnarchiver(forReadingFrom: data) else { return nil }
                // The app's own decode methods decide what they accept, as with UIKit's coder.
                coder.requiresSecureCoding = false
                return coder
            }

            /// The restoration identifiers of a path, without the `:[n]:` positions, as UIKit
            /// hands them to restoration classes.
            static func identifiers(_ path: String) -> [String] {
                path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                    .filter { !($0.hasPrefix(":[") && $0.hasSuffix("]:")) }
            }

            /// The child's index in its container, from its path's last `:[n]:` (a tab's, a
            /// custom container's); nil for a navigation stack's child.
            static func position(_ path: String) -> Int? {
                let components = path.split(separator: "/", omittingEmptySubsequences: false)
                guard components.count >= 2 else { return nil }
                let marker = components[components.count - 2]
                guard marker.hasPrefix(":["), marker.hasSuffix("]:") else { return nil }
                return Int(marker.dropFirst(2).dropLast(2))
            }

            /// The tree of one saved state, made again and decoded: parents first, each
            /// controller made as UIKit makes it (restoration class, app delegate, the one
            /// launch made, storyboard).
            @MainActor
            final class Rebuild: NSObject, @preconcurrency NSKeyedUnarchiverDelegate {
                let entries: [String: [String: Any]]
                var controllers: [String: UIViewController] = [:]
                var order: [String] = []
                /// Made, but not of the class saved: UIKit does not decode those either.
                var notDecoded: Set<String> = []
                var presentations: [(presenter: UIViewController, presented: UIViewController)] = []
                /// Whether a storyboard identifier saved with a controller that is no storyboard ID of
                /// the app's may be used (the state is this build's, or converted).
                var usesRecordedIdentifiers = false

                init(entries: [String: [String: Any]]) {
                    self.entries = entries
                }

                /// The window's root: the one launch made when it is the saved one; else made as
                /// UIKit makes any controller, and shown in the window unless its maker did that
                /// (an app delegate's factory sets the window's root itself). The app's own "make a
                /// root unless restored" code after the restore then finds it.
                func attachRoot(_ path: String, in window: UIWindow) {
                    if let root = window.rootViewController, root.restorationIdentifier == path {
                        attach(root, at: path)
                        return
                    }
                    guard let made = make(path) else { return }
                    if window.rootViewController == nil {
                        window.rootViewController = made
                    }
                    // Another root the app made at launch stays: UIKit would not have shown this one either.
                    guard window.rootViewController === made else { return }
                    attach(made, at: path)
                }

                func attach(_ controller: UIViewController, at path: String) {
                    guard controllers[path] == nil else { return }
                    controllers[path] = controller
                    order.append(path)
                    guard let entry = entries[path] else { return }
                    let childPaths = entry[childrenKey] as? [String] ?? []
                    let existing = SceneRestoration.contained(controller)
                    var children: [(position: Int, controller: UIViewController)] = []
                    for (index, childPath) in childPaths.enumerated() {
                        let identifier = SceneRestoration.identifiers(childPath).last
                        let position = SceneRestoration.position(childPath) ?? index
                        let launched = position < existing.count && existing[position].restorationIdentifier == identifier ? existing[position]
                            : existing.first(where: { $0.restorationIdentifier == identifier && !isAttached($0) })
                        guard let child = make(childPath, launched: launched) else {
                            // UIKit leaves out what it cannot make, and what was pushed after it.
                            if controller is UINavigationController { break }
                            continue
                        }
                        children.append((position, child))
                        attach(child, at: childPath)
                    }
                    if let navigation = controller as? UINavigationController {
                        let stack = children.map { $0.controller }
                        if !stack.isEmpty, stack.map(ObjectIdentifier.init) != existing.map(ObjectIdentifier.init) {
                            navigation.setViewControllers(stack, animated: false)
                        }
                    } else if controller is UITabBarController || controller is UISplitViewController {
                        // A child made again takes its place, as UIKit's containers re-link theirs;
                        // a custom container's own decode method re-links its children.
                        var replaced = existing
                        for (position, child) in children where position < replaced.count { replaced[position] = child }
                        if replaced.map(ObjectIdentifier.init) != existing.map(ObjectIdentifier.init) {
                            if let tabs = controller as? UITabBarController { tabs.viewControllers = replaced }
                            if let split = controller as? UISplitViewController { split.viewControllers = replaced }
                        }
                    }
                    if let tabs = controller as? UITabBarController, let selected = entry[selectedIndexKey] as? Int,
                       selected >= 0, selected < (tabs.viewControllers ?? []).count {
                        tabs.selectedIndex = selected
                    }
                    if let presentedPath = entry[presentedKey] as? String, let presented = make(presentedPath) {
                        attach(presented, at: presentedPath)
                        presentations.append((controller, presented))
                    }
                }

                func isAttached(_ controller: UIViewController) -> Bool {
                    controllers.values.contains { $0 === controller }
                }

                /// A controller made again as UIKit makes it: by its restoration class (which alone
                /// decides), else by the app delegate, else the one launch made at that place
                /// (`launched`), else from its storyboard, by the identifier the path has in it or
                /// the one saved with the controller.
                func make(_ path: String, launched: UIViewController? = nil) -> UIViewController? {
                    let entry = entries[path] ?? [:]
                    let identifiers = SceneRestoration.identifiers(path)
                    var controller: UIViewController?
                    if let name = entry[restorationClassKey] as? String {
                        guard let restoration = NSClassFromString(name) as? UIViewControllerRestoration.Type else { return nil }
                        controller = restoration.viewController(withRestorationIdentifierPath: identifiers, coder: coder(for: path))
                    } else {
        {{factory}}                // The storyboard: the one its ID is in, else the one saved with it, else its class's one.
                        let className = (entry[classKey] as? String)?.split(separator: ".").last.map(String.init)
                        let recorded = (entry[storyboardIdentifierKey] as? String).flatMap { storyboards[$0] != nil || usesRecordedIdentifiers ? $0 : nil }
                        if controller == nil, let identifier = storyboardIdentifiers[identifiers.joined(separator: "/")] ?? recorded,
                           let storyboard = storyboards[identifier] ?? entry[storyboardKey] as? String ?? className.flatMap({ classStoryboards[$0] }) {
                            controller = UIStoryboard(name: storyboard, bundle: nil).instantiateViewController(withIdentifier: identifier)
                        }
                    }
                    guard let controller else { return nil }
                    if let className = entry[classKey] as? String, let saved = NSClassFromString(className), !controller.isKind(of: saved) {
                        notDecoded.insert(path)
                    }
                    return controller
                }

                /// The controller at `path`, made when a saved state refers to it first.
                func controller(at path: String) -> UIViewController? {
                    if let found = controllers[path] { return found }
                    guard entries[path] != nil, let made = make(path) else { return nil }
                    attach(made, at: path)
                    return made
                }

                /// A coder over a controller's saved state (an empty one when it has none).
                func coder(for path: String) -> StateUnarchiver {
                    let saved = (entries[path]?[stateKey] as? Data).flatMap(SceneRestoration.unarchiver)
                    // An empty archive always reads: a factory gets a coder whatever was saved.
                    let coder = saved ?? SceneRestoration.unarchiver(NSKeyedArchiver(requiringSecureCoding: false).encodedData)!
                    coder.delegate = self
                    // The storyboard it came from: saved with it, else its class's one storyboard.
                    let entry = entries[path] ?? [:]
                    let className = (entry[classKey] as? String)?.split(separator: ".").last.map(String.init)
                    if let name = entry[storyboardKey] as? String ?? (entry[storyboardIdentifierKey] as? String).flatMap({ storyboards[$0] })
                        ?? className.flatMap({ classStoryboards[$0] }) {
                        coder.storyboard = UIStoryboard(name: name, bundle: nil)
                    }
                    return coder
                }

                /// The views that were loaded when the state was saved, loaded again, parents
                /// first: UIKit loads a controller's view before it decodes its state (the
                /// classic archive's kViewControllerViewWasLoadedKey; Neuburg's order of
                /// restoration events), and decode methods set outlets.
                func loadViews() {
                    for path in order { loadView(path) }
                }

                func loadView(_ path: String) {
                    guard !notDecoded.contains(path), let controller = controllers[path], entries[path]?[viewLoadedKey] as? Int ?? 1 != 0 else { return }
                    controller.loadViewIfNeeded()
                }

                /// Each controller's own decode method, parents first, as UIKit calls them (one a
                /// decode method asks for first is made then, its view loaded before its decode).
                func decode() {
                    var index = 0
                    let loaded = order.count
                    while index < order.count {
                        let path = order[index]
                        if index >= loaded { loadView(path) }
                        index += 1
                        guard !notDecoded.contains(path), let controller = controllers[path],
                              SceneRestoration.runs("decodeRestorableStateWithCoder:", on: controller) else { continue }
                        // UIKit calls every restored controller's decode method, with an empty
                        // archive when it saved nothing (Eventual's container overrides decode alone).
                        let coder = coder(for: path)
                        controller.decodeRestorableState(with: coder)
                        coder.finishDecoding()
                    }
                }

                /// Presented controllers once the window is on screen, each after the one it is
                /// presented from; then `applicationFinishedRestoringState()` on every controller,
                /// which UIKit calls once the whole tree, presentations included, is restored.
                func present() {
                    guard !presentations.isEmpty else { return finish() }
                    Task { @MainActor in self.presentNext() }
                }

                func presentNext() {
                    guard !presentations.isEmpty else { return finish() }
                    let (presenter, presented) = presentations.removeFirst()
                    presenter.present(presented, animated: false) { self.presentNext() }
                }

                func finish() {
                    for path in order { controllers[path]?.applicationFinishedRestoringState() }
                }

                func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? {
                    guard let reference = object as? SceneRestorationReference else { return object }
                    return controller(at: reference.path) ?? reference
                }
            }
        }

        /// Another controller inside a controller's saved state: its identifier path.
        final class SceneRestorationReference: NSObject, NSSecureCoding {
            static var supportsSecureCoding: Bool { true }

            let path: String

            init(path: String) {
                self.path = path
            }

            required init?(coder: NSCoder) {
                guard let path = coder.decodeObject(forKey: {{referencePathKey}}) as? String else { return nil }
                self.path = path
            }

            func encode(with coder: NSCoder) {
                coder.encode(path, forKey: {{referencePathKey}})
            }
        }

        """#
}

/// Fills a template's `{{name}}` parts; a name without a value is a bug of the generator.
enum Template {
    static func fill(_ template: String, _ parts: [String: String]) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstRange(of: "{{") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].firstRange(of: "}}") else { break }
            let name = String(rest[open.upperBound..<close.lowerBound])
            precondition(parts[name] != nil, "the template names {{\(name)}}, which the generator does not fill")
            out += parts[name]!
            rest = rest[close.upperBound...]
        }
        return out + rest
    }
}

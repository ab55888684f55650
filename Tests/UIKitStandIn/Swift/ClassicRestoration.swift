// Classic state preservation and restoration, written as UIKit's real `data.data`: one keyed
// archive holding UIKit's app-level keys, the app delegate's own, the root identifiers, the
// restoration-class map and, per preserved object, its own keyed archive under its identifier
// path (the layout uistate's StateRestoration reads; ../shared/uikit-state-restoration.md).
// Foundation's NSKeyedArchiver writes the archives, as UIKit's archiver is one of its subclasses.

let pathProxyClassName = "_UIObjectIdentifierPathProxy"
let pathProxyKey = "kObjectIdentifierPathProxyIdentifierPathKey"

/// A reference to another restorable object, as UIKit's archiver delegate writes it (decompiled
/// `_UIStateRestorationKeyedArchiverDelegate` and `_UIObjectIdentifierPathProxy`).
final class IdentifierPathProxy: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let path: String
    init(path: String) { self.path = path }
    required init?(coder: NSCoder) {
        guard let path = coder.decodeObject(forKey: pathProxyKey) as? String else { return nil }
        self.path = path
    }
    func encode(with coder: NSCoder) { coder.encode(path, forKey: pathProxyKey) }
}

/// The identifier paths of a window's tree, as UIKit spells them (Apple, "Preserving your app's
/// UI": a controller's path is its ancestors' identifiers and its own; one without an identifier
/// is not preserved, nor anything below it). A navigation controller's children are below it by
/// identifier; a tab bar's, a split view's and a custom container's are below an index
/// (`:[n]:`); a presented controller is below its presenter (docs/migrate.md, "The restoration
/// activity", and the identifier paths of recorded archives).
@MainActor struct PreservationTree {
    var order: [(controller: UIViewController, path: String)] = []
    var paths: [ObjectIdentifier: String] = [:]

    init(root: UIViewController?) {
        if let root, let identifier = root.restorationIdentifier { visit(root, path: identifier) }
    }

    mutating func visit(_ controller: UIViewController, path: String) {
        guard paths.values.contains(path) == false else { return }
        order.append((controller, path))
        paths[ObjectIdentifier(controller)] = path
        let indexed = !(controller is UINavigationController)
        for (index, child) in controller.children.enumerated() {
            guard let identifier = child.restorationIdentifier else { continue }
            visit(child, path: indexed ? "\(path)/:[\(index)]:/\(identifier)" : "\(path)/\(identifier)")
        }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller,
           let identifier = presented.restorationIdentifier {
            visit(presented, path: "\(path)/\(identifier)")
        }
    }
}

/// Swaps each controller (and registered object) for its identifier path, as UIKit's archiver
/// delegate does; one that is not preserved is written as nil.
final class ReferenceSwapper: NSObject, NSKeyedArchiverDelegate {
    let paths: [ObjectIdentifier: String]
    init(paths: [ObjectIdentifier: String]) { self.paths = paths }

    func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? {
        guard let object = object as? UIStateRestoring else { return object }
        return paths[ObjectIdentifier(object)].map { IdentifierPathProxy(path: $0) }
    }
}

/// Hands back the restored object for each identifier path (UIKit's unarchiver does the same).
final class ReferenceResolver: NSObject, NSKeyedUnarchiverDelegate {
    let objects: [String: AnyObject]
    init(objects: [String: AnyObject]) { self.objects = objects }

    func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? {
        // The storyboard a controller came from: UIKit's coder hands back the storyboard itself
        // (Apple, `stateRestorationViewControllerStoryboardKey`: "the storyboard object").
        if let storyboard = object as? StoryboardProxy {
            let name = storyboard.name
            return MainActor.assumeIsolated { UIStoryboard(name: name, bundle: nil) }
        }
        guard let proxy = object as? IdentifierPathProxy else { return object }
        return objects[proxy.path]
    }
}

@MainActor enum ClassicRestoration {
    static let rootKeys: Set<String> = [
        "kUIStateRestorationArchiveMajorVersionKey", "kUIStateRestorationArchiveMinorVersionKey",
        "UIApplicationStateRestorationUserInterfaceIdiom", "UIApplicationStateRestorationTimestamp",
        "UIApplicationStateRestorationSystemVersion", "UIApplicationStateRestorationBundleVersion",
        "WindowIdentifierToSizeClassMapKey", "kFirstRespondersKey", "kRootRestorationIdentifiersKey",
        "kViewControllerRestorationClassMapKey", "kIgnoreSnapshotKey",
    ]

    /// The restoration running now: base `decodeRestorableState` records its presentations here.
    static var current: Run?

    static func makeArchiver() -> NSKeyedArchiver {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        // Per archiver: Linux's Foundation does not apply the class-wide names.
        archiver.setClassName(pathProxyClassName, for: IdentifierPathProxy.self)
        archiver.setClassName("_UIStoryboardProxy", for: StoryboardProxy.self)
        return archiver
    }

    static func makeUnarchiver(_ data: Data) -> NSKeyedUnarchiver? {
        NSKeyedUnarchiver.setClass(IdentifierPathProxy.self, forClassName: pathProxyClassName)
        NSKeyedUnarchiver.setClass(StoryboardProxy.self, forClassName: "_UIStoryboardProxy")
        guard let coder = try? NSKeyedUnarchiver(forReadingFrom: data) else { return nil }
        coder.requiresSecureCoding = false
        return coder
    }

    /// The app delegate's opt-in, secure spelling first (Apple: "If you implement this method
    /// [the secure one], UIKit does not call `application(_:shouldSaveApplicationState:)`").
    static func shouldSave(_ delegate: UIApplicationDelegate, _ coder: NSCoder) -> Bool {
        let (secure, answer) = Unimplemented.implements("shouldSaveSecure") { delegate.application(.shared, shouldSaveSecureApplicationState: coder) }
        if secure { return answer }
        return delegate.application(.shared, shouldSaveApplicationState: coder)
    }

    static func shouldRestore(_ delegate: UIApplicationDelegate, _ coder: NSCoder) -> Bool {
        let (secure, answer) = Unimplemented.implements("shouldRestoreSecure") { delegate.application(.shared, shouldRestoreSecureApplicationState: coder) }
        if secure { return answer }
        return delegate.application(.shared, shouldRestoreApplicationState: coder)
    }

    /// UIKit's own app-level keys (what `PreservationWalk` and recorded archives hold).
    static func writeAppKeys(_ coder: NSKeyedArchiver) {
        coder.encode(2, forKey: "kUIStateRestorationArchiveMajorVersionKey")
        coder.encode(1, forKey: "kUIStateRestorationArchiveMinorVersionKey")
        coder.encode(0, forKey: "UIApplicationStateRestorationUserInterfaceIdiom")
        coder.encode(Date(timeIntervalSinceReferenceDate: 0), forKey: "UIApplicationStateRestorationTimestamp")
        coder.encode("26.1", forKey: "UIApplicationStateRestorationSystemVersion")
        if let version = StandIn.info["CFBundleVersion"] as? String { coder.encode(version, forKey: "UIApplicationStateRestorationBundleVersion") }
    }

    /// Preservation at background (Apple, "About the UI preservation process"): the opt-in,
    /// `willEncodeRestorableStateWith`, then each preserved controller's own coder. In a scene
    /// app (`windows` empty) only the app-level part runs (decompiled
    /// `_saveApplicationPreservationStateIfSupported`, notes/scene-migration.md).
    static func preserve(window: UIWindow?) {
        guard let delegate = UIApplication.shared.delegate else { return }
        let tree = PreservationTree(root: window?.rootViewController)
        var registeredPaths = tree.paths
        for (identifier, object) in StandIn.registered { registeredPaths[ObjectIdentifier(object)] = identifier }
        let swapper = ReferenceSwapper(paths: registeredPaths)
        let root = makeArchiver()
        root.delegate = swapper
        writeAppKeys(root)
        guard shouldSave(delegate, root) else {
            StandIn.log("preservation: the app delegate declined")
            try? FileManager.default.removeItem(at: StandIn.stateFolder.appendingPathComponent("data.data"))
            return
        }
        delegate.application(.shared, willEncodeRestorableStateWith: root)
        var classMap: [String: String] = [:]
        for (controller, path) in tree.order {
            let coder = makeArchiver()
            coder.delegate = swapper
            coder.encode(NSStringFromClass(type(of: controller)), forKey: "kUIStateRestorationClassNameKey")
            coder.encode(true, forKey: "kObjectIsViewControllerKey")
            if controller.isViewLoaded { coder.encode(true, forKey: "kViewControllerViewWasLoadedKey") }
            controller.encodeRestorableState(with: coder)
            coder.finishEncoding()
            root.encode(coder.encodedData, forKey: path)
            if let restorationClass = controller.restorationClass { classMap[path] = NSStringFromClass(restorationClass) }
        }
        for (identifier, object) in StandIn.registered {
            let coder = makeArchiver()
            coder.delegate = swapper
            coder.encode(NSStringFromClass(type(of: object)), forKey: "kUIStateRestorationClassNameKey")
            (object as? StateRestoringObject)?.encodeRestorableState(with: coder)
            coder.finishEncoding()
            root.encode(coder.encodedData, forKey: identifier)
        }
        root.encode(tree.order.first.map { [$0.path] } ?? [String](), forKey: "kRootRestorationIdentifiersKey")
        root.encode(classMap, forKey: "kViewControllerRestorationClassMapKey")
        root.finishEncoding()
        StandIn.writeFile(root.encodedData, "data.data")
        StandIn.log("preservation: \(tree.order.count) controllers")
    }

    /// One restoration's objects, in the known order.
    @MainActor final class Run {
        var objects: [String: AnyObject] = [:]
        var presentations: [(UIViewController, UIViewController)] = []
    }

    /// The saved archive's keys that may be object paths: the root archive's keys that are not
    /// UIKit's (UIKit reads its own archive's keys; Foundation's unarchiver lists none, so the
    /// stand-in reads the archive's `$top` dictionary through the property-list reader). Which of
    /// them are objects is decided by their content (an archive with a class name), since the app
    /// delegate's own keys are there too. Parents first.
    static func objectPaths(_ data: Data) -> [String] {
        guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let top = plist["$top"] as? [String: Any]
        else { return [] }
        // An object's entry is a reference (its data); an inline value (the app delegate's number)
        // is not, and reading it as an object would stop Linux's unarchiver (every later decode nil).
        return top.filter { !rootKeys.contains($0.key) && $0.key.first != "$" && String(describing: type(of: $0.value)) == "_NSKeyedArchiverUID" }
            .map(\.key).sorted { depth($0) == depth($1) ? $0 < $1 : depth($0) < depth($1) }
    }

    static func depth(_ path: String) -> Int { path.split(separator: "/").filter { !$0.hasPrefix(":[") }.count }

    static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: false).map(String.init).filter { !($0.hasPrefix(":[") && $0.hasSuffix("]:")) }
    }

    /// Restoration, between `willFinishLaunching` and `didFinishLaunching` (Apple, "About the UI
    /// restoration process"), in Neuburg's "known order of events during state restoration"
    /// (Programming iOS, the state restoration chapter): the app's `shouldRestoreApplicationState`;
    /// each controller made (its restoration class, else the app delegate's
    /// `viewControllerWithRestorationIdentifierPath`, else the one launch made at that path, else
    /// its storyboard), parents first, its view loaded as it is made when it was loaded at save
    /// (`kViewControllerViewWasLoadedKey`: `viewDidLoad` down the chain, interleaved); then
    /// `decodeRestorableState(with:)` down the chain; the app delegate's
    /// `didDecodeRestorableStateWith`; then `applicationFinishedRestoringState` down the chain.
    /// `adoptsScenes`: only the app-level part (the opt-in), as the decompiled
    /// `_doRestorationIfNecessary` does in a scene app; `SceneAppLevel` says how much of it runs.
    static func restore(adoptsScenes: Bool) {
        if adoptsScenes, SceneAppLevel.current == .none { return }
        guard let delegate = UIApplication.shared.delegate,
              let data = try? Data(contentsOf: StandIn.stateFolder.appendingPathComponent("data.data")),
              let root = makeUnarchiver(data), root.decodeInteger(forKey: "kUIStateRestorationArchiveMajorVersionKey") == 2
        else { return }
        StandIn.log("restoration: shouldRestoreApplicationState")
        guard shouldRestore(delegate, root) else {
            StandIn.log("restoration: the app delegate declined")
            return
        }
        if adoptsScenes {
            if SceneAppLevel.current == .decode {
                StandIn.log("restoration: didDecodeRestorableStateWith before any scene")
                root.delegate = ReferenceResolver(objects: [:])
                delegate.application(.shared, didDecodeRestorableStateWith: root)
            }
            return
        }
        let run = Run()
        current = run
        defer { current = nil }
        let classMap = root.decodeObject(forKey: "kViewControllerRestorationClassMapKey") as? [String: String] ?? [:]
        let launched = PreservationTree(root: delegate.window?.rootViewController ?? StandIn.windows.first?.rootViewController)
        var coders: [String: NSKeyedUnarchiver] = [:]
        var made: [(String, UIViewController)] = []
        for path in objectPaths(data) {
            guard let objectData = root.decodeObject(forKey: path) as? Data, let coder = makeUnarchiver(objectData),
                  coder.containsValue(forKey: "kUIStateRestorationClassNameKey") else { continue }
            coders[path] = coder
            guard coder.decodeBool(forKey: "kObjectIsViewControllerKey") else {
                if let object = StandIn.registered.first(where: { $0.key == path })?.value { run.objects[path] = object }
                continue
            }
            // A controller whose parent was not made is not made either.
            let parentPath = path.split(separator: "/").dropLast().filter { !$0.hasPrefix(":[") }.joined(separator: "/")
            if depth(path) > 1, !made.contains(where: { components($0.0).joined(separator: "/") == parentPath }) { continue }
            let makers = ReferenceResolver(objects: run.objects)
            coder.delegate = makers
            let controller = make(path, coder: coder, classMap: classMap, launched: launched, delegate: delegate)
            coder.delegate = nil
            guard let controller else {
                StandIn.log("restoration: \(path) not made")
                continue
            }
            run.objects[path] = controller
            made.append((path, controller))
            if coder.decodeBool(forKey: "kViewControllerViewWasLoadedKey") { _ = controller.view }
        }
        let resolver = ReferenceResolver(objects: run.objects)
        for (path, controller) in made {
            guard let coder = coders[path] else { continue }
            coder.delegate = resolver
            StandIn.log("decodeRestorableState \(path)")
            controller.decodeRestorableState(with: coder)
        }
        for (path, object) in run.objects where !(object is UIViewController) {
            guard let coder = coders[path] else { continue }
            coder.delegate = resolver
            (object as? StateRestoringObject)?.decodeRestorableState(with: coder)
        }
        root.delegate = resolver
        delegate.application(.shared, didDecodeRestorableStateWith: root)
        for (presenter, presented) in run.presentations { presenter.present(presented, animated: false) }
        for (_, controller) in made { controller.applicationFinishedRestoringState() }
        StandIn.log("restoration: \(made.count) controllers")
    }

    static func make(_ path: String, coder: NSKeyedUnarchiver, classMap: [String: String], launched: PreservationTree,
                     delegate: UIApplicationDelegate) -> UIViewController? {
        let identifiers = components(path)
        if let className = classMap[path] {
            // Apple: "If the view controller has a restoration class, UIKit asks that class";
            // nil means the controller is not restored.
            guard let restoration = NSClassFromString(className) as? UIViewControllerRestoration.Type else { return nil }
            StandIn.log("restoration class \(className) for \(path)")
            return restoration.viewController(withRestorationIdentifierPath: identifiers, coder: coder)
        }
        let (implemented, fromDelegate) = Unimplemented.implements("viewControllerWithRestorationIdentifierPath") {
            delegate.application(.shared, viewControllerWithRestorationIdentifierPath: identifiers, coder: coder)
        }
        if implemented, let fromDelegate {
            StandIn.log("app delegate made \(path)")
            return fromDelegate
        }
        if let found = launched.order.first(where: { $0.path == path })?.controller { return found }
        if let storyboard = coder.decodeObject(forKey: UIApplication.stateRestorationViewControllerStoryboardKey) as? UIStoryboard,
           let identifier = coder.decodeObject(forKey: "UIStateRestorationViewControllerStoryboardIdentifier") as? String {
            StandIn.log("storyboard \(storyboard.name) made \(path)")
            return storyboard.instantiateViewController(withIdentifier: identifier)
        }
        return nil
    }
}

/// A registered object's restoration methods (Apple's `UIStateRestoring` optional methods).
@MainActor public protocol StateRestoringObject: UIStateRestoring {
    func encodeRestorableState(with coder: NSCoder)
    func decodeRestorableState(with coder: NSCoder)
}

/// How much of classic restoration's app-level part UIKit runs at launch in a scene-based app
/// (UIKIT_STANDIN_SCENE_APP_LEVEL). `optIn`, the default: it reads its app-level archive and asks
/// the restore opt-in, no more (the decompiled `_doRestorationIfNecessary` of iOS 18.2 and 26.1
/// skips the root identifiers when the app adopts scenes, notes/scene-migration.md). The two
/// readings the decompilation leaves open are run too: `decode`, the opt-in then the app
/// delegate's `didDecodeRestorableStateWith` with that archive, before any scene connects (what
/// Stack Overflow 57129668 saw of iOS 13, where classic restoration still ran beside scenes);
/// `none`, nothing at launch (the opt-in never asked).
enum SceneAppLevel: String {
    case optIn = "opt-in"
    case decode
    case none

    @MainActor static var current: SceneAppLevel {
        StandIn.environment["UIKIT_STANDIN_SCENE_APP_LEVEL"].flatMap(SceneAppLevel.init) ?? .optIn
    }
}

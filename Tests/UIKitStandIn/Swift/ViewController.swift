// UIViewController: the lazily loaded view, the parent/child and presentation links, and the
// classic restoration methods with what UIKit's own implementations write.

@MainActor public protocol UIStateRestoring: AnyObject {}

@MainActor public protocol UIViewControllerRestoration: AnyObject {
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController?
}

public enum UIModalPresentationStyle: Int, Sendable {
    case automatic = -2, fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen
}

@MainActor open class UIViewController: UIResponder, UIStateRestoring {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Apple: "init(coder:) ... Creates a view controller with data in an unarchiver": what a
    /// storyboard instantiates with (the stand-in's storyboard coder carries the scene).
    public required init?(coder: NSCoder) {
        scene = (coder as? StoryboardCoder)?.scene
        super.init()
    }

    // MARK: The view

    var loadedView: UIView?
    var scene: StoryboardScene?

    /// Apple, `view`: "If you access this property when its value is nil, the view controller
    /// automatically calls the loadView() method and returns the resulting view"; `viewDidLoad`:
    /// "Called after the controller's view is loaded into memory".
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: .zero) }
                loadedView?.owner = self
                StandIn.log("viewDidLoad \(StandIn.name(of: self))")
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView = newValue
            newValue?.owner = self
        }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    /// Apple, `loadViewIfNeeded()` (iOS 9): "Loads the view controller's view if it has not
    /// yet been loaded."
    open func loadViewIfNeeded() {
        _ = view
    }

    /// Apple, `loadView`: "If the view controller has an associated nib file, this method loads
    /// the view from the nib file ... If the view controller does not have an associated nib
    /// file, this method creates a plain UIView object instead." A storyboard scene is such a nib.
    open func loadView() {
        view = scene?.makeView(owner: self) ?? UIView(frame: UIScreen.main.bounds)
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    open var title: String? {
        didSet { navigationItem.title = title }
    }
    public private(set) lazy var navigationItem = UINavigationItem()
    open var tabBarItem: UITabBarItem!
    open var isEditing = false
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    // MARK: Restoration

    open var restorationIdentifier: String?
    open var restorationClass: UIViewControllerRestoration.Type?
    /// The storyboard and identifier it was made from (Apple, `storyboard`: "The storyboard
    /// from which the view controller originated").
    public internal(set) var storyboard: UIStoryboard?
    var storyboardIdentifier: String?

    /// Apple, `encodeRestorableState(with:)`: "A UIViewController object saves a reference to
    /// the presented view controller and to the storyboard (if any) that was used to create the
    /// view controller." The decompiled iOS 26.1 method (notes/scene-migration.md) writes them
    /// under `kPresentedViewControllerKey`, `UIStateRestorationViewControllerStoryboard` and
    /// `UIStateRestorationViewControllerStoryboardIdentifier`.
    open func encodeRestorableState(with coder: NSCoder) {
        if let presented = presentedViewController, presented.presentingViewController === self {
            coder.encode(presented, forKey: "kPresentedViewControllerKey")
        }
        if let storyboard {
            coder.encode(StoryboardProxy(name: storyboard.name), forKey: "UIStateRestorationViewControllerStoryboard")
        }
        if let storyboardIdentifier {
            coder.encode(storyboardIdentifier, forKey: "UIStateRestorationViewControllerStoryboardIdentifier")
        }
    }

    /// Reads back the presented controller, which UIKit presents again once the tree is decoded
    /// (Apple, "About the UI restoration process": the presented view controller is restored
    /// with its presenter). An override that does not call super loses it, as on iOS.
    open func decodeRestorableState(with coder: NSCoder) {
        if let presented = coder.decodeObject(forKey: "kPresentedViewControllerKey") as? UIViewController {
            ClassicRestoration.current?.presentations.append((self, presented))
        }
    }

    open func applicationFinishedRestoringState() {}

    // MARK: Containment

    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []

    /// Apple: "addChild(_:) ... calls the willMove(toParent:) method of the child".
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    func setChildren(_ controllers: [UIViewController]) {
        for child in children where !controllers.contains(where: { $0 === child }) { child.removeFromParent() }
        for controller in controllers where controller.parent !== self { addChild(controller); controller.didMove(toParent: self) }
        children = controllers
    }

    open var navigationController: UINavigationController? { ancestor(UINavigationController.self) }
    open var tabBarController: UITabBarController? { ancestor(UITabBarController.self) }
    open var splitViewController: UISplitViewController? { ancestor(UISplitViewController.self) }

    func ancestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current = parent
        while let found = current {
            if let match = found as? T { return match }
            current = found.parent
        }
        return presentingViewController?.ancestor(type)
    }

    // MARK: Presentation

    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    /// The window of the root this controller is under (UIKit's "window hierarchy").
    var hostingWindow: UIWindow? {
        var top: UIViewController = self
        while true {
            if let parent = top.parent { top = parent } else if let presenter = top.presentingViewController { top = presenter } else { break }
        }
        return StandIn.windows.first { $0.rootViewController === top }
    }

    /// Apple, `present(_:animated:completion:)`; a controller outside any window presents
    /// nothing and UIKit logs "Attempt to present ... whose view is not in the window hierarchy"
    /// (the console message, quoted in Apple's forums and many published reports), as it does
    /// for a controller that already presents one.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard hostingWindow != nil else {
            StandIn.log("Attempt to present \(StandIn.name(of: viewControllerToPresent)) on \(StandIn.name(of: self)) whose view is not in the window hierarchy")
            return
        }
        guard presentedViewController == nil else {
            StandIn.log("Attempt to present \(StandIn.name(of: viewControllerToPresent)) on \(StandIn.name(of: self)) which is already presenting")
            return
        }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        StandIn.appear(viewControllerToPresent)
        if let completion { DispatchQueue.main.async { MainActor.assumeIsolated { completion() } } }
    }

    /// Apple: "The presenting view controller is responsible for dismissing the view controller
    /// it presented. If you call this method on the presented view controller itself, UIKit asks
    /// the presenting view controller to handle the dismissal."
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            return presenter.dismiss(animated: flag, completion: completion)
        }
        if let completion { DispatchQueue.main.async { MainActor.assumeIsolated { completion() } } }
    }

    /// Apple, `show(_:sender:)`: in a navigation controller, a push; otherwise a presentation.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    // MARK: Segues

    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let segue = scene?.segues.first(where: { $0.identifier == identifier }), let storyboard,
              let destination = storyboard.instantiate(sceneID: segue.destination)
        else { return }
        prepare(for: UIStoryboardSegue(identifier: identifier, source: self, destination: destination), sender: sender)
        if segue.kind == "show" || segue.kind == "push" { show(destination, sender: sender) } else { present(destination, animated: true) }
    }

    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
}

/// A segue, as `prepare(for:sender:)` sees it.
@MainActor open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }
}

/// What `UIViewController`'s encode writes for its storyboard: the real class is UIKit's private
/// `_UIStoryboardProxy`; its fields are not public, so the stand-in keeps the storyboard's name
/// under a key of its own (decided here: no source says what UIKit writes inside it).
final class _UIStoryboardProxy: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }
    let name: String
    init(name: String) { self.name = name }
    required init?(coder: NSCoder) {
        guard let name = coder.decodeObject(forKey: "UIStoryboardName") as? String else { return nil }
        self.name = name
    }
    func encode(with coder: NSCoder) { coder.encode(name, forKey: "UIStoryboardName") }
}

typealias StoryboardProxy = _UIStoryboardProxy

// UIKit's containers: their children, what is on screen, and what their own restoration
// methods write (the decompiled iOS 26.1 `UINavigationController.mm` writes its children's
// references under `kUIViewControllerChildrenKey`, notes/scene-migration.md).

let childrenKey = "kUIViewControllerChildrenKey"

extension UIViewController {
    /// The children a container's own archive refers to: those that are preserved (with an
    /// identifier; the decompiled `UINavigationController.mm` writes its children's restoration
    /// paths).
    var preservedChildren: [UIViewController] { children.filter { $0.restorationIdentifier != nil } }
}

@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setChildren([rootViewController])
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }
    open var topViewController: UIViewController? { children.last }
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        setChildren(viewControllers)
        if let top = topViewController, hostingWindow != nil { StandIn.appear(top) }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(children + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        setViewControllers(Array(children.dropLast()), animated: animated)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        let popped = Array(children.dropFirst())
        setViewControllers(Array(children.prefix(1)), animated: animated)
        return popped
    }

    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(preservedChildren, forKey: childrenKey)
    }

    /// "A navigation controller's own decode re-links its children" (Apple, "About the UI
    /// restoration process", as the notes sum it up): the stack is the restored children.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        if let stack = coder.decodeObject(forKey: childrenKey) as? [Any] {
            let controllers = stack.compactMap { $0 as? UIViewController }
            if !controllers.isEmpty { setViewControllers(controllers, animated: false) }
        }
    }
}

/// The key of the selected tab in a tab bar controller's own archive: UIKit's name for it is not
/// documented (docs/migrate.md says so); the stand-in writes a reference to the selected child.
let selectedChildKey = "kUITabBarControllerSelectedViewControllerKey"

@MainActor public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}
extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

@MainActor open class UITabBarController: UIViewController {
    open weak var delegate: UITabBarControllerDelegate?

    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set {
            setChildren(newValue ?? [])
            if selectedIndex >= children.count { selectedIndex = 0 }
        }
    }

    open var selectedIndex: Int = 0 {
        didSet { if let selected = selectedViewController, hostingWindow != nil { StandIn.appear(selected) } }
    }

    open var selectedViewController: UIViewController? {
        get { selectedIndex < children.count ? children[selectedIndex] : nil }
        set { if let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }

    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(preservedChildren, forKey: childrenKey)
        if let selectedViewController { coder.encode(selectedViewController, forKey: selectedChildKey) }
    }

    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        if let tabs = coder.decodeObject(forKey: childrenKey) as? [Any] {
            let controllers = tabs.compactMap { $0 as? UIViewController }
            // Only the children that came back: a tab UIKit could not make keeps launch's.
            if controllers.count == children.count { setChildren(controllers) }
        }
        if let selected = coder.decodeObject(forKey: selectedChildKey) as? UIViewController {
            selectedViewController = selected
        }
    }
}

@MainActor open class UISplitViewController: UIViewController {
    open var viewControllers: [UIViewController] {
        get { children }
        set {
            setChildren(newValue)
            if hostingWindow != nil { newValue.forEach { StandIn.appear($0) } }
        }
    }
    open var preferredDisplayMode: Int = 0

    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        viewControllers = Array(children.prefix(1)) + [vc]
    }

    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(preservedChildren, forKey: childrenKey)
    }

    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        if let columns = coder.decodeObject(forKey: childrenKey) as? [Any] {
            let controllers = columns.compactMap { $0 as? UIViewController }
            if controllers.count == children.count { viewControllers = controllers }
        }
    }
}

@MainActor open class UIPageViewController: UIViewController {}

@MainActor open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public init(style: UITableViewStyle) {
        super.init(nibName: nil, bundle: nil)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Apple: "the table view controller ... sets the data source and the delegate of the table
    /// view to self" when it creates the table view in `loadView`.
    open override func loadView() {
        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }
}

// Views and controls: what the test apps show and what the driver's steps act on. They hold
// their values and call the app's actions and delegates as UIKit does; they draw nothing.

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

open class UIColor: NSObject, @unchecked Sendable {
    public let name: String
    public init(named name: String) { self.name = name }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = "rgba(\(red),\(green),\(blue),\(alpha))"
    }
    open class var white: UIColor { UIColor(named: "white") }
    open class var black: UIColor { UIColor(named: "black") }
    open class var red: UIColor { UIColor(named: "red") }
    open class var systemBackground: UIColor { UIColor(named: "systemBackground") }
    open class var systemIndigo: UIColor { UIColor(named: "systemIndigo") }
    open class var systemBlue: UIColor { UIColor(named: "systemBlue") }
    open override var description: String { name }
}

@MainActor open class UIResponder: NSObject {
    override public init() {}
    open var next: UIResponder? { nil }
    open var userActivity: NSUserActivity?
    open func restoreUserActivityState(_ activity: NSUserActivity) {}
    open func becomeFirstResponder() -> Bool { true }
    open func resignFirstResponder() -> Bool { true }
}

@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) {
        self.frame = frame
    }
    public convenience override init() { self.init(frame: .zero) }
    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var restorationIdentifier: String?
    open var accessibilityIdentifier: String?
    open var tag = 0
    open var isHidden = false
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// The controller whose view this is (UIKit's view-controller link, which makes it the
    /// view's next responder).
    weak var owner: UIViewController?

    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            if let owner = current.owner, current.superview == nil { return owner.hostingWindow }
            view = current.superview
        }
        return nil
    }

    open override var next: UIResponder? { owner ?? superview }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}

    /// What the screen shows of this view, for the driver's screen dump (nil: nothing of its own).
    open var shownValue: String? { nil }
}

@MainActor open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor?
    open override var shownValue: String? { "label \(text.map { "\"\($0)\"" } ?? "nil")" }
}

public struct UIControlEvents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = UIControlEvents(rawValue: 1 << 6)
    public static let valueChanged = UIControlEvents(rawValue: 1 << 12)
    public static let editingChanged = UIControlEvents(rawValue: 1 << 17)
}

/// Apple's `UIAction` (iOS 14): a handler called with the action.
@MainActor open class UIAction: NSObject {
    public let title: String
    let handler: @MainActor (UIAction) -> Void
    public init(title: String = "", handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }
}

@MainActor open class UIControl: UIView {
    public typealias Event = UIControlEvents
    var actions: [(UIControlEvents, UIAction)] = []
    open var isEnabled = true

    open func addAction(_ action: UIAction, for controlEvents: UIControlEvents) {
        actions.append((controlEvents, action))
    }

    /// Apple: "UIControl ... sends the action to its target when the event occurs".
    open func sendActions(for controlEvents: UIControlEvents) {
        for (events, action) in actions where !events.intersection(controlEvents).isEmpty { action.handler(action) }
    }
}

@MainActor open class UIButton: UIControl {
    var titles: [UInt: String] = [:]
    open func setTitle(_ title: String?, for state: UIControlState) { titles[state.rawValue] = title }
    open func title(for state: UIControlState) -> String? { titles[state.rawValue] }
    open override var shownValue: String? { "button \"\(titles[0] ?? "")\"" }
}

public struct UIControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = UIControlState([])
}

extension UIControl {
    public typealias State = UIControlState
}

@MainActor public protocol UITextFieldDelegate: AnyObject {
    func textFieldDidEndEditing(_ textField: UITextField)
}
extension UITextFieldDelegate {
    public func textFieldDidEndEditing(_ textField: UITextField) {}
}

@MainActor open class UITextField: UIControl {
    open var text: String? = ""
    open var placeholder: String?
    open weak var delegate: UITextFieldDelegate?
    open override var shownValue: String? { "field \"\(text ?? "")\"" }
}

@MainActor open class UITextView: UIScrollView {
    open var text: String! = ""
    open override var shownValue: String? { "text \"\(text ?? "")\"" }
}

@MainActor open class UISwitch: UIControl {
    open var isOn = false
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
    open override var shownValue: String? { "switch \(isOn ? "on" : "off")" }
}

@MainActor open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
}

// MARK: Tables

// Apple's UIKit extends Foundation's IndexPath with rows and sections ("UIKit adds
// programming interfaces to the IndexPath structure").
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
}

public enum UITableViewStyle: Sendable { case plain, grouped, insetGrouped }
public enum UITableViewCellStyle: Sendable { case `default`, value1, value2, subtitle }

extension UITableView {
    public typealias Style = UITableViewStyle
}
extension UITableViewCell {
    public typealias CellStyle = UITableViewCellStyle
}

@MainActor public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}
extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

@MainActor public protocol UITableViewDelegate: AnyObject {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

@MainActor open class UITableViewCell: UIView {
    public let reuseIdentifier: String?
    public let textLabel: UILabel? = UILabel()
    public let detailTextLabel: UILabel? = UILabel()
    public init(style: UITableViewCellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
}

@MainActor open class UITableView: UIScrollView {
    public init(frame: CGRect, style: UITableViewStyle) {
        super.init(frame: frame)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    open weak var dataSource: UITableViewDataSource?
    open weak var delegate: UITableViewDelegate?
    open var isEditing = false
    var reloads = 0

    open func reloadData() { reloads += 1 }
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        dataSource?.tableView(self, cellForRowAt: indexPath)
    }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// The rows the screen shows (every row: the stand-in has no screen height).
    open override var shownValue: String? {
        guard let dataSource else { return "table (no data source)" }
        var rows: [String] = []
        for section in 0..<dataSource.numberOfSections(in: self) {
            for row in 0..<dataSource.tableView(self, numberOfRowsInSection: section) {
                let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
                var text = cell.textLabel?.text ?? ""
                if let detail = cell.detailTextLabel?.text { text += " | " + detail }
                rows.append(text)
            }
        }
        return "table\(isEditing ? " (editing)" : "") [" + rows.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}

// MARK: Bar items

@MainActor open class UIBarButtonItem: NSObject {
    open var title: String?
    open var primaryAction: UIAction?
    public init(title: String?, primaryAction: UIAction?) {
        self.title = title
        self.primaryAction = primaryAction
    }
    public init(primaryAction: UIAction?) {
        title = primaryAction?.title
        self.primaryAction = primaryAction
    }
}

@MainActor open class UINavigationItem: NSObject {
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
}

@MainActor open class UITabBarItem: NSObject {
    open var title: String?
    public init(title: String?, image: AnyObject?, tag: Int) {
        self.title = title
    }
}

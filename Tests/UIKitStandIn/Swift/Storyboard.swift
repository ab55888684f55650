// Storyboards instantiated from the app's own .storyboard files (Interface Builder's XML, which
// Xcode compiles to nibs; the stand-in reads the source). What is read: the initial controller,
// storyboard identifiers, custom classes (with their module), restoration identifiers and "Use
// Storyboard ID", relationship segues of navigation, tab bar and split view controllers, the
// navigation item's title, segues, and the scene's views (labels, fields, switches, buttons,
// tables) with their restoration identifiers and tags.
import FoundationXML

/// One element of the storyboard's XML.
final class StoryboardElement {
    let name: String
    let attributes: [String: String]
    var children: [StoryboardElement] = []
    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }
    func first(_ name: String) -> StoryboardElement? { children.first { $0.name == name } }
    func all(_ name: String) -> [StoryboardElement] { children.filter { $0.name == name } }
}

final class StoryboardXML: NSObject, XMLParserDelegate {
    var stack: [StoryboardElement] = [StoryboardElement(name: "#document", attributes: [:])]

    static func read(_ data: Data) -> StoryboardElement? {
        let reader = StoryboardXML()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { return nil }
        return reader.stack.first?.children.first
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        let element = StoryboardElement(name: elementName, attributes: attributeDict)
        stack.last?.children.append(element)
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        stack.removeLast()
    }
}

/// A controller's scene in a storyboard: its element and the segues leaving it.
@MainActor final class StoryboardScene {
    struct Segue {
        let identifier: String?
        let destination: String
        let kind: String
        let relationship: String?
    }

    let element: StoryboardElement
    unowned let storyboard: UIStoryboard

    init(element: StoryboardElement, storyboard: UIStoryboard) {
        self.element = element
        self.storyboard = storyboard
    }

    var segues: [Segue] {
        (element.first("connections")?.all("segue") ?? []).compactMap { segue in
            guard let destination = segue.attributes["destination"] else { return nil }
            return Segue(identifier: segue.attributes["identifier"], destination: destination, kind: segue.attributes["kind"] ?? "show",
                         relationship: segue.attributes["relationship"])
        }
    }

    /// The scene's view and its subviews, as the nib would load them, with the controller's
    /// outlets connected to them (Apple, Resource Programming Guide, "Nib Files": the nib-loading
    /// code reconnects each outlet with `setValue:forKey:`; here through `_StoryboardOutlets`).
    func makeView(owner: UIViewController) -> UIView? {
        guard let description = element.children.first(where: { $0.attributes["key"] == "view" }) else { return nil }
        var byID: [String: UIView] = [:]
        let view = Self.view(description, byID: &byID)
        for outlet in element.first("connections")?.all("outlet") ?? [] {
            guard let property = outlet.attributes["property"], let destination = outlet.attributes["destination"], let target = byID[destination] else { continue }
            (owner as? _StoryboardOutlets)?._setStoryboardOutlet(property, to: target)
        }
        return view
    }

    static func view(_ element: StoryboardElement, byID: inout [String: UIView]) -> UIView {
        let view: UIView
        switch element.name {
        case "label":
            let label = UILabel()
            label.text = element.attributes["text"]
            view = label
        case "textField":
            let field = UITextField()
            field.text = element.attributes["text"] ?? ""
            field.placeholder = element.attributes["placeholder"]
            view = field
        case "switch":
            let toggle = UISwitch()
            toggle.isOn = element.attributes["on"] == "YES"
            view = toggle
        case "button":
            let button = UIButton()
            button.setTitle(element.all("state").first?.attributes["title"], for: .normal)
            view = button
        case "tableView": view = UITableView(frame: .zero, style: .plain)
        case "textView":
            let text = UITextView()
            text.text = element.attributes["text"] ?? ""
            view = text
        default: view = UIView(frame: .zero)
        }
        view.restorationIdentifier = element.attributes["restorationIdentifier"]
        view.tag = Int(element.attributes["tag"] ?? "") ?? 0
        if let id = element.attributes["id"] { byID[id] = view }
        for child in element.first("subviews")?.children ?? [] { view.addSubview(Self.view(child, byID: &byID)) }
        return view
    }
}

/// What `setValue:forKey:` does for an outlet on Apple's platforms: Swift on Linux has no
/// key-value coding of Swift properties, so the test harness compiles into each class with
/// `@IBOutlet` properties a method that sets them by name (docs/uikit-stand-in.md).
@MainActor public protocol _StoryboardOutlets: AnyObject {
    func _setStoryboardOutlet(_ name: String, to object: AnyObject)
}

/// The storyboard's kind of controller element and the UIKit class it makes.
let storyboardControllerClasses: [String: UIViewController.Type] = [
    "viewController": UIViewController.self, "navigationController": UINavigationController.self,
    "tabBarController": UITabBarController.self, "splitViewController": UISplitViewController.self,
    "tableViewController": UITableViewController.self, "pageViewController": UIPageViewController.self,
]

/// The coder a storyboard instantiates a controller with (`init(coder:)`): it carries the scene.
final class StoryboardCoder: NSCoder, @unchecked Sendable {
    let scene: StoryboardScene
    init(scene: StoryboardScene) { self.scene = scene }
    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeObject(forKey key: String) -> Any? { nil }
}

@MainActor open class UIStoryboard: NSObject {
    public let name: String
    let document: StoryboardElement?
    var scenes: [String: StoryboardElement] = [:]

    /// Apple, `init(name:bundle:)`: the storyboard file of that name in the bundle (the stand-in's
    /// bundle folder holds the app's .storyboard files).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        let url = StandIn.bundleFolder.appendingPathComponent(name + ".storyboard")
        guard let data = try? Data(contentsOf: url), let document = StoryboardXML.read(data) else {
            StandIn.fail("Could not find a storyboard named '\(name)' in bundle \(StandIn.bundleFolder.path)")
        }
        self.document = document
        super.init()
        for scene in document.first("scenes")?.all("scene") ?? [] {
            for controller in scene.first("objects")?.children ?? [] where storyboardControllerClasses[controller.name] != nil {
                if let id = controller.attributes["id"] { scenes[id] = controller }
            }
        }
    }

    open func instantiateInitialViewController() -> UIViewController? {
        guard let initial = document?.attributes["initialViewController"] else { return nil }
        return instantiate(sceneID: initial)
    }

    /// Apple: "raises an exception if identifier is nil or if no view controller with that
    /// identifier exists in the storyboard" (the stand-in stops the app, as the exception would).
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let element = scenes.values.first(where: { $0.attributes["storyboardIdentifier"] == identifier || Self.internalIdentifier($0) == identifier }),
              let id = element.attributes["id"], let controller = instantiate(sceneID: id)
        else { StandIn.fail("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'") }
        return controller
    }

    /// The identifier a scene without a storyboard ID has in the compiled storyboard (its nib is
    /// `UIViewController-<object id>.nib` in the `.storyboardc` Xcode writes), by which UIKit
    /// restores a controller a segue made.
    static func internalIdentifier(_ element: StoryboardElement) -> String {
        let kind = storyboardControllerClasses[element.name].map { NSStringFromClass($0) } ?? "UIViewController"
        return kind + "-" + (element.attributes["id"] ?? "")
    }

    func instantiate(sceneID: String) -> UIViewController? {
        guard let element = scenes[sceneID] else { return nil }
        let scene = StoryboardScene(element: element, storyboard: self)
        var type = storyboardControllerClasses[element.name] ?? UIViewController.self
        if let custom = element.attributes["customClass"] {
            let module = element.attributes["customModule"] ?? StandIn.moduleName
            guard let found = NSClassFromString(module + "." + custom) ?? NSClassFromString(custom), let controllerType = found as? UIViewController.Type else {
                StandIn.fail("Unknown class \(custom) in Interface Builder file.")
            }
            type = controllerType
        }
        guard let controller = type.init(coder: StoryboardCoder(scene: scene)) else { return nil }
        controller.scene = scene
        controller.storyboard = self
        let storyboardID = element.attributes["storyboardIdentifier"]
        controller.storyboardIdentifier = storyboardID ?? Self.internalIdentifier(element)
        controller.restorationIdentifier = element.attributes["useStoryboardIdentifierAsRestorationIdentifier"] == "YES"
            ? storyboardID : element.attributes["restorationIdentifier"]
        if let title = element.first("navigationItem")?.attributes["title"] { controller.navigationItem.title = title }
        if let title = element.attributes["title"] { controller.title = title }
        var tabs: [UIViewController] = []
        var columns: [UIViewController] = []
        for segue in scene.segues where segue.kind == "relationship" {
            guard let child = instantiate(sceneID: segue.destination) else { continue }
            switch segue.relationship {
            case "rootViewController": (controller as? UINavigationController)?.setChildren([child])
            case "viewControllers": tabs.append(child)
            case "masterViewController", "detailViewController", "supplementaryViewController": columns.append(child)
            default: break
            }
        }
        if let tabBar = controller as? UITabBarController, !tabs.isEmpty { tabBar.viewControllers = tabs }
        if let split = controller as? UISplitViewController, !columns.isEmpty { split.setChildren(columns) }
        return controller
    }
}

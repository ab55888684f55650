/// A storyboard or xib, as restoration sees it: every view controller scene with its class,
/// storyboard id and restoration id, and the segues that contain, push or present others.
public struct Storyboard: Sendable {
    /// Relative to the project folder.
    public var path: String
    /// The file name without its extension: what `UIStoryboard(name:)` and the Info.plist use.
    public var name: String
    public var isXib: Bool
    /// The id of the initial view controller, if any.
    public var initialController: String?
    public var controllers: [StoryboardController]
    /// Views (not controllers) the document gives a restoration identifier, inside a
    /// controller's scene or a xib.
    public var identifiedViews: [StoryboardView] = []

    public func controller(_ id: String) -> StoryboardController? { controllers.first { $0.id == id } }

    /// How many of its controllers and views have a restoration identifier.
    public var restorationIdentifierCount: Int { controllers.filter { $0.restorationIdentifier != nil }.count + identifiedViews.count }
}

/// A view a storyboard or xib gives a restoration identifier (`<view customClass="MapView"
/// restorationIdentifier="Map">`): UIKit preserves it with its controller.
public struct StoryboardView: Sendable {
    /// `customClass`, or the element's name (`tableView`) for one of UIKit's.
    public var className: String
    public var module: String?
    public var restorationIdentifier: String
    public var line: Int
}

public struct StoryboardController: Sendable {
    /// Interface Builder's object id (`BYZ-38-t0r`).
    public var id: String
    /// The element: `navigationController`, `tabBarController`, `viewController` ...
    public var element: String
    /// `customClass`, or UIKit's class for the element.
    public var className: String
    /// `customModule`, when the storyboard names one.
    public var module: String?
    public var storyboardIdentifier: String?
    /// The restoration identifier UIKit gets: `restorationIdentifier`, or the storyboard id
    /// when "Use Storyboard ID" is checked.
    public var restorationIdentifier: String?
    public var line: Int
    public var segues: [StoryboardSegue]
    /// The column of its element's `<`.
    public var column: Int = 1
    /// A storyboard reference (`viewControllerPlaceholder`): the controller is in another storyboard.
    public var reference: (storyboard: String, identifier: String?)?

    /// UIKit's own containers encode their children themselves.
    public var isUIKitContainer: Bool { ["navigationController", "tabBarController", "splitViewController", "pageViewController"].contains(element) }
}

public struct StoryboardSegue: Sendable {
    /// `relationship`, `embed`, `show`, `push`, `showDetail`, `presentation`, `modal`, `popoverPresentation` ...
    public var kind: String
    /// For a relationship: `rootViewController`, `viewControllers`, `masterViewController` ...
    public var relationship: String?
    public var destination: String
    public var line: Int
    /// A `destinationCreationSelector`: the app's own method creates the destination (through
    /// an `init(coder:...)` of its own), not the storyboard's `init(coder:)`.
    public var createsDestination: Bool = false

    /// The destination is a child the source contains (and must encode, if it is not UIKit's).
    public var contains: Bool { kind == "relationship" || kind == "embed" }
}

enum StoryboardReader {
    static let defaultClasses = [
        "viewController": "UIViewController", "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "pageViewController": "UIPageViewController",
        "hostingController": "UIHostingController", "avPlayerViewController": "AVPlayerViewController", "glkViewController": "GLKViewController",
    ]

    /// Reads a storyboard or xib's XML; anything not understood is left out with a note.
    static func read(path: String, bytes: [UInt8]) throws(MarkupReader.Failure) -> Storyboard {
        let root = try MarkupReader.read(bytes)
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let isXib = fileName.hasSuffix(".xib")
        let name = String(fileName.split(separator: ".").dropLast().joined(separator: "."))
        var controllers: [StoryboardController] = []
        var views: [StoryboardView] = []
        func isController(_ element: MarkupElement) -> Bool {
            element["sceneMemberID"] == "viewController" || (isXib && element.name.hasSuffix("Controller") && element["id"] != nil)
        }
        let elements = root.descendants { element in isController(element) || element["restorationIdentifier"] != nil }
        for element in elements {
            guard isController(element) else {
                if let identifier = element["restorationIdentifier"] {
                    views.append(StoryboardView(className: element["customClass"] ?? element.name, module: element["customModule"], restorationIdentifier: identifier,
                                                line: element.line))
                }
                continue
            }
            guard let id = element["id"] else { continue }
            let storyboardID = element["storyboardIdentifier"]
            let usesStoryboardID = element["useStoryboardIdentifierAsRestorationIdentifier"] == "YES"
            let restorationID = element["restorationIdentifier"] ?? (usesStoryboardID ? storyboardID : nil)
            let segues = element.descendants { $0.name == "segue" }.compactMap { segue -> StoryboardSegue? in
                guard let destination = segue["destination"] else { return nil }
                return StoryboardSegue(kind: segue["kind"] ?? "show", relationship: segue["relationship"], destination: destination, line: segue.line,
                                       createsDestination: segue["destinationCreationSelector"] != nil)
            }
            var controller = StoryboardController(
                id: id, element: element.name, className: element["customClass"] ?? defaultClasses[element.name] ?? "UIViewController", module: element["customModule"],
                storyboardIdentifier: storyboardID, restorationIdentifier: restorationID, line: element.line, segues: segues, column: element.column)
            if element.name == "viewControllerPlaceholder" {
                controller.reference = (element["storyboardName"] ?? name, element["referencedIdentifier"])
            }
            controllers.append(controller)
        }
        return Storyboard(path: path, name: name, isXib: isXib, initialController: root["initialViewController"], controllers: controllers, identifiedViews: views)
    }
}

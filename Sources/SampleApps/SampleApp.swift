import KeyedArchive
import StateRestoration
import PropertyList

/// The classic item-list demo of state restoration (an item list in a navigation controller,
/// an item detail screen, a modal "new item" screen), played step by step, so the tool can be
/// tried without an iOS simulator. Each step is the app state UIKit would preserve at that
/// moment; timestamps are fixed so every run gives the same archives.
public enum SampleApp {
    public static let bundleIdentifier = "com.bignerdranch.Homepwner"
    public static var savedStateFolderName: String { "\(bundleIdentifier).savedState" }

    public struct Step: Sendable {
        public var name: String
        public var summary: String
        public var model: AppModel
    }

    public static let steps: [Step] = [
        Step(name: "launch", summary: "Launch: the item list, scrolled to the top",
             model: model(minute: 0, offset: 0)),
        Step(name: "scroll", summary: "Scroll the list down to the fifth item",
             model: model(minute: 1, offset: 412)),
        Step(name: "open-item", summary: "Open an item: the detail screen is pushed",
             model: model(minute: 2, offset: 412, detail: .viewing)),
        Step(name: "edit-text", summary: "Type into the name field without saving",
             model: model(minute: 3, offset: 412, detail: .editing)),
        Step(name: "edit-mode", summary: "Go back and put the list in edit mode",
             model: model(minute: 4, offset: 412, editing: true)),
        Step(name: "new-item", summary: "Add an item: a new detail screen is presented modally",
             model: model(minute: 5, offset: 412, newItem: true)),
        Step(name: "upgrade", summary: "Upgrade the app from 11.0 to 12.0",
             model: model(minute: 6, offset: 412, newItem: true, version: 12)),
    ]

    public static func step(named name: String) -> Step? {
        steps.first { $0.name == name }
    }

    /// Paths of the demo's objects.
    public static let navigationPath = IdentifierPath("UINavigationController")
    public static let listPath = IdentifierPath("UINavigationController/BNRItemsViewController")
    public static let detailPath = IdentifierPath("UINavigationController/BNRDetailViewController")
    public static let newItemPath = IdentifierPath("UINavigationController/UINavigationController/BNRDetailViewController")
    public static let itemStorePath = IdentifierPath("BNRItemStore")

    static let existingItemKey = "6F1C2E1A-9B7D-4C1F-A3B2-5D0E8F7A1C42"
    static let newItemKey = "D2A4C6E8-1B3D-4F5A-8C9E-0A1B2C3D4E5F"
    /// 2026-01-01T09:00:00Z.
    static let firstTimestamp = 788_950_800.0

    enum Detail { case viewing, editing }

    static func model(minute: Int, offset: Double, detail: Detail? = nil, editing: Bool = false, newItem: Bool = false, version: Int = 11) -> AppModel {
        let tableView = ViewModel("UITableView", identifier: "BNRItemsViewControllerTableView", state: [
            StateEntry("contentOffset", .point(x: 0, y: offset)),
            StateEntry("selectedRowModelIdentifiers", .array(detail == nil ? [] : [.string(existingItemKey)])),
        ])
        let list = ViewControllerModel(
            "BNRItemsViewController", identifier: "BNRItemsViewController",
            state: [StateEntry("TableViewIsEditing", .bool(editing))], views: [tableView])
        var stack = [list]
        if let detail {
            var state = [StateEntry("item.itemKey", .string(existingItemKey)), StateEntry("itemStore", .reference(itemStorePath))]
            if detail == .editing {
                state += [StateEntry("EditedText", .string("Rusty bike (needs oil")), StateEntry("EditField", .int32(1))]
            }
            let nameField = ViewModel("UITextField", identifier: "BNRDetailNameField", state: [StateEntry("selectedRange", .indexPath([21, 0]))])
            stack.append(ViewControllerModel(
                "BNRDetailViewController", identifier: "BNRDetailViewController", restorationClass: "BNRDetailViewController",
                state: state, views: detail == .editing ? [nameField] : []))
        }
        var presented: [ViewControllerModel] = []
        if newItem {
            let newDetail = ViewControllerModel(
                "BNRDetailViewController", identifier: "BNRDetailViewController", restorationClass: "BNRDetailViewController",
                state: [StateEntry("item.itemKey", .string(newItemKey)), StateEntry("itemStore", .reference(itemStorePath))])
            presented.append(ViewControllerModel(
                "UINavigationController", identifier: "UINavigationController", restorationClass: "BNRDetailViewController",
                container: .navigation, children: [newDetail]))
        }
        let navigation = ViewControllerModel(
            "UINavigationController", identifier: "UINavigationController", container: .navigation,
            children: stack, presented: presented)
        let store = RestorableObjectModel("BNRItemStore", identifier: "BNRItemStore", state: [StateEntry("ItemCount", .number(newItem ? 6 : 5))])
        return AppModel(
            windows: [navigation], registeredObjects: [store],
            delegateState: [StateEntry("MyAppVersion", .float(Float(version)))],
            bundleVersion: "\(version).0", systemVersion: "17.5", idiom: 0,
            timestamp: firstTimestamp + Double(minute * 60),
            sizeClasses: [(window: "MainWindow", vertical: "UIUserInterfaceSizeClassRegular", horizontal: "UIUserInterfaceSizeClassCompact")],
            firstResponder: detail == .editing ? detailPath : nil)
    }
}

// The user, scripted: each step acts on what is on screen as a person's touch would (UIKit
// sends the control's actions, the table's delegate its selection), and the screen dump writes
// what a person sees: the controller tree with each controller's class and restoration path, and
// the values the visible ones show.

@MainActor enum Driver {
    static func perform(_ step: String, _ argument: String) {
        switch step {
        case "dump": StandIn.dumps.append(ScreenDump.text(argument))
        case "background": StandIn.background()
        case "tap-row": tapRow(Int(argument) ?? 0)
        case "tap": tap(argument)
        case "type": type(argument)
        case "toggle": toggle(argument)
        case "select-tab": selectTab(Int(argument) ?? 0)
        case "back": visibleChain().compactMap { $0 as? UINavigationController }.last?.popViewController(animated: true)
        case "dismiss": dismiss()
        case "open-url": openURL(argument)
        case "continue-activity": continueActivity(argument)
        default: StandIn.fail("unknown step '\(step)'")
        }
    }

    /// The controllers on screen, from the window's root to the front-most.
    static func visibleChain() -> [UIViewController] {
        guard let root = (StandIn.windows.first { $0.isKeyWindow })?.rootViewController else { return [] }
        var chain: [UIViewController] = []
        var current: UIViewController? = root
        while let controller = current {
            chain.append(controller)
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                current = presented
            } else {
                current = StandIn.visibleChildren(controller).last
            }
        }
        return chain
    }

    /// Every controller on screen (a split view's columns side by side), the front-most first.
    static func visibleControllers() -> [UIViewController] {
        guard let root = (StandIn.windows.first { $0.isKeyWindow })?.rootViewController else { return [] }
        var found: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            found.append(controller)
            StandIn.visibleChildren(controller).forEach(visit)
            if let presented = controller.presentedViewController, presented.presentingViewController === controller { visit(presented) }
        }
        visit(root)
        // A presentation covers what is under it: only its own controllers take touches.
        if let top = found.last(where: { $0.presentingViewController != nil && $0.parent == nil }), let start = found.firstIndex(where: { $0 === top }) {
            found = Array(found[start...])
        }
        return found.reversed()
    }

    static func views(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(views) }

    static func frontViews() -> [UIView] {
        visibleControllers().flatMap { views($0.view) }
    }

    static func named<T: UIView>(_ name: String, _ type: T.Type) -> T? {
        frontViews().compactMap { $0 as? T }.first { view in
            view.accessibilityIdentifier == name || view.restorationIdentifier == name || (view as? UITextField)?.placeholder == name
        }
    }

    static func tapRow(_ row: Int) {
        guard let table = frontViews().compactMap({ $0 as? UITableView }).first else { StandIn.fail("tap-row: no table on screen") }
        table.delegate?.tableView(table, didSelectRowAt: IndexPath(row: row, section: 0))
    }

    static func tap(_ title: String) {
        if let button = frontViews().compactMap({ $0 as? UIButton }).first(where: { $0.title(for: .normal) == title || $0.accessibilityIdentifier == title }) {
            return button.sendActions(for: .touchUpInside)
        }
        for controller in visibleControllers() {
            for item in [controller.navigationItem.rightBarButtonItem, controller.navigationItem.leftBarButtonItem].compactMap({ $0 }) where item.title == title {
                if let action = item.primaryAction { return action.handler(action) }
            }
        }
        StandIn.fail("tap: nothing titled '\(title)' on screen")
    }

    /// `type NAME = TEXT`: the text typed into the field, then its editing ends.
    static func type(_ argument: String) {
        let parts = argument.components(separatedBy: " = ")
        guard parts.count == 2 else { StandIn.fail("type: NAME = TEXT") }
        if let field = named(parts[0], UITextField.self) {
            field.text = parts[1]
            field.sendActions(for: .editingChanged)
            field.delegate?.textFieldDidEndEditing(field)
        } else if let text = named(parts[0], UITextView.self) {
            text.text = parts[1]
        } else {
            StandIn.fail("type: no field '\(parts[0])' on screen")
        }
    }

    static func toggle(_ name: String) {
        guard let toggle = named(name, UISwitch.self) else { StandIn.fail("toggle: no switch '\(name)' on screen") }
        toggle.isOn.toggle()
        toggle.sendActions(for: .valueChanged)
    }

    static func selectTab(_ index: Int) {
        guard let tabs = visibleChain().compactMap({ $0 as? UITabBarController }).last else { StandIn.fail("select-tab: no tab bar on screen") }
        tabs.selectedIndex = index
        if let selected = tabs.selectedViewController { tabs.delegate?.tabBarController(tabs, didSelect: selected) }
    }

    static func dismiss() {
        guard let presented = visibleChain().last(where: { $0.presentingViewController != nil && $0.parent == nil }) else {
            StandIn.fail("dismiss: nothing presented")
        }
        presented.presentingViewController?.dismiss(animated: true)
    }

    /// `continue-activity TYPE URL`: a user activity handed over while the app runs.
    static func continueActivity(_ text: String) {
        let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
        let activity = NSUserActivity(activityType: parts.first ?? "")
        activity.webpageURL = parts.count > 1 ? URL(string: parts[1]) : nil
        if let scene = StandIn.scene {
            scene.delegate?.scene(scene, continue: activity)
        } else {
            _ = UIApplication.shared.delegate?.application(.shared, continue: activity, restorationHandler: StandIn.restorationHandler(activity))
        }
    }

    static func openURL(_ text: String) {
        guard let url = URL(string: text) else { StandIn.fail("open-url: not a URL") }
        if let scene = StandIn.scene {
            scene.delegate?.scene(scene, openURLContexts: [UIOpenURLContext(url: url, options: UIScene.OpenURLOptions())])
        } else {
            _ = UIApplication.shared.delegate?.application(.shared, open: url, options: [:])
        }
    }
}

/// What the screen shows, as text compared line by line between runs.
@MainActor enum ScreenDump {
    static func text(_ label: String) -> String {
        var lines = ["== \(label)"]
        let shown = StandIn.windows.filter(\.isVisible)
        if shown.isEmpty { lines.append("no window on screen") }
        for window in shown {
            var line = "window\(window.isKeyWindow ? " key" : "")"
            if window.overrideUserInterfaceStyle != .unspecified { line += " style=\(window.overrideUserInterfaceStyle)" }
            if let tint = window.tintColor { line += " tint=\(tint)" }
            lines.append(line)
            guard let root = window.rootViewController else {
                lines.append("  no root view controller")
                continue
            }
            let paths = PreservationTree(root: root).paths
            let visible = Set(Driver.visibleChain().map(ObjectIdentifier.init))
            describe(root, depth: 1, paths: paths, visible: visible, into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    static func describe(_ controller: UIViewController, depth: Int, paths: [ObjectIdentifier: String], visible: Set<ObjectIdentifier>, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        let isVisible = visible.contains(ObjectIdentifier(controller)) || (controller.parent.map { visible.contains(ObjectIdentifier($0)) && !($0 is UINavigationController) && !($0 is UITabBarController) } ?? false)
        var line = "\(indent)\(StandIn.name(of: controller)) path=\(paths[ObjectIdentifier(controller)] ?? "-")"
        if let tabs = controller as? UITabBarController { line += " selected=\(tabs.selectedIndex)" }
        if isVisible { line += " visible" }
        lines.append(line)
        if isVisible {
            if let title = controller.navigationItem.title { lines.append("\(indent)  title \"\(title)\"") }
            if controller.overrideUserInterfaceStyle != .unspecified { lines.append("\(indent)  style=\(controller.overrideUserInterfaceStyle)") }
            if controller.isEditing { lines.append("\(indent)  editing") }
            for view in Driver.views(controller.view) where !view.isHidden {
                if let value = view.shownValue { lines.append("\(indent)  \(value)") }
            }
        }
        for child in controller.children { describe(child, depth: depth + 1, paths: paths, visible: visible, into: &lines) }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            lines.append("\(indent)  presents:")
            describe(presented, depth: depth + 2, paths: paths, visible: visible, into: &lines)
        }
    }
}

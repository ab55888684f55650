/// The restoration identifier paths a storyboard's controllers get, walking from each root
/// (the initial controller, and every controller nothing contains or shows) the way UIKit
/// builds them: a contained child (relationship, embed) and a pushed controller go below
/// their container, a presented one below the root of its presenter's containment. A
/// controller without a restoration identifier ends the chain: UIKit preserves none of the
/// controllers below it. Paths are written without `:[n]:` parts, as UIKit hands them to the app.
public struct IdentifierChains: Sendable {
    public struct Node: Sendable {
        public var storyboard: String
        public var controller: StoryboardController
        /// The path, when every controller from the root down has an identifier.
        public var path: [String]?
        /// The controllers above it, root first, as their ids.
        public var ancestors: [String]
        /// Whether its chain starts at the storyboard's initial controller.
        public var fromInitial: Bool
        /// Reached from the initial controller through containment only: it exists at launch.
        public var atLaunch: Bool
        /// Reached from the controller above by a relationship segue (a navigation
        /// controller's root, a tab, a split's master or detail): the storyboard makes it with
        /// that container, wherever the container is made (at launch, by its storyboard ID).
        public var withContainer = false
    }

    /// A container without an identifier above controllers that have one.
    public struct Break: Sendable {
        public var storyboard: Storyboard
        public var container: StoryboardController
        /// The controllers below it with an identifier, which UIKit will not preserve.
        public var cutOff: [StoryboardController]
    }

    public var nodes: [Node] = []
    public var breaks: [Break] = []

    public static func of(_ storyboard: Storyboard) -> IdentifierChains {
        var chains = IdentifierChains()
        let destinations = Set(storyboard.controllers.flatMap { $0.segues.map(\.destination) })
        var roots = storyboard.controllers.filter { !destinations.contains($0.id) }.map(\.id)
        if let initial = storyboard.initialController {
            roots.removeAll { $0 == initial }
            roots.insert(initial, at: 0)
        }
        var visited: Set<String> = []
        for root in roots {
            let initial = root == storyboard.initialController
            chains.walk(storyboard, root, path: [], ancestors: [], containmentRoot: nil, navigation: nil, fromInitial: initial, atLaunch: initial, visited: &visited, depth: 0)
        }
        // Controllers only reached through a cycle of segues: walked from themselves.
        for controller in storyboard.controllers where !visited.contains(controller.id) {
            chains.walk(storyboard, controller.id, path: [], ancestors: [], containmentRoot: nil, navigation: nil, fromInitial: false, atLaunch: false, visited: &visited, depth: 0)
        }
        for node in chains.nodes where node.path == nil && node.controller.restorationIdentifier == nil {
            // Only what is cut off: a controller pushed from it goes below its navigation controller.
            let below = chains.nodes.filter { $0.ancestors.contains(node.controller.id) && $0.controller.restorationIdentifier != nil && $0.path == nil }
            let contains = node.controller.segues.contains { $0.contains || $0.kind == "show" || $0.kind == "push" }
            // Every container of a chain without one: nested ones too, each named in one run.
            if contains, !below.isEmpty {
                chains.breaks.append(Break(storyboard: storyboard, container: node.controller, cutOff: below.map(\.controller)))
            }
        }
        return chains
    }

    /// The navigation controller a controller is in: its path (nil when it has no identifier,
    /// so a controller pushed on it is cut off too).
    struct Navigation {
        var path: [String]?
    }

    /// `path` is nil once a controller above had no identifier; `navigation` is nil outside a
    /// navigation stack.
    mutating func walk(_ storyboard: Storyboard, _ id: String, path: [String]?, ancestors: [String], containmentRoot: [String]?, navigation: Navigation?,
                       fromInitial: Bool, atLaunch: Bool, withContainer: Bool = false, visited: inout Set<String>, depth: Int) {
        guard depth < 64, let controller = storyboard.controller(id), visited.insert(id).inserted else { return }
        let own = path.flatMap { prefix in controller.restorationIdentifier.map { prefix + [$0] } }
        nodes.append(Node(storyboard: storyboard.name, controller: controller, path: own, ancestors: ancestors, fromInitial: fromInitial, atLaunch: atLaunch,
                          withContainer: withContainer))
        let isNavigation = controller.element == "navigationController"
        let stack = isNavigation ? Navigation(path: own) : navigation
        let rootOfContainment = containmentRoot ?? own
        for segue in controller.segues {
            let below = ancestors + [id]
            switch segue.kind {
            case "relationship", "embed":
                // An embedded child is made when its container's view loads, not with the container.
                walk(storyboard, segue.destination, path: own, ancestors: below, containmentRoot: rootOfContainment,
                     navigation: stack, fromInitial: fromInitial, atLaunch: atLaunch, withContainer: segue.kind == "relationship", visited: &visited, depth: depth + 1)
            case "show", "push":
                if let stack {
                    // Pushed: below the navigation controller.
                    walk(storyboard, segue.destination, path: stack.path, ancestors: below, containmentRoot: rootOfContainment,
                         navigation: stack, fromInitial: fromInitial, atLaunch: false, visited: &visited, depth: depth + 1)
                } else {
                    // Shown outside a navigation stack: presented.
                    walk(storyboard, segue.destination, path: rootOfContainment, ancestors: below, containmentRoot: nil, navigation: nil,
                         fromInitial: fromInitial, atLaunch: false, visited: &visited, depth: depth + 1)
                }
            default:
                // Presented: below the root of the presenter's containment.
                walk(storyboard, segue.destination, path: rootOfContainment, ancestors: below, containmentRoot: nil, navigation: nil,
                     fromInitial: fromInitial, atLaunch: false, visited: &visited, depth: depth + 1)
            }
        }
    }
}

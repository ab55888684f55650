/// `custom-container-not-encoding-children`: a controller of the app's that adds children
/// and does not encode them.
enum CustomContainerNotEncodingChildren: DoctorRule {
    static let code = FindingCode.customContainerNotEncodingChildren
    static let summary = "A custom container controller does not encode its children: UIKit preserves none of them, nor anything below them."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A view controller class of the app (its superclass chain reaches `UIViewController`; not one of UIKit's \
        containers) that adds children to itself (`addChild(_:)` or `self.addChild(_:)`, `[self \
        addChildViewController:]`, or a storyboard's embed segues) and whose `encodeRestorableState(with:)` is missing \
        or encodes none of them, in an app that opts in to classic restoration. `addChild` on another receiver (a \
        `Progress`, a tree node) and methods of that name in views, cells or extensions of UIKit's classes do not \
        count. An error when the container gets a restoration identifier and a child does too (then the child is \
        lost); a note when the container has one but the children's types are not known; nothing otherwise.
        """
    static let basis = RuleBasis(.established, [PublicSources.childViewsSample, PublicSources.restorationProcess])
    static let fix = "in encodeRestorableState(with:), call super and encode each child (coder.encode(child, forKey: \"child\")): encoding a child is what makes UIKit preserve it"

    static let child = """
        import UIKit

        final class NoteListViewController: UITableViewController {
            init() {
                super.init(style: .plain)
                restorationIdentifier = "NoteList"
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        """

    static func container(encoding: Bool, mark: Bool, identifier: Bool = true) -> String {
        """
        import UIKit

        \(mark && !encoding ? "↓" : "")final class PagesContainer: UIViewController {
            private let list = NoteListViewController()

            init() {
                super.init(nibName: nil, bundle: nil)
                \(identifier ? "restorationIdentifier = \"Pages\"" : "")
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(list)
                view.addSubview(list.view)
                list.didMove(toParent: self)
            }
        \(encoding ? """

            override func encodeRestorableState(with coder: NSCoder) {
                super.encodeRestorableState(with: coder)
                coder.encode(list, forKey: "list")
            }
        """ : "")
        }

        """
    }

    static let examples: [RuleExample] = [
        .triggering("a container with an identifier adds a child with one and has no encodeRestorableState", .classicApp, severity: .error,
                    ("App/PagesContainer.swift", container(encoding: false, mark: true)), ("App/NoteListViewController.swift", child)),
        .triggering("Objective-C: encodeRestorableStateWithCoder: encodes no child", .classicApp, severity: .error,
                    ("App/NoteListViewController.swift", child), ("App/AccountsContainer.h", """
                    #import <UIKit/UIKit.h>
                    @interface AccountsContainer : UIViewController
                    @end

                    """), ("App/AccountsContainer.m", """
                    #import "AccountsContainer.h"
                    @interface AccountsContainer ()
                    @property (nonatomic, strong) NoteListViewController *list;
                    @end
                    @implementation AccountsContainer
                    - (instancetype)init {
                        self = [super initWithNibName:nil bundle:nil];
                        self.restorationIdentifier = @"Accounts";
                        return self;
                    }
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        self.list = [[NoteListViewController alloc] init];
                        [self addChildViewController:self.list];
                    }
                    ↓- (void)encodeRestorableStateWithCoder:(NSCoder *)coder {
                        [super encodeRestorableStateWithCoder:coder];
                        [coder encodeBool:YES forKey:@"seen"];
                    }
                    @end

                    """)),
        .triggering("the children's types are not known", .classicApp, severity: .note, ("App/PagesContainer.swift", """
            import UIKit

            ↓final class PagesContainer: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    restorationIdentifier = "Pages"
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }

                func show(_ page: UIViewController) {
                    addChild(page)
                }
            }

            """)),
        .passing("the container encodes its child", .classicApp,
                 ("App/PagesContainer.swift", container(encoding: true, mark: false)), ("App/NoteListViewController.swift", child)),
        .passing("the container encodes a stored property of a controller type (a storyboard-embedded child)", .classicApp,
                 ("App/PagesContainer.swift", container(encoding: true, mark: false)
                    .replacing("    private let list = NoteListViewController()\n", with: "    private var list: UISplitViewController!\n")
                    .replacing("        addChild(list)\n", with: "        addChild(UIViewController())\n        list = children.first as? UISplitViewController\n")),
                 ("App/NoteListViewController.swift", child)),
        .passing("the container has no identifier: UIKit preserves nothing of it anyway", .classicApp,
                 ("App/PagesContainer.swift", container(encoding: false, mark: false, identifier: false)), ("App/NoteListViewController.swift", child)),
        .passing("addChild on a Progress and on a tree node", .classicApp, ("App/Download.swift", """
            import UIKit

            final class OutlineNode {
                var children: [OutlineNode] = []
                func addChild(_ node: OutlineNode) { children.append(node) }
            }

            final class DownloadsViewController: UIViewController {
                let progress = Progress(totalUnitCount: 2)
                let root = OutlineNode()

                init() {
                    super.init(nibName: nil, bundle: nil)
                    restorationIdentifier = "Downloads"
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }

                func start(_ part: Progress) {
                    progress.addChild(part, withPendingUnitCount: 1)
                    root.addChild(OutlineNode())
                }
            }

            """)),
        .passing("addChild in a view, a cell and an extension of UIViewController", .classicApp, ("App/Views.swift", """
            import UIKit

            final class TreeView: UIView {
                func addChild(_ view: UIView) { addSubview(view) }
                func build() { addChild(UIView()) }
            }

            final class ItemCell: UITableViewCell {
                func addChild(_ view: UIView) { contentView.addSubview(view) }
            }

            extension UIViewController {
                func embed(_ child: UIViewController) {
                    addChild(child)
                    child.didMove(toParent: self)
                }
            }

            """)),
        .passing("a scene-based app", .sceneApp,
                 ("App/PagesContainer.swift", container(encoding: false, mark: false)), ("App/NoteListViewController.swift", child)),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive else { return [] }
        let facts = app.code
        var findings: [ProjectFinding] = []
        // The storyboards' embedded children by their container's class, read once.
        var embeddedByClass: [String: [StoryboardController]] = [:]
        for storyboard in app.app.storyboards {
            for controller in storyboard.controllers {
                let children = controller.segues.filter { $0.kind == "embed" }.compactMap { storyboard.controller($0.destination) }
                if !children.isEmpty { embeddedByClass[controller.className, default: []] += children }
            }
        }
        for type in facts.declaredClasses where facts.isController(type) {
            let chain = facts.chain(type)
            guard !UIKitClasses.containers.contains(where: { CodeFacts.isKind(chain, of: $0) }) else { continue }
            let added = type.methods.flatMap { method in MethodBody(method.file, method.function).addedChildren.map { (method, $0.name) } }
            let embedded = embeddedByClass[type.name] ?? []
            guard !added.isEmpty || !embedded.isEmpty, app.isIdentified(type) else { continue }
            let encode = chain.classes.lazy.compactMap { $0.method(.encode) }.first
            let encoded = encode.map { Set(MethodBody($0.file, $0.function).encodedValues) } ?? []
            let names = Set(added.map(\.1).filter { !$0.isEmpty })
            if !encoded.isDisjoint(with: names) || encoded.contains(where: looksLikeChild) { continue }
            // A stored property of a controller's type encoded (`coder.encode(svc, ...)` with
            // `var svc: UISplitViewController!` assigned from `children`) encodes a child.
            let encodesController = encoded.contains { name in
                guard let typeName = chain.classes.lazy.compactMap({ $0.properties[name] }).first else { return false }
                if let declared = facts.lookup(typeName, from: type.module), declared.isDeclared { return facts.isController(declared) }
                return UIKitClasses.isViewController(typeName)
            }
            if encodesController { continue }
            // Which children get an identifier: known types, and the storyboard's embedded ones.
            var identifiedChildren = embedded.filter { $0.restorationIdentifier != nil }.map { $0.restorationIdentifier! }
            var unknown = added.contains { $0.1.isEmpty }
            for (method, name) in added where !name.isEmpty {
                let typeName = MethodBody(method.file, method.function).localTypes[name]
                    ?? chain.classes.lazy.compactMap { $0.properties[name] }.first
                guard let typeName, let child = facts.lookup(typeName, from: type.module) else {
                    unknown = true
                    continue
                }
                if app.isIdentified(child) { identifiedChildren.append(child.name) }
            }
            let place = encode.map { ($0.file.path, $0.function.line, AppDiagnosis.anchor(type, $0.function.name), $0.function.column) } ?? (type.file, type.line, type.name, type.column)
            let what = encode == nil ? "does not override encodeRestorableState(with:)" : "its \(encode!.function.name) encodes none of its children"
            if !identifiedChildren.isEmpty {
                let shown = Array(Set(identifiedChildren)).sorted().prefix(3).joined(separator: ", ")
                findings.append(ProjectFinding(code, file: place.0, line: place.1, column: place.3, anchor: place.2,
                    "\(type.name) is a custom container (it adds child controllers) and \(what): UIKit preserves none of its children (\(shown)), nor anything below them"))
            } else if unknown {
                findings.append(ProjectFinding(code, .note, file: place.0, line: place.1, column: place.3, anchor: place.2,
                    "\(type.name) is a custom container and \(what); if a child it adds has a restoration identifier, UIKit does not preserve it (the children's types are not known here)"))
            }
        }
        return findings
    }

    /// An encoded value named like a child controller (`child`, `listController`, `pages`).
    static func looksLikeChild(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("child") || lowered.hasSuffix("controller") || lowered.hasSuffix("controllers") || lowered.hasSuffix("viewcontroller")
    }
}

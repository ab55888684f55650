/// `children-without-identifier`: containers are the only controllers with an identifier, so
/// UIKit preserves them and nothing they hold.
enum ChildrenWithoutIdentifier: DoctorRule {
    static let code = FindingCode.childrenWithoutIdentifier
    static let summary = "A container has a restoration identifier but none of the controllers below it has one: UIKit preserves the container alone, and nothing below it comes back."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        An app that opts in to classic restoration whose only restoration identifiers are UIKit containers' \
        (navigation, tab bar, split view and page view controllers, or the app's subclasses of them), in a \
        storyboard or given in code, while none of the controllers they contain (a storyboard's relationship and \
        embed segues) has one. UIKit preserves a controller only with an identifier, walking down from the \
        window's root: the container comes back, none of the screens below it does. A warning: what the container \
        keeps itself (the selected tab, the split view's columns) is restored. An app with any other identifier, \
        or a view's, is not judged (which screens it means to keep is its choice).
        """
    static let basis = RuleBasis(.established, [PublicSources.restorationIdentifier, PublicSources.viewControllerGuide])
    static let fix = "give the controllers the container holds a restoration identifier too (Identity inspector > Restoration ID, or restorationIdentifier = \"...\" where they are made)"

    /// A split view controller with an identifier over a list and a detail screen without one;
    /// `childIdentifier`: the list has one.
    static func splitStoryboard(childIdentifier: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="split-1">
            <scenes>
                <scene sceneID="scene-1">
                    <objects>
        \(childIdentifier ? "" : "↓")            <splitViewController restorationIdentifier="Split" id="split-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="list-1" kind="relationship" relationship="masterViewController" id="segue-1"/>
                                <segue destination="detail-1" kind="relationship" relationship="detailViewController" id="segue-2"/>
                            </connections>
                        </splitViewController>
                    </objects>
                </scene>
                <scene sceneID="scene-2">
                    <objects>
                        <tableViewController \(childIdentifier ? "restorationIdentifier=\"List\" " : "")id="list-1" customClass="ListViewController" customModule="App" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="scene-3">
                    <objects>
                        <viewController id="detail-1" customClass="DetailViewController" customModule="App" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    static let codeSplit = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window = UIWindow(frame: UIScreen.main.bounds)
                let split = UISplitViewController(style: .doubleColumn)
        ↓        split.restorationIdentifier = "Split"
                split.setViewController(ListViewController(), for: .primary)
                window?.rootViewController = split
                window?.makeKeyAndVisible()
                return true
            }

            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        }

        final class ListViewController: UITableViewController {}

        """

    static let examples: [RuleExample] = [
        .triggering("a split view controller is the only one with an identifier", .classicApp, severity: .warning,
                    ("App/Base.lproj/Main.storyboard", splitStoryboard(childIdentifier: false))),
        .triggering("code gives the split view controller it makes the only identifier", .classicApp, severity: .warning, ("App/AppDelegate.swift", codeSplit)),
        .passing("the list in the split view has one too", .classicApp, ("App/Base.lproj/Main.storyboard", splitStoryboard(childIdentifier: true))),
        .passing("the app does not opt in", .classicApp, ("App/AppDelegate.swift", "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
                 ("App/Base.lproj/Main.storyboard", splitStoryboard(childIdentifier: false))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive else { return [] }
        let code = app.code
        var findings: [ProjectFinding] = []
        func isContainer(_ className: String, module: String) -> Bool {
            CodeContainers.containerKind(className, code: code, module: module) != nil
        }
        for storyboard in app.app.storyboards {
            guard storyboard.identifiedViews.isEmpty else { return [] }
            for controller in storyboard.controllers where controller.restorationIdentifier != nil {
                guard controller.isUIKitContainer || isContainer(controller.className, module: controller.module ?? code.appModule) else { return [] }
                let children = controller.segues.filter(\.contains).compactMap { storyboard.controller($0.destination) }
                guard !children.isEmpty else { continue }
                findings.append(ProjectFinding(code: code, storyboard: storyboard, controller, children: children.map(\.className)))
            }
        }
        for assignment in code.restorationIdentifiers where assignment.value != "nil" {
            var className = AppDiagnosis.receiverType(assignment, code: code)?.name
            if className == nil, assignment.fact.receiver.count == 1, let range = assignment.fact.function,
               let file = code.files.first(where: { $0.path == assignment.file }) {
                className = MethodBody(file, body: range).localTypes[assignment.fact.receiver[0]]
            }
            guard let className, isContainer(className, module: assignment.module) else { return [] }
            findings.append(ProjectFinding(self.code, file: assignment.file, line: assignment.line, column: assignment.fact.column,
                anchor: (assignment.inClass.flatMap { code.classes[$0]?.name }.map { $0 + "." } ?? "") + className + ".restorationIdentifier",
                "code gives the \(className) a restoration identifier, and no other controller of the app gets one: UIKit preserves the container alone, and nothing below it comes back"))
        }
        return findings
    }
}

extension ProjectFinding {
    /// A storyboard container that is preserved alone.
    fileprivate init(code: CodeFacts, storyboard: Storyboard, _ controller: StoryboardController, children: [String]) {
        let shown = children.prefix(3).joined(separator: ", ") + (children.count > 3 ? ", ..." : "")
        self.init(ChildrenWithoutIdentifier.code, file: storyboard.path, line: controller.line, column: controller.column, anchor: storyboard.name + "#" + controller.id,
            "the \(ContainerWithoutIdentifier.describe(controller)) has a restoration identifier, and none of the \(children.count == 1 ? "controller" : "\(children.count) controllers") in it (\(shown)) has one, nor does any other controller of the app: UIKit preserves the container alone, and nothing below it comes back")
    }
}

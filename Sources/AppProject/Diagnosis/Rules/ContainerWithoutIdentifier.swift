/// `container-without-identifier`: a storyboard container that cuts its children off.
enum ContainerWithoutIdentifier: DoctorRule {
    static let code = FindingCode.containerWithoutIdentifier
    static let summary = "A container without a restoration identifier above controllers that have one: UIKit preserves none of them."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A storyboard controller without a restoration identifier that contains (relationship and embed segues) or \
        pushes controllers that have one, in an app that opts in to classic restoration: UIKit skips a controller \
        without an identifier together with everything below it. Every such container of a chain is named in one \
        run, the nested ones too. A controller pushed from one without an identifier is not cut off: it goes below \
        the navigation controller. Nothing in an app that does not opt in (then `opt-in-missing` says why).
        """
    static let fix = "give the container a restoration identifier (Identity inspector > Restoration ID, or check Use Storyboard ID)"

    static let examples: [RuleExample] = [
        .triggering("a navigation controller without an identifier", .classicApp, severity: .error,
                    ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: false, mark: true))),
        .triggering("a tab bar controller and the navigation controller in it, neither with an identifier", .classicApp, severity: .error,
                    ("App/Base.lproj/Main.storyboard", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tabs-1">
                        <scenes>
                            <scene sceneID="scene-1">
                                <objects>
                    ↓                <tabBarController id="tabs-1" sceneMemberID="viewController">
                                        <connections>
                                            <segue destination="nav-1" kind="relationship" relationship="viewControllers" id="segue-1"/>
                                        </connections>
                                    </tabBarController>
                                </objects>
                            </scene>
                            <scene sceneID="scene-2">
                                <objects>
                    ↓                <navigationController id="nav-1" sceneMemberID="viewController">
                                        <connections>
                                            <segue destination="list-1" kind="relationship" relationship="rootViewController" id="segue-2"/>
                                        </connections>
                                    </navigationController>
                                </objects>
                            </scene>
                            <scene sceneID="scene-3">
                                <objects>
                                    <viewController restorationIdentifier="List" id="list-1" sceneMemberID="viewController"/>
                                </objects>
                            </scene>
                        </scenes>
                    </document>

                    """)),
        .passing("the container has an identifier", .classicApp, ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: true))),
        .passing("the app does not opt in: identifiers for other purposes", .classicApp, ("App/AppDelegate.swift", """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {}

            """), ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: false))),
        .passing("a scene-based app", .sceneApp, ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: false))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive else { return [] }
        return app.app.chains.flatMap(\.breaks).map { gap in
            let names = gap.cutOff.prefix(3).map { $0.restorationIdentifier ?? $0.className }.joined(separator: ", ") + (gap.cutOff.count > 3 ? ", ..." : "")
            let container = gap.container
            var finding = ProjectFinding(code, file: gap.storyboard.path, line: container.line, anchor: gap.storyboard.name + "#" + container.id,
                "the \(describe(container)) has no restoration identifier, so UIKit preserves none of the \(gap.cutOff.count) controller\(gap.cutOff.count == 1 ? "" : "s") below it that have one (\(names))")
            finding.repair = .restorationIdentifier(storyboard: gap.storyboard.path, elementID: container.id, storyboardIdentifier: container.storyboardIdentifier,
                                                    className: container.className)
            return finding
        }
    }

    static func describe(_ controller: StoryboardController) -> String {
        let kind = switch controller.element {
        case "navigationController": "navigation controller"
        case "tabBarController": "tab bar controller"
        case "splitViewController": "split view controller"
        case "pageViewController": "page view controller"
        default: "view controller"
        }
        return kind + " " + controller.className + (controller.storyboardIdentifier.map { " (storyboard id \($0))" } ?? "")
    }
}

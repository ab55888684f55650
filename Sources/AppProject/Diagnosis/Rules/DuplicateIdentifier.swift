/// `duplicate-identifier`: two controllers with one identifier path.
enum DuplicateIdentifier: DoctorRule {
    static let code = FindingCode.duplicateIdentifier
    static let summary = "Two controllers get the same restoration identifier path: UIKit restores only one of them."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        Two controllers of a storyboard, under the same container (not a navigation controller, which disambiguates \
        its stack by position), whose identifier paths are equal, in an app that opts in to classic restoration. A \
        warning: one of the two comes back.
        """
    static let fix = "give each child of the container its own restoration identifier: identifier paths must be unique"

    static func tabs(second: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tabs-1">
            <scenes>
                <scene sceneID="scene-1">
                    <objects>
                        <tabBarController restorationIdentifier="Tabs" id="tabs-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="inbox-1" kind="relationship" relationship="viewControllers" id="segue-1"/>
                                <segue destination="archive-1" kind="relationship" relationship="viewControllers" id="segue-2"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="scene-2">
                    <objects>
                        <viewController restorationIdentifier="Page" id="inbox-1" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="scene-3">
                    <objects>
        \(second == "Page" ? "↓" : "")                <viewController restorationIdentifier="\(second)" id="archive-1" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    static let examples: [RuleExample] = [
        .triggering("two tabs with the identifier Page", .classicApp, severity: .warning, ("App/Base.lproj/Main.storyboard", tabs(second: "Page"))),
        .passing("Page and Archive", .classicApp, ("App/Base.lproj/Main.storyboard", tabs(second: "Archive"))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive else { return [] }
        var findings: [ProjectFinding] = []
        for (storyboard, chains) in zip(app.app.storyboards, app.app.chains) {
            var seen: [String: IdentifierChains.Node] = [:]
            for node in chains.nodes {
                guard let path = node.path?.joined(separator: "/") else { continue }
                guard let first = seen[path], first.controller.id != node.controller.id else {
                    seen[path] = node
                    continue
                }
                let parent = node.ancestors.last.flatMap { storyboard.controller($0) }
                guard parent?.element != "navigationController" else { continue }
                findings.append(ProjectFinding(code, file: storyboard.path, line: node.controller.line, anchor: storyboard.name + "#" + node.controller.id,
                    "two controllers get the identifier path \(path) (lines \(first.controller.line) and \(node.controller.line)): UIKit restores only one of them"))
            }
        }
        return findings
    }
}

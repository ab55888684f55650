/// `duplicate-identifier`: two children of one custom container with one identifier.
enum DuplicateIdentifier: DoctorRule {
    static let code = FindingCode.duplicateIdentifier
    static let summary = "Two children a container embeds have the same restoration identifier, so the same path: UIKit restores only one of them."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        Two controllers a storyboard embeds in the same custom container (embed segues) with the same restoration \
        identifier, in an app that opts in to classic restoration: both get one identifier path, and UIKit restores \
        one of them. UIKit's own containers (navigation, tab bar, split and page view controllers) tell their children \
        apart by position (`Tabs/:[1]:/Page`), and controllers presented from one screen are not there at once: \
        neither is reported. A warning.
        """
    static let basis = RuleBasis(.established, [PublicSources.restorationIdentifier, PublicSources.viewControllerGuide])
    static let fix = "give each child of the container its own restoration identifier: identifier paths must be unique"

    static func container(second: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="split-1">
            <scenes>
                <scene sceneID="scene-1">
                    <objects>
                        <viewController restorationIdentifier="Dashboard" id="split-1" customClass="DashboardViewController" customModule="App" sceneMemberID="viewController">
                            <view key="view" id="view-1">
                                <subviews>
                                    <containerView id="box-1"><connections><segue destination="inbox-1" kind="embed" id="segue-1"/></connections></containerView>
                                    <containerView id="box-2"><connections><segue destination="archive-1" kind="embed" id="segue-2"/></connections></containerView>
                                </subviews>
                            </view>
                        </viewController>
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

    static let tabs = """
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
                <scene sceneID="scene-2"><objects><viewController restorationIdentifier="Page" id="inbox-1" sceneMemberID="viewController"/></objects></scene>
                <scene sceneID="scene-3"><objects><viewController restorationIdentifier="Page" id="archive-1" sceneMemberID="viewController"/></objects></scene>
            </scenes>
        </document>

        """

    static let examples: [RuleExample] = [
        .triggering("a custom container embeds two children both called Page", .classicApp, severity: .warning,
                    ("App/Base.lproj/Main.storyboard", container(second: "Page"))),
        .passing("Page and Archive", .classicApp, ("App/Base.lproj/Main.storyboard", container(second: "Archive"))),
        .passing("two tabs called Page: the tab bar controller tells them apart by position", .classicApp, ("App/Base.lproj/Main.storyboard", tabs)),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive else { return [] }
        var findings: [ProjectFinding] = []
        for storyboard in app.app.storyboards {
            for container in storyboard.controllers where !container.isUIKitContainer {
                var seen: [String: StoryboardController] = [:]
                for segue in container.segues where segue.kind == "embed" {
                    guard let child = storyboard.controller(segue.destination), let identifier = child.restorationIdentifier else { continue }
                    guard let first = seen[identifier] else {
                        seen[identifier] = child
                        continue
                    }
                    findings.append(ProjectFinding(code, file: storyboard.path, line: child.line, column: child.column, anchor: storyboard.name + "#" + child.id,
                        "\(container.className) embeds two controllers with the restoration identifier \(identifier) (lines \(first.line) and \(child.line)): they get one identifier path, and UIKit restores only one of them"))
                }
            }
        }
        return findings
    }
}

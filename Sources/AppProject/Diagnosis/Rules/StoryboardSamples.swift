/// Storyboards for the rules' examples: a navigation controller over a list over a detail
/// screen, the containers with or without a restoration identifier.
enum StoryboardSamples {
    /// `containerIdentifier`: whether the navigation controller has one ("Use Storyboard ID");
    /// `mark`: put the example's `↓` on the navigation controller's line.
    static func navigation(containerIdentifier: Bool, mark: Bool = false, detailCreator: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
            <scenes>
                <scene sceneID="scene-1">
                    <objects>
        \(mark ? "↓" : "")            <navigationController storyboardIdentifier="Navigation"\(containerIdentifier ? " useStoryboardIdentifierAsRestorationIdentifier=\"YES\"" : "") id="nav-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="list-1" kind="relationship" relationship="rootViewController" id="segue-1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="scene-2">
                    <objects>
                        <tableViewController storyboardIdentifier="Items" useStoryboardIdentifierAsRestorationIdentifier="YES" id="list-1" customClass="ItemsViewController" customModule="App" sceneMemberID="viewController">
                            <connections>
                                <segue destination="detail-1" kind="show" id="segue-2"\(detailCreator ? " destinationCreationSelector=\"makeDetail:\"" : "")/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="scene-3">
                    <objects>
                        <viewController storyboardIdentifier="Detail" restorationIdentifier="Detail" id="detail-1" customClass="DetailViewController" customModule="App" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }
}

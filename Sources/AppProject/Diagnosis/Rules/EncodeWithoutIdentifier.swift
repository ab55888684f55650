/// `encode-without-identifier`: a view or controller that encodes its state but never gets a
/// restoration identifier, so UIKit never asks it to.
enum EncodeWithoutIdentifier: DoctorRule {
    static let code = FindingCode.encodeWithoutIdentifier
    static let summary = "A view or controller encodes its state, but nothing gives it a restoration identifier: UIKit never preserves it."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A view or view controller class of the app that overrides `encodeRestorableState(with:)` (any spelling) \
        while no storyboard or xib gives it a restoration identifier (a controller's scene, an explicit one or "Use \
        Storyboard ID"; a view of its class inside a controller's scene, its Restoration ID) and no code gives it \
        one (itself, a superclass of the app, or a value of its type), in an app that opts in to classic restoration. UIKit preserves only objects with a restoration identifier: its encode never runs. \
        An error; a warning when code gives identifiers to objects whose class doctor cannot tell (one of them may be \
        this class).
        """
    static let basis = RuleBasis(.established, [PublicSources.restorationIdentifier, PublicSources.viewRestorationIdentifier, PublicSources.viewControllerGuide])
    static let fix = "give it a restoration identifier: in its storyboard scene (Restoration ID, or Use Storyboard ID), or restorationIdentifier = \"...\" where it is made"

    static let controller = """
        import UIKit

        ↓final class MapViewController: UIViewController {
            var zoom = 1.0

            override func encodeRestorableState(with coder: NSCoder) {
                super.encodeRestorableState(with: coder)
                coder.encode(zoom, forKey: "zoom")
            }
        }

        """

    /// A custom view that encodes its zoom, in a controller's scene.
    static let mapView = """
        import UIKit

        ↓final class MapView: UIView {
            var zoom = 1.0

            override func encodeRestorableState(with coder: NSCoder) {
                super.encodeRestorableState(with: coder)
                coder.encode(zoom, forKey: "zoom")
            }
        }

        """

    /// `viewIdentifier`: the view's Restoration ID set in the storyboard.
    static func mapStoryboard(viewIdentifier: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="map-1">
            <scenes>
                <scene sceneID="scene-1">
                    <objects>
                        <viewController storyboardIdentifier="Map" useStoryboardIdentifierAsRestorationIdentifier="YES" id="map-1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-1">
                                <subviews>
                                    <view contentMode="scaleToFill" id="map-view-1" customClass="MapView" customModule="App"\(viewIdentifier ? " restorationIdentifier=\"Map\"" : "")/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    static let examples: [RuleExample] = [
        .triggering("a controller encodes, nothing gives it an identifier", .classicApp, severity: .error, ("App/MapViewController.swift", controller)),
        .triggering("a view encodes, its controller's scene gives it no Restoration ID", .classicApp, severity: .error, ("App/MapView.swift", mapView),
                    ("App/Base.lproj/Main.storyboard", mapStoryboard(viewIdentifier: false))),
        .passing("Objective-C: a container given its identifier through a property, [self.drawerController setRestorationIdentifier:]", .classicApp,
                 ("App/DrawerController.h", "#import <UIKit/UIKit.h>\n@interface DrawerController : UIViewController\n@end\n"),
                 ("App/DrawerController.m", """
                 #import "DrawerController.h"
                 @implementation DrawerController
                 - (void)encodeRestorableStateWithCoder:(NSCoder *)coder {
                     [super encodeRestorableStateWithCoder:coder];
                     [coder encodeBool:YES forKey:@"open"];
                 }
                 @end

                 """),
                 ("App/RootBuilder.m", """
                 #import "DrawerController.h"
                 @interface RootBuilder : NSObject
                 @property (nonatomic, strong) DrawerController *drawerController;
                 @end
                 @implementation RootBuilder
                 - (void)build {
                     self.drawerController = [[DrawerController alloc] init];
                     [self.drawerController setRestorationIdentifier:@"Drawer"];
                 }
                 @end

                 """)),
        .passing("a container made in a lazy property's closure, given its identifier there", .classicApp, ("App/RootStack.swift", """
                 import UIKit

                 final class RootStack {
                     lazy var rootViewController: UIViewController = {
                         let container = PassthroughViewController()
                         container.restorationIdentifier = "Root container"
                         return container
                     }()
                 }

                 private final class PassthroughViewController: UIViewController {
                     override func encodeRestorableState(with coder: NSCoder) {
                         super.encodeRestorableState(with: coder)
                         coder.encode(children, forKey: "children")
                     }
                 }

                 """)),
        .passing("a view encodes, its Restoration ID set in its controller's scene", .classicApp, ("App/MapView.swift", mapView.replacing("↓", with: "")),
                 ("App/Base.lproj/Main.storyboard", mapStoryboard(viewIdentifier: true))),
        .passing("it sets its own identifier", .classicApp, ("App/MapViewController.swift", controller.replacing("↓", with: "")
            .replacing("    var zoom = 1.0\n", with: "    var zoom = 1.0\n\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        restorationIdentifier = \"Map\"\n    }\n"))),
        .passing("the storyboard gives it one (Use Storyboard ID)", .classicApp, ("App/MapViewController.swift", controller.replacing("↓", with: "")),
                 ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: true).replacing("ItemsViewController", with: "MapViewController"))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive else { return [] }
        return app.code.declaredClasses.compactMap { type in
            guard app.code.isRestorableKind(type), let (file, function) = type.method(.encode), !app.isIdentified(type) else { return nil }
            // A subclass that gets an identifier encodes through this override too.
            guard !app.code.declaredClasses.contains(where: { $0.key != type.key && app.code.chain($0).classes.contains { $0.key == type.key } && app.isIdentified($0) }) else { return nil }
            let unsure = app.unresolvedIdentifiers > 0
            return ProjectFinding(code, unsure ? .warning : .error, file: type.file, line: type.line, column: type.column, anchor: AppDiagnosis.anchor(type, function.name),
                "\(type.name) encodes its state (\(function.name), \(file.path):\(function.line)) but nothing gives it a restoration identifier: UIKit never preserves it, and its encode never runs"
                    + (unsure ? " (\(app.unresolvedIdentifiers) restoration identifier\(app.unresolvedIdentifiers == 1 ? " is" : "s are") given to objects whose class doctor cannot tell)" : ""))
        }
    }
}

/// `restoration-class-declines-all`: a restoration class that never restores.
enum RestorationClassDeclinesAll: DoctorRule {
    static let code = FindingCode.restorationClassDeclinesAll
    static let summary = "A restoration class returns nil on every path: UIKit restores none of its controllers, nor anything below them."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A class code makes a restoration class (`restorationClass = X.self`, `[X class]`, or `Self.self` / `[self \
        class]` in it or a superclass) whose class method `viewController(withRestorationIdentifierPath:coder:)` \
        returns `nil` on every path, in an app that opts in to classic restoration. nil means "do not restore this \
        one", and UIKit stops looking: an error. A class that only adopts `UIViewControllerRestoration` and that no \
        code makes a restoration class is a note (its factory is never called unless something doctor does not see \
        assigns it). A factory on a class nothing makes a restoration class, an instance method of that name, and an \
        app delegate's class method of that selector are never called by UIKit: not reported.
        """
    static let basis = RuleBasis(.established, [PublicSources.restorationFactory, PublicSources.restorationProtocol, PublicSources.restorationClass])
    static let fix = "return the controller for the paths it knows (nil means \"do not restore this one\")"

    static func detail(returning value: String, mark: Bool, assigned: Bool = true, conforms: Bool = true) -> String {
        """
        import UIKit

        final class DetailViewController: UIViewController\(conforms ? ", UIViewControllerRestoration" : "") {
            init() {
                super.init(nibName: nil, bundle: nil)
                restorationIdentifier = "Detail"
                \(assigned ? "restorationClass = DetailViewController.self" : "")
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

        \(mark ? "↓" : "")    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
                \(value)
            }
        }

        """
    }

    static let objectiveCDelegate = """
        #import "AppDelegate.h"
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application shouldSaveSecureApplicationState:(NSCoder *)coder { return YES; }
        - (BOOL)application:(UIApplication *)application shouldRestoreSecureApplicationState:(NSCoder *)coder { return YES; }
        + (UIViewController *)viewControllerWithRestorationIdentifierPath:(NSArray *)identifierComponents coder:(NSCoder *)coder {
            return nil;
        }
        @end

        """

    static let examples: [RuleExample] = [
        .triggering("returns nil", .classicApp, severity: .error, ("App/DetailViewController.swift", detail(returning: "nil", mark: true))),
        .triggering("adopts UIViewControllerRestoration, nothing assigns it: a note", .classicApp, severity: .note,
                    ("App/DetailViewController.swift", detail(returning: "nil", mark: true, assigned: false))),
        .triggering("Swift 2: viewControllerWithRestorationIdentifierPath(_:coder:) returns nil", .classicApp, severity: .error,
                    ("App/DetailViewController.swift", detail(returning: "return nil", mark: true).replacing(
                        "static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)",
                        with: "static func viewControllerWithRestorationIdentifierPath(identifierComponents: [AnyObject], coder: NSCoder)"))),
        .passing("returns a controller", .classicApp, ("App/DetailViewController.swift", detail(returning: "DetailViewController()", mark: false))),
        .passing("never made a restoration class: the storyboard restores it", .classicApp,
                 ("App/DetailViewController.swift", detail(returning: "nil", mark: false, assigned: false, conforms: false))),
        .passing("Objective-C: a class method of that selector on the app delegate, which UIKit never calls", .classicApp, ("App/AppDelegate.swift", ""),
                 ("App/AppDelegate.h", "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n"),
                 ("App/AppDelegate.m", objectiveCDelegate)),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive else { return [] }
        return app.code.declaredClasses.compactMap { type in
            guard let (file, function) = type.method(.restorationFactory) else { return nil }
            let returns = MethodBody(file, function).returns
            guard !returns.isEmpty, returns.allSatisfy({ $0.value == .nilValue }) else { return nil }
            let place = (file.path, function.line, function.column, AppDiagnosis.anchor(type, function.name))
            if app.isRestorationClass(type) {
                return ProjectFinding(code, file: place.0, line: place.1, column: place.2, anchor: place.3,
                    "\(type.name).\(function.name) returns nil on every path: UIKit restores none of the controllers it is the restoration class of, nor anything below them")
            }
            guard app.code.conforms(type, to: "UIViewControllerRestoration") else { return nil }
            return ProjectFinding(code, .note, file: place.0, line: place.1, column: place.2, anchor: place.3,
                "\(type.name).\(function.name) returns nil on every path, but no code makes \(type.name) a restoration class: UIKit calls it only for a controller whose restorationClass is \(type.name), which doctor does not see assigned")
        }
    }
}

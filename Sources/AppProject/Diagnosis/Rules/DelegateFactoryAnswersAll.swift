/// `delegate-factory-answers-all`: the app delegate's factory that never says "not mine".
enum DelegateFactoryAnswersAll: DoctorRule {
    static let code = FindingCode.delegateFactoryAnswersAll
    static let summary = "The app delegate's viewControllerWithRestorationIdentifierPath never returns nil: it answers every path, those it does not know too."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        The app delegate's `application(_:viewControllerWithRestorationIdentifierPath:coder:)` makes a new controller \
        and returns nil on no path, in an app that opts in to classic restoration. UIKit never looks in the storyboard \
        or at existing controllers, and unknown screens come back empty. A warning.
        """
    static let basis = RuleBasis(.established, [PublicSources.delegateFactory])
    static let fix = "return nil for paths the factory does not know, so UIKit goes on to the storyboard or the existing object"

    static func delegate(fallback: String, mark: Bool) -> String {
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }

        \(mark ? "↓" : "")    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
                switch identifierComponents.last {
                case "Note": return UINavigationController()
                default: return \(fallback)
                }
            }
        }

        """
    }

    static let examples: [RuleExample] = [
        .triggering("a new controller for every path", .classicApp, severity: .warning, ("App/AppDelegate.swift", delegate(fallback: "UIViewController()", mark: true))),
        .passing("nil for the others", .classicApp, ("App/AppDelegate.swift", delegate(fallback: "nil", mark: false))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive, let delegate = app.delegate, let (file, function) = delegate.method(.delegateFactory) else { return [] }
        let returns = MethodBody(file, function).returns
        let constructed = returns.compactMap { if case .construction(let name) = $0.value { name } else { nil } }
        guard !constructed.isEmpty, !returns.contains(where: { $0.value == .nilValue }) else { return [] }
        return [ProjectFinding(code, file: file.path, line: function.line, column: function.column, anchor: AppDiagnosis.anchor(delegate, function.name),
            "the app delegate's \(function.name) never returns nil and makes a new \(constructed[0]): it answers every path, those it does not know too, so UIKit never looks in the storyboard or at existing controllers")]
    }
}

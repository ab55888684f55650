/// `restoration-class-declines-all`: a restoration class that never restores.
enum RestorationClassDeclinesAll: DoctorRule {
    static let code = FindingCode.restorationClassDeclinesAll
    static let summary = "A restoration class returns nil on every path: UIKit restores none of its controllers, nor anything below them."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A class whose `viewController(withRestorationIdentifierPath:coder:)` returns `nil` on every path, in an app \
        that opts in to classic restoration. nil means "do not restore this one", and UIKit stops looking. An error.
        """
    static let fix = "return the controller for the paths it knows (nil means \"do not restore this one\")"

    static func detail(returning value: String, mark: Bool) -> String {
        """
        import UIKit

        final class DetailViewController: UIViewController, UIViewControllerRestoration {
            init() {
                super.init(nibName: nil, bundle: nil)
                restorationIdentifier = "Detail"
                restorationClass = DetailViewController.self
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

    static let examples: [RuleExample] = [
        .triggering("returns nil", .classicApp, severity: .error, ("App/DetailViewController.swift", detail(returning: "nil", mark: true))),
        .passing("returns a controller", .classicApp, ("App/DetailViewController.swift", detail(returning: "DetailViewController()", mark: false))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive else { return [] }
        return app.code.declaredClasses.compactMap { type in
            guard let (file, function) = type.method(.restorationFactory) else { return nil }
            let returns = MethodBody(file, function).returns
            guard !returns.isEmpty, returns.allSatisfy({ $0.value == .nilValue }) else { return nil }
            return ProjectFinding(code, file: file.path, line: function.line, anchor: AppDiagnosis.anchor(type, function.name),
                "\(type.name).\(function.name) returns nil on every path: UIKit restores none of the controllers it is the restoration class of, nor anything below them")
        }
    }
}

/// `restoration-class-without-factory`: `restorationClass = X.self` where X cannot create.
enum RestorationClassWithoutFactory: DoctorRule {
    static let code = FindingCode.restorationClassWithoutFactory
    static let summary = "A class is made a restoration class but has no viewController(withRestorationIdentifierPath:coder:): UIKit cannot create the controller."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        `restorationClass = X.self` (`[X class]`) where X is a class of the app without \
        `viewController(withRestorationIdentifierPath:coder:)`, in an app that opts in to classic restoration. An \
        error. A class the app does not declare is not judged.
        """
    static let basis = RuleBasis(.established, [PublicSources.restorationClass, PublicSources.restorationProtocol])
    static let fix = "implement static func viewController(withRestorationIdentifierPath:coder:) (UIViewControllerRestoration) in that class"

    static func list(factory: Bool) -> String {
        """
        import UIKit

        final class NoteListViewController: UITableViewController, UIViewControllerRestoration {
            init() {
                super.init(style: .plain)
                restorationIdentifier = "NoteList"
        \(factory ? "" : "↓")        restorationClass = NoteListViewController.self
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        \(factory ? """

            static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
                NoteListViewController()
            }
        """ : "")
        }

        """
    }

    static let examples: [RuleExample] = [
        .triggering("no factory", .classicApp, severity: .error, ("App/NoteListViewController.swift", list(factory: false))),
        .passing("the factory", .classicApp, ("App/NoteListViewController.swift", list(factory: true))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive else { return [] }
        return app.code.restorationClasses.compactMap { assignment in
            let isSelf = ["Self", "self", "type"].contains(assignment.value)
            let resolved = isSelf ? assignment.inClass.flatMap { app.code.classes[$0] } : app.code.lookup(assignment.value, from: assignment.module)
            guard let type = resolved, type.isDeclared, !app.code.chain(type).classes.contains(where: { $0.method(.restorationFactory) != nil }) else { return nil }
            let named = type.name
            return ProjectFinding(code, file: assignment.file, line: assignment.line, column: assignment.fact.column, anchor: "restorationClass = " + assignment.value,
                "\(named) is made a restoration class but has no viewController(withRestorationIdentifierPath:coder:): UIKit cannot create the controller")
        }
    }
}

/// `init-coder-without-super`: a storyboard-made controller whose `init?(coder:)` skips
/// super's, so the storyboard's restoration identifier is never set.
enum InitCoderWithoutSuper: DoctorRule {
    static let code = FindingCode.initCoderWithoutSuper
    static let summary = "A controller the storyboard creates with a restoration identifier has an init?(coder:) that does not call super's: the identifier is never set."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        A storyboard controller with a restoration identifier whose class's `init?(coder:)` (`initWithCoder:`) does \
        not call `super.init(coder:)`, in an app that opts in to classic restoration. Controllers the storyboard \
        creates through a creator (`instantiateViewController(identifier:creator:)`, \
        `instantiateInitialViewController { coder in ... }`, a segue's `destinationCreationSelector`) are created by \
        the class's own `init(coder:...)`, which calls super: not reported. An error.
        """
    static let basis = RuleBasis(.established, [PublicSources.restorationIdentifier, PublicSources.viewControllerGuide])
    static let fix = "call super.init(coder: coder) in init?(coder:): it is what reads the storyboard's values, the restoration identifier among them"

    static func detail(creator: Bool) -> String {
        """
        import UIKit

        final class DetailViewController: UIViewController {
            let item: String
        \(creator ? """

            init?(coder: NSCoder, item: String) {
                self.item = item
                super.init(coder: coder)
            }
        """ : "")

        \(creator ? "" : "↓")    required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }

        """
    }

    static let examples: [RuleExample] = [
        .triggering("init?(coder:) traps", .classicApp, severity: .error,
                    ("App/DetailViewController.swift", detail(creator: false)), ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: true))),
        .passing("a creator closure's init(coder:item:) calls super", .classicApp,
                 ("App/DetailViewController.swift", detail(creator: true)), ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: true))),
        .passing("a segue's destinationCreationSelector creates it", .classicApp,
                 ("App/DetailViewController.swift", detail(creator: false)), ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: true, detailCreator: true))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard app.classicRestorationActive else { return [] }
        var findings: [ProjectFinding] = []
        var reported: Set<String> = []
        for storyboard in app.app.storyboards {
            for controller in storyboard.controllers where controller.restorationIdentifier != nil && !app.creatorCreated.contains(controller.className) {
                guard let type = app.code.lookup(controller.className, from: controller.module ?? app.code.appModule), reported.insert(type.key).inserted,
                      let (file, function) = type.method(.initCoder) else { continue }
                let body = MethodBody(file, function)
                guard !body.callsInitWithCoder else { continue }
                let effect = body.mentions("fatalError") ? "the storyboard cannot create it (it traps)" : "the storyboard's restoration identifier '\(controller.restorationIdentifier!)' is never set"
                findings.append(ProjectFinding(code, file: file.path, line: function.line, column: function.column, anchor: AppDiagnosis.anchor(type, function.name),
                    "\(type.name)'s \(function.name) does not call \(file.language == .swift ? "super.init(coder:)" : "[super initWithCoder:]"), and \(storyboard.name).\(storyboard.isXib ? "xib" : "storyboard") creates it: \(effect)"))
            }
        }
        return findings
    }
}

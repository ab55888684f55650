/// `suppression-without-effect`: a `uistate:` comment or a `.uistate-doctor` line that
/// silences nothing (a typo in a code, a command that is none, a rule no finding matches).
enum SuppressionWithoutEffect: DoctorRule {
    static let code = FindingCode.suppressionWithoutEffect
    static let summary = "A uistate:disable comment or a .uistate-doctor line has no effect: a code it names does not exist, or nothing it names occurs."
    static let defaultSeverity = ProjectFinding.Severity.warning
    static let evidence = """
        A `// uistate:disable...` comment that names no finding code (a typo: `encode-without-supr`) or is no \
        command doctor knows, and a line of a `.uistate-doctor` file that matches no finding of the run (an \
        `ignore` whose code or glob matches nothing, a `severity` for a code that does not occur). A warning: the \
        comment or the line silences nothing, which is rarely what its author meant. Codes may be separated by \
        spaces or commas; `all` stands for every code.
        """
    static let basis = RuleBasis(.observed, [])
    static let fix = "correct the code (uistate doctor --rules lists them), or remove the comment or the line"

    static let examples: [RuleExample] = [
        .triggering("a typo in a comment's code", .classicApp, severity: .warning, ("App/ItemsViewController.swift", SuperCall.override("encode", superCall: false, mark: false)
            .replacing("    override func encode", with: "↓    // uistate:disable:next encode-without-supr\n    override func encode"))),
        .passing("the right code, and a comma list", .classicApp, ("App/ItemsViewController.swift", SuperCall.override("encode", superCall: false, mark: false)
            .replacing("    override func encode", with: "    // uistate:disable:next encode-without-super, decode-without-super\n    override func encode"))),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        app.code.files.flatMap { file in
            (file.suppressions?.problems ?? []).map { problem in
                ProjectFinding(code, file: file.path, line: problem.line, column: problem.column, anchor: "uistate:" + file.path, problem.text)
            }
        }
    }
}

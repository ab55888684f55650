import AppProject
import Foundation
import TestSupport
import Testing

/// Findings on the fixture projects, read through their Xcode projects (build phases, synchronized
/// folders, .xcconfig files): the problem is made by editing one of the clean projects in
/// Tests/Fixtures/projects; the clean project is the fix. (Every rule's own examples run in
/// RuleExampleTests.)
@Suite("doctor: the fixture projects, each problem and its fix")
struct DoctorTests {
    /// A problem: in `fixture`, `file`'s `old` text becomes `new`; the finding is reported in
    /// `file` (or `reportedIn`) on the line holding `anchor`.
    struct Problem: CustomTestStringConvertible, Sendable {
        var code: FindingCode
        var fixture: String
        var file: String
        var edits: [(old: String, new: String)]
        var anchor: String
        var reportedIn: String? = nil
        /// Edits to other files of the fixture.
        var more: [(file: String, old: String, new: String)] = []
        var testDescription: String { "\(code.rawValue) in \(fixture)" }
    }

    static let problems: [Problem] = [
        Problem(code: .optInMissing, fixture: "classic-storyboard", file: "Homepwner/AppDelegate.swift", edits: [
            ("func application(_ application: UIApplication, shouldSaveSecureApplicationState", "func saveState(_ application: UIApplication, shouldSaveSecureApplicationState"),
            ("func application(_ application: UIApplication, shouldRestoreSecureApplicationState", "func restoreState(_ application: UIApplication, shouldRestoreSecureApplicationState"),
        ], anchor: "class AppDelegate"),
        Problem(code: .optInMissing, fixture: "objc", file: "Ledger/AppDelegate.m", edits: [
            ("- (BOOL)application:(UIApplication *)application shouldSaveSecureApplicationState", "- (BOOL)saveState:(UIApplication *)application shouldSaveSecureApplicationState"),
            ("- (BOOL)application:(UIApplication *)application shouldRestoreSecureApplicationState", "- (BOOL)restoreState:(UIApplication *)application shouldRestoreSecureApplicationState"),
        ], anchor: "@implementation AppDelegate"),
        Problem(code: .optInOneSided, fixture: "classic-storyboard", file: "Homepwner/AppDelegate.swift", edits: [
            ("func application(_ application: UIApplication, shouldRestoreSecureApplicationState", "func restoreState(_ application: UIApplication, shouldRestoreSecureApplicationState"),
        ], anchor: "shouldSaveSecureApplicationState"),
        Problem(code: .optInMixed, fixture: "classic-code", file: "Notebook/AppDelegate.swift", edits: [
            ("shouldRestoreSecureApplicationState coder", "shouldRestoreApplicationState coder"),
        ], anchor: "shouldRestoreApplicationState coder"),
        Problem(code: .optInDeprecated, fixture: "objc", file: "Ledger/AppDelegate.m", edits: [
            ("shouldSaveSecureApplicationState:(NSCoder *)coder", "shouldSaveApplicationState:(NSCoder *)coder"),
        ], anchor: "shouldSaveApplicationState"),
        Problem(code: .restorationTurnedOff, fixture: "classic-code", file: "Notebook/AppDelegate.swift", edits: [
            ("shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }", "shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }"),
        ], anchor: "shouldSaveSecureApplicationState"),
        Problem(code: .restorationTurnedOff, fixture: "objc", file: "Ledger/AppDelegate.m", edits: [
            ("return [version isEqualToString:LEDGER_VERSION];", "return NO;"),
        ], anchor: "shouldRestoreSecureApplicationState"),
        Problem(code: .containerWithoutIdentifier, fixture: "classic-storyboard", file: "Homepwner/Base.lproj/Main.storyboard", edits: [
            ("<navigationController storyboardIdentifier=\"UINavigationController\" useStoryboardIdentifierAsRestorationIdentifier=\"YES\"",
             "<navigationController storyboardIdentifier=\"UINavigationController\""),
        ], anchor: "<navigationController"),
        Problem(code: .customContainerNotEncodingChildren, fixture: "classic-code", file: "Notebook/PagesContainer.swift", edits: [
            ("        coder.encode(list, forKey: \"list\")\n", ""),
        ], anchor: "override func encodeRestorableState"),
        Problem(code: .customContainerNotEncodingChildren, fixture: "objc", file: "Ledger/AccountsContainer.m", edits: [
            ("    [coder encodeObject:self.account forKey:@\"account\"];\n", ""),
        ], anchor: "- (void)encodeRestorableStateWithCoder"),
        Problem(code: .encodeWithoutSuper, fixture: "classic-storyboard", file: "Homepwner/ItemsViewController.swift", edits: [
            ("        super.encodeRestorableState(with: coder)\n", ""),
        ], anchor: "override func encodeRestorableState"),
        Problem(code: .decodeWithoutSuper, fixture: "objc", file: "Ledger/AccountsContainer.m", edits: [
            ("    [super decodeRestorableStateWithCoder:coder];\n", ""),
        ], anchor: "- (void)decodeRestorableStateWithCoder"),
        Problem(code: .restorationClassDeclinesAll, fixture: "classic-storyboard", file: "Homepwner/DetailViewController.swift", edits: [
            ("        return DetailViewController()\n", "        return nil\n"),
        ], anchor: "static func viewController(withRestorationIdentifierPath"),
        Problem(code: .restorationClassDeclinesAll, fixture: "objc", file: "Ledger/AccountViewController.m", edits: [
            ("    return [[AccountViewController alloc] init];\n", "    return nil;\n"),
        ], anchor: "+ (UIViewController *)viewControllerWithRestorationIdentifierPath"),
        Problem(code: .restorationClassWithoutFactory, fixture: "classic-code", file: "Notebook/NoteListViewController.swift", edits: [
            ("    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {\n        NoteListViewController()\n    }\n", ""),
        ], anchor: "restorationClass = NoteListViewController.self"),
        Problem(code: .delegateFactoryAnswersAll, fixture: "classic-code", file: "Notebook/AppDelegate.swift", edits: [
            ("default: return nil", "default: return UIViewController()"),
        ], anchor: "viewControllerWithRestorationIdentifierPath"),
        Problem(code: .initCoderWithoutSuper, fixture: "classic-storyboard", file: "Homepwner/ItemsViewController.swift", edits: [
            ("        super.init(coder: coder)\n        navigationItem.title", "        fatalError(\"init(coder:) has not been implemented\")\n        navigationItem.title"),
        ], anchor: "required init?(coder: NSCoder)"),
        Problem(code: .activityTypeUndeclared, fixture: "scenes-uikit", file: "Browser/Info.plist", edits: [
            ("<string>com.example.browser.page</string>", "<string>com.example.browser.tab</string>"),
        ], anchor: "let activity = NSUserActivity(activityType", reportedIn: "Browser/SceneDelegate.swift"),
        Problem(code: .sceneRestorationMissing, fixture: "scenes-uikit", file: "Browser/SceneDelegate.swift", edits: [
            ("func stateRestorationActivity(for scene: UIScene)", "func makeActivity(for scene: UIScene)"),
            ("scene.userActivity = stateRestorationActivity(for: scene)", "scene.userActivity = makeActivity(for: scene)"),
        ], anchor: "class SceneDelegate"),
        Problem(code: .restorationNotUsed, fixture: "classic-code", file: "Notebook/AppDelegate.swift", edits: [
            ("func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }", ""),
            ("func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }", ""),
            ("container.restorationIdentifier = \"Pages\"", ""),
            ("viewControllerWithRestorationIdentifierPath identifierComponents", "makeController identifierComponents"),
        ], anchor: "", more: [
            ("Notebook/NoteListViewController.swift", "        restorationIdentifier = \"NoteList\"\n        restorationClass = NoteListViewController.self\n", ""),
            ("Notebook/NoteListViewController.swift", "static func viewController(withRestorationIdentifierPath", "static func make(withRestorationIdentifierPath"),
            ("Notebook/NoteViewController.swift", "        restorationIdentifier = \"Note\"\n", ""),
            ("Notebook/NoteViewController.swift", "override func encodeRestorableState(with", "func save(with"),
            ("Notebook/NoteViewController.swift", "override func decodeRestorableState(with", "func load(with"),
            ("Notebook/PagesContainer.swift", "override func encodeRestorableState(with", "func save(with"),
        ]),
        Problem(code: .notUnderstood, fixture: "scenes-uikit", file: "Browser/SceneDelegate.swift", edits: [
            ("NSUserActivity(activityType: Self.pageActivity)", "NSUserActivity(activityType: Self.makeType())"),
        ], anchor: "NSUserActivity(activityType: Self.makeType())"),
        Problem(code: .notUnderstood, fixture: "classic-storyboard", file: "Homepwner/Base.lproj/Main.storyboard", edits: [
            ("    </scenes>\n</document>\n", "    </scenes>\n"),
        ], anchor: ""),
    ]

    static var fixtures: URL { Fixtures.directory.appendingPathComponent("projects") }

    /// A copy of a clean project, with `edits` made to `file`.
    static func project(_ fixture: String, edits: [(file: String, old: String, new: String)]) throws -> (TemporaryDirectory, ProjectFolder, String) {
        let directory = try TemporaryDirectory("doctor")
        let copy = directory.appending(fixture)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: copy)
        for edit in edits {
            let url = copy.appendingPathComponent(edit.file)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(edit.old), "the fixture holds \(edit.old)")
            try text.replacingOccurrences(of: edit.old, with: edit.new).write(to: url, atomically: true, encoding: .utf8)
        }
        return (directory, try ProjectFolder.read(at: copy.path), copy.path)
    }

    @Test("the problem is found where it is; the clean project (its fix) does not have it", arguments: problems)
    func finding(_ problem: Problem) throws {
        let (directory, project, folder) = try Self.project(problem.fixture, edits: problem.edits.map { (problem.file, $0.old, $0.new) } + problem.more)
        _ = directory
        let findings = RestorationDoctor.diagnose(project).findings.filter { $0.code == problem.code }
        #expect(!findings.isEmpty, "\(RestorationDoctor.diagnose(project).findings.map { "\($0.code.rawValue) \($0.file ?? ""):\($0.line ?? 0) \($0.message)" })")
        if !problem.anchor.isEmpty, let finding = findings.first {
            let reported = problem.reportedIn ?? problem.file
            let lines = try String(contentsOfFile: folder + "/" + reported, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let line = try #require(lines.firstIndex { $0.contains(problem.anchor) }) + 1
            #expect(finding.file == reported && finding.line == line, "\(finding)")
            #expect(!finding.message.isEmpty && !finding.fix.isEmpty)
        }
        let clean = RestorationDoctor.diagnose(try ProjectFolder.read(at: Self.fixtures.appendingPathComponent(problem.fixture).path)).findings
        #expect(!clean.contains { $0.code == problem.code }, "the fix: \(clean)")
    }

    @Test("clean projects: nothing but the UIScene notice, and that only for apps without scenes; each read through its Xcode project",
          arguments: ["classic-storyboard", "classic-code", "objc", "scenes-swiftui", "scenes-uikit"])
    func clean(_ fixture: String) throws {
        let folder = try ProjectFolder.read(at: Self.fixtures.appendingPathComponent(fixture).path)
        let report = RestorationDoctor.diagnose(folder)
        let expected: [FindingCode] = fixture.hasPrefix("scenes") ? [] : [.uisceneRequired]
        #expect(report.findings.map(\.code) == expected, "\(report.findings)")
        #expect(report.findings.allSatisfy { $0.severity == .warning && $0.target == folder.apps.first?.name })
        #expect(folder.apps.count == 1 && folder.apps[0].isSceneBased == fixture.hasPrefix("scenes"))
        // Each fixture's Xcode project is read: its app target, the sources it compiles.
        let app = try #require(folder.apps.first)
        #expect(app.project?.format == .xcode && app.target != nil, "\(fixture): no Xcode project read")
        #expect(!app.code.files.isEmpty && app.code.files.allSatisfy { !$0.path.contains("Pods/") }, "\(app.code.files.map(\.path))")
    }

    @Test("the version the restore method compares: its key and the value the save method writes, else the bundle version the project builds",
          arguments: [("classic-storyboard", "MyAppVersion", "11.0"), ("objc", "LedgerVersion", "7"), ("classic-code", nil, "3"), ("scenes-uikit", nil, "9"),
                      ("scenes-swiftui", nil, "3")] as [(String, String?, String)])
    func version(_ fixture: String, key: String?, version: String) throws {
        let app = try #require(try ProjectFolder.read(at: Self.fixtures.appendingPathComponent(fixture).path).apps.first)
        #expect(RestoreVersionCheck.of(app) == RestoreVersionCheck(key: key, version: version))
    }

    @Test("docs/doctor.md's findings are what the rules' definitions write; every code has its section and is in the JSON schema")
    func documented() throws {
        let doc = try String(contentsOf: Checkout.root.appendingPathComponent("docs/doctor.md"), encoding: .utf8)
        #expect(doc.contains(RuleDocumentation.markdown()), "regenerate: uistate generate-rule-docs docs/doctor.md")
        let headings = doc.split(separator: "\n").filter { $0.hasPrefix("### ") }
        for code in FindingCode.allCases { #expect(headings.contains { $0.contains("`\(code.rawValue)`") }, "\(code.rawValue)") }
        let schema = try String(contentsOf: Checkout.root.appendingPathComponent("docs/schemas/doctor.schema.json"), encoding: .utf8)
        for code in FindingCode.allCases { #expect(schema.contains("\"\(code.rawValue)\""), "\(code.rawValue) in doctor.schema.json") }
    }
}

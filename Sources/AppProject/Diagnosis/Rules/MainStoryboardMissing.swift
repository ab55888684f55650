/// `main-storyboard-missing`: the Info.plist names a storyboard the target does not build.
enum MainStoryboardMissing: DoctorRule {
    static let code = FindingCode.mainStoryboardMissing
    static let summary = "The Info.plist names a main or scene storyboard the app target does not build: UIKit cannot load it at launch."
    static let defaultSeverity = ProjectFinding.Severity.error
    static let evidence = """
        An app target whose Info.plist's `UIMainStoryboardFile` (or a scene configuration's \
        `UISceneStoryboardFile`) names a storyboard that is not among the storyboards the target copies (its \
        resources, synchronized folders, or the folder's storyboards for an app read without a project). An error \
        when no storyboard of that name is anywhere in the folder; a warning when one is, but not in this target \
        (another target's, or one a script copies). A storyboard of a linked framework is not in the app's bundle and \
        does not count.
        """
    static let basis = RuleBasis(.established, [PublicSources.mainStoryboard])
    static let fix = "add the storyboard to the app target (Target Membership), or correct the name in the Info.plist (Main storyboard file base name)"

    static let classicInfo = RuleExample.Base.classicInfo.replacing(
        "    <key>CFBundleVersion</key><string>1</string>\n", with: "    <key>CFBundleVersion</key><string>1</string>\n↓    <key>UIMainStoryboardFile</key><string>Main</string>\n")

    static let examples: [RuleExample] = [
        .triggering("UIMainStoryboardFile names Main, the app has no Main.storyboard", .classicApp, severity: .error, ("App/Info.plist", classicInfo)),
        .passing("Main.storyboard is there", .classicApp, ("App/Info.plist", classicInfo.replacing("↓", with: "")),
                 ("App/Base.lproj/Main.storyboard", StoryboardSamples.navigation(containerIdentifier: true))),
        .passing("no main storyboard named", .classicApp),
    ]

    static func check(_ app: AppDiagnosis) -> [ProjectFinding] {
        guard let info = app.app.info else { return [] }
        var named: [(name: String, key: String)] = []
        if let main = info.mainStoryboard, !main.isEmpty { named.append((main, "UIMainStoryboardFile")) }
        for configuration in info.sceneConfigurations {
            if let storyboard = configuration.storyboard, !storyboard.isEmpty, !named.contains(where: { $0.name == storyboard }) { named.append((storyboard, "UISceneStoryboardFile")) }
        }
        guard !named.isEmpty else { return [] }
        // What the target copies: its own interface files (a project's), or the folder's.
        let built = Set((app.app.target?.interfaceFiles ?? app.app.storyboards.map(\.path)).compactMap(storyboardName))
        return named.compactMap { entry in
            let name = entry.name.hasSuffix(".storyboard") ? String(entry.name.dropLast(".storyboard".count)) : entry.name
            guard !built.contains(name) else { return nil }
            // Only for a name the target lacks: every app of a folder of a thousand projects
            // would look through the folder's storyboards otherwise.
            let elsewhere = app.app.folderStoryboards.contains { storyboardName($0) == name }
            let place = info.path.map { ($0, info.keyLines[entry.key]) } ?? (app.app.project?.path, nil)
            return ProjectFinding(code, elsewhere ? .warning : .error, file: place.0, line: place.1, anchor: entry.key + "=" + name,
                "\(entry.key) names the storyboard \(name), which \(app.app.name) does not build\(elsewhere ? " (a \(name).storyboard is in the folder, but not in this target)" : " (no \(name).storyboard is in the folder)"): UIKit cannot load it at launch")
        }
    }

    /// `Base.lproj/Main.storyboard` -> `Main`; nil for a xib.
    static func storyboardName(_ path: String) -> String? {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : nil
    }
}

/// One iOS app target with everything doctor read for it: the Info.plist it is built with,
/// the storyboards it copies, the code of every module it is built from, and its life cycle.
/// Each app target of a folder is diagnosed on its own.
public struct AppTarget: Sendable {
    /// The target's name (the folder's name for an app read without a project).
    public var name: String
    /// The project it is a target of; nil when the folder has no project and was read whole.
    public var project: BuildProject?
    public var target: ProjectTarget?
    public var info: InfoPlistFacts?
    public var storyboards: [Storyboard]
    public var chains: [IdentifierChains]
    public var code: CodeFacts
    public var lifeCycle: LifeCycle
    /// What could not be read or understood in the files it is built from.
    public var notes: [ProjectNote]
    /// Its code and interface files that are there but could not be read (a folder, a device,
    /// too large, no permission; each has a note): what they hold is unknown, so no finding
    /// about the app can be certain. A file that is not there (generated, git-ignored) is
    /// only noted.
    public var unreadSources: [String] = []
    /// Every storyboard and xib under the folder read (another target's too), by path.
    public var folderStoryboards: [String] = []

    /// Every storyboard controller node with a complete identifier path.
    public var preservablePaths: [IdentifierChains.Node] {
        chains.flatMap(\.nodes).filter { $0.path != nil }
    }

    public var isSceneBased: Bool { lifeCycle.isScenes }

    public var bundleIdentifier: String? { target?.settings["PRODUCT_BUNDLE_IDENTIFIER"] }
    public var deploymentTarget: String? { target?.settings["IPHONEOS_DEPLOYMENT_TARGET"] }

    /// The file its project is described in (`App.xcodeproj/project.pbxproj` or
    /// `project.xcproj`, `project.yml`, `Package.swift`): where a finding about the app as a
    /// whole points when nothing closer does.
    public var projectFile: String? {
        guard let project else { return nil }
        return project.file ?? project.path
    }

    /// "Homepwner (Homepwner.xcodeproj)": how findings and headings name it.
    public var title: String {
        project.map { "\(name) (\($0.path))" } ?? name
    }
}

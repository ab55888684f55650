/// One kind of change the migration makes to an app, as doctor's rules are: each reads the
/// decisions made for the app and writes its edits into the work, in the order `all` declares.
protocol MigrationChange {
    static func apply(_ decisions: AppDecisions, to work: inout AppWork)
}

enum MigrationChanges {
    /// The order matters: the window's set-up leaves the launch methods before the scene
    /// delegate that calls it is written; the files exist before the project references them;
    /// the review list is made last, from the files as they are then.
    static let all: [any MigrationChange.Type] = [
        WindowSetupMove.self,
        OptInAnswers.self,
        SceneDelegateFile.self,
        SceneManifest.self,
        RestorationFiles.self,
        DeploymentTarget.self,
        ProjectMembership.self,
        ReviewList.self,
    ]

    /// What each of several app targets compiling the same sources needs of its own.
    static let perTarget: [any MigrationChange.Type] = [SceneManifest.self, DeploymentTarget.self, ProjectMembership.self]
}

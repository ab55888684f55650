import AppProject
import Platform
import PropertyList

/// `uistate migrate scenes`: the plan that moves each classic app target of a project to the
/// UIScene life cycle with its state restoration (and a scene-based app whose restoration is
/// still classic, hence never called, to scene restoration). Read-only: the plan holds the
/// edits as data; `MigrationWriter` writes them.
///
/// For each app the decisions are made first (`AppDecisions`), then each kind of change
/// (`MigrationChanges.all`) carries them out in its declared order. An app whose migration
/// cannot be made whole (a manifest that cannot be written, a file the project cannot
/// reference, no window) keeps its plan and its blockers, and none of its edits.
public enum SceneMigrator {
    /// The plan; thrown instead, the first file it needs that is there and could not be read
    /// or understood (the folder's project files, any file of an app target it reads, a file
    /// the plan would create or change): a plan without it would be wrong (an app delegate
    /// not read leaves the app alone, a storyboard not read drops its screens' restoration).
    public static func plan(_ folder: ProjectFolder) throws(PlanRefusal) -> MigrationPlan {
        if let unreadable = unreadableInput(folder) { throw .unreadable(unreadable) }
        var workspace = Workspace(root: folder.root)
        var apps: [AppMigration] = []
        var leftAlone: [MigrationPlan.LeftAlone] = []
        var stillOpen: [OpenItem] = []
        let kinds = folder.apps.map(kind(of:))
        // App targets compiling the same app delegate (XXTExplorer's three apps build one
        // folder): one migration of the shared sources, written by the first, and each target
        // its own Info.plist, deployment target and build phase; all of them or none.
        var groups: [String: [Int]] = [:]
        for (index, app) in folder.apps.enumerated() where (try? kinds[index].get()) != nil {
            let delegate = app.code.appDelegates[0]
            groups[delegate.methods.first?.file.path ?? delegate.file, default: []].append(index)
        }
        var planned: Set<Int> = []
        for (index, app) in folder.apps.enumerated() where !planned.contains(index) {
            switch kinds[index] {
            case .success:
                let delegate = app.code.appDelegates[0]
                let members = groups[delegate.methods.first?.file.path ?? delegate.file] ?? [index]
                planned.formUnion(members)
                let shared = members.count > 1 ? RestorationActivityType.shared(members.map { RestorationActivityType.of(folder.apps[$0]) }) : nil
                var groupWorkspace = workspace
                var migrations: [AppMigration] = []
                var lead: AppWork?
                var editedInfo: Set<String> = []
                for member in members {
                    guard case .success(let kind) = kinds[member] else { continue }
                    let app = folder.apps[member]
                    let decisions = AppDecisions(folder: folder, app: app, kind: kind, workspace: groupWorkspace, sharedActivityType: shared)
                    var work = AppWork(workspace: groupWorkspace)
                    if let lead {
                        // The shared files are the first target's: this one gets them in its build.
                        work.createdFiles = lead.createdFiles
                        work.files = lead.files.filter(lead.createdFiles.contains)
                        for change in MigrationChanges.perTarget where change != SceneManifest.self || !editedInfo.contains(app.info?.path ?? "") {
                            change.apply(decisions, to: &work)
                        }
                        work.files.removeAll(where: lead.createdFiles.contains)
                    } else {
                        for change in MigrationChanges.all { change.apply(decisions, to: &work) }
                        lead = work
                    }
                    if let path = app.info?.path { editedInfo.insert(path) }
                    if work.blockers.isEmpty { groupWorkspace = work.workspace }
                    migrations.append(AppMigration(
                        target: app.name, project: app.project?.path, kind: kind, language: decisions.language,
                        activityType: decisions.restores ? decisions.activityType : nil, sceneDelegateClass: decisions.sceneDelegateName,
                        appDelegateClass: decisions.delegate.type.name, changes: work.changes, carried: migrations.isEmpty ? decisions.carried : [],
                        appLevel: decisions.restores && migrations.isEmpty ? appLevelKeys(decisions) : [], review: work.review, blockers: work.blockers, files: work.files,
                        sharesSourcesWith: migrations.first?.target))
                }
                // One blocked target blocks them all: the shared app delegate cannot be both.
                let blocked = migrations.filter { !$0.blockers.isEmpty }.map(\.target)
                if blocked.isEmpty {
                    workspace = groupWorkspace
                } else if migrations.count > 1 {
                    for position in migrations.indices where migrations[position].blockers.isEmpty {
                        migrations[position].blockers.append(ReviewItem(code: .sharedSources, file: delegate.methods.first?.file.path ?? delegate.file, line: nil, quote: nil,
                            message: "\(blocked.joined(separator: ", ")) compile\(blocked.count == 1 ? "s" : "") the same app delegate and cannot be migrated: migrated alone, this target would leave \(blocked.count == 1 ? "it" : "them") with window code only a scene calls, so nothing is written"))
                    }
                }
                apps += migrations
            case .failure(let reason):
                leftAlone.append(MigrationPlan.LeftAlone(target: app.name, project: app.project?.path, reason: reason))
                stillOpen += openItems(app, workspace)
            }
        }
        if let unreadable = workspace.firstUnreadable { throw .unreadable(unreadable) }
        if let unwritable = workspace.firstUnwritable { throw .unwritable(path: unwritable.path, reason: unwritable.reason) }
        var plan = MigrationPlan(root: folder.root, apps: apps, leftAlone: leftAlone, edits: workspace.edits, stillOpen: stillOpen)
        plan.repositoryPrefix = Workspace.repositoryPrefix(of: folder.root)
        return plan
    }

    /// The first file of the folder's projects, or of an app target to migrate, that is there
    /// and was not read or not understood.
    static func unreadableInput(_ folder: ProjectFolder) -> UnreadableFile? {
        (folder.notes + folder.apps.flatMap(\.notes)).lazy.compactMap(UnreadableFile.init).first
    }

    /// Why no plan is made: a file it needs that is there and could not be read or understood,
    /// or a file it must change in a format it reads and does not write.
    public enum PlanRefusal: Error, Sendable, CustomStringConvertible {
        case unreadable(UnreadableFile)
        case unwritable(path: String, reason: String)

        public var description: String {
            switch self {
            case .unreadable(let file): file.description
            case .unwritable(let path, let reason): "\(path) \(reason)"
            }
        }
    }

    /// Whether an app target is migrated, and how; or why not.
    static func kind(of app: AppTarget) -> Result<AppMigration.Kind, LeftAloneReason> {
        let code = app.code
        if code.swiftUIApp != nil { return .failure(.swiftUIApp) }
        guard let delegate = code.appDelegates.first else { return .failure(.noAppDelegate) }
        switch app.lifeCycle {
        case .classic:
            return .success(.classic)
        case .unknown(let because):
            return .failure(.lifeCycleUnknown(because))
        case .scenes:
            let delegates = code.sceneDelegates(named: app.info?.sceneConfigurations.compactMap(\.delegateClass) ?? [])
            if delegates.contains(where: { $0.method(.stateRestorationActivity) != nil }) { return .failure(.savesActivityAlready) }
            // Classic restoration is the app delegate's opt-in to both saving and restoring, as UIKit required.
            guard AppDelegateFacts(delegate, code: code).optsIn else { return .failure(.noClassicRestoration) }
            guard delegates.count == 1 else { return .failure(.severalSceneDelegates(delegates.count)) }
            return .success(.inertRestoration)
        }
    }

    /// The `#warning` lines an earlier migration left in a scene-based app's scene delegates.
    static func openItems(_ app: AppTarget, _ workspace: Workspace) -> [OpenItem] {
        let delegates = app.code.sceneDelegates(named: app.info?.sceneConfigurations.compactMap(\.delegateClass) ?? [])
        var files: [String] = []
        for delegate in delegates {
            for path in [delegate.file] + delegate.methods.map(\.file.path) where !files.contains(path) { files.append(path) }
        }
        return files.flatMap { path in workspace.originalBytes(path).map { ReviewWarnings.open(in: SourceText(bytes: $0), path: path) } ?? [] }
    }

    /// The app-level keys: what `willEncodeRestorableState` writes.
    static func appLevelKeys(_ decisions: AppDecisions) -> [EncodedKey] {
        guard let found = decisions.delegate.method(AppDelegateFacts.willEncodeSpellings) else { return [] }
        return CarriedControllers.keys(found.file, found.function, in: decisions.delegate.type, code: decisions.app.code)
    }
}

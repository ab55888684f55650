import AppProject

/// What the changes of one app write as they run: the files (in the shared workspace), the
/// changes made, what is left for review, and what blocks the migration.
struct AppWork {
    var workspace: Workspace
    var changes: [PlannedChange] = []
    var review: [ReviewItem] = []
    /// What stops the app's migration: then none of its edits are kept.
    var blockers: [ReviewItem] = []
    /// The files it writes or creates, in the order it first touches them.
    var files: [String] = []
    /// Lines taken out of files (moved code), so review does not quote them.
    var removedLines: [String: Set<Int>] = [:]
    /// The methods the window's set-up moved into, by when the scene delegate calls them.
    var setUpMethods: SetUpMethods = SetUpMethods()
    /// The files it creates.
    var createdFiles: Set<String> = []
    /// The new scene delegate's file (its implementation) and what it holds, which the
    /// review list writes again with its `#warning` lines.
    var sceneDelegate: (path: String, code: SceneDelegateCode)?
    /// The app's own scene delegate's file (inert restoration), where the list goes instead.
    var existingSceneDelegateFile: String?

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    mutating func record(_ file: String, _ kind: PlannedChange.Kind) {
        changes.append(PlannedChange(file: file, kind: kind))
        if !files.contains(file) { files.append(file) }
    }

    /// A new file; one that is there already with other content is a blocker (the migration
    /// never overwrites a file it did not write), one with the same content is left as it is.
    mutating func create(_ path: String, _ text: String) {
        if let existing = workspace.read(path) {
            if existing != Array(text.utf8) {
                blockers.append(ReviewItem(code: .fileExists, file: path, line: nil, quote: nil,
                                           message: "\(path) is there already with other content: uistate does not overwrite it; rename or remove it, or compare it with what `uistate migrate scenes --dry-run` would write"))
            }
            return
        }
        workspace.write(path, Array(text.utf8))
        createdFiles.insert(path)
    }

    /// A file as the project has it (the lines doctor's model numbers).
    func originalText(_ path: String) -> SourceText? {
        workspace.originalBytes(path).map(SourceText.init)
    }

    /// A file as the migration has changed it so far.
    func text(_ path: String) -> SourceText? {
        workspace.read(path).map(SourceText.init)
    }
}

/// The app delegate's methods that hold the moved window code: called by the scene delegate
/// before the scene's state is restored (`willFinishLaunching`'s code, where classic
/// restoration ran after it) and after (`didFinishLaunching`'s, which ran after it).
struct SetUpMethods: Sendable, Equatable {
    var beforeRestore: AppDelegateSceneMethod?
    var afterRestore: AppDelegateSceneMethod?

    /// Whether the moved code makes the window (the scene delegate reads it back then).
    var makesWindow: Bool { beforeRestore?.makesWindow == true || afterRestore?.makesWindow == true }
}

/// A method the migration adds to the app delegate, in the file of the code it holds.
struct AppDelegateSceneMethod: Sendable, Equatable {
    /// `setUpWindow` (Swift: `setUpWindow(in:application:)`; Objective-C:
    /// `setUpWindowInScene:application:`).
    var baseName: String
    var file: String
    /// The launch method it holds code of.
    var from: String
    /// Whether its code makes the window.
    var makesWindow: Bool

    var swiftName: String { baseName + "(in:application:)" }
    var selector: String { baseName + "InScene:application:" }

    func swiftCall(appDelegate: String) -> String { "\(appDelegate).\(baseName)(in: windowScene, application: UIApplication.shared)" }
    func objectiveCCall(appDelegate: String) -> String { "[\(appDelegate) \(baseName)InScene:windowScene application:UIApplication.sharedApplication];" }
    func objectiveCDeclaration(applicationName: String = "application") -> String {
        "- (void)\(baseName)InScene:(UIWindowScene *)windowScene application:(UIApplication *)\(applicationName)"
    }
}

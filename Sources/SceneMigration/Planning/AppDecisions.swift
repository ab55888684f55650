import AppProject
import Platform

/// What the migration decides for one app target before it changes a byte: how it migrates,
/// whether its restoration is carried, the activity type, the scene delegate's name, which
/// launch code moves where, which controllers are carried and what doctor knew of the classic
/// app. The changes (`MigrationChanges`) only carry these decisions out.
struct AppDecisions {
    let folder: ProjectFolder
    let app: AppTarget
    let kind: AppMigration.Kind
    let delegate: AppDelegateFacts
    let activityType: RestorationActivityType
    /// The type the generated code uses: the app's, or, when several app targets compile the
    /// same sources (one generated file for all), theirs together (the running bundle id's when
    /// they differ).
    let codeActivityType: RestorationActivityType
    /// The scene delegate's class: a new one (classic), or the app's own (inert restoration).
    let sceneDelegateName: String
    /// The app's own scene delegate (inert restoration).
    let existingSceneDelegate: CodeFacts.CodeClass?
    /// Each launch method's window code, `willFinish` first.
    let windowCode: [LaunchWindowCode]
    /// The line of the app delegate's window property when its declaration makes the window
    /// (`var window: UIWindow? = UIWindow(frame: UIScreen.main.bounds)`).
    let windowMadeByProperty: Int?
    /// Doctor's findings about the classic app's restoration, carried into the review.
    let classicFindings: [ProjectFinding]
    /// Whether UIKit ever restored this app's state: an opt-in to both saving and restoring,
    /// neither refusing on every path (a scene-based app with inert restoration always).
    let restores: Bool
    /// Restoration classes whose factory returns nil on every path: UIKit never restored the
    /// controllers they stand for.
    let decliningRestorationClasses: Set<String>
    let restorationClasses: Set<String>
    let carried: [CarriedController]

    init(folder: ProjectFolder, app: AppTarget, kind: AppMigration.Kind, workspace: Workspace, sharedActivityType: RestorationActivityType? = nil) {
        self.folder = folder
        self.app = app
        self.kind = kind
        let code = app.code
        var delegate = AppDelegateFacts(code.appDelegates[0], code: code)
        if let external = code.chain(delegate.type).external, delegate.windowProperty == nil {
            delegate.inheritedProperties.merge(VendoredSuperclasses.properties(of: external, root: folder.root)) { nearer, _ in nearer }
        }
        self.delegate = delegate
        activityType = RestorationActivityType.of(app)
        codeActivityType = sharedActivityType ?? activityType
        let configured = app.info?.sceneConfigurations.compactMap(\.delegateClass) ?? []
        existingSceneDelegate = kind == .inertRestoration ? code.sceneDelegates(named: configured).first : nil
        if let existingSceneDelegate {
            sceneDelegateName = existingSceneDelegate.name
        } else {
            let taken = Set(code.declaredClasses.map(\.name))
            sceneDelegateName = ["SceneDelegate", "WindowSceneDelegate", "MigratedSceneDelegate"].first { !taken.contains($0) } ?? "MigratedSceneDelegate"
        }
        let diagnosis = AppDiagnosis(app)
        let turnedOff = diagnosis.optIn.contains(where: AppDiagnosis.declinesAlways)
        restores = kind == .inertRestoration || (delegate.optsIn && !turnedOff)
        var moved = [LaunchWindowCode]()
        if kind == .classic {
            for launch in delegate.launchMethods {
                guard let bytes = workspace.originalBytes(launch.file.path) else { continue }
                moved.append(LaunchWindowCode.of(launch, delegate: delegate, text: SourceText(bytes: bytes)))
            }
        }
        windowCode = moved
        windowMadeByProperty = kind == .classic ? Self.windowPropertyLine(delegate) : nil
        classicFindings = kind == .classic ? Self.classicFindings(diagnosis) : []
        restorationClasses = CarriedControllers.restorationClasses(code)
        decliningRestorationClasses = Set(code.declaredClasses.filter { type in
            guard let body = type.body(.restorationFactory) else { return false }
            return !body.returns.isEmpty && body.returns.allSatisfy { $0.value == .nilValue }
        }.map(\.name))
        carried = restores ? CarriedControllers.of(app, restorationClasses: restorationClasses, declining: decliningRestorationClasses) : []
    }

    var language: SourceLanguage { delegate.language }

    /// The app delegate's implementation file (an Objective-C class is declared in its header).
    var delegateFile: String { delegate.type.methods.first?.file.path ?? delegate.type.file }

    var sourceFolder: String { FileSystem.parent(of: delegateFile) == "." ? "" : FileSystem.parent(of: delegateFile) }

    func inFolder(_ name: String) -> String { sourceFolder.isEmpty ? name : sourceFolder + "/" + name }

    /// The header that declares the app delegate (Objective-C).
    var appDelegateHeader: String {
        delegate.type.file.hasSuffix(".h") ? FileSystem.lastComponent(of: delegate.type.file)
            : String(FileSystem.lastComponent(of: delegateFile).dropLast(2)) + ".h"
    }

    /// The type the generated code uses for the activity (`<bundle id>.restoration`).
    var activityTypeText: String { codeActivityType.fixed ?? codeActivityType.declared }

    /// The doctor rules whose classic findings still hold after the migration, because the
    /// carried restoration runs the same code UIKit ran (container-without-identifier is said
    /// by the review scanner, with the storyboard's line).
    static let carriedRules: [FindingCode] = [
        .restorationTurnedOff, .windowCreatedAfterRestoration, .restorationClassDeclinesAll, .restorationClassWithoutFactory, .customContainerNotEncodingChildren,
        .duplicateIdentifier, .encodeWithoutIdentifier, .encodeWithoutSuper, .decodeWithoutSuper, .delegateFactoryAnswersAll,
        .initCoderWithoutSuper, .noCreator,
    ]

    static func classicFindings(_ diagnosis: AppDiagnosis) -> [ProjectFinding] {
        carriedRules.flatMap { DoctorRules.rule($0).check(diagnosis) }.filter { $0.severity != .note }
    }

    static func windowPropertyLine(_ delegate: AppDelegateFacts) -> Int? {
        guard delegate.language == .swift, let property = delegate.windowProperty else { return nil }
        for (file, _) in delegate.type.methods.prefix(1) {
            let tokens = file.tokens
            for index in tokens.indices.dropLast(3) where tokens[index].isWord("var") && tokens[index + 1].isWord(property) {
                var cursor = index + 2
                while cursor < tokens.count, tokens[cursor].line == tokens[index].line {
                    if tokens[cursor].isWord("UIWindow"), cursor + 1 < tokens.count, tokens[cursor + 1].isSymbol("(") { return tokens[index].line }
                    cursor += 1
                }
            }
        }
        return nil
    }
}

import AppProject

/// What is left for a person, gathered last: the app's code and storyboards read for what a
/// scene-based app does differently (`ReviewScanner`), doctor's findings about the classic
/// app's restoration (still true after the migration, which runs the same code), the encoded
/// objects scene restoration cannot carry, and the app delegate's restoration methods as the
/// generated code calls them. Each item is quoted at its line, and kept in the app's code as a
/// `#warning` in the scene delegate's file, where Xcode shows it until it is deleted.
enum ReviewList: MigrationChange {
    static func apply(_ decisions: AppDecisions, to work: inout AppWork) {
        var items = work.review
        let app = decisions.app
        let snapshot = work
        let scanner = ReviewScanner(
            app: app, restorationClasses: decisions.restorationClasses, neverRestored: neverRestored(decisions), restores: decisions.restores,
            removed: work.removedLines, read: { snapshot.originalText($0) }, delegateFile: decisions.delegateFile,
            launchMethods: decisions.delegate.launchMethods.map { ($0.file.path, $0.function) }, ignoringHelpers: ignoringHelpers(decisions))
        items += scanner.items()
        for finding in decisions.classicFindings {
            items.append(ReviewItem(code: .classicFinding, file: finding.file, line: finding.line, quote: finding.line.flatMap { line in finding.file.flatMap { work.originalText($0)?.quote(line) } },
                                    message: finding.message + " (doctor's \(finding.code.rawValue), about the classic app: the migrated restoration runs the same code, so it still holds; \(finding.fix))",
                                    finding: finding.code))
        }
        if decisions.restores {
            items += registeredObjects(decisions, work)
            items += appLevelDecode(decisions, work)
            items += swift2(decisions, work)
            if decisions.activityType.fixed == nil {
                let types = decisions.activityType.configurations.map { "\($0.name): \($0.type)" } + decisions.activityType.unresolved.map { "\($0): not readable" }
                items.append(ReviewItem(code: .bundleIdentifierPerConfiguration, file: app.projectFile, line: nil, quote: nil,
                    message: "the bundle id is not the same in every build configuration (\(types.joined(separator: ", "))): the generated code takes the one the app runs with, and NSUserActivityTypes declares \(decisions.activityType.declared), which Xcode expands per configuration; 'uistate migrate state' needs --activity-type (or a repository that records the app's bundle id) to know which"))
            }
        } else {
            items += restorationOff(decisions, work)
        }
        items += bothProjectFiles(decisions, work)
        var seen: Set<String> = []
        items = items.filter { seen.insert("\($0.code.rawValue)\u{0}\($0.file ?? "")\u{0}\($0.line ?? 0)\u{0}\($0.finding?.rawValue ?? "")").inserted }
        // One line, one item: a scene-less window's line is not also the main screen's.
        let windowLines = Set(items.filter { $0.code == .windowWithoutScene }.map { "\($0.file ?? ""):\($0.line ?? 0)" })
        items.removeAll { $0.code == .mainScreen && windowLines.contains("\($0.file ?? ""):\($0.line ?? 0)") }
        items.sort { ($0.file ?? "", $0.line ?? 0, $0.code.rawValue) < ($1.file ?? "", $1.line ?? 0, $1.code.rawValue) }
        work.review = items
        guard !items.isEmpty else { return }
        let lines = items.map(ReviewWarnings.text)
        if let (path, code) = work.sceneDelegate {
            var withWarnings = code
            withWarnings.warnings = lines
            work.workspace.write(path, Array((decisions.language == .swift ? SwiftSceneDelegateSource.text(withWarnings) : ObjectiveCSceneDelegateSource.implementation(withWarnings)).utf8))
            work.record(path, .reviewWarnings(count: lines.count))
        } else if let path = work.existingSceneDelegateFile, let text = work.originalText(path) {
            let swift = path.hasSuffix(".swift")
            let lastImport = text.lastUnconditionalImport { $0.hasPrefix("import ") || $0.hasPrefix("#import") || $0.hasPrefix("@import") }
            let block = "\n" + (swift ? ReviewWarnings.swiftBlock(lines) : ReviewWarnings.objectiveCBlock(lines))
            work.workspace.insert(path, at: lastImport.map { text.offset(afterLine: $0) } ?? 0, Array(block.utf8))
            work.record(path, .reviewWarnings(count: lines.count))
        }
    }

    /// The app delegate's methods that read none of their parameters.
    static func ignoringHelpers(_ decisions: AppDecisions) -> Set<String> {
        var names: Set<String> = []
        for (file, function) in decisions.delegate.type.methods {
            let parameters = AppDelegateFacts.parameterSet(file, function)
            guard !parameters.isEmpty, !function.body.contains(where: { file.tokens[$0].kind == .word && parameters.contains(file.tokens[$0].text) }) else { continue }
            names.insert(file.language == .swift ? String(function.name.prefix { $0 != "(" }) : String(function.name.prefix { $0 != ":" }) + ":")
        }
        return names
    }

    /// Controllers UIKit never restored: those whose restoration class declines every path.
    static func neverRestored(_ decisions: AppDecisions) -> Set<String> {
        let assigned = CarriedControllers.assignedRestorationClasses(decisions.app.code)
        var classes: Set<String> = []
        for (key, maker) in assigned where decisions.decliningRestorationClasses.contains(maker) {
            classes.insert(String(key.split(separator: ".").last ?? Substring(key)))
        }
        return classes.union(decisions.decliningRestorationClasses)
    }

    /// A controller that encodes an object registered for state restoration: UIKit's archiver
    /// kept a reference to it, which the migrated restoration does not follow.
    static func registeredObjects(_ decisions: AppDecisions, _ work: AppWork) -> [ReviewItem] {
        // The app delegate's own (`application(_:willEncodeRestorableStateWith:)`).
        let file = decisions.delegate.method(AppDelegateFacts.willEncodeSpellings)?.file.path
        let appLevel = SceneMigrator.appLevelKeys(decisions).compactMap { key -> ReviewItem? in
            guard case .registeredObject(let object) = key.value, let file else { return nil }
            return ReviewItem(code: .registeredObject, file: file, line: key.line, quote: work.originalText(file)?.quote(key.line),
                message: "\(decisions.delegate.type.name) encodes the registered object \(object) at app level: UIKit's archiver kept a reference to it and restored it through its restoration class, which the migrated restoration does not do (it saves view controllers and what their encode methods write), so what it held is not restored; save what it needs (its open items' identifiers) in the app-level state instead")
        }
        return appLevel + decisions.carried.flatMap { controller in
            controller.keys.compactMap { key -> ReviewItem? in
                if case .view(let view) = key.value, let file = controller.file {
                    return ReviewItem(code: .encodedView, file: file, line: key.line, quote: work.originalText(file)?.quote(key.line),
                        message: "\(controller.className) encodes a view (\(view)) as \(key.key): UIKit's archiver writes a view as its restoration identifier, never the view itself (UIView's encodeRestorableState(with:) docs), so one without an identifier decoded as nil under classic restoration too, and the scene's restore gives nil as well (what decode sets from \(key.key) is nil, as before); one with an identifier UIKit found again in the restored views, which the scene's restore does not. To restore what the view shows, encode that (its items, its text) instead")
                }
                guard case .registeredObject(let object) = key.value, let file = controller.file else { return nil }
                return ReviewItem(code: .registeredObject, file: file, line: key.line, quote: work.originalText(file)?.quote(key.line),
                    message: "\(controller.className) encodes the registered object \(object) as \(key.key): UIKit's archiver kept a reference to it, which the migrated restoration does not follow (it saves view controllers and what their encode methods write), so \(key.key) decodes as nothing; encode what the controller needs of it (an identifier) instead")
            }
        }
    }

    /// An app delegate whose `didDecodeRestorableState` reads its window: the generated restore
    /// calls it once the scene's window is set, but UIKit may call it itself at launch, before a
    /// scene connects (the decompiled UIKit still runs the app-level part of restoration in a
    /// scene-based app), when the window is nil (book examples p351, p352: `self.window!`).
    /// Not when the restore opt-in's answer is kept: UIKit is then told no, and does not decode.
    static func appLevelDecode(_ decisions: AppDecisions, _ work: AppWork) -> [ReviewItem] {
        let answerKept = work.changes.contains { if case .optInAnswerKept = $0.kind { true } else { false } }
        guard !answerKept, let found = decisions.delegate.method(AppDelegateFacts.didDecodeSpellings) else { return [] }
        let property = decisions.delegate.windowProperty ?? "window"
        let tokens = found.file.tokens
        guard let use = found.function.body.first(where: { tokens[$0].isWord(property) && ($0 == 0 || !tokens[$0 - 1].isSymbol(".") || ($0 >= 2 && tokens[$0 - 2].isWord("self"))) })
        else { return [] }
        let line = tokens[use].line
        return [ReviewItem(code: .appLevelDecode, file: found.file.path, line: line, quote: work.originalText(found.file.path)?.quote(line),
            message: "\(found.function.name) reads the app delegate's window: the scene's restore calls it once the scene's window is set, but UIKit may also call it at launch before any scene connects (the decompiled UIKit still runs the app-level part of classic restoration in a scene-based app; not verified on a device), when the window is nil (its restore opt-in is not its own, so it cannot be told to answer UIKit no); let it return early without one")]
    }

    /// Restoration methods written with their Swift 2 names (SiteSee's first version): UIKit
    /// calls them by selector, but the generated code calls them by their current Swift names.
    static func swift2(_ decisions: AppDecisions, _ work: AppWork) -> [ReviewItem] {
        let methods = decisions.delegate.swift2Methods
        guard let first = methods.first else { return [] }
        return [ReviewItem(code: .swift2, file: first.file.path, line: first.function.line, quote: work.originalText(first.file.path)?.quote(first.function.line),
            message: "the app delegate is written in Swift 2 (\(methods.map(\.function.name).joined(separator: ", "))): the generated restoration calls these methods by their current names, which they get when the app is converted to current Swift; convert it before building (no current Xcode builds Swift 2)")]
    }

    /// An app that never restored state, with restoration code all the same (encode methods,
    /// restoration identifiers, one opt-in of two), which UIKit never ran.
    static func restorationOff(_ decisions: AppDecisions, _ work: AppWork) -> [ReviewItem] {
        let delegate = decisions.delegate
        let code = decisions.app.code
        var signs: [String] = []
        if delegate.save != .none { signs.append("it opts in to saving") }
        if delegate.restore != .none { signs.append("it opts in to restoring") }
        if let encoder = code.ownClasses.first(where: { $0.method(.encode) != nil && code.isController($0) }) { signs.append("\(encoder.name) has an encode method") }
        if !code.restorationIdentifiers.isEmpty || decisions.app.storyboards.contains(where: { $0.controllers.contains { $0.restorationIdentifier != nil } }) {
            signs.append("it gives restoration identifiers")
        }
        guard !signs.isEmpty else { return [] }
        // Doctor's restoration-turned-off says it when an opt-in refuses on every path.
        guard delegate.save == .none || delegate.restore == .none else { return [] }
        let swift = decisions.language == .swift
        let save = swift ? "application(_:shouldSaveSecureApplicationState:)" : "application:shouldSaveSecureApplicationState:"
        let restore = swift ? "application(_:shouldRestoreSecureApplicationState:)" : "application:shouldRestoreSecureApplicationState:"
        // A superclass outside the app may opt in: that is not known here (FlutterAppDelegate's is, `FrameworkAppDelegate`).
        if let external = code.chain(delegate.type).external, !SceneDelegateFile.plainSuperclasses.contains(external) {
            return [ReviewItem(code: .restorationOff, file: decisions.delegateFile, line: delegate.type.line, quote: nil,
                message: "\(signs.joined(separator: ", ")), but the app delegate does not opt in to both saving and restoring itself, and its superclass \(external) is outside the app: if it opts in, UIKit restored state that the migration does not carry, since it moves the life cycle only. Check \(external)'s opt-ins; to carry the restoration, override \(save) and \(restore) in the app delegate and run the migration before applying it")]
        }
        return [ReviewItem(code: .restorationOff, file: decisions.delegateFile, line: delegate.type.line, quote: nil,
            message: "\(signs.joined(separator: ", ")), but the app delegate does not opt in to both saving and restoring, so UIKit never restored its state: the migration moves the life cycle only. To carry the restoration, add \(save) and \(restore) (returning true) and run the migration before applying it")]
    }

    /// A bundle with both project files: the one migrate edits is said, and that Xcode opens
    /// neither until the other is gone.
    static func bothProjectFiles(_ decisions: AppDecisions, _ work: AppWork) -> [ReviewItem] {
        guard let project = decisions.app.project, project.format == .xcode, let file = project.file,
              let found = XcodeProjectFile.find(atAbsolutePath: work.workspace.absolute(project.path)), found.bothPresent else { return [] }
        return [ReviewItem(code: .projectFile, file: file, line: nil, quote: nil, message: found.bothPresentNote)]
    }
}

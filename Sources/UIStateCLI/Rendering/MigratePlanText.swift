import SceneMigration

/// `uistate migrate scenes` as text: per app what moves where, the restoration carried, what
/// is left for review (or blocks the migration), each sentence made from the plan's data and
/// wrapped at 100 columns; then what is (or would be) written, and after `--apply` what comes
/// next.
enum MigratePlanText {
    static func text(_ plan: MigrationPlan, wrote: Bool, style: Style) -> String {
        var out: [String] = []
        func line(_ text: String, indent: String = "", hanging: String = "    ") {
            out += TextWrapping.wrap(indent + text, indent: indent + hanging)
        }
        if plan.apps.isEmpty { out.append("nothing to migrate in \(plan.root)") }
        for app in plan.apps {
            let project = app.project.map { " (\($0))" } ?? ""
            let what = app.kind == .inertRestoration ? "its classic restoration, which a scene-based app never calls, to scene restoration"
                : app.activityType == nil ? "to the UIScene life cycle (it did not restore state: its life cycle only)" : "to the UIScene life cycle, with its state restoration"
            out.append(style.bold("\(app.target)\(project): \(what)"))
            line((app.activityType.map { "restoration activity \(activityType($0)), " } ?? "") + "scene delegate \(app.sceneDelegateClass) (\(app.language.rawValue))", indent: "  ")
            out.append("")
            if !app.blockers.isEmpty {
                out.append(style.red("Not migrated: nothing of it is written, because (\(app.blockers.count)):"))
                for item in app.blockers { review(item, into: &out, style: style) }
                out.append("")
            }
            out.append(wrote && app.blockers.isEmpty ? "Changed:" : "Changes (--dry-run prints them as a diff, --apply writes them):")
            for change in app.changes { line("\(change.file): " + sentence(change.kind, app: app), indent: "  ") }
            if !app.carried.isEmpty || !app.appLevel.isEmpty {
                out.append("")
                out.append("Restoration carried (each controller's own encode and decode methods run, with a keyed archiver):")
                for controller in app.carried {
                    let place = controller.paths.isEmpty ? controller.className : controller.paths.joined(separator: ", ") + " (\(controller.className))"
                    let keys = controller.keys.isEmpty ? "" : "; keys: " + controller.keys.map(key).joined(separator: ", ")
                    line("\(place): made by \(maker(controller.madeBy))\(keys)", indent: "  ")
                }
                if !app.appLevel.isEmpty {
                    line("the app delegate's app-level values (its willEncode method writes them, its didDecode method reads them); keys: "
                        + app.appLevel.map(key).joined(separator: ", "), indent: "  ")
                }
            }
            out.append("")
            if let lead = app.sharesSourcesWith {
                line("Restoration carried and left for review: as listed under \(lead), whose sources (the app delegate, the scene delegate, the restoration code) this target compiles too\(app.review.isEmpty ? "" : "; and for this target:")")
                for item in app.review { review(item, into: &out, style: style) }
            } else if app.review.isEmpty {
                out.append("Left for review: nothing")
            } else {
                out.append("Left for review (\(app.review.count)\(app.blockers.isEmpty ? ", kept as #warning lines in the scene delegate's file" : "")):")
                for item in app.review { review(item, into: &out, style: style) }
            }
            out.append("")
        }
        for alone in plan.leftAlone {
            line("Left alone: \(alone.target)\(alone.project.map { " (\($0))" } ?? ""): \(reason(alone.reason))")
        }
        if !plan.stillOpen.isEmpty {
            if !plan.leftAlone.isEmpty { out.append("") }
            out.append("Still open from the migration (\(plan.stillOpen.count) #warning line\(plan.stillOpen.count == 1 ? "" : "s"); delete each once dealt with):")
            for item in plan.stillOpen { line("\(item.file):\(item.line): \(item.text)", indent: "  ") }
            out.append("")
        }
        out += summary(plan, wrote: wrote)
        if wrote, !plan.isEmpty { out += nextSteps(plan) }
        return out.joined(separator: "\n") + "\n"
    }

    static func review(_ item: ReviewItem, into out: inout [String], style: Style) {
        let head = (item.place.map { $0 + ": " } ?? "") + "[\(item.code.rawValue)]"
        let lines = TextWrapping.wrap("  " + head + " " + item.message, indent: "      ")
        // The place and code stand out; the wrapping was made on the plain text.
        out.append(lines[0].hasPrefix("  " + head) ? "  " + style.yellow(head) + String(lines[0].dropFirst(2 + head.count)) : lines[0])
        out += lines.dropFirst()
        if let quote = item.quote { out.append("      " + style.dim(quote)) }
    }

    /// The closing lines: what was (or would be) written.
    static func summary(_ plan: MigrationPlan, wrote: Bool) -> [String] {
        let review = plan.apps.reduce(0) { $0 + $1.review.count }
        let blocked = plan.blocked
        if !blocked.isEmpty {
            let names = blocked.map(\.target).joined(separator: ", ")
            return ["nothing written: \(names) cannot be migrated as \(blocked.count == 1 ? "it is" : "they are") (see \"Not migrated\"); --target migrates the others"]
        }
        guard !plan.edits.isEmpty else { return plan.apps.isEmpty ? [] : ["nothing to change: the migration is made"] }
        let created = plan.edits.filter(\.isNew).count, changed = plan.edits.count - created
        let verb = wrote ? "wrote" : "would write"
        return ["\(verb) \(plan.edits.count) file\(plan.edits.count == 1 ? "" : "s") (\(created) new, \(changed) changed); \(review) item\(review == 1 ? "" : "s") left for review"]
    }

    /// What to do once the files are written.
    static func nextSteps(_ plan: MigrationPlan) -> [String] {
        let restores = plan.apps.contains { $0.activityType != nil }
        var steps = [
            "",
            "Next:",
            "  1. Build and run the app in Xcode; the #warning lines list what is left for review.",
            "  2. 'uistate doctor' reads the migrated project.",
        ]
        if restores {
            steps += [
                "  3. Test restoration on a simulator: open a screen, send the app to the background (Home),",
                "     stop it from Xcode (not from the app switcher, which discards the saved state), run it again.",
                "  4. A classic state recorded with uistate opens the migrated app where the user was:",
                "     'uistate migrate state <rev> -m \"...\"', then 'uistate restore' and 'uistate launch' (docs/migrate.md).",
            ]
        }
        return steps
    }

    static func activityType(_ type: RestorationActivityType) -> String {
        if let fixed = type.fixed { return fixed }
        let known = type.configurations.map { "\($0.name): \($0.type)" }
        return type.declared + (known.isEmpty ? " (the bundle id the app runs with)" : " (" + known.joined(separator: ", ") + ")")
    }

    static func sentence(_ kind: PlannedChange.Kind, app: AppMigration) -> String {
        switch kind {
        case .windowSetupMoved(let from, let lines, let into):
            let where_ = lines.isEmpty ? "" : " (line\(lines.count == 1 ? "" : "s") \(ranges(lines)))"
            return "the window's set-up in \(from)\(where_) moves to \(into), a method of \(app.appDelegateClass) in the same file, which the scene delegate calls when its scene connects"
        case .optInAnswerKept(let method):
            return "\(method) keeps its answer for the scene's restore (UIKit asks it once, at launch, in a scene-based app too)"
        case .sceneDelegateCreated(let summary):
            let window: String = switch summary.window {
            case .storyboard: "the window from the storyboard \(summary.storyboard ?? "") (UIKit makes it)"
            case .movedCode: "the window, made by \(app.appDelegateClass)'s moved set-up"
            case .appDelegateProperty: "the window, made for the scene where the app delegate's property made one"
            case .none: "no window (none was found)"
            }
            let events = summary.forwarded.isEmpty ? "" : "; forwards " + summary.forwarded.map { "\($0.appDelegateMethod) from \($0.sceneMethod)" }.joined(separator: ", ")
            return "new: \(window)\(summary.restores ? ", the restoration" : "")\(events)"
        case .headerCreated(let className):
            return "new: \(className)'s interface"
        case .sceneDelegateRestores(let className):
            return "\(className) restores the saved activity when its scene connects, and saves it in stateRestorationActivity(for:)"
        case .manifest(let summary):
            let moves = summary.storyboard.map { ", the storyboard \($0) moved there from UIMainStoryboardFile" } ?? ""
            let text = "the scene manifest (one window configuration: \(summary.sceneDelegate)\(moves))" + (summary.activityType.map { "; NSUserActivityTypes declares \($0)" } ?? "")
            return summary.specTarget.map { "\($0)'s info properties: " + text } ?? text
        case .activityTypeDeclared(let type, let spec):
            return (spec.map { "\($0)'s info properties: " } ?? "") + "NSUserActivityTypes declares \(type)"
        case .generatedInfoPlist(let target, let removed, let file, let declares):
            var text = "\(target)'s build settings: INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES"
            if removed { text += ", INFOPLIST_KEY_UIMainStoryboardFile removed (the storyboard is the configuration's)" }
            if let file { text += ", INFOPLIST_FILE = \(file) (the keys build settings cannot hold: the configuration\(declares ? " and NSUserActivityTypes" : ""))" }
            return text
        case .restorationCreated(let type):
            return "new: the view controllers' classic restoration, saved in the scene's restoration activity (type \(type)) and rebuilt from it in UIKit's order"
        case .restorationHeaderCreated:
            return "new: SceneRestoration's interface"
        case .deploymentTargetRaised(let target, let setting, let from, let to):
            return "\(target)'s \(setting) raised from \(from) to \(to): the scene life cycle and the generated code are iOS \(to) and later, so the app no longer runs before iOS 13 (Xcode 26 builds for iOS 15 and later only)"
        case .filesAdded(let target, let files, let beside):
            return files.joined(separator: ", ") + " added to the target \(target) (file references beside \(beside), in its folder; sources in its Sources phase)"
        case .synchronizedFolder:
            return "nothing to add: the target builds its synchronized folder, which holds the new files"
        case .reviewWarnings(let count):
            return "the \(count) item\(count == 1 ? "" : "s") left for review, as #warning lines (Xcode's Issue navigator lists them until they are deleted)"
        }
    }

    static func maker(_ maker: ControllerMaker) -> String {
        switch maker {
        case .storyboardAtLaunch(let storyboard): "the storyboard \(storyboard), at launch"
        case .storyboardWithContainer(let storyboard, let container): "the storyboard \(storyboard) with its container \(container) (found in it)"
        case .restorationClass(let name): "its restoration class \(name)"
        case .storyboardIdentifier(let storyboard, let identifier): "the storyboard \(storyboard) (storyboard ID \(identifier))"
        case .storyboardScene(let storyboard):
            "the storyboard \(storyboard), by the name its compiled form gives the scene (no storyboard ID), which UIKit records when it saves the controller"
        case .code: "the code that makes it (or the app delegate's factory)"
        case .nothing: "nothing (no storyboard ID, no restoration class, its class in several storyboards)"
        }
    }

    static func key(_ key: EncodedKey) -> String {
        "\(key.key) (\(value(key.value)))"
    }

    static func value(_ value: EncodedValue) -> String {
        switch value {
        case .value(let type): type.map { "a value (\($0))" } ?? "a value"
        case .controllerReference: "a reference to another controller (kept as its identifier path)"
        case .conditionalReference: "a reference (conditional)"
        case .codable: "a Codable value (archived with NSKeyedArchiver's encodeEncodable)"
        case .appObject(let name): "an object of the app's (\(name), archived with its own NSCoding methods)"
        case .object(let name): "an object (\(name))"
        case .registeredObject(let name): "a registered restorable object (\(name), UIStateRestoring): not carried, scene restoration saves view controllers only"
        case .view(let name): "a view (\(name)): not carried, scene restoration rebuilds no view, so it decodes as nil"
        case .unkeyed(let index): "a value without a key (the archiver names it $\(index); decode reads the values back in the order they were written)"
        case .helper: "the keys it writes with the coder, carried as it writes them (the same archiver)"
        case .unknown: "a value of a type not written where it is encoded"
        }
    }

    static func reason(_ reason: LeftAloneReason) -> String {
        switch reason {
        case .swiftUIApp: "a SwiftUI app: it has the scene life cycle, and SwiftUI restores its scenes"
        case .noAppDelegate: "no app delegate was found in its code: nothing says how its window is made"
        case .lifeCycleUnknown(let because): "its life cycle is not known (\(because)): migrate it once doctor can read it"
        case .savesActivityAlready: "scene-based, and its scene delegate already saves a restoration activity"
        case .noClassicRestoration: "scene-based, with no classic restoration to carry"
        case .severalSceneDelegates(let count): "scene-based with \(count) scene delegates: which one restores which window is not known"
        }
    }

    /// `9-13, 15`: line numbers as ranges.
    static func ranges(_ lines: [Int]) -> String {
        var parts: [String] = []
        var start: Int?
        var previous = 0
        for line in lines {
            if start != nil, line == previous + 1 {
                previous = line
                continue
            }
            if let first = start { parts.append(first == previous ? "\(first)" : "\(first)-\(previous)") }
            start = line
            previous = line
        }
        if let first = start { parts.append(first == previous ? "\(first)" : "\(first)-\(previous)") }
        return parts.joined(separator: ", ")
    }
}

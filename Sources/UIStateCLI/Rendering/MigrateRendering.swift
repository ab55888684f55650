import AppProject
import SceneMigration
import StateRestoration

/// What `uistate migrate` prints: the plan (what moves where, the restoration carried, what is
/// left for review), the diff's summary, and a state's conversion key by key.
enum MigrateRendering {
    static func text(_ plan: MigrationPlan, wrote: Bool, style: Style) -> String {
        var out: [String] = []
        if plan.apps.isEmpty {
            out.append("nothing to migrate in \(plan.root)")
        }
        for app in plan.apps {
            let project = app.project.map { " (\($0))" } ?? ""
            let what = app.kind == .inertRestoration ? "its classic restoration, which a scene-based app never calls, to scene restoration"
                : app.activityType == nil ? "to the UIScene life cycle (it did not restore state: its life cycle only)" : "to the UIScene life cycle, with its state restoration"
            out.append(style.bold("\(app.target)\(project): \(what)"))
            out.append("  " + (app.activityType.map { "restoration activity \($0), " } ?? "") + "scene delegate \(app.sceneDelegateClass) (\(app.language.rawValue))")
            out.append("")
            out.append(wrote ? "Changed:" : "Changes (--dry-run prints them as a diff, --apply writes them):")
            out += app.steps.map { "  \($0.file): \($0.text)" }
            if !app.carried.isEmpty || !app.appLevel.isEmpty {
                out.append("")
                out.append("Restoration carried (each controller's own encode and decode methods run, with a keyed archiver):")
                for controller in app.carried {
                    let place = controller.paths.isEmpty ? controller.className : controller.paths.joined(separator: ", ") + " (\(controller.className))"
                    let keys = controller.keys.isEmpty ? "" : "; keys: " + controller.keys.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
                    out.append("  \(place): made by \(controller.madeBy)\(keys)")
                }
                if !app.appLevel.isEmpty {
                    out.append("  the app delegate's app-level values (its save methods write them, its restore methods read them); keys: "
                        + app.appLevel.map { "\($0.key) (\($0.value))" }.joined(separator: ", "))
                }
            }
            out.append("")
            if app.review.isEmpty {
                out.append("Left for review: nothing")
            } else {
                out.append("Left for review (\(app.review.count)):")
                for item in app.review {
                    let place = item.file.map { $0 + (item.line.map { ":\($0)" } ?? "") + ": " } ?? ""
                    out.append("  " + style.yellow(place + "[\(item.code)]") + " " + item.message)
                    if let quote = item.quote { out.append("      " + style.dim(quote)) }
                }
            }
            out.append("")
        }
        for alone in plan.leftAlone {
            out.append("Left alone: \(alone.target)\(alone.project.map { " (\($0))" } ?? ""): \(alone.reason)")
        }
        out += summary(plan, wrote: wrote)
        return out.joined(separator: "\n") + "\n"
    }

    /// The closing lines: what was (or would be) written.
    static func summary(_ plan: MigrationPlan, wrote: Bool) -> [String] {
        guard !plan.edits.isEmpty else { return plan.apps.isEmpty ? [] : ["nothing to change: the migration is made"] }
        let created = plan.edits.filter(\.isNew).count, changed = plan.edits.count - created
        let review = plan.apps.reduce(0) { $0 + $1.review.count }
        let verb = wrote ? "wrote" : "would write"
        return ["\(verb) \(plan.edits.count) file\(plan.edits.count == 1 ? "" : "s") (\(created) new, \(changed) changed); \(review) item\(review == 1 ? "" : "s") left for review"
            + (wrote ? "; 'uistate doctor' reads the result" : "")]
    }

    static func json(_ plan: MigrationPlan, wrote: Bool) -> JSONValue {
        .object([
            JSONMember("root", .string(plan.root)),
            JSONMember("wrote", .bool(wrote)),
            JSONMember("apps", .array(plan.apps.map { app in
                .object([
                    JSONMember("target", .string(app.target)), JSONMember("project", .optional(app.project)), JSONMember("kind", .string(app.kind.rawValue)),
                    JSONMember("language", .string(app.language.rawValue)), JSONMember("activityType", .optional(app.activityType)),
                    JSONMember("sceneDelegate", .string(app.sceneDelegateClass)),
                    JSONMember("steps", .array(app.steps.map { .object([JSONMember("file", .string($0.file)), JSONMember("text", .string($0.text))]) })),
                    JSONMember("carried", .array(app.carried.map { controller in
                        .object([
                            JSONMember("class", .string(controller.className)), JSONMember("paths", .array(controller.paths.map { .string($0) })),
                            JSONMember("madeBy", .string(controller.madeBy)), JSONMember("file", .optional(controller.file)),
                            JSONMember("line", controller.line.map { .int($0) } ?? .null),
                            JSONMember("keys", .array(controller.keys.map { .object([JSONMember("key", .string($0.key)), JSONMember("value", .string($0.value)), JSONMember("line", .int($0.line))]) })),
                        ])
                    })),
                    JSONMember("appLevel", .array(app.appLevel.map { .object([JSONMember("key", .string($0.key)), JSONMember("value", .string($0.value)), JSONMember("line", .int($0.line))]) })),
                    JSONMember("review", .array(app.review.map { item in
                        .object([
                            JSONMember("code", .string(item.code)), JSONMember("file", .optional(item.file)), JSONMember("line", item.line.map { .int($0) } ?? .null),
                            JSONMember("quote", .optional(item.quote)), JSONMember("message", .string(item.message)),
                        ])
                    })),
                    JSONMember("files", .array(app.files.map { .string($0) })),
                ])
            })),
            JSONMember("leftAlone", .array(plan.leftAlone.map {
                .object([JSONMember("target", .string($0.target)), JSONMember("project", .optional($0.project)), JSONMember("reason", .string($0.reason))])
            })),
            JSONMember("edits", .array(plan.edits.map { .object([JSONMember("path", .string($0.path)), JSONMember("new", .bool($0.isNew))]) })),
        ])
    }

    static func text(_ conversion: StateConversion, from source: String) -> String {
        var out = ["Converted \(source) into scene session \(conversion.sessionIdentifier) (activity \(conversion.activityType)), \(conversion.root.map { "from the window's root \($0.rawValue)" } ?? "its app-level values only (the classic archive has no view controller)"):"]
        out.append("Carried (\(conversion.carried.count) keys of \(conversion.controllers.count) controllers and the app):")
        var lastPath = ""
        for carried in conversion.carried {
            if carried.path != lastPath {
                out.append("  \(carried.path)")
                lastPath = carried.path
            }
            out.append("    \(carried.key) -> \(carried.into)")
        }
        out.append("Not carried (\(conversion.notCarried.count)):")
        for item in conversion.notCarried {
            out.append("  \(item.path)\(item.key.map { " / \($0)" } ?? ""): \(item.reason)")
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func json(_ conversion: StateConversion, from source: String, written: String) -> JSONValue {
        .object([
            JSONMember("source", .string(source)),
            JSONMember("session", .string(conversion.sessionIdentifier)),
            JSONMember("activityType", .string(conversion.activityType)),
            JSONMember("root", .optional(conversion.root?.rawValue)),
            JSONMember("controllers", .array(conversion.controllers.map { .string($0.rawValue) })),
            JSONMember("carried", .array(conversion.carried.map { .object([JSONMember("path", .string($0.path)), JSONMember("key", .string($0.key)), JSONMember("into", .string($0.into))]) })),
            JSONMember("notCarried", .array(conversion.notCarried.map { .object([JSONMember("path", .string($0.path)), JSONMember("key", .optional($0.key)), JSONMember("reason", .string($0.reason))]) })),
            JSONMember("written", .string(written)),
        ])
    }
}

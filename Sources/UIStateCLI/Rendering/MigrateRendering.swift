import AppProject
import KeyedArchive
import SceneMigration
import StateRestoration

/// What `uistate migrate state` prints: a state's conversion key by key (the plan of
/// `migrate scenes` is `MigratePlanText` and `MigratePlanJSON`).
enum MigrateRendering {
    /// Every name from the archive (identifier paths, keys, the activity type, and the
    /// reasons that quote them) through `PrintableText`, as every other command prints them:
    /// a line feed or a control character in a recorded identifier is shown escaped, never
    /// printed (the output gate keeps line feeds, since uistate's own lines have them).
    static func text(_ conversion: StateConversion, from source: String) -> String {
        func shown(_ text: String) -> String { PrintableText.escaped(text) }
        let root = conversion.root.map { "from the window's root \(shown($0.rawValue))" } ?? "its app-level values only (the classic archive has no view controller)"
        var out = ["Converted \(source) into scene session \(shown(conversion.sessionIdentifier)) (activity \(shown(conversion.activityType))), \(root):"]
        out.append("Carried (\(conversion.carried.count) keys of \(conversion.controllers.count) controllers and the app):")
        var lastPath = ""
        for carried in conversion.carried {
            if carried.path != lastPath {
                out.append("  \(shown(carried.path))")
                lastPath = carried.path
            }
            out.append("    \(shown(carried.key)) -> \(shown(carried.into))")
        }
        out.append("Not carried (\(conversion.notCarried.count)):")
        for item in conversion.notCarried {
            out.append("  \(shown(item.path))\(item.key.map { " / \(shown($0))" } ?? ""): \(shown(item.reason))")
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

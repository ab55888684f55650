import AppProject
import SceneMigration
import StateRestoration

/// What `uistate migrate state` prints: a state's conversion key by key (the plan of
/// `migrate scenes` is `MigratePlanText` and `MigratePlanJSON`).
enum MigrateRendering {
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

import KeyedArchive
import Platform
import StateRestoration

/// Output of `uistate mac-apps`.
enum MacAppsRendering {
    static func text(_ listing: MacSavedStates.Listing, home: String, style: Style) -> String {
        var out: [String] = []
        if listing.states.isEmpty { out.append("no Mac app's saved state found in \(home)/Library") }
        for state in listing.states {
            let name = state.bundleIdentifier ?? (state.uuid.map { "unknown app \($0)" } ?? "unknown app")
            let when = CalendarTime.local(Int64(state.modified))
            out.append(style.bold(name) + " (\(state.place.rawValue), \(when.dateText) \(when.clockText))")
            out.append("    " + state.folder)
            if let target = state.linkTarget {
                out.append("    " + style.red("a symbolic link to '\(target)': not used"))
            } else if !state.titles.isEmpty {
                out.append("    windows: " + state.titles.map(CanonicalTextSyntax.quoted).joined(separator: ", "))
            }
        }
        out += listing.mappingNotes.map { "note: ApplicationMapping.plist: \($0)" }
        return out.joined(separator: "\n") + "\n"
    }

    static func json(_ listing: MacSavedStates.Listing) -> JSONValue {
        .object([
            JSONMember("states", .array(listing.states.map { state in
                .object([
                    JSONMember("folder", .string(state.folder)),
                    JSONMember("place", .string(state.place.rawValue)),
                    JSONMember("bundleIdentifier", .optional(state.bundleIdentifier)),
                    JSONMember("uuid", .optional(state.uuid)),
                    JSONMember("titles", .array(state.titles.map { .string($0) })),
                    JSONMember("modified", .number(NumberText.fixed(state.modified, decimals: 3))),
                    JSONMember("linkTarget", .optional(state.linkTarget)),
                ])
            })),
            JSONMember("unreadable", .array(listing.unreadable.map { .string($0.description) })),
            JSONMember("mappingNotes", .array(listing.mappingNotes.map { .string($0) })),
        ])
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import KeyedArchive
import StateRepository
import StateRestoration
import Platform
import PropertyList

/// The output forms of `uistate diff` (docs/diff.md).
enum DiffRendering {
    /// UIKit's app-level keys, as people call them.
    static let appLabels: [String: String] = [
        UIKitKeys.majorVersion: "archive major version", UIKitKeys.minorVersion: "archive minor version",
        UIKitKeys.idiom: "idiom", UIKitKeys.timestamp: "timestamp", UIKitKeys.systemVersion: "system version",
        UIKitKeys.bundleVersion: "bundle version", UIKitKeys.sizeClassMap: "size classes",
        UIKitKeys.firstResponders: "first responders", UIKitKeys.rootIdentifiers: "root order",
        UIKitKeys.restorationClassMap: "restoration classes", UIKitKeys.ignoreSnapshot: "ignore snapshot",
        UIKitKeys.restorationInfoFileName: "restorationInfo.plist",
    ]

    static func keyText(_ change: KeyChange, app: Bool) -> String {
        var parts = change.path
        if app, let label = appLabels[parts[0]] { parts[0] = label }
        return parts.map(displayKey).joined(separator: " / ")
    }

    /// Keys as people wrote them; quoted only when they would be ambiguous on one line.
    static func displayKey(_ key: String) -> String {
        let plain = !key.isEmpty && !key.contains(" / ") && key.trimmed == key[...]
            && !key.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0.value == 0x2028 || $0.value == 0x2029 }
        return plain ? key : CanonicalTextSyntax.quoted(key)
    }

    /// One value on one line, shortened past 120 characters.
    static func compact(_ value: FoundationValue) -> String {
        let text: String
        if let inline = ValueText.inline(value) {
            text = inline
        } else {
            switch value {
            case .array(let items), .orderedSet(let items): text = "[" + items.map(compact).joined(separator: ", ") + "]"
            case .set(let items): text = "set [" + items.map(compact).joined(separator: ", ") + "]"
            case .dictionary(let entries): text = "{" + entries.map { compact($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + "}"
            case .archive(let fields): text = "archive {" + fields.map { $0.key + ": " + compact($0.value) }.joined(separator: ", ") + "}"
            case .embedded(let format, let inner): text = format + " " + compact(inner)
            case .shared(_, let inner): text = compact(inner)
            case .object(let name, let fields): text = name + " {" + fields.map { $0.key + ": " + compact($0.value) }.joined(separator: ", ") + "}"
            default: text = value.typeName
            }
        }
        return text.count > 120 ? String(text.prefix(117)) + "..." : text
    }

    static func valueText(_ value: DiffValue, showType: Bool) -> String {
        compact(value.value) + (showType ? " [\(value.type)]" : "")
    }

    static func changeLine(_ change: KeyChange, app: Bool, style: Style) -> String {
        // Arrays too different to align are compared position by position: said on the line.
        let key = keyText(change, app: app) + (change.elements.contains { !$0.aligned } ? " (by position)" : "")
        switch change.kind {
        case .added: return style.green("+ \(key): \(valueText(change.new!, showType: true))")
        case .removed: return style.red("- \(key): \(valueText(change.old!, showType: true))")
        case .changed:
            let showType = change.old!.type != change.new!.type
            if case .data(let old) = change.old!.value, case .data(let new) = change.new!.value {
                let (a, b) = FoundationValueText.dataChange(old, new)
                let suffix = showType ? " [\(change.old!.type)]" : ""
                return style.yellow("~ \(key): ") + a + suffix + " -> " + b + (showType ? " [\(change.new!.type)]" : "")
            }
            return style.yellow("~ \(key): ") + valueText(change.old!, showType: showType) + " -> " + valueText(change.new!, showType: showType)
        }
    }

    static func text(_ diff: SnapshotDiff, header: String, style: Style) -> String {
        var out = [style.bold(header)]
        if diff.isEmpty { return (out + ["no differences"]).joined(separator: "\n") + "\n" }
        if !diff.app.isEmpty {
            out.append(style.bold("App"))
            out += diff.app.map { "    " + changeLine($0, app: true, style: style) }
        }
        for object in diff.objects {
            let path = displayKey(object.path.rawValue)
            switch object.status {
            case .added: out.append(style.green("+ \(path)") + " (\(object.newClass ?? "?"))")
            case .removed: out.append(style.red("- \(path)") + " (\(object.oldClass ?? "?"))")
            case .modified: out.append(style.yellow("~ \(path)") + " (\(object.newClass ?? "?"))")
            case .classChanged:
                out.append(style.yellow("~ \(path)") + " " + style.red("class \(object.oldClass ?? "?") -> \(object.newClass ?? "?"): UIKit will not decode this object's state into a different class"))
            }
            out += object.changes.map { "    " + changeLine($0, app: false, style: style) }
        }
        for group in groups(diff) {
            let name = group.label + (group.title.map { " " + CanonicalTextSyntax.quoted($0) } ?? "")
            // A window that appeared or closed is one line and its objects' names; its keys are
            // in --json and --patch.
            let keys = group.allChanges.count
            switch group.status {
            case .added: out.append(style.green("+ \(name)") + " (\(keys) key\(keys == 1 ? "" : "s"))")
            case .removed: out.append(style.red("- \(name)") + " (\(keys) key\(keys == 1 ? "" : "s"))")
            case .modified, .classChanged: out.append(group.isApp ? style.bold(name) : style.yellow("~ \(name)"))
            }
            let whole = group.status == .added || group.status == .removed
            if !whole { out += group.changes.map { "    " + changeLine($0, app: false, style: style) } }
            for object in group.objects {
                out.append("    " + object.status.rawValue + " " + displayKey(object.path.rawValue))
                if !whole { out += object.changes.map { "        " + changeLine($0, app: false, style: style) } }
            }
        }
        if !diff.files.isEmpty {
            out.append(style.bold("Other files"))
            out += diff.files.map { "    " + changeLine($0, app: false, style: style) }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// A scene session, a Mac window or AppKit's app-level record: each has keys of its own
    /// and objects.
    struct Group {
        var label: String
        /// Its folder in the tree, unescaped: `@scenes/<id>`, `@windows/<name>`.
        var path: String
        var status: ObjectDiff.Status
        var title: String?
        var changes: [KeyChange]
        var objects: [ObjectDiff]
        /// AppKit's app-level record: app-level values, never counted as a window.
        var isApp = false
        /// The word for it in summaries ("session", "window"), nil for the app.
        var noun: String?

        /// Every key change, its objects' included.
        var allChanges: [KeyChange] { changes + objects.flatMap(\.changes) }
    }

    static func groups(_ diff: SnapshotDiff) -> [Group] {
        let sessions = diff.sessions.map {
            Group(label: "session " + $0.identifier, path: ObjectLocation.scenesPrefix + $0.identifier, status: $0.status, title: $0.title,
                  changes: $0.changes, objects: $0.objects, noun: "session")
        }
        let app = diff.macApp.map {
            Group(label: "App (AppKit)", path: ObjectLocation.windowsPrefix + $0.name, status: $0.status, title: nil, changes: $0.changes, objects: $0.objects, isApp: true)
        }
        let windows = diff.appWindows.map {
            Group(label: "window " + $0.name, path: ObjectLocation.windowsPrefix + $0.name, status: $0.status, title: $0.title, changes: $0.changes,
                  objects: $0.objects, noun: "window")
        }
        return sessions + (app.map { [$0] } ?? []) + windows
    }

    /// Every key change of the diff. Other files (a scene folder's extra files, AppKit's
    /// window pictures) are files, not keys: counted apart.
    static func allChanges(_ diff: SnapshotDiff) -> [KeyChange] {
        diff.app + diff.objects.flatMap(\.changes) + groups(diff).flatMap(\.allChanges)
    }

    /// Other files added, removed or changed (the session index's folder name is a key).
    static func fileCount(_ diff: SnapshotDiff) -> Int {
        diff.files.filter { $0.path != ["session index"] }.count
    }

    static func counts(_ changes: [KeyChange]) -> (added: Int, removed: Int, changed: Int) {
        (changes.filter { $0.kind == .added }.count, changes.filter { $0.kind == .removed }.count, changes.filter { $0.kind == .changed }.count)
    }

    /// `2 windows opened`, `1 session removed`...: sessions and windows come and go in addition
    /// to the objects they hold, which are counted as objects.
    static func groupSummary(_ groups: [Group]) -> [String] {
        var parts: [String] = []
        for noun in ["session", "window"] {
            let mine = groups.filter { $0.noun == noun }
            let verbs = noun == "window" ? ("opened", "closed") : ("added", "removed")
            for (status, verb) in [(ObjectDiff.Status.added, verbs.0), (.removed, verbs.1), (.modified, "changed")] {
                let count = mine.filter { $0.status == status || (status == .modified && $0.status == .classChanged) }.count
                if count > 0 { parts.append("\(count) \(noun)\(count == 1 ? "" : "s") \(verb)") }
            }
        }
        return parts
    }

    static func stat(_ diff: SnapshotDiff, style: Style) -> String {
        var rows: [(String, [KeyChange])] = []
        if !diff.app.isEmpty { rows.append(("App", diff.app)) }
        rows += diff.objects.map { (displayKey($0.path.rawValue), $0.changes) }
        let groups = groups(diff)
        for group in groups {
            if group.status != .modified || !group.changes.isEmpty { rows.append((group.label, group.changes)) }
            rows += group.objects.map { (displayKey(group.path + "/" + $0.path.rawValue), $0.changes) }
        }
        if !diff.files.isEmpty { rows.append(("Other files", diff.files)) }
        let width = min(60, rows.map(\.0.count).max() ?? 0)
        var out: [String] = []
        for (name, changes) in rows {
            let (added, removed, changed) = counts(changes)
            let bar = style.green(String(repeating: "+", count: min(added, 40))) + style.red(String(repeating: "-", count: min(removed, 40)))
                + style.yellow(String(repeating: "~", count: min(changed, 40)))
            out.append(" " + name.rightPadded(width) + " | \(String(changes.count).leftPadded(4)) " + bar)
        }
        let (added, removed, changed) = counts(allChanges(diff))
        let objects = diff.everyObject.count
        let appChanged = !diff.app.isEmpty || groups.contains { $0.isApp && !$0.changes.isEmpty }
        let files = fileCount(diff)
        let parts = ["\(objects) object\(objects == 1 ? "" : "s") changed"] + groupSummary(groups) + (appChanged ? ["app-level values changed"] : [])
            + (files > 0 ? ["\(files) other file\(files == 1 ? "" : "s") changed"] : [])
            + ["\(added) key\(added == 1 ? "" : "s") added", "\(removed) removed", "\(changed) changed"]
        out.append(" " + parts.joined(separator: ", "))
        return out.joined(separator: "\n") + "\n"
    }

    static func nameStatus(_ diff: SnapshotDiff) -> String {
        var lines: [String] = []
        if !diff.app.isEmpty { lines.append("M\t@app") }
        lines += diff.objects.map { "\($0.status.rawValue)\t\($0.path.rawValue.replacing("\n", with: "\\n"))" }
        for group in groups(diff) {
            // A session or window: its own line when it came, went, or its own keys changed;
            // its objects in any case.
            if group.status != .modified || !group.changes.isEmpty { lines.append("\(group.status.rawValue)\t\(group.path)") }
            lines += group.objects.map { "\($0.status.rawValue)\t\(group.path)/\($0.path.rawValue.replacing("\n", with: "\\n"))" }
        }
        lines += diff.files.filter { $0.path != ["session index"] }.map { change in
            let status = change.kind == .added ? "A" : change.kind == .removed ? "D" : "M"
            return "\(status)\t\(TreeLayout.filesFolder)/\(change.path.joined(separator: "/").replacing("\n", with: "\\n"))"
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    static func patch(_ comparison: SnapshotComparison) throws -> String {
        var out = ""
        for text in comparison.texts {
            out += try TextPatch.unified(old: text.old.map { Array($0.utf8) }, new: text.new.map { Array($0.utf8) }, path: text.path)
        }
        return out
    }

    /// `diff a (1234abc) -> b (5678def)`, or the working archive's path as the newer side.
    static func header(_ request: ComparisonRequest) -> String {
        let new = switch request.new {
        case .revision(let revision): "\(revision.spec) (\(revision.id.short))"
        case .savedState(let url): url.path
        }
        return "diff \(request.old.spec) (\(request.old.id.short)) -> \(new)"
    }

    static func json(_ diff: SnapshotDiff, request: ComparisonRequest) -> JSONValue {
        func side(_ revision: ComparisonRequest.Revision) -> JSONValue {
            .object([JSONMember("revision", .string(revision.spec)), JSONMember("id", .string(revision.id.hex))])
        }
        let to: JSONValue = switch request.new {
        case .revision(let revision): side(revision)
        case .savedState(let url): .object([JSONMember("archive", .string(url.path))])
        }
        return json(diff, from: side(request.old), to: to)
    }

    static func json(_ diff: SnapshotDiff, from: JSONValue, to: JSONValue) -> JSONValue {
        func change(_ change: KeyChange) -> JSONValue {
            .object([
                JSONMember("key", .array(change.path.map { .string($0) })),
                JSONMember("change", .string(change.kind.rawValue)),
                JSONMember("old", change.old.map { ValueJSON.value($0.value) } ?? .null),
                JSONMember("new", change.new.map { ValueJSON.value($0.value) } ?? .null),
                JSONMember("oldType", .optional(change.old?.type)),
                JSONMember("newType", .optional(change.new?.type)),
                JSONMember("elements", .array(change.elements.map { element in
                    .object([
                        JSONMember("old", element.old.map { .int($0) } ?? .null),
                        JSONMember("new", element.new.map { .int($0) } ?? .null),
                        JSONMember("aligned", .bool(element.aligned)),
                    ])
                })),
            ])
        }
        let (added, removed, changed) = counts(allChanges(diff))
        let objects = diff.everyObject
        func object(_ location: ObjectLocation, _ object: ObjectDiff) -> JSONValue {
            var members = [
                JSONMember("path", .string(location.displayPath)),
                JSONMember("status", .string(object.status.name)),
                JSONMember("oldClass", .optional(object.oldClass)),
                JSONMember("newClass", .optional(object.newClass)),
                JSONMember("changes", .array(object.changes.map(change))),
            ]
            switch location {
            case .classic: break
            case .session(let identifier, _): members.append(JSONMember("session", .string(identifier)))
            case .window(let window, _) where window != SavedWindow.appName: members.append(JSONMember("window", .string(window)))
            case .window: break
            }
            return .object(members)
        }
        func count(_ statuses: [ObjectDiff.Status], in all: [ObjectDiff.Status]) -> JSONValue {
            .int(all.filter(statuses.contains).count)
        }
        let objectStatuses = objects.map(\.diff.status)
        let sessionStatuses = diff.sessions.map(\.status)
        let windowStatuses = diff.appWindows.map(\.status)
        return .object([
            JSONMember("from", from),
            JSONMember("to", to),
            JSONMember("app", .array((diff.app + (diff.macApp?.changes ?? [])).map(change))),
            JSONMember("objects", .array(objects.map { object($0.location, $0.diff) })),
            JSONMember("sessions", .array(diff.sessions.map { session in
                .object([
                    JSONMember("identifier", .string(session.identifier)),
                    JSONMember("status", .string(session.status.name)),
                    JSONMember("title", .optional(session.title)),
                    JSONMember("changes", .array(session.changes.map(change))),
                ])
            })),
            JSONMember("files", .array(diff.files.map(change))),
            JSONMember("windows", .array(diff.appWindows.map { window in
                .object([
                    JSONMember("name", .string(window.name)),
                    JSONMember("status", .string(window.status.name)),
                    JSONMember("title", .optional(window.title)),
                    JSONMember("changes", .array(window.changes.map(change))),
                ])
            })),
            JSONMember("stats", .object([
                JSONMember("objectsAdded", count([.added], in: objectStatuses)),
                JSONMember("objectsRemoved", count([.removed], in: objectStatuses)),
                JSONMember("objectsModified", count([.modified, .classChanged], in: objectStatuses)),
                JSONMember("classChanges", count([.classChanged], in: objectStatuses)),
                JSONMember("sessionsAdded", count([.added], in: sessionStatuses)),
                JSONMember("sessionsRemoved", count([.removed], in: sessionStatuses)),
                JSONMember("sessionsModified", count([.modified], in: sessionStatuses)),
                JSONMember("windowsOpened", count([.added], in: windowStatuses)),
                JSONMember("windowsClosed", count([.removed], in: windowStatuses)),
                JSONMember("windowsModified", count([.modified], in: windowStatuses)),
                JSONMember("keysAdded", .int(added)),
                JSONMember("keysRemoved", .int(removed)),
                JSONMember("keysChanged", .int(changed)),
                JSONMember("filesChanged", .int(fileCount(diff))),
            ])),
        ])
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }

    func rightPadded(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}

import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyedArchive
import StateRepository
import StateRestoration
import Git
import AppProject
import Platform

/// Dynamic shell completion: the shell calls `uistate ---completion ...` when the user presses
/// TAB, and these callbacks answer from the repository. They must be fast (a budget of 50 ms
/// on a repository with 10,000 snapshots): they read refs, the few newest commits and one
/// tree, never the whole history. `-C <dir>` on the command line being completed is honored.
enum Completions {
    /// Revisions; after `--`, object paths (the generated scripts count every word as a
    /// positional argument, so `diff a -- <TAB>` arrives here).
    @Sendable static func revisions(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let line = CompletionLine(words: words, index: index)
        if line.afterTerminator { return objectPaths(words, index, prefix) }
        let typed = unescaped(prefix)
        guard let store = line.store,
            let names = try? store.revisionNames(reflogSelectors: typed.contains("@"))
        else { return [] }
        return offer(names.map { ($0.name, $0.summary) }, typed)
    }

    /// The scene sessions (with their window titles), a Mac app's windows and their objects
    /// (`<window>/<object>`), and object paths of the snapshot named on the command line (or HEAD).
    @Sendable static func objectPaths(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let line = CompletionLine(words: words, index: index)
        guard let store = line.store,
            let id = (line.namedRevision.flatMap { try? store.resolve($0) }) ?? (try? store.resolve("HEAD"))
        else { return [] }
        let sessions = (try? store.sessions(at: id)) ?? []
        let objects = (try? store.objects(at: id)) ?? []
        let windows = (try? store.windows(at: id)) ?? []
        let windowNames = windows.flatMap { window -> [(String, String?)] in
            let description = window.name == SavedWindow.appName ? "the app's app-level record" : window.title.map { "window \($0)" } ?? "window"
            return [(window.name, description)] + window.objects.map { (window.name + "/" + $0, nil) }
        }
        return offer(sessions.map { ($0.identifier, $0.title.map { "session \($0)" } ?? "session") } + windowNames + objects.map { ($0.path.rawValue, nil) },
                     unescaped(prefix))
    }

    @Sendable static func remotes(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let remotes = (try? CompletionLine(words: words, index: index).store?.remotes()) ?? []
        return offer(remotes.map { ($0.name, Redaction.text($0.url)) }, unescaped(prefix))
    }

    @Sendable static func tags(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let tags = (try? CompletionLine(words: words, index: index).store?.tags()) ?? []
        return offer(tags.map { ($0.name, $0.target.short) }, unescaped(prefix))
    }

    /// Branches and tags, for push.
    @Sendable static func references(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        guard let store = CompletionLine(words: words, index: index).store,
            let names = try? store.revisionNames(recent: 1)
        else { return [] }
        let references = names.filter { $0.kind == .branch || $0.kind == .tag }
        return offer(references.map { ($0.name, $0.summary) }, unescaped(prefix))
    }

    @Sendable static func settings(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        offer(SnapshotStore.Settings.all.map { ($0, nil) }, unescaped(prefix))
    }

    /// `doctor --target`, `migrate scenes --target`, `migrate state --target`: the iOS app targets of the project folder named on the command line
    /// (or the current folder), read from its project files alone, without the code.
    @Sendable static func doctorTargets(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let line = CompletionLine(words: words, index: index)
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let directory = line.directory { folder = URL(fileURLWithPath: directory, relativeTo: folder) }
        // The project is the first word (`doctor`, `migrate scenes`), or `migrate state`'s --project.
        let project = line.commandPath == ["migrate", "state"] ? line.values["--project"] : line.positionals.first
        if let project { folder = URL(fileURLWithPath: project, relativeTo: folder) }
        let targets = (try? ProjectFolder.appTargets(at: folder.standardizedFileURL.path)) ?? []
        return offer(targets.map { ($0.name, $0.project) }, unescaped(prefix))
    }

    /// `doctor --reporter`: the formats, and after `NAME=` the files and folders of the path
    /// being typed (`sarif=build/do<TAB>`).
    @Sendable static func reporters(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        let typed = unescaped(prefix)
        guard let equals = typed.firstIndex(of: "=") else {
            return offer(DoctorReporterChoice.Format.allCases.map { ($0.rawValue, nil) } + DoctorReporterChoice.Format.allCases.map { ($0.rawValue + "=", "to a file") }, typed)
        }
        let format = String(typed[...equals]), path = String(typed[typed.index(after: equals)...])
        let folder = path.contains("/") ? String(path[...path.lastIndex(of: "/")!]) : ""
        var base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let directory = CompletionLine(words: words, index: index).directory { base = URL(fileURLWithPath: directory, relativeTo: base) }
        let listed = (try? FileSystem.contents(ofDirectory: URL(fileURLWithPath: folder.isEmpty ? "." : folder, relativeTo: base).path)) ?? []
        let candidates = listed.filter { !$0.hasPrefix(".") }.sorted().map { name -> (String, String?) in
            let isFolder = FileSystem.entry(URL(fileURLWithPath: folder + name, relativeTo: base).path)?.type == .directory
            return (format + folder + name + (isFolder ? "/" : ""), nil)
        }
        return offer(candidates, typed)
    }

    /// zsh sends the prefix with its own escapes (`HEAD\~`).
    static func unescaped(_ text: String) -> String {
        text.replacing("\\", with: "")
    }

    /// The candidates that start with `typed`, once each, with their descriptions where the
    /// shell shows them: zsh's `_describe` reads `value:description` (a colon in the value is
    /// escaped), fish reads `value<TAB>description`, bash inserts whatever it gets, so it gets
    /// the bare value. What the shell prints comes from repositories, so a value holding a
    /// control character is not offered (it could not be typed back as shown) and descriptions
    /// are escaped (`PrintableText`).
    static func offer(_ candidates: [(value: String, description: String?)], _ typed: String, shell: CompletionShell? = .requesting) -> [String] {
        var seen = Set<String>()
        return candidates.filter {
            $0.value.hasPrefix(typed) && PrintableText.isPrintable($0.value) && seen.insert($0.value).inserted
        }.map { candidate in
            let description = candidate.description.map { PrintableText.escaped($0) } ?? ""
            switch shell {
            case .zsh?:
                let value = candidate.value.replacing("\\", with: "\\\\").replacing(":", with: "\\:")
                return description.isEmpty ? value : "\(value):\(description)"
            case .fish?:
                return description.isEmpty ? candidate.value : "\(candidate.value)\t\(description)"
            default:
                return candidate.value
            }
        }
    }
}

/// The command line being completed, as far as the callbacks need it: the repository (`-C`)
/// and the revision named before the cursor. Which options take a value comes from the
/// command definitions themselves (the parser's description of the tool).
struct CompletionLine {
    var directory: String?
    /// The words after the command's name (`migrate scenes`: after `scenes`) that are not options.
    var positionals: [String] = []
    /// The values given to options (`--project` of `migrate state`), the last of each.
    var values: [String: String] = [:]
    /// The command's names (`["migrate", "state"]`).
    var commandPath: [String] = []
    /// Whether the word being completed follows `--`.
    var afterTerminator = false

    init(words: [String], index: Int) {
        let tool = ToolDescription.current
        let global = tool?.command.optionsTakingValues ?? []
        var options = global
        var position = 1
        var command: ToolDescription.Command?
        var named = false
        var inOnly = false
        while position < min(index, words.count) {
            let word = Completions.unescaped(words[position])
            position += 1
            if afterTerminator { continue }
            if word == "--" { afterTerminator = true; continue }
            if word.hasPrefix("-") {
                inOnly = word == "--only"
                if options.contains(word), position < words.count {
                    if word == "-C" { directory = Completions.unescaped(words[position]) }
                    if word != "--only" {
                        if position < index { values[word] = Completions.unescaped(words[position]) }
                        position += 1
                    }
                }
                continue
            }
            if inOnly { continue }
            // The command's name, and a command's own commands' (`migrate scenes`).
            if !named, let next = (command ?? tool?.command)?.subcommand(word) {
                command = next
                commandPath.append(word)
                options = options.union(next.optionsTakingValues)
                named = next.subcommands?.isEmpty ?? true
            } else if !named, tool == nil {
                named = true
                commandPath.append(word)
            } else {
                positionals.append(word)
            }
        }
    }

    var store: SnapshotStore? {
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let directory { folder = URL(fileURLWithPath: directory, relativeTo: folder) }
        return try? SnapshotStore.discover(from: folder)
    }

    /// The newest revision already typed (`b` of `a..b` or of `a b`), whose objects the paths
    /// come from.
    var namedRevision: String? {
        guard let last = positionals.last else { return nil }
        if let range = last.firstRange(of: "..") {
            let newer = String(last[range.upperBound...])
            return newer.isEmpty ? "HEAD" : newer
        }
        return last
    }
}

import Foundation
import TestSupport

/// The differential compile check for real apps (issue 52, "How it is proven", second bullet):
/// each app target compiled as Xcode compiles it, against the stub UIKit and Foundation
/// (Tests/Fixtures/migrate/stubs), before and after the migration: its Swift files as one module
/// (DifferentialSwift), its Objective-C files the migration changed, and those that import a
/// header it changed, with clang (DifferentialObjectiveC). What the stubs and the checkout lack
/// (pods, frameworks, generated headers) is made empty so that it stops nothing, and gives the
/// same diagnostics in both runs; a diagnostic the original did not have on the same line,
/// followed across the migration (MigrationLines), is the migration's. docs/uikit-stand-in.md
/// says how to run it on an app (`UISTATE_DIFFERENTIAL_APP`).
enum DifferentialCompile {
    struct Diagnostic: Hashable, CustomStringConvertible {
        /// Relative to the app's folder (absolute outside it; empty for the driver's own).
        var file: String
        /// 0 for what is about the whole file.
        var line: Int
        var message: String
        /// The line's text, trimmed.
        var text: String = ""
        var description: String { file.isEmpty ? message : line == 0 ? "\(file): \(message)" : "\(file):\(line): \(message)" }
    }

    /// One target's check.
    struct UnitReport: CustomStringConvertible {
        var key: String
        /// The Swift files checked (none when the migration changed none).
        var swiftFiles: Int
        /// The Objective-C files checked (the changed ones and those importing a changed header).
        var objectiveCFiles: [String]
        /// Every diagnostic of each run (the gaps of the stubs, mostly).
        var before: [Diagnostic]
        var after: [Diagnostic]
        /// Modules the stubs and the toolchain lack, made empty.
        var emptyModules: [String]
        /// Headers the original target's files cannot find, made empty.
        var emptyHeaders: [String]
        /// Objective-C classes and protocols the app uses and nothing in the checkout declares
        /// (a pod's, a framework's, the app's Swift classes), declared empty.
        var emptyTypes: [String]
        var matched: MigrationLines.Matched
        var introduced: [Diagnostic] { matched.introduced }

        /// Both runs' diagnostics, for reading what the check saw.
        var listing: String {
            (["\(key), before:"] + before.map { "  \($0)" } + ["\(key), after:"] + after.map { "  \($0)" }
                + ["\(key), on moved lines that had them before:"] + matched.moved.map { "  \($0)" }).joined(separator: "\n")
        }

        var description: String {
            var lines = ["\(key): \(swiftFiles) Swift files, \(objectiveCFiles.count) Objective-C files checked; errors before \(before.count), after \(after.count); on moved lines that had them before \(matched.moved.count); introduced \(introduced.count)"]
            if !emptyModules.isEmpty { lines.append("  empty modules: \(emptyModules.joined(separator: " "))") }
            if !emptyHeaders.isEmpty { lines.append("  empty headers: \(emptyHeaders.count) (\(emptyHeaders.prefix(12).joined(separator: " "))\(emptyHeaders.count > 12 ? " ..." : ""))") }
            if !emptyTypes.isEmpty { lines.append("  empty types: \(emptyTypes.count) (\(emptyTypes.prefix(12).joined(separator: " "))\(emptyTypes.count > 12 ? " ..." : ""))") }
            lines += introduced.map { "  \($0)" }
            return lines.joined(separator: "\n")
        }
    }

    struct Report: CustomStringConvertible {
        var changed: [String]
        var units: [UnitReport]
        /// Every target's, each once (targets that share files report them alike).
        var introduced: [Diagnostic]

        var description: String {
            (["changed source files: \(changed.count): \(changed.joined(separator: " "))"] + units.map(\.description)
                + ["introduced by the migration: \(introduced.count)"] + introduced.map { "  \($0)" }).joined(separator: "\n")
        }
    }

    /// What the migration brought.
    static func introduced(original: URL, migrated: URL) throws -> [Diagnostic] {
        try check(original: original, migrated: migrated).introduced
    }

    static func check(original: URL, migrated: URL) throws -> Report {
        let changed = try changedFiles(original: original, migrated: migrated)
        let lines = MigrationLines(original: original, migrated: migrated, changed: changed)
        let beforeUnits = try CompileUnits.read(original), afterUnits = try CompileUnits.read(migrated)
        let work = try TemporaryDirectory("uistate-differential-shims")
        var units: [UnitReport] = []
        var introduced: [Diagnostic] = []
        for (index, unit) in afterUnits.enumerated() {
            let before = beforeUnits.first { $0.key == unit.key }
            let report = try check(before: before, after: unit, lines: lines, in: work.appending("\(index)"))
            units.append(report)
            for diagnostic in report.introduced where !introduced.contains(diagnostic) { introduced.append(diagnostic) }
        }
        // A source file the migration wrote that no app target compiles is not in the app.
        let compiled = Set(afterUnits.flatMap { $0.swiftFiles + $0.objectiveCFiles })
        for file in changed.sorted() where [".swift", ".m", ".mm"].contains(where: file.hasSuffix) && !compiled.contains(file)
            && !FileManager.default.fileExists(atPath: original.appendingPathComponent(file).path) {
            introduced.append(Diagnostic(file: file, line: 0, message: "a new source file that no app target compiles"))
        }
        return Report(changed: changed.sorted(), units: units, introduced: introduced)
    }

    /// One target before and after (`before` nil: the migration made it).
    static func check(before: CompileUnit?, after: CompileUnit, lines: MigrationLines, in folder: URL) throws -> UnitReport {
        let swift = try DifferentialSwift.check(before: before, after: after, lines: lines, in: folder)
        let objectiveC = try DifferentialObjectiveC.check(before: before, after: after, lines: lines, in: folder)
        let beforeFound = withText(unique(swift.before + objectiveC.before), in: lines.original)
        let afterFound = withText(unique(swift.after + objectiveC.after), in: lines.migrated)
        return UnitReport(key: after.key, swiftFiles: swift.checked, objectiveCFiles: objectiveC.checked, before: beforeFound, after: afterFound,
                          emptyModules: swift.emptyModules, emptyHeaders: objectiveC.emptyHeaders, emptyTypes: objectiveC.emptyTypes,
                          matched: lines.match(before: beforeFound, after: afterFound))
    }

    /// Each diagnostic once: a header's is printed for every file that includes it.
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }

    static func withText(_ diagnostics: [Diagnostic], in folder: URL) -> [Diagnostic] {
        var cache: [String: [String]] = [:]
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.text = MigrationLines.text(folder, diagnostic.file, diagnostic.line, cache: &cache)
            return diagnostic
        }
    }

    /// Files (relative paths) that differ between the two folders or exist only after.
    static func changedFiles(original: URL, migrated: URL) throws -> Set<String> {
        var changed: Set<String> = []
        for file in sources(in: migrated) {
            let before = try? Data(contentsOf: original.appendingPathComponent(file))
            if before != (try Data(contentsOf: migrated.appendingPathComponent(file))) { changed.insert(file) }
        }
        return changed
    }

    /// The app's Swift, Objective-C and header files, relative to its folder (a build folder, a
    /// project's own bundle and dependency checkouts left out).
    static func sources(in folder: URL) -> [String] {
        let skipped: Set<String> = [".git", ".build", "build", "DerivedData", "Pods", "Carthage", ".uistate"]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [String] = []
        let base = folder.standardizedFileURL.path
        for case let url as URL in walker {
            if skipped.contains(url.lastPathComponent) || url.pathExtension == "xcodeproj" {
                walker.skipDescendants()
                continue
            }
            if ["swift", "m", "mm", "h", "pch"].contains(url.pathExtension) {
                found.append(String(url.standardizedFileURL.path.dropFirst(base.count + 1)))
            }
        }
        return found.sorted()
    }

    static let located = try! NSRegularExpression(pattern: #"^(.+?):(\d+):(?:\d+:)? (?:fatal )?error: (.*)$"#, options: .anchorsMatchLines)
    static let unlocated = try! NSRegularExpression(pattern: #"^(?:<unknown>:0: )?error: (.*)$"#, options: .anchorsMatchLines)

    /// clang's typo correction ("; did you mean 'UIViewController'?") depends on what else the
    /// file declares: not part of what is compared.
    static func withoutSuggestion(_ message: String) -> String {
        guard message.hasSuffix("'?"), let range = message.range(of: "; did you mean '", options: .backwards) else { return message }
        return String(message[..<range.lowerBound])
    }

    /// `path:line:column: error: message` and `fatal error:` lines (errors only: warnings
    /// differ with the mode), and the driver's errors that name no file.
    static func parse(_ output: String, in folder: URL) -> [Diagnostic] {
        let base = folder.standardizedFileURL.path + "/"
        var found: [Diagnostic] = []
        for line in output.split(separator: "\n").map(String.init) {
            let range = NSRange(line.startIndex..., in: line)
            func group(_ match: NSTextCheckingResult, _ index: Int) -> String { Range(match.range(at: index), in: line).map { String(line[$0]) } ?? "" }
            if let match = unlocated.firstMatch(in: line, range: range) {
                found.append(Diagnostic(file: "", line: 0, message: group(match, 1).trimmingCharacters(in: .whitespaces)))
            } else if let match = located.firstMatch(in: line, range: range), let number = Int(group(match, 2)) {
                var file = group(match, 1)
                if file.hasPrefix(base) { file.removeFirst(base.count) }
                found.append(Diagnostic(file: file, line: number, message: withoutSuggestion(group(match, 3).trimmingCharacters(in: .whitespaces))))
            }
        }
        return found
    }
}

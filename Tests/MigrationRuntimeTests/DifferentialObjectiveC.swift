import Foundation
import TestSupport

/// The Objective-C half of the differential check: a target's files checked by clang against the
/// stub headers, with the target's header search, definitions and prefix header, every error
/// reported (`-ferror-limit=0`, fatal errors too). A header the checkout lacks (a pod, a
/// generated header) is fatal to clang: the headers the original target's files cannot find are
/// made empty for both runs, so everything after them is checked; a header only the migrated
/// files cannot find is the migration's, reported where clang reports it, then made empty too.
enum DifferentialObjectiveC {
    /// Headers made empty: the original's missing ones (shared by both runs), and each run's own.
    struct Shims {
        var shared: URL
        var own: URL
        /// Names made empty in `own` during the run.
        var added: [String] = []
        /// The empty classes and protocols (`-include`d), when there are some.
        var types: URL? = nil
    }

    /// The files the migration changed and those importing a header it changed, checked in both
    /// copies: until the types nothing in the checkout declares are declared (a property of a
    /// pod's class is dropped, with its instance variable, when the class is unknown), the
    /// migrated file's `_simperium` and the original's gap look the same. Every file of the
    /// target is preprocessed only when the migration changed a header the original had (who
    /// imports it), or the migrated files miss a header (did the original target miss it too).
    static func check(before: CompileUnit?, after: CompileUnit, lines: MigrationLines, in folder: URL)
        throws -> (before: [DifferentialCompile.Diagnostic], after: [DifferentialCompile.Diagnostic], checked: [String], emptyHeaders: [String], emptyTypes: [String]) {
        let (original, migrated) = (lines.original, lines.migrated)
        let shared = folder.appendingPathComponent("headers")
        try writeFrameworkHeaders(after, in: shared)
        let plain = Shims(shared: shared, own: folder.appendingPathComponent("none"))
        var targetDependencies: [String: (found: [String], missing: [String])]? = nil
        func everyFile() throws -> [String: (found: [String], missing: [String])] {
            if targetDependencies == nil { targetDependencies = try before.map { try dependencies($0, files: $0.objectiveCFiles, root: original, shims: plain) } ?? [:] }
            return targetDependencies ?? [:]
        }
        let changedHeaders = Set(lines.changed.filter { $0.hasSuffix(".h") && FileManager.default.fileExists(atPath: original.appendingPathComponent($0).path) }
            .map { CompileUnits.absolute($0, in: original.standardizedFileURL.path) })
        let importers = changedHeaders.isEmpty ? [] : try everyFile().filter { !changedHeaders.isDisjoint(with: $0.value.found) }.map(\.key)
        let checked = Set(after.objectiveCFiles.filter(lines.changed.contains) + importers).sorted()
        guard !checked.isEmpty else { return ([], [], [], [], []) }
        let checkedDependencies = try targetDependencies ?? before.map { try dependencies($0, files: checked, root: original, shims: plain) } ?? [:]
        var emptyHeaders: [String] = []
        for name in Set(checkedDependencies.values.flatMap(\.missing)).sorted() where try makeEmpty(name, in: shared) {
            emptyHeaders.append(name)
        }
        var types = EmptyTypes()
        var round = 0
        while true {
            round += 1
            var beforeShims = Shims(shared: shared, own: folder.appendingPathComponent("before-\(round)"), types: types.header)
            var afterShims = Shims(shared: shared, own: folder.appendingPathComponent("after-\(round)"), types: types.header)
            var beforeDiagnostics = try before.map { try diagnostics($0, files: checked, root: original, shims: &beforeShims) } ?? []
            var afterDiagnostics = try diagnostics(after, files: checked, root: migrated, shims: &afterShims)
            // A header the migrated files miss is the migration's, unless a file of the original
            // target missed it too (a pod the checkout lacks).
            if !afterShims.added.isEmpty, before != nil {
                let targetMissing = Set(try everyFile().values.flatMap(\.missing))
                for name in afterShims.added where targetMissing.contains(name) && !emptyHeaders.contains(name) {
                    try makeEmpty(name, in: shared)
                    emptyHeaders.append(name)
                }
                afterDiagnostics.removeAll { diagnostic in emptyHeaders.contains { diagnostic.message == "'\($0)' file not found" } }
            }
            let shown = DifferentialCompile.withText(beforeDiagnostics, in: original) + DifferentialCompile.withText(afterDiagnostics, in: migrated)
            if round < 4, try types.declare(shown, checkouts: [original, migrated], in: folder.appendingPathComponent("types-\(round).h")) { continue }
            // A header only the migrated files include has the original's diagnostics of its
            // own, checked alone: the gaps of the stubs it shows, not the headers it cannot
            // find, which the original target never needed.
            let parsed = Set(checked.flatMap { checkedDependencies[$0]?.found ?? [] }.map { relative($0, in: original) })
            let unparsed = Set(afterDiagnostics.map(\.file).filter { $0.hasSuffix(".h") && !parsed.contains($0) && !$0.hasPrefix("/") })
            if let before, !unparsed.isEmpty {
                var alone = Shims(shared: shared, own: folder.appendingPathComponent("alone"), types: types.header)
                beforeDiagnostics += try diagnostics(before, files: unparsed.sorted(), root: original, shims: &alone)
                    .filter { unparsed.contains($0.file) && !isMissingHeader($0.message) }
            }
            return (beforeDiagnostics, afterDiagnostics, checked, emptyHeaders.sorted(), types.names.sorted())
        }
    }

    /// What every run gives clang (the language is the file's: `.m`, `.mm`).
    static func arguments(_ unit: CompileUnit, shims: Shims) -> [String] {
        var arguments = [
            "-target", "arm64-apple-ios13.0", "-fobjc-arc", "-fblocks", "-nostdinc", "-ferror-limit=0", "-fno-spell-checking", "-fno-color-diagnostics", "-fno-caret-diagnostics", "-I", Fixtures.url("migrate/stubs/objc").path,
        ]
        arguments += unit.headerFolders.flatMap { ["-I", $0] }
        arguments += ["-I", shims.shared.appendingPathComponent("frameworks").path, "-I", shims.shared.path, "-I", shims.own.path]
        arguments += unit.definitions.map { "-D" + $0 }
        if let types = shims.types { arguments += ["-include", types.path] }
        if let prefix = unit.prefixHeader, FileManager.default.fileExists(atPath: prefix) { arguments += ["-include", prefix] }
        return arguments
    }

    /// `<Framework/Header.h>` of the project's framework targets, where clang finds them.
    static func writeFrameworkHeaders(_ unit: CompileUnit, in shared: URL) throws {
        for (name, path) in unit.frameworkHeaders {
            let file = shared.appendingPathComponent("frameworks/" + name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "#import \"\(path)\"\n".write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// Each file's headers (`clang -M -MG`, one process for them all): found ones as absolute
    /// paths, those the checkout lacks as spelled in the `#import`.
    static func dependencies(_ unit: CompileUnit, files: [String], root: URL, shims: Shims) throws -> [String: (found: [String], missing: [String])] {
        let paths = files.map { CompileUnits.absolute($0, in: root.standardizedFileURL.path) }.filter { FileManager.default.fileExists(atPath: $0) }
        guard !paths.isEmpty else { return [:] }
        let result = try ProcessRunner.run("clang", ["-M", "-MG"] + arguments(unit, shims: shims) + paths, in: root, timeout: 900)
        var found: [String: (found: [String], missing: [String])] = [:]
        var rule: (file: String, found: [String], missing: [String])? = nil
        func close() {
            if let rule { found[rule.file] = (rule.found, rule.missing) }
        }
        for word in makeWords(result.stdout) {
            if word.hasSuffix(":") {
                close()
                rule = ("", [], [])
            } else if rule?.file.isEmpty == true {
                rule?.file = relative(word, in: root)
            } else if word.hasPrefix("/") {
                rule?.found.append(word)
            } else {
                rule?.missing.append(word)
            }
        }
        close()
        return found
    }

    /// A make rule's words: split at spaces and line continuations, `\ ` kept as a space.
    static func makeWords(_ text: String) -> [String] {
        var words: [String] = [], current = ""
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            if character == "\\", let next = characters.first {
                characters.removeFirst()
                if next == "\n" { continue }
                current.append(next)
            } else if character == " " || character == "\n" || character == "\t" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func relative(_ path: String, in root: URL) -> String {
        let base = root.standardizedFileURL.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// An empty header at `name` under `folder`; false for a name that would leave it.
    @discardableResult
    static func makeEmpty(_ name: String, in folder: URL) throws -> Bool {
        guard !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { return false }
        let file = folder.appendingPathComponent(name)
        guard !FileManager.default.fileExists(atPath: file.path) else { return true }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: file)
        return true
    }

    static let missingHeader = try! NSRegularExpression(pattern: #"fatal error: '([^']+)' file not found"#)

    static func isMissingHeader(_ message: String) -> Bool { message.hasPrefix("'") && message.hasSuffix("' file not found") }

    /// The files checked one by one; a header missing from this run's shims is reported (the
    /// fatal error), made empty in the run's own folder, and the file checked again.
    /// A header is checked as Objective-C on its own (the original's baseline for a header only
    /// the migrated files include).
    static func diagnostics(_ unit: CompileUnit, files: [String], root: URL, shims: inout Shims) throws -> [DifferentialCompile.Diagnostic] {
        var found: [DifferentialCompile.Diagnostic] = []
        for file in files {
            let path = CompileUnits.absolute(file, in: root.standardizedFileURL.path)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let language = file.hasSuffix(".mm") ? "objective-c++" : "objective-c"
            for _ in 0..<64 {
                let result = try ProcessRunner.run("clang", ["-fsyntax-only", "-x", language] + arguments(unit, shims: shims) + [path], in: root, timeout: 300)
                let diagnostics = DifferentialCompile.parse(result.stderr, in: root)
                let text = result.stderr
                guard let match = missingHeader.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                      let name = Range(match.range(at: 1), in: text).map({ String(text[$0]) }), !shims.added.contains(name),
                      try makeEmpty(name, in: shims.own) else {
                    found += diagnostics
                    break
                }
                shims.added.append(name)
                found += diagnostics.filter { $0.message == "'\(name)' file not found" }
            }
        }
        return found
    }
}

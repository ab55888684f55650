import Foundation
import Synchronization
import TestSupport

/// The differential compile check for real apps (issue 52, "How it is proven", second bullet): an
/// app's Swift files type-checked against the stub UIKit and Foundation
/// (Tests/Fixtures/migrate/stubs) before and after the migration, and its changed Objective-C
/// files checked with clang against the stub headers; a diagnostic that appears only after the
/// migration, in a file the migration wrote or changed, is the migration's. A gap in the stubs
/// gives the same diagnostic in both runs and cancels out. docs/uikit-stand-in.md says how to run
/// it on an app (`UISTATE_DIFFERENTIAL_APP`).
enum DifferentialCompile {
    struct Diagnostic: Hashable, CustomStringConvertible {
        /// The file, relative to the app's folder.
        var file: String
        var line: Int
        var message: String
        var description: String { "\(file):\(line): \(message)" }
    }

    /// What the migration brought: each diagnostic of a new or changed file that the original
    /// did not have, compared by file and message (lines move), else by message alone (moved
    /// code takes a gap of the stubs to another file); counted, so a second copy of an old error
    /// is new.
    static func introduced(original: URL, migrated: URL) throws -> [Diagnostic] {
        let changed = try changedFiles(original: original, migrated: migrated)
        let before = try swiftDiagnostics(original) + objectiveCDiagnostics(original, files: changed.filter { FileManager.default.fileExists(atPath: original.appendingPathComponent($0).path) })
        let after = try swiftDiagnostics(migrated) + objectiveCDiagnostics(migrated, files: changed)
        var remaining = before
        var found: [Diagnostic] = []
        // Unchanged files first: their diagnostics are the original's, whatever they say.
        for diagnostic in after where !changed.contains(diagnostic.file) {
            if let index = remaining.firstIndex(where: { $0.file == diagnostic.file && $0.message == diagnostic.message }) { remaining.remove(at: index) }
        }
        let inChanged = after.filter { changed.contains($0.file) }
        var unmatched: [Diagnostic] = []
        for diagnostic in inChanged {
            if let index = remaining.firstIndex(where: { $0.file == diagnostic.file && $0.message == diagnostic.message }) {
                remaining.remove(at: index)
            } else {
                unmatched.append(diagnostic)
            }
        }
        for diagnostic in unmatched {
            if let index = remaining.firstIndex(where: { $0.message == diagnostic.message }) { remaining.remove(at: index) } else { found.append(diagnostic) }
        }
        return found
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

    /// The app's Swift and Objective-C files, relative to its folder (a build folder, a
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
            if ["swift", "m", "h"].contains(url.pathExtension) {
                found.append(String(url.standardizedFileURL.path.dropFirst(base.count + 1)))
            }
        }
        return found.sorted()
    }

    static let stubs = Mutex<URL?>(nil)

    /// The stub modules, compiled once per process.
    static func stubModules() throws -> URL {
        try stubs.withLock { cached in
            if let cached { return cached }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uistate-diff-stubs-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for module in ["Foundation", "UIKit"] {
                try ProcessRunner.run("swiftc", [
                    "-emit-module", "-parse-as-library", "-module-name", module, "-swift-version", "6", "-I", folder.path,
                    Fixtures.url("migrate/stubs/swift/\(module).swift").path,
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                ], timeout: 300).succeeded()
            }
            cached = folder
            return folder
        }
    }

    /// Every Swift file of the app type-checked together, as one module, against the stubs.
    static func swiftDiagnostics(_ folder: URL) throws -> [Diagnostic] {
        let files = sources(in: folder).filter { $0.hasSuffix(".swift") }
        guard !files.isEmpty else { return [] }
        let result = try ProcessRunner.run("swiftc", ["-typecheck", "-continue-building-after-errors", "-module-name", "App", "-swift-version", "5", "-I", try stubModules().path]
            + files, in: folder, timeout: 600)
        // A diagnostic in a file another file's job also checks is printed by both jobs: once.
        var seen: Set<Diagnostic> = []
        return parse(result.stderr, in: folder).filter { seen.insert($0).inserted }
    }

    /// The given Objective-C files checked with clang against the stub headers.
    static func objectiveCDiagnostics(_ folder: URL, files: Set<String>) throws -> [Diagnostic] {
        let implementations = files.filter { $0.hasSuffix(".m") }.sorted()
        guard !implementations.isEmpty else { return [] }
        let headerFolders = Set(sources(in: folder).filter { $0.hasSuffix(".h") }.map { ($0 as NSString).deletingLastPathComponent })
        var found: [Diagnostic] = []
        for file in implementations {
            let result = try ProcessRunner.run("clang", [
                "-fsyntax-only", "-x", "objective-c", "-target", "arm64-apple-ios13.0", "-fobjc-arc", "-fblocks", "-nostdinc",
                "-I", Fixtures.url("migrate/stubs/objc").path,
            ] + headerFolders.sorted().flatMap { ["-I", $0.isEmpty ? "." : $0] } + [file], in: folder, timeout: 300)
            found += parse(result.stderr, in: folder)
        }
        return found
    }

    /// `path:line:column: error: message` lines (errors only: warnings differ with the mode).
    static func parse(_ output: String, in folder: URL) -> [Diagnostic] {
        let base = folder.standardizedFileURL.path + "/"
        return output.split(separator: "\n").compactMap { line -> Diagnostic? in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, parts[3].trimmingCharacters(in: .whitespaces) == "error", let number = Int(parts[1]) else { return nil }
            var file = String(parts[0])
            if file.hasPrefix(base) { file.removeFirst(base.count) }
            return Diagnostic(file: file, line: number, message: parts[4].trimmingCharacters(in: .whitespaces))
        }
    }
}

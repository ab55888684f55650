import AppProject
import Foundation
import Synchronization
import TestSupport

/// The compilers' checks of code the migration writes: `swiftc -parse` for syntax,
/// `swiftc -typecheck` against stub modules of UIKit and Foundation (Tests/Fixtures/migrate/stubs,
/// written from Apple's documented signatures: they prove signatures, not behaviour), and
/// `clang -fsyntax-only` against stub headers for Objective-C.
enum CodeChecks {
    /// The stub modules, compiled once per test process.
    static let modules = Mutex<URL?>(nil)

    static func stubModules() throws -> URL {
        try modules.withLock { cached in
            if let cached { return cached }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uistate-stubs-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for module in ["Foundation", "UIKit"] {
                let source = Fixtures.url("migrate/stubs/swift/\(module).swift").path
                let result = try ProcessRunner.run("swiftc", [
                    "-emit-module", "-parse-as-library", "-module-name", module, "-swift-version", "6", "-I", folder.path, source,
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                ], timeout: 120)
                try result.succeeded()
            }
            cached = folder
            return folder
        }
    }

    /// `swiftc -parse` of each file: nil when they parse, else the compiler's messages.
    static func parse(_ files: [URL]) throws -> String? {
        let result = try ProcessRunner.run("swiftc", ["-parse"] + files.map(\.path), timeout: 120)
        return result.status == 0 ? nil : result.stderr
    }

    /// `swiftc -typecheck` of the files together (a module), against the stubs, in a
    /// language mode: nil when they type-check without an error or a warning, else the messages.
    static func typecheck(_ files: [URL], swiftVersion: String) throws -> String? {
        let stubs = try stubModules()
        let result = try ProcessRunner.run("swiftc", [
            "-typecheck", "-module-name", "App", "-swift-version", swiftVersion, "-I", stubs.path,
        ] + files.map(\.path), timeout: 120)
        // The review list's own #warning lines are meant to warn.
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") && !$0.contains("warning: uistate migrate [") }
        return result.status == 0 && warnings.isEmpty ? nil : result.stderr
    }

    /// `clang -fsyntax-only` of Objective-C files against the stub headers, for iOS at the
    /// app's deployment target (the stubs carry Apple's availability, so code that needs a
    /// later system fails): nil when clean.
    static func objectiveC(_ files: [URL], including folders: [URL], deploymentTarget: String) throws -> String? {
        let headers = Fixtures.url("migrate/stubs/objc").path
        var messages: [String] = []
        for file in files {
            let result = try ProcessRunner.run("clang", [
                "-fsyntax-only", "-x", "objective-c", "-target", "arm64-apple-ios\(deploymentTarget)", "-fobjc-arc", "-fblocks", "-nostdinc",
                "-Wall", "-Werror", "-Wno-#warnings", "-I", headers,
            ] + folders.flatMap { ["-I", $0.path] } + [file.path], timeout: 120)
            if result.status != 0 { messages.append(result.stderr) }
        }
        return messages.isEmpty ? nil : messages.joined(separator: "\n")
    }

    /// The deployment target of a migrated project's app, as doctor's model reads it (the
    /// check runs at the system the app is built for); iOS 13.0, the scene life cycle's, when
    /// the project does not say.
    static func deploymentTarget(of folder: URL) throws -> String {
        try ProjectFolder.read(at: folder.path).apps.first?.deploymentTarget ?? "13.0"
    }

    /// The stub modules compiled for iOS at a deployment target, for `availability`.
    static let iOSModules = Mutex<[String: URL]>([:])

    /// Swift's availability check for iOS at the app's deployment target: the files
    /// type-checked for arm64-apple-ios against the stubs compiled the same way, with the only
    /// iOS standard library a Linux toolchain has (Embedded Swift's). Embedded Swift refuses
    /// much the code uses (`Any`, `AnyHashable`, concurrency), which `typecheck` checks in full,
    /// so only availability errors are kept: nil when there is none, else those messages.
    static func availability(_ files: [URL], deploymentTarget: String) throws -> String? {
        let flags = ["-wmo", "-enable-experimental-feature", "Embedded", "-target", "arm64-apple-ios\(deploymentTarget)",
                     "-Xfrontend", "-disable-target-os-checking"]
        let stubs = try iOSModules.withLock { cached in
            if let found = cached[deploymentTarget] { return found }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uistate-ios-stubs-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for module in ["Foundation", "UIKit"] {
                // Embedded Swift's refusals are errors in the stubs too: the module is kept with them.
                let result = try ProcessRunner.run("swiftc", flags + [
                    "-Xfrontend", "-experimental-allow-module-with-compiler-errors", "-emit-module", "-parse-as-library", "-module-name", module,
                    "-I", folder.path, Fixtures.url("migrate/stubs/swift/\(module).swift").path,
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                ], timeout: 120)
                guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(module).swiftmodule").path) else {
                    try result.succeeded()
                    return folder
                }
            }
            cached[deploymentTarget] = folder
            return folder
        }
        let result = try ProcessRunner.run("swiftc", ["-typecheck", "-module-name", "App"] + flags + ["-I", stubs.path] + files.map(\.path), timeout: 120)
        let found = result.stderr.split(separator: "\n").filter { $0.contains("error:") && ($0.contains("is only available in iOS") || $0.contains("is unavailable in iOS")) }
            .filter { !$0.hasPrefix(" ") }
        return found.isEmpty ? nil : found.joined(separator: "\n")
    }
}

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
        return result.status == 0 && !result.stderr.contains("warning:") ? nil : result.stderr
    }

    /// `clang -fsyntax-only` of Objective-C files against the stub headers: nil when clean.
    static func objectiveC(_ files: [URL], including folders: [URL]) throws -> String? {
        let headers = Fixtures.url("migrate/stubs/objc").path
        var messages: [String] = []
        for file in files {
            let result = try ProcessRunner.run("clang", [
                "-fsyntax-only", "-x", "objective-c", "-target", "arm64-apple-ios13.0", "-fobjc-arc", "-fblocks", "-nostdinc",
                "-Wall", "-Werror", "-I", headers,
            ] + folders.flatMap { ["-I", $0.path] } + [file.path], timeout: 120)
            if result.status != 0 { messages.append(result.stderr) }
        }
        return messages.isEmpty ? nil : messages.joined(separator: "\n")
    }
}

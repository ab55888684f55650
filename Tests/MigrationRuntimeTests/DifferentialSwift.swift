import AppProject
import Foundation
import Synchronization
import TestSupport

/// The Swift half of the differential check: a target's Swift files type-checked as one module
/// against the stub UIKit and Foundation, with an empty module for every other module they
/// import. swiftc's "no such module" is fatal: without the empty modules an app that imports one
/// pod, Flutter, Photos or WebKit is checked up to that line only, and nothing the migration
/// wrote is seen.
enum DifferentialSwift {
    /// What swiftc finds itself on Linux (the toolchain's own modules), besides the stubs.
    static let toolchainModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Dispatch", "Observation", "Synchronization", "RegexBuilder", "Distributed", "_Differentiation",
    ]
    static let stubModuleNames: Set<String> = ["Foundation", "UIKit"]

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

    /// The target's Swift files before and after, with the same empty modules; none when the
    /// migration changed none of them (Objective-C cannot change what Swift sees on Linux, where
    /// no bridging header is read).
    static func check(before: CompileUnit?, after: CompileUnit, lines: MigrationLines, in folder: URL)
        throws -> (before: [DifferentialCompile.Diagnostic], after: [DifferentialCompile.Diagnostic], checked: Int, emptyModules: [String]) {
        guard before?.swiftFiles != after.swiftFiles || after.swiftFiles.contains(where: lines.changed.contains) else { return ([], [], 0, []) }
        func files(_ unit: CompileUnit, _ root: URL) -> [URL] {
            unit.swiftFiles.map { URL(fileURLWithPath: CompileUnits.absolute($0, in: root.standardizedFileURL.path)) }
        }
        let shims = folder.appendingPathComponent("modules")
        let imports = imports(files(after, lines.migrated) + (before.map { files($0, lines.original) } ?? []))
        let modules = try shimModules(for: imports, except: [after.moduleName], in: shims)
        let beforeDiagnostics = try before.map { try diagnostics($0, root: lines.original, shims: shims) } ?? []
        return (beforeDiagnostics, try diagnostics(after, root: lines.migrated, shims: shims), after.swiftFiles.count, modules)
    }

    /// The modules the files import, each as its path (`UIKit.UIGestureRecognizerSubclass`):
    /// `import X`, `@testable import X`, `import class X.Y` (the module of a declaration).
    static func imports(_ files: [URL]) -> Set<[String]> {
        var found: Set<[String]> = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let tokens = SourceTokenizer.tokens([UInt8](data), language: .swift).tokens
            for (index, token) in tokens.enumerated() where token.kind == .word && token.text == "import" {
                var cursor = index + 1
                var declaration = false
                if cursor < tokens.count, ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(tokens[cursor].text) {
                    declaration = true
                    cursor += 1
                }
                var path: [String] = []
                while cursor < tokens.count, tokens[cursor].kind == .word, tokens[cursor].line == token.line {
                    path.append(tokens[cursor].text)
                    guard cursor + 2 < tokens.count, tokens[cursor + 1].text == "." else { break }
                    cursor += 2
                }
                if declaration { path = Array(path.dropLast()) }
                if !path.isEmpty { found.insert(path) }
            }
        }
        return found
    }

    /// A folder with a module map declaring an empty module for each imported module swiftc
    /// would not find (and each submodule asked of the stubs): `-I` it. Returns the imports
    /// made empty.
    static func shimModules(for imports: Set<[String]>, except own: Set<String>, in folder: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("empty.h"))
        // A tree of module names: each node is an (explicit) module with the empty header.
        final class Node {
            var children: [String: Node] = [:]
        }
        let top = Node()
        var shimmed: [String] = []
        for path in imports where !toolchainModules.contains(path[0]) && !own.contains(path[0]) {
            if stubModuleNames.contains(path[0]) && path.count == 1 { continue }
            shimmed.append(path.joined(separator: "."))
            var node = top
            for name in path {
                if node.children[name] == nil { node.children[name] = Node() }
                node = node.children[name]!
            }
        }
        func text(_ name: String, _ node: Node, depth: Int, top: Bool) -> String {
            let indent = String(repeating: "  ", count: depth)
            // A stub module keeps its Swift declarations: its clang module only holds submodules.
            let header = top && stubModuleNames.contains(name) ? "" : "\(indent)  header \"empty.h\"\n"
            let children = node.children.keys.sorted().map { text($0, node.children[$0]!, depth: depth + 1, top: false) }.joined()
            return "\(indent)\(top ? "" : "explicit ")module \(name) {\n\(header)\(children)\(indent)}\n"
        }
        let map = top.children.keys.sorted().map { text($0, top.children[$0]!, depth: 0, top: true) }.joined()
        try map.write(to: folder.appendingPathComponent("module.modulemap"), atomically: true, encoding: .utf8)
        return shimmed.sorted()
    }

    /// The unit's Swift files type-checked together (`-wmo`: one frontend, each diagnostic
    /// once), in the target's Swift mode, every error kept (`-continue-building-after-errors`).
    static func diagnostics(_ unit: CompileUnit, root: URL, shims: URL) throws -> [DifferentialCompile.Diagnostic] {
        let files = unit.swiftFiles.map { URL(fileURLWithPath: CompileUnits.absolute($0, in: root.standardizedFileURL.path)) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !files.isEmpty else { return [] }
        let hasMain = files.contains { $0.lastPathComponent == "main.swift" }
        let result = try ProcessRunner.run("swiftc", [
            "-typecheck", "-wmo", "-continue-building-after-errors", "-diagnostic-style", "llvm", "-module-name", unit.moduleName,
            "-swift-version", unit.swiftVersion, "-I", try stubModules().path, "-I", shims.path,
        ] + (hasMain ? [] : ["-parse-as-library"]) + unit.swiftConditions.flatMap { ["-D", $0] } + files.map(\.path), in: root, timeout: 900)
        return DifferentialCompile.parse(result.stderr, in: root)
    }
}

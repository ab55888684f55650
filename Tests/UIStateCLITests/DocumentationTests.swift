import Foundation
import TestSupport
import Testing
import UIStateCLI

@Suite("Documentation")
struct DocumentationTests {
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Checkout.root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }()

    @Test("every relative link in README and docs/ resolves, anchors included", arguments: documents)
    func linksResolve(document: String) throws {
        let markdown = try MarkdownDocument(document)
        for link in markdown.links where !link.contains("://") && !link.hasPrefix("mailto:") {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? markdown.url : URL(fileURLWithPath: parts[0], relativeTo: markdown.url.deletingLastPathComponent())
            #expect(FileManager.default.fileExists(atPath: target.path), "\(document): \(link) does not exist")
            if parts.count == 2, target.pathExtension == "md", let linked = try? MarkdownDocument(target.path.replacingOccurrences(of: Checkout.root.path + "/", with: "")) {
                #expect(linked.anchors.contains(parts[1]), "\(document): no heading for #\(parts[1]) in \(parts[0])")
            }
        }
    }

    @Test("README links every document in docs/")
    func readmeLinksEveryDocument() throws {
        let links = Set(try MarkdownDocument("README.md").links)
        for document in Self.documents where document != "README.md" {
            #expect(links.contains(document), "README.md does not link \(document)")
        }
    }

    @Test(".ci/run installs the README's test packages, runs its test command, then the suite against libgit2 1.9")
    func ciRunsTheReadmeTestCommand() throws {
        let readme = try MarkdownDocument("README.md").codeBlocks.map(\.code).first { $0.contains("swift test") }
        let command = try #require(readme?.trimmingCharacters(in: .whitespacesAndNewlines))
        let ci = try String(contentsOf: Checkout.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        func packages(_ text: String) -> Set<String> {
            guard let install = text.range(of: "apt-get install") else { return [] }
            let rest = text[install.upperBound...].prefix { $0 != "\n" && $0 != "&" }
            return Set(rest.split(separator: " ").map(String.init).filter { !$0.hasPrefix("-") })
        }
        #expect(!packages(command).isEmpty && packages(command).isSubset(of: packages(ci)))
        // libgit2 1.9's build needs these beside the README's packages.
        #expect(packages(ci).isSuperset(of: ["cmake", "libssl-dev", "libssh2-1-dev"]))
        let test = try #require(command.components(separatedBy: "&& ").last)
        let lines = ci.split(separator: "\n").map(String.init)
        #expect(lines.contains(test))
        #expect(lines.last == "bash .ci/test-libgit2-1.9")
    }

    @Test("install.md installs binary, completions and man pages where shells and man find them, and uninstalls all of it")
    func installAndUninstall() throws {
        let install = try #require(try MarkdownDocument("docs/install.md").block(labeled: "install"))
        let uninstall = try #require(try MarkdownDocument("docs/install.md").block(labeled: "uninstall"))
        // A checkout as the instructions expect it: completions/, man/ and a release build.
        let checkout = try TemporaryDirectory("uistate-install")
        for folder in ["completions", "man"] {
            try FileManager.default.copyItem(at: Checkout.root.appendingPathComponent(folder), to: checkout.url.appendingPathComponent(folder))
        }
        let release = checkout.url.appendingPathComponent(".build/release")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Workspace.executable, toPath: release.appendingPathComponent("uistate").path)
        let home = checkout.url.appendingPathComponent("home")
        let prefix = home.appendingPathComponent(".local")
        let environment = [
            "HOME": home.path, "PREFIX": prefix.path, "PATH": prefix.appendingPathComponent("bin").path + ":/usr/local/bin:/usr/bin:/bin",
        ]
        func sh(_ script: String) throws -> ProcessResult {
            try ProcessRunner.run("env", ["-i"] + environment.map { "\($0.key)=\($0.value)" } + ["bash", "--norc", "-euo", "pipefail", "-c", script], in: checkout.url)
        }
        let installed = try sh(install.code)
        #expect(installed.status == 0, "\(installed)")
        #expect(try sh("uistate --version").stdout == "\(UIState.version)\n")
        if ProcessRunner.has("man") {
            let page = try sh("man -w uistate-restore")
            #expect(page.stdout == prefix.appendingPathComponent("share/man/man1/uistate-restore.1").path + "\n", "\(page)")
        }
        if ProcessRunner.has(file: "/usr/share/bash-completion/bash_completion") {
            let loaded = try sh("source /usr/share/bash-completion/bash_completion; __load_completion uistate; complete -p uistate")
            #expect(loaded.stdout.contains("-F _uistate uistate"), "\(loaded)")
        }
        #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/zsh/site-functions/_uistate").path))
        #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/fish/vendor_completions.d/uistate.fish").path))
        let uninstalled = try sh(uninstall.code)
        #expect(uninstalled.status == 0, "\(uninstalled)")
        let left = FileManager.default.enumerator(atPath: prefix.path)?.compactMap { $0 as? String }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        #expect(left == [], "files left after uninstall: \(left ?? [])")
    }
}

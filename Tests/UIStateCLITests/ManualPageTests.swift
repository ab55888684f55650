import Foundation
import TestSupport
import Testing
import UIStateCLI

@Suite("Man pages")
struct ManualPageTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("man")

    static var committed: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".1") }.sorted()
    }

    @Test("man/ holds exactly what the command definitions generate")
    func committedPagesAreCurrent() throws {
        let pages = try ManualPages.all()
        #expect(pages.map(\.fileName).sorted() == Self.committed, "regenerate: uistate generate-manual man")
        for page in pages {
            let text = try? String(contentsOf: Self.folder.appendingPathComponent(page.fileName), encoding: .utf8)
            #expect(text == page.source, "\(page.fileName) is stale: regenerate with uistate generate-manual man")
        }
    }

    @Test("a page per command, each with EXIT STATUS and EXAMPLES")
    func everyCommandHasItsPage() throws {
        let help = try Workspace().uistate("--help").stdout
        let commands = help.components(separatedBy: "SUBCOMMANDS:")[1].split(separator: "\n")
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }.filter { $0 != "See" && $0 != "help" }
        #expect(commands.count >= 20)
        for command in commands {
            let page = try String(contentsOf: Self.folder.appendingPathComponent("uistate-\(command).1"), encoding: .utf8)
            #expect(page.contains(".Sh EXIT STATUS\n") && page.contains(".Sh EXAMPLES\n"), "uistate-\(command).1")
            #expect(page.contains(".Nm uistate\n.Cm \(command)\n"), "uistate-\(command).1 has no synopsis")
        }
    }

    @Test("mandoc reads every page without errors or warnings", .enabled(if: ProcessRunner.has("mandoc"), "mandoc missing"))
    func pagesAreCleanMdoc() throws {
        #expect(!Self.committed.isEmpty)
        for page in Self.committed {
            let lint = try ProcessRunner.run("mandoc", ["-Tlint", "-W", "warning", Self.folder.appendingPathComponent(page).path])
            #expect(lint.status == 0 && lint.stdout.isEmpty && lint.stderr.isEmpty, "\(page): \(lint)")
        }
        let rendered = try ProcessRunner.run("mandoc", ["-Tutf8", Self.folder.appendingPathComponent("uistate-restore.1").path]).stdout
            .replacingOccurrences(of: ".\u{8}", with: "", options: .regularExpression)
        #expect(rendered.contains("uistate restore rev"))
        #expect(rendered.contains("Stale snapshot refused."))
    }
}

import Foundation
import TestSupport
import Testing

/// `show --tree` and `show --sizes` from the command line (docs/views.md).
@Suite("show --tree and show --sizes")
struct ShowViewsTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
        try workspace.recordSample(["open-item"])
    }

    @Test("the controller tree in box-drawing characters under UTF-8, ASCII otherwise, never colored when piped")
    func tree() throws {
        let unicode = try workspace.uistate(["show", "--tree"], environment: ["LANG": "C.UTF-8", "LC_ALL": ""])
        try unicode.succeeded()
        #expect(unicode.stdout == """
            UINavigationController  UINavigationController
            ├── BNRItemsViewController  BNRItemsViewController
            └── BNRDetailViewController  BNRDetailViewController
            BNRItemStore  BNRItemStore

            """)
        let ascii = try workspace.uistate(["show", "--tree", "--color", "never"], environment: ["LANG": "C", "LC_ALL": ""])
        try ascii.succeeded()
        #expect(ascii.stdout.contains("|-- BNRItemsViewController  BNRItemsViewController\n`-- BNRDetailViewController"))
        #expect(ascii.stdout.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test("sizes: every object once, biggest first, shares adding up to 100%, the biggest keys named")
    func sizes() throws {
        let result = try workspace.uistate("show", "--sizes")
        try result.succeeded()
        let output = result.stdout
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("Sizes of HEAD: ") == true)
        let rows = lines.dropFirst(2).prefix { !$0.isEmpty }.map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        let bytes = rows.map { Int($0[0].replacingOccurrences(of: ",", with: ""))! }
        #expect(bytes == bytes.sorted(by: >))
        #expect(rows.map { String($0[2]) }.sorted() == ["@app", "BNRItemStore", "UINavigationController", "UINavigationController/BNRDetailViewController",
            "UINavigationController/BNRItemsViewController"])
        let total = Int(lines[0].split(separator: " ")[3].replacingOccurrences(of: ",", with: ""))!
        #expect(bytes.reduce(0, +) == total)
        let shares = rows.map { Double($0[1].dropLast())! }
        #expect(abs(shares.reduce(0, +) - 100) < 0.5)
        #expect(output.contains("Biggest keys\n"))
        #expect(output.contains(" kUIViewControllerChildrenKey in UINavigationController\n"))
    }

    @Test("one view at a time, whole snapshots only, no JSON tree: exit 64 and nothing printed")
    func refusals() throws {
        for arguments in [["show", "--tree", "--sizes"], ["show", "--tree", "--json"], ["show", "--sizes", "--stat"], ["show", "--sizes", "--", "UINavigationController"]] {
            let result = try workspace.uistate(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("error: "), "\(result.stderr)")
        }
    }
}

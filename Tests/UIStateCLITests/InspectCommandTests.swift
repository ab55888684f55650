import Foundation
import TestSupport
import Testing

@Suite("uistate inspect and sample")
struct InspectCommandTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
    }

    static let mustFail: Set<String> = [
        "rust-plist/binary_circular_array.plist", "rust-plist/binary_zero_offset_size.plist", "libplist/malformed_dict.bplist",
        "libplist/recursion.bplist", "bpylist2/invalid_uid_archive.plist", "bpylist2/missing_uid_archive.plist",
        "bpylist2/no_class_meta_archive.plist", "bpylist2/no_class_name_archive.plist", "bpylist2/no_objects_archive.plist",
        "bpylist2/no_top_archive.plist",
    ]

    @Test("every fixture: well-formed ones exit 0 (text and JSON), malformed ones exit 65 with one line")
    func fixtures() throws {
        let files = ["apple-foundation", "bpylist2", "rust-plist", "libplist"].flatMap(Fixtures.files(in:))
        #expect(files.count > 100)
        for path in files {
            let text = try workspace.uistate("inspect", Fixtures.url(path).path)
            if Self.mustFail.contains(path) {
                #expect(text.status == 65, "\(path): \(text)")
                #expect(text.stdout.isEmpty && text.stderr.split(separator: "\n").count == 1, "\(path)")
            } else {
                #expect(text.status == 0, "\(path): \(text)")
                let json = try workspace.uistate("inspect", "--json", Fixtures.url(path).path)
                #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil, "\(path)")
                #expect(try workspace.uistate("inspect", "--raw", Fixtures.url(path).path).status == 0, "\(path)")
            }
        }
    }

    @Test("a UIKit savedState: version, app values, objects with classes and nested views")
    func uikit() throws {
        #expect(try workspace.uistate("sample", "edit-text", "--out", "App.savedState").status == 0)
        let text = try workspace.uistate("inspect", "App.savedState").stdout
        #expect(text.contains("UIKit state restoration archive, version 2.1"))
        #expect(text.contains("  MyAppVersion: 11.0 (Float)"))
        #expect(text.contains("restoration class: BNRDetailViewController"))
        #expect(text.contains("      BNRItemsViewControllerTableView: archive\n        contentOffset: \"{0, 412}\""))
        #expect(text.contains("EditField: 1"))
        let json = try JSONSerialization.jsonObject(with: Data(try workspace.uistate("inspect", "--json", "App.savedState").stdout.utf8)) as! [String: Any]
        #expect(json["kind"] as? String == "uikit")
        let objects = json["objects"] as! [[String: Any]]
        let detail = objects.first { $0["path"] as? String == "UINavigationController/BNRDetailViewController" }!
        let values = detail["values"] as! [String: [String: Any]]
        #expect(values["EditField"]?["type"] as? String == "int" && values["EditField"]?["value"] as? Int == 1)
        #expect(values["itemStore"]?["type"] as? String == "reference" && values["itemStore"]?["path"] as? String == "BNRItemStore")
    }

    @Test("a shared object carries its number where first shown, so each '-> #N (shown above)' can be followed")
    func sharedObjectNumbers() throws {
        try workspace.uistate("sample", "awkward", "--out", "Awkward.savedState", "-q").succeeded()
        let text = try workspace.uistate("inspect", "Awkward.savedState").stdout
        let lines = text.split(separator: "\n").map(String.init)
        let references = lines.filter { $0.hasSuffix(" (shown above)") }.compactMap { line in
            line.dropLast(" (shown above)".count).split(separator: " ").last.map(String.init)
        }
        #expect(!references.isEmpty)
        for number in Set(references) {
            let first = lines.firstIndex { $0.hasSuffix(" \(number)") && !$0.contains("shown above") }
            let reference = lines.firstIndex { $0.contains("\(number) (shown above)") }
            #expect(first != nil && reference != nil && first! < reference!, "\(number) is shown before it is referred to")
        }
        let json = try workspace.uistate("inspect", "Awkward.savedState", "--json").stdout
        #expect(json.contains("\"object\": 1") || json.contains("\"object\":1"), "JSON numbers the first appearance too")
    }

    @Test("bad input: missing file 66, garbage 65, usage 64; nothing on stdout")
    func badInput() throws {
        #expect(try workspace.uistate("inspect", "nope").status == 66)
        try Data("hello".utf8).write(to: workspace.url.appendingPathComponent("garbage"))
        let garbage = try workspace.uistate("inspect", "garbage")
        #expect(garbage.status == 65 && garbage.stdout.isEmpty && garbage.stderr.contains("not a property list"))
        #expect(try workspace.uistate("inspect").status == 64)
        #expect(try workspace.uistate("sample", "unknown", "--out", "x").status == 64)
    }
}

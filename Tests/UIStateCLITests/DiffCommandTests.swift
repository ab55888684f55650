import Foundation
import PropertyList
import TestSupport
import Testing

@Suite("uistate diff")
struct DiffCommandTests {
    let workspace: Workspace

    /// A repository with one commit per sample step, HEAD~6 (launch) ... HEAD (upgrade).
    init() throws {
        workspace = try Workspace()
        try workspace.recordSample()
    }

    func json(_ arguments: String...) throws -> [String: Any] {
        let result = try workspace.uistate(arguments + ["--json"])
        #expect(result.status == 0, "\(result)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    /// "status path" for each object, and "path: key/key kind" for each change.
    func summary(_ diff: [String: Any]) -> (objects: [String], keys: [String]) {
        let objects = diff["objects"] as! [[String: Any]]
        var keys: [String] = []
        for change in diff["app"] as! [[String: Any]] {
            keys.append("@app: \((change["key"] as! [String]).joined(separator: "/")) \(change["change"]!)")
        }
        for object in objects {
            for change in object["changes"] as! [[String: Any]] {
                keys.append("\(object["path"]!): \((change["key"] as! [String]).joined(separator: "/")) \(change["change"]!)")
            }
        }
        return (objects.map { "\($0["status"]!) \($0["path"]!)" }, keys)
    }

    @Test("each sample step's diff names exactly the objects and keys that changed")
    func sampleSteps() throws {
        let scroll = summary(try json("diff", "HEAD~6", "HEAD~5"))
        #expect(scroll.objects == ["modified UINavigationController/BNRItemsViewController"])
        #expect(scroll.keys == ["UINavigationController/BNRItemsViewController: kViewRestorationDataKey/BNRItemsViewControllerTableView/contentOffset changed"])

        let open = summary(try json("diff", "HEAD~5", "HEAD~4"))
        #expect(open.objects == ["modified UINavigationController", "added UINavigationController/BNRDetailViewController",
                                 "modified UINavigationController/BNRItemsViewController"])
        #expect(open.keys.contains("@app: kViewControllerRestorationClassMapKey/UINavigationController/BNRDetailViewController added"))
        #expect(open.keys.contains("UINavigationController/BNRDetailViewController: item.itemKey added"))

        let edit = summary(try json("diff", "HEAD~4", "HEAD~3"))
        #expect(edit.objects == ["modified UINavigationController/BNRDetailViewController"])
        #expect(edit.keys.sorted() == [
            "@app: kFirstRespondersKey added",
            "UINavigationController/BNRDetailViewController: EditField added",
            "UINavigationController/BNRDetailViewController: EditedText added",
            "UINavigationController/BNRDetailViewController: kViewRestorationDataKey added",
        ])
        let editing = try json("diff", "HEAD~3", "HEAD~2")
        let list = (editing["objects"] as! [[String: Any]]).first { $0["path"] as? String == "UINavigationController/BNRItemsViewController" }!
        let flag = (list["changes"] as! [[String: Any]]).first { ($0["key"] as! [String]) == ["TableViewIsEditing"] }!
        #expect((flag["old"] as! [String: Any])["value"] as? Bool == false && (flag["new"] as! [String: Any])["value"] as? Bool == true)

        let upgrade = summary(try json("diff", "HEAD~1", "HEAD"))
        #expect(upgrade.objects.isEmpty)
        #expect(upgrade.keys.sorted() == ["@app: MyAppVersion changed", "@app: UIApplicationStateRestorationBundleVersion changed"])
        #expect(try workspace.uistate("diff", "HEAD~1", "HEAD", "--all", "--name-status").stdout == "M\t@app\n")
    }

    @Test("two byte-different encodings of one state give an empty diff and exit 0 under --exit-code")
    func encodingNoise() throws {
        let archive = workspace.url.appendingPathComponent("App.savedState/data.data")
        let original = [UInt8](try Data(contentsOf: archive))
        let reencoded = BinaryPropertyListWriter.write(Reencoding.shuffledWithDuplicatedStrings(try BinaryPropertyListReader.read(original), seed: 9, nested: true))
        #expect(reencoded != original)
        try Data(reencoded).write(to: archive)
        let result = try workspace.uistate("diff", "--exit-code")
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("no differences"))
        #expect(try workspace.uistate("commit").status == 1, "nothing to commit: the stored trees are identical")
        _ = try workspace.uistate("sample", "launch", "--out", "App.savedState", "-q")
        #expect(try workspace.uistate("diff", "--exit-code", "--stat").status == 1)
    }

    @Test("a 4-byte real becoming an 8-byte real, and an inline int becoming an NSNumber, are changes")
    func typeChanges() throws {
        let text = try workspace.git("cat-file", "-p", "HEAD:@app").stdout
        let doubled = text.replacingOccurrences(of: "MyAppVersion = real32 12.0", with: "MyAppVersion = real64 12.0")
        #expect(doubled != text)
        let blob = try ProcessRunner.run("git", ["--git-dir", workspace.url.appendingPathComponent(".uistate").path, "hash-object", "-w", "--stdin"],
                                         input: Array(doubled.utf8)).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let tree = try workspace.git("ls-tree", "HEAD").stdout.replacingOccurrences(of: try workspace.git("rev-parse", "HEAD:@app").stdout.trimmingCharacters(in: .whitespacesAndNewlines), with: blob)
        let newTree = try ProcessRunner.run("git", ["--git-dir", workspace.url.appendingPathComponent(".uistate").path, "mktree"], input: Array(tree.utf8))
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let commit = try workspace.git("commit-tree", newTree, "-p", "HEAD", "-m", "double").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let result = try workspace.uistate("diff", "HEAD", commit)
        #expect(result.stdout.contains("~ MyAppVersion: 12.0 (Float) [real32] -> 12.0 (Double) [real64]"), "\(result.stdout)")
    }

    @Test("forms: one revision without a working archive says what it compares; a..b; paths; errors")
    func forms() throws {
        let ranged = try workspace.uistate("diff", "HEAD~5..HEAD~4", "--name-status").stdout
        #expect(ranged == (try workspace.uistate("diff", "HEAD~5", "HEAD~4", "--name-status").stdout))
        let limited = try workspace.uistate("diff", "HEAD~5", "HEAD~4", "--name-status", "--", "UINavigationController/BNRDetailViewController")
        #expect(limited.stdout == "A\tUINavigationController/BNRDetailViewController\n")
        let subtree = try workspace.uistate("diff", "HEAD~5", "HEAD~4", "--name-status", "--", "UINavigationController").stdout
        #expect(subtree.split(separator: "\n").count == 3 && !subtree.contains("@app"))
        try workspace.git("config", "--unset", "uistate.archive")
        let single = try workspace.uistate("diff", "HEAD~1", "--name-status")
        #expect(single.status == 0 && single.stderr.contains("comparing HEAD~1 with HEAD") && single.stdout == "M\t@app\n")
        #expect(try workspace.uistate("diff").status == 66)
        let unknown = try workspace.uistate("diff", "nope", "HEAD")
        #expect(unknown.status == 128 && unknown.stderr.contains("unknown revision 'nope'"))
        #expect(try workspace.uistate("diff", "HEAD~1", "HEAD", "--", "Missing/Object").status == 128)
        try Data("not a plist".utf8).write(to: workspace.url.appendingPathComponent("bad.data"))
        let bad = try workspace.uistate("diff", "--archive", "bad.data")
        #expect(bad.status == 65 && bad.stdout.isEmpty)
        #expect(try workspace.uistate("diff", "--stat", "--json").status == 64)
    }

    @Test("unchanged objects are never read: diff works with their blobs gone, show does not")
    func unchangedSubtreesAreNotRead() throws {
        // Between edit-text (HEAD~3) and edit-mode (HEAD~2) the item store does not change.
        let blob = try workspace.git("rev-parse", "HEAD~2:BNRItemStore/@object").stdout.trimmingCharacters(in: .newlines)
        #expect(try workspace.git("rev-parse", "HEAD~3:BNRItemStore/@object").stdout.trimmingCharacters(in: .newlines) == blob)
        let loose = workspace.url.appendingPathComponent(".uistate/objects/\(blob.prefix(2))/\(blob.dropFirst(2))")
        try #require(FileManager.default.fileExists(atPath: loose.path), "the blob is a loose object")
        try FileManager.default.removeItem(at: loose)
        let diff = try workspace.uistate("diff", "HEAD~3", "HEAD~2", "--name-status")
        #expect(diff.status == 0, "\(diff)")
        #expect(diff.stdout.contains("UINavigationController/BNRItemsViewController") && !diff.stdout.contains("BNRItemStore"))
        #expect(try workspace.uistate("show", "HEAD~2").status != 0, "show reads every object, so the missing blob is noticed")
    }

    @Test("--stat and --patch")
    func statAndPatch() throws {
        let stat = try workspace.uistate("diff", "HEAD~5", "HEAD~4", "--stat").stdout
        #expect(stat.contains(" UINavigationController/BNRDetailViewController |    5 +++++"))
        #expect(stat.hasSuffix(" 3 objects changed, app-level values changed, 8 keys added, 0 removed, 0 changed\n"))
        let patch = try workspace.uistate("diff", "HEAD~6", "HEAD~5", "--patch").stdout
        #expect(patch.contains("--- a/UINavigationController/BNRItemsViewController/@object"))
        #expect(patch.contains("-      contentOffset = @string \"{0, 0}\"") && patch.contains("+      contentOffset = @string \"{0, 412}\""))
    }

    @Test("JSON output validates against docs/schemas/diff.schema.json", .enabled(if: JSONSchema.validatorAvailable, JSONSchema.missingReason))
    func schema() throws {
        for range in [["HEAD~6", "HEAD~5"], ["HEAD~5", "HEAD~4"], ["HEAD~1", "HEAD"], ["HEAD"]] {
            let output = try workspace.uistate(["diff"] + range + ["--json"]).stdout
            try JSONSchema.validate(output, schema: "diff.schema.json")
        }
    }
}

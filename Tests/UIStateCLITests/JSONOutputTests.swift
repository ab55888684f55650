import Foundation
import TestSupport
import Testing

/// Every `--json` output validates against its schema in docs/schemas (docs/json.md).
@Suite("JSON output of every reading command", .enabled(if: JSONSchema.validatorAvailable, JSONSchema.missingReason))
struct JSONOutputTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
        try workspace.recordSample(["launch", "open-item", "edit-text"], messagePrefix: "Step ")
        try workspace.uistate("sample", "edit-mode", "--out", "App.savedState", "-q")
        try workspace.uistate("tag", "login-bug", "HEAD~1")
        try workspace.uistate("remote", "add", "origin", "git://127.0.0.1/states.git")
    }

    func json(_ arguments: String...) throws -> String {
        let result = try workspace.uistate(arguments)
        #expect(result.status == 0, "\(arguments): \(result)")
        #expect(result.stderr.isEmpty, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    @Test("log, show, status, reflog, tag -l, remote list, config --list")
    func repositoryCommands() throws {
        try JSONSchema.validate(try json("log", "--json"), schema: "log.schema.json")
        try JSONSchema.validate(try json("log", "--json", "--app-version", "11.0", "--", "UINavigationController"), schema: "log.schema.json")
        try JSONSchema.validate(try json("show", "--json"), schema: "snapshot.schema.json")
        try JSONSchema.validate(try json("show", "login-bug", "--json", "--", "UINavigationController/BNRDetailViewController"), schema: "snapshot.schema.json")
        try JSONSchema.validate(try json("status", "--json"), schema: "status.schema.json")
        try JSONSchema.validate(try json("reflog", "--json"), schema: "reflog.schema.json")
        try JSONSchema.validate(try json("tag", "-l", "--json"), schema: "tags.schema.json")
        try JSONSchema.validate(try json("remote", "list", "--json"), schema: "remotes.schema.json")
        try JSONSchema.validate(try json("config", "--list", "--json"), schema: "config.schema.json")
        try JSONSchema.validate(try json("diff", "HEAD~2", "--json"), schema: "diff.schema.json")
        try JSONSchema.validate(try json("show", "--sizes", "--json"), schema: "sizes.schema.json")
    }

    @Test("check, without and with an app manifest")
    func check() throws {
        try JSONSchema.validate(try json("check", "--json"), schema: "check.schema.json")
        let manifest = #"{"restorationClasses": {"BNRDetailViewController": {}}, "createdAtLaunch": [{"path": "UINavigationController", "class": "UINavigationController"}]}"#
        try Data(manifest.utf8).write(to: workspace.url.appendingPathComponent("manifest.json"))
        let withManifest = try workspace.uistate("check", "--app", "manifest.json", "--json")
        #expect(withManifest.stdout.contains("\"stateDecoded\""))
        try JSONSchema.validate(withManifest.stdout, schema: "check.schema.json")
    }

    @Test("inspect: a UIKit archive, another keyed archive, a plain property list")
    func inspect() throws {
        try JSONSchema.validate(try json("inspect", "App.savedState", "--json"), schema: "inspect.schema.json")
        // Written by Python's plistlib, which knows UIDs: a one-object NSKeyedArchiver archive and a plain plist.
        let script = """
            import plistlib, sys
            archive = {"$archiver": "NSKeyedArchiver", "$version": 100000, "$top": {"root": plistlib.UID(1)},
                       "$objects": ["$null", {"$class": plistlib.UID(2), "NS.string": "hello"}, {"$classname": "NSString", "$classes": ["NSString", "NSObject"]}]}
            open(sys.argv[1] + "/keyed.plist", "wb").write(plistlib.dumps(archive, fmt=plistlib.FMT_BINARY))
            open(sys.argv[1] + "/plain.plist", "wb").write(plistlib.dumps({"a": [1, 2.5, True], "b": b"xyz"}, fmt=plistlib.FMT_XML))
            """
        let written = try ProcessRunner.run("python3", ["-c", script, workspace.url.path])
        #expect(written.status == 0, "\(written)")
        let keyed = try json("inspect", "keyed.plist", "--json")
        #expect(keyed.contains("\"keyedArchive\""))
        try JSONSchema.validate(keyed, schema: "inspect.schema.json")
        let plain = try json("inspect", "plain.plist", "--json")
        #expect(plain.contains("\"propertyList\""))
        try JSONSchema.validate(plain, schema: "inspect.schema.json")
    }

    @Test("the schemas reject what they should: a wrong type fails validation")
    func schemasAreStrict() throws {
        #expect(throws: JSONSchema.Invalid.self) {
            try JSONSchema.validate(#"[{"name": "origin"}]"#, schema: "remotes.schema.json")
        }
        #expect(throws: JSONSchema.Invalid.self) {
            try JSONSchema.validate(#"{"branch": "main"}"#, schema: "status.schema.json")
        }
    }
}

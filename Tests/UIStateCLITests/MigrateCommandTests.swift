import Foundation
import TestSupport
import Testing

/// `uistate migrate` from the command line: the plan, the diff, --apply and its guard, a
/// second run, and a recorded state converted (the library's golden tests cover the projects'
/// edits; these run the built binary a few times).
@Suite("migrate: the command line")
struct MigrateCommandTests {
    let workspace: Workspace
    init() throws { workspace = try Workspace() }

    /// A copy of a test project, committed in a git work tree of its own.
    func project(_ name: String, as copyName: String? = nil) throws -> URL {
        let copy = workspace.url.appendingPathComponent(copyName ?? name)
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("migrate/projects/\(name)"), to: copy)
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "before"]] {
            try ProcessRunner.run("git", arguments, in: copy, environment: workspace.environment).succeeded()
        }
        return copy
    }

    @Test("plan, --dry-run (git apply takes it), --apply in a clean tree only, a second run changes nothing; JSON validates")
    func scenes() throws {
        let project = try project("links")
        let plan = try workspace.uistate(["migrate", "scenes"], in: project)
        #expect(plan.status == 0, "\(plan)")
        #expect(plan.stdout.contains("Reader (Reader.xcodeproj): to the UIScene life cycle, with its state restoration"))
        #expect(plan.stdout.contains("Reader/AppDelegate.swift:9: [launch-options]"))
        #expect(plan.stdout.contains("would write 5 files (2 new, 3 changed); 4 items left for review"))
        let status = try ProcessRunner.run("git", ["status", "--porcelain"], in: project, environment: workspace.environment)
        #expect(status.stdout.isEmpty, "the plan wrote something: \(status.stdout)")

        let diff = try workspace.uistate(["migrate", "scenes", "--dry-run"], in: project)
        #expect(diff.status == 0 && diff.stdout.hasPrefix("--- a/Reader.xcodeproj/project.pbxproj\n"), "\(diff)")
        #expect(diff.stderr.contains("would write 5 files"))
        let check = try ProcessRunner.run("git", ["apply", "--check", "-"], in: project, environment: workspace.environment, input: Array(diff.stdout.utf8))
        #expect(check.status == 0, "\(check)")
        try JSONSchema.validate(try workspace.uistate(["migrate", "scenes", "--json"], in: project).stdout, schema: "migrate-scenes.schema.json")

        // An uncommitted change: refused, nothing written; --allow-dirty writes.
        try Data("// a change\n".utf8).write(to: project.appendingPathComponent("Reader/Notes.swift"))
        let refused = try workspace.uistate(["migrate", "scenes", "--apply"], in: project)
        #expect(refused.status == 1 && refused.stderr.contains("uncommitted change") && refused.stderr.contains("--allow-dirty"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("Reader/SceneDelegate.swift").path))
        let applied = try workspace.uistate(["migrate", "scenes", "--apply", "--allow-dirty"], in: project)
        #expect(applied.status == 0 && applied.stdout.contains("wrote 5 files") && applied.stdout.contains("Next:"), "\(applied)")
        let written = try String(contentsOf: project.appendingPathComponent("Reader/SceneDelegate.swift"), encoding: .utf8)
        #expect(written == Self.patchedFile(diff.stdout, "Reader/SceneDelegate.swift"))

        // Over the uncommitted migration a second --apply refuses (it never takes a tree it
        // left dirty for "nothing to migrate"); committed, there is nothing to migrate.
        let uncommitted = try workspace.uistate(["migrate", "scenes", "--apply"], in: project)
        #expect(uncommitted.status == 1 && uncommitted.stderr.contains("uncommitted change") && !uncommitted.stdout.contains("nothing to migrate"), "\(uncommitted)")
        for arguments in [["add", "-A"], ["commit", "-qm", "migrated"]] {
            try ProcessRunner.run("git", arguments, in: project, environment: workspace.environment).succeeded()
        }
        let again = try workspace.uistate(["migrate", "scenes", "--apply"], in: project)
        #expect(again.status == 0 && again.stdout.contains("nothing to migrate"), "\(again)")
        // The review list outlives --apply: kept as #warning lines, a second run names what is open.
        #expect(again.stdout.contains("Still open from the migration (4 #warning lines") && again.stdout.contains("Reader/SceneDelegate.swift:5: uistate migrate [launch-options] Reader/AppDelegate.swift:9"), "\(again)")
        let doctor = try workspace.uistate(["doctor", "--no-state"], in: project)
        #expect(doctor.status == 0 && doctor.stdout.contains("Life cycle: scenes") && doctor.stdout.contains("0 errors, 0 warnings"), "\(doctor)")
    }

    @Test("a file to change behind a symbolic link: inside the folder the diff names the file it leads to (git apply takes it) and the link stays; outside it, refused, nothing written")
    func symbolicLinks() throws {
        let fileManager = FileManager.default
        let project = workspace.url.appendingPathComponent("linked")
        try fileManager.copyItem(at: Fixtures.directory.appendingPathComponent("migrate/projects/window-in-code"), to: project)
        let delegate = project.appendingPathComponent("Notes/AppDelegate.swift")
        try fileManager.createDirectory(at: project.appendingPathComponent("Shared"), withIntermediateDirectories: true)
        try fileManager.moveItem(at: delegate, to: project.appendingPathComponent("Shared/AppDelegate.swift"))
        try fileManager.createSymbolicLink(atPath: delegate.path, withDestinationPath: "../Shared/AppDelegate.swift")
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "before"]] {
            try ProcessRunner.run("git", arguments, in: project, environment: workspace.environment).succeeded()
        }
        let diff = try workspace.uistate(["migrate", "scenes", "--dry-run"], in: project)
        #expect(diff.status == 0 && diff.stdout.contains("--- a/Shared/AppDelegate.swift\n") && !diff.stdout.contains("a/Notes/AppDelegate.swift"), "\(diff)")
        // git apply's result, then the tree put back, then --apply: the same bytes.
        let patched = try ProcessRunner.run("git", ["apply", "-"], in: project, environment: workspace.environment, input: Array(diff.stdout.utf8))
        #expect(patched.status == 0, "\(patched)")
        let byGit = try Data(contentsOf: project.appendingPathComponent("Shared/AppDelegate.swift"))
        for arguments in [["checkout", "--", "."], ["clean", "-fdq"]] {
            try ProcessRunner.run("git", arguments, in: project, environment: workspace.environment).succeeded()
        }
        let applied = try workspace.uistate(["migrate", "scenes", "--apply"], in: project)
        #expect(applied.status == 0, "\(applied)")
        #expect(try fileManager.destinationOfSymbolicLink(atPath: delegate.path) == "../Shared/AppDelegate.swift")
        #expect(try Data(contentsOf: project.appendingPathComponent("Shared/AppDelegate.swift")) == byGit)

        // A link out of the folder: nothing is written anywhere.
        let inner = workspace.url.appendingPathComponent("outside/App")
        try fileManager.createDirectory(at: inner.deletingLastPathComponent(), withIntermediateDirectories: true)
        try fileManager.copyItem(at: Fixtures.directory.appendingPathComponent("migrate/projects/window-in-code"), to: inner)
        let outsideFile = workspace.url.appendingPathComponent("outside/AppDelegate.swift")
        try fileManager.moveItem(at: inner.appendingPathComponent("Notes/AppDelegate.swift"), to: outsideFile)
        try fileManager.createSymbolicLink(atPath: inner.appendingPathComponent("Notes/AppDelegate.swift").path, withDestinationPath: "../../AppDelegate.swift")
        let before = try Data(contentsOf: outsideFile)
        let refused = try workspace.uistate(["migrate", "scenes", "--apply", "--allow-dirty"], in: inner)
        #expect(refused.status == 128 && refused.stderr.contains("is a symbolic link to") && refused.stderr.contains("outside the project folder"), "\(refused)")
        #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        #expect(try Data(contentsOf: outsideFile) == before)
        #expect(!fileManager.fileExists(atPath: inner.appendingPathComponent("Notes/SceneDelegate.swift").path))
    }

    @Test("--apply outside a git work tree: told to put the project under git (not to commit or stash), nothing written; --allow-dirty writes")
    func unversioned() throws {
        let copy = workspace.url.appendingPathComponent("unversioned")
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("migrate/projects/links"), to: copy)
        let refused = try workspace.uistate(["migrate", "scenes", "--apply"], in: copy)
        #expect(refused.status == 1 && refused.stderr.contains("is not in a git work tree") && refused.stderr.contains("'git init'")
                && !refused.stderr.contains("stash") && refused.stderr.contains("--allow-dirty"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent("Reader/SceneDelegate.swift").path))
        let applied = try workspace.uistate(["migrate", "scenes", "--apply", "--allow-dirty"], in: copy)
        #expect(applied.status == 0 && FileManager.default.fileExists(atPath: copy.appendingPathComponent("Reader/SceneDelegate.swift").path), "\(applied)")
    }

    @Test("usage errors: --dry-run with --apply, --allow-dirty alone, an unknown target")
    func usage() throws {
        let project = try project("storyboard-tabs")
        #expect(try workspace.uistate(["migrate", "scenes", "--dry-run", "--apply"], in: project).status == 64)
        #expect(try workspace.uistate(["migrate", "scenes", "--allow-dirty"], in: project).status == 64)
        let unknown = try workspace.uistate(["migrate", "scenes", "--target", "Nope"], in: project)
        #expect(unknown.status == 64 && unknown.stderr.contains("the app targets are 'Library'"), "\(unknown)")
        #expect(try workspace.uistate(["migrate", "state", "HEAD"]).status == 64)
    }

    @Test("a classic snapshot converted: committed, checked, every classic key named by the diff; --to writes a folder; a scene snapshot is refused")
    func state() throws {
        try workspace.recordSample(["launch", "open-item", "edit-text"])
        let converted = try workspace.uistate("migrate", "state", "HEAD", "-m", "converted", "--project", Fixtures.directory.appendingPathComponent("projects/classic-storyboard").path)
        #expect(converted.status == 0, "\(converted)")
        #expect(converted.stdout.contains("(activity com.example.Homepwner.restoration)"))
        #expect(converted.stdout.contains("    EditedText -> UIStateMigrationControllers / UINavigationController/BNRDetailViewController / state / EditedText"))
        #expect(try workspace.uistate("check", "HEAD").status == 0)

        // The diff names every key of the classic snapshot (removed) and every key the
        // activity carries (added, with --json).
        let diff = try workspace.uistate("diff", "HEAD~1", "HEAD", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(diff.stdout.utf8)) as? [String: Any])
        let text = String(decoding: try JSONSerialization.data(withJSONObject: document), as: UTF8.self)
        for key in ["EditedText", "EditField", "item.itemKey", "TableViewIsEditing", "MyAppVersion"] {
            #expect(text.components(separatedBy: "\"\(key)\"").count >= 3, "\(key): named once removed and once carried")
        }
        let json = try workspace.uistate("migrate", "state", "HEAD~1", "--to", "Converted.savedState", "--json", "--activity-type", "com.example.Homepwner.restoration")
        try JSONSchema.validate(json.stdout, schema: "migrate-state.schema.json")
        #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("Converted.savedState/KnownSceneSessions/data.data").path))

        let scene = try workspace.uistate("migrate", "state", "HEAD", "--to", "Again.savedState", "--activity-type", "com.example.Homepwner.restoration")
        #expect(scene.status == 65 && scene.stderr.contains("no classic view-controller archive"), "\(scene)")
    }

    @Test("migrate state prints a recorded identifier's line feed and tab escaped, as every command prints archive names; --json keeps them exactly")
    func escapedIdentifiers() throws {
        try workspace.uistate("init", "--archive", "App.savedState", "-q").succeeded()
        try workspace.uistate("sample", "awkward", "--out", "App.savedState", "-q").succeeded()
        try workspace.uistate("commit", "-m", "awkward", "-q").succeeded()
        let text = try workspace.uistate("migrate", "state", "HEAD", "--activity-type", "com.example.App.restoration", "--to", "Converted.savedState")
        #expect(text.status == 0, "\(text)")
        #expect(text.stdout.contains("  Container/:[6]:/tab\\u{9}and\\u{a}newline\n"), "\(text.stdout)")
        let lines = text.stdout.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("newline") || $0.contains("\t") || $0.contains("\u{1}") }, "a raw line feed, tab or control character")
        let json = try workspace.uistate("migrate", "state", "HEAD", "--activity-type", "com.example.App.restoration", "--to", "Again.savedState", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let carried = document["carried"] as? [[String: Any]] ?? []
        #expect(carried.contains { $0["path"] as? String == "Container/:[6]:/tab\tand\nnewline" }, "\(carried.prefix(3))")
        try workspace.git("fsck", "--strict").succeeded()
    }

    @Test("from an app's sources folder: the project above it is migrated, the patch names files from the repository's root (git apply takes it there); with no project above, --apply is refused and nothing written")
    func sourcesFolder() throws {
        let repository = workspace.url.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("migrate/projects/window-in-code"), to: repository.appendingPathComponent("App"))
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "before"]] {
            try ProcessRunner.run("git", arguments, in: repository, environment: workspace.environment).succeeded()
        }
        let sources = repository.appendingPathComponent("App/Notes")
        let plan = try workspace.uistate(["migrate", "scenes"], in: sources)
        #expect(plan.status == 0 && plan.stderr.contains("the project is in ") && plan.stdout.contains("Notes (Notes.xcodeproj)"), "\(plan)")
        let diff = try workspace.uistate(["migrate", "scenes", "--dry-run"], in: sources)
        #expect(diff.stdout.contains("--- a/App/Notes/AppDelegate.swift\n") && diff.stdout.contains("+++ b/App/Notes/SceneDelegate.swift\n"), "\(diff.stdout.prefix(300))")
        let check = try ProcessRunner.run("git", ["apply", "--check", "-"], in: repository, environment: workspace.environment, input: Array(diff.stdout.utf8))
        #expect(check.status == 0, "\(check)")

        // Sources with no project anywhere above them, in a work tree: nothing is written.
        let loose = workspace.url.appendingPathComponent("loose")
        try FileManager.default.createDirectory(at: loose, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("migrate/projects/window-in-code/Notes"), to: loose.appendingPathComponent("Notes"))
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "before"]] {
            try ProcessRunner.run("git", arguments, in: loose, environment: workspace.environment).succeeded()
        }
        let refused = try workspace.uistate(["migrate", "scenes", "--apply"], in: loose.appendingPathComponent("Notes"))
        #expect(refused.status == 65 && refused.stderr.contains("no Xcode project") && refused.stderr.contains("nothing was written"), "\(refused)")
        let status = try ProcessRunner.run("git", ["status", "--porcelain"], in: loose, environment: workspace.environment)
        #expect(status.stdout.isEmpty, "\(status.stdout)")
    }

    @Test("an Info.plist Xcode writes as <dict/> is migrated; a part that cannot be made blocks the whole migration: exit 65, no build setting changed, nothing written")
    func halfMigrations() throws {
        let project = try project("generated-info-plist")
        let plist = project.appendingPathComponent("Timer/Info.plist")
        let xcodeWritten = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict/>\n</plist>\n"
        try Data(xcodeWritten.utf8).write(to: plist)
        var pbxproj = try String(contentsOf: project.appendingPathComponent("Timer.xcodeproj/project.pbxproj"), encoding: .utf8)
        pbxproj = pbxproj.replacingOccurrences(of: "GENERATE_INFOPLIST_FILE = YES;", with: "GENERATE_INFOPLIST_FILE = YES;\n\t\t\t\tINFOPLIST_FILE = Timer/Info.plist;")
        try Data(pbxproj.utf8).write(to: project.appendingPathComponent("Timer.xcodeproj/project.pbxproj"))
        for arguments in [["add", "-A"], ["commit", "-qm", "an Info.plist Xcode wrote"]] {
            try ProcessRunner.run("git", arguments, in: project, environment: workspace.environment).succeeded()
        }
        let applied = try workspace.uistate(["migrate", "scenes", "--apply"], in: project)
        #expect(applied.status == 0, "\(applied)")
        let written = try String(contentsOf: plist, encoding: .utf8)
        #expect(written.contains("<dict>\n\t<key>NSUserActivityTypes</key>") && written.contains("<key>UISceneConfigurations</key>"), "\(written)")
        let doctor = try workspace.uistate(["doctor", "--no-state"], in: project)
        #expect(doctor.stdout.contains("Life cycle: scenes") && doctor.stdout.contains("0 errors"), "\(doctor)")

        // A second copy where a file the migration writes is the app's own (another
        // SceneRestoration.swift): refused whole, the build settings and the Info.plist untouched.
        let taken = try self.project("generated-info-plist", as: "taken")
        try Data("// The app's own file of this name.\n".utf8).write(to: taken.appendingPathComponent("Timer/SceneRestoration.swift"))
        for arguments in [["add", "-A"], ["commit", "-qm", "a file of that name"]] {
            try ProcessRunner.run("git", arguments, in: taken, environment: workspace.environment).succeeded()
        }
        let refused = try workspace.uistate(["migrate", "scenes", "--apply"], in: taken)
        #expect(refused.status == 65 && refused.stderr.contains("Timer cannot be migrated as it is, so nothing was written") && refused.stdout.contains("Not migrated")
                && refused.stderr.contains("Timer/SceneRestoration.swift is there already"), "\(refused)")
        // --dry-run prints no patch --apply would refuse (XXTExplorer's printed one that
        // `git apply` took while --apply wrote nothing): it exits as --apply does, saying why.
        let dryRun = try workspace.uistate(["migrate", "scenes", "--dry-run"], in: taken)
        #expect(dryRun.status == 65 && dryRun.stdout.isEmpty && dryRun.stderr.contains("Timer cannot be migrated as it is, so nothing would be written")
                && dryRun.stderr.contains("Timer/SceneRestoration.swift is there already"), "\(dryRun)")
        let status = try ProcessRunner.run("git", ["status", "--porcelain"], in: taken, environment: workspace.environment)
        #expect(status.stdout.isEmpty, "the refused migration wrote \(status.stdout)")
    }

    @Test("migrate state: the activity type from the project, refused without one, taken from --activity-type")
    func activityType() throws {
        try workspace.recordSample(["launch", "open-item"])
        let refused = try workspace.uistate("migrate", "state", "HEAD", "--to", "A.savedState")
        #expect(refused.status == 64 && refused.stderr.contains("--project") && refused.stderr.contains("--activity-type"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("A.savedState").path))
        let given = try workspace.uistate("migrate", "state", "HEAD", "--to", "A.savedState", "--activity-type", "com.example.App.restoration")
        #expect(given.status == 0 && given.stdout.contains("(activity com.example.App.restoration)"), "\(given)")

        // check compares a session's activity type with the one the app's project gives.
        let project = Fixtures.directory.appendingPathComponent("projects/classic-storyboard").path
        #expect(try workspace.uistate("migrate", "state", "HEAD", "-m", "wrong type", "--activity-type", "com.example.App.restoration").status == 0)
        let wrong = try workspace.uistate("check", "HEAD", "--project", project)
        #expect(wrong.status == 2 && wrong.stdout.contains("its saved activity's type is 'com.example.App.restoration', but the app restores 'com.example.Homepwner.restoration'"), "\(wrong)")
        #expect(try workspace.uistate("migrate", "state", "HEAD~1", "-m", "right type", "--project", project).status == 0)
        let right = try workspace.uistate("check", "HEAD", "--project", project)
        #expect(right.status == 0, "\(right)")
    }

    /// A new file's text as a patch creates it.
    static func patchedFile(_ patch: String, _ path: String) -> String? {
        guard let start = patch.range(of: "--- /dev/null\n+++ b/\(path)\n") else { return nil }
        var lines: [String] = []
        for line in patch[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            guard line.hasPrefix("+") else { break }
            lines.append(String(line.dropFirst()))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

import AppProject
import Foundation
import TestSupport
import Testing

/// doctor where developers look (docs/doctor.md, "Reporting"): reporters for Xcode, GitHub
/// Actions and code scanning in one run, baselines, `.uistate-doctor` and inline
/// suppressions, `--fix` and `--fix --dry-run`, `--rules`.
@Suite("doctor: reporters, baselines, suppression, --fix")
struct DoctorReportingTests {
    let workspace: Workspace
    init() throws { workspace = try Workspace() }

    func project(_ name: String, as copyName: String? = nil) throws -> URL {
        let copy = workspace.url.appendingPathComponent(copyName ?? name)
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("projects/\(name)"), to: copy)
        return copy
    }

    func edit(_ file: URL, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(file.lastPathComponent) holds \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    /// Homepwner with its navigation controller's identifier taken out: an error on the
    /// storyboard, and the UIScene warning on the app delegate.
    func homepwner() throws -> URL {
        let folder = try project("classic-storyboard")
        try edit(folder.appendingPathComponent("Homepwner/Base.lproj/Main.storyboard"),
                 #" storyboardIdentifier="UINavigationController" useStoryboardIdentifierAsRestorationIdentifier="YES""#, "")
        return folder
    }

    func doctor(_ arguments: String..., in folder: URL) throws -> ProcessResult {
        try workspace.uistate(["doctor", "--no-state"] + arguments, in: folder)
    }

    @Test("xcode, github-actions, sarif and json in one run: Xcode's issue lines, annotations, SARIF 2.1.0 with rules and help links")
    func reporters() throws {
        let folder = try homepwner()
        let run = try doctor("--reporter", "xcode", "--reporter", "github-actions=gh.txt", "--reporter", "sarif=doctor.sarif", "--reporter", "json=doctor.json", in: folder)
        #expect(run.status == 1, "an error finding: \(run)")
        let storyboard = folder.appendingPathComponent("Homepwner/Base.lproj/Main.storyboard").standardizedFileURL.path
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(storyboard):24:17: error: the navigation controller UINavigationController has no restoration identifier, so UIKit preserves none of the 2 controllers below it that have one (ItemsViewController, DetailViewController) [container-without-identifier]"), "\(run.stdout)")
        #expect(lines.allSatisfy { $0.wholeMatch(of: /\/.+:\d+:\d+: (error|warning|note): .+ \[[a-z-]+\]/) != nil }, "\(lines)")

        let annotations = try String(contentsOf: folder.appendingPathComponent("gh.txt"), encoding: .utf8).split(separator: "\n")
        #expect(annotations.first == "::error file=Homepwner/Base.lproj/Main.storyboard,line=24,col=17,title=uistate doctor%3A container-without-identifier::the navigation controller UINavigationController has no restoration identifier, so UIKit preserves none of the 2 controllers below it that have one (ItemsViewController, DetailViewController)%0AFix: give the container a restoration identifier (Identity inspector > Restoration ID, or check Use Storyboard ID)", "\(annotations)")
        #expect(annotations.contains { $0.hasPrefix("::warning file=Homepwner/AppDelegate.swift,line=4,col=1,") })

        let sarif = try Data(contentsOf: folder.appendingPathComponent("doctor.sarif"))
        let document = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        let run0 = try #require((document["runs"] as? [[String: Any]])?.first)
        let driver = try #require(((run0["tool"] as? [String: Any])?["driver"]) as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let codes: [String] = DoctorRules.all.map { rule in rule.code.rawValue }
        #expect(rules.map { $0["id"] as? String } == codes)
        #expect(rules.allSatisfy { ($0["helpUri"] as? String) == DoctorRules.documentationPage + "#" + (($0["id"] as? String) ?? "") })
        let results = try #require(run0["results"] as? [[String: Any]])
        let first = try #require(results.first)
        #expect(first["ruleId"] as? String == "container-without-identifier" && first["level"] as? String == "error")
        let location = ((first["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Homepwner/Base.lproj/Main.storyboard")
        #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 24)
        if JSONSchema.validatorAvailable {
            // The official SARIF 2.1.0 schema (OASIS), as GitHub code scanning checks an upload.
            try JSONSchema.validate(String(decoding: sarif, as: UTF8.self), schemaFile: DoctorCIReportTests.sarifSchema)
        }
        if JSONSchema.validatorAvailable {
            try JSONSchema.validate(try String(contentsOf: folder.appendingPathComponent("doctor.json"), encoding: .utf8), schema: "doctor.schema.json")
        }
        let two = try doctor("--reporter", "xcode", "--reporter", "json", in: folder)
        #expect(two.status == 64 && two.stderr.contains("only one reporter can write to standard output"), "\(two)")
    }

    @Test("a baseline survives lines inserted above its findings, lets a new finding through, and names the entries that are gone")
    func baseline() throws {
        let folder = try homepwner()
        let written = try doctor("--write-baseline", "baseline.txt", in: folder)
        #expect(written.status == 0 && written.stderr.contains("wrote 2 findings to the baseline baseline.txt"), "\(written)")
        // Lines above both findings move them down.
        let storyboard = folder.appendingPathComponent("Homepwner/Base.lproj/Main.storyboard")
        try edit(storyboard, "<scenes>", "<scenes>\n        <!-- moved -->\n        <!-- down -->")
        try edit(folder.appendingPathComponent("Homepwner/AppDelegate.swift"), "import UIKit\n", "import UIKit\n\n// moved\n")
        let quiet = try doctor("--baseline", "baseline.txt", in: folder)
        #expect(quiet.status == 0 && quiet.stdout.contains("0 errors, 0 warnings, 0 notes (2 in the baseline, not shown)"), "\(quiet)")
        // A new finding comes through; one fixed is named as gone.
        try edit(folder.appendingPathComponent("Homepwner/DetailViewController.swift"), "super.encodeRestorableState(with: coder)", "")
        try edit(storyboard, #"<navigationController id="Nav-00-Ctl""#, #"<navigationController restorationIdentifier="Nav" id="Nav-00-Ctl""#)
        let new = try doctor("--baseline", "baseline.txt", "--strict", in: folder)
        #expect(new.status == 1 && new.stdout.contains("[encode-without-super]") && !new.stdout.contains("[uiscene-required]"), "\(new)")
        // The entry that is gone: a note on its line of the baseline, counted with the notes.
        #expect(new.stdout.contains("note [baseline] baseline.txt:3: container-without-identifier Homepwner/Base.lproj/Main.storyboard Main#Nav-00-Ctl no longer occurs"), "\(new.stdout)")
        #expect(new.stdout.contains("0 errors, 1 warning, 1 note (1 in the baseline, not shown)"), "\(new.stdout)")
        let goneXcode = try doctor("--baseline", "baseline.txt", "--reporter", "xcode", in: folder)
        let baselinePath = folder.appendingPathComponent("baseline.txt").standardizedFileURL.path
        #expect(goneXcode.stdout.contains("\(baselinePath):3:1: note: container-without-identifier Homepwner/Base.lproj/Main.storyboard Main#Nav-00-Ctl no longer occurs"), "\(goneXcode)")
        let missing = try doctor("--baseline", "missing.txt", in: folder)
        #expect(missing.status == 66)
        try Data("not a baseline\n".utf8).write(to: folder.appendingPathComponent("bad.txt"))
        let bad = try doctor("--baseline", "bad.txt", in: folder)
        #expect(bad.status == 65)
    }

    @Test(".uistate-doctor and inline comments silence what they name and nothing else; a bad line is exit 65 naming it")
    func suppression() throws {
        let folder = try homepwner()
        try edit(folder.appendingPathComponent("Homepwner/DetailViewController.swift"), "super.encodeRestorableState(with: coder)", "")
        let all = try doctor(in: folder)
        #expect(all.stdout.contains("[encode-without-super]") && all.stdout.contains("[uiscene-required]") && all.stdout.contains("[container-without-identifier]"))
        try Data("# Homepwner's choices\nignore container-without-identifier Homepwner/Base.lproj/*.storyboard\nseverity uiscene-required note   # later\nignore encode-without-super Other/**\n".utf8)
            .write(to: folder.appendingPathComponent(".uistate-doctor"))
        let configured = try doctor(in: folder)
        #expect(!configured.stdout.contains("[container-without-identifier]") && configured.stdout.contains("note [uiscene-required]"), "\(configured.stdout)")
        #expect(configured.stdout.contains("warning [encode-without-super]"), "a glob elsewhere silences nothing here")
        // The glob that matches nothing is said to, on its line.
        #expect(configured.stdout.contains("warning [suppression-without-effect] .uistate-doctor:4: 'ignore encode-without-super Other/**' matches no finding of this run"), "\(configured.stdout)")
        #expect(configured.stdout.contains("0 errors, 2 warnings, 1 note (1 suppressed, not shown)"), "\(configured.stdout)")
        // Inline: the next line only; a disable ... enable block.
        let detail = folder.appendingPathComponent("Homepwner/DetailViewController.swift")
        let source = try String(contentsOf: detail, encoding: .utf8)
        let line = try #require(source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("override func encodeRestorableState") })
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert("    // uistate:disable:next decode-without-super", at: line)
        try lines.joined(separator: "\n").write(to: detail, atomically: true, encoding: .utf8)
        let otherCode = try doctor(in: folder)
        #expect(otherCode.stdout.contains("[encode-without-super]"), "another code on that line is not silenced")
        lines[line] = "    // uistate:disable:next encode-without-super"
        try lines.joined(separator: "\n").write(to: detail, atomically: true, encoding: .utf8)
        let inline = try doctor(in: folder)
        #expect(inline.status == 0 && !inline.stdout.contains("[encode-without-super]") && inline.stdout.contains("(2 suppressed, not shown)"), "\(inline)")
        lines[line] = "    /* uistate:disable encode-without-super */"
        lines.insert("    // uistate:enable encode-without-super", at: line + 3)
        try lines.joined(separator: "\n").write(to: detail, atomically: true, encoding: .utf8)
        let block = try doctor(in: folder)
        #expect(!block.stdout.contains("[encode-without-super]"), "\(block.stdout)")

        try Data("ignore container-without-identifier\nsilence everything\n".utf8).write(to: folder.appendingPathComponent(".uistate-doctor"))
        let bad = try doctor(in: folder)
        #expect(bad.status == 65 && bad.stderr.contains(".uistate-doctor line 2 ('silence everything'): unknown rule 'silence'"), "\(bad)")
    }

    @Test("--fix --dry-run prints the diff and writes nothing; --fix changes only those lines, doctor then reports neither, a second --fix nothing")
    func fix() throws {
        let folder = try homepwner()
        let storyboard = folder.appendingPathComponent("Homepwner/Base.lproj/Main.storyboard")
        let before = try Data(contentsOf: storyboard)
        let dry = try doctor("--fix", "--dry-run", in: folder)
        #expect(dry.status == 1 && dry.stdout.hasPrefix("--- a/Homepwner/Base.lproj/Main.storyboard\n+++ b/Homepwner/Base.lproj/Main.storyboard\n@@ -21,7 +21,7 @@\n"), "\(dry)")
        #expect(dry.stdout.contains("\n+                <navigationController id=\"Nav-00-Ctl\" restorationIdentifier=\"NavigationController\" sceneMemberID=\"viewController\">\n"))
        #expect(dry.stderr.contains("would fix: Homepwner/Base.lproj/Main.storyboard: controller Nav-00-Ctl (UINavigationController) gets the restoration identifier NavigationController"))
        #expect(dry.stderr.contains("needs a change of code, which --fix does not make (uiscene-required)"))
        #expect(try Data(contentsOf: storyboard) == before, "a dry run writes nothing")
        // The diff applies with git as printed.
        let patch = workspace.url.appendingPathComponent("fix.patch")
        try Data(dry.stdout.utf8).write(to: patch)
        let applies = try ProcessRunner.run("git", ["apply", "--check", patch.path], in: folder)
        #expect(applies.status == 0, "\(applies)")

        let fixed = try doctor("--fix", in: folder)
        #expect(fixed.stderr.contains("fixed: Homepwner/Base.lproj/Main.storyboard"), "\(fixed)")
        #expect(!fixed.stdout.contains("[container-without-identifier]") && fixed.status == 0, "what is left is reported: \(fixed)")
        let old = String(decoding: before, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = try String(contentsOf: storyboard, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(old.count == new.count && zip(old, new).filter { $0 != $1 }.count == 1, "one line changed")
        let again = try doctor("--fix", in: folder)
        let afterAgain = try Data(contentsOf: storyboard)
        #expect(again.stderr.contains("nothing to fix") && afterAgain != before)

        // An activity type: added to the Info.plist's array, or the array made.
        let browser = try project("scenes-uikit")
        let plist = browser.appendingPathComponent("Browser/Info.plist")
        try edit(plist, "<string>com.example.browser.page</string>", "<string>com.example.browser.other</string>")
        let plistBefore = try String(contentsOf: plist, encoding: .utf8)
        let undeclared = try doctor(in: browser)
        #expect(undeclared.stdout.contains("[activity-type-undeclared]"))
        let declared = try doctor("--fix", in: browser)
        #expect(declared.stderr.contains("fixed: Browser/Info.plist: NSUserActivityTypes declares com.example.browser.page") && !declared.stdout.contains("[activity-type-undeclared]"), "\(declared)")
        let plistAfter = try String(contentsOf: plist, encoding: .utf8)
        #expect(plistAfter == plistBefore.replacingOccurrences(of: "\t\t<string>com.example.browser.other</string>\n", with: "\t\t<string>com.example.browser.other</string>\n\t\t<string>com.example.browser.page</string>\n"), "\(plistAfter)")

        // A generated Info.plist: refused with the reason, nothing written.
        try FileManager.default.removeItem(at: plist)
        try edit(browser.appendingPathComponent("Browser/Browser.xcconfig"), "INFOPLIST_FILE = Browser/Info.plist\n",
                 "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES\nINFOPLIST_KEY_NSUserActivityTypes = com.example.browser.page\n")
        let ignored = try doctor(in: browser)
        #expect(ignored.stdout.contains("[activity-type-undeclared]") && ignored.stdout.contains("INFOPLIST_KEY_NSUserActivityTypes is set, but Xcode generates only the INFOPLIST_KEY_ names it knows"),
                "the build setting declares nothing: \(ignored.stdout)")
        let refused = try doctor("--fix", in: browser)
        #expect(refused.stderr.contains("not fixed: [activity-type-undeclared]") && refused.stderr.contains("Xcode writes no NSUserActivityTypes from them"), "\(refused)")
        #expect(!FileManager.default.fileExists(atPath: plist.path))
    }

    @Test("--rules lists every code with its default severity and meaning; --json too")
    func rules() throws {
        let text = try workspace.uistate("doctor", "--rules")
        #expect(text.status == 0)
        let rules: [(code: String, summary: String)] = DoctorRules.all.map { rule in (rule.code.rawValue, rule.summary) }
        for rule in rules { #expect(text.stdout.contains(rule.code) && text.stdout.contains(rule.summary), "\(rule.code)") }
        let json = try workspace.uistate("doctor", "--rules", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((document["rules"] as? [Any])?.count == DoctorRules.all.count)
    }
}

@Suite("doctor: the pre-commit hook")
struct DoctorPreCommitTests {
    static let preCommit: String? = ["pre-commit"].first { (try? ProcessRunner.run($0, ["--version"]))?.status == 0 }

    @Test("the repository's .pre-commit-hooks.yaml runs doctor through pre-commit try-repo: fails on an error, passes once fixed",
          .enabled(if: preCommit != nil || ProcessRunner.toolsRequired, "pre-commit is not installed (Debian: pre-commit)"))
    func tryRepo() throws {
        let workspace = try Workspace()
        let project = workspace.url.appendingPathComponent("Homepwner")
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("projects/classic-storyboard"), to: project)
        let storyboard = project.appendingPathComponent("Homepwner/Base.lproj/Main.storyboard")
        let text = try String(contentsOf: storyboard, encoding: .utf8)
        try text.replacingOccurrences(of: #" storyboardIdentifier="UINavigationController" useStoryboardIdentifierAsRestorationIdentifier="YES""#, with: "")
            .write(to: storyboard, atomically: true, encoding: .utf8)
        for arguments in [["init", "-q"], ["add", "-A"], ["-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-qm", "project"]] {
            try ProcessRunner.run("git", arguments, in: project).succeeded()
        }
        let folder = URL(fileURLWithPath: Workspace.executable).deletingLastPathComponent().path
        var environment = workspace.environment
        environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["PRE_COMMIT_HOME"] = workspace.url.appendingPathComponent("pre-commit-cache").path
        let hooks = Checkout.root.path
        let failing = try ProcessRunner.run(Self.preCommit ?? "pre-commit", ["try-repo", hooks, "uistate-doctor", "--all-files"], in: project, environment: environment)
        #expect(failing.status == 1 && failing.stdout.contains("uistate doctor") && failing.stdout.contains("[container-without-identifier]"), "\(failing)")
        try workspace.uistate(["doctor", "--no-state", "--fix"], in: project).succeeded()
        let passing = try ProcessRunner.run(Self.preCommit ?? "pre-commit", ["try-repo", hooks, "uistate-doctor", "--all-files"], in: project, environment: environment)
        #expect(passing.status == 0 && passing.stdout.contains("Passed"), "\(passing)")
    }
}

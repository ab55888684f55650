import AppProject
import Foundation
import TestSupport
import Testing

/// doctor's reports as CI reads them (docs/doctor.md, "Where findings go"): SARIF that the
/// official 2.1.0 schema accepts, with a location on every result; one base for every path,
/// the repository's root, whether doctor runs there or on the project's folder; `.uistate-doctor`
/// beside the project and at the root; what a run prints when every reporter writes a file;
/// `--fix --dry-run`'s status and reports; a project or workspace given instead of a folder.
@Suite("doctor: reports CI accepts, one base for every path")
struct DoctorCIReportTests {
    let workspace: Workspace
    init() throws { workspace = try Workspace() }

    static let sarifSchema = Fixtures.directory.appendingPathComponent("sarif/sarif-schema-2.1.0.json")

    func copy(_ fixture: String, to path: String) throws -> URL {
        let copy = workspace.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("projects/\(fixture)"), to: copy)
        return copy
    }

    func edit(_ file: URL, _ old: String, _ new: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(file.lastPathComponent) holds \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    /// Homepwner whose navigation controller lost its identifier (an error, a warning).
    func homepwner(at path: String) throws -> URL {
        let folder = try copy("classic-storyboard", to: path)
        try edit(folder.appendingPathComponent("Homepwner/Base.lproj/Main.storyboard"),
                 #" storyboardIdentifier="UINavigationController" useStoryboardIdentifierAsRestorationIdentifier="YES""#, "")
        return folder
    }

    func doctor(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> ProcessResult {
        try workspace.uistate(["doctor", "--no-state"] + arguments, in: folder, environment: environment)
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("SARIF of a project with project-level notes and a stale baseline: the official 2.1.0 schema accepts it, every result has a location; a target not analysed fails --strict")
    func sarifLocations() throws {
        let folder = try homepwner(at: "Homepwner")
        // No Info.plist: its 'not there' note and an unknown life cycle (on the project file).
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Homepwner/Info.plist"))
        try Data("# uistate doctor baseline 1\n# c\nencode-without-super\tHomepwner/Gone.swift\tGone.encodeRestorableState(with:)\n".utf8)
            .write(to: folder.appendingPathComponent("baseline.txt"))
        let run = try doctor(["--baseline", "baseline.txt", "--reporter", "sarif=doctor.sarif", "--reporter", "text", "--strict"], in: folder)
        #expect(run.status == 1, "a target not analysed fails --strict: \(run)")
        #expect(run.stdout.contains("; 1 app target not analysed (Homepwner: the life cycle is unknown)"), "\(run.stdout)")
        #expect(run.stdout.contains("note [not-understood] Homepwner.xcodeproj/project.pbxproj: whether Homepwner uses scenes is not known"), "\(run.stdout)")
        let sarif = try String(contentsOf: folder.appendingPathComponent("doctor.sarif"), encoding: .utf8)
        if JSONSchema.validatorAvailable {
            try JSONSchema.validate(sarif, schemaFile: Self.sarifSchema)
        }
        let document = try json(sarif)
        let runs = try #require(document["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(!results.isEmpty && results.allSatisfy { ($0["locations"] as? [Any])?.isEmpty == false }, "\(results)")
        let uris = results.compactMap { ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String }
        #expect(uris.contains("Homepwner.xcodeproj/project.pbxproj") && uris.contains("Homepwner/Info.plist"), "\(uris)")
        // The stale baseline entry: a notification on its line of the baseline.
        let notifications = try #require(((runs.first?["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"]) as? [[String: Any]])
        let gone = try #require(notifications.first)
        let region = (((gone["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region?["startLine"] as? Int == 3, "\(gone)")
        // Without --strict the same run passes: nothing is an error.
        #expect(try doctor(["--baseline", "baseline.txt"], in: folder).status == 0)
    }

    @Test("one base: a baseline written from the repository's root matches on ios/, and the other way round; .uistate-doctor beside the project and at the root; annotations from the root")
    func bothWays() throws {
        let root = workspace.url.appendingPathComponent("repository")
        let ios = try homepwner(at: "repository/ios")
        try ProcessRunner.run("git", ["init", "-q"], in: root).succeeded()

        let fromRoot = try doctor(["ios", "--write-baseline", "root-baseline.txt"], in: root)
        #expect(fromRoot.status == 0, "\(fromRoot)")
        let written = try String(contentsOf: root.appendingPathComponent("root-baseline.txt"), encoding: .utf8)
        #expect(written.contains("container-without-identifier\tios/Homepwner/Base.lproj/Main.storyboard\tMain#Nav-00-Ctl"), "\(written)")
        let inIOS = try doctor(["--baseline", "../root-baseline.txt"], in: ios)
        #expect(inIOS.status == 0 && inIOS.stdout.contains("0 errors, 0 warnings, 0 notes (2 in the baseline, not shown)"), "\(inIOS)")
        let fromIOS = try doctor(["--write-baseline", "ios-baseline.txt"], in: ios)
        #expect(fromIOS.status == 0)
        let atRoot = try doctor(["ios", "--baseline", "ios/ios-baseline.txt"], in: root)
        #expect(atRoot.status == 0 && atRoot.stdout.contains("(2 in the baseline, not shown)"), "\(atRoot)")

        // The same paths from either folder, in every reporter.
        for (folder, arguments) in [(root, ["ios"]), (ios, [])] {
            let run = try doctor(arguments + ["--reporter", "github-actions"], in: folder)
            #expect(run.stdout.contains("::error file=ios/Homepwner/Base.lproj/Main.storyboard,line=24,col=17,"), "\(run)")
        }

        // ios/.uistate-doctor applies when doctor runs from the root; the root's when it runs on ios/.
        try Data("ignore uiscene-required\n".utf8).write(to: ios.appendingPathComponent(".uistate-doctor"))
        let beside = try doctor(["ios"], in: root)
        #expect(!beside.stdout.contains("[uiscene-required]") && beside.stdout.contains("(1 suppressed, not shown)"), "\(beside)")
        try Data("ignore container-without-identifier /ios/Homepwner/**\n".utf8).write(to: root.appendingPathComponent(".uistate-doctor"))
        let both = try doctor([], in: ios)
        #expect(both.status == 0 && !both.stdout.contains("[container-without-identifier]") && both.stdout.contains("(2 suppressed, not shown)"), "\(both)")
        // A glob that matches nothing is reported on its line, from either folder.
        try Data("ignore container-without-identifier Other/**\n".utf8).write(to: root.appendingPathComponent(".uistate-doctor"))
        let unmatched = try doctor([], in: ios)
        #expect(unmatched.stdout.contains("warning [suppression-without-effect] .uistate-doctor:1: 'ignore container-without-identifier Other/**' matches no finding"), "\(unmatched)")
    }

    @Test("every reporter to a file: the summary on standard error, nothing on standard output; sarif= names no file; --fix --dry-run exits 1 and writes the reports")
    func filesAndDryRun() throws {
        let folder = try homepwner(at: "Homepwner")
        let files = try doctor(["--reporter", "sarif=doctor.sarif", "--reporter", "json=doctor.json"], in: folder)
        #expect(files.status == 1 && files.stdout.isEmpty, "\(files)")
        #expect(files.stderr.contains("1 error, 1 warning, 0 notes; wrote doctor.sarif, doctor.json"), "\(files)")

        let empty = try doctor(["--reporter", "sarif="], in: folder)
        #expect(empty.status == 64 && empty.stderr.contains("--reporter sarif= names no file: give the path after '='"), "\(empty)")
        #expect(!empty.stderr.contains("is invalid"), "the path is what is wrong, not the format: \(empty)")

        try FileManager.default.removeItem(at: folder.appendingPathComponent("doctor.sarif"))
        let dry = try doctor(["--fix", "--dry-run", "--reporter", "sarif=doctor.sarif"], in: folder)
        #expect(dry.status == 1 && dry.stdout.hasPrefix("--- a/Homepwner/Base.lproj/Main.storyboard"), "\(dry)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("doctor.sarif").path), "the dry run writes the reports")
        #expect(dry.stderr.contains("1 error, 1 warning, 0 notes; wrote doctor.sarif"), "\(dry)")
        let stdout = try doctor(["--fix", "--dry-run", "--reporter", "json"], in: folder)
        #expect(stdout.status == 64 && stdout.stderr.contains("standard output holds the diff"), "\(stdout)")
        // Nothing to repair and nothing failing: a dry run passes.
        let fixed = try doctor(["--fix"], in: folder)
        #expect(fixed.status == 0, "\(fixed)")
        let clean = try doctor(["--fix", "--dry-run"], in: folder)
        #expect(clean.status == 0 && clean.stdout.isEmpty, "\(clean)")
    }

    @Test("--input-file-list: every file doctor read and the .uistate-doctor files, from $(SRCROOT), rewritten only when it changes")
    func inputFileList() throws {
        let root = workspace.url.appendingPathComponent("Listed")
        let folder = try homepwner(at: "Listed/ios")
        try Data("ignore uiscene-required\n".utf8).write(to: root.appendingPathComponent(".uistate-doctor"))
        try ProcessRunner.run("git", ["init", "-q"], in: root).succeeded()
        let list = workspace.url.appendingPathComponent("inputs.xcfilelist")
        _ = try doctor(["--input-file-list", list.path], in: folder, environment: ["SRCROOT": folder.path])
        let lines = try String(contentsOf: list, encoding: .utf8).split(separator: "\n").map(String.init)
        for expected in ["$(SRCROOT)/../.uistate-doctor", "$(SRCROOT)/Homepwner.xcodeproj/project.pbxproj", "$(SRCROOT)/Homepwner/AppDelegate.swift",
                         "$(SRCROOT)/Homepwner/Base.lproj/Main.storyboard", "$(SRCROOT)/Homepwner/Info.plist"] {
            #expect(lines.contains(expected), "\(lines)")
        }
        #expect(lines == lines.sorted() && !lines.contains { $0.contains("HomepwnerTests") }, "\(lines)")
        let written = try FileManager.default.attributesOfItem(atPath: list.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        _ = try doctor(["--input-file-list", list.path], in: folder, environment: ["SRCROOT": folder.path])
        #expect(try FileManager.default.attributesOfItem(atPath: list.path)[.modificationDate] as? Date == written)
    }

    /// Files of a small project, by path under `folder`.
    static func write(_ files: [(String, String)], in folder: URL) throws {
        for (file, text) in files {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    @Test("a project with two apps: its left-out targets under the last, the project named")
    func leftOutOfTwoApps() throws {
        let folder = workspace.url.appendingPathComponent("Two")
        try Self.write([
            ("project.yml", "name: Two\ntargets:\n  One: {type: application, platform: iOS, sources: [One]}\n  Two: {type: application, platform: iOS, sources: [Two]}\n  OneTests: {type: bundle.unit-test, platform: iOS, sources: [Tests]}\n"),
            ("One/AppDelegate.swift", "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
            ("Two/AppDelegate.swift", "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
            ("Tests/OneTests.swift", "import XCTest\n"),
        ], in: folder)
        let lines = try doctor(["--no-state"], in: folder).stdout.split(separator: "\n").map(String.init)
        let second = try #require(lines.firstIndex { $0.hasPrefix("App: Two") })
        let leftOut = try #require(lines.firstIndex { $0.hasPrefix("Left out") })
        #expect(leftOut > second && lines[leftOut] == "Left out (project.yml): OneTests (unit tests)", "\(lines)")
    }

    @Test("targets of projects without an app: a paragraph after the apps, never under one; --target leaves them out")
    func leftOutWithoutApp() throws {
        let folder = workspace.url.appendingPathComponent("Library")
        try Self.write([
            ("App/project.yml", "name: App\ntargets:\n  App: {type: application, platform: iOS, sources: [App]}\n"),
            ("App/App/AppDelegate.swift", "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n"),
            ("Kit/project.yml", "name: Kit\ntargets:\n  Kit: {type: framework, platform: iOS, sources: [Kit]}\n"),
            ("Kit/Kit/Kit.swift", "import UIKit\n"),
        ], in: folder)
        let lines = try doctor(["--no-state"], in: folder).stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let app = try #require(lines.firstIndex { $0.hasPrefix("App: App") })
        let leftOut = try #require(lines.firstIndex { $0.hasPrefix("Left out") }, "\(lines)")
        #expect(leftOut > app && lines[leftOut - 1].isEmpty, "\(lines)")
        #expect(lines[leftOut] == "Left out, in projects without an app target (Kit/project.yml): Kit (iOS framework)", "\(lines)")
        let only = try doctor(["--no-state", "--target", "App"], in: folder).stdout
        #expect(!only.contains("Left out"), "\(only)")
    }

    @Test("an .xcodeproj or an .xcworkspace given instead of a folder; each project's left-out targets under its own app")
    func projectArguments() throws {
        let folder = workspace.url.appendingPathComponent("Both")
        _ = try homepwner(at: "Both/Homepwner")
        _ = try copy("scenes-uikit", to: "Both/Browser")
        let whole = try doctor([], in: folder)
        let lines = whole.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let homepwnerApp = try #require(lines.firstIndex { $0.hasPrefix("App: Homepwner") })
        let browserApp = try #require(lines.firstIndex { $0.hasPrefix("App: Browser") })
        let shareLeftOut = try #require(lines.firstIndex { $0.hasPrefix("Left out: Share") })
        let testsLeftOut = try #require(lines.firstIndex { $0.hasPrefix("Left out: HomepwnerTests") })
        #expect(shareLeftOut > browserApp && (browserApp < homepwnerApp ? shareLeftOut < homepwnerApp : true), "\(whole.stdout)")
        #expect(testsLeftOut > homepwnerApp && (homepwnerApp < browserApp ? testsLeftOut < browserApp : true), "\(whole.stdout)")

        let project = try doctor(["Homepwner/Homepwner.xcodeproj"], in: folder)
        #expect(project.status == 1 && project.stdout.contains("App: Homepwner (Homepwner.xcodeproj)") && !project.stdout.contains("App: Browser"), "\(project)")
        let workspaceFile = folder.appendingPathComponent("All.xcworkspace")
        try FileManager.default.createDirectory(at: workspaceFile, withIntermediateDirectories: true)
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Browser/Browser.xcodeproj"></FileRef>
               <Group location = "container:Homepwner" name = "Old">
                  <FileRef location = "group:Homepwner.xcodeproj"></FileRef>
               </Group>
            </Workspace>

            """.utf8).write(to: workspaceFile.appendingPathComponent("contents.xcworkspacedata"))
        let both = try doctor(["All.xcworkspace"], in: folder)
        #expect(both.stdout.contains("App: Homepwner") && both.stdout.contains("App: Browser"), "\(both)")
        let missing = try doctor(["Nope.xcodeproj"], in: folder)
        #expect(missing.status == 66, "\(missing)")
    }

    @Test("a typo in a uistate:disable comment's code is a warning on its line; a comma list works")
    func commentTypo() throws {
        let folder = try homepwner(at: "Homepwner")
        let detail = folder.appendingPathComponent("Homepwner/DetailViewController.swift")
        try edit(detail, "super.encodeRestorableState(with: coder)", "")
        try edit(detail, "    override func encodeRestorableState", "    // uistate:disable:next encode-without-supr\n    override func encodeRestorableState")
        let typo = try doctor([], in: folder)
        #expect(typo.stdout.contains("[encode-without-super]") && typo.stdout.contains("warning [suppression-without-effect] Homepwner/DetailViewController.swift:"), "\(typo)")
        #expect(typo.stdout.contains("'encode-without-supr' is no finding code"), "\(typo)")
        try edit(detail, "encode-without-supr", "decode-without-super, encode-without-super")
        let list = try doctor([], in: folder)
        #expect(!list.stdout.contains("[encode-without-super]") && !list.stdout.contains("[suppression-without-effect]"), "\(list)")
    }

    @Test("the same finding in two app targets that build the same files: reported once, naming both, in every reporter")
    func sharedFindingsOnce() throws {
        let folder = try homepwner(at: "Twins")
        // The test target made a second app of the same sources, storyboard and Info.plist.
        let project = folder.appendingPathComponent("Homepwner.xcodeproj/project.pbxproj")
        try edit(project, "buildConfigurationList = A1L160000000000000000000;\n\t\t\tbuildPhases = (\n\t\t\t);",
                 "buildConfigurationList = A1L120000000000000000000;\n\t\t\tbuildPhases = (\n\t\t\t\tA1HD00000000000000000000,\n\t\t\t\tA1HF00000000000000000000,\n\t\t\t);")
        try edit(project, "name = HomepwnerTests;", "name = HomepwnerLite;")
        try edit(project, "productType = \"com.apple.product-type.bundle.unit-test\";", "productType = \"com.apple.product-type.application\";")
        let run = try doctor(["--reporter", "text", "--reporter", "json=doctor.json", "--reporter", "xcode=doctor.xcode", "--reporter", "github-actions=doctor.github",
                              "--reporter", "sarif=doctor.sarif"], in: folder)
        #expect(run.stdout.contains("App: HomepwnerLite"), "\(run.stdout)")
        let named = "(the same in the app targets Homepwner and HomepwnerLite)"
        func count(_ text: String, _ part: String) -> Int { text.components(separatedBy: part).count - 1 }
        #expect(count(run.stdout, "[container-without-identifier]") == 1 && count(run.stdout, named) == 2, "\(run.stdout)")
        #expect(run.stdout.hasSuffix("1 error, 1 warning, 0 notes\n"), "\(run.stdout)")
        for (file, code) in [("doctor.xcode", "[container-without-identifier]"), ("doctor.github", "container-without-identifier::")] {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            #expect(count(text, code) == 1 && text.contains(named), "\(file): \(text)")
        }
        let sarif = try json(String(contentsOf: folder.appendingPathComponent("doctor.sarif"), encoding: .utf8))
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        let shared = results.filter { $0["ruleId"] as? String == "container-without-identifier" }
        #expect(shared.count == 1 && ((shared.first?["message"] as? [String: Any])?["text"] as? String)?.hasSuffix(named) == true, "\(results)")
        let findings = try #require(try json(String(contentsOf: folder.appendingPathComponent("doctor.json"), encoding: .utf8))["findings"] as? [[String: Any]])
        let container = findings.filter { $0["code"] as? String == "container-without-identifier" }
        #expect(container.count == 1 && container.first?["targets"] as? [String] == ["Homepwner", "HomepwnerLite"], "\(findings)")
    }

    @Test("a Tuist target made by code doctor could not evaluate: a note at its line, named in the summary and JSON, and --strict fails; the app it could read is diagnosed")
    func tuistNotEvaluated() throws {
        let folder = workspace.url.appendingPathComponent("tuist")
        let files = [
            "Project.swift": """
                import ProjectDescription
                import Foundation

                func app(_ name: String) -> Target {
                    .target(name: name, destinations: .iOS, product: .app, bundleId: "com.example.\\(name.lowercased())", infoPlist: "Info.plist", sources: ["Sources/**"])
                }

                let project = Project(name: "Reader", targets: [
                    app("Reader"),
                    app(ProcessInfo.processInfo.environment["SECOND_APP"]!),
                ])

                """,
            "Info.plist": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict><key>CFBundleVersion</key><string>1</string></dict>\n</plist>\n",
            "Sources/AppDelegate.swift": "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
        ]
        for (path, contents) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        let run = try doctor([], in: folder)
        #expect(run.status == 0 && run.stdout.hasPrefix("App: Reader (Project.swift)"), "\(run)")
        #expect(run.stdout.contains("note [not-understood] Project.swift:10: a target's name in Project.swift could not be evaluated"), "\(run.stdout)")
        #expect(run.stdout.contains("; targets made by code doctor could not evaluate at Project.swift:10"), "\(run.stdout)")
        #expect(try doctor(["--strict"], in: folder).status == 1)
        let report = try json(try doctor(["--json"], in: folder).stdout)
        #expect(report["targetsNotEvaluated"] as? [String] == ["Project.swift:10"], "\(report)")
    }
}

import Foundation
import Testing
import TestSupport

/// The differential compile check, on changes made for the test (so it proves the check, not
/// today's migration), on a real migration that compiles, and on any app given by
/// UISTATE_DIFFERENTIAL_APP (docs/uikit-stand-in.md, "The differential compile check").
@Suite struct DifferentialCompileTests {
    /// Two copies of a test app, in a folder removed when `work` is released.
    static func copies(_ shape: String) throws -> (original: URL, changed: URL, work: TemporaryDirectory) {
        let work = try TemporaryDirectory("uistate-differential")
        let original = work.appending("original"), changed = work.appending("changed")
        try FileManager.default.copyItem(at: TestApps.folder.appendingPathComponent(shape), to: original)
        try FileManager.default.copyItem(at: TestApps.folder.appendingPathComponent(shape), to: changed)
        return (original, changed, work)
    }

    /// The app's copy and its migrated copy.
    static func migrate(_ source: URL) throws -> (original: URL, migrated: URL, work: TemporaryDirectory) {
        let work = try TemporaryDirectory("uistate-differential")
        let original = work.appending("original"), migrated = work.appending("migrated")
        try FileManager.default.copyItem(at: source, to: original)
        try FileManager.default.copyItem(at: source, to: migrated)
        let workspace = try Workspace()
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "before the migration"]] {
            try ProcessRunner.run("git", arguments, in: migrated, environment: workspace.environment).succeeded()
        }
        try workspace.uistate(["migrate", "scenes", "--apply"], in: migrated).succeeded()
        return (original, migrated, work)
    }

    /// A change that moves a line into a new file and adds an error there: the error is
    /// reported; the moved line's gap in the stubs (UITextField, which they lack) is not, since
    /// the original had it on the line it came from, nor any gap of the files left alone.
    @Test func reportsWhatOnlyTheChangeBrought() throws {
        let (original, changed, work) = try Self.copies("split-view")
        defer { withExtendedLifetime(work) {} }
        let controller = changed.appendingPathComponent("Mail/MessageViewController.swift")
        let text = try String(contentsOf: controller, encoding: .utf8)
        try text.replacingOccurrences(of: "private let reply = UITextField()", with: "private let reply = Reply.reply")
            .write(to: controller, atomically: true, encoding: .utf8)
        try """
        enum Reply {
            @MainActor static let reply = UITextField()
            static let limit: Int = "twenty"
        }

        """.write(to: changed.appendingPathComponent("Mail/Reply.swift"), atomically: true, encoding: .utf8)
        let report = try DifferentialCompile.check(original: original, migrated: changed)
        #expect(report.units.map(\.before.count) != [0], "the stubs' gaps show in the original: \(report)")
        #expect(report.introduced.map(\.description) == ["Mail/Reply.swift:3: cannot convert value of type 'String' to specified type 'Int'"], "\(report)")
    }

    /// The same for Objective-C: a new class in the app delegate's file that reads the app
    /// delegate's instance variable, through clang and the stub headers.
    @Test func reportsWhatOnlyTheChangeBroughtToObjectiveC() throws {
        let (original, changed, work) = try Self.copies("objc-ivars")
        defer { withExtendedLifetime(work) {} }
        let delegate = changed.appendingPathComponent("Ledger/AppDelegate.m")
        try (try String(contentsOf: delegate, encoding: .utf8) + """

        @interface Opener : NSObject
        @end

        @implementation Opener
        - (NSString *)currency {
            return _currency;
        }
        @end

        """).write(to: delegate, atomically: true, encoding: .utf8)
        let introduced = try DifferentialCompile.introduced(original: original, migrated: changed)
        #expect(introduced.map { "\($0.file): \($0.message): \($0.text)" } == ["Ledger/AppDelegate.m: use of undeclared identifier '_currency': return _currency;"])
    }

    /// The Objective-C test apps, which the stand-in does not run (docs/uikit-stand-in.md): their
    /// migration brings no diagnostic. objc-ivars's window set-up uses the app delegate's instance
    /// variables, a category's method and a file-static constant: it stays in the app delegate's
    /// file, a category's method the scene delegate calls (before, moved into the scene delegate,
    /// it could name none of them: four errors).
    @Test(arguments: TestApps.objectiveCShapes)
    func anObjectiveCMigrationBringsNothing(_ shape: String) throws {
        let (original, migrated, work) = try Self.migrate(TestApps.folder.appendingPathComponent(shape))
        defer { withExtendedLifetime(work) {} }
        let introduced = try DifferentialCompile.introduced(original: original, migrated: migrated)
        #expect(introduced.isEmpty, "\(introduced.map(\.description))")
    }

    /// A migration that compiles brings nothing, though the app's own files have the stubs' gaps.
    @Test func aCleanMigrationBringsNothing() throws {
        let (original, migrated, work) = try Self.migrate(TestApps.folder.appendingPathComponent("split-view"))
        defer { withExtendedLifetime(work) {} }
        let report = try DifferentialCompile.check(original: original, migrated: migrated)
        #expect(report.units.map(\.before.count) != [0], "the stubs' gaps show in the original: \(report)")
        #expect(report.introduced.isEmpty, "\(report)")
    }

    /// `UISTATE_DIFFERENTIAL_APP=/path/to/app swift test --filter DifferentialCompileTests`: the
    /// app migrated in a copy, and what the migration brought listed.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["UISTATE_DIFFERENTIAL_APP"] != nil))
    func givenApp() throws {
        let app = URL(fileURLWithPath: ProcessInfo.processInfo.environment["UISTATE_DIFFERENTIAL_APP"] ?? "")
        let (original, migrated, work) = try Self.migrate(app)
        defer { withExtendedLifetime(work) {} }
        let report = try DifferentialCompile.check(original: original, migrated: migrated)
        print("differential compile check of \(app.path):\n\(report)")
        if ProcessInfo.processInfo.environment["UISTATE_DIFFERENTIAL_LIST"] == "1" { print(report.units.map(\.listing).joined(separator: "\n")) }
        #expect(report.introduced.isEmpty, "\(report.introduced.map(\.description).joined(separator: "\n"))")
    }

    /// `UISTATE_DIFFERENTIAL_ORIGINAL=/path/before UISTATE_DIFFERENTIAL_MIGRATED=/path/after swift
    /// test --filter DifferentialCompileTests`: two copies compared as they are (a migration
    /// made elsewhere, a reviewer's copies).
    @Test(.enabled(if: ProcessInfo.processInfo.environment["UISTATE_DIFFERENTIAL_MIGRATED"] != nil))
    func givenCopies() throws {
        let environment = ProcessInfo.processInfo.environment
        let original = URL(fileURLWithPath: environment["UISTATE_DIFFERENTIAL_ORIGINAL"] ?? "")
        let migrated = URL(fileURLWithPath: environment["UISTATE_DIFFERENTIAL_MIGRATED"] ?? "")
        let report = try DifferentialCompile.check(original: original, migrated: migrated)
        print("differential compile check of \(migrated.path) against \(original.path):\n\(report)")
        if environment["UISTATE_DIFFERENTIAL_LIST"] == "1" { print(report.units.map(\.listing).joined(separator: "\n")) }
        #expect(report.introduced.isEmpty, "\(report.introduced.map(\.description).joined(separator: "\n"))")
    }
}

import Foundation
import TestSupport
import Testing

/// A file `migrate` or `doctor` needs that is there and cannot be read or understood is an
/// error naming it and why (with its exit code, nothing written), never taken as missing: an
/// app delegate over the 8 MiB limit or a FIFO, a project with an object id defined twice, a
/// storyboard truncated, with merge-conflict markers or over the limit, a generated file's
/// name taken by a folder, an `.xcodeproj` that is a link out of the folder. Each on a copy of
/// a small test project, damaged here and committed, checked by plain `git status`.
@Suite("migrate and doctor: a file that cannot be read is an error naming it, never missing")
struct UnreadableInputTests {
    let workspace: Workspace
    init() throws { workspace = try Workspace() }

    /// A test project, damaged by `damage`, in a git work tree; the damage is committed when git
    /// can hold it (a FIFO it cannot: then `git status` before and after are compared).
    func project(_ fixture: String, damage: (URL) throws -> Void) throws -> URL {
        let copy = workspace.url.appendingPathComponent(fixture + "-" + UUID().uuidString.prefix(8))
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("migrate/projects/\(fixture)"), to: copy)
        try damage(copy)
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "before"]] {
            try ProcessRunner.run("git", arguments, in: copy, environment: workspace.environment).succeeded()
        }
        return copy
    }

    func status(_ folder: URL) throws -> String {
        // safe.directory: a project handed to an unprivileged user (below) is another user's.
        try ProcessRunner.run("git", ["-c", "safe.directory=*", "status", "--porcelain", "--ignored", "--untracked-files=all"], in: folder,
                              environment: workspace.environment).stdout
    }

    /// How uistate is run on `folder`: as this user, or, under root (which reads any file, as CI
    /// runs), as nobody, the folder given to nobody, so that a permission is really refused.
    func runner(for folder: URL, unprivileged: Bool) throws -> (program: String, prefix: [String]) {
        guard unprivileged, Self.isRoot else { return (Workspace.executable, []) }
        let (program, prefix) = try UnprivilegedRun.command(opening: workspace.url)
        try ProcessRunner.run("chown", ["-R", "65534:65534", folder.path]).succeeded()
        return (program, prefix + [Workspace.executable])
    }

    /// `migrate scenes --apply --allow-dirty` refused with `status`, naming `file` and `why` in
    /// one line, nothing written; `doctor --strict` fails on the same file (or refuses as
    /// migrate does, when it cannot go on), plain `doctor` does not.
    func expectRefused(_ folder: URL, status expected: Int32, file: String, why: String, doctorGoesOn: Bool = true, unprivileged: Bool = false,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (program, prefix) = try runner(for: folder, unprivileged: unprivileged)
        let before = try status(folder)
        let migrate = try ProcessRunner.run(program, prefix + ["migrate", "scenes", "--apply", "--allow-dirty"], in: folder,
                                            environment: workspace.environment, timeout: 60)
        #expect(migrate.status == expected, "\(migrate)", sourceLocation: sourceLocation)
        #expect(migrate.stderr.hasPrefix("error: \(file)") && migrate.stderr.contains(why) && migrate.stderr.contains("nothing was written"),
                "\(migrate.stderr)", sourceLocation: sourceLocation)
        #expect(migrate.stderr.split(separator: "\n").count == 1 && migrate.stdout.isEmpty, "\(migrate)", sourceLocation: sourceLocation)
        #expect(try status(folder) == before, "migrate wrote something", sourceLocation: sourceLocation)

        let doctor = try ProcessRunner.run(program, prefix + ["doctor", "--no-state"], in: folder, environment: workspace.environment, timeout: 60)
        let strict = try ProcessRunner.run(program, prefix + ["doctor", "--no-state", "--strict"], in: folder, environment: workspace.environment, timeout: 60)
        // Doctor's text names the line, not the column.
        let path = String(file.split(separator: ":")[0])
        if doctorGoesOn {
            #expect(doctor.status == 0 && doctor.stdout.contains("note [not-understood] \(path)") && doctor.stdout.contains(why), "\(doctor)", sourceLocation: sourceLocation)
            #expect(strict.status == 1 && strict.stdout.contains("1 file there not read or not understood (\(path)): --strict fails"), "\(strict)",
                    sourceLocation: sourceLocation)
        } else {
            #expect(doctor.status == expected && doctor.stderr.contains(file) && doctor.stderr.contains(why), "\(doctor)", sourceLocation: sourceLocation)
        }
    }

    @Test("an app delegate over 8 MiB: exit 66, not 'nothing to migrate'")
    func largeAppDelegate() throws {
        let folder = try project("window-in-code") { copy in
            let delegate = copy.appendingPathComponent("Notes/AppDelegate.swift")
            var bytes = try Data(contentsOf: delegate)
            bytes += Data(("\n// " + String(repeating: "x", count: 9 << 20) + "\n").utf8)
            try bytes.write(to: delegate)
        }
        try expectRefused(folder, status: 66, file: "Notes/AppDelegate.swift", why: "larger than 8 MiB")
    }

    @Test("a source that is a FIFO: exit 66 at once (no read blocks on it), not a migration without it")
    func fifo() throws {
        let folder = try project("window-in-code") { _ in }
        let source = folder.appendingPathComponent("Notes/NoteViewController.swift")
        try FileManager.default.removeItem(at: source)
        #expect(mkfifo(source.path, 0o644) == 0)
        try expectRefused(folder, status: 66, file: "Notes/NoteViewController.swift", why: "is a device, socket or FIFO, not a file")
    }

    @Test("a pbxproj defining an object id twice: exit 65 at the second definition's line and column, for migrate and doctor")
    func duplicateObject() throws {
        let folder = try project("storyboard-tabs") { copy in
            let pbxproj = copy.appendingPathComponent("Library.xcodeproj/project.pbxproj")
            var lines = try String(contentsOf: pbxproj, encoding: .utf8).components(separatedBy: "\n")
            let first = try #require(lines.firstIndex { $0.contains("/* BookViewController.swift */ = {isa = PBXFileReference;") })
            lines.insert(lines[first].replacingOccurrences(of: "path = BookViewController.swift", with: "path = Other.swift"), at: first + 2)
            try lines.joined(separator: "\n").write(to: pbxproj, atomically: true, encoding: .utf8)
        }
        let pbxproj = try String(contentsOf: folder.appendingPathComponent("Library.xcodeproj/project.pbxproj"), encoding: .utf8).components(separatedBy: "\n")
        let line = try #require(pbxproj.lastIndex { $0.contains("path = Other.swift") }) + 1
        let migrate = try workspace.uistate(["migrate", "scenes", "--apply"], in: folder)
        #expect(migrate.status == 65 && migrate.stderr.contains("Library.xcodeproj/project.pbxproj:\(line):3: defines the object ")
                && migrate.stderr.contains("twice (lines \(line - 2) and \(line))"), "\(migrate)")
        #expect(try status(folder).isEmpty)
        let doctor = try workspace.uistate(["doctor", "--no-state"], in: folder)
        #expect(doctor.status == 65 && doctor.stderr.contains("project.pbxproj:\(line):3: defines the object"), "\(doctor)")
    }

    @Test("a storyboard truncated, with merge-conflict markers, or over 8 MiB: its screens' restoration not silently dropped")
    func storyboards() throws {
        let storyboard = "Library/Base.lproj/Main.storyboard"
        let truncated = try project("storyboard-tabs") { copy in
            let url = copy.appendingPathComponent(storyboard)
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            try (lines.prefix(30).joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        try expectRefused(truncated, status: 65, file: storyboard + ":", why: "not understood as Interface Builder XML")

        let conflicted = try project("storyboard-tabs") { copy in
            let url = copy.appendingPathComponent(storyboard)
            var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            lines.insert(contentsOf: ["<<<<<<< HEAD", lines[20], "=======", ">>>>>>> feature"], at: 20)
            try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        }
        try expectRefused(conflicted, status: 65, file: storyboard + ":21:1", why: "has git merge-conflict markers")

        let large = try project("storyboard-tabs") { copy in
            let url = copy.appendingPathComponent(storyboard)
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacingOccurrences(of: "</document>", with: "<!-- " + String(repeating: "x", count: 9 << 20) + " -->\n</document>")
                .write(to: url, atomically: true, encoding: .utf8)
        }
        try expectRefused(large, status: 66, file: storyboard, why: "larger than 8 MiB")
    }

    @Test("the name of a file the migration creates taken by a folder: exit 66 before any write, not written over")
    func takenName() throws {
        let folder = try project("window-in-code") { copy in
            let taken = copy.appendingPathComponent("Notes/SceneDelegate.swift")
            try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: false)
            try Data("kept\n".utf8).write(to: taken.appendingPathComponent("README"))
        }
        let before = try status(folder)
        let migrate = try workspace.uistate(["migrate", "scenes", "--apply"], in: folder)
        #expect(migrate.status == 66 && migrate.stderr.hasPrefix("error: Notes/SceneDelegate.swift: is a folder, not a file"), "\(migrate)")
        #expect(try status(folder) == before)
    }

    @Test("an .xcodeproj that is a link out of the folder: refused before any write (no migration without the project); a link inside is read")
    func linkedProject() throws {
        let outside = workspace.url.appendingPathComponent("outside")
        let app = outside.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("migrate/projects/storyboard-tabs"), to: app)
        try FileManager.default.moveItem(at: app.appendingPathComponent("Library.xcodeproj"), to: outside.appendingPathComponent("Library.xcodeproj"))
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("Library.xcodeproj").path, withDestinationPath: "../Library.xcodeproj")
        for arguments in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "before"]] {
            try ProcessRunner.run("git", arguments, in: app, environment: workspace.environment).succeeded()
        }
        let project = try Data(contentsOf: outside.appendingPathComponent("Library.xcodeproj/project.pbxproj"))
        let refused = try workspace.uistate(["migrate", "scenes", "--apply"], in: app)
        #expect(refused.status == 128 && refused.stderr.contains("outside the project folder"), "\(refused)")
        #expect(try status(app).isEmpty, "nothing written in the folder")
        #expect(try Data(contentsOf: outside.appendingPathComponent("Library.xcodeproj/project.pbxproj")) == project)

        // The same project linked from inside the folder is the app's project: migrated there.
        let inside = try self.project("storyboard-tabs") { copy in
            try FileManager.default.moveItem(at: copy.appendingPathComponent("Library.xcodeproj"), to: copy.appendingPathComponent("Library/Real.xcodeproj"))
            try FileManager.default.createSymbolicLink(atPath: copy.appendingPathComponent("Library.xcodeproj").path, withDestinationPath: "Library/Real.xcodeproj")
        }
        let plan = try workspace.uistate(["migrate", "scenes", "--dry-run"], in: inside)
        #expect(plan.status == 0 && plan.stdout.contains("+++ b/Library/Real.xcodeproj/project.pbxproj"), "\(plan)")
    }

    static var isRoot: Bool { getuid() == 0 }

    @Test("a source without read permission: exit 77 naming it (under root, run as nobody)")
    func noPermission() throws {
        let folder = try project("window-in-code") { _ in }
        let source = folder.appendingPathComponent("Notes/NoteStore.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: source.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: source.path) }
        try expectRefused(folder, status: 77, file: "Notes/NoteStore.swift", why: "cannot read it: Permission denied", unprivileged: true)
    }

    @Test("a folder of a synchronized folder that cannot be listed: exit 77 naming it, its files never taken as none (under root, run as nobody)")
    func unlistedFolder() throws {
        let folder = try project("window-in-code") { copy in
            try FileManager.default.createDirectory(at: copy.appendingPathComponent("Notes/Sub"), withIntermediateDirectories: false)
            try Data("import UIKit\nfinal class Hidden: UIViewController {}\n".utf8).write(to: copy.appendingPathComponent("Notes/Sub/Hidden.swift"))
        }
        let sub = folder.appendingPathComponent("Notes/Sub")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: sub.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sub.path) }
        try expectRefused(folder, status: 77, file: "Notes/Sub", why: "a folder that cannot be listed: Permission denied", unprivileged: true)
    }
}

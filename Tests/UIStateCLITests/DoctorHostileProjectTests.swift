import Foundation
import TestSupport
import Testing

/// `uistate doctor` on projects shaped to hurt it: an Info.plist that is a folder, too large, a
/// link to a device or unreadable; sources nested 8 MB deep or 2 million tokens long; a file
/// name that would forge a line of output. Each run is confined to 256 MiB of data (`ulimit
/// -d`): doctor ends with 0, 1 or 66 and one line per note, never a trap.
@Suite("doctor: hostile project shapes, bounded")
struct DoctorHostileProjectTests {
    let workspace: Workspace
    init() throws { workspace = try Workspace() }

    func project(_ name: String) throws -> URL {
        let copy = workspace.url.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("projects/\(name)"), to: copy)
        return copy
    }

    /// `uistate doctor <folder>` with at most 256 MiB of data.
    func boundedDoctor(_ folder: URL) throws -> ProcessResult {
        try ProcessRunner.run("/bin/sh", ["-c", "ulimit -d 262144 && exec \"$0\" doctor --no-state \"$1\"", Workspace.executable, folder.path],
                              in: workspace.url, environment: workspace.environment)
    }

    static var isRoot: Bool { (try? ProcessRunner.run("id", ["-u"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)) == "0" }

    @Test("an Info.plist that is a folder, larger than 8 MiB, a link to /dev/zero or unreadable: a note, the life cycle unknown, exit 0")
    func infoPlist() throws {
        let shapes: [(String, String, (URL) throws -> Void)] = [
            ("folder", "is a folder, not a file", { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) }),
            ("large", "larger than 8 MiB", { try Data(repeating: 0x20, count: 9 << 20).write(to: $0) }),
            ("device", "is a device, socket or FIFO", { try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/dev/zero") }),
            ("unreadable", "cannot read it", { url in
                try Data("<plist/>".utf8).write(to: url)
                try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: url.path)
            }),
        ]
        for (name, note, make) in shapes where name != "unreadable" || !Self.isRoot {
            let folder = try project("scenes-uikit")
            let plist = folder.appendingPathComponent("Browser/Info.plist")
            try FileManager.default.removeItem(at: plist)
            try make(plist)
            let doctor = try boundedDoctor(folder)
            #expect(doctor.status == 0, "\(name): \(doctor)")
            #expect(doctor.stdout.contains("note [not-understood] Browser/Info.plist: \(note)"), "\(name): \(doctor.stdout)")
            #expect(doctor.stdout.contains("Life cycle: unknown"), "\(name): \(doctor.stdout)")
            try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: plist.path)
        }
    }

    @Test("8 MB of nested braces, parentheses or Objective-C blocks, and 8 MB of flat tokens: read in part with a note, within 256 MiB")
    func deepSources() throws {
        let swift: [(String, String)] = [
            ("braces", "func f() " + String(repeating: "{", count: 4_000_000) + String(repeating: "}", count: 3_900_000)),
            ("parentheses", "class A { func f() { let x = " + String(repeating: "(", count: 4_000_000) + String(repeating: ")", count: 3_900_000) + " } }"),
            ("flat", "class A { func f() {" + String(repeating: "{}", count: 4_000_000) + "} }"),
        ]
        for (name, source) in swift {
            let folder = try project("scenes-uikit")
            try Data(source.utf8).write(to: folder.appendingPathComponent("Browser/PageViewController.swift"))
            let doctor = try boundedDoctor(folder)
            #expect([0, 1].contains(doctor.status), "\(name): \(doctor)")
            let expected = name == "flat" ? "more than 2000000 tokens: the rest of the file is not read" : "brackets nested more than 512 deep"
            #expect(doctor.stdout.contains("Browser/PageViewController.swift:1: \(expected)"), "\(name): \(doctor.stdout)")
            #expect(!doctor.stdout.contains("an unclosed"), "a file read in part is not said to be unclosed")
        }
        let objc = try project("objc")
        let implementation = try #require(FileManager.default.subpaths(atPath: objc.path)?.first { $0.hasSuffix(".m") })
        try Data(("@implementation A\n- (void)f { dispatch_async(q, " + String(repeating: "^{ ", count: 2_000_000) + String(repeating: "}", count: 1_500_000)).utf8)
            .write(to: objc.appendingPathComponent(implementation))
        let doctor = try boundedDoctor(objc)
        #expect([0, 1].contains(doctor.status), "\(doctor)")
        #expect(doctor.stdout.contains("brackets nested more than 512 deep"), "\(doctor.stdout)")
    }

    @Test("a project file that is a folder or a device is exit 66; a source that is one turns the app's errors into notes")
    func unreadableFiles() throws {
        let folder = try project("classic-code")
        let pbxproj = folder.appendingPathComponent("Notebook.xcodeproj/project.pbxproj")
        try FileManager.default.removeItem(at: pbxproj)
        try FileManager.default.createDirectory(at: pbxproj, withIntermediateDirectories: false)
        let doctor = try boundedDoctor(folder)
        #expect(doctor.status == 66 && doctor.stderr.hasPrefix("error: cannot read Notebook.xcodeproj/project.pbxproj: is a folder"), "\(doctor)")
        #expect(doctor.stderr.split(separator: "\n").count == 1)

        let app = try project("classic-code")
        let delegate = app.appendingPathComponent("Notebook/AppDelegate.swift")
        try FileManager.default.removeItem(at: delegate)
        try FileManager.default.createSymbolicLink(atPath: delegate.path, withDestinationPath: "/dev/zero")
        let unsure = try boundedDoctor(app)
        #expect(unsure.status == 0, "\(unsure)")
        #expect(unsure.stdout.contains("note [not-understood] Notebook/AppDelegate.swift: is a device"), "\(unsure.stdout)")
        #expect(unsure.stdout.contains("(not certain: 1 of its source files could not be read)") && !unsure.stdout.contains("error ["), "\(unsure.stdout)")
    }

    @Test("a newline in a file name is printed escaped: no line of doctor's output comes from a file name")
    func forgedLines() throws {
        let folder = try project("classic-code")
        let evil = folder.appendingPathComponent("Notebook/Evil\nerror [forged] all state lost.swift")
        try Data("import UIKit\nclass Evil: UIViewController {\n}\n}\n".utf8).write(to: evil)
        let doctor = try boundedDoctor(folder)
        #expect([0, 1].contains(doctor.status))
        #expect(doctor.stdout.contains("Notebook/Evil\\u{a}error [forged] all state lost.swift"), "\(doctor.stdout)")
        #expect(!doctor.stdout.split(separator: "\n").contains { $0.hasPrefix("error [forged]") })
    }
}

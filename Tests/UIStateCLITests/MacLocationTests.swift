import Foundation
import PropertyList
import TestSupport
import Testing

/// Where macOS keeps AppKit's saved state, built under a temporary HOME: a sandboxed app's
/// container, talagent's daemon container (found by its metadata, the app by
/// ApplicationMapping.plist) and ~/Library; a folder reached through a symbolic link.
@Suite("Mac apps: the three places, the mapping, permissions, links")
struct MacLocationTests {
    let workspace: Workspace
    var home: URL { workspace.url.appendingPathComponent(".home") }
    var library: URL { home.appendingPathComponent("Library") }
    static let containerUUID = "8D4F3B2A-1C5E-4F6A-9B7C-0D1E2F3A4B5C"
    static let editorUUID = "0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9"
    static let linkedUUID = "11111111-2222-4333-8444-555555555555"
    var daemonStates: URL {
        library.appendingPathComponent("Daemon Containers/\(Self.containerUUID)/Data/Library/Saved Application State")
    }

    init() throws {
        workspace = try Workspace()
        // A decoy daemon container that is not talagent's, and talagent's.
        try metadata(in: library.appendingPathComponent("Daemon Containers/FFFFFFFF-0000-4000-8000-000000000000"), identifier: "com.apple.other")
        try metadata(in: library.appendingPathComponent("Daemon Containers/\(Self.containerUUID)"), identifier: "com.apple.talagent")
        try sample("mac-typing", at: daemonStates.appendingPathComponent("\(Self.editorUUID).savedState"))
        // An old, dead folder of the same app in ~/Library: the daemon container's wins.
        try sample("mac-one-window", at: library.appendingPathComponent("Saved Application State/com.example.Editor.savedState"))
        try sample("mac-two-windows", at: library.appendingPathComponent("Containers/com.example.Sandboxed/Data/Library/Saved Application State/com.example.Sandboxed.savedState"))
        try sample("mac-window-closed", at: library.appendingPathComponent("Saved Application State/com.example.Plain.savedState"))
        // A UUID folder that is a link out of the container.
        let elsewhere = workspace.url.appendingPathComponent("elsewhere.savedState")
        try sample("mac-one-window", at: elsewhere)
        try FileManager.default.createSymbolicLink(at: daemonStates.appendingPathComponent("\(Self.linkedUUID).savedState"), withDestinationURL: elsewhere)
        let identity = { (id: String) in PropertyListValue.dictionary([PropertyListEntry("protected", .dictionary([PropertyListEntry("signingIdentifier", .string(id))]))]) }
        let mapping = PropertyListValue.array([
            identity("com.example.Editor"), .string(Self.editorUUID),
            identity("com.example.Linked"), .string(Self.linkedUUID),
            identity("com.example.Evil"), .string("../../../../elsewhere"),
            .integer(7),
        ])
        try Data(BinaryPropertyListWriter.write(mapping)).write(to: daemonStates.appendingPathComponent("ApplicationMapping.plist"))
    }

    func metadata(in container: URL, identifier: String) throws {
        try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
        let plist = PropertyListValue.dictionary([PropertyListEntry("MCMMetadataIdentifier", .string(identifier)), PropertyListEntry("MCMMetadataVersion", .integer(6))])
        try Data(BinaryPropertyListWriter.write(plist)).write(to: container.appendingPathComponent(".com.apple.containermanagerd.metadata.plist"))
    }

    func sample(_ step: String, at folder: URL) throws {
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try workspace.uistate("sample", step, "--out", folder.path, "-q").succeeded()
    }

    func project(_ name: String) throws -> URL {
        let folder = workspace.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("init --mac-app finds each app where macOS keeps it; commit, status, diff and restore work on talagent's folder")
    func findsEachPlace() throws {
        let editor = try project("editor")
        let found = try workspace.uistate(["init", "--mac-app", "com.example.Editor"], in: editor)
        #expect(found.status == 0 && found.stdout.contains("Daemon Containers/\(Self.containerUUID)") && found.stdout.contains("talagent"), "\(found)")
        try workspace.uistate(["commit", "-q"], in: editor).succeeded()
        #expect(try workspace.uistate(["status"], in: editor).stdout.contains("nothing to commit"))
        #expect(try workspace.uistate(["show", "--stat"], in: editor).stdout.contains("the first snapshot: 9 objects in 2 windows"))
        try sample("mac-window-closed", at: daemonStates.appendingPathComponent("\(Self.editorUUID).savedState"))
        try workspace.uistate(["commit", "-q"], in: editor).succeeded()
        let restored = try workspace.uistate(["restore", "HEAD~1"], in: editor)
        #expect(restored.status == 0, "\(restored)")
        #expect(try workspace.uistate(["diff", "HEAD~1", "--exit-code"], in: editor).status == 0, "the folder holds HEAD~1 again")
        #expect(try ProcessRunner.run("git", ["--git-dir", editor.appendingPathComponent(".uistate").path, "fsck", "--strict"]).status == 0)

        let sandboxed = try workspace.uistate(["init", "--mac-app", "com.example.Sandboxed"], in: try project("sandboxed"))
        #expect(sandboxed.stdout.contains("Containers/com.example.Sandboxed/Data/") && sandboxed.stdout.contains("(sandboxed app)"), "\(sandboxed)")
        let plain = try workspace.uistate(["init", "--mac-app", "com.example.Plain"], in: try project("plain"))
        #expect(plain.stdout.contains(".home/Library/Saved Application State/com.example.Plain.savedState") && !plain.stdout.contains("not there yet"), "\(plain)")
    }

    @Test("a mapping entry that is not a UUID names no folder; a UUID folder that is a link is reported, not used")
    func untrustedMapping() throws {
        let evil = try workspace.uistate(["init", "--mac-app", "com.example.Evil"], in: try project("evil"))
        #expect(evil.status == 0 && evil.stdout.contains(".home/Library/Saved Application State/com.example.Evil.savedState") && evil.stderr.contains("not there yet"), "\(evil)")
        #expect(!evil.stdout.contains("elsewhere"))
        let linked = try workspace.uistate(["init", "--mac-app", "com.example.Linked"], in: try project("linked"))
        #expect(linked.status == 65 && linked.stderr.contains("symbolic link") && linked.stderr.contains("--archive"), "\(linked)")
        #expect(!FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("linked/.uistate").path), "nothing created")
    }

    @Test("mac-apps lists every folder in the three places, with its app, UUID, titles and links; --json")
    func listing() throws {
        let text = try workspace.uistate("mac-apps")
        #expect(text.status == 0, "\(text)")
        for expected in ["com.example.Editor (daemon container", "com.example.Editor (library", "com.example.Sandboxed (sandbox", "com.example.Plain (library",
                         "\"Untitled — Edited\"", "a symbolic link to", "item 5: '../../../../elsewhere' is not a UUID", "item 6: neither an identity nor a UUID"] {
            #expect(text.stdout.contains(expected), "\(expected): \(text.stdout)")
        }
        let json = try workspace.uistate("mac-apps", "--json")
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let states = try #require(listing["states"] as? [[String: Any]])
        #expect(states.count == 5, "\(states)")
        let daemon = try #require(states.first { $0["uuid"] as? String == Self.editorUUID })
        #expect(daemon["bundleIdentifier"] as? String == "com.example.Editor" && daemon["place"] as? String == "daemon container")
        #expect((daemon["titles"] as? [String])?.contains("Shopping.txt") == true, "\(daemon)")
        #expect(states.contains { $0["uuid"] as? String == Self.linkedUUID && $0["linkTarget"] as? String != nil })
        if JSONSchema.validatorAvailable { try JSONSchema.validate(json.stdout, schema: "mac-apps.schema.json") }
    }

    @Test("a daemon container the terminal cannot read: Full Disk Access named, exit 77, nothing created")
    func permission() throws {
        let containers = library.appendingPathComponent("Daemon Containers")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: containers.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: containers.path) }
        let folder = try project("denied")
        let (program, prefix) = try UnprivilegedRun.command(opening: workspace.url)
        let initialized = try ProcessRunner.run(program, prefix + [Workspace.executable, "init", "--mac-app", "com.example.Editor"], in: folder, environment: workspace.environment)
        #expect(initialized.status == 77, "\(initialized)")
        #expect(initialized.stderr.contains("Full Disk Access") && initialized.stderr.contains("System Settings > Privacy & Security"), "\(initialized)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".uistate").path))
        let listed = try ProcessRunner.run(program, prefix + [Workspace.executable, "mac-apps"], in: folder, environment: workspace.environment)
        #expect(listed.status == 77 && listed.stdout.contains("com.example.Plain") && listed.stderr.contains("Full Disk Access"), "what could be read is listed: \(listed)")
    }

    @Test("a daemon container whose metadata the terminal cannot read, none readable being talagent's: exit 77 naming Full Disk Access, no fallback")
    func unreadableMetadata() throws {
        // The containers list, but talagent's own metadata (EACCES here, EPERM under macOS's
        // privacy protection) cannot be read: the state may well be there.
        let talagent = library.appendingPathComponent("Daemon Containers/\(Self.containerUUID)")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: talagent.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: talagent.path) }
        let folder = try project("metadata-denied")
        let (program, prefix) = try UnprivilegedRun.command(opening: workspace.url)
        let initialized = try ProcessRunner.run(program, prefix + [Workspace.executable, "init", "--mac-app", "com.example.Editor"], in: folder, environment: workspace.environment)
        #expect(initialized.status == 77, "not the Library's old folder: \(initialized)")
        #expect(initialized.stderr.contains("Full Disk Access") && initialized.stderr.contains(".com.apple.containermanagerd.metadata.plist"), "\(initialized)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".uistate").path))
        // A decoy's unreadable metadata does not stop talagent's readable one from being found.
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: talagent.path)
        let decoy = library.appendingPathComponent("Daemon Containers/FFFFFFFF-0000-4000-8000-000000000000")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: decoy.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: decoy.path) }
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
        let found = try ProcessRunner.run(program, prefix + [Workspace.executable, "init", "--mac-app", "com.example.Editor"], in: folder, environment: workspace.environment)
        #expect(found.status == 0 && found.stdout.contains("Daemon Containers"), "\(found)")
    }

    @Test("a savedState reached through a symbolic link: commit, status, check, scan, inspect and restore work; the link stays a link")
    func symbolicLink() throws {
        let real = workspace.url.appendingPathComponent("real/Editor.savedState")
        try sample("mac-typing", at: real)
        try FileManager.default.createSymbolicLink(at: workspace.url.appendingPathComponent("state"), withDestinationURL: real)
        try workspace.uistate("init", "--archive", "state", "-q").succeeded()
        let commit = try workspace.uistate("commit", "-m", "through a link")
        #expect(commit.status == 0, "\(commit)")
        #expect(try workspace.uistate("status").stdout.contains("nothing to commit"))
        #expect(try workspace.uistate("check").status == 0)
        #expect(try workspace.uistate("scan", "--archive").status != 128)
        let inspect = try workspace.uistate("inspect", "state")
        #expect(inspect.status == 0 && inspect.stdout.contains("Untitled — Edited"), "\(inspect)")
        try sample("mac-window-closed", at: real)
        try workspace.uistate("commit", "-q").succeeded()
        #expect(try workspace.uistate("restore", "HEAD~1").status == 0)
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: workspace.url.appendingPathComponent("state").path)
        #expect(link == real.path, "the link stays a link to the same folder")
        #expect(try workspace.uistate("diff", "HEAD~1", "--exit-code").status == 0, "the target holds HEAD~1")
        let broken = workspace.url.appendingPathComponent("broken")
        try FileManager.default.createSymbolicLink(at: broken, withDestinationURL: workspace.url.appendingPathComponent("nowhere"))
        let refused = try workspace.uistate("restore", "HEAD", "--to", "broken")
        #expect(refused.status != 0 && refused.stderr.contains("leads to no folder") && !refused.stderr.contains("Is a directory"), "\(refused)")
    }

    @Test("inspect window_<n>.data says what it is; commit of a data.data alone says where its keys are; windows.plist alone warns")
    func oddFiles() throws {
        let folder = workspace.url.appendingPathComponent("E.savedState")
        try sample("mac-typing", at: folder)
        try Data([0x42, 0x5A, 0x68, 0x39] + (0..<200).map { UInt8($0) }).write(to: folder.appendingPathComponent("window_1.data"))
        let inspect = try workspace.uistate("inspect", "E.savedState/window_1.data")
        #expect(inspect.status == 0 && inspect.stdout.contains("AppKit window picture of window 1 (204 bytes)"), "\(inspect)")
        try workspace.uistate("init", "-q").succeeded()
        let alone = try workspace.uistate("commit", "E.savedState/data.data")
        #expect(alone.status == 65 && alone.stderr.contains("windows.plist") && !alone.stderr.contains("not a property list"), "\(alone)")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("data.data"))
        let keysOnly = try workspace.uistate("commit", "E.savedState")
        #expect(keysOnly.stderr.contains("no data.data") && keysOnly.stderr.contains("AppKit restores none of them"), "\(keysOnly)")
    }
}

/// Runs a program as an unprivileged user, so that a folder's mode applies (root reads
/// everything): `setpriv` to nobody when the tests run as root.
enum UnprivilegedRun {
    static func command(opening folder: URL) throws -> (program: String, prefix: [String]) {
        guard getuid() == 0 else { return ("/usr/bin/env", []) }
        // nobody must reach the workspace and the built binary (a checkout in a private
        // folder, as mktemp -d makes, included): each folder above them searchable.
        for start in [folder, URL(fileURLWithPath: Workspace.executable).deletingLastPathComponent()] {
            var path = start.standardizedFileURL
            while path.path != "/" {
                let mode = (try FileManager.default.attributesOfItem(atPath: path.path)[.posixPermissions] as? Int) ?? 0o755
                try FileManager.default.setAttributes([.posixPermissions: mode | 0o711], ofItemAtPath: path.path)
                path = path.deletingLastPathComponent()
            }
        }
        return ("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups"])
    }
}

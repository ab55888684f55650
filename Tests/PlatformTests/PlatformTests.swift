import Foundation
import Platform
import TestSupport
import Testing

@Suite("The platform layer")
struct PlatformTests {
    @Test("atomic writes replace a file whole, owner-only, and leave no temporary file")
    func atomicWrite() throws {
        let folder = try TemporaryDirectory("platform")
        let path = folder.appending("state").path
        try AtomicFile.write(Array("one".utf8), to: path)
        try AtomicFile.write(Array("two".utf8), to: path)
        #expect(try FileSystem.read(path) == Array("two".utf8))
        #expect(FileSystem.entry(path)?.permissions == 0o600)
        #expect(try FileSystem.contents(ofDirectory: folder.url.path) == ["state"])
    }

    @Test("abandoned temporaries: a dead writer's folder, file and link go (not what the link points at); a live writer's and other names stay")
    func abandonedTemporaries() throws {
        let folder = try TemporaryDirectory("platform")
        let dead = try ProcessRunner.run("sh", ["-c", "echo $$"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let live = "\(ProcessInfo.processInfo.processIdentifier)"
        let path = { (name: String) in folder.appending(name).path }
        try FileSystem.createDirectory(path(".App.savedState.tmp-\(dead)-3141"))
        try FileSystem.createDirectory(path(".App.savedState.tmp-\(dead)-3141/session"))
        try AtomicFile.write([1, 2], to: path(".App.savedState.tmp-\(dead)-3141/session/data.data"))
        try AtomicFile.write([1], to: path(".data.data.tmp-\(dead)-7"))
        try FileSystem.createDirectory(path("outside"))
        try AtomicFile.write(Array("keep".utf8), to: path("outside/file"))
        try FileManager.default.createSymbolicLink(atPath: path(".link.tmp-\(dead)-9"), withDestinationPath: path("outside"))
        let kept = [".App.savedState.tmp-\(live)-5", ".a.tmp-12x-3", ".a.tmp-\(dead)", "x.tmp-\(dead)-1", ".tmp-\(dead)-1",
                    ".a.tmp-\(dead)-99999999999", "App.savedState", "outside"]
        for name in kept where name != "outside" { try FileSystem.createDirectory(path(name)) }
        #expect(AtomicFile.removeAbandonedTemporaries(in: folder.url.path) == 3)
        #expect(try FileSystem.contents(ofDirectory: folder.url.path) == kept.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(try FileSystem.read(path("outside/file")) == Array("keep".utf8), "the link went, not its target")
        #expect(AtomicFile.removeAbandonedTemporaries(in: path("missing")) == 0)
    }

    @Test("exchange swaps two folders in one step; removeTree removes a folder but not what a link points at")
    func exchangeAndRemove() throws {
        let folder = try TemporaryDirectory("platform")
        let old = folder.appending("old").path, new = folder.appending("new").path
        try FileSystem.createDirectory(old)
        try FileSystem.createDirectory(new)
        try AtomicFile.write(Array("old".utf8), to: old + "/file")
        try AtomicFile.write(Array("new".utf8), to: new + "/file")
        try FileSystem.exchange(new, old, fallback: folder.appending("spare").path)
        #expect(try FileSystem.read(old + "/file") == Array("new".utf8))
        #expect(try FileSystem.read(new + "/file") == Array("old".utf8))
        let outside = folder.appending("outside").path
        try AtomicFile.write(Array("keep".utf8), to: outside)
        try FileManager.default.createSymbolicLink(atPath: new + "/link", withDestinationPath: outside)
        try FileSystem.createDirectory(new + "/nested")
        try AtomicFile.write([1], to: new + "/nested/deep")
        try FileSystem.removeTree(new)
        #expect(!FileSystem.exists(new))
        #expect(try FileSystem.read(outside) == Array("keep".utf8), "the link's target survives")
        #expect(try FileSystem.contents(ofDirectory: folder.url.path) == ["old", "outside"])
    }

    @Test("a folder monitor wakes for a change inside the folder and for the folder's creation")
    func folderMonitor() throws {
        let parent = try TemporaryDirectory("monitor")
        let watched = parent.appending("App.savedState").path
        let monitor = FolderMonitor(path: watched)
        #if os(Linux)
        #expect(monitor.usesNotifications)
        #expect(!monitor.wait(timeout: 0.05), "nothing happened yet")
        #endif
        try FileSystem.createDirectory(watched)
        #expect(monitor.wait(timeout: 30), "the folder appeared (seen through its parent)")
        try AtomicFile.write([1], to: watched + "/data.data")
        #expect(monitor.wait(timeout: 30), "a file was renamed in")
    }

    @Test("a program on PATH runs with its output; a missing one is not found")
    func programs() throws {
        let environment = ["PATH": "/nonexistent:/usr/bin:/bin"]
        let sh = try #require(ProgramRunner.find("sh", environment: environment))
        let result = try ProgramRunner.run(sh, ["-c", "echo out; echo err >&2; exit 3"], environment: environment)
        #expect(result.status == 3 && result.output == "out\n" && result.errorOutput == "err\n")
        #expect(ProgramRunner.find("no-such-program-here", environment: environment) == nil)
    }

    @Test("a failed write says why (errno), names the path, and writes nothing")
    func failedWrite() throws {
        let folder = try TemporaryDirectory("platform")
        let readOnly = folder.appending("locked").path
        try FileSystem.createDirectory(readOnly)
        try FileSystem.setPermissions(readOnly, 0o500)
        defer { try? FileSystem.setPermissions(readOnly, 0o700) }
        guard FileSystem.currentUser != 0 else { return }
        #expect { try AtomicFile.write([1], to: readOnly + "/state") } throws: { error in
            guard let error = error as? SystemError else { return false }
            return error.isPermissionDenied && error.description.contains(readOnly) && error.description.contains("ermission denied")
        }
        #expect(try FileSystem.contents(ofDirectory: readOnly).isEmpty)
        #expect { try FileSystem.read(folder.appending("missing").path) } throws: { ($0 as? SystemError)?.isNotFound == true }
    }

    @Test("reads refuse a file larger than the limit before reading it whole")
    func readLimit() throws {
        let folder = try TemporaryDirectory("platform")
        let path = folder.appending("big").path
        try AtomicFile.write([UInt8](repeating: 7, count: 200_000), to: path)
        #expect(try FileSystem.read(path, limit: 200_000).count == 200_000)
        #expect { try FileSystem.read(path, limit: 1000) } throws: { ($0 as? SystemError)?.code == EFBIG }
    }

    @Test("a regular file is read through a link; nothing there is nil; a folder, a FIFO (at once, never waited on) or a device is not a file")
    func regularFiles() throws {
        let folder = try TemporaryDirectory("platform")
        try AtomicFile.write([1, 2, 3], to: folder.appending("file").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appending("link").path, withDestinationPath: "file")
        try FileManager.default.createSymbolicLink(atPath: folder.appending("dangling").path, withDestinationPath: "none")
        try FileSystem.createDirectory(folder.appending("folder").path)
        #expect(mkfifo(folder.appending("fifo").path, 0o644) == 0)
        #expect(try FileSystem.readRegularFile(folder.appending("link").path) == [1, 2, 3])
        #expect(try FileSystem.readRegularFile(folder.appending("none").path) == nil)
        #expect(try FileSystem.readRegularFile(folder.appending("dangling").path) == nil)
        #expect(try FileSystem.readRegularFile(folder.appending("file/below").path) == nil)
        #expect(throws: FileSystem.RegularFileFailure.notAFile(.directory)) { try FileSystem.readRegularFile(folder.appending("folder").path) }
        #expect(throws: FileSystem.RegularFileFailure.notAFile(.special)) { try FileSystem.readRegularFile(folder.appending("fifo").path) }
        #expect(throws: FileSystem.RegularFileFailure.notAFile(.special)) { try FileSystem.readRegularFile("/dev/zero") }
        #expect { try FileSystem.readRegularFile(folder.appending("file").path, limit: 2) } throws: { error in
            guard case .system(let system)? = error as? FileSystem.RegularFileFailure else { return false }
            return system.isTooLarge
        }
    }

    @Test("entries are seen without following symbolic links")
    func entries() throws {
        let folder = try TemporaryDirectory("platform")
        try AtomicFile.write([1, 2, 3], to: folder.appending("file").path)
        try FileSystem.createDirectory(folder.appending("folder").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appending("link").path, withDestinationPath: folder.appending("file").path)
        #expect(FileSystem.entry(folder.appending("file").path)?.type == .file)
        #expect(FileSystem.entry(folder.appending("file").path)?.size == 3)
        #expect(FileSystem.entry(folder.appending("folder").path)?.type == .directory)
        #expect(FileSystem.entry(folder.appending("link").path)?.type == .symbolicLink)
        #expect(FileSystem.entry(folder.appending("none").path) == nil)
        #expect(FileSystem.entry("/dev/null")?.type == .special)
        #expect(try FileSystem.contents(ofDirectory: folder.url.path) == ["file", "folder", "link"])
    }

    @Test("an output the user names is written through a link and into a FIFO, never replacing either")
    func outputs() throws {
        let folder = try TemporaryDirectory("platform")
        let target = folder.appending("page.html").path, link = folder.appending("link.html").path
        try AtomicFile.write([0], to: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try AtomicFile.writeOutput(Array("page".utf8), to: link)
        #expect(FileSystem.entry(link)?.type == .symbolicLink, "the link stays a link")
        #expect(try FileSystem.read(target) == Array("page".utf8))

        let fifo = folder.appending("fifo").path, copy = folder.appending("copy").path
        #expect(try ProcessRunner.run("mkfifo", [fifo]).status == 0)
        let reader = try ChildProcess("sh", ["-c", "cat '\(fifo)' > '\(copy)'"])
        try AtomicFile.writeOutput(Array("through the pipe".utf8), to: fifo)
        #expect(reader.finish(timeout: 30).status == 0)
        #expect(FileSystem.entry(fifo)?.type == .special, "the FIFO is not replaced by a file")
        #expect(try FileSystem.read(copy) == Array("through the pipe".utf8))
    }

    @Test("locks: shared with shared, exclusive waits and times out, an unopenable lock says why")
    func locks() throws {
        let folder = try TemporaryDirectory("platform")
        let path = folder.appending("lock").path
        do {
            let first = try FileLock(path: path, mode: .shared, timeout: 1)
            let second = try FileLock(path: path, mode: .shared, timeout: 1)
            #expect { _ = try FileLock(path: path, mode: .exclusive, timeout: 0.2) } throws: { ($0 as? FileLock.Failure) == .timedOut(path: path) }
            withExtendedLifetime((first, second)) {}
        }
        _ = try FileLock(path: path, mode: .exclusive, timeout: 1)
        #expect { _ = try FileLock(path: folder.appending("missing/lock").path, mode: .shared, timeout: 1) } throws: {
            guard case .system(let error)? = $0 as? FileLock.Failure else { return false }
            return error.isNotFound
        }
    }

    @Test("globs match as git tag -l does")
    func globs() {
        #expect(Glob("v1.*").matches("v1.2") && !Glob("v1.*").matches("v2.0"))
        #expect(Glob("login-?").matches("login-1") && !Glob("login-?").matches("login-12"))
        #expect(Glob("[ab]*").matches("beta") && !Glob("[ab]*").matches("gamma"))
    }

    @Test("a shell script runs to its exit status; a signal is 128 + n")
    func shell() {
        #expect(Shell.run("exit 3") == 3)
        #expect(Shell.run("kill -KILL $$") == 128 + 9)
    }
}

import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The harness every end-to-end test runs programs through must never hang the suite.
@Suite("Test harness: child processes")
struct ChildProcessTests {
    @Test("output, exit status, input and working folder")
    func basics() throws {
        let folder = try TemporaryDirectory("child")
        let result = try ProcessRunner.run("sh", ["-c", "pwd; cat; echo oops >&2; exit 3"], in: folder.url, input: Array("typed\n".utf8))
        #expect(result.status == 3)
        #expect(result.stdout == "\(folder.url.resolvingSymlinksInPath().path)\ntyped\n" || result.stdout == "\(folder.url.path)\ntyped\n", "\(result)")
        #expect(result.stderr == "oops\n")
    }

    @Test("a daemon left behind holding the output does not keep the caller waiting")
    func leftoverDaemon() throws {
        let result = try ProcessRunner.run("sh", ["-c", "sleep 60 & echo started"], timeout: 30)
        #expect(result.status == 0 && result.stdout == "started\n", "\(result)")
    }

    @Test("a program that runs past its deadline is killed with its group and reports 124")
    func deadline() throws {
        let folder = try TemporaryDirectory("child")
        let pidFile = folder.appending("grandchild")
        let result = try ProcessRunner.run("sh", ["-c", "sleep 60 & echo $! > '\(pidFile.path)'; wait"], timeout: 1)
        #expect(result.status == 124 && result.stderr.contains("killed after 1 s"), "\(result)")
        let grandchild = pid_t(try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(grandchild > 0 && !isAlive(grandchild), "the whole group is gone")
    }

    /// Running, not gone and not a zombie waiting for whoever inherited it to reap it.
    func isAlive(_ pid: pid_t) -> Bool {
        for _ in 0..<100 {
            guard let state = try? ProcessRunner.run("ps", ["-o", "stat=", "-p", String(pid)]), state.status == 0 else { return false }
            if state.stdout.hasPrefix("Z") { return false }
            usleep(20_000)
        }
        return true
    }

    @Test("signals reach the program, and the status says which")
    func signals() throws {
        let child = try ChildProcess("sleep", ["60"], capture: false)
        child.signal(SIGTERM)
        #expect(child.wait(timeout: 10) == 128 + SIGTERM)
    }
}

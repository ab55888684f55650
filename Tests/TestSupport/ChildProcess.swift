import CSpawn
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program a test starts, spawned with posix_spawn in a process group of its own and reaped
/// with waitpid. Foundation's Process is not used: its waitUntilExit spins a run loop that can
/// stall forever when hundreds of processes run from parallel tests, and it cannot kill what a
/// child forked. Every wait here has a deadline, after which the whole group is killed, so a
/// hanging program fails its test instead of hanging the suite.
public final class ChildProcess: @unchecked Sendable {
    public let pid: pid_t
    private var outputs: [Int32]
    /// What was read so far from each output, and the outputs not at their end yet.
    private var collected: [Int32: [UInt8]] = [:]
    private var open: [Int32] = []
    private var exitStatus: Int32?
    private let lock = NSLock()
    /// With `devToolsPipe`: where to write to the child's descriptor 3, and where its
    /// descriptor 4 is read (Chromium's `--remote-debugging-pipe`).
    public private(set) var pipeToChild: Int32 = -1
    public private(set) var pipeFromChild: Int32 = -1

    /// Starts `executable` (a path, or a name looked up in PATH). With `capture`, stdout and
    /// stderr are read by `finish`; otherwise they go to /dev/null. stdin gets `input`, or
    /// /dev/null.
    public init(
        _ executable: String, _ arguments: [String], in directory: URL? = nil,
        environment: [String: String] = [:], input: [UInt8]? = nil, capture: Bool = true, devToolsPipe: Bool = false
    ) throws {
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }

        var parentEnds: [Int32] = []
        var childEnds: [Int32] = []
        defer { childEnds.forEach { close($0) } }
        func pipePair() throws -> (read: Int32, write: Int32) {
            var fds: [Int32] = [0, 0]
            guard cspawn_pipe_cloexec(&fds) == 0 else { throw ChildProcessError("pipe: \(String(cString: strerror(errno)))") }
            return (fds[0], fds[1])
        }
        var inputPipe: (read: Int32, write: Int32)? = nil
        if input != nil {
            let pair = try pipePair()
            inputPipe = pair
            childEnds.append(pair.read)
            posix_spawn_file_actions_adddup2(&actions, pair.read, STDIN_FILENO)
        } else {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        }
        for target in [STDOUT_FILENO, STDERR_FILENO] {
            if capture {
                let pair = try pipePair()
                parentEnds.append(pair.read)
                childEnds.append(pair.write)
                posix_spawn_file_actions_adddup2(&actions, pair.write, target)
            } else {
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
            }
        }
        if let directory { cspawn_addchdir(&actions, directory.path) }
        var extra: (toChild: Int32, fromChild: Int32)? = nil
        if devToolsPipe {
            // Both ends the child gets are first moved above 9, so neither is 3 or 4 itself.
            let commands = try pipePair(), responses = try pipePair()
            let childRead = fcntl(commands.read, F_DUPFD_CLOEXEC, 10), childWrite = fcntl(responses.write, F_DUPFD_CLOEXEC, 10)
            close(commands.read)
            close(responses.write)
            childEnds += [childRead, childWrite]
            posix_spawn_file_actions_adddup2(&actions, childRead, 3)
            posix_spawn_file_actions_adddup2(&actions, childWrite, 4)
            extra = (commands.write, responses.read)
        }

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGCHLD] { sigaddset(&defaults, signal) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        var flags = Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        // Nothing else of the test process leaks into the child (and from there into daemons).
        cspawn_close_others(&actions, &attributes, &flags, devToolsPipe ? 5 : 3)
        posix_spawnattr_setflags(&attributes, flags)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = executable.contains("/")
            ? posix_spawn(&child, executable, &actions, &attributes, argv, envp)
            : posix_spawnp(&child, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            parentEnds.forEach { close($0) }
            if let extra { close(extra.toChild); close(extra.fromChild) }
            if let inputPipe { close(inputPipe.write) }
            throw ChildProcessError("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        pid = child
        if let extra { (pipeToChild, pipeFromChild) = extra }
        outputs = parentEnds
        open = parentEnds
        if let inputPipe, let input {
            // Written from a thread: a large input must not block while the child's output fills up.
            let fd = inputPipe.write
            Thread.detachNewThread {
                input.withUnsafeBytes { buffer in
                    var offset = 0
                    while offset < buffer.count {
                        let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                        if written < 0 && errno == EINTR { continue }
                        if written <= 0 { break }
                        offset += written
                    }
                }
                close(fd)
            }
        }
    }

    deinit {
        kill()
        outputs.forEach { close($0) }
        for fd in [pipeToChild, pipeFromChild] where fd >= 0 { close(fd) }
    }

    /// Sends `signal` to the child and everything it started (its process group) while the
    /// child has not been reaped; after that its id may belong to another process.
    public func signal(_ signal: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if exitStatus == nil { killpg(pid, signal) }
    }

    /// Kills the child and its process group and reaps it.
    public func kill() {
        signal(SIGKILL)
        _ = wait(timeout: 10)
    }

    /// Waits for the child to exit: its exit code, 128 + n for signal n, nil after `timeout`.
    public func wait(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let status = reap() { return status }
            if Date() >= deadline { return nil }
            usleep(2_000)
        }
    }

    /// Reads what the child wrote until stderr (or stdout) holds `text`: true, or false after
    /// `timeout` seconds or once the child has ended its output. What is read stays for `finish`.
    public func waitForOutput(_ text: String, onStandardError: Bool = true, timeout: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        guard let fd = onStandardError ? outputs.dropFirst().first : outputs.first else { return false }
        while Date() < deadline {
            if String(decoding: collected[fd] ?? [], as: UTF8.self).contains(text) { return true }
            guard open.contains(fd) else { return false }
            pump()
        }
        return false
    }

    /// Waits up to 50 ms for output and reads what is there.
    private func pump() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&polled, nfds_t(polled.count), 50)
        if ready < 0 && errno != EINTR { open = []; return }
        for entry in polled where entry.revents != 0 {
            let count = read(entry.fd, &buffer, buffer.count)
            if count > 0 {
                collected[entry.fd, default: []].append(contentsOf: buffer[0..<count])
            } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                open.removeAll { $0 == entry.fd }
            }
        }
    }

    /// Reads the captured output to its end and waits for the exit. After `timeout` seconds the
    /// process group is killed and the result says so (exit 124, as timeout(1) reports).
    public func finish(timeout: Double = 300) -> ProcessResult {
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        // Once the child has exited, output still held open by something it left running is
        // not waited for beyond a short grace.
        var exitedAt: Date? = nil
        while !open.isEmpty {
            if reap() != nil, exitedAt == nil { exitedAt = Date() }
            if let exitedAt, Date().timeIntervalSince(exitedAt) > 2 { break }
            if Date() >= deadline { timedOut = true; break }
            pump()
        }
        var status = timedOut ? nil : wait(timeout: max(0, deadline.timeIntervalSinceNow))
        if status == nil {
            timedOut = true
            kill()
            status = 124
        }
        let stdout = outputs.first.flatMap { collected[$0] } ?? []
        var stderr = String(decoding: outputs.count > 1 ? collected[outputs[1]] ?? [] : [], as: UTF8.self)
        if timedOut { stderr += "\n[test harness: killed after \(Int(timeout)) s without finishing]" }
        return ProcessResult(status: status ?? 124, stdout: String(decoding: stdout, as: UTF8.self), stderr: stderr, stdoutBytes: stdout)
    }

    /// The exit status once the child has exited (reaping it once), nil while it runs.
    private func reap() -> Int32? {
        lock.lock()
        defer { lock.unlock() }
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid else {
            // ECHILD: somebody else reaped it; nothing more can be known.
            if result < 0 && errno == ECHILD { exitStatus = -1 }
            return exitStatus
        }
        let signal = status & 0x7f
        exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return exitStatus
    }
}

public struct ChildProcessError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}

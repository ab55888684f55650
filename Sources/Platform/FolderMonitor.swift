#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Wakes a watcher when something in a folder, or the folder itself, may have changed. On
/// Linux it blocks on inotify (the folder, every folder below it, and the parent, which sees
/// the folder deleted and created again), so an idle watcher costs no CPU. Elsewhere it wakes
/// every `pollInterval` and the caller compares what it sees (a `stat` of a few files).
/// Either way a wake-up is only a hint: the caller decides by looking.
public final class FolderMonitor {
    public let path: String
    /// Whether waits block on change notifications (false: they poll).
    public let usesNotifications: Bool
    public static let pollInterval = 0.1

    #if os(Linux)
    private let descriptor: Int32
    #endif

    public init(path: String) {
        self.path = path
        #if os(Linux)
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        usesNotifications = descriptor >= 0
        refresh()
        #else
        usesNotifications = false
        #endif
    }

    deinit {
        #if os(Linux)
        if descriptor >= 0 { close(descriptor) }
        #endif
    }

    /// Blocks until a change may have happened, `timeout` seconds pass, or a signal arrives.
    /// Returns whether something may have changed.
    @discardableResult
    public func wait(timeout: Double) -> Bool {
        #if os(Linux)
        if usesNotifications {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, Int32(max(0, min(timeout, 3600)) * 1000))
            guard ready > 0 else { return false }
            drain()
            refresh()
            return true
        }
        #endif
        Pause.sleep(seconds: min(timeout, Self.pollInterval))
        return true
    }

    #if os(Linux)
    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Watches the parent, the folder and every folder below it (new session folders appear
    /// between runs); folders that went away drop out by themselves.
    private func refresh() {
        guard descriptor >= 0 else { return }
        let changes = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
        var folders = [FileSystem.parent(of: path)]
        var pending = [path]
        while let folder = pending.popLast(), folders.count < 4096 {
            guard FileSystem.entry(folder)?.type == .directory else { continue }
            folders.append(folder)
            for name in (try? FileSystem.contents(ofDirectory: folder)) ?? [] { pending.append(folder + "/" + name) }
        }
        for folder in folders {
            let mask = folder == FileSystem.parent(of: path) ? UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO) : changes
            // Adding a watch again for the same folder only updates it: no duplicates.
            _ = inotify_add_watch(descriptor, folder, mask)
        }
    }
    #endif
}

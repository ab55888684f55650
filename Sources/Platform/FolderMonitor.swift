#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Wakes a watcher when something in a folder, or the folder itself, may have changed. On
/// Linux it blocks on inotify, so an idle watcher costs no CPU: it watches the folder, every
/// folder below it and its parent (which sees the folder deleted and created again), or, while
/// the folder does not exist, its nearest existing ancestor (a fresh simulator container has
/// `Library/` but not `Saved Application State/`), moving down as folders appear. Elsewhere, or
/// when asked to, it wakes every `pollInterval` and the caller compares what it sees (a `stat`
/// of a few files). Either way a wake-up is only a hint: the caller decides by looking.
public final class FolderMonitor {
    public let path: String
    /// Whether waits block on change notifications (false: they poll).
    public let usesNotifications: Bool
    public static let pollInterval = 0.1

    #if os(Linux)
    private let descriptor: Int32
    /// The watch descriptor of each folder watched, to drop the ones no longer needed.
    private var watches: [String: Int32] = [:]
    #endif

    /// `polling` asks for polling even where notifications exist: network shares and some
    /// virtual machines' shared folders never deliver them.
    public init(path: String, polling: Bool = false) {
        self.path = path
        #if os(Linux)
        descriptor = polling ? -1 : inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
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
    /// The folders to watch, and what for: the folder and every folder below it for any
    /// change, the folder above it for the folder's own creation, deletion and renames; while
    /// the folder is missing, its nearest existing ancestor for the next folder down appearing.
    /// Each folder is listed after its watch is added, so nothing created in between is missed.
    private func plan(watch: (String, _ everything: Bool) -> Void) {
        var above = FileSystem.parent(of: path)
        while above != "/" && !FileSystem.exists(above) { above = FileSystem.parent(of: above) }
        watch(above, false)
        var pending = [path]
        var count = 1
        while let folder = pending.popLast(), count < 4096 {
            guard FileSystem.isDirectory(folder) else { continue }
            watch(folder, true)
            count += 1
            for name in (try? FileSystem.contents(ofDirectory: folder)) ?? [] { pending.append(folder + "/" + name) }
        }
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    private func refresh() {
        guard descriptor >= 0 else { return }
        let everything = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
        let entries = UInt32(IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF | IN_MOVE_SELF)
        var wanted: [String: Int32] = [:]
        plan { folder, all in
            // Adding a watch again for the same folder only updates its mask: no duplicates.
            let watch = inotify_add_watch(descriptor, folder, all ? everything : entries)
            if watch >= 0 { wanted[folder] = watch }
        }
        // An ancestor watched while the folder was missing wakes on every file created there.
        for (folder, watch) in watches where wanted[folder] == nil && !wanted.values.contains(watch) {
            _ = inotify_rm_watch(descriptor, watch)
        }
        watches = wanted
    }
    #endif
}

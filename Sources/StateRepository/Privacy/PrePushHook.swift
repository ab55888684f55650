#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StatePrivacy

/// What git tells a pre-push hook of one ref it is about to update: `<local ref> <local id>
/// <remote ref> <remote id>` (githooks(5)); a deletion has a zero local id.
public struct PrePushUpdate: Sendable, Equatable {
    public var localReference: String
    public var local: ObjectID
    public var remoteReference: String
    /// What the server has for the ref (zero for a new one).
    public var remote: ObjectID

    /// Git's lines on the hook's standard input; a line that is not one is left out.
    public static func parse(_ text: String) -> [PrePushUpdate] {
        text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 4, let local = ObjectID(hex: fields[1]), let remote = ObjectID(hex: fields[3]) else { return nil }
            return PrePushUpdate(localReference: fields[0], local: local, remoteReference: fields[2], remote: remote)
        }
    }
}

/// A `pre-push` hook in the repository's `hooks` folder, so that plain `git push` from it gets
/// the check `uistate push` makes (push protection, docs/privacy.md): git runs it with the
/// remote and its URL and the refs on its input, and stops the push when it fails. `git push
/// --no-verify` skips it, deliberately. A hook the user had is never overwritten.
extension SnapshotStore {
    /// How the repository's pre-push hook stands after asking for it.
    public enum PrePushHookState: Sendable, Equatable {
        /// Written now.
        case installed(path: String)
        /// uistate's, written again (it named another uistate).
        case updated(path: String)
        /// uistate's already, as it would be written.
        case unchanged(path: String)
        /// Removed (it was uistate's).
        case removed(path: String)
        /// There is none to remove.
        case absent(path: String)
    }

    /// The first lines of every hook uistate writes: what tells it from the user's own.
    static let hookMarker = "# uistate pre-push hook"

    /// Where git looks for this repository's hooks: `core.hooksPath` (relative to the git
    /// directory, where git runs a bare repository's hooks), else `hooks` in it.
    func hooksFolder() throws(RepositoryError) -> (path: String, shared: Bool) {
        let gitDirectory = URL(fileURLWithPath: self.gitDirectory).standardizedFileURL.path
        guard let configured = try Self.git({ () throws(GitError) in try repository.configString("core.hooksPath") }), !configured.isEmpty else {
            return (gitDirectory + "/hooks", false)
        }
        let expanded = configured.hasPrefix("~/") ? (environment["HOME"] ?? FileSystem.homeDirectory) + configured.dropFirst(1) : configured
        let path = URL(fileURLWithPath: expanded, relativeTo: URL(fileURLWithPath: gitDirectory, isDirectory: true)).standardizedFileURL.path
        // A folder outside the repository is shared with other repositories: not ours to write.
        return (path, !(path + "/").hasPrefix(gitDirectory + "/"))
    }

    /// The hook's text: the uistate that installed it (at `uistate`), else the one on PATH,
    /// checks the push; without either it refuses, saying how to push anyway.
    public static func prePushHookScript(uistate: String) -> String {
        let quoted = "'" + uistate.replacing("'", with: "'\\''") + "'"
        return """
            #!/bin/sh
            \(hookMarker) (uistate hooks install): plain 'git push' from this repository
            # gets the check 'uistate push' makes, and refuses what holds private values.
            # Skip it deliberately with 'git push --no-verify'; remove it with
            # 'uistate hooks uninstall'. See uistate's docs/privacy.md.
            uistate=\(quoted)
            if [ ! -x "$uistate" ]; then
                uistate=$(command -v uistate) || {
                    echo "error: uistate's pre-push hook cannot find uistate: install it, or push with 'git push --no-verify' to skip the check" >&2
                    exit 1
                }
            fi
            UISTATE_DIR="${GIT_DIR:-.}" exec "$uistate" hooks pre-push "$@"

            """
    }

    /// Writes the pre-push hook that runs `uistate` (its path), unless one the user had is
    /// there (refused, left as it is) or git's hooks folder is shared with other
    /// repositories (`core.hooksPath` outside this one).
    @discardableResult
    public func installPrePushHook(uistate: String) throws(RepositoryError) -> PrePushHookState {
        let folder = try hooksFolder()
        let path = folder.path + "/pre-push"
        let script = Array(Self.prePushHookScript(uistate: uistate).utf8)
        if FileSystem.entry(path) != nil {
            let current = try Self.system { () throws(SystemError) in try FileSystem.read(path, limit: 1 << 20) }
            guard Self.isOurs(current) else { throw .foreignHook(path: path, shared: folder.shared) }
            if current == script { return .unchanged(path: path) }
            try Self.system { () throws(SystemError) in try AtomicFile.write(script, to: path, permissions: 0o755) }
            return .updated(path: path)
        }
        guard !folder.shared else { throw .foreignHook(path: path, shared: true) }
        do {
            try FileSystem.createDirectories(folder.path, permissions: 0o755)
            try AtomicFile.writeNew(script, to: path, permissions: 0o755)
        } catch {
            // Made by another process meanwhile: left as it is.
            if FileSystem.entry(path) != nil, (try? FileSystem.read(path, limit: 1 << 20)).map(Self.isOurs) != true {
                throw .foreignHook(path: path, shared: folder.shared)
            }
            throw .system(error)
        }
        return .installed(path: path)
    }

    /// Removes the pre-push hook if uistate wrote it; one the user had stays (refused).
    @discardableResult
    public func uninstallPrePushHook() throws(RepositoryError) -> PrePushHookState {
        let folder = try hooksFolder()
        let path = folder.path + "/pre-push"
        guard FileSystem.entry(path) != nil else { return .absent(path: path) }
        let current = try Self.system { () throws(SystemError) in try FileSystem.read(path, limit: 1 << 20) }
        guard Self.isOurs(current) else { throw .foreignHook(path: path, shared: folder.shared) }
        try Self.system { () throws(SystemError) in try FileSystem.removeFile(path) }
        return .removed(path: path)
    }

    static func system<T>(_ body: () throws(SystemError) -> T) throws(RepositoryError) -> T {
        do {
            return try body()
        } catch {
            throw .system(error)
        }
    }

    /// The state of the pre-push hook: uistate's (as `uistate` would write it, or another
    /// uistate's), the user's own, or none.
    public func prePushHook() throws(RepositoryError) -> (path: String, ours: Bool?) {
        let path = try hooksFolder().path + "/pre-push"
        guard FileSystem.entry(path) != nil else { return (path, nil) }
        return (path, (try? FileSystem.read(path, limit: 1 << 20)).map(Self.isOurs) ?? false)
    }

    static func isOurs(_ bytes: [UInt8]) -> Bool {
        let lines = bytes.split(separator: 0x0A, maxSplits: 2, omittingEmptySubsequences: false)
        return lines.count >= 2 && lines[1].starts(with: hookMarker.utf8)
    }

    /// The pre-push hook's check: the same as `uistate push` makes (`push(…)`), on the refs git
    /// is about to update on `url` (the remote `remote`'s, or a URL pushed to directly).
    /// What the server has is asked of it on a connection of its own; when that fails, what
    /// git said it has for these refs is all that is taken as sent already (a stricter check,
    /// never a looser one). Throws `pushHoldsPrivateValues`, as a push would.
    public func checkPrePush(remote: String, url: String, updates: [PrePushUpdate], options: NetworkOptions) throws(RepositoryError) {
        let sent = updates.filter { !$0.local.isZero }
        guard !sent.isEmpty else { return }
        // A relative path is where git found it: from the folder the hook runs in.
        let target = Self.resolve(url, against: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let configured = try Self.git { () throws(GitError) in try repository.remoteURL(remote) } != nil
        if configured, try allowsPrivateValues(remote: remote, url: target) { return }
        let policy = try privacyPolicy()
        let (session, _) = options.session(for: target)
        let told = sent.map(\.remote).filter { !$0.isZero }
        let advertised = (try? repository.advertisedIDs(configured ? remote : target, url: target, session: session)) ?? told
        let names = Dictionary(sent.map { ($0.local, ReferenceName(fullName: $0.localReference).shortName) }, uniquingKeysWith: { a, _ in a })
        let findings = try scanOutgoing(updates: sent.map(\.local), advertised: advertised + told, names: names, policy: policy).findings
            .filter { policy.isPrivate($0.finding) }
        guard !findings.isEmpty else { return }
        let branch = try branchReference()
        let serverTip = sent.first { $0.localReference == branch.fullName }.flatMap { repository.commitReached(from: $0.remote) }
        throw .pushHoldsPrivateValues(remote: remote, findings: findings, redactRange: serverTip.map { $0.short + ".." })
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import StatePrivacy
import StateRestoration

/// A private value found in a snapshot, or in the working archive (`snapshot` nil).
public struct ScanFinding: Sendable, Hashable {
    public var snapshot: ObjectID?
    public var finding: SecretFinding
}

/// What `scan` looked at and found.
public struct ScanResult: Sendable {
    public var findings: [ScanFinding] = []
    public var snapshots = 0
    /// Files of the snapshots' trees read and searched (each distinct one once).
    public var files = 0
    public var workingArchive = false

    public init() {}
}

/// `uistate scan`: the repository's snapshots searched file by file. A tree is
/// content-addressed, so each distinct file (blob at its place) is parsed and searched once,
/// however many snapshots hold it; over a whole history only the files a snapshot changed
/// against its first parent are read, and what is found is reported where it came in.
extension SnapshotStore {
    /// `ids` whole; with `history`, every snapshot reachable from a branch, tag or backup
    /// instead, each for what it introduced. What was searched before is remembered
    /// (`ScanCache`): a file already searched under the same rules is not read again, and a
    /// history scan walks only the commits its last tips do not reach, as long as those tips
    /// are all still reachable (no history was rewritten since).
    public func scan(snapshots ids: [ObjectID], history: Bool, policy: PrivacyPolicy) throws(RepositoryError) -> ScanResult {
        var result = ScanResult()
        var cache = ScanCache.load(gitDirectory: gitDirectory, policy: policy)
        var commits = ids
        var tips: [ObjectID] = []
        if history {
            tips = try Self.git { () throws(GitError) -> [ObjectID] in
                var tips: [ObjectID] = []
                for pattern in [ReferenceName.Pattern.branches, .tags, .backups] { tips += try repository.references(pattern).map(\.target) }
                return Array(Set(tips)).sorted()
            }
            var reusable = !cache.tips.isEmpty
            for old in cache.tips where reusable {
                var reached = false
                for tip in tips where !reached {
                    reached = try Self.git { () throws(GitError) in try repository.isAncestor(old, of: tip) }
                }
                reusable = reached
            }
            if !reusable {
                cache.commits = []
                cache.commitCount = 0
                cache.tips = []
            }
            result.findings += cache.commits.flatMap { commit in commit.findings.map { ScanFinding(snapshot: commit.id, finding: $0) } }
            result.snapshots += cache.commitCount
        }
        let links: [CommitLink]
        if history && cache.tips.isEmpty {
            // A whole history: each commit read once, for its parents and its tree together.
            links = tips.isEmpty ? [] : try Self.git { () throws(GitError) in try repository.commitLinks(reachableFrom: tips) }
        } else {
            if history {
                commits = try Self.git { () throws(GitError) in try repository.revisionWalk(from: tips, hiding: cache.tips, reverse: true).all() }
            }
            links = try self.links(commits)
        }
        let searched = try scanCommits(links, history: history, policy: policy, cache: &cache, result: &result)
        if history {
            cache.commits += searched.filter { !$0.findings.isEmpty }
            cache.commitCount += searched.count
            cache.tips = tips
        }
        cache.save(gitDirectory: gitDirectory)
        return result
    }

    /// The snapshots a push would send: those `tips` reach and the commits the server
    /// advertised (`known`) do not, scanned for what each introduced, through the cache.
    public func scanOutgoing(tips: [ObjectID], hiding known: [ObjectID], policy: PrivacyPolicy) throws(RepositoryError) -> ScanResult {
        let commits = tips.isEmpty ? [] : try Self.git { () throws(GitError) in try repository.revisionWalk(from: tips, hiding: known, reverse: true).all() }
        var cache = ScanCache.load(gitDirectory: gitDirectory, policy: policy)
        var result = ScanResult()
        _ = try scanCommits(try links(commits), history: true, policy: policy, cache: &cache, result: &result)
        cache.save(gitDirectory: gitDirectory)
        return result
    }

    /// What arrived with a fetch, a pull or a clone: the snapshots the branch and the remote
    /// tracking refs reach and `before` did not, scanned for what each introduced (through the
    /// cache). Private values there are reported, never refused.
    public func scanArrived(since before: [ObjectID], policy: PrivacyPolicy) throws(RepositoryError) -> [ScanFinding] {
        let tips = try Self.git { () throws(GitError) -> [ObjectID] in
            try repository.references(.branches).map(\.target) + repository.references(.remoteBranches(remote: nil)).map(\.target)
        }
        guard !tips.isEmpty else { return [] }
        let commits = try Self.git { () throws(GitError) in try repository.revisionWalk(from: Array(Set(tips)), hiding: before, reverse: true).all() }
        var cache = ScanCache.load(gitDirectory: gitDirectory, policy: policy)
        var result = ScanResult()
        _ = try scanCommits(try links(commits), history: true, policy: policy, cache: &cache, result: &result)
        cache.save(gitDirectory: gitDirectory)
        return result.findings.filter { policy.isPrivate($0.finding) }
    }

    /// Every tip the repository has now (branches, remote tracking refs): what `scanArrived`
    /// starts after.
    public func knownTips() throws(RepositoryError) -> [ObjectID] {
        try Self.git { () throws(GitError) in try repository.references(.branches).map(\.target) + repository.references(.remoteBranches(remote: nil)).map(\.target) }
    }

    /// Each commit's files (with `history`, those it changed against its first parent), each
    /// distinct file searched once; what every commit introduced, in order. A long history
    /// (a year of `watch`) repeats the same few changes between the same trees, so what one
    /// pair of trees introduced is worked out once and every commit with that pair takes it.
    private func scanCommits(_ commits: [CommitLink], history: Bool, policy: PrivacyPolicy, cache: inout ScanCache,
                             result: inout ScanResult) throws(RepositoryError) -> [(id: ObjectID, findings: [SecretFinding])] {
        struct TreePair: Hashable {
            var old: ObjectID?
            var new: ObjectID
        }
        let scanner = SecretScanner(policy: policy)
        let trees = TreeCache()
        var introduced: [TreePair: [SecretFinding]] = [:]
        var walked: [(id: ObjectID, findings: [SecretFinding])] = []
        walked.reserveCapacity(commits.count)
        var previous: CommitLink?
        for commit in commits {
            defer { previous = commit }
            let parent = history ? commit.parents.first : nil
            // Oldest first, a commit's first parent is nearly always the one just before it.
            let parentTree = try parent.map { (parent) throws(RepositoryError) -> ObjectID in
                if let previous, previous.id == parent { return previous.tree }
                return try Self.git { () throws(GitError) in try repository.commitLink(parent).tree }
            }
            let pair = TreePair(old: parentTree, new: commit.tree)
            let findings: [SecretFinding]
            if let known = introduced[pair] {
                findings = known
            } else {
                findings = try searchChanges(pair.old, pair.new, commit: commit.id, parentCommit: parent, scanner: scanner, trees: trees, cache: &cache, result: &result)
                introduced[pair] = findings
            }
            result.findings += findings.map { ScanFinding(snapshot: commit.id, finding: $0) }
            result.snapshots += 1
            walked.append((commit.id, findings))
        }
        return walked
    }

    /// The trees and parents of `ids`, in the same order.
    private func links(_ ids: [ObjectID]) throws(RepositoryError) -> [CommitLink] {
        var links: [CommitLink] = []
        links.reserveCapacity(ids.count)
        for id in ids {
            links.append(try Self.git { () throws(GitError) in try repository.commitLink(id) })
        }
        return links
    }

    /// What the files of tree `new` that differ from `old` hold, sorted; each file searched once
    /// under these rules (`cache`).
    private func searchChanges(_ old: ObjectID?, _ new: ObjectID, commit: ObjectID, parentCommit: ObjectID?, scanner: SecretScanner, trees: TreeCache,
                               cache: inout ScanCache, result: inout ScanResult) throws(RepositoryError) -> [SecretFinding] {
        let root = GitFolder(tree: try SnapshotLimits.tree(new, in: repository, commit: commit.short, path: []), repository: repository, commit: commit.short, cache: trees)
        let parent = try old.map { (old) throws(RepositoryError) in
            let short = parentCommit?.short ?? commit.short
            return GitFolder(tree: try SnapshotLimits.tree(old, in: repository, commit: short, path: []), repository: repository, commit: short, cache: trees)
        }
        var found = Set<SecretFinding>()
        for change in try TreeComparison.changedFiles(old: parent, new: root) {
            guard let blob = change.new, let target = try ScanTarget(change.folder, change.name, root: root, store: self) else { continue }
            let key = ScanCache.FileKey(blob: blob, location: target.location, name: target.name)
            if cache.files[key] == nil {
                cache.files[key] = try search(blob, target, scanner: scanner, commit: commit.short, path: (change.folder + [change.name]).joined(separator: "/"))
                result.files += 1
            }
            found.formUnion(cache.files[key] ?? [])
        }
        return found.sorted()
    }

    /// The savedState folder at `url`, read whole.
    public func scan(savedStateAt url: URL, policy: PrivacyPolicy) throws(RepositoryError) -> [SecretFinding] {
        let state: SavedState
        do {
            state = try SavedStateFolderReader.read(at: url).state
        } catch {
            throw .savedState(error)
        }
        return StateSecrets.scan(state, policy: policy).sorted()
    }

    private func search(_ blob: ObjectID, _ target: ScanTarget, scanner: SecretScanner, commit: String, path: String) throws(RepositoryError) -> [SecretFinding] {
        let reader = BlobText(repository: repository, commit: commit)
        if let name = target.name { scanner.name(name, at: target.location) }
        switch target.kind {
        case .archive: _ = scanner.archive(try reader.archive(blob, file: path), at: target.location, keyPath: target.keyPath)
        case .plist: _ = scanner.plist(try reader.plist(blob, file: path), at: target.location, keyPath: target.keyPath)
        case .bytes: _ = scanner.bytes(try SnapshotLimits.blob(blob, in: repository, commit: commit, file: path), at: target.location, keyPath: target.keyPath)
        }
        return scanner.takeFindings().map { SecretFinding(location: target.location, keyPath: $0.keyPath, rule: $0.rule, kept: $0.kept) }
    }
}

/// What a file of a snapshot's tree holds and where outputs place it (`TreeLayout`).
struct ScanTarget {
    enum Kind {
        case archive
        case plist
        case bytes
    }

    var location: String
    var keyPath: [String] = []
    var kind: Kind
    /// A name to search too (an object's identifier path, a record's name).
    var name: String? = nil

    /// Nil for the files that only give the tree its shape (`@path`, `@index`, `@order` ...).
    init?(_ folder: [String], _ file: String, root: FolderNode, store: SnapshotStore) throws(RepositoryError) {
        switch folder.first {
        case TreeLayout.scenesFolder?:
            guard folder.count >= 2, let identifier = TreeLayout.unescape(folder[1]) else { return nil }
            let session = ObjectLocation.scenesPrefix + identifier
            if folder.count >= 3, folder[2] == TreeLayout.filesFolder {
                guard let relative = TreeLayout.relativePath(Array(folder.dropFirst(3)) + [file]) else { return nil }
                self.init(location: session + "/" + relative, kind: .bytes)
                return
            }
            if folder.count == 2 {
                switch file {
                case TreeLayout.sessionFile: self.init(location: session, keyPath: ["session"], kind: .archive)
                case TreeLayout.activityFile: self.init(location: session, keyPath: ["activity"], kind: .plist)
                case TreeLayout.activityUserInfoFile: self.init(location: session, keyPath: ["activity"], kind: .archive)
                case TreeLayout.userInfoFile: self.init(location: session, keyPath: ["userInfo"], kind: .plist)
                case TreeLayout.internalUserInfoFile: self.init(location: session, keyPath: ["internalUserInfo"], kind: .plist)
                case TreeLayout.appFile: self.init(location: session + "/" + TreeLayout.appFile, kind: .archive)
                case TreeLayout.infoFile: self.init(location: session + "/" + TreeLayout.appFile, keyPath: ["restorationInfo"], kind: .plist)
                default: return nil
                }
                return
            }
            guard file == TreeLayout.objectFile else { return nil }
            let path = try Self.objectPath(Array(folder.dropFirst(2)), under: Array(folder.prefix(2)), root: root, store: store)
            self.init(location: session + "/" + path.rawValue, kind: .archive, name: path.rawValue)
        case TreeLayout.filesFolder?:
            guard let relative = TreeLayout.relativePath(Array(folder.dropFirst()) + [file]) else { return nil }
            self.init(location: TreeLayout.filesFolder + "/" + relative, kind: .bytes)
        case TreeLayout.windowsFolder?:
            guard folder.count == 2, let window = TreeLayout.unescape(folder[1]) else { return nil }
            if file == TreeLayout.windowFile {
                self.init(location: ObjectLocation.windowsPrefix + window, kind: .plist)
            } else if !file.hasPrefix("@"), let object = TreeLayout.unescape(file) {
                self.init(location: ObjectLocation.window(window, object: object).displayPath, kind: .archive, name: object)
            } else {
                return nil
            }
        default:
            switch file {
            case TreeLayout.appFile where folder.isEmpty: self.init(location: TreeLayout.appFile, kind: .archive)
            case TreeLayout.infoFile where folder.isEmpty: self.init(location: TreeLayout.appFile, keyPath: ["restorationInfo"], kind: .plist)
            case TreeLayout.objectFile:
                let path = try Self.objectPath(folder, under: [], root: root, store: store)
                self.init(location: path.rawValue, kind: .archive, name: path.rawValue)
            default: return nil
            }
        }
    }

    private init(location: String, keyPath: [String] = [], kind: Kind, name: String? = nil) {
        self.location = location
        self.keyPath = keyPath
        self.kind = kind
        self.name = name
    }

    private static func objectPath(_ folder: [String], under prefix: [String], root: FolderNode, store: SnapshotStore) throws(RepositoryError) -> IdentifierPath {
        if let spelled = TreeLayout.identifierPath(forFolder: folder.joined(separator: "/")) { return spelled }
        return try store.objectPath(folder: prefix + folder, in: root)
    }
}

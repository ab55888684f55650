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
        let scanner = SecretScanner(policy: policy)
        var commits = ids
        var tips: [ObjectID] = []
        if history {
            // What every branch, tag and backup leads to: annotated tags' messages are read on
            // the way; a tag of a tree or a file is searched as that.
            var targets: [(name: String, id: ObjectID)] = []
            try Self.git { () throws(GitError) in
                for pattern in [ReferenceName.Pattern.branches, .tags, .backups] {
                    targets += try repository.references(pattern).map { ($0.name.shortName, $0.target) }
                }
            }
            var reached: Set<ObjectID> = []
            for target in targets {
                let peeled = try peel(target.id, name: target.name, scanner: scanner, cache: &cache, result: &result, known: [])
                if let commit = peeled { reached.insert(commit) }
            }
            tips = reached.sorted()
            var reusable = !cache.tips.isEmpty
            for old in cache.tips where reusable {
                var reachedOld = false
                for tip in tips where !reachedOld {
                    reachedOld = try Self.git { () throws(GitError) in try repository.isAncestor(old, of: tip) }
                }
                reusable = reachedOld
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
            // A whole history: each commit read once, for its parents, its tree and its message together.
            links = tips.isEmpty ? [] : try Self.git { () throws(GitError) in try repository.commitLinks(reachableFrom: tips, messages: true) }
        } else {
            if history {
                commits = try Self.git { () throws(GitError) in try repository.revisionWalk(from: tips, hiding: cache.tips, reverse: true).all() }
            }
            links = try self.links(commits)
        }
        let searched = try scanCommits(links, history: history, scanner: scanner, cache: &cache, result: &result)
        if history {
            cache.commits += searched.filter { !$0.findings.isEmpty }
            cache.commitCount += searched.count
            cache.tips = tips
        }
        cache.save(gitDirectory: gitDirectory)
        return result
    }

    /// Follows `id` (a ref's target) through annotated tags to what they point at, searching
    /// each tag's message the server lacks, and a tree or a file a tag points at; the commit
    /// reached, if any.
    private func peel(_ id: ObjectID, name: String, scanner: SecretScanner, cache: inout ScanCache, result: inout ScanResult,
                      known: Set<ObjectID>) throws(RepositoryError) -> ObjectID? {
        var current = id
        // Tags of tags: a few levels, as git allows; a loop stops here.
        for _ in 0..<16 {
            guard !known.contains(current) else { return nil }
            switch repository.objectKind(current) {
            case .tag?:
                let tag = try Self.git { () throws(GitError) in try repository.tagObject(current) }
                _ = scanner.message(tag.message, at: ScanLocation.tag(name), keyPath: ["message"])
                result.findings += scanner.takeFindings().map { ScanFinding(snapshot: current, finding: SecretFinding(location: ScanLocation.tag(name), keyPath: $0.keyPath, rule: $0.rule, kept: $0.kept)) }
                current = tag.target
            case .commit?:
                return current
            case .tree?:
                let root = GitFolder(tree: try SnapshotLimits.tree(current, in: repository, commit: current.short, path: [], anyEntry: true),
                                     repository: repository, commit: current.short, cache: TreeCache(), anyEntry: true)
                for finding in try searchChanges(nil, root, commit: current, scanner: scanner, cache: &cache, result: &result) {
                    result.findings.append(ScanFinding(snapshot: current, finding: finding))
                }
                return nil
            case .blob?:
                let bytes = try SnapshotLimits.blob(current, in: repository, commit: current.short, file: name)
                let location = ScanLocation.tag(name)
                _ = scanner.file(bytes, at: location)
                result.findings += scanner.takeFindings().map { ScanFinding(snapshot: current, finding: SecretFinding(location: location, keyPath: $0.keyPath, rule: $0.rule, kept: $0.kept)) }
                result.files += 1
                return nil
            case nil:
                return nil
            }
        }
        return nil
    }

    /// What a push would send: every object the updated refs lead to that the server's refs
    /// (`advertised`, the ids the server said it has) do not reach: annotated tags (their
    /// messages), commits (their messages, and every file their trees hold that their first
    /// parent's did not, whoever wrote it), and a tree or a file a tag points at. Scanned
    /// through the cache.
    public func scanOutgoing(updates: [ObjectID], advertised: [ObjectID], names: [ObjectID: String] = [:], policy: PrivacyPolicy) throws(RepositoryError) -> ScanResult {
        var cache = ScanCache.load(gitDirectory: gitDirectory, policy: policy)
        var result = ScanResult()
        let scanner = SecretScanner(policy: policy)
        let known = Set(advertised)
        var tips: [ObjectID] = []
        for id in updates where !id.isZero {
            if let commit = try peel(id, name: names[id] ?? id.short, scanner: scanner, cache: &cache, result: &result, known: known) { tips.append(commit) }
        }
        let hidden = advertised.compactMap { repository.commitReached(from: $0) }
        let commits = tips.isEmpty ? [] : try Self.git { () throws(GitError) in try repository.revisionWalk(from: tips, hiding: hidden, reverse: true).all() }
        _ = try scanCommits(try links(commits), history: true, scanner: scanner, cache: &cache, result: &result)
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
        _ = try scanCommits(try links(commits), history: true, scanner: SecretScanner(policy: policy), cache: &cache, result: &result)
        cache.save(gitDirectory: gitDirectory)
        return result.findings.filter { policy.isPrivate($0.finding) }
    }

    /// Every tip the repository has now (branches, remote tracking refs): what `scanArrived`
    /// starts after.
    public func knownTips() throws(RepositoryError) -> [ObjectID] {
        try Self.git { () throws(GitError) in try repository.references(.branches).map(\.target) + repository.references(.remoteBranches(remote: nil)).map(\.target) }
    }

    /// Each commit's message and files (with `history`, those it changed against its first
    /// parent), each distinct file searched once; what every commit introduced, in order. A
    /// long history (a year of `watch`) repeats the same few changes between the same trees,
    /// so what one pair of trees introduced is worked out once and every commit with that pair
    /// takes it. Every file counts, whoever wrote it: one outside uistate's layout is searched
    /// as text and as the format it is.
    private func scanCommits(_ commits: [CommitLink], history: Bool, scanner: SecretScanner, cache: inout ScanCache,
                             result: inout ScanResult) throws(RepositoryError) -> [(id: ObjectID, findings: [SecretFinding])] {
        struct TreePair: Hashable {
            var old: ObjectID?
            var new: ObjectID
        }
        let trees = TreeCache()
        var introduced: [TreePair: [SecretFinding]] = [:]
        // A year of `watch` writes the same few messages again and again: each distinct one
        // is searched once.
        var messages: [String: [SecretFinding]] = [:]
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
            var findings: [SecretFinding]
            if let known = introduced[pair] {
                findings = known
            } else {
                let root = GitFolder(tree: try SnapshotLimits.tree(commit.tree, in: repository, commit: commit.id.short, path: [], anyEntry: true),
                                     repository: repository, commit: commit.id.short, cache: trees, anyEntry: true)
                let parentRoot = try pair.old.map { (old) throws(RepositoryError) in
                    let short = parent?.short ?? commit.id.short
                    return GitFolder(tree: try SnapshotLimits.tree(old, in: repository, commit: short, path: [], anyEntry: true), repository: repository, commit: short,
                                     cache: trees, anyEntry: true)
                }
                findings = try searchChanges(parentRoot, root, commit: commit.id, scanner: scanner, cache: &cache, result: &result)
                introduced[pair] = findings
            }
            var message = commit.message ?? ""
            if commit.message == nil { message = try Self.git { () throws(GitError) in try repository.commit(commit.id).message } }
            let said: [SecretFinding]
            if let known = messages[message] {
                said = known
            } else {
                said = messageFindings(message, scanner: scanner)
                if messages.count < Self.maximumRememberedMessages { messages[message] = said }
            }
            if !said.isEmpty { findings = (findings + said).sorted() }
            result.findings += findings.map { ScanFinding(snapshot: commit.id, finding: $0) }
            result.snapshots += 1
            walked.append((commit.id, findings))
        }
        return walked
    }

    /// Distinct messages whose findings one scan remembers (a history of distinct messages
    /// keeps its memory bounded).
    static let maximumRememberedMessages = 65_536

    /// What a commit's message holds (`@commit: message`).
    private func messageFindings(_ message: String, scanner: SecretScanner) -> [SecretFinding] {
        _ = scanner.message(message, at: ScanLocation.commit, keyPath: ["message"])
        return scanner.takeFindings().map { SecretFinding(location: ScanLocation.commit, keyPath: $0.keyPath, rule: $0.rule, kept: $0.kept) }
    }

    /// The trees and parents of `ids`, in the same order, with their messages.
    private func links(_ ids: [ObjectID]) throws(RepositoryError) -> [CommitLink] {
        var links: [CommitLink] = []
        links.reserveCapacity(ids.count)
        for id in ids {
            links.append(try Self.git { () throws(GitError) in try repository.commitLink(id, message: true) })
        }
        return links
    }

    /// What the files of tree `new` that differ from `old` hold, sorted; each file searched once
    /// under these rules (`cache`).
    private func searchChanges(_ parent: GitFolder?, _ root: GitFolder, commit: ObjectID, scanner: SecretScanner,
                               cache: inout ScanCache, result: inout ScanResult) throws(RepositoryError) -> [SecretFinding] {
        var found = Set<SecretFinding>()
        for change in try TreeComparison.changedFiles(old: parent, new: root) {
            guard let blob = change.new else { continue }
            let target = try ScanTarget(change.folder, change.name, root: root, store: self)
            let key = ScanCache.FileKey(blob: blob, location: target.location, name: target.name)
            if cache.files[key] == nil {
                cache.files[key] = try search(blob, target, scanner: scanner, commit: commit.short, path: (change.folder + [change.name]).joined(separator: "/"))
                result.files += 1
            }
            found.formUnion(cache.files[key] ?? [])
        }
        return found.sorted()
    }

    /// The files of a tree outside uistate's layout (committed with plain git): their paths
    /// and blobs.
    func foreignFiles(tree: ObjectID, commit: ObjectID) throws(RepositoryError) -> [(path: String, blob: ObjectID)] {
        let root = GitFolder(tree: try SnapshotLimits.tree(tree, in: repository, commit: commit.short, path: [], anyEntry: true), repository: repository,
                             commit: commit.short, cache: TreeCache(), anyEntry: true)
        var files: [(path: String, blob: ObjectID)] = []
        for change in try TreeComparison.changedFiles(old: nil, new: root) {
            guard let blob = change.new, try ScanTarget(change.folder, change.name, root: root, store: self).kind == .file else { continue }
            files.append(((change.folder + [change.name]).joined(separator: "/"), blob))
        }
        return files.sorted { $0.path < $1.path }
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
        case .file, .note: _ = scanner.file(try SnapshotLimits.blob(blob, in: repository, commit: commit, file: path), at: target.location)
        case .nameFile: scanner.name(String(decoding: try SnapshotLimits.blob(blob, in: repository, commit: commit, file: path), as: UTF8.self), at: target.location)
        }
        return scanner.takeFindings().map { SecretFinding(location: target.location, keyPath: $0.keyPath, rule: $0.rule, kept: $0.kept) }
    }
}

/// What a file of a snapshot's tree holds and where outputs place it (`TreeLayout`).
struct ScanTarget {
    enum Kind {
        case archive
        case plist
        /// A kept file of the state: searched as the format it is.
        case bytes
        /// A file outside uistate's layout (committed with plain git): searched as text and as
        /// the format it is, its `key = value` lines with the key rules.
        case file
        /// A file holding names the state is organized by (`@path`, `@index`, `@order`).
        case nameFile
        /// A git note (`git notes add`): what it says is searched as a file's text is; its
        /// name is the id of the object it annotates, not a value.
        case note
    }

    var location: String
    var keyPath: [String] = []
    var kind: Kind
    /// A name to search too (an object's identifier path, a record's name).
    var name: String? = nil

    /// Every file of a tree is something to search: uistate's own by its format, the files
    /// that give the tree its shape (`@path`, `@index`, `@order`) as the names they spell, any
    /// other (one plain git committed) as a file of its own.
    init(_ folder: [String], _ file: String, root: FolderNode, store: SnapshotStore) throws(RepositoryError) {
        guard let target = try Self.layout(folder, file, root: root, store: store) else {
            if let annotated = Self.annotatedObject(folder, file) {
                self.init(location: ScanLocation.note(annotated), kind: .note)
                return
            }
            let path = (folder + [file]).joined(separator: "/")
            let shape = [TreeLayout.pathFile, TreeLayout.indexFile, TreeLayout.orderFile, TreeLayout.emptyFolderFile].contains(file)
            self.init(location: path, kind: shape ? .nameFile : .file, name: shape ? nil : path)
            return
        }
        self = target
    }

    /// A file of uistate's layout; nil for any other.
    private static func layout(_ folder: [String], _ file: String, root: FolderNode, store: SnapshotStore) throws(RepositoryError) -> ScanTarget? {
        switch folder.first {
        case TreeLayout.scenesFolder?:
            guard folder.count >= 2, let identifier = TreeLayout.unescape(folder[1]) else { return nil }
            let session = ObjectLocation.scenesPrefix + identifier
            if folder.count >= 3, folder[2] == TreeLayout.filesFolder {
                guard let relative = TreeLayout.relativePath(Array(folder.dropFirst(3)) + [file]) else { return nil }
                return ScanTarget(location: session + "/" + relative, kind: .bytes)
            }
            if folder.count == 2 {
                switch file {
                case TreeLayout.sessionFile: return ScanTarget(location: session, keyPath: ["session"], kind: .archive)
                case TreeLayout.activityFile: return ScanTarget(location: session, keyPath: ["activity"], kind: .plist)
                case TreeLayout.activityUserInfoFile: return ScanTarget(location: session, keyPath: ["activity"], kind: .archive)
                case TreeLayout.userInfoFile: return ScanTarget(location: session, keyPath: ["userInfo"], kind: .plist)
                case TreeLayout.internalUserInfoFile: return ScanTarget(location: session, keyPath: ["internalUserInfo"], kind: .plist)
                case TreeLayout.appFile: return ScanTarget(location: session + "/" + TreeLayout.appFile, kind: .archive)
                case TreeLayout.infoFile: return ScanTarget(location: session + "/" + TreeLayout.appFile, keyPath: ["restorationInfo"], kind: .plist)
                default: return nil
                }
            }
            guard file == TreeLayout.objectFile else { return nil }
            let path = try Self.objectPath(Array(folder.dropFirst(2)), under: Array(folder.prefix(2)), root: root, store: store)
            return ScanTarget(location: session + "/" + path.rawValue, kind: .archive, name: path.rawValue)
        case TreeLayout.filesFolder?:
            guard let relative = TreeLayout.relativePath(Array(folder.dropFirst()) + [file]) else { return nil }
            return ScanTarget(location: TreeLayout.filesFolder + "/" + relative, kind: .bytes)
        case TreeLayout.windowsFolder?:
            guard folder.count == 2, let window = TreeLayout.unescape(folder[1]) else { return nil }
            if file == TreeLayout.windowFile {
                return ScanTarget(location: ObjectLocation.windowsPrefix + window, kind: .plist)
            } else if !file.hasPrefix("@"), let object = TreeLayout.unescape(file) {
                return ScanTarget(location: ObjectLocation.window(window, object: object).displayPath, kind: .archive, name: object)
            } else {
                return nil
            }
        default:
            switch file {
            case TreeLayout.appFile where folder.isEmpty: return ScanTarget(location: TreeLayout.appFile, kind: .archive)
            case TreeLayout.infoFile where folder.isEmpty: return ScanTarget(location: TreeLayout.appFile, keyPath: ["restorationInfo"], kind: .plist)
            case TreeLayout.objectFile:
                let path = try Self.objectPath(folder, under: [], root: root, store: store)
                return ScanTarget(location: path.rawValue, kind: .archive, name: path.rawValue)
            default: return nil
            }
        }
    }

    /// The object a notes tree's file annotates: its path spells an object id (40 or 64 hex
    /// digits) in git's fan-out (`ab/cdef…`: folders of two digits each).
    static func annotatedObject(_ folder: [String], _ file: String) -> String? {
        guard folder.allSatisfy({ $0.utf8.count == 2 }) else { return nil }
        let id = folder.joined() + file
        guard id.utf8.count == 40 || id.utf8.count == 64, id.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        return id
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

/// Where findings outside a snapshot's files are placed: a commit's message, an annotated
/// tag (its message, or the tree or file it points at).
public enum ScanLocation {
    public static let commit = "@commit"

    public static func tag(_ name: String) -> String { "@tag " + name }

    /// A git note on the object `id` (its first seven digits).
    public static func note(_ id: String) -> String { "@note " + id.prefix(7) }
}

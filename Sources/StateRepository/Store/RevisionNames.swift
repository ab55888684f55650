#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git

/// A name a user may type for a snapshot, with what it is and the snapshot's summary line.
public struct RevisionName: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `HEAD`, `HEAD~n` or a short id.
        case commit
        case branch
        case tag
        case remoteBranch
        /// `<branch>@{n}`.
        case reflogEntry
    }

    public var name: String
    public var kind: Kind
    public var summary: String?

    public init(_ name: String, kind: Kind, summary: String? = nil) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }
}

extension SnapshotStore {
    /// The names worth offering when a user completes a revision: `HEAD` and `HEAD~n` for the
    /// newest snapshots, branches, tags, remote branches, the newest snapshots' short ids and,
    /// when `reflogSelectors` is set, `<branch>@{n}`. It reads the refs, `recent` commits and at
    /// most the branch's reflog, never the whole history, so it stays fast on long histories.
    public func revisionNames(recent: Int = 10, reflogSelectors: Bool = false) throws(RepositoryError) -> [RevisionName] {
        let branch = try branchReference()
        return try Self.git { () throws(GitError) -> [RevisionName] in
            var summaries: [ObjectID: String] = [:]
            func summary(_ id: ObjectID) -> String? {
                if let known = summaries[id] { return known }
                guard let commit = try? repository.commit(id) else { return nil }
                let subject = CommitMessage.subject(commit.message)
                summaries[id] = subject
                return subject
            }
            var names: [RevisionName] = []
            // First parents from the tip: what `HEAD~n` means, without a history walk.
            var newest: [ObjectID] = []
            var next = try repository.referenceTarget(branch)
            while let id = next, newest.count < recent {
                let commit = try repository.commit(id)
                summaries[id] = CommitMessage.subject(commit.message)
                newest.append(id)
                next = commit.parentIDs.first
            }
            if let tip = newest.first { names.append(RevisionName("HEAD", kind: .commit, summary: summary(tip))) }
            for (distance, id) in newest.enumerated().dropFirst() {
                names.append(RevisionName("HEAD~\(distance)", kind: .commit, summary: summary(id)))
            }
            let kinds: [(ReferenceName.Pattern, RevisionName.Kind, String)] = [
                (.branches, .branch, "branch"), (.tags, .tag, "tag"), (.remoteBranches(remote: nil), .remoteBranch, "remote branch"),
            ]
            for (pattern, kind, label) in kinds {
                for reference in try repository.references(pattern) {
                    let detail = summary(reference.target).map { "\(label): \($0)" } ?? label
                    names.append(RevisionName(reference.name.shortName, kind: kind, summary: detail))
                }
            }
            names += newest.map { RevisionName($0.short, kind: .commit, summary: summary($0)) }
            if reflogSelectors, try repository.referenceTarget(branch) != nil {
                for (index, entry) in try repository.reflog(branch).prefix(recent).enumerated() {
                    names.append(RevisionName("\(branch.shortName)@{\(index)}", kind: .reflogEntry, summary: entry.message))
                }
            }
            return names
        }
    }
}

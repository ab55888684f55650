import Foundation
import Git

/// A name a user may type for a snapshot, with the snapshot's summary line.
public struct RevisionName: Sendable, Equatable {
    public var name: String
    public var summary: String?

    public init(_ name: String, summary: String? = nil) {
        self.name = name
        self.summary = summary
    }
}

extension SnapshotStore {
    /// The names worth offering when a user completes a revision: `HEAD` and `HEAD~n` for the
    /// newest snapshots, branches, tags, remote branches, the newest snapshots' short ids and,
    /// when `reflogSelectors` is set, `<branch>@{n}`. It reads the refs, `recent` commits and at
    /// most the branch's reflog, never the whole history, so it stays fast on long histories.
    public func revisionNames(recent: Int = 10, reflogSelectors: Bool = false) throws -> [RevisionName] {
        try Self.wrap {
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
            var next = try tip()
            while let id = next, newest.count < recent {
                let commit = try repository.commit(id)
                summaries[id] = CommitMessage.subject(commit.message)
                newest.append(id)
                next = commit.parentIDs.first
            }
            if let tip = newest.first { names.append(RevisionName("HEAD", summary: summary(tip))) }
            for (distance, id) in newest.enumerated().dropFirst() {
                names.append(RevisionName("HEAD~\(distance)", summary: summary(id)))
            }
            for (prefix, kind) in [("refs/heads/", "branch"), ("refs/tags/", "tag"), ("refs/remotes/", "remote branch")] {
                for reference in try repository.references(matching: prefix + "*") {
                    let detail = summary(reference.target).map { "\(kind): \($0)" } ?? kind
                    names.append(RevisionName(String(reference.name.dropFirst(prefix.count)), summary: detail))
                }
            }
            names += newest.map { RevisionName($0.short, summary: summary($0)) }
            if reflogSelectors {
                let branch = try branchReference()
                if try repository.referenceTarget(branch) != nil {
                    let shortBranch = ReferenceName.branch(branch)
                    for (index, entry) in try repository.reflog(branch).prefix(recent).enumerated() {
                        names.append(RevisionName("\(shortBranch)@{\(index)}", summary: entry.message))
                    }
                }
            }
            return names
        }
    }
}

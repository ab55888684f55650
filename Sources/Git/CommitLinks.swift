/// A commit's place in history: its tree and its parents.
public struct CommitLink: Sendable, Equatable {
    public var id: ObjectID
    public var tree: ObjectID
    public var parents: [ObjectID]
    /// The commit's message, when it was asked for.
    public var message: String? = nil
}

extension Repository {
    public func commitLink(_ id: ObjectID, message: Bool = false) throws(GitError) -> CommitLink {
        let commit = try self.commit(id)
        return CommitLink(id: id, tree: commit.treeID, parents: commit.parentIDs, message: message ? commit.message : nil)
    }

    /// Every commit reachable from `tips`, parents before children, each read once. A revision
    /// walk reads every commit for its parents and a caller that wants the trees too reads it
    /// again: over a year of snapshots that second read is most of the time. With `messages`,
    /// each commit's message is kept too (what a scan reads).
    public func commitLinks(reachableFrom tips: [ObjectID], messages: Bool = false) throws(GitError) -> [CommitLink] {
        enum Step {
            case visit(ObjectID)
            case emit(CommitLink)
        }
        var result: [CommitLink] = []
        var seen: Set<ObjectID> = []
        // Depth first, a commit written out once all its parents are.
        var stack: [Step] = tips.reversed().map { .visit($0) }
        while let step = stack.popLast() {
            switch step {
            case .emit(let link):
                result.append(link)
            case .visit(let id):
                guard seen.insert(id).inserted else { continue }
                let link = try commitLink(id, message: messages)
                stack.append(.emit(link))
                for parent in link.parents.reversed() where !seen.contains(parent) { stack.append(.visit(parent)) }
            }
        }
        return result
    }
}

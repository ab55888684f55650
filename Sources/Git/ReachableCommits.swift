/// The commits reachable from some tips, to ask whether one is among them. Read from git's
/// commit-graph where it holds them (a walk over positions, no commit parsed, no id hashed),
/// from the commits themselves for the rest (those made since the graph was written).
public struct ReachableCommits: Sendable {
    private let graph: CommitGraph?
    /// By graph position.
    private let reached: [Bool]
    /// Those the graph does not hold.
    private let others: Set<ObjectID>

    public func contains(_ id: ObjectID) -> Bool {
        if others.contains(id) { return true }
        guard let graph, let position = graph.position(of: id) else { return false }
        return reached[position.index]
    }

    init(graph: CommitGraph?, reached: [Bool], others: Set<ObjectID>) {
        self.graph = graph
        self.reached = reached
        self.others = others
    }
}

extension Repository {
    public func reachableCommits(from tips: [ObjectID]) throws(GitError) -> ReachableCommits {
        let graph = CommitGraph.open(repositoryPath: path)
        var reached = [Bool](repeating: false, count: graph?.commitCount ?? 0)
        var others: Set<ObjectID> = []
        var positions: [CommitGraph.Position] = []
        var pending = tips
        while !pending.isEmpty || !positions.isEmpty {
            while let id = pending.popLast() {
                if let graph, let position = graph.position(of: id) {
                    positions.append(position)
                    continue
                }
                guard others.insert(id).inserted else { continue }
                pending += try commitLink(id).parents
            }
            guard let graph else { break }
            while let position = positions.popLast() {
                guard !reached[position.index] else { continue }
                reached[position.index] = true
                if let parents = graph.descendingParents(position) {
                    positions += parents
                } else if let id = graph.id(position) {
                    // A link of a damaged graph: the commit's own parents instead.
                    pending += try commitLink(id).parents
                }
            }
        }
        return ReachableCommits(graph: graph, reached: reached, others: others)
    }
}

/// A branch's first-parent history, newest first, each commit with its tree: from git's
/// commit-graph once the walk reaches a commit it holds (no commit object read from there on),
/// from the commits before that, and from the commits again past a link of the graph that
/// does not descend (a damaged graph).
public final class FirstParentWalk {
    private let repository: Repository
    private var graph: CommitGraph?
    private var nextID: ObjectID?
    private var nextPosition: CommitGraph.Position?

    public init(_ repository: Repository, from start: ObjectID) {
        self.repository = repository
        graph = CommitGraph.open(repositoryPath: repository.path)
        nextID = start
    }

    /// The next commit; nil at the root.
    public func next() throws(GitError) -> CommitLink? {
        if nextPosition == nil, let id = nextID, let graph { nextPosition = graph.position(of: id) }
        if let graph, let position = nextPosition, let id = graph.id(position), let tree = graph.tree(position) {
            guard let parents = graph.descendingParents(position) else {
                self.graph = nil
                nextPosition = nil
                nextID = id
                return try next()
            }
            nextPosition = parents.first
            nextID = nil
            return CommitLink(id: id, tree: tree, parents: parents.compactMap { graph.id($0) })
        }
        guard let id = nextID else { return nil }
        let link = try repository.commitLink(id)
        nextID = link.parents.first
        return link
    }
}

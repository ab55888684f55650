import Platform

/// git's commit-graph file (`objects/info/commit-graph`, Documentation/gitformat-commit-graph
/// in git), read directly: every commit's parents and commit time by position, so a walk over
/// a long history needs no commit object parsed. git's `gc` writes it; libgit2 reads it too.
/// Only the single-file form with SHA-1 ids is read; anything else (a split chain, another
/// version, a damaged file) is no graph, and callers walk the commits instead.
public struct CommitGraph: Sendable {
    let bytes: [UInt8]
    let count: Int
    let fanout: Int
    let lookup: Int
    let data: Int
    let extraEdges: Int?

    /// A commit's place in the graph.
    public struct Position: Hashable, Sendable {
        let index: Int
    }

    static let noParent: UInt32 = 0x7000_0000

    /// The repository's graph, nil when it has none that this reader understands.
    public static func open(repositoryPath: String) -> CommitGraph? {
        guard let bytes = try? FileSystem.read(repositoryPath + "objects/info/commit-graph", limit: 1 << 30) else { return nil }
        return CommitGraph(bytes: bytes)
    }

    init?(bytes: [UInt8]) {
        guard bytes.count >= 8 + 12 + 20, bytes.starts(with: Array("CGPH".utf8)), bytes[4] == 1, bytes[5] == 1 else { return nil }
        let chunkCount = Int(bytes[6])
        guard bytes[7] == 0, 8 + (chunkCount + 1) * 12 <= bytes.count else { return nil }
        var chunks: [String: (start: Int, end: Int)] = [:]
        for chunk in 0..<chunkCount {
            let at = 8 + chunk * 12
            let id = String(decoding: bytes[at..<(at + 4)], as: UTF8.self)
            let start = Self.u64(bytes, at + 4), end = Self.u64(bytes, at + 16)
            guard start <= end, end <= UInt64(bytes.count) else { return nil }
            chunks[id] = (Int(start), Int(end))
        }
        guard let fanout = chunks["OIDF"], fanout.end - fanout.start == 1024, let lookup = chunks["OIDL"], let data = chunks["CDAT"] else { return nil }
        let count = Int(Self.u32(bytes, fanout.start + 255 * 4))
        guard lookup.end - lookup.start == count * 20, data.end - data.start == count * 36 else { return nil }
        self.bytes = bytes
        self.count = count
        self.fanout = fanout.start
        self.lookup = lookup.start
        self.data = data.start
        self.extraEdges = chunks["EDGE"]?.start
    }

    static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
    }

    static func u64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        UInt64(u32(bytes, at)) << 32 | UInt64(u32(bytes, at + 4))
    }

    /// How many commits it holds.
    public var commitCount: Int { count }

    /// Where `id` is, nil when the graph does not hold it (a commit made since it was written).
    public func position(of id: ObjectID) -> Position? {
        let raw = id.bytes
        let first = Int(raw[0])
        // The fan-out is read from the disk: bounded by the count, so a damaged one misses.
        var low = first == 0 ? 0 : min(Int(Self.u32(bytes, fanout + (first - 1) * 4)), count)
        var high = min(Int(Self.u32(bytes, fanout + first * 4)), count)
        while low < high {
            let middle = (low + high) / 2
            let at = lookup + middle * 20
            var order = 0
            for offset in 0..<20 where order == 0 {
                let a = bytes[at + offset], b = raw[offset]
                if a != b { order = a < b ? -1 : 1 }
            }
            if order == 0 { return Position(index: middle) }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// All of the commit's parents in the graph (a merge's second and further ones too).
    public func parents(_ position: Position) -> [Position] {
        let at = data + position.index * 36
        var parents: [Position] = []
        let first = Self.u32(bytes, at + 20), second = Self.u32(bytes, at + 24)
        if first != Self.noParent, Int(first) < count { parents.append(Position(index: Int(first))) }
        guard second != Self.noParent else { return parents }
        if second & 0x8000_0000 == 0 {
            if Int(second) < count { parents.append(Position(index: Int(second))) }
            return parents
        }
        // An octopus merge: its parents after the first are listed in EDGE, the last flagged.
        guard let edges = extraEdges else { return parents }
        var edge = edges + Int(second & 0x7FFF_FFFF) * 4
        while edge + 4 <= bytes.count {
            let value = Self.u32(bytes, edge)
            if Int(value & 0x7FFF_FFFF) < count { parents.append(Position(index: Int(value & 0x7FFF_FFFF))) }
            if value & 0x8000_0000 != 0 { break }
            edge += 4
        }
        return parents
    }

    /// The commit time, seconds since 1970 (the committer's).
    public func time(_ position: Position) -> Int64 {
        let at = data + position.index * 36 + 28
        return Int64(Self.u64(bytes, at) & 0x3_FFFF_FFFF)
    }

    /// The commit's topological level: 1 for a root, else one more than its parents' highest.
    /// On a history without merges, how many commits its first-parent chain holds.
    public func generation(_ position: Position) -> Int {
        Int(Self.u32(bytes, data + position.index * 36 + 28) >> 2)
    }

    /// The commit's parents when each is a generation below it, as in every graph git writes;
    /// nil for a link that is not (a damaged file, which could lead a walk round in a circle,
    /// or one without generation numbers): read that commit instead.
    public func descendingParents(_ position: Position) -> [Position]? {
        let level = generation(position)
        let parents = parents(position)
        return parents.allSatisfy { generation($0) < level } ? parents : nil
    }

    /// The commit's root tree.
    public func tree(_ position: Position) -> ObjectID? {
        let at = data + position.index * 36
        return ObjectID(bytes: bytes[at..<(at + 20)])
    }

    /// The commit's id.
    public func id(_ position: Position) -> ObjectID? {
        ObjectID(bytes: bytes[(lookup + position.index * 20)..<(lookup + position.index * 20 + 20)])
    }
}

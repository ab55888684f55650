/// The innermost type and function body holding each token of a file: both kinds of bodies
/// sorted once by where they start, with each one's parent, so a token's owner is a binary
/// search and a walk up at most as deep as the bodies nest (types nest at most
/// `CodeDeclarations.maximumNesting` deep; function bodies hold no declarations doctor reads).
/// Looked up for every binding and assignment of a file: a scan of every declaration per
/// lookup made one file of N functions N² (16,000 functions: 7.5 s).
struct EnclosingDeclarations: Sendable {
    private let types: NestedRanges
    /// The function bodies, by their index in `types`' order of `functionBodies`.
    private let functions: NestedRanges
    private let functionBodies: [Range<Int>]

    init(types: [CodeType], functions: [CodeFunction]) {
        self.types = NestedRanges(types.indices.compactMap { index in types[index].body.map { ($0, index) } })
        let bodies = (types.flatMap(\.functions) + functions).map(\.body)
        functionBodies = bodies
        self.functions = NestedRanges(bodies.indices.map { (bodies[$0], $0) })
    }

    /// The innermost type (its index in the file's `types`) and function body holding token `index`.
    func owner(at index: Int) -> (type: Int?, function: Range<Int>?) {
        (types.innermost(containing: index), functions.innermost(containing: index).map { functionBodies[$0] })
    }
}

/// Ranges that nest or are apart (bracket bodies), each with a value: which one holds a
/// position innermost.
struct NestedRanges: Sendable {
    private var ranges: [(range: Range<Int>, value: Int, parent: Int?)] = []

    init(_ items: [(Range<Int>, Int)]) {
        // By start, the longer first: a parent comes before what it holds.
        let sorted = items.filter { !$0.0.isEmpty }.sorted { ($0.0.lowerBound, -$0.0.count) < ($1.0.lowerBound, -$1.0.count) }
        var open: [Int] = []
        for (range, value) in sorted {
            while let last = open.last, !(ranges[last].range.lowerBound <= range.lowerBound && range.upperBound <= ranges[last].range.upperBound) { open.removeLast() }
            ranges.append((range, value, open.last))
            open.append(ranges.count - 1)
        }
    }

    /// The value of the innermost range holding `position`.
    func innermost(containing position: Int) -> Int? {
        // The last range starting at or before it, then up its parents to one that holds it.
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].range.lowerBound <= position { low = middle + 1 } else { high = middle }
        }
        var candidate = low > 0 ? low - 1 : nil
        while let index = candidate {
            if ranges[index].range.contains(position) { return ranges[index].value }
            candidate = ranges[index].parent
        }
        return nil
    }
}

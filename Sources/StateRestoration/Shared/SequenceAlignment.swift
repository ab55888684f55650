/// The shortest edit script between two sequences (Myers' O((N+M)D) algorithm, as git aligns
/// lines): which elements are kept, which removed from the old side and which added on the new
/// side, in order. A common prefix and suffix are matched before the search, so one insertion
/// into a long array costs a pass over it.
public enum SequenceAlignment {
    public enum Step: Hashable, Sendable {
        /// Old element `old` is new element `new`.
        case same(old: Int, new: Int)
        case removed(old: Int)
        case added(new: Int)
    }

    /// The alignment of `oldCount` and `newCount` elements, or nil when it needs more than
    /// `maxEdits` insertions and removals (the search then stops: it costs about
    /// (N + M) · D comparisons and D² memory).
    public static func align(oldCount: Int, newCount: Int, maxEdits: Int, equal: (Int, Int) -> Bool) -> [Step]? {
        var prefix = 0
        while prefix < oldCount, prefix < newCount, equal(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < oldCount - prefix, suffix < newCount - prefix, equal(oldCount - 1 - suffix, newCount - 1 - suffix) { suffix += 1 }
        let n = oldCount - prefix - suffix, m = newCount - prefix - suffix
        guard let middle = middleSteps(n: n, m: m, maxEdits: maxEdits, equal: { equal($0 + prefix, $1 + prefix) }) else { return nil }
        var steps = (0..<prefix).map { Step.same(old: $0, new: $0) }
        steps.reserveCapacity(oldCount + newCount)
        for step in middle {
            switch step {
            case .same(let old, let new): steps.append(.same(old: old + prefix, new: new + prefix))
            case .removed(let old): steps.append(.removed(old: old + prefix))
            case .added(let new): steps.append(.added(new: new + prefix))
            }
        }
        for offset in 0..<suffix { steps.append(.same(old: oldCount - suffix + offset, new: newCount - suffix + offset)) }
        return steps
    }

    /// Myers' greedy search on the furthest-reaching paths of each diagonal, keeping the
    /// frontier of every round to walk the path back.
    private static func middleSteps(n: Int, m: Int, maxEdits: Int, equal: (Int, Int) -> Bool) -> [Step]? {
        if n == 0 || m == 0 {
            guard n + m <= maxEdits else { return nil }
            return (0..<n).map { Step.removed(old: $0) } + (0..<m).map { Step.added(new: $0) }
        }
        let limit = min(n + m, maxEdits)
        let offset = limit + 1
        // frontier[k + offset]: the furthest x reached on diagonal k = x - y.
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        var rounds: [[Int]] = []
        for edits in 0...limit {
            rounds.append(Array(frontier[(offset - edits - 1)...(offset + edits + 1)]))
            for k in stride(from: -edits, through: edits, by: 2) {
                var x = k == -edits || (k != edits && frontier[k - 1 + offset] < frontier[k + 1 + offset])
                    ? frontier[k + 1 + offset] : frontier[k - 1 + offset] + 1
                var y = x - k
                while x < n, y < m, equal(x, y) {
                    x += 1
                    y += 1
                }
                frontier[k + offset] = x
                if x >= n, y >= m { return backtrack(rounds: rounds, n: n, m: m) }
            }
        }
        return nil
    }

    /// Walks from (n, m) back to (0, 0) through the frontiers each round started from.
    private static func backtrack(rounds: [[Int]], n: Int, m: Int) -> [Step] {
        var steps: [Step] = []
        var x = n, y = m
        for edits in stride(from: rounds.count - 1, through: 0, by: -1) {
            let before = rounds[edits]
            // before[i] is the frontier of diagonal i - edits - 1.
            func at(_ k: Int) -> Int { before[k + edits + 1] }
            let k = x - y
            let previousK = k == -edits || (k != edits && at(k - 1) < at(k + 1)) ? k + 1 : k - 1
            let previousX = edits == 0 ? 0 : at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY, x > 0, y > 0 {
                x -= 1
                y -= 1
                steps.append(.same(old: x, new: y))
            }
            guard edits > 0 else { break }
            if x == previousX { steps.append(.added(new: previousY)) } else { steps.append(.removed(old: previousX)) }
            x = previousX
            y = previousY
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            steps.append(.same(old: x, new: y))
        }
        return steps.reversed()
    }
}

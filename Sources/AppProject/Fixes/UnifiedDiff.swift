/// A unified diff of two versions of a text file (`diff -u`, as `git apply` and `patch` take
/// it): Myers' shortest edit script over lines, hunks with three lines of context, a last line
/// without its newline marked as diff marks it, and a new file (no old version) from /dev/null.
public enum UnifiedDiff {
    public static func text(path: String, old: [UInt8]?, new: [UInt8], context: Int = 3) -> String {
        // A last line without its newline ends in a NUL here, so it differs from the same text
        // with one (a NUL is never in a text file's line), and is marked where it is printed.
        let a = lines(old ?? [], markingOpenEnd: true), b = lines(new, markingOpenEnd: true)
        let script = edits(a, b)
        guard old == nil || script.contains(where: { $0 != .keep }) else { return "" }
        func line(_ prefix: String, _ text: String) -> String {
            guard text.hasSuffix("\u{0}") else { return prefix + text + "\n" }
            return prefix + text.dropLast() + "\n\\ No newline at end of file\n"
        }
        if old == nil {
            var out = "--- /dev/null\n+++ b/\(path)\n@@ -0,0 +1,\(b.count) @@\n"
            for text in b { out += line("+", text) }
            return out
        }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        // Walk the script with both line numbers; cut it into hunks around the changes.
        var operations: [(Edit, Int, Int)] = []
        var i = 0, j = 0
        for edit in script {
            operations.append((edit, i, j))
            switch edit {
            case .keep: i += 1; j += 1
            case .delete: i += 1
            case .insert: j += 1
            }
        }
        var index = 0
        while let change = operations[index...].firstIndex(where: { $0.0 != .keep }) {
            let start = max(index, change - context)
            var end = change
            // Extend over changes closer than two contexts apart.
            var cursor = change
            while cursor < operations.count {
                if operations[cursor].0 != .keep {
                    end = cursor
                    cursor += 1
                } else if let next = operations[cursor...].firstIndex(where: { $0.0 != .keep }), next - end <= 2 * context {
                    cursor = next
                } else {
                    break
                }
            }
            let stop = min(operations.count, end + context + 1)
            let hunk = operations[start..<stop]
            let oldCount = hunk.filter { $0.0 != .insert }.count, newCount = hunk.filter { $0.0 != .delete }.count
            let oldStart = hunk.first!.1 + (oldCount == 0 ? 0 : 1), newStart = hunk.first!.2 + (newCount == 0 ? 0 : 1)
            out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for (edit, oldLine, newLine) in hunk {
                switch edit {
                case .keep: out += line(" ", a[oldLine])
                case .delete: out += line("-", a[oldLine])
                case .insert: out += line("+", b[newLine])
                }
            }
            index = stop
        }
        return out
    }

    enum Edit: Equatable { case keep, delete, insert }

    static func lines(_ bytes: [UInt8], markingOpenEnd: Bool = false) -> [String] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if lines.last == "" {
            lines.removeLast()
        } else if markingOpenEnd, !lines.isEmpty {
            lines[lines.count - 1] += "\u{0}"
        }
        return lines
    }

    /// Myers' O(ND) algorithm: the shortest script turning `a` into `b`.
    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count, m = b.count, limit = n + m
        var v = [Int](repeating: 0, count: 2 * limit + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...limit where !found {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[limit + k - 1] < v[limit + k + 1]) ? v[limit + k + 1] : v[limit + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[limit + k] = x
                if x >= n, y >= m { found = true; break }
            }
        }
        // Back through the trace, from the end.
        var script: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && v[limit + k - 1] < v[limit + k + 1]) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[limit + previousK], previousY = previousX - previousK
            while x > previousX, y > previousY {
                script.append(.keep)
                x -= 1; y -= 1
            }
            if d > 0 { script.append(x == previousX ? .insert : .delete) }
            x = previousX; y = previousY
        }
        return script.reversed()
    }
}

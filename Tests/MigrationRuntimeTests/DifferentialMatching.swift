import AppProject
import Foundation

/// Which of the migrated app's diagnostics the original had: a diagnostic is the original's when
/// the original had the same message on the same line, the line followed across the migration:
/// a line the migration left in its file is compared with itself; a line it wrote (in a changed
/// or a new file) with the line it removed that it is most like, if alike enough (a statement
/// moved to the scene delegate, `self.window` now `window`). A message
/// alone never matches: a stub gap's `use of undeclared identifier '_simperium'` in the app
/// delegate does not hide the same words in the scene delegate, where they are the migration's.
struct MigrationLines {
    let original: URL
    let migrated: URL
    /// Files (relative) the migration changed or wrote.
    let changed: Set<String>
    private var lines: [String: [String]] = [:]
    /// A changed file's lines the migration kept: the migrated line -> the original line (1-based).
    private var kept: [String: [Int: Int]] = [:]
    /// A changed original file's lines the migration removed (1-based).
    private var removed: [String: Set<Int>] = [:]

    init(original: URL, migrated: URL, changed: Set<String>) {
        self.original = original
        self.migrated = migrated
        self.changed = changed
        for file in changed {
            let before = Self.read(original, file), after = Self.read(migrated, file)
            var keptLines: [Int: Int] = [:]
            let difference = after.difference(from: before)
            var removedOffsets: Set<Int> = [], insertedOffsets: Set<Int> = []
            for change in difference {
                switch change {
                case let .remove(offset, _, _): removedOffsets.insert(offset)
                case let .insert(offset, _, _): insertedOffsets.insert(offset)
                }
            }
            var beforeIndex = 0
            for afterIndex in after.indices where !insertedOffsets.contains(afterIndex) {
                while removedOffsets.contains(beforeIndex) { beforeIndex += 1 }
                keptLines[afterIndex + 1] = beforeIndex + 1
                beforeIndex += 1
            }
            kept[file] = keptLines
            removed[file] = Set(removedOffsets.map { $0 + 1 })
        }
    }

    static func read(_ folder: URL, _ file: String) -> [String] {
        let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : folder.appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The line's text, trimmed ("" past the end).
    static func text(_ folder: URL, _ file: String, _ line: Int, cache: inout [String: [String]]) -> String {
        if cache[file] == nil { cache[file] = read(folder, file) }
        let lines = cache[file]!
        return line >= 1 && line <= lines.count ? lines[line - 1].trimmingCharacters(in: .whitespaces) : ""
    }

    /// Where a migrated diagnostic's line was in the original, when the migration left it in
    /// place: (file, original line).
    func keptOrigin(_ diagnostic: DifferentialCompile.Diagnostic) -> (file: String, line: Int)? {
        guard changed.contains(diagnostic.file) else { return (diagnostic.file, diagnostic.line) }
        return kept[diagnostic.file]?[diagnostic.line].map { (diagnostic.file, $0) }
    }

    /// Whether an original diagnostic is on a line the migration removed (moved or deleted).
    func wasRemoved(_ diagnostic: DifferentialCompile.Diagnostic) -> Bool {
        removed[diagnostic.file]?.contains(diagnostic.line) ?? false
    }

    /// How alike two lines are: the Dice coefficient of their words (names, literals).
    static func similarity(_ a: String, _ b: String) -> Double {
        func words(_ text: String) -> [String: Int] {
            var counts: [String: Int] = [:]
            for token in SourceTokenizer.tokens(Array(text.utf8), language: .swift).tokens where token.kind != .symbol { counts[token.text, default: 0] += 1 }
            return counts
        }
        let left = words(a), right = words(b)
        let total = left.values.reduce(0, +) + right.values.reduce(0, +)
        guard total > 0 else { return 0 }
        let shared = left.reduce(0) { $0 + min($1.value, right[$1.key] ?? 0) }
        return Double(2 * shared) / Double(total)
    }

    /// A moved line is taken for the original line it is most like, if at least this alike.
    static let movedLineSimilarity = 0.5

    struct Matched {
        /// The migrated diagnostics the original did not have.
        var introduced: [DifferentialCompile.Diagnostic] = []
        /// Diagnostics on lines the migration wrote that the original had on the line they
        /// came from: a moved statement that did not compile against the stubs before either
        /// (where the check cannot tell whether the move broke it too).
        var moved: [DifferentialCompile.Diagnostic] = []
    }

    /// Each original diagnostic answers for one migrated diagnostic: one on a line the
    /// migration kept for the same message on the same line; one on a line it removed for the
    /// same message on the written line most like it.
    func match(before: [DifferentialCompile.Diagnostic], after: [DifferentialCompile.Diagnostic]) -> Matched {
        struct Place: Hashable {
            var file: String
            var line: Int
            var message: String
        }
        var onKeptLines: [Place: Int] = [:]
        var onRemovedLines: [String: [DifferentialCompile.Diagnostic]] = [:]
        for diagnostic in before {
            if wasRemoved(diagnostic) {
                onRemovedLines[diagnostic.message, default: []].append(diagnostic)
            } else {
                onKeptLines[Place(file: diagnostic.file, line: diagnostic.line, message: diagnostic.message), default: 0] += 1
            }
        }
        var matched = Matched()
        for diagnostic in after {
            if let origin = keptOrigin(diagnostic) {
                let place = Place(file: origin.file, line: origin.line, message: diagnostic.message)
                if let count = onKeptLines[place], count > 0 { onKeptLines[place] = count - 1 } else { matched.introduced.append(diagnostic) }
                continue
            }
            let candidates = onRemovedLines[diagnostic.message] ?? []
            let scored = candidates.indices.map { (index: $0, similarity: Self.similarity(candidates[$0].text, diagnostic.text)) }
            if let best = scored.max(by: { $0.similarity < $1.similarity }), best.similarity >= Self.movedLineSimilarity {
                onRemovedLines[diagnostic.message]?.remove(at: best.index)
                matched.moved.append(diagnostic)
            } else {
                matched.introduced.append(diagnostic)
            }
        }
        matched.introduced.sort { ($0.file, $0.line, $0.message) < ($1.file, $1.line, $1.message) }
        return matched
    }
}

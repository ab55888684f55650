import Git
import Platform
import StateRepository
import StateRestoration

/// What `prune` says it did (or, with --dry-run, would do); the demo prints the same.
enum PruneRendering {
    /// `prune --stale`: the dropped snapshots one per line, tags, and how to undo.
    static func stale(_ result: SnapshotStore.PruneResult, staleness: Staleness, dryRun: Bool, branch: String) -> [String] {
        guard !result.dropped.isEmpty else {
            return ["nothing to prune: no snapshot is stale for app version \(staleness.current.text) (\(staleness.versionKey))"]
        }
        var lines = ["\(dryRun ? "would drop" : "dropped") \(count(result.dropped.count)) stale for app version \(staleness.current.text) (\(result.keptCount) kept):"]
        for (info, version) in result.dropped {
            lines.append("  \(info.id.short)  app \(version?.text ?? "(none)")  \(info.subject)")
        }
        for tag in result.deletedTags { lines.append("\(dryRun ? "would delete" : "deleted") tag '\(tag)'") }
        for tag in result.movedTags { lines.append("moved tag '\(tag)' to its rewritten snapshot") }
        return lines + undo(result, branch: branch)
    }

    /// Retention: the dropped snapshots by day, newest day first.
    static func retention(_ result: SnapshotStore.PruneResult, rules: RetentionPolicy, dryRun: Bool, branch: String) -> [String] {
        guard !result.dropped.isEmpty else {
            return ["nothing to prune: \(rules) keeps all \(count(result.keptCount))"]
        }
        var lines = ["\(dryRun ? "would drop" : "dropped") \(count(result.dropped.count)) by \(rules) (\(result.keptCount) kept), by day:"]
        var perDay: [String: Int] = [:]
        for (info, _) in result.dropped { perDay[CalendarTime.local(info.author.time).dateText, default: 0] += 1 }
        var day = ""
        for (info, _) in result.dropped.reversed() {
            let date = CalendarTime.local(info.author.time).dateText
            if date != day {
                lines.append("  \(date): \(count(perDay[date] ?? 0))")
                day = date
            }
            lines.append("    \(info.id.short)  \(CalendarTime.local(info.author.time).clockText)  \(info.subject)")
        }
        return lines + undo(result, branch: branch)
    }

    private static func undo(_ result: SnapshotStore.PruneResult, branch: String) -> [String] {
        guard let backup = result.backup, let old = result.oldTip, let new = result.newTip else { return [] }
        return ["\(branch): \(old.short) -> \(new.short); the old history is kept as \(backup)",
                "Undo with 'uistate rollback \(backup)'; discard it for good with 'uistate gc --prune=now'."]
    }

    private static func count(_ snapshots: Int) -> String { "\(snapshots) snapshot\(snapshots == 1 ? "" : "s")" }
}

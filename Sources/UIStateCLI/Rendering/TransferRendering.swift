import Git
import StateRepository

/// The lines fetch, pull and push print, as git prints them.
enum TransferRendering {
    /// ` * [new] origin/main 1234abc`, `   1234abc..5678def origin/main`, ` - [deleted] tag v1`.
    static func update(_ update: SnapshotStore.RefUpdate) -> String {
        let name = self.name(update.name)
        switch (update.old, update.new) {
        case (nil, let new?): return " * [new] \(name) \(new.short)"
        case (let old?, nil): return " - [deleted] \(name) (was \(old.short))"
        case (let old?, let new?): return "   \(old.short)..\(new.short) \(name)"
        case (nil, nil): return " \(name)"
        }
    }

    /// `main`, `origin/main`, `tag v1`.
    static func name(_ reference: ReferenceName) -> String {
        reference.kind == .tag ? "tag " + reference.shortName : reference.shortName
    }

    /// Private values in what a pull or a clone brought: a warning, never a refusal.
    static func warnAboutArrivals(_ findings: [ScanFinding], console: Console) {
        guard !findings.isEmpty else { return }
        let snapshots = Set(findings.compactMap(\.snapshot)).count
        console.note("warning: what arrived holds \(findings.count) private value\(findings.count == 1 ? "" : "s") in \(snapshots) snapshot\(snapshots == 1 ? "" : "s") "
            + "(uistate scan --all lists them; uistate redact takes them out of your copy)")
    }
}

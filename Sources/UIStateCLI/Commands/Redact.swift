import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StatePrivacy
import StateRepository
import Git

extension UIState {
    struct Redact: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Rewrites recorded snapshots with every private value replaced by a placeholder \
            (the rules 'uistate scan' applies), as git filter-repo rewrites history: each \
            snapshot keeps its place, message, author and dates; branches, tags and backups \
            move to the rewritten snapshots, and the originals stay reachable only from the \
            reflog until 'uistate gc --prune=now' drops them (--expire does it now). \
            Refuses to rewrite snapshots a remote already has unless --force (then push with \
            --force-with-lease, and whoever fetched them still has them). Without a range: \
            the current branch's whole history.
            """,
            examples: [
                "uistate redact --dry-run",
                "uistate redact --expire",
                "uistate redact v1..",
                "uistate redact --all --force",
            ],
            exitStatuses: [
                (.success, "rewritten (or nothing to rewrite)"),
                (.usage, "invalid command line"),
                (.badData, "a damaged snapshot or a malformed rules file"),
                (.fatal, "not a repository, unknown revision, snapshots already pushed (use --force), or a lock held too long"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "redact",
            abstract: "Take private values out of recorded snapshots (rewrites history).",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: ArgumentHelp("Snapshots to rewrite: <from>..<to> (default: the branch's whole history).", valueName: "range"), completion: .custom(Completions.revisions))
        var range: String?

        @Flag(help: "Every branch, tag and backup.")
        var all = false

        @Flag(help: "Rewrite snapshots a remote already has.")
        var force = false

        @Flag(help: "Then drop the originals at once (gc --prune=now).")
        var expire = false

        @Flag(name: .shortAndLong, help: "Say what would be rewritten; change nothing.")
        var dryRun = false

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        func validate() throws {
            if all && range != nil { throw ValidationError("give a range or --all, not both") }
            if dryRun && expire { throw ValidationError("--expire and --dry-run do not go together") }
            if let range, !range.contains("..") { throw ValidationError("give a range: <from>..<to>, such as v1.. or HEAD~5..HEAD") }
        }

        func run(_ context: CommandContext) throws {
            let store = try context.store()
            let console = context.console(machineOutput: json)
            guard let redaction = try store.redaction(asked: true) else { return }
            let scope: SnapshotStore.RewriteScope = all ? .all : range.map { .range($0) } ?? .branch
            let result = try store.redactHistory(scope, redaction: redaction, force: force, expire: expire, dryRun: dryRun)
            if json {
                console.emit(JSONValue.object([
                    JSONMember("dryRun", .bool(dryRun)),
                    JSONMember("snapshots", .int(result.snapshots.count)),
                    JSONMember("rewritten", .array(result.rewritten.map { snapshot in
                        .object([
                            JSONMember("old", .string(snapshot.old.hex)),
                            JSONMember("new", dryRun ? .null : .string(snapshot.new.hex)),
                            JSONMember("subject", .string(snapshot.subject)),
                            JSONMember("redacted", .array(snapshot.redacted.map { UIState.Scan.json($0, snapshot: nil, archive: nil) })),
                        ])
                    })),
                    JSONMember("references", .array(result.references.map { moved in
                        .object([JSONMember("name", .string(moved.name)), JSONMember("old", .string(moved.old.hex)), JSONMember("new", dryRun ? .null : .string(moved.new.hex))])
                    })),
                    JSONMember("expired", .bool(result.expired != nil)),
                ]).rendered)
                return
            }
            let rewritten = result.rewritten
            guard !rewritten.isEmpty else {
                console.say("nothing to redact: none of the \(result.snapshots.count) snapshot\(result.snapshots.count == 1 ? "" : "s") holds a private value")
                if let expired = result.expired { console.say(Self.expiry(expired)) }
                return
            }
            let values = rewritten.reduce(0) { $0 + $1.redacted.count }
            var lines = ["\(dryRun ? "would rewrite" : "rewrote") \(rewritten.count) of \(result.snapshots.count) snapshot\(result.snapshots.count == 1 ? "" : "s") (\(values) private value\(values == 1 ? "" : "s")):"]
            for snapshot in rewritten {
                var byRule: [String: Int] = [:]
                for finding in snapshot.redacted { byRule[finding.rule.id, default: 0] += 1 }
                let rules = byRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
                let ids = dryRun ? snapshot.old.short : "\(snapshot.old.short) -> \(snapshot.new.short)"
                lines.append("  \(ids)  \(snapshot.subject)" + (rules.isEmpty ? " (a parent rewritten)" : " (\(rules))"))
            }
            if !result.references.isEmpty {
                lines.append("\(dryRun ? "would move" : "moved") \(result.references.map(\.name).joined(separator: ", "))")
            }
            if dryRun {
                lines.append("nothing changed (without --dry-run the originals stay in the reflog until 'uistate gc --prune=now')")
            } else if let expired = result.expired {
                lines.append(Self.expiry(expired))
            } else {
                lines.append("the originals stay reachable from the reflog: 'uistate gc --prune=now' drops them (or run redact with --expire)")
            }
            console.emit(lines.joined(separator: "\n") + "\n")
        }

        static func expiry(_ expired: SnapshotStore.GarbageCollectionResult) -> String {
            "originals dropped: \(expired.expiredReflogEntries) reflog entr\(expired.expiredReflogEntries == 1 ? "y" : "ies") expired, "
                + "\(expired.deletedLooseObjects) loose object\(expired.deletedLooseObjects == 1 ? "" : "s") and \(expired.deletedPacks) pack\(expired.deletedPacks == 1 ? "" : "s") deleted"
        }
    }
}

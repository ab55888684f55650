import ArgumentParser
import Foundation
import StateRepository

extension UIState {
    struct GC: UIStateSubcommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            libgit2 has no gc, so uistate does what git's does: reflog entries and prune \
            backups older than the grace period whose snapshots are on no branch or tag are \
            expired, everything still needed is written into one pack, then older packs and \
            loose objects past the grace period are deleted. Commits wait meanwhile (the \
            repository lock); an interrupted gc leaves a valid repository.

            --prune takes now, never, or an age: 2.weeks.ago (the default), 3.days, 12h, 3600.
            """,
            examples: [
                "uistate gc",
                "uistate prune --stale && uistate gc --prune=now",
            ],
            exitStatuses: [
                (.success, "success"),
                (.usage, "invalid command line"),
                (.fatal, "not a repository or a lock held too long"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "gc",
            abstract: "Expire old history and repack the repository.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Option(help: ArgumentHelp("Grace period: now, never, or an age such as 2.weeks.ago.", valueName: "age"))
        var prune: GracePeriod = GracePeriod("2.weeks.ago")!

        func run() throws {
            let console = Console(global: global)
            let store = try RepositoryAccess.store(global)
            let result = try store.collectGarbage(gracePeriod: prune.seconds)
            for backup in result.expiredBackups { console.say("expired \(backup)") }
            console.say("expired \(result.expiredReflogEntries) reflog entr\(result.expiredReflogEntries == 1 ? "y" : "ies")")
            if let pack = result.pack { console.say("packed everything still needed into \(pack)") }
            console.say("deleted \(result.deletedPacks) old pack\(result.deletedPacks == 1 ? "" : "s") and \(result.deletedLooseObjects) loose object\(result.deletedLooseObjects == 1 ? "" : "s")")
        }
    }
}

/// A grace period as git spells it: now, never, <n>.<unit>[.ago], <n><unit>, or seconds.
struct GracePeriod: ExpressibleByArgument, Sendable {
    var seconds: TimeInterval

    init?(argument: String) {
        self.init(argument)
    }

    init?(_ text: String) {
        let units: [String: TimeInterval] = [
            "s": 1, "second": 1, "seconds": 1, "m": 60, "minute": 60, "minutes": 60, "h": 3600, "hour": 3600, "hours": 3600,
            "d": 86_400, "day": 86_400, "days": 86_400, "w": 604_800, "week": 604_800, "weeks": 604_800,
        ]
        switch text {
        case "now": seconds = 0
        case "never": seconds = .greatestFiniteMagnitude / 4
        default:
            var body = Substring(text)
            if body.hasSuffix(".ago") { body = body.dropLast(4) }
            let digits = body.prefix { $0.isNumber }
            var unit = String(body.dropFirst(digits.count))
            if unit.hasPrefix(".") { unit.removeFirst() }
            guard let count = Double(digits) else { return nil }
            guard let factor = unit.isEmpty ? 1 : units[unit] else { return nil }
            seconds = count * factor
        }
    }

    static var defaultCompletionKind: CompletionKind { .list(["now", "never", "2.weeks.ago", "1.day.ago"]) }
}

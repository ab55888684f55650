import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StateRepository
import StatePrivacy
import Git

extension UIState {
    struct Commit: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Reads the savedState folder (or data.data) given, or the configured working \
            archive, validates all of it, and commits one file per preserved object plus the \
            app-level values. Unchanged objects keep their blob ids. Prints the new snapshot's \
            short id and summary. -m gives the message as git commit -m does: several are \
            paragraphs joined by a blank line, trailing whitespace and blank lines are cleaned \
            (git's whitespace cleanup), and one that is empty after that is refused; the \
            message is kept whole, before the changes and the trailers uistate adds.
            """,
            examples: [
                "uistate commit",
                "uistate commit ~/Library/.../com.example.App.savedState -m \"After login\"",
                "uistate commit --allow-empty -m \"Same state, new run\"",
            ],
            exitStatuses: [
                (.success, "committed"),
                (.differences, "nothing to commit"),
                (.usage, "invalid command line, or an empty message (Aborting commit due to empty commit message.)"),
                (.badData, "a malformed saved state: UIKit archive, scene file or AppKit record (nothing is written)"),
                (.noInput, "no archive at the path"),
                (.fatal, "not a repository or a lock held too long"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "commit",
            abstract: "Record the app's saved state as a snapshot.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: "A savedState folder or data.data (default: the configured archive).", completion: .file())
        var path: String?

        @Option(name: .shortAndLong, help: ArgumentHelp("The snapshot's message: its first line the subject (repeat for more paragraphs, as git commit -m).", valueName: "message"))
        var message: [String] = []

        @Flag(help: "Record a snapshot even if it equals HEAD.")
        var allowEmpty = false

        @Flag(inversion: .prefixedNo, help: "Replace private values with placeholders (default: uistate.redact; docs/privacy.md).")
        var redact: Bool?

        /// The `-m` values as git makes one message of them; nil without `-m`.
        var cleanedMessage: String? { CommitMessage.cleaned(message) }

        func validate() throws {
            // As git refuses a message that its cleanup leaves empty.
            if !message.isEmpty, cleanedMessage == nil { throw ValidationError("Aborting commit due to empty commit message.") }
        }

        func run(_ context: CommandContext) throws {
            let console = context.console()
            let store = try context.store()
            let url = try context.workingArchive(path)
            // A message is written as it is unless the commit redacts: say so before it is.
            let message = cleanedMessage
            if let message, !(try redact ?? store.redactsByDefault()) {
                let rules = try store.privateValues(inMessage: message)
                if !rules.isEmpty {
                    context.warn(["the message holds private values (\(rules.map(\.id).joined(separator: ", "))): it is written as it is and a push will refuse it; 'uistate commit --redact' replaces them"])
                }
            }
            let outcome = Result { () throws(RepositoryError) in try store.commit(savedStateAt: url, message: message, allowEmpty: allowEmpty, redact: redact) }
            if case .failure(.nothingToCommit) = outcome {
                console.say("nothing to commit: the saved state equals HEAD (use --allow-empty to record it anyway)")
                throw ExitCode(ExitStatus.differences.rawValue)
            }
            let (result, warnings) = try outcome.get()
            context.warn(warnings)
            let branch = try store.branchName()
            console.say("[\(branch) \(result.id.short)] \(result.subject)")
            var counts = ["\(result.objectCount) object\(result.objectCount == 1 ? "" : "s")"]
            if let windows = result.windowCount { counts.insert("\(windows) window\(windows == 1 ? "" : "s") (AppKit)", at: 0) }
            let changes = result.changes
            for (count, what) in [(changes.windowsAdded.count, "opened"), (changes.windowsRemoved.count, "closed"), (changes.windowsChanged.count, "changed")] where count > 0 {
                counts.append("\(count) window\(count == 1 ? "" : "s") \(what)")
            }
            if !changes.added.isEmpty { counts.append("\(changes.added.count) added") }
            if !changes.changed.isEmpty { counts.append("\(changes.changed.count) changed") }
            if !changes.removed.isEmpty { counts.append("\(changes.removed.count) removed") }
            if changes.appChanged { counts.append("app-level values changed") }
            console.say(" " + counts.joined(separator: ", "))
            if !result.redacted.isEmpty {
                var places: [String] = []
                for finding in result.redacted where !places.contains(finding.location) { places.append(finding.location) }
                let shown = places.prefix(3).joined(separator: ", ") + (places.count > 3 ? ", ..." : "")
                console.say(" \(result.redacted.count) private value\(result.redacted.count == 1 ? "" : "s") replaced by placeholders (\(shown))")
            }
            console.detail("\(result.writtenObjects) git objects written\(result.packed ? " as one pack" : "")")
        }
    }
}

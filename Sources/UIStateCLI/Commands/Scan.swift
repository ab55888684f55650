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
    struct Scan: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Searches saved states for what should not be shared: values under keys named like \
            secrets (password, token, cookie, session id, api key, card number ...), and values \
            that look like emails, payment card numbers (Luhn-checked), JWTs, bearer or basic \
            credentials, private keys, random-looking strings or home-folder paths, inside \
            nested archives, @SceneStorage JSON and document bookmarks too. The project's rules \
            file (.uistate-privacy, or uistate.privacyRules) adds and ignores keys, values, \
            objects and key paths (docs/privacy.md). Prints where each match is (snapshot, \
            object, key path) and the rule, never the value. Without a revision: the working \
            archive and HEAD; with --all, every snapshot on a branch, tag or backup, each \
            match where it came in (the working archive too with --working-archive). Each \
            distinct file is searched once, and remembered: a second --all reads only what is \
            new.
            """,
            examples: [
                "uistate scan",
                "uistate scan --all",
                "uistate scan --all --working-archive",
                "uistate scan HEAD~3 v1 --json",
                "uistate scan --archive ~/Desktop/Bug.savedState",
                "uistate scan --rules",
            ],
            exitStatuses: [
                (.success, "nothing private found"),
                (.differences, "something private found"),
                (.usage, "invalid command line"),
                (.badData, "a malformed archive, snapshot or rules file"),
                (.fatal, "not a repository or unknown revision"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "scan",
            abstract: "Find passwords, tokens, emails and other private values in saved states.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: ArgumentHelp("Snapshots to scan (default: the working archive and HEAD).", valueName: "rev"), completion: .custom(Completions.revisions))
        var revisions: [String] = []

        @Flag(help: "Every snapshot on a branch, tag or backup (what a push could send).")
        var all = false

        @Flag(help: "The working archive too, with --all or revisions.")
        var workingArchive = false

        @Option(help: ArgumentHelp("Scan this savedState folder (or data.data) too.", valueName: "path"), completion: .file())
        var archive: String?

        @Flag(help: "List the rules in effect and exit.")
        var rules = false

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        func validate() throws {
            if all && !revisions.isEmpty { throw ValidationError("give revisions or --all, not both") }
            if workingArchive && archive != nil { throw ValidationError("--working-archive and --archive name different states: give one") }
        }

        func run(_ context: CommandContext) throws {
            let console = context.console(machineOutput: json)
            let store = archive == nil || all || !revisions.isEmpty ? try context.store() : context.storeIfAny()
            let policy = try store?.privacyPolicy() ?? PrivacyPolicy()
            let rulesFile = try store?.privacyRulesPath()
            if rules { return listRules(policy, file: rulesFile, console: console) }
            var result = ScanResult()
            var sources: [(label: String, findings: [SecretFinding])] = []
            if let archive {
                sources.append((archive, StateSecrets.scan(try context.readSavedState(URL(fileURLWithPath: archive)), policy: policy).sorted()))
            } else if let store, (revisions.isEmpty && !all) || workingArchive, let working = try store.workingArchive(),
                      try store.absence(ofSavedStateAt: working) == nil {
                sources.append(("working archive", try store.scan(savedStateAt: working, policy: policy)))
                result.workingArchive = true
            }
            if let store {
                if all {
                    result = try store.scan(snapshots: [], history: true, policy: policy).with(workingArchive: result.workingArchive)
                } else if !revisions.isEmpty {
                    result = try store.scan(snapshots: try revisions.map { try store.resolve($0) }, history: false, policy: policy)
                } else if archive == nil, let head = try store.tip() {
                    result = try store.scan(snapshots: [head], history: false, policy: policy).with(workingArchive: result.workingArchive)
                }
            }
            // Typed text is reported apart and counts only when it is redacted too.
            let allFindings = sources.flatMap(\.findings) + result.findings.map(\.finding)
            let count = allFindings.filter(policy.isPrivate).count
            let typed = allFindings.filter(\.isTypedText).count
            let flaws = allFindings.filter(\.isFlaw)
            if json {
                var items: [JSONValue] = []
                for source in sources {
                    items += source.findings.map { Self.json($0, snapshot: nil, archive: source.label == "working archive" ? nil : source.label) }
                }
                items += result.findings.map { Self.json($0.finding, snapshot: $0.snapshot?.hex, archive: nil) }
                console.emit(JSONValue.object([
                    JSONMember("findings", .array(items)),
                    JSONMember("scanned", .object([
                        JSONMember("snapshots", .int(result.snapshots)),
                        JSONMember("files", .int(result.files)),
                        JSONMember("workingArchive", .bool(result.workingArchive)),
                        JSONMember("archive", .optional(archive)),
                    ])),
                    JSONMember("rulesFile", .optional(rulesFile)),
                    JSONMember("flaws", .int(flaws.count)),
                    JSONMember("typedText", .object([
                        JSONMember("found", .int(typed)),
                        JSONMember("redacted", .bool(policy.redactTypedText)),
                    ])),
                ]).rendered)
            } else {
                var lines: [String] = []
                let style = console.style
                for source in sources {
                    lines += source.findings.filter(policy.isPrivate).map { "\(style.yellow(source.label))  \(Self.text($0))" }
                }
                lines += result.findings.filter { policy.isPrivate($0.finding) }.map { "\(style.yellow($0.snapshot?.short ?? "working archive"))  \(Self.text($0.finding))" }
                var scanned: [String] = []
                if result.snapshots > 0 { scanned.append("\(result.snapshots) snapshot\(result.snapshots == 1 ? "" : "s") (\(result.files) file\(result.files == 1 ? "" : "s"))") }
                if result.workingArchive { scanned.append("the working archive") }
                if let archive { scanned.append(archive) }
                let what = scanned.isEmpty ? "nothing (no snapshot, no working archive)" : scanned.joined(separator: " and ")
                if count == 0 {
                    lines.append("nothing private found in \(what)")
                } else {
                    var byRule: [String: Int] = [:]
                    for rule in allFindings.filter(policy.isPrivate).map(\.rule.id) { byRule[rule, default: 0] += 1 }
                    let rules = byRule.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.key) \($0.value)" }
                    lines.append("\(count) private value\(count == 1 ? "" : "s") in \(what) (\(rules.joined(separator: ", ")))")
                    // Advice for where they are: the state about to be committed, or history.
                    var advice: [String] = []
                    if sources.contains(where: { $0.findings.contains(where: policy.isPrivate) }) {
                        advice.append(try store?.redactsByDefault() == true
                            ? "commits replace them with placeholders (uistate.redact is on)"
                            : "keep them out: uistate commit --redact, or uistate config uistate.redact true")
                    }
                    if result.findings.contains(where: { policy.isPrivate($0.finding) }) { advice.append("take them out of history: uistate redact") }
                    lines.append(advice.joined(separator: "; "))
                }
                if typed > 0 {
                    lines.append(policy.redactTypedText
                        ? "typed text: \(typed) value\(typed == 1 ? "" : "s") the user typed, counted above: uistate.redactTypedText is on, so redacting replaces them"
                        : "typed text: \(typed) value\(typed == 1 ? "" : "s") the user typed (text fields, text views, drafts), kept: uistate.redactTypedText is off (set it to true to redact them too)")
                }
                if !flaws.isEmpty {
                    let places = flaws.prefix(3).map { "\($0.location): \($0.keyPath.joined(separator: " / "))" }.joined(separator: "; ") + (flaws.count > 3 ? "; ..." : "")
                    lines.append("flaws: \(flaws.count) string\(flaws.count == 1 ? " is" : "s are") not valid UTF-16 (a lone surrogate, half an emoji), searched for the rest: \(places)")
                }
                console.emit(lines.joined(separator: "\n") + "\n")
            }
            if count > 0 { throw ExitCode(ExitStatus.differences.rawValue) }
        }

        private func listRules(_ policy: PrivacyPolicy, file: String?, console: Console) {
            let enabled = policy.enabledDefaults
            if json {
                console.emit(JSONValue.object([
                    JSONMember("rules", .array(PrivacyRule.defaults.map { rule in
                        .object([JSONMember("id", .string(rule.id)), JSONMember("enabled", .bool(enabled.contains(rule))), JSONMember("finds", .string(rule.summary))])
                    })),
                    JSONMember("rulesFile", .optional(file)),
                ]).rendered)
                return
            }
            var lines = PrivacyRule.defaults.map { rule in
                (enabled.contains(rule) ? "  " : "- ") + rule.id.padding(16) + " " + rule.summary
            }
            lines.append(file.map { "project rules: \($0)" } ?? "project rules: none (add .uistate-privacy beside .uistate; docs/privacy.md)")
            lines += policy.keys.map { "  key \($0)" } + policy.values.map { "  value \($0)" } + policy.keyPaths.map { "  \($0.rule.id.dropFirst("project:".count))" }
            lines += policy.ignoredKeys.map { "  ignore key \($0)" } + policy.ignoredValues.map { "  ignore value \($0)" } + policy.ignoredKeyPaths.map { "  ignore key-path \($0)" }
            console.emit(lines.joined(separator: "\n") + "\n")
        }

        static func text(_ finding: SecretFinding) -> String {
            "\(finding.location): \(finding.keyPathText)  [\(finding.rule.id)]" + (finding.kept.map { " (\($0.explanation))" } ?? "")
        }

        static func json(_ finding: SecretFinding, snapshot: String?, archive: String?) -> JSONValue {
            .object([
                JSONMember("snapshot", .optional(snapshot)),
                JSONMember("archive", .optional(archive)),
                JSONMember("location", .string(finding.location)),
                JSONMember("keyPath", .array(finding.keyPath.map { .string($0) })),
                JSONMember("rule", .string(finding.rule.id)),
                JSONMember("kept", .optional(finding.kept?.rawValue)),
            ])
        }
    }
}

extension ScanResult {
    func with(workingArchive: Bool) -> ScanResult {
        var copy = self
        copy.workingArchive = workingArchive
        return copy
    }
}

extension String {
    /// Padded with spaces to `width` characters (longer ones stay as they are).
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

import PropertyList
import StatePrivacy
import StateRestoration

/// Redacting with this repository's rules and key: what commits, rewrites and restores that
/// keep private values out use.
public struct StateRedaction: Sendable {
    public let policy: PrivacyPolicy
    let placeholders: Placeholders

    /// The state with every private value replaced, and what was replaced (typed text only
    /// when the policy redacts it: otherwise it is left, and not listed; names and bookkeeping
    /// are always left, and not listed).
    public func redact(_ state: SavedState) -> (state: SavedState, findings: [SecretFinding]) {
        let (redacted, findings) = StateSecrets.redact(state, policy: policy, placeholders: placeholders)
        return (redacted, findings.filter { policy.isPrivate($0) && $0.kept == nil })
    }

    /// A state to hand over (a bug report): redacted, and a Mac app's windows given new
    /// encryption keys, so nothing written can be decrypted with keys from the user's machine.
    public func handOver(_ state: SavedState) -> (state: SavedState, findings: [SecretFinding]) {
        var (state, findings) = redact(state)
        if var windows = state.windows {
            var generator = SystemRandomNumberGenerator()
            for index in windows.windows.indices where windows.windows[index].key != nil {
                let key = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
                windows.windows[index].entry = windows.windows[index].entry.map {
                    $0.key == WindowKeys.dataKey ? PropertyListEntry($0.key, .data(key)) : $0
                }
            }
            state.windows = windows
        }
        return (state, findings)
    }

    /// A text (a commit or tag message) with what value rules match, and values after keys
    /// named like a secret (`password: hunter2`), replaced.
    func text(_ text: String) -> String {
        SecretScanner(policy: policy, placeholders: placeholders).redactedText(text)
    }

    /// A file outside uistate's layout (committed with plain git) at `path`, redacted as the
    /// format it is, and what was replaced (its name is reported, never changed).
    func file(_ bytes: [UInt8], at path: String) -> (bytes: [UInt8], findings: [SecretFinding]) {
        let scanner = SecretScanner(policy: policy, placeholders: placeholders)
        let new = scanner.file(bytes, at: path)
        let findings = scanner.takeFindings().map { SecretFinding(location: path, keyPath: $0.keyPath, rule: $0.rule, kept: $0.kept) }
        return (new ?? bytes, findings.filter { policy.isPrivate($0) && $0.kept == nil })
    }
}

extension SnapshotStore {
    /// The redaction to apply: `asked` (a `--redact` flag, or nil), else the repository's
    /// default (`uistate.redact`); nil when not redacting.
    public func redaction(asked: Bool? = nil) throws(RepositoryError) -> StateRedaction? {
        let redacting: Bool
        if let asked { redacting = asked } else { redacting = try redactsByDefault() }
        guard redacting else { return nil }
        return StateRedaction(policy: try privacyPolicy(), placeholders: try placeholders())
    }
}

extension SnapshotStore {
    /// The rules a message (a commit's, about to be written) matches: value rules, and values
    /// after keys named like a secret.
    public func privateValues(inMessage message: String) throws(RepositoryError) -> [PrivacyRule] {
        let policy = try privacyPolicy()
        let scanner = SecretScanner(policy: policy)
        _ = scanner.message(message, at: ScanLocation.commit, keyPath: ["message"])
        let rules = scanner.takeFindings().map { SecretFinding(location: ScanLocation.commit, keyPath: $0.keyPath, rule: $0.rule) }.filter(policy.isPrivate).map(\.rule)
        return Array(Set(rules)).sorted()
    }
}

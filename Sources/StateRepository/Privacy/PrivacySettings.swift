#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import KeyedArchive
import Platform
import StatePrivacy

/// The repository's privacy settings (docs/privacy.md): whether commits redact by default, where
/// the project's rules file is, and the key of the placeholders' hashes.
extension SnapshotStore {
    /// The rules file looked for in the project folder when `uistate.privacyRules` names none.
    public static let privacyRulesFile = ".uistate-privacy"

    /// The project's rules file: `uistate.privacyRules` (relative to the project folder), else
    /// `.uistate-privacy` there when it exists.
    public func privacyRulesPath() throws(RepositoryError) -> String? {
        if let configured = try setting(Settings.privacyRulesKey), !configured.isEmpty {
            return configured.hasPrefix("/") ? configured : workFolder.appendingPathComponent(configured).path
        }
        let path = workFolder.appendingPathComponent(Self.privacyRulesFile).path
        return FileSystem.exists(path) ? path : nil
    }

    /// The default rules with the project's, and whether typed text is redacted.
    public func privacyPolicy() throws(RepositoryError) -> PrivacyPolicy {
        var policy = try rulesPolicy()
        policy.redactTypedText = try redactsTypedText()
        return policy
    }

    /// Whether redaction replaces typed text too: `uistate.redactTypedText`.
    public func redactsTypedText() throws(RepositoryError) -> Bool {
        try flag(Settings.redactTypedTextKey)
    }

    func flag(_ key: String) throws(RepositoryError) -> Bool {
        guard let value = try setting(key) else { return false }
        return ["true", "yes", "on", "1"].contains(value.lowercased())
    }

    private func rulesPolicy() throws(RepositoryError) -> PrivacyPolicy {
        guard let path = try privacyRulesPath() else { return PrivacyPolicy() }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path, limit: 1 << 20)
        } catch {
            throw .system(error)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .privacyRules(path: path, PrivacyRulesError(line: 1, "not UTF-8 text"))
        }
        do {
            return try PrivacyPolicy(rules: text)
        } catch {
            throw .privacyRules(path: path, error)
        }
    }

    /// Whether commits (and watch) redact without being asked: `uistate.redact`.
    public func redactsByDefault() throws(RepositoryError) -> Bool {
        try flag(Settings.redactKey)
    }

    /// The placeholders of this repository, under its key (`uistate.redactionKey`, made on first
    /// use: 32 random bytes in the repository's own config, which is never pushed or cloned).
    public func placeholders() throws(RepositoryError) -> Placeholders {
        if let hex = try setting(Settings.redactionKeyKey), let key = Self.bytes(hex: hex), key.count >= 16 {
            return Placeholders(key: key)
        }
        let key = Placeholders.newKey()
        try setSetting(Settings.redactionKeyKey, CanonicalTextSyntax.hex(key))
        return Placeholders(key: key)
    }

    static func bytes(hex: String) -> [UInt8]? {
        let digits = Array(hex.utf8)
        guard digits.count % 2 == 0 else { return nil }
        var out: [UInt8] = []
        var index = 0
        while index < digits.count {
            guard let byte = UInt8(String(decoding: digits[index..<(index + 2)], as: UTF8.self), radix: 16) else { return nil }
            out.append(byte)
            index += 2
        }
        return out
    }
}

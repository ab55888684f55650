import Platform
/// What counts as private: the default rules, and what a project's rules file adds to them or
/// takes out (docs/privacy.md). A rules file lives with the app's code and is shared by the
/// team; one rule per line, `#` starts a comment (at the start of a line, or after a space or
/// tab: a pattern that needs ` #` writes it `[ ]#` or `\\s#`):
///
///     key <glob>            every value under a key named so (case and separators ignored)
///     value <regex>         text values matching the regular expression
///     object <glob>         every value of the objects whose path matches
///     key-path <glob>       values whose `<object>: <key> / <key>` matches
///     ignore key|value|object|key-path <pattern>   never private, even if a rule says so
///     ignore rule <id>      turn a default rule off (`random-string`, `key:pin`)
///
/// Globs know `*` (any run of characters) and `?` (one character).
public struct PrivacyPolicy: Sendable, Equatable {
    public var disabled: Set<PrivacyRule> = []
    public var keys: [String] = []
    public var values: [String] = []
    /// `<object>: <key path>` globs, with the rule each reports (`project:object Root/Account`).
    public var keyPaths: [KeyPathRule] = []
    public var ignoredKeys: [String] = []
    public var ignoredValues: [String] = []
    public var ignoredKeyPaths: [String] = []
    /// Whether redaction replaces typed text too (`uistate.redactTypedText`); it is reported
    /// either way.
    public var redactTypedText = false

    public init() {}

    /// The defaults and the rules file's text.
    public init(rules text: String) throws(PrivacyRulesError) {
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.withoutComment.drop { $0 == " " || $0 == "\t" }
            guard !line.isEmpty else { continue }
            let rule = String(line.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
            func failure(_ message: String) -> PrivacyRulesError { PrivacyRulesError(line: offset + 1, rule: rule, message) }
            var words = line.split(separator: " ", maxSplits: 1).map(String.init)
            let ignoring = words.first == "ignore"
            if ignoring { words = words.count > 1 ? words[1].split(separator: " ", maxSplits: 1).map(String.init) : [] }
            guard words.count == 2 else {
                throw failure("expected '[ignore] <kind> <pattern>'")
            }
            let kind = words[0]
            let pattern = String(words[1].reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
            guard !pattern.isEmpty else { throw failure("'\(kind)' needs a pattern") }
            switch kind {
            case "key": ignoring ? ignoredKeys.append(pattern) : keys.append(pattern)
            case "value":
                guard (try? Regex(pattern)) != nil else {
                    throw failure("'\(pattern)' is not a regular expression")
                }
                ignoring ? ignoredValues.append(pattern) : values.append(pattern)
            case "object":
                ignoring ? ignoredKeyPaths.append(pattern + ": *") : keyPaths.append(KeyPathRule(pattern: pattern + ": *", rule: Self.projectRule(kind, pattern)))
            case "key-path":
                ignoring ? ignoredKeyPaths.append(pattern) : keyPaths.append(KeyPathRule(pattern: pattern, rule: Self.projectRule(kind, pattern)))
            case "rule":
                guard ignoring else { throw failure("a default rule can only be ignored ('ignore rule \(pattern)')") }
                let rule = PrivacyRule(pattern)
                guard PrivacyRule.defaults.contains(rule) else {
                    throw failure("no default rule '\(pattern)' (uistate scan --rules lists them)")
                }
                disabled.insert(rule)
            default:
                throw failure("unknown kind '\(kind)' (key, value, object, key-path, rule)")
            }
        }
    }

    /// The default rules still on.
    public var enabledDefaults: Set<PrivacyRule> { Set(PrivacyRule.defaults).subtracting(disabled) }

    /// Whether a finding is a private value to keep out (typed text only when it is redacted;
    /// a flaw never).
    public func isPrivate(_ finding: SecretFinding) -> Bool { !finding.isFlaw && (!finding.isTypedText || redactTypedText) }

    /// The project rule a line of the file makes, as reports name it.
    static func projectRule(_ kind: String, _ pattern: String) -> PrivacyRule {
        PrivacyRule("project:\(kind) \(pattern)")
    }
}

/// A glob over `<object>: <key> / <key>` and the rule that reports what it matches.
public struct KeyPathRule: Sendable, Equatable {
    public var pattern: String
    public var rule: PrivacyRule
}

/// A rules file that cannot be read: its line and what is wrong.
public struct PrivacyRulesError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    /// The rule as written on that line (without its comment); nil when the file is unreadable.
    public var rule: String?
    public var message: String

    public init(line: Int, rule: String? = nil, _ message: String) {
        self.line = line
        self.rule = rule
        self.message = message
    }

    public var description: String { "line \(line)" + (rule.map { " ('\($0)')" } ?? "") + ": \(message)" }
}

/// `*` and `?` wildcards over characters; nothing else is special, so object paths with
/// brackets (`:[0]:`) need no escaping.
struct Wildcard: Sendable {
    private let parts: [Character]

    init(_ pattern: String) {
        parts = Array(pattern)
    }

    func matches(_ text: String) -> Bool {
        let text = Array(text)
        var p = 0, t = 0
        var star: Int? = nil, starText = 0
        while t < text.count {
            if p < parts.count, parts[p] == "?" || parts[p] == text[t] {
                p += 1
                t += 1
            } else if p < parts.count, parts[p] == "*" {
                star = p
                starText = t
                p += 1
            } else if let star {
                p = star + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < parts.count, parts[p] == "*" { p += 1 }
        return p == parts.count
    }
}

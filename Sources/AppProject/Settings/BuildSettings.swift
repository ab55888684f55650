import Platform

/// A target's build settings for one configuration, resolved as the build resolves them:
/// the levels from lowest to highest (the project's `.xcconfig`, the project's settings, the
/// target's `.xcconfig`, the target's settings), `$(inherited)` taken from the level below,
/// conditional settings (`KEY[sdk=iphoneos*]`, `KEY[config=Release]`) where they match, and
/// `$(VAR)` / `${VAR}` expanded when a value is read, with Xcode's own variables (`SRCROOT`,
/// `TARGET_NAME`, `PRODUCT_NAME` ...) defined.
public struct BuildSettings: Sendable {
    /// One `KEY = value` or `KEY[condition] = value` line of a level.
    public struct Assignment: Sendable, Equatable {
        public var key: String
        /// `sdk=iphoneos*`, `config=Debug` ...: all must match.
        public var conditions: [String]
        public var value: String

        public init(key: String, conditions: [String] = [], value: String) {
            self.key = key
            self.conditions = conditions
            self.value = value
        }

        /// `KEY[sdk=iphoneos*][arch=*]` split into the key and its conditions.
        public init(setting: String, value: String) {
            var parts = setting.split(separator: "[", omittingEmptySubsequences: false).map(String.init)
            key = String(parts.removeFirst().trimmed)
            conditions = parts.map { String($0.trimmed.dropLast($0.hasSuffix("]") ? 1 : 0)) }
            self.value = value
        }
    }

    /// What the conditions are matched against.
    public struct Context: Sendable {
        public var configuration: String
        /// The SDKs the target builds for (`iphoneos`, `iphonesimulator`, `macosx` ...).
        public var sdks: [String]

        public init(configuration: String, sdks: [String]) {
            self.configuration = configuration
            self.sdks = sdks
        }

        func matches(_ condition: String) -> Bool {
            let parts = condition.split(separator: "=", maxSplits: 1).map { String($0.trimmed) }
            guard parts.count == 2 else { return false }
            switch parts[0] {
            case "sdk": return sdks.contains { Glob(parts[1]).matches($0) }
            case "config": return Glob(parts[1]).matches(configuration)
            case "arch", "variant": return parts[1] == "*"
            default: return false
            }
        }
    }

    /// Each setting's value after every level, before `$(VAR)` expansion.
    var values: [String: String]

    /// `levels` from lowest to highest; `builtIn` is what Xcode defines itself (a level below all).
    public init(levels: [[Assignment]], builtIn: [String: String], context: Context) {
        values = builtIn
        // Xcode still defines the older name of TARGET_NAME (`$(SRCROOT)/$(TARGETNAME)/Info.plist`).
        if builtIn["TARGET_NAME"] != nil, builtIn["TARGETNAME"] == nil { values["TARGETNAME"] = "$(TARGET_NAME)" }
        for level in levels {
            let plain = level.filter(\.conditions.isEmpty)
            let conditional = level.filter { !$0.conditions.isEmpty && $0.conditions.allSatisfy(context.matches) }
            for assignment in plain + conditional {
                values[assignment.key] = Self.inheriting(assignment.value, from: values[assignment.key])
            }
        }
    }

    /// `$(inherited)` (and `${inherited}`) replaced by the value from below.
    static func inheriting(_ value: String, from below: String?) -> String {
        guard value.contains("inherited") else { return value }
        // Xcode also takes `$inherited`, the name without brackets.
        var result = value.replacing("$(inherited)", with: below ?? "").replacing("${inherited}", with: below ?? "")
        if result.contains("$inherited") {
            var out = ""
            var rest = Substring(result)
            while let range = rest.firstRange(of: "$inherited") {
                let after = rest[range.upperBound...].first
                let isWhole = after.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
                out += rest[..<range.lowerBound] + (isWhole ? (below ?? "") : "$inherited")
                rest = rest[range.upperBound...]
            }
            result = out + rest
        }
        return result
    }

    /// The setting, expanded; nil when no level sets it.
    public subscript(key: String) -> String? {
        values[key].map { expand($0) }
    }

    /// Whether a setting is `YES` (Xcode's booleans).
    public func isYes(_ key: String) -> Bool {
        guard let value = self[key]?.trimmed else { return false }
        return value == "YES" || value == "yes" || value == "1" || value == "true"
    }

    /// Every setting whose name starts with `prefix`, expanded.
    public func settings(withPrefix prefix: String) -> [String: String] {
        var found: [String: String] = [:]
        for (key, value) in values where key.hasPrefix(prefix) { found[key] = expand(value) }
        return found
    }

    /// `$(VAR)`, `${VAR}` and `$(VAR:operator)` replaced by their values; an undefined variable
    /// is empty, as in the build.
    public func expand(_ text: String) -> String {
        var undefined: Set<String> = []
        return SettingExpansion.expand(text, depth: 0, undefined: &undefined) { values[$0] }
    }

    /// The names `text` refers to that no level defines.
    public func undefinedNames(in text: String) -> Set<String> {
        var undefined: Set<String> = []
        _ = SettingExpansion.expand(text, depth: 0, undefined: &undefined) { values[$0] }
        return undefined
    }
}

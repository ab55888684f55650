import Deflate
import KeyedArchive
import PropertyList

/// Finds private values in what a saved state holds (keyed archives, property lists, JSON
/// kept in data or in strings, raw bytes) and, given placeholders, replaces each with one of
/// its type. It looks inside decoded values: an archive nested in data, an `NSDictionary`'s
/// keys and objects, a `@SceneStorage` JSON document, base64 of a document, a compressed
/// stream, a document bookmark, the text inside binary data.
///
/// A value is private when a key on its way is named like a secret (every value under it
/// then is, numbers only when the key names a number: `SensitiveKeys`), when it matches a
/// value rule (then only the matching part of a text is replaced: `/Users/ann/Notes.txt`
/// keeps its shape as `/Users/[redacted:...]/Notes.txt`), or when a project rule says so.
/// Nothing is re-encoded unless something was replaced.
///
/// Every encoding a state uses is read: text in data as UTF-8, UTF-16 or UTF-32, zlib, gzip
/// and raw deflate streams, base64, percent-encoding (once or twice), HTML's character
/// references and look-alike characters; what is replaced inside is written back in the same
/// encoding. UIKit's and AppKit's bookkeeping (class names, identifier paths, window numbers)
/// is searched and reported, never replaced (`RestorationBookkeeping`). A string that is not
/// valid UTF-16 is reported as a flaw and searched like any other.
///
/// Bounded for any input up to the 64 MiB file limit: the walk over an archive's objects is
/// a loop, not a recursion (a chain of 300,000 dictionaries), key paths are built only where
/// something is reported, and one object reports at most `maximumFindings` places one by
/// one (the rest once per rule, at `…`).
public final class SecretScanner {
    public struct Finding: Hashable, Sendable {
        public var keyPath: [String]
        public var rule: PrivacyRule
        /// Why the value stays in place when redacting; nil when it is replaced.
        public var kept: KeptReason?
    }

    /// Places one object reports one by one; beyond them, once per rule at `…`.
    public static let maximumFindings = 10_000
    /// The key path of the findings beyond `maximumFindings`.
    public static let morePlaces = "…"
    /// Texts longer than this get placeholders as long as what they replace, so a large value
    /// (a log of a million emails) keeps its size and the file its limit.
    static let sameLengthAbove = 1 << 20

    let policy: PrivacyPolicy
    let placeholders: Placeholders?
    private let enabled: Set<PrivacyRule>
    private let valueSwitches: ValueDetectors.Switches
    private let valuePatterns: [(Regex<AnyRegexOutput>, PrivacyRule)]
    private let ignoredValuePatterns: [Regex<AnyRegexOutput>]
    private let keyPatterns: [(Wildcard, PrivacyRule)]
    private let ignoredKeyPatterns: [Wildcard]
    private let keyPathPatterns: [(Wildcard, PrivacyRule)]
    private let ignoredKeyPathPatterns: [Wildcard]
    private var keyVerdicts: [String: KeyVerdict] = [:]
    private var keyKinds: [String: KeyKind] = [:]

    /// The object being scanned (its display path), for key-path rules.
    private var location = "" {
        didSet { locationIsTextInput = TypedText.isTextInputName(location.split(separator: "/").last.map(String.init) ?? "") }
    }
    /// The object is a text input (an AppKit record named like `Text View`): its contents are typed text.
    private var locationIsTextInput = false
    private var findings: [Finding] = []
    private var reported: Set<Finding> = []
    private var overflowRules: Set<PrivacyRule> = []
    /// Placeholders already made, by what they replace (a log repeats the same addresses).
    private var textPlaceholders: [ArraySlice<UInt8>: [UInt8]] = [:]
    private var sameLengthPlaceholders: [ArraySlice<UInt8>: [UInt8]] = [:]
    static let maximumCachedPlaceholders = 65_536

    private enum KeyVerdict {
        case plain
        case secret(PrivacyRule)
        case ignored
    }

    /// With `placeholders`, `archive`, `plist`, `bytes` return the value with every private
    /// value replaced; without, they only report.
    public init(policy: PrivacyPolicy, placeholders: Placeholders? = nil) {
        self.policy = policy
        self.placeholders = placeholders
        enabled = policy.enabledDefaults
        valueSwitches = ValueDetectors.Switches(enabled: policy.enabledDefaults)
        valuePatterns = policy.values.compactMap { pattern in (try? Regex(pattern)).map { ($0, PrivacyPolicy.projectRule("value", pattern)) } }
        ignoredValuePatterns = policy.ignoredValues.compactMap { try? Regex($0) }
        keyPatterns = policy.keys.map { (Wildcard(Self.normalizedPattern($0)), PrivacyPolicy.projectRule("key", $0)) }
        ignoredKeyPatterns = policy.ignoredKeys.map { Wildcard(Self.normalizedPattern($0)) }
        keyPathPatterns = policy.keyPaths.map { (Wildcard($0.pattern), $0.rule) }
        ignoredKeyPathPatterns = policy.ignoredKeyPaths.map { Wildcard($0) }
    }

    /// What was found since the last call, one finding per key path and rule.
    public func takeFindings() -> [Finding] {
        var out = findings
        for rule in overflowRules.sorted() { out.append(Finding(keyPath: [Self.morePlaces], rule: rule, kept: nil)) }
        findings = []
        reported = []
        overflowRules = []
        return out
    }

    // MARK: Entry points

    /// The archive of the object at `location` (a display path), with private values replaced
    /// when placeholders were given; nil when nothing changed.
    public func archive(_ archive: KeyedArchive, at location: String, keyPath: [String] = []) -> KeyedArchive? {
        self.location = location
        let path = ScanPath.root(keyPath)
        guard !isIgnored(path) else { return nil }
        return walkArchive(archive, path: path, secret: keyPathRule(path), nesting: 0)
    }

    public func plist(_ value: PropertyListValue, at location: String, keyPath: [String] = []) -> PropertyListValue? {
        self.location = location
        let path = ScanPath.root(keyPath)
        guard !isIgnored(path) else { return nil }
        return walkPlist(value, path: path, secret: keyPathRule(path), nesting: 0)
    }

    /// Bytes of a kept file or a chunk: an archive, a plist or JSON inside is walked as such,
    /// anything else searched as text or as raw bytes.
    public func bytes(_ bytes: [UInt8], at location: String, keyPath: [String] = []) -> [UInt8]? {
        self.location = location
        let path = ScanPath.root(keyPath)
        guard !isIgnored(path) else { return nil }
        return data(bytes, path: path, secret: keyPathRule(path), nesting: 0)
    }

    /// A file of any kind (one uistate did not write, committed with plain git): searched as
    /// the format it is (`bytes`), and when it is text, its `key = value` lines (INI, `.env`,
    /// properties, YAML) read with the key rules too.
    public func file(_ bytes: [UInt8], at location: String) -> [UInt8]? {
        self.location = location
        var current = bytes
        var changed = false
        if BinaryText.kind(of: bytes) == .text, !bytes.isEmpty, bytes.count <= TextLayers.maximumSize,
           let new = keyValueLines(bytes, path: nil, wholeValues: KeyValueText.isConfiguration(bytes)) {
            current = new
            changed = true
        }
        if let new = data(current, path: nil, secret: keyPathRule(nil), nesting: 0) {
            current = new
            changed = true
        }
        return changed ? current : nil
    }

    /// Free text (a commit or tag message): what the value rules and the project's value
    /// patterns match, and a value written after a key named like a secret
    /// (`password: hunter2`), replaced; nil when nothing is.
    public func message(_ text: String, at location: String, keyPath: [String] = []) -> String? {
        self.location = location
        let path = ScanPath.root(keyPath)
        var bytes = Array(text.utf8)
        var changed = false
        if let new = keyValueLines(bytes, path: path, wholeValues: false) {
            bytes = new
            changed = true
        }
        if let new = self.text(String(decoding: bytes, as: UTF8.self), path: path, secret: nil, nesting: 0, typed: false) {
            return new
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Free text with what the rules match replaced (a commit message being written).
    public func redactedText(_ text: String) -> String {
        defer { _ = takeFindings() }
        return message(text, at: "") ?? text
    }

    /// A name the state is organized by (an identifier path, a window's object name, a kept
    /// file's path): only value rules apply, and it is never replaced (docs/privacy.md says why).
    public func name(_ name: String, at location: String) {
        self.location = location
        for match in textMatches(Array(name.utf8), name, path: nil, context: ValueDetectors.Context()) {
            record(Finding(keyPath: [], rule: match.rule, kept: .name))
        }
    }

    // MARK: Reporting

    private func record(_ finding: Finding) {
        guard !reported.contains(finding) else { return }
        if reported.count >= Self.maximumFindings {
            overflowRules.insert(finding.rule)
            return
        }
        reported.insert(finding)
        findings.append(finding)
    }

    /// Reports `rules` found at `path`; whether to replace the value: placeholders were given
    /// and the value is not UIKit's or AppKit's bookkeeping (then it is reported as kept).
    private func report(_ rules: some Sequence<PrivacyRule>, at path: ScanPath?) -> Bool {
        let rules = Set(rules).sorted()
        let kept: KeptReason? = path?.isBookkeeping == true ? .bookkeeping : nil
        if reported.count >= Self.maximumFindings {
            for rule in rules where !PrivacyRule.flaws.contains(rule) { overflowRules.insert(rule) }
        } else {
            let keys = ScanPath.keys(path)
            for rule in rules { record(Finding(keyPath: keys, rule: rule, kept: rule == .invalidUTF16 ? nil : kept)) }
        }
        return kept == nil && placeholders != nil
    }

    // MARK: Keys

    /// What a key's name says, worked out once per key name (a state repeats the same few
    /// keys in every object; an archive of a million distinct keys keeps the first 65,536).
    private struct KeyInfo {
        var verdict: KeyVerdict
        var kind: KeyKind
        /// Whether the key holds a private value itself (an email used as a key), once asked.
        var privateName: Bool?
    }

    private var keyInfos: [String: KeyInfo] = [:]
    private var lastKeyInfo: (key: String, info: KeyInfo)?
    static let maximumCachedKeys = 65_536

    /// `privateName`: whether to work out `KeyInfo.privateName` too (a dictionary's key), so a
    /// key is looked up and stored once.
    private func info(_ key: String, privateName: Bool = false) -> KeyInfo {
        // The key just asked about, first: a dictionary's key is asked about again for the
        // value under it, and past the cache's size it would be worked out twice.
        if let last = lastKeyInfo, last.key == key, !privateName || last.info.privateName != nil { return last.info }
        let cached = keyInfos[key]
        if let cached, !privateName || cached.privateName != nil {
            lastKeyInfo = (key, cached)
            return cached
        }
        let words = SensitiveKeys.words(of: key)
        let normalized = words.joined()
        var verdict = KeyVerdict.plain
        if ignoredKeyPatterns.contains(where: { $0.matches(normalized) }) {
            verdict = .ignored
        } else if let project = keyPatterns.first(where: { $0.0.matches(normalized) }) {
            verdict = .secret(project.1)
        } else if let term = SensitiveKeys.term(words: words), enabled.contains(.key(term.name)) {
            verdict = .secret(.key(term.name))
        }
        var kind: KeyKind = []
        if HexTokens.isIdentifierKey(words: words) { kind.insert(.identifier) }
        if TypedText.isTypedKey(words: words) { kind.insert(.typed) }
        if TypedText.contentKeys.contains(normalized) { kind.insert(.content) }
        if Numbers.isOtherNumberKey(words) { kind.insert(.notCard) }
        var info = KeyInfo(verdict: verdict, kind: kind)
        if privateName { info.privateName = !textMatches(Array(key.utf8), key, path: nil, context: ValueDetectors.Context()).isEmpty }
        if keyInfos.count < Self.maximumCachedKeys || cached != nil { keyInfos[key] = info }
        lastKeyInfo = (key, info)
        return info
    }

    private func verdict(_ key: String) -> KeyVerdict { info(key).verdict }

    /// What a key's name says of the text under it.
    private struct KeyKind: OptionSet {
        let rawValue: UInt8
        /// Named like an identifier: hex under it is the state's own (`HexTokens`).
        static let identifier = KeyKind(rawValue: 1)
        /// Text a person typed (`TypedText.isTypedKey`).
        static let typed = KeyKind(rawValue: 2)
        /// A text input's content (`TypedText.isContentKey`).
        static let content = KeyKind(rawValue: 4)
        /// Not a card: an order's, an invoice's, a tracking number (`Numbers`).
        static let notCard = KeyKind(rawValue: 8)
    }

    private func kind(_ key: String) -> KeyKind { info(key).kind }

    /// Entering `key` below `path`: nil when the subtree is ignored, else the path and whether
    /// it is secret.
    private func enter(_ key: String, path: ScanPath?, secret: PrivacyRule?, info known: KeyInfo? = nil) -> (path: ScanPath?, secret: PrivacyRule?)? {
        let next = ScanPath.entering(path, key: key)
        if next.isBookkeeping { return isIgnored(next) ? nil : (next, nil) }
        switch (known ?? info(key)).verdict {
        case .ignored: return nil
        case .secret(let rule): return isIgnored(next) ? nil : (next, secret ?? rule)
        case .plain: return isIgnored(next) ? nil : (next, secret ?? keyPathRule(next))
        }
    }

    /// A dictionary's key (JSON's, a property list's, an `NSDictionary`'s string key): searched
    /// with the value rules, replaced when it holds a private value (then the path names the
    /// entry by its position, never by the private key), and entered for its value.
    func enterKey(_ key: String, path: ScanPath?, secret: PrivacyRule?, position: Int) -> (replacement: String?, entered: (path: ScanPath?, secret: PrivacyRule?)?) {
        let keyInfo = info(key, privateName: true)
        guard keyInfo.privateName == true else { return (nil, enter(key, path: path, secret: secret, info: keyInfo)) }
        let keyPath = ScanPath.entering(path, key: "[key \(position)]")
        let replacement = text(key, path: keyPath, secret: nil, nesting: 0, typed: false)
        return (replacement, (keyPath, secret ?? keyPathRule(keyPath)))
    }

    private func keyPathText(_ path: ScanPath?) -> String {
        location + ": " + ScanPath.keys(path).joined(separator: " / ")
    }

    /// Key-path rules are matched on paths up to this deep; an object rule (`Root/Account: *`)
    /// holds for everything below where it matched.
    static let keyPathRuleDepth = 64

    private func isIgnored(_ path: ScanPath?) -> Bool {
        guard !ignoredKeyPathPatterns.isEmpty, (path?.depth ?? 0) <= Self.keyPathRuleDepth else { return false }
        let text = keyPathText(path)
        return ignoredKeyPathPatterns.contains { $0.matches(text) }
    }

    private func keyPathRule(_ path: ScanPath?) -> PrivacyRule? {
        guard !keyPathPatterns.isEmpty, (path?.depth ?? 0) <= Self.keyPathRuleDepth else { return nil }
        let text = keyPathText(path)
        return keyPathPatterns.first { $0.0.matches(text) }?.1
    }

    /// A project glob for keys, its literal parts compared as keys are (lower case, no
    /// separators).
    static func normalizedPattern(_ pattern: String) -> String {
        var out = "", literal = ""
        for character in pattern {
            if character == "*" || character == "?" {
                out += SensitiveKeys.normalized(literal) + String(character)
                literal = ""
            } else {
                literal.append(character)
            }
        }
        return out + SensitiveKeys.normalized(literal)
    }

    // MARK: Archives

    private static let dictionaryClasses: Set<String> = ["NSDictionary", "NSMutableDictionary"]
    private static let collectionClasses: Set<String> = ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet"]
    /// Foundation classes whose fields are the value itself, not keys of it.
    private static let transparentClasses: Set<String> = ["NSString", "NSMutableString", "NSData", "NSMutableData", "NSNumber"]

    /// An object still to walk: reached at `path`, under `secret`, inside a text input or not.
    private struct Visit {
        var id: Int
        /// The path to the object, or to the array holding it at `position` (made when the
        /// object is walked: an array of millions of objects does not hold a path for each).
        var path: ScanPath?
        var position: Int?
        var secret: PrivacyRule?
        var textInput: Bool
        /// Instead of an object, the objects among an array's items from `position` on, each
        /// reached when the one before is walked: an array of millions of objects is one entry
        /// of the list, not millions.
        var items: [ArchiveValue]? = nil

        var objectPath: ScanPath? { position.map { ScanPath.entering(path, index: $0) } ?? path }
    }

    private struct ArchiveWalk {
        var objects: [ArchiveObject]
        /// Per object: 0 not reached, 1 reached, 2 reached under a secret key.
        var visited: [UInt8]
        var pending: [Visit] = []
        var changed = false
        /// Inside an object of a text input class, for the value being walked.
        var textInput = false
    }

    private func walkArchive(_ archive: KeyedArchive, path: ScanPath?, secret: PrivacyRule?, nesting: Int) -> KeyedArchive? {
        var walk = ArchiveWalk(objects: archive.objects, visited: [UInt8](repeating: 0, count: archive.objects.count))
        var top = archive.top
        var changed = false
        for index in top.indices {
            guard let entered = enter(top[index].key, path: path, secret: secret) else { continue }
            if let new = value(top[index].value, path: entered.path, secret: entered.secret, walk: &walk, nesting: nesting) {
                top[index].value = new
                changed = true
            }
        }
        // Objects are walked from a list, not by recursion: a graph may be a chain as deep as
        // it has objects.
        while let visit = walk.pending.popLast() {
            if let items = visit.items {
                nextItem(of: visit, items, walk: &walk)
            } else {
                object(visit, walk: &walk, nesting: nesting)
            }
        }
        guard changed || walk.changed else { return nil }
        return KeyedArchive(archiver: archive.archiver, version: archive.version, top: top, objects: walk.objects)
    }

    private func value(_ value: ArchiveValue, path: ScanPath?, secret: PrivacyRule?, walk: inout ArchiveWalk, nesting: Int) -> ArchiveValue? {
        switch value {
        case .inline(let scalar): return self.scalar(scalar, path: path, secret: secret, nesting: nesting, textInput: walk.textInput).map(ArchiveValue.inline)
        case .stored(let scalar): return self.scalar(scalar, path: path, secret: secret, nesting: nesting, textInput: walk.textInput).map(ArchiveValue.stored)
        case .null: return nil
        case .object(let id):
            reach(id, path: path, position: nil, secret: secret, textInput: walk.textInput, walk: &walk)
            return nil
        case .array(let items), .set(let items):
            var items = items, changed = false, objects = false
            for index in items.indices {
                if case .object = items[index] {
                    objects = true
                    continue
                }
                if let new = self.value(items[index], path: ScanPath.entering(path, index: index), secret: secret, walk: &walk, nesting: nesting) {
                    items[index] = new
                    changed = true
                }
            }
            if objects {
                walk.pending.append(Visit(id: -1, path: path, position: 0, secret: secret, textInput: walk.textInput, items: items))
            }
            guard changed else { return nil }
            if case .set = value { return .set(items) }
            return .array(items)
        case .dictionary(let fields):
            var fields = fields, changed = false
            for index in fields.indices {
                guard let entered = enter(fields[index].key, path: path, secret: secret) else { continue }
                if let new = self.value(fields[index].value, path: entered.path, secret: entered.secret, walk: &walk, nesting: nesting) {
                    fields[index].value = new
                    changed = true
                }
            }
            return changed ? .dictionary(fields) : nil
        }
    }

    /// An object reached at `path` (or at `position` of the array there): walked later, from
    /// the list, once; once more when first reached as plain and now under a secret key (a
    /// shared object).
    @discardableResult
    private func reach(_ id: ArchiveObjectID, path: ScanPath?, position: Int?, secret: PrivacyRule?, textInput: Bool, walk: inout ArchiveWalk) -> Bool {
        guard id.index < walk.visited.count else { return false }
        let state = walk.visited[id.index]
        if state == 2 || (state == 1 && secret == nil) { return false }
        walk.visited[id.index] = secret == nil ? 1 : 2
        walk.pending.append(Visit(id: id.index, path: path, position: position, secret: secret, textInput: textInput))
        return true
    }

    /// The next object among `items` from the visit's position: walked before the rest, which
    /// go back on the list beneath it (so the array is walked in order, depth first).
    private func nextItem(of visit: Visit, _ items: [ArchiveValue], walk: inout ArchiveWalk) {
        var index = visit.position ?? 0
        while index < items.count {
            defer { index += 1 }
            guard case .object(let id) = items[index] else { continue }
            if index + 1 < items.count {
                var rest = visit
                rest.position = index + 1
                walk.pending.append(rest)
            }
            if reach(id, path: visit.path, position: index, secret: visit.secret, textInput: visit.textInput, walk: &walk) { return }
            if index + 1 < items.count { walk.pending.removeLast() }
        }
    }

    private func object(_ visit: Visit, walk: inout ArchiveWalk, nesting: Int) {
        var object = walk.objects[visit.id]
        let className = object.archiveClass.name
        let path = visit.objectPath, secret = visit.secret
        walk.textInput = visit.textInput || TypedText.inputClasses.contains(className)
        defer { walk.textInput = false }
        var changed = false
        func update(_ index: Int, _ new: ArchiveValue?) {
            if let new {
                object.fields[index].value = new
                changed = true
            }
        }
        let keysIndex = object.fields.firstIndex { $0.key == "NS.keys" }
        let objectsIndex = object.fields.firstIndex { $0.key == "NS.objects" }
        if Self.dictionaryClasses.contains(className), let keysIndex, let objectsIndex,
            case .array(let keys) = object.fields[keysIndex].value, case .array(var values) = object.fields[objectsIndex].value
        {
            var keysChanged = false, valuesChanged = false
            var newKeys = keys
            let names = values.indices.map { index in index < keys.count ? string(keys[index], in: walk.objects) : nil }
            let cookie = secret == nil && CookieProperties.holds(names.compactMap { $0 })
            for index in values.indices {
                var entered: (path: ScanPath?, secret: PrivacyRule?)?
                if let name = names[index] {
                    let (replacement, entry) = enterKey(name, path: path, secret: secret, position: index)
                    entered = entry
                    if let replacement, let new = replacingString(keys[index], with: replacement, walk: &walk) {
                        newKeys[index] = new
                        keysChanged = true
                    }
                } else {
                    if index < keys.count, let new = self.value(keys[index], path: ScanPath.entering(path, key: "[key \(index)]"), secret: nil, walk: &walk, nesting: nesting) {
                        newKeys[index] = new
                        keysChanged = true
                    }
                    entered = enter("[\(index)]", path: path, secret: secret)
                }
                guard let entered else { continue }
                let valueSecret = cookie && names[index]?.lowercased() == "value" ? PrivacyRule.sessionCookie : entered.secret
                if let new = self.value(values[index], path: entered.path, secret: valueSecret, walk: &walk, nesting: nesting) {
                    values[index] = new
                    valuesChanged = true
                }
            }
            if keysChanged { update(keysIndex, .array(newKeys)) }
            if valuesChanged { update(objectsIndex, .array(values)) }
        } else if Self.collectionClasses.contains(className), let objectsIndex, case .array = object.fields[objectsIndex].value {
            update(objectsIndex, value(object.fields[objectsIndex].value, path: path, secret: secret, walk: &walk, nesting: nesting))
        } else if className == "NSDate" {
            for index in object.fields.indices {
                switch object.fields[index].value {
                case .inline(.real64(let seconds)): update(index, date(seconds, path: path, secret: secret).map { .inline(.real64($0)) })
                case .stored(.real64(let seconds)): update(index, date(seconds, path: path, secret: secret).map { .stored(.real64($0)) })
                default: continue
                }
            }
        } else if className == "NSUUID" {
            // Its 16 bytes are its format: a placeholder of 16 bytes.
            for index in object.fields.indices {
                guard let secret, case .inline(.data(let bytes)) = object.fields[index].value, bytes.count == 16, !Placeholders.isPlaceholder(uuid: bytes),
                      report([secret], at: path), let placeholders
                else { continue }
                update(index, .inline(.data(placeholders.uuid(replacing: bytes))))
            }
        } else if className == "NSURL" {
            // The relative part under a base URL is a URL of its own: its query is searched.
            let hasBase = object.fields.contains { $0.key == "NS.base" && $0.value != .null && $0.value != .inline(.null) }
            for index in object.fields.indices {
                if object.fields[index].key == "NS.relative", hasBase, case .stored(.string(let text)) = object.fields[index].value {
                    update(index, self.text(text, path: path, secret: secret, nesting: nesting, context: ValueDetectors.Context(relativeURL: true)).map { .stored(.string($0)) })
                } else {
                    update(index, value(object.fields[index].value, path: path, secret: secret, walk: &walk, nesting: nesting))
                }
            }
        } else if Self.transparentClasses.contains(className) {
            for index in object.fields.indices {
                update(index, value(object.fields[index].value, path: path, secret: secret, walk: &walk, nesting: nesting))
            }
        } else {
            for index in object.fields.indices {
                guard let entered = enter(object.fields[index].key, path: path, secret: secret) else { continue }
                update(index, value(object.fields[index].value, path: entered.path, secret: entered.secret, walk: &walk, nesting: nesting))
            }
        }
        if changed {
            walk.objects[visit.id] = object
            walk.changed = true
        }
    }

    /// The text a dictionary key holds (a stored string or an NSString).
    private func string(_ value: ArchiveValue, in objects: [ArchiveObject]) -> String? {
        switch value {
        case .stored(.string(let text)), .inline(.string(let text)): return text
        case .object(let id):
            guard id.index < objects.count, case .stored(.string(let text))? = objects[id.index].fields.first(where: { $0.key == "NS.string" })?.value else { return nil }
            return text
        default: return nil
        }
    }

    /// A dictionary key's value with its text replaced (in place, or in the NSString it
    /// refers to).
    private func replacingString(_ value: ArchiveValue, with text: String, walk: inout ArchiveWalk) -> ArchiveValue? {
        switch value {
        case .stored(.string): return .stored(.string(text))
        case .inline(.string): return .inline(.string(text))
        case .object(let id):
            guard let index = walk.objects[id.index].fields.firstIndex(where: { $0.key == "NS.string" }) else { return nil }
            walk.objects[id.index].fields[index].value = .stored(.string(text))
            walk.changed = true
            return nil
        default: return nil
        }
    }

    // MARK: Property lists

    private func walkPlist(_ value: PropertyListValue, path: ScanPath?, secret: PrivacyRule?, nesting: Int) -> PropertyListValue? {
        switch value {
        case .array(let items), .set(let items):
            var items = items, changed = false
            for index in items.indices {
                if let new = walkPlist(items[index], path: ScanPath.entering(path, index: index), secret: secret, nesting: nesting) {
                    items[index] = new
                    changed = true
                }
            }
            guard changed else { return nil }
            if case .set = value { return .set(items) }
            return .array(items)
        case .dictionary(let entries):
            var entries = entries, changed = false
            let cookie = secret == nil && CookieProperties.holds(entries.map(\.key))
            for index in entries.indices {
                let (replacement, entry) = enterKey(entries[index].key, path: path, secret: secret, position: index)
                if let replacement {
                    entries[index] = PropertyListEntry(replacement, entries[index].value)
                    changed = true
                }
                guard let entered = entry else { continue }
                let valueSecret = cookie && entries[index].key.lowercased() == "value" ? PrivacyRule.sessionCookie : entered.secret
                if let new = walkPlist(entries[index].value, path: entered.path, secret: valueSecret, nesting: nesting) {
                    entries[index].value = new
                    changed = true
                }
            }
            return changed ? .dictionary(entries) : nil
        case .uid:
            return nil
        default:
            guard let scalar = ArchiveScalar(value) else { return nil }
            return self.scalar(scalar, path: path, secret: secret, nesting: nesting, textInput: false)?.propertyListValue
        }
    }

    // MARK: Leaves

    private func scalar(_ scalar: ArchiveScalar, path: ScanPath?, secret: PrivacyRule?, nesting: Int, textInput: Bool) -> ArchiveScalar? {
        switch scalar {
        case .string(let text): return self.text(text, path: path, secret: secret, nesting: nesting, textInput: textInput).map(ArchiveScalar.string)
        case .data(let bytes): return data(bytes, path: path, secret: secret, nesting: nesting).map(ArchiveScalar.data)
        case .integer(let number): return integer(number, path: path, secret: secret).map(ArchiveScalar.integer)
        case .real64(let number):
            guard let secret, secret.coversNumbers, !Placeholders.isPlaceholder(real64: number) else { return nil }
            if secret == .key(SensitiveKeys.location) {
                guard Locations.isPrecise(number), report([secret], at: path) else { return nil }
                return .real64(Locations.coarse(number))
            }
            guard number.isFinite, report([secret], at: path), let placeholders else { return nil }
            return .real64(placeholders.real64(replacing: number))
        case .real32(let number):
            guard let secret, secret.coversNumbers, !Placeholders.isPlaceholder(real32: number) else { return nil }
            if secret == .key(SensitiveKeys.location) {
                // A float holds about 7 digits: a hundredth of 180 is as close as it gets.
                guard Locations.isPrecise(Double(number), tolerance: 0.01), report([secret], at: path) else { return nil }
                return .real32(Float(Locations.coarse(Double(number))))
            }
            guard number.isFinite, report([secret], at: path), let placeholders else { return nil }
            return .real32(placeholders.real32(replacing: number))
        case .date(let seconds): return date(seconds, path: path, secret: secret).map(ArchiveScalar.date)
        case .bool, .null:
            return nil
        }
    }

    /// An integer is private under a key that names a number (a PIN, a card security code, a
    /// one-time code, an identity number) or a project rule: it becomes a placeholder of its
    /// sign and number of digits (a card number the test card). Elsewhere, one that is a card
    /// number (13 to 19 digits, Luhn, an issuer's start) becomes the test card, unless its key
    /// says it is another number (an order's, an invoice's). Whole degrees under a coordinate
    /// key are not precise.
    private func integer(_ number: Int128, path: ScanPath?, secret: PrivacyRule?) -> Int128? {
        guard number != Placeholders.testCardNumber, !Placeholders.isPlaceholder(integer: number) else { return nil }
        guard let secret, secret.coversNumbers else {
            guard secret == nil, enabled.contains(.cardNumber), ValueDetectors.isCardNumber(number) else { return nil }
            if let key = path?.lastKey, kind(key).contains(.notCard) { return nil }
            guard report([.cardNumber], at: path) else { return nil }
            return Placeholders.testCardNumber
        }
        guard secret != .key(SensitiveKeys.location), report([secret], at: path), let placeholders else { return nil }
        return secret == .key("card-number") ? Placeholders.testCardNumber : placeholders.integer(replacing: number)
    }

    /// A date under a key whose dates are the private value (a date of birth, an identity
    /// document's): another date. Under a credential's key a date says when, not what, and stays.
    private func date(_ seconds: Double, path: ScanPath?, secret: PrivacyRule?) -> Double? {
        guard let secret, secret.coversDates, !Placeholders.isPlaceholder(date: seconds), report([secret], at: path), let placeholders else { return nil }
        return placeholders.date(replacing: seconds)
    }

    /// Matches of the value rules and the project's value patterns in a text.
    private func isIgnoredValue(_ text: String) -> Bool {
        !ignoredValuePatterns.isEmpty && ignoredValuePatterns.contains { (try? $0.wholeMatch(in: text)) != nil }
    }

    /// A match in a text, and the layers of encoding it was found under (percent-encoding,
    /// HTML's references), to write its replacement the same way.
    struct TextMatch {
        var range: Range<Int>
        var rule: PrivacyRule
        var layers: [TextLayers.Layer] = []
        /// The decoded bytes the match stands for, when it was found decoded.
        var decoded: [UInt8]? = nil
    }

    /// What the value rules find in `bytes`, as written and decoded (a match that spans an
    /// escape, mapped back to where it stands).
    private func valueMatches(_ bytes: [UInt8], path: ScanPath?, context: ValueDetectors.Context) -> [TextMatch] {
        var matches = ValueDetectors.matches(in: bytes, enabled: valueSwitches, context: context).map { TextMatch(range: $0.range, rule: $0.rule) }
        for form in TextLayers.decoded(bytes) {
            for match in ValueDetectors.matches(in: form.bytes, enabled: valueSwitches, context: context) {
                let range = form.original(match.range)
                guard !range.isEmpty, !matches.contains(where: { $0.range.overlaps(range) }) else { continue }
                matches.append(TextMatch(range: range, rule: match.rule, layers: form.layers, decoded: Array(form.bytes[match.range])))
            }
        }
        // Hex and random-looking runs under a key named like an identifier are the state's own
        // identifiers (a commit, a cache key's hash); dotted numbers under one, a version.
        if let key = path?.lastKey {
            let kind = self.kind(key)
            if kind.contains(.identifier) { matches.removeAll { $0.rule == .hexToken || $0.rule == .randomString || $0.rule == .ipAddress } }
            // An order's, an invoice's, a tracking number is not a card, whatever its digits.
            if kind.contains(.notCard) { matches.removeAll { $0.rule == .cardNumber || $0.rule == .imei } }
        }
        return matches
    }

    /// Matches of the value rules and the project's value patterns in a text, in order, not
    /// overlapping.
    private func textMatches(_ bytes: [UInt8], _ text: String, path: ScanPath?, context: ValueDetectors.Context) -> [TextMatch] {
        if isIgnoredValue(text) { return [] }
        var matches = valueMatches(bytes, path: path, context: context)
        for (pattern, rule) in valuePatterns {
            for match in text.matches(of: pattern) {
                let start = text.utf8.distance(from: text.utf8.startIndex, to: match.range.lowerBound)
                let end = text.utf8.distance(from: text.utf8.startIndex, to: match.range.upperBound)
                if end > start { matches.append(TextMatch(range: start..<end, rule: rule)) }
            }
        }
        return Self.ordered(matches)
    }

    static func ordered(_ matches: [TextMatch]) -> [TextMatch] {
        guard matches.count > 1 else { return matches }
        // Most often already in order and apart (the detectors' own order): nothing to do.
        if zip(matches, matches.dropFirst()).allSatisfy({ $0.range.upperBound <= $1.range.lowerBound }) { return matches }
        let sorted = matches.sorted { $0.range.lowerBound != $1.range.lowerBound ? $0.range.lowerBound < $1.range.lowerBound : $0.range.count > $1.range.count }
        var kept: [TextMatch] = []
        for match in sorted where kept.last.map({ $0.range.upperBound <= match.range.lowerBound }) ?? true { kept.append(match) }
        return kept
    }

    /// What replaces a match in a text: a placeholder (as long as the match in a long text),
    /// or for a precise location the same numbers rounded; encoded again as it was found.
    private func replacement(_ match: TextMatch, in bytes: ArraySlice<UInt8>, placeholders: Placeholders, sameLength: Bool) -> [UInt8] {
        let original = match.decoded.map { $0[...] } ?? bytes[match.range]
        if match.rule == .preciseLocation { return TextLayers.encode(Locations.coarsened(original), layers: match.layers) }
        if sameLength, match.layers.isEmpty { return sameLengthPlaceholder(original, placeholders) }
        return TextLayers.encode(textPlaceholder(original, placeholders), layers: match.layers)
    }

    private func textPlaceholder(_ original: ArraySlice<UInt8>, _ placeholders: Placeholders) -> [UInt8] {
        if let known = textPlaceholders[original] { return known }
        let new = Array(placeholders.string(replacing: original).utf8)
        if textPlaceholders.count < Self.maximumCachedPlaceholders { textPlaceholders[original] = new }
        return new
    }

    private func sameLengthPlaceholder(_ original: ArraySlice<UInt8>, _ placeholders: Placeholders) -> [UInt8] {
        if let known = sameLengthPlaceholders[original] { return known }
        let new = placeholders.sameLength(replacing: original)
        if sameLengthPlaceholders.count < Self.maximumCachedPlaceholders { sameLengthPlaceholders[original] = new }
        return new
    }

    /// The text with `matches` replaced.
    private func replacing(_ matches: [TextMatch], in bytes: [UInt8], placeholders: Placeholders) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var last = 0
        for match in matches {
            out += bytes[last..<match.range.lowerBound]
            out += replacement(match, in: bytes[...], placeholders: placeholders, sameLength: false)
            last = match.range.upperBound
        }
        out += bytes[last...]
        return out
    }

    /// A text longer than `sameLengthAbove` (a log, a document kept as data), searched a
    /// window at a time so what is found in it never has to be held at once (9 million
    /// addresses in 60 MB): each window reaches a little before and well after its own part,
    /// so a value across a window's edge is found whole, and only matches starting in its part
    /// count. Replacements are as long as what they replace, so the value keeps its size.
    /// Returns the rules found, and the text with them replaced when replacing.
    private func longText(_ bytes: [UInt8], path: ScanPath?, context: ValueDetectors.Context) -> (rules: Set<PrivacyRule>, replaced: [UInt8]?) {
        let window = 1 << 20, before = 1 << 10, after = 64 << 10
        var rules = Set<PrivacyRule>()
        var out: [UInt8] = []
        let replacing = placeholders != nil
        if replacing { out.reserveCapacity(bytes.count) }
        var written = 0
        var start = 0
        while start < bytes.count {
            var end = min(bytes.count, start + window)
            // End a part at a line break when one is near, so a window rarely cuts a value.
            if end < bytes.count, let newline = bytes[end..<min(bytes.count, end + 4096)].firstIndex(of: 0x0A) { end = newline + 1 }
            let reach = max(0, start - before)..<min(bytes.count, end + after)
            let slice = Array(bytes[reach])
            var matches = textMatches(slice, String(decoding: slice, as: UTF8.self), path: path, context: context)
            matches = matches.filter { $0.range.lowerBound + reach.lowerBound >= max(start, written) && $0.range.lowerBound + reach.lowerBound < end }
            for match in matches {
                rules.insert(match.rule)
                guard replacing, let placeholders else { continue }
                let range = (match.range.lowerBound + reach.lowerBound)..<(match.range.upperBound + reach.lowerBound)
                out += bytes[written..<range.lowerBound]
                out += match.layers.isEmpty ? sameLength(match, in: slice, placeholders: placeholders)
                    : replacement(match, in: slice[...], placeholders: placeholders, sameLength: true)
                written = range.upperBound
            }
            start = end
        }
        guard replacing, !rules.isEmpty else { return (rules, nil) }
        out += bytes[written...]
        return (rules, out)
    }

    func text(_ text: String, path: ScanPath?, secret: PrivacyRule?, nesting: Int, textInput: Bool = false, typed: Bool = true,
              context: ValueDetectors.Context = ValueDetectors.Context()) -> String? {
        guard !text.isEmpty, !Placeholders.isPlaceholder(text), !isIgnoredValue(text) else { return nil }
        if enabled.contains(.invalidUTF16), LoneSurrogates.holdsLoneSurrogate(text) { _ = report([.invalidUTF16], at: path) }
        if let secret {
            if secret == .key(SensitiveKeys.location) {
                // Coordinates kept as text: rounded where precise, like numbers.
                let coarse = Locations.coarsened(Array(text.utf8)[...])
                guard coarse != Array(text.utf8), report([secret], at: path) else { return nil }
                return String(decoding: coarse, as: UTF8.self)
            }
            // A street name alone is no address: a house number or a postcode makes it one.
            if secret == .key(SensitiveKeys.postalAddress), !text.utf8.contains(where: ValueDetectors.isDigit) { return nil }
            // A phone number has digits: under `pairedPhone`, `Ana's iPhone` is a device's name.
            if secret == .key(SensitiveKeys.phone), text.utf8.lazy.filter(ValueDetectors.isDigit).count < SensitiveKeys.phoneDigits { return nil }
            guard report([secret], at: path), let placeholders else { return nil }
            return placeholders.string(replacing: text.utf8)
        }
        let bytes = Array(text.utf8)
        // A document in the string (JSON, base64 of one): walked as that document.
        if nesting < CanonicalTextSyntax.maximumNestedArchives, let structured = document(in: bytes, path: path, nesting: nesting) {
            return structured.replaced.map { String(decoding: $0, as: UTF8.self) }
        }
        if bytes.count > Self.sameLengthAbove {
            let (rules, replaced) = longText(bytes, path: path, context: context)
            guard !rules.isEmpty else { return typed ? typedText(text, path: path, textInput: textInput) : nil }
            guard report(rules, at: path) else { return nil }
            return replaced.map { String(decoding: $0, as: UTF8.self) }
        }
        let matches = textMatches(bytes, text, path: path, context: context)
        guard !matches.isEmpty else { return typed ? typedText(text, path: path, textInput: textInput) : nil }
        guard report(matches.map(\.rule), at: path), let placeholders else { return nil }
        return String(decoding: replacing(matches, in: bytes, placeholders: placeholders), as: UTF8.self)
    }

    /// When `bytes` (a string's) are a document, walked as one: JSON, or base64 of JSON, a
    /// property list, an archive, a compressed stream or text. Nil when they are not one; the
    /// walk's result (nil when nothing changed) when they are.
    private func document(in bytes: [UInt8], path: ScanPath?, nesting: Int) -> (replaced: [UInt8]?, Void)? {
        let first = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "["), var json = JSONSpans(bytes), json.walk(scanner: self, path: path, secret: nil, nesting: nesting + 1) {
            return (json.replaced(), ())
        }
        if bytes.count >= Base64Text.minimumLength, let base64 = Base64Text(bytes[...]), Base64Text.holdsContent(base64.decoded) {
            let before = reported.count + overflowRules.count
            let new = data(base64.decoded, path: path, secret: nil, nesting: nesting + 1)
            // Decoded to bytes that only look like a document: the string is searched as
            // written. Text or a document that holds nothing: so does its encoding.
            if new == nil, reported.count + overflowRules.count == before, BinaryText.kind(of: base64.decoded) != .text, !Base64Text.isDocument(base64.decoded) {
                return nil
            }
            return (new.map(base64.encoded), ())
        }
        return nil
    }

    /// Text the user typed, when the key or the object says so: reported as its own kind,
    /// replaced whole only when the policy redacts typed text.
    private func typedText(_ text: String, path: ScanPath?, textInput: Bool) -> String? {
        guard enabled.contains(.typedText), let key = path?.lastKey else { return nil }
        let kind = self.kind(key)
        let typed = kind.contains(.typed) || ((locationIsTextInput || textInput) && kind.contains(.content))
        guard typed, path?.isBookkeeping != true else { return nil }
        _ = report([.typedText], at: path)
        guard policy.redactTypedText, let placeholders else { return nil }
        return placeholders.string(replacing: text.utf8)
    }

    private func data(_ bytes: [UInt8], path: ScanPath?, secret: PrivacyRule?, nesting: Int) -> [UInt8]? {
        guard !bytes.isEmpty, !Placeholders.isPlaceholderText(bytes[...]) else { return nil }
        if nesting < CanonicalTextSyntax.maximumNestedArchives {
            if let nested = NestedArchive.expand(bytes, nesting: nesting) {
                return walkArchive(nested, path: path, secret: secret, nesting: nesting + 1).map { KeyedArchiveWriter.write($0) }
            }
            if PropertyListReader.format(of: bytes) != nil, let plist = try? PropertyListReader.read(bytes) {
                return walkPlist(plist, path: path, secret: secret, nesting: nesting + 1).map { BinaryPropertyListWriter.write($0) }
            }
            if var json = JSONSpans(bytes), json.walk(scanner: self, path: path, secret: secret, nesting: nesting + 1) {
                return json.replaced()
            }
            // A compressed value: what it holds, searched as any value; written back in the
            // same container, or replaced whole when it cannot be.
            if let container = Deflate.container(of: bytes) ?? rawDeflate(bytes), let inflated = Deflate.decompress(bytes, container: container) {
                guard let new = data(inflated, path: path, secret: secret, nesting: nesting + 1) else { return nil }
                return Deflate.compress(new, container: container) ?? placeholders?.data(replacing: bytes)
            }
            // Base64 text of a document.
            if secret == nil, bytes.count >= Base64Text.minimumLength, bytes.allSatisfy({ $0 < 0x80 }), let base64 = Base64Text(bytes[...]),
               Base64Text.holdsContent(base64.decoded) {
                let before = reported.count + overflowRules.count
                if let new = data(base64.decoded, path: path, secret: nil, nesting: nesting + 1) { return base64.encoded(new) }
                if reported.count + overflowRules.count != before || BinaryText.kind(of: base64.decoded) == .text || Base64Text.isDocument(base64.decoded) { return nil }
            }
        }
        if let secret {
            guard report([secret], at: path), let placeholders else { return nil }
            return placeholders.data(replacing: bytes)
        }
        if let utf32 = UTF32Text(bytes) { return text(utf32.text, path: path, secret: nil, nesting: nesting, typed: false).map(utf32.encoded) }
        if let utf16 = UTF16Text(bytes) { return text(utf16.text, path: path, secret: nil, nesting: nesting, typed: false).map(utf16.encoded) }
        // Text rules apply to text: a bookmark's strings and text kept as data are searched
        // and replaced in place; in other binary data the text inside is searched (printable
        // runs, UTF-16 runs), and a match is replaced where it is, as long as it was, unless
        // the format checksums its content (then the whole value is replaced).
        switch BinaryText.kind(of: bytes) {
        case .text where bytes.count > Self.sameLengthAbove:
            let (rules, replaced) = longText(bytes, path: path, context: ValueDetectors.Context())
            guard !rules.isEmpty, report(rules, at: path) else { return nil }
            return replaced
        case .bookmark, .text:
            let matches = Self.ordered(valueMatches(bytes, path: path, context: ValueDetectors.Context()))
            guard !matches.isEmpty, report(matches.map(\.rule), at: path), let placeholders else { return nil }
            var out = bytes
            for match in matches { out.replaceSubrange(match.range, with: sameLength(match, in: bytes, placeholders: placeholders)) }
            return out
        case .binary:
            var matches: [TextMatch] = []
            for run in BinaryText.printableRuns(bytes) {
                matches += ValueDetectors.matches(in: Array(bytes[run]), enabled: valueSwitches).map {
                    TextMatch(range: ($0.range.lowerBound + run.lowerBound)..<($0.range.upperBound + run.lowerBound), rule: $0.rule)
                }
            }
            var wide: [(run: BinaryText.UTF16Run, match: ValueDetectors.Match)] = []
            for run in BinaryText.utf16Runs(bytes) {
                wide += ValueDetectors.matches(in: run.characters(in: bytes), enabled: valueSwitches).map { (run, $0) }
            }
            guard !matches.isEmpty || !wide.isEmpty else { return nil }
            guard report(Set(matches.map(\.rule) + wide.map(\.match.rule)).sorted(), at: path), let placeholders else { return nil }
            if BinaryText.isChecksummed(bytes) { return placeholders.data(replacing: bytes) }
            var out = bytes
            for match in matches { out.replaceSubrange(match.range, with: placeholders.sameLength(replacing: bytes[match.range])) }
            for (run, match) in wide {
                let range = run.bytes(of: match.range)
                let characters = placeholders.sameLength(replacing: bytes[range])
                for (offset, character) in characters.prefix(match.range.count).enumerated() {
                    out[range.lowerBound + 2 * offset + (run.littleEndian ? 0 : 1)] = character
                }
            }
            return out
        }
    }

    /// `.raw` when `bytes` are a whole raw deflate stream (what `NSData.compressed(using:
    /// .zlib)` writes; nothing marks it, so it is tried: anything else fails in its first
    /// bytes).
    private func rawDeflate(_ bytes: [UInt8]) -> Deflate.Container? {
        bytes.count >= 8 && BinaryText.kind(of: bytes) != .text ? .raw : nil
    }

    /// A replacement as long as the match, for formats that keep lengths (a bookmark): a
    /// location rounded and padded with spaces, anything else placeholder bytes.
    private func sameLength(_ match: TextMatch, in bytes: [UInt8], placeholders: Placeholders) -> [UInt8] {
        let original = bytes[match.range]
        guard match.rule == .preciseLocation, match.decoded == nil else { return sameLengthPlaceholder(original, placeholders) }
        let coarse = Locations.coarsened(original)
        return coarse + Array(repeating: 0x20, count: max(0, original.count - coarse.count))
    }

    /// `key = value` lines of a text (a configuration file, a commit message): a value after a
    /// key named like a secret, replaced.
    private func keyValueLines(_ bytes: [UInt8], path: ScanPath?, wholeValues: Bool) -> [UInt8]? {
        var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
        for entry in KeyValueText.entries(bytes, wholeValues: wholeValues) {
            let info = info(entry.key)
            guard case .secret(let rule) = info.verdict, let entered = enter(entry.key, path: path, secret: nil, info: info) else { continue }
            let value = String(decoding: bytes[entry.value], as: UTF8.self)
            // A number under a key that does not name one (`tokenCount=5`) is not private.
            if !rule.coversNumbers, Int(value) != nil || Double(value) != nil { continue }
            guard let new = text(value, path: entered.path, secret: rule, nesting: 0) else { continue }
            replacements.append((entry.value, Array(new.utf8)))
        }
        guard !replacements.isEmpty else { return nil }
        var out: [UInt8] = []
        var last = 0
        for replacement in replacements {
            out += bytes[last..<replacement.range.lowerBound]
            out += replacement.bytes
            last = replacement.range.upperBound
        }
        return out + bytes[last...]
    }

    /// A JSON number under a secret key: its placeholder's digits; nil when it is one already.
    /// Under no secret key, a card number written as a number becomes the test card.
    func jsonNumber(_ token: String, path: ScanPath?, secret: PrivacyRule?) -> String? {
        let isInteger = !token.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
        guard let secret, secret.coversNumbers else {
            guard secret == nil, isInteger, let value = Int128(token) else { return nil }
            return integer(value, path: path, secret: nil).map { String($0) }
        }
        if secret == .key(SensitiveKeys.location) {
            guard let value = Double(token), Locations.isPrecise(value), report([secret], at: path) else { return nil }
            return Locations.written(Locations.coarse(value))
        }
        if isInteger, let value = Int128(token) {
            return integer(value, path: path, secret: secret).map { String($0) }
        }
        guard let value = Double(token), value.isFinite, !Placeholders.isPlaceholder(real64: value), report([secret], at: path), let placeholders else { return nil }
        let new = placeholders.real64(replacing: value)
        return new >= 1e16 || (new != 0 && abs(new) < 1e-4) ? "\(new)" : Numbers.decimal(new)
    }
}

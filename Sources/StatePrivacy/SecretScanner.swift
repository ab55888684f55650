import Deflate
import KeyedArchive
import PropertyList

/// Finds private values in what a saved state holds (keyed archives, property lists, JSON
/// kept in data, raw bytes) and, given placeholders, replaces each with one of its type.
/// It looks inside decoded values: an archive nested in data, an `NSDictionary`'s keys and
/// objects, a `@SceneStorage` JSON document, a document bookmark.
///
/// A value is private when a key on its way is named like a secret (every value under it
/// then is), when it matches a value rule (then only the matching part of a text is
/// replaced: `/Users/ann/Notes.txt` keeps its shape as `/Users/[redacted:...]/Notes.txt`),
/// or when a project rule says so. Nothing is re-encoded unless something was replaced.
///
/// Every encoding a state uses is read: text in data as UTF-8 or UTF-16, zlib and gzip
/// streams, percent-encoded text; what is replaced inside is written back in the same
/// encoding. UIKit's and AppKit's bookkeeping (class names, identifier paths, window numbers)
/// is searched and reported, never replaced (`RestorationBookkeeping`).
public final class SecretScanner {
    public struct Finding: Hashable, Sendable {
        public var keyPath: [String]
        public var rule: PrivacyRule
        /// Why the value stays in place when redacting; nil when it is replaced.
        public var kept: KeptReason?
    }

    let policy: PrivacyPolicy
    let placeholders: Placeholders?
    private let enabled: Set<PrivacyRule>
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
    /// Inside an archived object of a text input class (`UITextView`, `NSTextField` ...).
    private var inTextInputObject = 0
    private var findings: [Finding] = []

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
        valuePatterns = policy.values.compactMap { pattern in (try? Regex(pattern)).map { ($0, PrivacyPolicy.projectRule("value", pattern)) } }
        ignoredValuePatterns = policy.ignoredValues.compactMap { try? Regex($0) }
        keyPatterns = policy.keys.map { (Wildcard(Self.normalizedPattern($0)), PrivacyPolicy.projectRule("key", $0)) }
        ignoredKeyPatterns = policy.ignoredKeys.map { Wildcard(Self.normalizedPattern($0)) }
        keyPathPatterns = policy.keyPaths.map { (Wildcard($0.pattern), $0.rule) }
        ignoredKeyPathPatterns = policy.ignoredKeyPaths.map { Wildcard($0) }
    }

    /// What was found since the last call, one finding per key path and rule.
    public func takeFindings() -> [Finding] {
        var seen = Set<Finding>()
        let unique = findings.filter { seen.insert($0).inserted }
        findings = []
        return unique
    }

    // MARK: Entry points

    /// The archive of the object at `location` (a display path), with private values replaced
    /// when placeholders were given; nil when nothing changed.
    public func archive(_ archive: KeyedArchive, at location: String, keyPath: [String] = []) -> KeyedArchive? {
        self.location = location
        guard !isIgnored(keyPath) else { return nil }
        return walkArchive(archive, path: keyPath, secret: keyPathRule(keyPath), nesting: 0)
    }

    public func plist(_ value: PropertyListValue, at location: String, keyPath: [String] = []) -> PropertyListValue? {
        self.location = location
        guard !isIgnored(keyPath) else { return nil }
        return walkPlist(value, path: keyPath, secret: keyPathRule(keyPath), nesting: 0)
    }

    /// Bytes of a kept file or a chunk: an archive, a plist or JSON inside is walked as such,
    /// anything else searched as raw bytes.
    public func bytes(_ bytes: [UInt8], at location: String, keyPath: [String] = []) -> [UInt8]? {
        self.location = location
        guard !isIgnored(keyPath) else { return nil }
        return data(bytes, path: keyPath, secret: keyPathRule(keyPath), nesting: 0)
    }

    /// Free text (a commit message): what the value rules and the project's value patterns
    /// match, replaced; key-name rules do not apply.
    public func redactedText(_ text: String) -> String {
        location = ""
        defer { findings = [] }
        return self.text(text, path: [], secret: nil) ?? text
    }

    /// A name the state is organized by (an identifier path, a window's object name): only
    /// value rules apply, and it is never replaced (docs/privacy.md says why).
    public func name(_ name: String, at location: String) {
        self.location = location
        for match in textMatches(Array(name.utf8), name) { findings.append(Finding(keyPath: [], rule: match.rule, kept: .name)) }
    }

    // MARK: Keys

    private func verdict(_ key: String) -> KeyVerdict {
        if let known = keyVerdicts[key] { return known }
        var result = KeyVerdict.plain
        let normalized = SensitiveKeys.normalized(key)
        if ignoredKeyPatterns.contains(where: { $0.matches(normalized) }) {
            result = .ignored
        } else if let term = SensitiveKeys.term(of: key), enabled.contains(.key(term.name)) {
            result = .secret(.key(term.name))
        } else if let project = keyPatterns.first(where: { $0.0.matches(normalized) }) {
            result = .secret(project.1)
        }
        keyVerdicts[key] = result
        return result
    }

    /// What a key's name says of the text under it; worked out once per key name (a state
    /// repeats the same few keys in every object).
    private struct KeyKind: OptionSet {
        let rawValue: UInt8
        /// Named like an identifier: hex under it is the state's own (`HexTokens`).
        static let identifier = KeyKind(rawValue: 1)
        /// Text a person typed (`TypedText.isTypedKey`).
        static let typed = KeyKind(rawValue: 2)
        /// A text input's content (`TypedText.isContentKey`).
        static let content = KeyKind(rawValue: 4)
    }

    private func kind(_ key: String) -> KeyKind {
        if let known = keyKinds[key] { return known }
        var kind: KeyKind = []
        if HexTokens.isIdentifierKey(key) { kind.insert(.identifier) }
        if TypedText.isTypedKey(key) { kind.insert(.typed) }
        if TypedText.isContentKey(key) { kind.insert(.content) }
        keyKinds[key] = kind
        return kind
    }

    /// Entering `key` below `path`: nil when the subtree is ignored, else whether it is secret.
    private func enter(_ key: String, path: [String], secret: PrivacyRule?) -> (path: [String], secret: PrivacyRule?)? {
        let path = path + [key]
        if RestorationBookkeeping.contains(path) { return isIgnored(path) ? nil : (path, nil) }
        switch verdict(key) {
        case .ignored: return nil
        case .secret(let rule): return isIgnored(path) ? nil : (path, secret ?? rule)
        case .plain: return isIgnored(path) ? nil : (path, secret ?? keyPathRule(path))
        }
    }

    private func keyPathText(_ path: [String]) -> String {
        location + ": " + path.joined(separator: " / ")
    }

    private func isIgnored(_ path: [String]) -> Bool {
        !ignoredKeyPathPatterns.isEmpty && ignoredKeyPathPatterns.contains { $0.matches(keyPathText(path)) }
    }

    private func keyPathRule(_ path: [String]) -> PrivacyRule? {
        guard !keyPathPatterns.isEmpty else { return nil }
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
    private static let transparentClasses: Set<String> = ["NSString", "NSMutableString", "NSData", "NSMutableData", "NSURL", "NSNumber"]

    private func walkArchive(_ archive: KeyedArchive, path: [String], secret: PrivacyRule?, nesting: Int) -> KeyedArchive? {
        var walk = ArchiveWalk(objects: archive.objects)
        var top = archive.top
        var changed = false
        for index in top.indices {
            guard let entered = enter(top[index].key, path: path, secret: secret) else { continue }
            if let new = value(top[index].value, path: entered.path, secret: entered.secret, walk: &walk, nesting: nesting) {
                top[index].value = new
                changed = true
            }
        }
        guard changed || walk.changed else { return nil }
        return KeyedArchive(archiver: archive.archiver, version: archive.version, top: top, objects: walk.objects)
    }

    private struct ArchiveWalk {
        var objects: [ArchiveObject]
        /// Per object: reached at all, and reached under a secret key.
        var visited: [Int: Bool] = [:]
        var changed = false
    }

    private func value(_ value: ArchiveValue, path: [String], secret: PrivacyRule?, walk: inout ArchiveWalk, nesting: Int) -> ArchiveValue? {
        switch value {
        case .inline(let scalar): return self.scalar(scalar, path: path, secret: secret, nesting: nesting).map(ArchiveValue.inline)
        case .stored(let scalar): return self.scalar(scalar, path: path, secret: secret, nesting: nesting).map(ArchiveValue.stored)
        case .null: return nil
        case .object(let id):
            object(id, path: path, secret: secret, walk: &walk, nesting: nesting)
            return nil
        case .array(let items), .set(let items):
            var items = items, changed = false
            for index in items.indices {
                if let new = self.value(items[index], path: path + ["[\(index)]"], secret: secret, walk: &walk, nesting: nesting) {
                    items[index] = new
                    changed = true
                }
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

    private func object(_ id: ArchiveObjectID, path: [String], secret: PrivacyRule?, walk: inout ArchiveWalk, nesting: Int) {
        // Once more when first reached as plain and now under a secret key (a shared object).
        if let underSecret = walk.visited[id.index], underSecret || secret == nil { return }
        walk.visited[id.index] = secret != nil
        var object = walk.objects[id.index]
        let className = object.archiveClass.name
        let textInput = TypedText.inputClasses.contains(className)
        if textInput { inTextInputObject += 1 }
        defer { if textInput { inTextInputObject -= 1 } }
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
            for index in values.indices {
                let name = index < keys.count ? string(keys[index], in: walk.objects) ?? "[\(index)]" : "[\(index)]"
                if index < keys.count, let new = self.value(keys[index], path: path + ["[key \(index)]"], secret: nil, walk: &walk, nesting: nesting) {
                    newKeys[index] = new
                    keysChanged = true
                }
                guard let entered = enter(name, path: path, secret: secret) else { continue }
                if let new = self.value(values[index], path: entered.path, secret: entered.secret, walk: &walk, nesting: nesting) {
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
            walk.objects[id.index] = object
            walk.changed = true
        }
    }

    /// The text a dictionary key holds (a stored string or an NSString).
    private func string(_ value: ArchiveValue, in objects: [ArchiveObject]) -> String? {
        switch value {
        case .stored(.string(let text)), .inline(.string(let text)): return text
        case .object(let id):
            guard case .stored(.string(let text))? = objects[id.index].fields.first(where: { $0.key == "NS.string" })?.value else { return nil }
            return text
        default: return nil
        }
    }

    // MARK: Property lists

    private func walkPlist(_ value: PropertyListValue, path: [String], secret: PrivacyRule?, nesting: Int) -> PropertyListValue? {
        switch value {
        case .array(let items), .set(let items):
            var items = items, changed = false
            for index in items.indices {
                if let new = walkPlist(items[index], path: path + ["[\(index)]"], secret: secret, nesting: nesting) {
                    items[index] = new
                    changed = true
                }
            }
            guard changed else { return nil }
            if case .set = value { return .set(items) }
            return .array(items)
        case .dictionary(let entries):
            var entries = entries, changed = false
            for index in entries.indices {
                guard let entered = enter(entries[index].key, path: path, secret: secret) else { continue }
                if let new = walkPlist(entries[index].value, path: entered.path, secret: entered.secret, nesting: nesting) {
                    entries[index].value = new
                    changed = true
                }
            }
            return changed ? .dictionary(entries) : nil
        case .uid:
            return nil
        default:
            guard let scalar = ArchiveScalar(value) else { return nil }
            return self.scalar(scalar, path: path, secret: secret, nesting: nesting)?.propertyListValue
        }
    }

    // MARK: Leaves

    /// Reports `rules` found at `path`; whether to replace the value: placeholders were given
    /// and the value is not UIKit's or AppKit's bookkeeping (then it is reported as kept).
    private func report(_ rules: some Sequence<PrivacyRule>, at path: [String]) -> Bool {
        let kept: KeptReason? = RestorationBookkeeping.contains(path) ? .bookkeeping : nil
        for rule in rules { findings.append(Finding(keyPath: path, rule: rule, kept: kept)) }
        return kept == nil && placeholders != nil
    }

    private func scalar(_ scalar: ArchiveScalar, path: [String], secret: PrivacyRule?, nesting: Int) -> ArchiveScalar? {
        switch scalar {
        case .string(let text): return self.text(text, path: path, secret: secret).map(ArchiveScalar.string)
        case .data(let bytes): return data(bytes, path: path, secret: secret, nesting: nesting).map(ArchiveScalar.data)
        case .integer(let number): return integer(number, path: path, secret: secret).map(ArchiveScalar.integer)
        case .real64(let number):
            guard let secret, !Placeholders.isPlaceholder(real64: number) else { return nil }
            if secret == .key(SensitiveKeys.location) {
                guard Locations.isPrecise(number), report([secret], at: path) else { return nil }
                return .real64(Locations.coarse(number))
            }
            guard report([secret], at: path), let placeholders else { return nil }
            return .real64(placeholders.real64(replacing: String(number.bitPattern)))
        case .real32(let number):
            guard let secret, !Placeholders.isPlaceholder(real32: number) else { return nil }
            if secret == .key(SensitiveKeys.location) {
                // A float holds about 7 digits: a hundredth of 180 is as close as it gets.
                guard Locations.isPrecise(Double(number), tolerance: 0.01), report([secret], at: path) else { return nil }
                return .real32(Float(Locations.coarse(Double(number))))
            }
            guard report([secret], at: path), let placeholders else { return nil }
            return .real32(placeholders.real32(replacing: String(number.bitPattern)))
        case .date(let seconds): return date(seconds, path: path, secret: secret).map(ArchiveScalar.date)
        case .bool, .null:
            return nil
        }
    }

    /// An integer under a secret key becomes a placeholder integer (a card number the test
    /// card); elsewhere, one that is a card number (13 to 19 digits, Luhn, an issuer's start)
    /// becomes the test card. Whole degrees under a coordinate key are not precise.
    private func integer(_ number: Int128, path: [String], secret: PrivacyRule?) -> Int128? {
        guard number != Placeholders.testCardNumber, !Placeholders.isPlaceholder(integer: number) else { return nil }
        guard let secret else {
            guard enabled.contains(.cardNumber), ValueDetectors.isCardNumber(number), report([.cardNumber], at: path) else { return nil }
            return Placeholders.testCardNumber
        }
        guard secret != .key(SensitiveKeys.location), report([secret], at: path), let placeholders else { return nil }
        return secret == .key("card-number") ? Placeholders.testCardNumber : placeholders.integer(replacing: String(number))
    }

    /// A date under a key whose dates are the private value (a date of birth, an identity
    /// document's): another date. Under a credential's key a date says when, not what, and stays.
    private func date(_ seconds: Double, path: [String], secret: PrivacyRule?) -> Double? {
        guard let secret, secret.coversDates, !Placeholders.isPlaceholder(date: seconds), report([secret], at: path), let placeholders else { return nil }
        return placeholders.date(replacing: seconds)
    }

    /// Matches of the value rules and the project's value patterns in a text.
    private func isIgnoredValue(_ text: String) -> Bool {
        !ignoredValuePatterns.isEmpty && ignoredValuePatterns.contains { (try? $0.wholeMatch(in: text)) != nil }
    }

    /// A match in a text, and the decoded bytes it stands for when it was found percent-decoded.
    struct TextMatch {
        var range: Range<Int>
        var rule: PrivacyRule
        var decoded: [UInt8]? = nil
    }

    /// What the value rules find in `bytes`, as written and percent-decoded (a match that
    /// spans an escape, mapped back to where it stands).
    private func valueMatches(_ bytes: [UInt8], path: [String]) -> [TextMatch] {
        var matches = ValueDetectors.matches(in: bytes, enabled: enabled).map { TextMatch(range: $0.range, rule: $0.rule) }
        if PercentEncoding.holdsEscapes(bytes) {
            let (decoded, origins) = PercentEncoding.decode(bytes)
            for match in ValueDetectors.matches(in: decoded, enabled: enabled) {
                let range = origins[match.range.lowerBound].lowerBound..<origins[match.range.upperBound - 1].upperBound
                guard range.count != match.range.count, !matches.contains(where: { $0.range.overlaps(range) }) else { continue }
                matches.append(TextMatch(range: range, rule: match.rule, decoded: Array(decoded[match.range])))
            }
        }
        // Hex under a key named like an identifier is the state's own identifier (HexTokens).
        if let key = path.last(where: { !$0.hasPrefix("[") }), kind(key).contains(.identifier) { matches.removeAll { $0.rule == .hexToken } }
        return matches
    }

    /// Matches of the value rules and the project's value patterns in a text, in order, not
    /// overlapping.
    private func textMatches(_ bytes: [UInt8], _ text: String, path: [String] = []) -> [TextMatch] {
        if isIgnoredValue(text) { return [] }
        var matches = valueMatches(bytes, path: path)
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
        let sorted = matches.sorted { $0.range.lowerBound != $1.range.lowerBound ? $0.range.lowerBound < $1.range.lowerBound : $0.range.count > $1.range.count }
        var kept: [TextMatch] = []
        for match in sorted where kept.last.map({ $0.range.upperBound <= match.range.lowerBound }) ?? true { kept.append(match) }
        return kept
    }

    /// What replaces a match in a text: a placeholder, or for a precise location the same
    /// numbers rounded; encoded again when it was found decoded.
    private func replacement(_ match: TextMatch, in bytes: [UInt8], placeholders: Placeholders) -> [UInt8] {
        let original = match.decoded.map { $0[...] } ?? bytes[match.range]
        let new = match.rule == .preciseLocation ? Locations.coarsened(original) : Array(placeholders.string(replacing: original).utf8)
        return match.decoded == nil ? new : PercentEncoding.encode(new)
    }

    func text(_ text: String, path: [String], secret: PrivacyRule?) -> String? {
        guard !Placeholders.isPlaceholder(text), !isIgnoredValue(text) else { return nil }
        if let secret {
            guard !text.isEmpty else { return nil }
            if secret == .key(SensitiveKeys.location) {
                // Coordinates kept as text: rounded where precise, like numbers.
                let coarse = Locations.coarsened(Array(text.utf8)[...])
                guard coarse != Array(text.utf8), report([secret], at: path) else { return nil }
                return String(decoding: coarse, as: UTF8.self)
            }
            guard report([secret], at: path), let placeholders else { return nil }
            return placeholders.string(replacing: text.utf8)
        }
        let bytes = Array(text.utf8)
        let matches = textMatches(bytes, text, path: path)
        guard !matches.isEmpty else { return typedText(text, path: path) }
        guard report(matches.map(\.rule), at: path), let placeholders else { return nil }
        var out: [UInt8] = []
        var last = 0
        for match in matches {
            out += bytes[last..<match.range.lowerBound]
            out += replacement(match, in: bytes, placeholders: placeholders)
            last = match.range.upperBound
        }
        out += bytes[last...]
        return String(decoding: out, as: UTF8.self)
    }

    /// Text the user typed, when the key or the object says so: reported as its own kind,
    /// replaced whole only when the policy redacts typed text.
    private func typedText(_ text: String, path: [String]) -> String? {
        guard enabled.contains(.typedText), !text.isEmpty, let key = path.last(where: { !$0.hasPrefix("[") }) else { return nil }
        let kind = self.kind(key)
        let typed = kind.contains(.typed) || ((locationIsTextInput || inTextInputObject > 0) && kind.contains(.content))
        guard typed, !RestorationBookkeeping.contains(path) else { return nil }
        _ = report([.typedText], at: path)
        guard policy.redactTypedText, let placeholders else { return nil }
        return placeholders.string(replacing: text.utf8)
    }

    private func data(_ bytes: [UInt8], path: [String], secret: PrivacyRule?, nesting: Int) -> [UInt8]? {
        guard !bytes.isEmpty, !Placeholders.isPlaceholderText(bytes[...]) else { return nil }
        if nesting < CanonicalTextSyntax.maximumNestedArchives {
            if let nested = NestedArchive.expand(bytes, nesting: nesting) {
                return walkArchive(nested, path: path, secret: secret, nesting: nesting + 1).map { KeyedArchiveWriter.write($0) }
            }
            if PropertyListReader.format(of: bytes) != nil, let plist = try? PropertyListReader.read(bytes) {
                return walkPlist(plist, path: path, secret: secret, nesting: nesting + 1).map { BinaryPropertyListWriter.write($0) }
            }
            if var json = JSONSpans(bytes), json.walk(scanner: self, path: path, secret: secret) {
                return json.replaced()
            }
            // A compressed value: what it holds, searched as any value; written back in the
            // same container, or replaced whole when it cannot be.
            if let container = Deflate.container(of: bytes), let inflated = Deflate.decompress(bytes, container: container) {
                guard let new = data(inflated, path: path, secret: secret, nesting: nesting + 1) else { return nil }
                return Deflate.compress(new, container: container) ?? placeholders?.data(replacing: bytes)
            }
        }
        if let secret {
            guard report([secret], at: path), let placeholders else { return nil }
            return placeholders.data(replacing: bytes)
        }
        if let utf16 = UTF16Text(bytes) {
            if utf16.isExact { return text(utf16.text, path: path, secret: nil).map(utf16.encoded) }
            let rules = valueMatches(Array(utf16.text.utf8), path: path).map(\.rule)
            guard !rules.isEmpty, report(Set(rules).sorted(), at: path), let placeholders else { return nil }
            return placeholders.data(replacing: bytes)
        }
        // Text rules apply to text: a bookmark's strings and text kept as data are searched
        // and replaced in place; in other binary data only printable runs are searched, and
        // a match there replaces the whole value, never a part of it.
        switch BinaryText.kind(of: bytes) {
        case .bookmark, .text:
            let matches = Self.ordered(valueMatches(bytes, path: path))
            guard !matches.isEmpty, report(matches.map(\.rule), at: path), let placeholders else { return nil }
            var out = bytes
            for match in matches { out.replaceSubrange(match.range, with: sameLength(match, in: bytes, placeholders: placeholders)) }
            return out
        case .binary:
            var rules: [PrivacyRule] = []
            for run in BinaryText.printableRuns(bytes) {
                rules += ValueDetectors.matches(in: Array(bytes[run]), enabled: enabled).map(\.rule)
            }
            guard !rules.isEmpty, report(Set(rules).sorted(), at: path), let placeholders else { return nil }
            return placeholders.data(replacing: bytes)
        }
    }

    /// A replacement as long as the match, for formats that keep lengths (a bookmark): a
    /// location rounded and padded with spaces, anything else placeholder bytes.
    private func sameLength(_ match: TextMatch, in bytes: [UInt8], placeholders: Placeholders) -> [UInt8] {
        let original = bytes[match.range]
        guard match.rule == .preciseLocation, match.decoded == nil else { return placeholders.sameLength(replacing: original) }
        let coarse = Locations.coarsened(original)
        return coarse + Array(repeating: 0x20, count: max(0, original.count - coarse.count))
    }

    /// A JSON number under a secret key: its placeholder's digits; nil when it is one already.
    func jsonNumber(_ token: String, path: [String], secret: PrivacyRule?) -> String? {
        guard let secret else { return nil }
        if let value = Int64(token), Placeholders.isPlaceholder(integer: Int128(value)) { return nil }
        if secret == .key(SensitiveKeys.location) {
            guard let value = Double(token), Locations.isPrecise(value), report([secret], at: path) else { return nil }
            return Locations.written(Locations.coarse(value))
        }
        guard report([secret], at: path), let placeholders else { return nil }
        return String(placeholders.integer(replacing: token))
    }

    /// A JSON object's key, as archive keys are entered.
    func enterJSON(_ key: String, path: [String], secret: PrivacyRule?) -> (path: [String], secret: PrivacyRule?)? {
        enter(key, path: path, secret: secret)
    }
}

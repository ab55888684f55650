#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Crypto
import Git
import Platform
import StatePrivacy

/// What `scan` (and `push`) already searched, so a second scan costs what changed since:
/// for each file of a snapshot's tree (blob id, where outputs place it), the findings; and for
/// a history scan, the tips it covered and the findings of each commit it walked (a commit
/// with none is not stored). Kept in the repository (`<repo>/uistate-scan-cache`), never shared,
/// under the rules' fingerprint (rules version, default rules, the project's rules file, the
/// typed-text setting): a change of rules drops it whole. A damaged file is ignored; deleting
/// it only costs time.
struct ScanCache {
    static let file = LocalCacheFile(name: "uistate-scan-cache", magic: Array("uistate-scan-cache 1\n".utf8))
    /// Bumped whenever a rule finds something new: cached results of older rules are dropped.
    static let rulesVersion = "uistate-rules 4"

    /// A file of a snapshot's tree as scanning sees it.
    struct FileKey: Hashable {
        var blob: ObjectID
        var location: String
        var name: String?
    }

    var fingerprint: [UInt8]
    var files: [FileKey: [SecretFinding]] = [:]
    /// The tips a history scan covered: every commit reachable from them was walked.
    var tips: [ObjectID] = []
    /// How many commits that was.
    var commitCount = 0
    /// Per commit walked, in walk order, what it introduced (commits without findings are
    /// not stored).
    var commits: [(id: ObjectID, findings: [SecretFinding])] = []

    /// The fingerprint of a policy: any change to what the rules find changes it.
    static func fingerprint(_ policy: PrivacyPolicy) -> [UInt8] {
        var text = rulesVersion + "\n"
        text += policy.enabledDefaults.map(\.id).sorted().joined(separator: ",") + "\n"
        for list in [policy.keys, policy.values, policy.keyPaths.map(\.pattern), policy.ignoredKeys, policy.ignoredValues, policy.ignoredKeyPaths] {
            text += list.joined(separator: "\u{1F}") + "\n"
        }
        text += policy.redactTypedText ? "typed" : "kept"
        return Array(SHA256.hash(data: Array(text.utf8)))
    }

    static func load(gitDirectory: String, policy: PrivacyPolicy) -> ScanCache {
        let fingerprint = Self.fingerprint(policy)
        var cache = ScanCache(fingerprint: fingerprint)
        guard let body = file.read(gitDirectory: gitDirectory) else { return cache }
        var reader = CacheReader(bytes: body)
        guard let stored = reader.bytes(32), stored == fingerprint, let decoded = reader.decode() else { return cache }
        cache.files = decoded.files
        cache.tips = decoded.tips
        cache.commitCount = decoded.commitCount
        cache.commits = decoded.commits
        return cache
    }

    /// Written atomically; failures are ignored (it is only a cache).
    func save(gitDirectory: String) {
        var writer = CacheWriter()
        writer.out += fingerprint
        writer.encode(self)
        Self.file.write(writer.out, gitDirectory: gitDirectory)
    }
}

/// The cache's binary form: a table of strings (locations, names, key path parts, rule ids),
/// then the tips, the files and the commits, each referring to strings by number.
private struct CacheWriter {
    var out: [UInt8] = []
    var strings: [String: UInt32] = [:]
    var table: [String] = []

    mutating func index(_ text: String) -> UInt32 {
        if let known = strings[text] { return known }
        let index = UInt32(table.count)
        strings[text] = index
        table.append(text)
        return index
    }

    /// A finding's `kept` as the cache writes it: its index here.
    static let keptCodes: [KeptReason?] = [nil, .name, .bookkeeping]

    static func u32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    mutating func findings(_ findings: [SecretFinding], into body: inout [UInt8], withLocation: Bool) {
        body += Self.u32(UInt32(findings.count))
        for finding in findings {
            if withLocation { body += Self.u32(index(finding.location)) }
            body += Self.u32(UInt32(finding.keyPath.count))
            for key in finding.keyPath { body += Self.u32(index(key)) }
            body += Self.u32(index(finding.rule.id))
            body += Self.u32(Self.keptCodes.firstIndex(of: finding.kept).map(UInt32.init) ?? 0)
        }
    }

    mutating func encode(_ cache: ScanCache) {
        var body: [UInt8] = []
        body += Self.u32(UInt32(cache.tips.count))
        for tip in cache.tips { body += tip.bytes }
        body += Self.u32(UInt32(cache.commitCount))
        body += Self.u32(UInt32(cache.files.count))
        for (key, found) in cache.files {
            body += key.blob.bytes
            body += Self.u32(index(key.location))
            body += Self.u32(key.name.map { index($0) + 1 } ?? 0)
            findings(found, into: &body, withLocation: false)
        }
        body += Self.u32(UInt32(cache.commits.count))
        for (commit, found) in cache.commits {
            body += commit.bytes
            findings(found, into: &body, withLocation: true)
        }
        out += Self.u32(UInt32(table.count))
        for text in table {
            let utf8 = Array(text.utf8)
            out += Self.u32(UInt32(utf8.count))
            out += utf8
        }
        out += body
    }
}

private struct CacheReader {
    let bytes: [UInt8]
    var position = 0
    var table: [String] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func bytes(_ count: Int) -> [UInt8]? {
        guard count >= 0, position + count <= bytes.count else { return nil }
        defer { position += count }
        return Array(bytes[position..<(position + count)])
    }

    mutating func u32() -> UInt32? {
        guard let four = bytes(4) else { return nil }
        return UInt32(four[0]) << 24 | UInt32(four[1]) << 16 | UInt32(four[2]) << 8 | UInt32(four[3])
    }

    mutating func string() -> String? {
        guard let index = u32(), Int(index) < table.count else { return nil }
        return table[Int(index)]
    }

    mutating func id() -> ObjectID? { bytes(20).flatMap { ObjectID(bytes: $0[...]) } }

    mutating func findings(location fixed: String?) -> [SecretFinding]? {
        guard let count = u32(), count < 1 << 24 else { return nil }
        var found: [SecretFinding] = []
        for _ in 0..<count {
            guard let location = fixed ?? string(), let depth = u32(), depth < 1 << 16 else { return nil }
            var keyPath: [String] = []
            for _ in 0..<depth {
                guard let key = string() else { return nil }
                keyPath.append(key)
            }
            guard let rule = string(), let kept = u32(), Int(kept) < CacheWriter.keptCodes.count else { return nil }
            found.append(SecretFinding(location: location, keyPath: keyPath, rule: PrivacyRule(rule), kept: CacheWriter.keptCodes[Int(kept)]))
        }
        return found
    }

    mutating func decode() -> (files: [ScanCache.FileKey: [SecretFinding]], tips: [ObjectID], commitCount: Int, commits: [(id: ObjectID, findings: [SecretFinding])])? {
        guard let count = u32(), count < 1 << 26 else { return nil }
        for _ in 0..<count {
            guard let length = u32(), let text = bytes(Int(length)), let string = String(validating: text, as: UTF8.self) else { return nil }
            table.append(string)
        }
        guard let tipCount = u32(), tipCount < 1 << 20 else { return nil }
        var tips: [ObjectID] = []
        for _ in 0..<tipCount {
            guard let tip = id() else { return nil }
            tips.append(tip)
        }
        guard let commitCount = u32(), let fileCount = u32(), fileCount < 1 << 26 else { return nil }
        var files: [ScanCache.FileKey: [SecretFinding]] = [:]
        files.reserveCapacity(Int(fileCount))
        for _ in 0..<fileCount {
            guard let blob = id(), let location = string(), let nameIndex = u32() else { return nil }
            var name: String? = nil
            if nameIndex > 0 {
                guard Int(nameIndex - 1) < table.count else { return nil }
                name = table[Int(nameIndex - 1)]
            }
            guard let found = findings(location: location) else { return nil }
            files[ScanCache.FileKey(blob: blob, location: location, name: name)] = found
        }
        guard let commitEntries = u32(), commitEntries < 1 << 26 else { return nil }
        var commits: [(id: ObjectID, findings: [SecretFinding])] = []
        for _ in 0..<commitEntries {
            guard let commit = id(), let found = findings(location: nil) else { return nil }
            commits.append((commit, found))
        }
        return (files, tips, Int(commitCount), commits)
    }
}

import Crypto
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform

/// OpenSSH's known_hosts files, read to decide whether to trust an ssh server (libgit2 1.5
/// reads none and trusts no host on its own). The rule is OpenSSH's with
/// `StrictHostKeyChecking yes`: a host whose key is listed is trusted, a listed host with
/// another key of the same type is refused loudly, an unlisted host is refused with what to
/// do, a revoked key is refused. Hashed host names (`|1|salt|hash`), `[host]:port`, several
/// names per line, `*`/`?` patterns and `!` negations are understood.
public struct KnownHosts: Sendable {
    public enum Verdict: Equatable, Sendable {
        case trusted
        case unknown
        /// Listed with another key of the same type, in this file.
        case changed(file: String)
        case revoked(file: String)
    }

    struct Entry: Sendable {
        var file: String
        var marker: String?
        var patterns: [String]
        var keyType: String
        var key: [UInt8]
    }

    let entries: [Entry]
    public let files: [String]

    public init(files: [String]) {
        self.files = files
        entries = files.flatMap { path in
            ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(whereSeparator: \.isNewline).compactMap { Self.entry(String($0), file: path) }
        }
    }

    /// `UISTATE_SSH_KNOWN_HOSTS` (a colon-separated list of files) or OpenSSH's defaults:
    /// `~/.ssh/known_hosts` and `/etc/ssh/ssh_known_hosts`.
    public static func standard(environment: [String: String]) -> KnownHosts {
        if let files = environment["UISTATE_SSH_KNOWN_HOSTS"], !files.isEmpty {
            return KnownHosts(files: files.split(separator: ":").map(String.init))
        }
        let home = environment["HOME"] ?? FileSystem.homeDirectory
        return KnownHosts(files: [home + "/.ssh/known_hosts", "/etc/ssh/ssh_known_hosts"])
    }

    /// The name known_hosts uses for a server: `host`, or `[host]:port` off port 22.
    public static func name(host: String, port: Int?) -> String {
        guard let port, port != 22 else { return host }
        return "[\(host)]:\(port)"
    }

    public func verdict(for name: String, key: [UInt8]) -> Verdict {
        let keyType = Self.keyType(of: key)
        let matching = entries.filter { $0.marker != "@cert-authority" && Self.matches(name, patterns: $0.patterns) }
        if let revoked = matching.first(where: { $0.marker == "@revoked" && $0.key == key }) { return .revoked(file: revoked.file) }
        if matching.contains(where: { $0.marker == nil && $0.key == key }) { return .trusted }
        if let other = matching.first(where: { $0.marker == nil && $0.keyType == keyType }) { return .changed(file: other.file) }
        return .unknown
    }

    /// Why a server's host key was not trusted: the facts, and in `description` one line that
    /// says what to check (OpenSSH's own advice).
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// The name known_hosts uses (`host` or `[host]:port`).
        public var name: String
        public var host: String
        public var port: Int?
        public var keyType: String
        /// `SHA256:<base64>`, as ssh prints it.
        public var fingerprint: String
        public var verdict: Verdict
        /// The first known_hosts file read.
        public var knownHostsFile: String

        public var description: String {
            switch verdict {
            case .trusted:
                return "the ssh host key of \(name) is trusted"
            case .unknown:
                let scan = "ssh-keyscan \(port.map { "-p \($0) " } ?? "")\(host) >> ~/.ssh/known_hosts"
                return "the ssh host key of \(name) (\(keyType) \(fingerprint)) is not in \(knownHostsFile): "
                    + "check the fingerprint with the server's owner, then add it, e.g. '\(scan)'"
            case .changed(let file):
                return "the ssh host key of \(name) has CHANGED (now \(fingerprint)): someone may be intercepting the connection; "
                    + "if the server's key really changed, remove its old line from \(file)"
            case .revoked(let file):
                return "the ssh host key of \(name) (\(fingerprint)) is revoked in \(file)"
            }
        }
    }

    /// The check for one transfer: nil when `url`'s server may be trusted, else why not.
    public func verifier(for url: String) -> @Sendable (SSHHostKey) -> Refusal? {
        let (host, port) = Self.hostAndPort(of: url)
        let name = Self.name(host: host, port: port)
        let listed = files.first.map { $0.replacing(FileSystem.homeDirectory, with: "~") } ?? "~/.ssh/known_hosts"
        return { key in
            let verdict = self.verdict(for: name, key: key.blob)
            guard verdict != .trusted else { return nil }
            let fingerprint = "SHA256:" + Data(key.sha256).base64EncodedString().replacing("=", with: "")
            return Refusal(name: name, host: host, port: port, keyType: Self.keyType(of: key.blob), fingerprint: fingerprint, verdict: verdict,
                           knownHostsFile: listed)
        }
    }

    // MARK: Reading

    static func entry(_ line: String, file: String) -> Entry? {
        var fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = fields.first, !first.hasPrefix("#") else { return nil }
        var marker: String?
        if first.hasPrefix("@") {
            marker = first
            fields.removeFirst()
        }
        guard fields.count >= 3, let key = Data(base64Encoded: fields[2]) else { return nil }
        return Entry(file: file, marker: marker, patterns: fields[0].split(separator: ",").map(String.init), keyType: fields[1], key: [UInt8](key))
    }

    /// The key type named at the start of a key blob (an ssh string: length, then the name).
    static func keyType(of blob: [UInt8]) -> String {
        guard blob.count >= 4 else { return "unknown" }
        let length = blob.prefix(4).reduce(0) { $0 << 8 | Int($1) }
        guard length <= blob.count - 4 else { return "unknown" }
        return String(decoding: blob[4..<(4 + length)], as: UTF8.self)
    }

    /// OpenSSH's rule: some pattern matches and no negated pattern does.
    static func matches(_ name: String, patterns: [String]) -> Bool {
        var matched = false
        for pattern in patterns {
            if pattern.hasPrefix("|1|") {
                if hashedMatches(name, pattern) { matched = true }
            } else if pattern.hasPrefix("!") {
                if wildcardMatches(name.lowercased(), Array(pattern.dropFirst().lowercased())) { return false }
            } else if wildcardMatches(name.lowercased(), Array(pattern.lowercased())) {
                matched = true
            }
        }
        return matched
    }

    /// `|1|<base64 salt>|<base64 HMAC-SHA1(salt, name)>`, as `HashKnownHosts yes` writes.
    static func hashedMatches(_ name: String, _ pattern: String) -> Bool {
        let parts = pattern.split(separator: "|", omittingEmptySubsequences: true)
        guard parts.count == 3, let salt = Data(base64Encoded: String(parts[1])), let hash = Data(base64Encoded: String(parts[2])) else { return false }
        let code = HMAC<Insecure.SHA1>.authenticationCode(for: Data(name.utf8), using: SymmetricKey(data: salt))
        return Data(code) == hash
    }

    static func wildcardMatches(_ name: String, _ pattern: [Character]) -> Bool {
        let text = Array(name)
        func match(_ t: Int, _ p: Int) -> Bool {
            if p == pattern.count { return t == text.count }
            if pattern[p] == "*" { return (t...text.count).contains { match($0, p + 1) } }
            guard t < text.count, pattern[p] == "?" || pattern[p] == text[t] else { return false }
            return match(t + 1, p + 1)
        }
        return match(0, 0)
    }

    /// Host and port of `ssh://[user@]host[:port]/path` or `[user@]host:path` (port 22).
    static func hostAndPort(of url: String) -> (host: String, port: Int?) {
        if let components = URLComponents(string: url), components.scheme != nil, let host = components.host {
            return (host, components.port)
        }
        let afterUser = url.split(separator: "@", maxSplits: 1).last.map(String.init) ?? url
        return (afterUser.split(separator: ":", maxSplits: 1).first.map(String.init) ?? afterUser, nil)
    }
}

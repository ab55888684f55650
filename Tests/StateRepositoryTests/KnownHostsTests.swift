import Foundation
import Git
import StateRepository
import TestSupport
import Testing

@Suite("known_hosts: which ssh servers to trust")
struct KnownHostsTests {
    /// An ed25519 host key and two lines OpenSSH's `ssh-keygen -H` hashed for it:
    /// `[git.example.com]:2222` and `git.example.com`.
    static let key = "AAAAC3NzaC1lZDI1NTE5AAAAIKXW5C5pZCI3ZYr5wJM7U42I0SxvoecDYgvlbP7qx6OM"
    static let hashedLines = """
        |1|gNAI+/9VTivXaLQreMURpjAQ1RQ=|zvBX4UbQEapujuD0yXojxGUOHrg= ssh-ed25519 \(key)
        |1|nAdFp9ZdFd4Lc8nozrlSVE9XXgM=|UXT8EGX4agdYZRepgQNCsCbaP6U= ssh-ed25519 \(key)

        """
    static var blob: [UInt8] { [UInt8](Data(base64Encoded: key)!) }
    static var otherBlob: [UInt8] {
        var bytes = blob
        bytes[bytes.count - 1] ^= 1
        return bytes
    }

    func hosts(_ text: String) throws -> (KnownHosts, TemporaryDirectory) {
        let folder = try TemporaryDirectory("uistate-known-hosts")
        let file = folder.appending("known_hosts")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return (KnownHosts(files: [file.path, folder.appending("missing").path]), folder)
    }

    @Test("hashed names as OpenSSH writes them, with and without a port")
    func hashedNames() throws {
        let (hosts, folder) = try hosts(Self.hashedLines)
        #expect(hosts.verdict(for: "[git.example.com]:2222", key: Self.blob) == .trusted)
        #expect(hosts.verdict(for: "git.example.com", key: Self.blob) == .trusted)
        #expect(hosts.verdict(for: "[git.example.com]:2223", key: Self.blob) == .unknown)
        #expect(hosts.verdict(for: "other.example.com", key: Self.blob) == .unknown)
        #expect(hosts.verdict(for: "git.example.com", key: Self.otherBlob) == .changed(file: folder.appending("known_hosts").path))
    }

    @Test("plain names, lists, wildcards, negations; comments and markers")
    func patterns() throws {
        let (hosts, folder) = try hosts("""
            # a comment
            git.example.com,10.0.0.1 ssh-ed25519 \(Self.key)
            *.corp.example.com,!evil.corp.example.com ssh-ed25519 \(Self.key)
            @cert-authority * ssh-ed25519 \(Self.key)
            @revoked old.example.com ssh-ed25519 \(Self.key)
            old.example.com ssh-ed25519 \(Self.key)
            not a valid line
            """)
        #expect(hosts.verdict(for: "GIT.example.com", key: Self.blob) == .trusted, "host names compare without case")
        #expect(hosts.verdict(for: "10.0.0.1", key: Self.blob) == .trusted)
        #expect(hosts.verdict(for: "build.corp.example.com", key: Self.blob) == .trusted)
        #expect(hosts.verdict(for: "evil.corp.example.com", key: Self.blob) == .unknown)
        #expect(hosts.verdict(for: "elsewhere.example.org", key: Self.blob) == .unknown, "a CA line trusts no host key itself")
        #expect(hosts.verdict(for: "old.example.com", key: Self.blob) == .revoked(file: folder.appending("known_hosts").path))
    }

    @Test("names and messages: [host]:port off port 22; what to do is in the refusal")
    func verifierMessages() throws {
        #expect(KnownHosts.name(host: "h", port: nil) == "h" && KnownHosts.name(host: "h", port: 22) == "h")
        #expect(KnownHosts.name(host: "h", port: 2222) == "[h]:2222")
        let (hosts, _) = try hosts(Self.hashedLines)
        let sha = [UInt8](repeating: 7, count: 32)
        let trusted = hosts.verifier(for: "ssh://git@git.example.com:2222/team/states.git")
        #expect(trusted(SSHHostKey(blob: Self.blob, sha256: sha)) == nil)
        #expect(hosts.verifier(for: "git@git.example.com:team/states.git")(SSHHostKey(blob: Self.blob, sha256: sha)) == nil, "scp-like URL, port 22")
        let unknown = hosts.verifier(for: "ssh://git@new.example.com/states.git")(SSHHostKey(blob: Self.blob, sha256: sha))?.description
        #expect(unknown?.hasPrefix("the ssh host key of new.example.com (ssh-ed25519 SHA256:BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc) is not in ") == true, "\(unknown ?? "")")
        #expect(unknown?.contains("'ssh-keyscan new.example.com >> ~/.ssh/known_hosts'") == true)
        let changed = trusted(SSHHostKey(blob: Self.otherBlob, sha256: sha))?.description
        #expect(changed?.contains("has CHANGED") == true)
    }
}

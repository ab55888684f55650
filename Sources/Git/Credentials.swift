/// Where credentials come from. libgit2 has no credential helpers and does not read
/// `~/.ssh/config`, so the app names them: an ssh agent, a key file, or a token.
public struct Credentials: Sendable {
    /// A private key file for ssh, tried after the agent.
    public var sshKey: String?
    public var sshPassphrase: String?
    /// A token (or password) for https.
    public var token: String?
    /// The user name for https and ssh when the URL has none.
    public var username: String?

    public init(sshKey: String? = nil, sshPassphrase: String? = nil, token: String? = nil, username: String? = nil) {
        self.sshKey = sshKey
        self.sshPassphrase = sshPassphrase
        self.token = token
        self.username = username
    }
}

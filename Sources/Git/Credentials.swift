/// Where credentials come from. libgit2 has no credential helpers and does not read
/// `~/.ssh/config`, so the caller names them: an ssh agent, a key file, or a token.
public struct Credentials: Sendable {
    /// Whether to ask the ssh agent first (only when its socket exists: a dead agent is a hard
    /// error in libssh2).
    public var useAgent: Bool
    /// A private key file for ssh, tried after the agent.
    public var sshKey: String?
    /// Its public half, when it is there (spares libssh2 deriving it).
    public var sshPublicKey: String?
    public var sshPassphrase: String?
    /// A token (or password) for https.
    public var token: String?
    /// The user name for https and ssh when the URL has none.
    public var username: String?

    public init(
        useAgent: Bool = false, sshKey: String? = nil, sshPublicKey: String? = nil, sshPassphrase: String? = nil, token: String? = nil,
        username: String? = nil
    ) {
        self.useAgent = useAgent
        self.sshKey = sshKey
        self.sshPublicKey = sshPublicKey
        self.sshPassphrase = sshPassphrase
        self.token = token
        self.username = username
    }
}

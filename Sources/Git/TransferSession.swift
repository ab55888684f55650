import CLibgit2

/// Progress of a transfer, as libgit2 reports it.
public struct TransferProgress: Sendable {
    public enum Phase: String, Sendable { case receiving, resolving, sending }
    public var phase: Phase
    public var current: Int
    public var total: Int
    public var bytes: Int
}

/// A push with a lease found the server's branch elsewhere than expected.
public struct LeaseViolation: Sendable, Equatable, CustomStringConvertible {
    public var reference: ReferenceName
    /// What the server has (nil: no such branch).
    public var found: ObjectID?
    /// What the lease expected (nil: no such branch).
    public var expected: ObjectID?

    public var description: String {
        "\(reference) is \(found?.short ?? "absent") on the server, not \(expected?.short ?? "absent") as expected"
    }
}

/// One ref a push is about to update, as the server and the push see it.
public struct PushUpdate: Sendable, Equatable {
    /// The server's ref.
    public var reference: ReferenceName
    /// What the server has now (zero: no such ref).
    public var current: ObjectID
    /// What the push sets it to (zero: a deletion).
    public var new: ObjectID
}

/// An ssh server's host key, as the server presented it: the key blob in the ssh wire format
/// (what a known_hosts line holds in base64) and its SHA-256, for fingerprints.
public struct SSHHostKey: Sendable {
    public var blob: [UInt8]
    public var sha256: [UInt8]

    public init(blob: [UInt8], sha256: [UInt8]) {
        self.blob = blob
        self.sha256 = sha256
    }
}

/// The state of one network operation: credentials offered, progress and remote messages
/// reported, push rejections and lease checks collected (libgit2 reports a rejected ref only
/// through a callback; the push call itself succeeds).
public final class TransferSession {
    public let credentials: Credentials
    public var onProgress: ((TransferProgress) -> Void)?
    public var onRemoteMessage: ((String) -> Void)?
    /// Destination ref -> the value it must have on the server (`--force-with-lease`).
    public var leases: [ReferenceName: ObjectID] = [:]
    /// Decides whether to trust an ssh server's host key: nil to trust it, else why not.
    /// libgit2 1.5 reads no known_hosts file and refuses every ssh host without this.
    public var verifyHostKey: ((SSHHostKey) -> String?)?
    /// Why the ssh host key was refused, when it was.
    public private(set) var hostKeyRefusal: String?

    /// Called once the server said which refs it has and before any object is sent, with the
    /// updates the push will make and the ids of every ref the server advertised: a reason
    /// stops the push there (push protection decides from what the server has).
    public var inspectOutgoing: ((_ updates: [PushUpdate], _ advertised: [ObjectID]) -> String?)?
    /// Why `inspectOutgoing` stopped the push, when it did.
    public private(set) var outgoingRefusal: String?
    /// The refs the connected remote advertised, while a push runs.
    var advertisement: (() -> [ObjectID])?

    public private(set) var rejections: [(reference: ReferenceName, reason: String)] = []
    public private(set) var leaseViolation: LeaseViolation?
    public private(set) var triedCredentials = false
    private var tried: Set<String> = []

    public init(credentials: Credentials) {
        self.credentials = credentials
    }

    fileprivate func credential(_ out: UnsafeMutablePointer<UnsafeMutablePointer<git_credential>?>, url: String, username: String?, allowed: UInt32) -> Int32 {
        triedCredentials = true
        let user = username ?? credentials.username ?? "git"
        if allowed & GIT_CREDENTIAL_SSH_KEY.rawValue != 0 {
            if !tried.contains("agent"), credentials.useAgent {
                tried.insert("agent")
                return git_credential_ssh_key_from_agent(out, user)
            }
            if !tried.contains("key"), let key = credentials.sshKey {
                tried.insert("key")
                return git_credential_ssh_key_new(out, user, credentials.sshPublicKey, key, credentials.sshPassphrase)
            }
        }
        if allowed & GIT_CREDENTIAL_USERPASS_PLAINTEXT.rawValue != 0, !tried.contains("token"), let token = credentials.token {
            tried.insert("token")
            return git_credential_userpass_plaintext_new(out, credentials.username ?? username ?? "git", token)
        }
        if allowed & GIT_CREDENTIAL_USERNAME.rawValue != 0, !tried.contains("username") {
            tried.insert("username")
            return git_credential_username_new(out, user)
        }
        git_error_set_str(Int32(GIT_ERROR_NET.rawValue), "authentication failed for \(url)")
        return GIT_EAUTH.rawValue
    }

    fileprivate func negotiate(_ updates: UnsafeMutablePointer<UnsafePointer<git_push_update>?>?, count: Int) -> Int32 {
        if let inspectOutgoing {
            var planned: [PushUpdate] = []
            for index in 0..<count {
                guard let update = updates?[index]?.pointee, let name = update.dst_refname else { continue }
                planned.append(PushUpdate(reference: ReferenceName(fullName: String(cString: name)), current: ObjectID(update.src), new: ObjectID(update.dst)))
            }
            if let refusal = inspectOutgoing(planned, advertisement?() ?? []) {
                outgoingRefusal = refusal
                git_error_set_str(Int32(GIT_ERROR_NET.rawValue), refusal)
                return GIT_EUSER.rawValue
            }
        }
        for index in 0..<count {
            guard let update = updates?[index]?.pointee, let name = update.dst_refname.map({ ReferenceName(fullName: String(cString: $0)) }),
                let expected = leases[name]
            else { continue }
            let current = ObjectID(update.src)
            if current != expected {
                let violation = LeaseViolation(reference: name, found: current.isZero ? nil : current, expected: expected.isZero ? nil : expected)
                leaseViolation = violation
                git_error_set_str(Int32(GIT_ERROR_NET.rawValue), "stale lease: \(violation)")
                return GIT_EUSER.rawValue
            }
        }
        return 0
    }

    fileprivate func checkCertificate(_ certificate: UnsafeMutablePointer<git_cert>) -> Int32 {
        // TLS certificates: libgit2's own verification against the system's CA store.
        guard certificate.pointee.cert_type == GIT_CERT_HOSTKEY_LIBSSH2, let verifyHostKey else { return GIT_PASSTHROUGH.rawValue }
        let hostKey = UnsafeMutableRawPointer(certificate).assumingMemoryBound(to: git_cert_hostkey.self).pointee
        guard hostKey.type.rawValue & GIT_CERT_SSH_RAW.rawValue != 0, let raw = hostKey.hostkey else {
            let refusal = "the ssh server sent no host key to check"
            hostKeyRefusal = refusal
            git_error_set_str(Int32(GIT_ERROR_SSH.rawValue), refusal)
            return GIT_ECERTIFICATE.rawValue
        }
        let blob = [UInt8](UnsafeRawBufferPointer(start: raw, count: hostKey.hostkey_len))
        let sha256 = withUnsafeBytes(of: hostKey.hash_sha256) { [UInt8]($0) }
        guard let refusal = verifyHostKey(SSHHostKey(blob: blob, sha256: sha256)) else { return 0 }
        hostKeyRefusal = refusal
        git_error_set_str(Int32(GIT_ERROR_SSH.rawValue), refusal)
        return GIT_ECERTIFICATE.rawValue
    }

    fileprivate func rejected(_ reference: String, _ reason: String) {
        rejections.append((ReferenceName(fullName: reference), reason))
    }

    /// The session a callback's payload points at.
    private static func from(_ payload: UnsafeMutableRawPointer) -> TransferSession {
        Unmanaged<TransferSession>.fromOpaque(payload).takeUnretainedValue()
    }

    /// The callbacks, with this session as their payload (it must outlive the operation).
    func callbacks() throws(GitError) -> git_remote_callbacks {
        try LibGit2.loadTrustedCertificates()
        var callbacks = git_remote_callbacks()
        try check(git_remote_init_callbacks(&callbacks, UInt32(GIT_REMOTE_CALLBACKS_VERSION)), "remote callbacks")
        callbacks.payload = Unmanaged.passUnretained(self).toOpaque()
        callbacks.credentials = { out, url, username, allowed, payload in
            guard let out, let payload else { return GIT_EAUTH.rawValue }
            return TransferSession.from(payload).credential(out, url: url.map { String(cString: $0) } ?? "", username: username.map { String(cString: $0) }, allowed: allowed)
        }
        callbacks.transfer_progress = { stats, payload in
            guard let stats, let payload else { return 0 }
            let session = TransferSession.from(payload)
            let s = stats.pointee
            let resolving = s.received_objects == s.total_objects && s.total_deltas > 0
            session.onProgress?(TransferProgress(
                phase: resolving ? .resolving : .receiving, current: Int(resolving ? s.indexed_deltas : s.received_objects),
                total: Int(resolving ? s.total_deltas : s.total_objects), bytes: s.received_bytes))
            return 0
        }
        callbacks.push_transfer_progress = { current, total, bytes, payload in
            guard let payload else { return 0 }
            TransferSession.from(payload).onProgress?(TransferProgress(phase: .sending, current: Int(current), total: Int(total), bytes: bytes))
            return 0
        }
        callbacks.sideband_progress = { text, length, payload in
            guard let text, let payload, length > 0 else { return 0 }
            let bytes = UnsafeRawBufferPointer(start: text, count: Int(length))
            TransferSession.from(payload).onRemoteMessage?(String(decoding: bytes, as: UTF8.self))
            return 0
        }
        callbacks.push_update_reference = { reference, status, payload in
            guard let payload, let status else { return 0 }
            TransferSession.from(payload).rejected(reference.map { String(cString: $0) } ?? "?", String(cString: status))
            return 0
        }
        callbacks.certificate_check = { certificate, _, _, payload in
            guard let certificate, let payload else { return GIT_ECERTIFICATE.rawValue }
            return TransferSession.from(payload).checkCertificate(certificate)
        }
        callbacks.push_negotiation = { updates, count, payload in
            guard let payload else { return 0 }
            return TransferSession.from(payload).negotiate(UnsafeMutablePointer(mutating: updates), count: count)
        }
        return callbacks
    }
}

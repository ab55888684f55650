import CLibgit2
import Platform

/// Who made a commit or a ref change, and when.
public struct Signature: Hashable, Sendable {
    public var name: String
    public var email: String
    /// Seconds since 1970-01-01T00:00:00Z.
    public var time: Int64
    /// The author's UTC offset in minutes.
    public var offsetMinutes: Int32

    public init(name: String, email: String, time: Int64, offsetMinutes: Int32 = 0) {
        self.name = name
        self.email = email
        self.time = time
        self.offsetMinutes = offsetMinutes
    }

    /// The time on the author's wall clock with their offset, as git prints it:
    /// `2026-11-24 10:00:00 +0100`.
    public var localTimeText: String {
        let local = CalendarTime.utc(time + Int64(offsetMinutes) * 60)
        let offset = abs(offsetMinutes)
        let zone = (offsetMinutes < 0 ? "-" : "+") + CalendarTime.twoDigits(Int(offset / 60)) + CalendarTime.twoDigits(Int(offset % 60))
        return local.dateText + " " + local.clockText + " " + zone
    }

    init(_ signature: UnsafePointer<git_signature>) {
        name = signature.pointee.name.map { String(cString: $0) } ?? ""
        email = signature.pointee.email.map { String(cString: $0) } ?? ""
        time = signature.pointee.when.time
        offsetMinutes = signature.pointee.when.offset
    }

    /// Calls `body` with a libgit2 signature that lives for the call.
    @discardableResult
    func withGitSignature<T>(_ body: (UnsafePointer<git_signature>) throws(GitError) -> T) throws(GitError) -> T {
        var signature: UnsafeMutablePointer<git_signature>?
        try check(git_signature_new(&signature, name, email, time, offsetMinutes), "signature '\(name) <\(email)>'")
        defer { git_signature_free(signature) }
        return try body(signature!)
    }
}

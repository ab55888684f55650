#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git

/// Who is recorded as author and committer, as git decides it: `GIT_AUTHOR_NAME`,
/// `GIT_AUTHOR_EMAIL`, `GIT_AUTHOR_DATE` (and the `GIT_COMMITTER_*` ones), else `user.name`
/// and `user.email` from git config, else "uistate <uistate@localhost>"; the time is now.
enum Identity {
    static func author(_ repository: Repository, environment: [String: String], now: Date = Date()) -> Signature {
        signature("AUTHOR", repository, environment, now)
    }

    static func committer(_ repository: Repository, environment: [String: String], now: Date = Date()) -> Signature {
        signature("COMMITTER", repository, environment, now)
    }

    static func signature(_ role: String, _ repository: Repository, _ environment: [String: String], _ now: Date) -> Signature {
        let configured = repository.defaultSignature()
        let name = environment["GIT_\(role)_NAME"] ?? configured?.name ?? "uistate"
        let email = environment["GIT_\(role)_EMAIL"] ?? configured?.email ?? "uistate@localhost"
        let (time, offset) = environment["GIT_\(role)_DATE"].flatMap(parseDate) ?? (Int64(now.timeIntervalSince1970), Int32(0))
        return Signature(name: name, email: email, time: time, offsetMinutes: offset)
    }

    /// `@<seconds> [+hhmm]`, `<seconds>`, or ISO 8601 UTC (`2026-01-01T09:00:00Z`).
    static func parseDate(_ text: String) -> (Int64, Int32)? {
        let parts = text.split(separator: " ")
        if let first = parts.first, let seconds = Int64(first.hasPrefix("@") ? first.dropFirst() : first) {
            var offset: Int32 = 0
            if parts.count > 1, let zone = Int32(parts[1].replacing("+", with: "")) {
                offset = (zone / 100) * 60 + zone % 100
            }
            return (seconds, offset)
        }
        return (try? Date.ISO8601FormatStyle().parse(text)).map { (Int64($0.timeIntervalSince1970), 0) }
    }
}

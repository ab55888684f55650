#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform

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
        return isoDate(text)
    }

    /// `2026-03-01 09:00:00 +0100`, `2026-03-01T09:00:00Z`, `2026-03-01T09:00:00+01:00`: the
    /// ISO 8601 forms git takes in GIT_*_DATE. The offset is kept as the signature's zone.
    static func isoDate(_ text: String) -> (Int64, Int32)? {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count, range.allSatisfy({ bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }) else { return nil }
            return Int(String(decoding: bytes[range], as: UTF8.self))
        }
        guard bytes.count >= 19, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x20 || bytes[10] == 0x54, bytes[13] == 0x3A, bytes[16] == 0x3A,
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        var zone = bytes[19...].drop { $0 == 0x20 }
        var offset: Int32 = 0
        if zone.first == 0x5A {
            zone = zone.dropFirst()
        } else if let sign = zone.first, sign == 0x2B || sign == 0x2D {
            let digits = Array(zone.dropFirst().filter { $0 != 0x3A })
            guard digits.count == 4, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int32(String(decoding: digits, as: UTF8.self)) else { return nil }
            offset = (value / 100) * 60 + value % 100
            if sign == 0x2D { offset = -offset }
            zone = []
        }
        guard zone.isEmpty else { return nil }
        let local = CalendarTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second).utcSeconds
        return (local - Int64(offset) * 60, offset)
    }
}

import Git
import Platform

/// Which snapshots to keep, with restic's and borg's `forget` rules: `--keep-last N` keeps the N
/// newest; `--keep-hourly H`, `--keep-daily D`, `--keep-weekly W`, `--keep-monthly M`,
/// `--keep-yearly Y` each keep the newest snapshot of each of the last H (D, W, M, Y) hours
/// (days, ISO weeks, months, years) in which a snapshot was made, in local time; `--keep-tag`
/// keeps tagged snapshots on the branch. A snapshot any rule keeps is kept.
public struct RetentionPolicy: Sendable, Equatable, CustomStringConvertible {
    public var last = 0
    public var hourly = 0
    public var daily = 0
    public var weekly = 0
    public var monthly = 0
    public var yearly = 0
    public var keepTagged = false

    public init(last: Int = 0, hourly: Int = 0, daily: Int = 0, weekly: Int = 0, monthly: Int = 0, yearly: Int = 0, keepTagged: Bool = false) {
        self.last = last
        self.hourly = hourly
        self.daily = daily
        self.weekly = weekly
        self.monthly = monthly
        self.yearly = yearly
        self.keepTagged = keepTagged
    }

    /// The rules as `uistate.retention` spells them, the same words as the flags:
    /// `--keep-daily 7 --keep-weekly 4 --keep-tag` (the dashes may be left out).
    public init(parsing text: String) throws(RetentionError) {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.hasPrefix("--") ? String($0.dropFirst(2)) : String($0) }[...]
        while let word = words.popFirst() {
            if word == "keep-tag" {
                keepTagged = true
                continue
            }
            guard let value = words.popFirst(), let count = Int(value), count > 0 else {
                throw RetentionError(text: text, reason: "'\(word)' needs a count of 1 or more")
            }
            switch word {
            case "keep-last": last = count
            case "keep-hourly": hourly = count
            case "keep-daily": daily = count
            case "keep-weekly": weekly = count
            case "keep-monthly": monthly = count
            case "keep-yearly": yearly = count
            default: throw RetentionError(text: text, reason: "unknown rule '\(word)' (keep-last, keep-hourly, keep-daily, keep-weekly, keep-monthly, keep-yearly, keep-tag)")
            }
        }
        guard !isEmpty else { throw RetentionError(text: text, reason: "no rule: give at least one of --keep-last, --keep-hourly, --keep-daily, --keep-weekly, --keep-monthly, --keep-yearly") }
    }

    /// No counting rule: nothing would be kept by time.
    public var isEmpty: Bool { last == 0 && hourly == 0 && daily == 0 && weekly == 0 && monthly == 0 && yearly == 0 }

    public var description: String {
        var parts: [String] = []
        for (name, count) in [("last", last), ("hourly", hourly), ("daily", daily), ("weekly", weekly), ("monthly", monthly), ("yearly", yearly)] where count > 0 {
            parts.append("--keep-\(name) \(count)")
        }
        if keepTagged { parts.append("--keep-tag") }
        return parts.joined(separator: " ")
    }

    /// The snapshots to keep of `snapshots` (newest first, with their times in seconds since
    /// 1970), restic's way: each rule walks from the newest and keeps a snapshot whenever its
    /// period differs from the last one the rule kept, while it has count left.
    public func kept(_ snapshots: [(id: ObjectID, time: Int64)], tagged: Set<ObjectID>, calendar: (Int64) -> CalendarTime = CalendarTime.local) -> Set<ObjectID> {
        struct Bucket {
            var remaining: Int
            var last: Int64?
            let period: (CalendarTime, Int64, Int) -> Int64
        }
        var buckets = [
            Bucket(remaining: last, last: nil) { _, _, index in Int64(index) },
            Bucket(remaining: hourly, last: nil) { time, _, _ in Int64(time.year) * 1_000_000 + Int64(time.month) * 10_000 + Int64(time.day) * 100 + Int64(time.hour) },
            Bucket(remaining: daily, last: nil) { time, _, _ in Int64(time.year) * 10_000 + Int64(time.month) * 100 + Int64(time.day) },
            Bucket(remaining: weekly, last: nil) { time, _, _ in Self.isoWeek(time) },
            Bucket(remaining: monthly, last: nil) { time, _, _ in Int64(time.year) * 100 + Int64(time.month) },
            Bucket(remaining: yearly, last: nil) { time, _, _ in Int64(time.year) },
        ]
        var keep: Set<ObjectID> = []
        for (index, snapshot) in snapshots.enumerated() {
            let calendar = calendar(snapshot.time)
            if keepTagged, tagged.contains(snapshot.id) { keep.insert(snapshot.id) }
            for slot in buckets.indices where buckets[slot].remaining > 0 {
                let period = buckets[slot].period(calendar, snapshot.time, index)
                if period != buckets[slot].last {
                    buckets[slot].last = period
                    buckets[slot].remaining -= 1
                    keep.insert(snapshot.id)
                }
            }
        }
        return keep
    }

    /// ISO 8601 year and week (`2026 * 100 + 48`): weeks start on Monday, and week 1 holds the
    /// year's first Thursday.
    static func isoWeek(_ time: CalendarTime) -> Int64 {
        let days = CalendarTime.daysSince1970(year: time.year, month: time.month, day: time.day)
        let weekday = ((days % 7) + 7 + 3) % 7 + 1 // 1970-01-01 was a Thursday: Monday is 1.
        let thursday = days + Int64(4 - weekday)
        let year = CalendarTime.date(daysSince1970: thursday).year
        let ordinal = thursday - CalendarTime.daysSince1970(year: year, month: 1, day: 1)
        return Int64(year) * 100 + ordinal / 7 + 1
    }

    /// The ISO week of a date, as `isoWeek` numbers it.
    public static func isoWeekOf(year: Int, month: Int, day: Int) -> Int64 {
        isoWeek(CalendarTime(year: year, month: month, day: day, hour: 0, minute: 0, second: 0))
    }
}

public struct RetentionError: Error, Sendable, Equatable, CustomStringConvertible {
    public var text: String
    public var reason: String
    public var description: String { "retention rules '\(text)' are not valid: \(reason)" }
}

extension SnapshotStore {
    /// `uistate.retention`, nil when unset; a malformed one is an error naming it.
    public func retentionPolicy() throws(RepositoryError) -> RetentionPolicy? {
        guard let text = try setting(Settings.retentionKey), !text.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        do {
            return try RetentionPolicy(parsing: text)
        } catch {
            throw .retention(error)
        }
    }
}

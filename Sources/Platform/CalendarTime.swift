#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A moment broken into calendar fields, in UTC or the user's time zone (gmtime_r and
/// localtime_r: Foundation's formatters would link ICU into uistate for two timestamps).
public struct CalendarTime: Sendable, Equatable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    /// `seconds` since 1970 in UTC.
    public static func utc(_ seconds: Int64) -> CalendarTime {
        var time = time_t(seconds)
        var fields = tm()
        gmtime_r(&time, &fields)
        return CalendarTime(fields)
    }

    /// `seconds` since 1970 in the local time zone (`TZ`).
    public static func local(_ seconds: Int64) -> CalendarTime {
        var time = time_t(seconds)
        var fields = tm()
        localtime_r(&time, &fields)
        return CalendarTime(fields)
    }

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    private init(_ fields: tm) {
        year = Int(fields.tm_year) + 1900
        month = Int(fields.tm_mon) + 1
        day = Int(fields.tm_mday)
        hour = Int(fields.tm_hour)
        minute = Int(fields.tm_min)
        second = Int(fields.tm_sec)
    }

    /// `2026-11-23`.
    public var dateText: String { "\(year)-" + Self.twoDigits(month) + "-" + Self.twoDigits(day) }

    /// `20:15:02`.
    public var clockText: String { Self.twoDigits(hour) + ":" + Self.twoDigits(minute) + ":" + Self.twoDigits(second) }

    /// Seconds since 1970 of this time read as UTC (as timegm).
    public var utcSeconds: Int64 {
        Self.daysSince1970(year: year, month: month, day: day) * 86_400 + Int64(hour) * 3600 + Int64(minute) * 60 + Int64(second)
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (days from civil).
    public static func daysSince1970(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let m = Int64(month)
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (civil from days).
    public static func date(daysSince1970 days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0)), Int(month), Int(day))
    }

    public static func twoDigits(_ value: Int) -> String { value < 10 && value >= 0 ? "0\(value)" : "\(value)" }
}

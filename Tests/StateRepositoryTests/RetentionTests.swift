import Foundation
import Git
import Platform
import SampleApps
import StateRepository
import StateRestoration
import TestSupport
import Testing

@Suite("retention: restic's forget rules")
struct RetentionTests {
    /// A year of hourly snapshots ending at a fixed time (2026-11-25 17:00 UTC), newest first.
    static let end: Int64 = 1_795_626_000
    static let year = (0..<(365 * 24)).map { end - Int64($0) * 3600 }

    static func id(_ index: Int) -> ObjectID {
        ObjectID(bytes: Array(repeating: 0, count: 12)[...] + withUnsafeBytes(of: UInt64(index).bigEndian) { Array($0) }[...])!
    }

    /// restic's rules written out independently, with Foundation's ISO 8601 calendar in UTC.
    static func reference(daily: Int, weekly: Int, last: Int = 0) -> Set<Int> {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var kept: Set<Int> = []
        for (count, key) in [(daily, { (date: Date) in calendar.dateComponents([.year, .month, .day], from: date) }),
                             (weekly, { (date: Date) in calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date) })] {
            var remaining = count
            var last: DateComponents? = nil
            for (index, time) in year.enumerated() where remaining > 0 {
                let period = key(Date(timeIntervalSince1970: TimeInterval(time)))
                if period != last {
                    kept.insert(index)
                    last = period
                    remaining -= 1
                }
            }
        }
        for index in 0..<last { kept.insert(index) }
        return kept
    }

    @Test("--keep-daily 7 --keep-weekly 4 on a year of hourly snapshots keeps exactly what restic's rules keep", arguments: [(7, 4, 0), (30, 12, 5), (1, 52, 0)])
    func year(daily: Int, weekly: Int, last: Int) {
        let snapshots = Self.year.enumerated().map { (Self.id($0.offset), $0.element) }
        let policy = RetentionPolicy(last: last, daily: daily, weekly: weekly)
        let kept = policy.kept(snapshots, tagged: [], calendar: CalendarTime.utc)
        let expected = Set(Self.reference(daily: daily, weekly: weekly, last: last).map(Self.id))
        #expect(kept == expected, "\(kept.count) kept, \(expected.count) expected")
        #expect(kept.contains(Self.id(0)), "the newest is always the newest of its day")
    }

    @Test("hourly, monthly, yearly and last; tagged snapshots only with keepTagged; the rules as one string")
    func rules() throws {
        let snapshots = Self.year.enumerated().map { (Self.id($0.offset), $0.element) }
        #expect(RetentionPolicy(hourly: 24).kept(snapshots, tagged: [], calendar: CalendarTime.utc).count == 24)
        #expect(RetentionPolicy(monthly: 3).kept(snapshots, tagged: [], calendar: CalendarTime.utc).count == 3)
        #expect(RetentionPolicy(yearly: 5).kept(snapshots, tagged: [], calendar: CalendarTime.utc).count == 2, "the year spans two calendar years")
        #expect(RetentionPolicy(last: 10).kept(snapshots, tagged: [], calendar: CalendarTime.utc) == Set((0..<10).map(Self.id)))
        let tag = Self.id(5000)
        #expect(!RetentionPolicy(last: 1).kept(snapshots, tagged: [tag], calendar: CalendarTime.utc).contains(tag))
        #expect(RetentionPolicy(last: 1, keepTagged: true).kept(snapshots, tagged: [tag], calendar: CalendarTime.utc).contains(tag))
        #expect(try RetentionPolicy(parsing: "--keep-daily 7 --keep-weekly 4") == RetentionPolicy(daily: 7, weekly: 4))
        #expect(try RetentionPolicy(parsing: "keep-last 3 keep-tag") == RetentionPolicy(last: 3, keepTagged: true))
        #expect(RetentionPolicy(daily: 7, weekly: 4, keepTagged: true).description == "--keep-daily 7 --keep-weekly 4 --keep-tag")
        for bad in ["", "--keep-daily", "--keep-daily 0", "--keep-often 3", "--keep-tag"] {
            #expect(throws: RetentionError.self) { _ = try RetentionPolicy(parsing: bad) }
        }
    }

    @Test("ISO weeks: week 1 holds the year's first Thursday")
    func isoWeeks() {
        for (date, expected): ((Int, Int, Int), Int64) in [((2026, 1, 1), 202601), ((2021, 1, 3), 202053), ((2024, 12, 30), 202501), ((2026, 11, 25), 202648)] {
            #expect(RetentionPolicy.isoWeekOf(year: date.0, month: date.1, day: date.2) == expected, "\(date)")
        }
    }

    @Test("a prune by retention rewrites the branch: kept snapshots keep trees, messages, authors and dates; a backup keeps the old one")
    func prune() throws {
        let directory = try TemporaryDirectory()
        let store = try SnapshotStore.create(in: directory.appending("repo"))
        var sources: [ObjectID] = []
        for variant in 0..<3 {
            let state = SavedState(classic: try PreservationWalk.preserve(LargeSampleApp.model(objects: 20, variant: variant)))
            sources.append(try store.commit(state, message: "run \(variant)").id)
        }
        try store.replay(sources, count: 24 * 30, start: Self.end - Int64(24 * 30) * 3600, interval: 3600, onto: nil)
        let before = try store.log(from: try store.resolve("HEAD"))
        let result = try store.pruneRetention(RetentionPolicy(daily: 7))
        let after = try store.log(from: try store.resolve("HEAD"))
        #expect(after.count == 7 && result.dropped.count == 24 * 30 - 7 && result.backup != nil)
        let keptBefore = before.filter { entry in after.contains { $0.info.author == entry.info.author } }
        #expect(keptBefore.map(\.info.tree) == after.map(\.info.tree) && keptBefore.map(\.info.message) == after.map(\.info.message))
        #expect(after.map(\.info.committer) == keptBefore.map(\.info.committer))
    }
}

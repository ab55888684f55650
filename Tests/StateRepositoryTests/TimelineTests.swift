import Foundation
import Git
import Platform
import SampleApps
import StateRepository
import StateRestoration
import TestSupport
import Testing

@Suite("The timeline of a long history")
struct TimelineTests {
    /// 500 snapshots, one every 12 hours, ending at a fixed time: 250 days.
    func history() throws -> (TemporaryDirectory, SnapshotStore) {
        let directory = try TemporaryDirectory("timeline")
        let store = try SnapshotStore.create(in: directory.appending("repo"))
        var sources: [ObjectID] = []
        for variant in 0..<3 {
            let state = SavedState(classic: try PreservationWalk.preserve(LargeSampleApp.model(objects: 20, variant: variant)))
            sources.append(try store.commit(state, message: "run \(variant)").id)
        }
        try store.replay(sources, count: 500, start: RetentionTests.end - 500 * 43_200, interval: 43_200, onto: nil)
        return (directory, store)
    }

    /// The days of the snapshots after the newest `skip`, counted from their commits.
    func days(_ store: SnapshotStore, skip: Int) throws -> [Timeline.Day] {
        var days: [Timeline.Day] = []
        for entry in try store.log(from: try store.resolve("HEAD")).dropFirst(skip) {
            let day = CalendarTime.local(entry.info.committer.time).dateText
            if days.last?.date == day { days[days.count - 1].count += 1 } else { days.append(Timeline.Day(date: day, count: 1)) }
        }
        return days
    }

    @Test("the newest snapshots one by one, then 60 days counted, then one number: from commits, from git's commit-graph, and both")
    func boundedTimeline() throws {
        let (directory, store) = try history()
        let expected = try days(store, skip: SnapshotStore.timelineEntries)
        let listed = Array(expected.prefix(SnapshotStore.timelineDays))
        let beyond = expected.dropFirst(SnapshotStore.timelineDays).reduce(0) { $0 + $1.count }
        #expect(beyond > 0, "the history is longer than the days counted one by one")

        let walked = try store.timeline(from: try store.resolve("HEAD"), staleness: nil, changeLimit: 5)
        #expect(walked.entries.count == SnapshotStore.timelineEntries)
        #expect(walked.olderDays == listed && walked.olderBeyond == beyond && walked.olderComplete)

        _ = try store.collectGarbage(gracePeriod: 0)
        #expect(FileManager.default.fileExists(atPath: store.gitDirectory + "objects/info/commit-graph"), "gc writes git's commit-graph")
        let graphed = try store.timeline(from: try store.resolve("HEAD"), staleness: nil, changeLimit: 5)
        #expect(graphed.olderDays == listed && graphed.olderBeyond == beyond && graphed.olderComplete)

        // A snapshot newer than the graph: its history is read partly from commits, partly from the graph.
        let state = SavedState(classic: try PreservationWalk.preserve(LargeSampleApp.model(objects: 20, variant: 7)))
        _ = try store.commit(state, message: "after gc")
        let mixed = try store.timeline(from: try store.resolve("HEAD"), staleness: nil, changeLimit: 5)
        #expect(mixed.olderDays == Array(try days(store, skip: SnapshotStore.timelineEntries).prefix(SnapshotStore.timelineDays)))
        #expect(mixed.entries.count + mixed.olderCount == 501)
        withExtendedLifetime(directory) {}
    }

    @Test("a commit-graph whose links go round in a circle is not followed: the timeline and log as from the commits")
    func circularGraph() throws {
        let (directory, store) = try history()
        let expected = try days(store, skip: SnapshotStore.timelineEntries)
        let log = try store.log(from: try store.resolve("HEAD")).map(\.info.id)
        _ = try store.collectGarbage(gracePeriod: 0)
        try DamagedCommitGraph.loopFirstParents(URL(fileURLWithPath: store.gitDirectory + "objects/info/commit-graph"))
        let timeline = try store.timeline(from: try store.resolve("HEAD"), staleness: nil, changeLimit: 5)
        #expect(timeline.olderDays == Array(expected.prefix(SnapshotStore.timelineDays)))
        #expect(timeline.entries.count + timeline.olderCount == 500)
        #expect(try store.log(from: try store.resolve("HEAD")).map(\.info.id) == log)
        withExtendedLifetime(directory) {}
    }

    @Test("log -- <object> finds the same snapshots through git's commit-graph as through the commits")
    func pathLogThroughTheGraph() throws {
        let (directory, store) = try history()
        let head = try store.resolve("HEAD")
        let paths = try store.classicSnapshot(at: head).objects.map(\.path.rawValue)
        // Screens 0 to 9 change from run to run, 10 and later never do.
        let changing = IdentifierPath(try #require(paths.first { $0.hasSuffix("/Screen0") }))
        let still = IdentifierPath(try #require(paths.first { $0.hasSuffix("/Screen12") }))
        let all = try store.log(from: head).map(\.info.id)
        #expect(all.count == 500)
        #expect(try store.log(from: head, paths: [still]).map(\.info.id) == [all.last!], "only the first snapshot adds it")
        #expect(try store.log(from: head, paths: [changing]).map(\.info.id) == all)
        _ = try store.collectGarbage(gracePeriod: 0)
        #expect(try store.log(from: head, paths: [still]).map(\.info.id) == [all.last!])
        #expect(try store.log(from: head, paths: [changing, still]).map(\.info.id) == all)
        #expect(try store.log(from: head, limit: 3, paths: [still, changing]).map(\.info.id) == Array(all.prefix(3)))
        withExtendedLifetime(directory) {}
    }
}

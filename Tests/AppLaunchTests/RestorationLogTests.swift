import AppLaunch
import Testing

@Suite("launch: reading the app's console")
struct RestorationLogTests {
    static let console = """
        2026-11-25 10:00:00.000 App[4242:1] launching
        2026-11-25 10:00:00.010 App[4242:1] State restoration: archive was saved with major version 2, minor version 1
        2026-11-25 10:00:00.020 App[4242:1] Restoring UINavigationController/BNRDetailViewController
        2026-11-25 10:00:00.030 App[4242:1] loaded 3 items
        2026-11-25 10:00:00.040 App[4242:1] decoded UINavigationController
        """

    @Test("picks the lines about restoration and the ones naming the snapshot's objects; reads only the known line")
    func picksAndReads() {
        let log = RestorationLog(console: Self.console, objects: ["UINavigationController", "UINavigationController/BNRDetailViewController", "Root"])
        #expect(log.lineCount == 5)
        #expect(log.lines.count == 3 && !log.lines.contains { $0.contains("loaded 3 items") || $0.hasSuffix("launching") })
        #expect(log.archiveVersion == RestorationLog.ArchiveVersion(major: 2, minor: 1))
        #expect(!log.unreadable)
        #expect(log.namedObjects == ["UINavigationController/BNRDetailViewController", "UINavigationController"], "a path named as itself, not as the start of a longer one")
    }

    @Test("UIKit's words for an archive it could not read; nothing read from unknown lines")
    func unreadable() {
        let log = RestorationLog(console: "App[1:1] Unable to read state restoration file. Probably the device is locked.\nApp[1:1] restored nothing\n", objects: [])
        #expect(log.unreadable && log.archiveVersion == nil && log.lines.count == 2 && log.namedObjects.isEmpty)
        let empty = RestorationLog(console: "", objects: ["Root/Account"])
        #expect(empty.lines.isEmpty && empty.lineCount == 0)
    }

    @Test("short object names that are ordinary words pick no line")
    func shortNames() {
        let log = RestorationLog(console: "App[1:1] Root view appeared\n", objects: ["Root"])
        #expect(log.lines.isEmpty)
    }
}

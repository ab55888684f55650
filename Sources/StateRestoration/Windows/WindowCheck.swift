/// What AppKit would make of a Mac app's saved state at the next launch, as far as the files
/// show it (docs/mac-guide.md, "check").
enum WindowCheck {
    static func findings(_ state: WindowState) -> [RestorationReport.Finding] {
        var findings: [RestorationReport.Finding] = []
        func add(_ severity: RestorationReport.Severity, _ message: String, skips: Bool = false) {
            findings.append(RestorationReport.Finding(severity: severity, message: message, skips: skips))
        }
        let windows = state.appWindows.sorted { SavedWindow.precedes($0.name, $1.name) }
        let report = state.readReport
        if windows.isEmpty {
            add(.refusal, "windows.plist lists no window: AppKit brings none back at the next launch")
        } else if !windows.contains(where: { $0.key != nil && $0.object(named: WindowKeys.windowObject) != nil }) {
            add(.refusal, report.records == 0
                ? "data.data holds no records (it is empty or missing): AppKit brings no window back"
                : "no window has a readable \(WindowKeys.windowObject) record: AppKit brings no window back")
        }
        let listed = Set(windows.compactMap(\.id))
        for window in windows {
            if window.key == nil {
                let records = window.id.flatMap { report.withoutKey[$0] } ?? 0
                add(.warning, "window \(window.name) is in windows.plist without its NSDataKey, so AppKit cannot read "
                    + (records == 0 ? "its records" : "its \(records) record\(records == 1 ? "" : "s") in data.data"), skips: true)
            } else if window.object(named: WindowKeys.windowObject) == nil {
                add(.warning, "window \(window.name): no \(WindowKeys.windowObject) record, so AppKit does not restore the window itself", skips: true)
            }
        }
        for (id, count) in report.withoutKey.sorted(by: { $0.key < $1.key }) where !listed.contains(id) {
            add(.warning, "\(count) record\(count == 1 ? "" : "s") of window \(id) in data.data, which windows.plist no longer lists "
                + "(a closed window): AppKit skips them; restore leaves them out")
        }
        if report.superseded > 0 {
            add(.note, "\(report.superseded) record\(report.superseded == 1 ? "" : "s") superseded by later ones of the same object: "
                + "AppKit restores the last; restore writes only the latest")
        }
        return findings
    }
}

/// What AppKit would make of a Mac app's saved state at the next launch, as far as the files
/// show it (docs/mac-guide.md, "check").
enum WindowCheck {
    static func findings(_ state: WindowState) -> [RestorationReport.Finding] {
        var findings: [RestorationReport.Finding] = []
        func add(_ severity: RestorationReport.Severity, _ message: String) {
            findings.append(RestorationReport.Finding(severity: severity, message: message))
        }
        let windows = state.windows.filter { !$0.isGlobal }
        if windows.isEmpty { add(.note, "windows.plist lists no window: the app launches without restoring any") }
        for window in windows {
            if window.key == nil {
                add(.warning, "window \(window.name): no NSDataKey in windows.plist, so none of its records can be read")
            } else if window.object(named: WindowKeys.windowObject) == nil {
                add(.warning, "window \(window.name): no \(WindowKeys.windowObject) record, so AppKit does not restore the window itself")
            }
        }
        let report = state.readReport
        for (id, count) in report.withoutKey.sorted(by: { $0.key < $1.key }) {
            add(.warning, "\(count) record\(count == 1 ? "" : "s") of window \(id) in data.data, which windows.plist has no key for "
                + "(a closed window): AppKit skips them; restore leaves them out")
        }
        if report.superseded > 0 {
            add(.note, "\(report.superseded) record\(report.superseded == 1 ? "" : "s") superseded by later ones of the same object: "
                + "AppKit restores the last; restore writes only the latest")
        }
        return findings
    }
}

import Foundation
import TestSupport
import Testing

/// `uistate view`: the page, loaded from `file://` by headless Chromium, read as a person
/// sees it after its script ran (docs/views.md).
@Suite("view: the page in a real browser", .serialized, .enabled(if: ProcessRunner.has("chromium")))
struct ViewCommandTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace()
    }

    /// Writes the page with `arguments`, opens it, checks nothing went wrong in the browser.
    func page(_ arguments: [String], file: String = "page.html") throws -> HeadlessBrowser {
        try workspace.uistate(["view"] + arguments + ["--out", file]).succeeded()
        let browser = try HeadlessBrowser()
        try browser.open(workspace.url.appendingPathComponent(file))
        try browser.settle()
        #expect(browser.report.errors.isEmpty, "errors: \(browser.report.errors)")
        #expect(browser.report.requests.isEmpty, "requests: \(browser.report.requests)")
        #expect(browser.report.dialogs.isEmpty)
        return browser
    }

    func strings(_ browser: HeadlessBrowser, _ expression: String) throws -> [String] {
        try browser.evaluate(expression) as? [String] ?? []
    }

    @Test("a snapshot: every controller a card with its class and path, the presented one over its presenter, the top-most marked, the timeline's messages")
    func snapshot() throws {
        try workspace.recordSample()
        let browser = try page(["HEAD~1"])
        let show = try workspace.uistate("show", "HEAD~1", "--json")
        let objects = try #require((try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])?["objects"] as? [[String: Any]])
        let cards = try strings(browser, "Array.from(document.querySelectorAll('#screens .card')).map(c => c.getAttribute('data-path') + ' | ' + c.querySelector('.class').textContent)")
        #expect(cards.sorted() == objects.map { "\($0["path"]!) | \($0["class"]!)" }.sorted())
        #expect(try strings(browser, "Array.from(document.querySelectorAll('.card.top-most')).map(c => c.getAttribute('data-path'))")
            == ["UINavigationController/UINavigationController/BNRDetailViewController"])
        #expect(try strings(browser, "Array.from(document.querySelectorAll('.modal > .node > .card')).map(c => c.getAttribute('data-path'))")
            == ["UINavigationController/UINavigationController"])
        let text = try browser.text()
        for step in Workspace.sampleSteps { #expect(text.contains(step), "timeline lacks \(step)") }
        #expect(text.contains("presented over UINavigationController"))
        #expect(try browser.evaluate("document.title") as? String == "UI state: App")
    }

    @Test("two snapshots: changed controllers marked, each changed key with its old and new value side by side, the first responder marked")
    func comparison() throws {
        try workspace.recordSample(["launch", "scroll", "open-item", "edit-text"])
        let browser = try page(["HEAD~3..HEAD~2"])
        let marked = try strings(browser, "Array.from(document.querySelectorAll('.card.st-M')).map(c => c.getAttribute('data-path'))")
        let names = try workspace.uistate("diff", "HEAD~3", "HEAD~2", "--name-status").stdout
        #expect(marked.sorted() == names.split(separator: "\n").filter { $0.hasPrefix("M\t") }.map { String($0.dropFirst(2)) }.sorted())
        let rows = try strings(browser, """
            Array.from(document.querySelectorAll('[data-path="UINavigationController/BNRItemsViewController"] table.changes tbody tr'))
              .map(r => Array.from(r.cells).map(c => c.innerText.trim()).join(' | '))
            """)
        #expect(rows.contains { $0.hasPrefix("kViewRestorationDataKey / BNRItemsViewControllerTableView / contentOffset") && $0.contains("{0, 0}") && $0.contains("{0, 412}") }, "\(rows)")

        let added = try page(["HEAD~1", "HEAD"], file: "edit.html")
        let edit = try strings(added, "Array.from(document.querySelectorAll('[data-path=\"UINavigationController/BNRDetailViewController\"] table.changes tbody tr')).map(r => r.innerText)")
        #expect(edit.contains { $0.contains("EditedText") && $0.contains("absent") && $0.contains("\"Rusty bike (needs oil\"") }, "\(edit)")
        #expect(try strings(added, "Array.from(document.querySelectorAll('.card')).filter(c => c.querySelector('.badge.first-responder')).map(c => c.getAttribute('data-path'))")
            == ["UINavigationController/BNRDetailViewController"])
    }

    @Test("no revision: the working archive against HEAD when it differs, removed controllers drawn where they were")
    func workingArchive() throws {
        try workspace.recordSample(["open-item"])
        try workspace.uistate("sample", "launch", "--out", "App.savedState", "-q").succeeded()
        try workspace.uistate("view", "-q").succeeded()
        let browser = try HeadlessBrowser()
        try browser.open(workspace.url.appendingPathComponent("uistate-view.html"))
        #expect(try browser.text().contains("to working archive"))
        #expect(try strings(browser, "Array.from(document.querySelectorAll('.card.st-D')).map(c => c.getAttribute('data-path'))")
            == ["UINavigationController/BNRDetailViewController"])
        #expect(try strings(browser, "Array.from(document.querySelectorAll('.stack .card.st-D')).map(c => c.getAttribute('data-path'))").count == 1)
    }

    @Test("scene sessions: one column per window with its title, role, activity type and @SceneStorage values")
    func scenes() throws {
        try workspace.uistate("init", "--archive", "Notes.savedState", "-q").succeeded()
        try workspace.uistate("sample", "notes-draft", "--out", "Notes.savedState", "-q").succeeded()
        try workspace.uistate("commit", "-m", "draft", "-q").succeeded()
        let browser = try page([])
        let columns = try strings(browser, "Array.from(document.querySelectorAll('.column')).map(c => c.querySelector('h3').textContent)")
        #expect(columns.sorted() == ["Ideas", "Shopping"])
        let text = try browser.text()
        for expected in ["UIWindowSceneSessionRoleApplication", "com.apple.SwiftUI.stateRestoration", "selection", "\"note-2\"", "draft"] {
            #expect(text.contains(expected), "missing \(expected)")
        }
    }

    @Test("Mac windows drawn to scale at their saved frames, front to back, titled; choosing one shows its records")
    func macWindows() throws {
        try workspace.uistate("init", "--archive", "Editor.savedState", "-q").succeeded()
        try workspace.uistate("sample", "mac-two-windows", "--out", "Editor.savedState", "-q").succeeded()
        try workspace.uistate("commit", "-m", "two windows", "-q").succeeded()
        let browser = try page([])
        let windows = try strings(browser, "Array.from(document.querySelectorAll('.desk .window')).map(w => w.getAttribute('data-window') + ' ' + w.querySelector('.titlebar').textContent + ' ' + w.style.left + ' ' + w.style.width)")
        #expect(windows.count == 2)
        // NSWindowFrame "160 260 640 480 0 0 1512 944" on its screen: 640 of 1512 points wide.
        #expect(windows.allSatisfy { $0.hasSuffix("42.328%") }, "\(windows)")
        let back = try #require(try strings(browser, "Array.from(document.querySelectorAll('.desk .window')).sort((a, b) => a.style.zIndex - b.style.zIndex).map(w => w.getAttribute('data-window'))").first)
        try browser.evaluate("document.querySelector('.desk .window[data-window=\"\(back)\"]').click()")
        #expect(try browser.evaluate("document.querySelector('.desk .window[data-window=\"\(back)\"]').getAttribute('aria-pressed')") as? String == "true")
        #expect(try browser.text().contains("Window \(back)"))
        #expect(try browser.text().contains("_NSWindow"))
        #expect(try browser.text().contains("as AppKit stores it") && !(try browser.text().contains("as UIKit stores it")), "AppKit's words for a Mac state")
    }

    @Test("every Mac window's title is readable, the one behind and the closed one too; size bars are as long as their shares")
    func titlesAndBars() throws {
        try workspace.uistate("init", "--archive", "Editor.savedState", "-q").succeeded()
        for step in ["mac-two-windows", "mac-window-closed"] {
            try workspace.uistate("sample", step, "--out", "Editor.savedState", "-q").succeeded()
            try workspace.uistate("commit", "-m", step, "-q").succeeded()
        }
        let browser = try page(["HEAD~1", "HEAD"])
        let titles = try strings(browser, "Array.from(document.querySelectorAll('.desk .window .titlebar')).map(t => t.textContent)")
        #expect(titles.count == 2)
        // Each title is on the page where a person sees it whole: in the list under the desk.
        let listed = try strings(browser, "Array.from(document.querySelectorAll('.window-titles .window-entry')).filter(e => e.offsetHeight > 0 && e.offsetParent !== null).map(e => e.textContent)")
        for title in titles { #expect(listed.contains { $0.contains(title) }, "\(title) not listed: \(listed)") }
        #expect(listed.contains { $0.contains("(front)") } && listed.count == 2, "\(listed)")
        try browser.evaluate("Array.from(document.querySelectorAll('.window-titles .window-entry')).pop().click()")
        #expect(try strings(browser, "Array.from(document.querySelectorAll('.desk .window')).filter(w => w.getAttribute('aria-pressed') === 'true').map(w => w.getAttribute('data-window'))").count == 1)

        try browser.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
        try browser.settle()
        let ratios = try browser.evaluate("Array.from(document.querySelectorAll('table.sizes tbody tr')).map(r => [parseFloat(r.children[2].textContent), r.querySelector('.bar').getBoundingClientRect().width / r.querySelector('.barcell').getBoundingClientRect().width * 100])") as? [[Double]] ?? []
        #expect(ratios.count >= 2)
        let cell = try browser.evaluate("document.querySelector('table.sizes .barcell').getBoundingClientRect().width") as? Double ?? 0
        #expect(cell >= 100, "the bars have room to differ: \(cell) px")
        for pair in ratios where pair.count == 2 && pair[0] >= 1 {
            #expect(abs(pair[0] - pair[1]) < 2.5, "a bar of \(pair[1])% for a share of \(pair[0])%")
        }
    }

    @Test("markup in identifiers and values is shown as text: no element made, nothing run")
    func hostileValues() throws {
        try workspace.uistate("init", "--archive", "App.savedState", "-q").succeeded()
        try workspace.uistate("sample", "awkward", "--out", "App.savedState", "-q").succeeded()
        try workspace.uistate("commit", "-m", "<img src=x onerror=alert(1)>", "-q").succeeded()
        let browser = try page([])
        #expect(try browser.evaluate("document.title") as? String == "UI state: App")
        #expect(try browser.evaluate("document.querySelectorAll('img, main b, main script').length") as? Int == 0)
        try browser.evaluate("document.querySelectorAll('details').forEach(d => d.open = true)")
        try browser.settle()
        let text = try browser.text()
        #expect(text.contains("<img src=x onerror=\"document.title='pwned'\">"))
        #expect(text.contains("</script><script>document.title='pwned'</script><b>bold</b>"))
        #expect(text.contains("<img src=x onerror=alert(1)>"))
        #expect(try browser.evaluate("document.title") as? String == "UI state: App")
        #expect(browser.report.dialogs.isEmpty && browser.report.errors.isEmpty)
    }

    @Test("markup in a Mac window's title (windows.plist re-encoded as XML) is text on the desk and in the titles list")
    func hostileWindowTitles() throws {
        try workspace.uistate("init", "--archive", "Editor.savedState", "-q").succeeded()
        try workspace.uistate("sample", "mac-two-windows", "--out", "Editor.savedState", "-q").succeeded()
        let file = workspace.url.appendingPathComponent("Editor.savedState/windows.plist")
        var windows = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: file), format: nil) as? [[String: Any]])
        let hostile = ["<img src=x onerror=\"document.title='pwned'\">", "</script><script>document.title='pwned'</script><b>bold</b>"]
        var titled = 0
        for index in windows.indices where windows[index]["NSTitle"] != nil {
            windows[index]["NSTitle"] = hostile[titled % hostile.count]
            titled += 1
        }
        #expect(titled == 2)
        try PropertyListSerialization.data(fromPropertyList: windows, format: .xml, options: 0).write(to: file)
        try workspace.uistate("commit", "-m", "hostile titles", "-q").succeeded()
        let browser = try page([])
        #expect(try browser.evaluate("document.querySelectorAll('img, main b, main script').length") as? Int == 0)
        let desk = try strings(browser, "Array.from(document.querySelectorAll('.desk .window .titlebar')).map(t => t.textContent)")
        let listed = try strings(browser, "Array.from(document.querySelectorAll('.window-titles .window-entry')).map(e => e.textContent)")
        for title in hostile {
            #expect(desk.contains(title), "\(desk)")
            #expect(listed.contains { $0.contains(title) }, "\(listed)")
        }
        #expect(try browser.evaluate("document.title") as? String == "UI state: Editor")
    }

    @Test("the timeline: stale snapshots marked, one chosen shows what it changed, two their differences")
    func timeline() throws {
        try workspace.recordSample()
        let browser = try page(["--app-version", "12.0"])
        let stale = try strings(browser, "Array.from(document.querySelectorAll('ol.timeline button')).filter(b => b.querySelector('.badge.stale')).map(b => b.querySelector('.subject').textContent)")
        #expect(stale == Array(Workspace.sampleSteps.dropLast().reversed()))
        try browser.evaluate("document.querySelectorAll('ol.timeline button').forEach(b => { if (b.getAttribute('aria-pressed') === 'true') b.click(); })")
        let buttons = "document.querySelectorAll('ol.timeline button')"
        try browser.evaluate("\(buttons)[4].click()")
        #expect(try browser.evaluate("document.querySelector('.panel h3').textContent") as? String == "\(try shortID("HEAD~4")) open-item")
        #expect(try browser.text().contains("~ UINavigationController/BNRItemsViewController") || browser.text().contains("+ UINavigationController/BNRDetailViewController"))
        try browser.evaluate("\(buttons)[2].click()")
        let panel = try browser.evaluate("document.querySelector('ol.timeline + .panel').innerText") as? String ?? ""
        #expect(panel.contains("From \(try shortID("HEAD~4")) to \(try shortID("HEAD~2"))"))
        #expect(panel.contains("uistate view \(try shortID("HEAD~4")) \(try shortID("HEAD~2"))"))
        #expect(try browser.evaluate("Array.from(\(buttons)).filter(b => b.getAttribute('aria-pressed') === 'true').length") as? Int == 2)
    }

    @Test("a snapshot chosen in the timeline shows its whole message: the body under the subject")
    func timelineMessage() throws {
        try workspace.recordSample(["launch"])
        try workspace.uistate("commit", "--allow-empty", "-m", "Login screen", "-m", "Why: the token expired\nthen the form came back").succeeded()
        let browser = try page([])
        try browser.evaluate("document.querySelectorAll('ol.timeline button').forEach(b => { if (b.getAttribute('aria-pressed') === 'true') b.click(); })")
        try browser.evaluate("document.querySelectorAll('ol.timeline button')[0].click()")
        #expect(try browser.evaluate("document.querySelector('.panel h3').textContent") as? String == "\(try shortID("HEAD")) Login screen")
        #expect(try browser.evaluate("document.querySelector('.panel pre.message').innerText") as? String == "Why: the token expired\nthen the form came back")
    }

    func shortID(_ revision: String) throws -> String {
        String(try workspace.git("rev-parse", "--short=7", revision).stdout.prefix(7))
    }
}

/// `view`'s output choices and failures, without a browser.
@Suite("view: where the page goes")
struct ViewOutputTests {
    @Test("--out - writes the page to stdout with a policy that loads nothing; the default goes into the repository")
    func output() throws {
        let workspace = try Workspace()
        try workspace.recordSample(["launch"])
        let result = try workspace.uistate("view", "--out", "-")
        try result.succeeded()
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(result.stdout.contains("content=\"default-src 'none'; script-src 'sha256-"))
        #expect(result.stdout.components(separatedBy: "<script>").count == 2)
        let written = try workspace.uistate("view")
        try written.succeeded()
        #expect(written.stdout.hasPrefix("wrote \(workspace.url.path)/uistate-view.html ("))
        #expect(FileManager.default.fileExists(atPath: workspace.url.appendingPathComponent("uistate-view.html").path))
        try workspace.git("fsck", "--strict").succeeded()
    }

    @Test("--open hands the written page to xdg-open; without one it says how to open it, exit 128")
    func open() throws {
        let workspace = try Workspace()
        try workspace.recordSample(["launch"])
        let bin = workspace.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let log = workspace.url.appendingPathComponent("opened.txt")
        let opener = bin.appendingPathComponent("xdg-open")
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(log.path)'\n".write(to: opener, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
        try workspace.uistate(["view", "--open", "--out", "p.html"], environment: ["PATH": bin.path + ":/usr/bin:/bin"]).succeeded()
        var opened = ""
        for _ in 0..<100 where opened.isEmpty {
            opened = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            usleep(50_000)
        }
        #expect(opened.hasPrefix("/") && opened.hasSuffix("/p.html\n"), "\(opened)")
        let missing = try workspace.uistate(["view", "--open"], environment: ["PATH": "/nonexistent"])
        #expect(missing.status == 128)
        #expect(missing.stderr.contains("no 'xdg-open' on PATH; open \(workspace.url.path)/uistate-view.html in a browser"))
        #expect(try workspace.uistate("view", "--open", "--out", "-").status == 64)
    }

    @Test("an unknown revision, or nothing recorded and no working archive: one line, exit 128, no page")
    func failures() throws {
        let workspace = try Workspace()
        try workspace.uistate("init", "-q").succeeded()
        let empty = try workspace.uistate("view")
        #expect(empty.status == 128)
        #expect(empty.stderr.split(separator: "\n").count == 1)
        let recorded = try Workspace()
        try recorded.recordSample(["launch"])
        let unknown = try recorded.uistate("view", "nope", "--out", "x.html")
        #expect(unknown.status == 128)
        #expect(!FileManager.default.fileExists(atPath: recorded.url.appendingPathComponent("x.html").path))
    }
}

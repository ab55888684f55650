import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Debian's Chromium, headless, driven over the DevTools protocol on a pipe
/// (`--remote-debugging-pipe`: commands on its descriptor 3, answers and events on 4, JSON
/// messages ended by a NUL byte). A test loads a page from `file://`, lets its scripts run,
/// then reads the DOM, runs clicks, and checks what a person would not see: script errors,
/// console errors, network requests and dialogs.
public final class HeadlessBrowser: @unchecked Sendable {
    public struct BrowserError: Error, CustomStringConvertible {
        public var description: String
    }

    /// What happened while a page was open.
    public struct Report: Sendable {
        /// Uncaught exceptions and console errors (a CSP refusal is one).
        public var errors: [String] = []
        /// Every URL requested besides the page itself.
        public var requests: [String] = []
        /// alert/confirm/prompt dialogs opened.
        public var dialogs: [String] = []
    }

    /// The browser, or nil when none is installed.
    public static var executable: String? {
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
                let path = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    private let process: ChildProcess
    private let profile: TemporaryDirectory
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var session = ""
    private var pageURL = ""
    public private(set) var report = Report()

    /// Starts the browser with an empty profile of its own.
    public init(windowSize: (Int, Int) = (1280, 900)) throws {
        guard let executable = Self.executable else { throw BrowserError(description: "no chromium on PATH (apt-get install chromium)") }
        profile = try TemporaryDirectory("uistate-chromium")
        process = try ChildProcess(executable, [
            "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--user-data-dir=\(profile.url.path)",
            "--window-size=\(windowSize.0),\(windowSize.1)", "about:blank",
        ], devToolsPipe: true)
        let targets = try command("Target.getTargets", [:], inSession: false)
        let infos = (targets["targetInfos"] as? [[String: Any]]) ?? []
        guard let target = infos.first(where: { $0["type"] as? String == "page" })?["targetId"] as? String else {
            throw BrowserError(description: "chromium opened no page")
        }
        let attached = try command("Target.attachToTarget", ["targetId": target, "flatten": true], inSession: false)
        session = attached["sessionId"] as? String ?? ""
        for domain in ["Page", "Runtime", "Network", "Log"] { _ = try command("\(domain).enable", [:]) }
    }

    deinit {
        _ = try? send("Browser.close", [:], inSession: false)
        process.kill()
    }

    /// Loads `file` and waits until its script marked the page ready (`data-ready` on the root
    /// element) or `timeout` passes.
    public func open(_ file: URL, timeout: Double = 30) throws {
        pageURL = file.absoluteString
        report = Report()
        _ = try command("Page.navigate", ["url": pageURL])
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try evaluate("document.readyState === 'complete' && document.documentElement.getAttribute('data-ready') === '1'") as? Bool == true { return }
            usleep(50_000)
        }
        throw BrowserError(description: "the page did not finish drawing in \(Int(timeout)) s; errors: \(report.errors)")
    }

    /// The value of a JavaScript expression, as JSON gives it.
    @discardableResult
    public func evaluate(_ expression: String) throws -> Any? {
        let result = try command("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            throw BrowserError(description: "\(expression): \(exception["text"] ?? exception)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// What a person reads: the page's visible text.
    public func text() throws -> String {
        try evaluate("document.body.innerText") as? String ?? ""
    }

    /// A PNG of the window as drawn, light or dark (`prefers-color-scheme`).
    public func screenshot(to file: URL, darkMode: Bool = false) throws {
        _ = try command("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": darkMode ? "dark" : "light"]]])
        let shot = try command("Page.captureScreenshot", ["format": "png"])
        guard let base64 = shot["data"] as? String, let data = Data(base64Encoded: base64) else { throw BrowserError(description: "no screenshot") }
        try data.write(to: file)
    }

    @discardableResult
    private func command(_ method: String, _ parameters: [String: Any], inSession: Bool = true, timeout: Double = 60) throws -> [String: Any] {
        let id = try send(method, parameters, inSession: inSession)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard let message = try readMessage(until: deadline) else { break }
            if message["id"] as? Int == id {
                if let error = message["error"] as? [String: Any] { throw BrowserError(description: "\(method): \(error["message"] ?? error)") }
                return message["result"] as? [String: Any] ?? [:]
            }
            record(message)
        }
        throw BrowserError(description: "\(method): no answer from chromium in \(Int(timeout)) s")
    }

    private func send(_ method: String, _ parameters: [String: Any], inSession: Bool) throws -> Int {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if inSession { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(process.pipeToChild, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw BrowserError(description: "chromium closed its pipe") }
            offset += written
        }
        return nextID
    }

    private func readMessage(until deadline: Date) throws -> [String: Any]? {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: Data(message)) as? [String: Any] ?? [:]
            }
            let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            guard left > 0 else { return nil }
            var entry = pollfd(fd: process.pipeFromChild, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, min(left, 200))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = read(process.pipeFromChild, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw BrowserError(description: "chromium closed its pipe") }
            buffer += chunk[0..<count]
        }
    }

    private func record(_ event: [String: Any]) {
        let parameters = event["params"] as? [String: Any] ?? [:]
        switch event["method"] as? String {
        case "Runtime.exceptionThrown":
            let details = parameters["exceptionDetails"] as? [String: Any] ?? [:]
            let exception = details["exception"] as? [String: Any]
            report.errors.append("exception: \(exception?["description"] ?? details["text"] ?? "")")
        case "Runtime.consoleAPICalled" where parameters["type"] as? String == "error":
            report.errors.append("console: \(parameters["args"] ?? "")")
        case "Log.entryAdded":
            let entry = parameters["entry"] as? [String: Any] ?? [:]
            if entry["level"] as? String == "error" { report.errors.append("log: \(entry["text"] ?? "")") }
        case "Network.requestWillBeSent":
            let url = (parameters["request"] as? [String: Any])?["url"] as? String ?? ""
            if url != pageURL { report.requests.append(url) }
        case "Page.javascriptDialogOpening":
            report.dialogs.append(parameters["message"] as? String ?? "")
            _ = try? send("Page.handleJavaScriptDialog", ["accept": true], inSession: true)
        default:
            break
        }
    }

    /// Reads the events that came in since the last command (errors after a click).
    public func settle(_ seconds: Double = 0.3) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while let message = try readMessage(until: deadline) { record(message) }
    }
}

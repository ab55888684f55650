import Platform
import StateRestoration

/// Quits and starts the app with the platform's own tools, each found on PATH: `xcrun simctl`
/// for an app in a simulator, `osascript` and `open` for a Mac app. Nothing else touches the
/// app.
struct AppController {
    let target: LaunchTarget
    let environment: [String: String]

    private func tool(_ name: String) throws(LaunchError) -> String {
        guard let path = ProgramRunner.find(name, environment: environment) else { throw .missingTool(name) }
        return path
    }

    private func run(_ name: String, _ arguments: [String], what: String) throws(LaunchError) -> ProgramRunner.Result {
        let executable = try tool(name)
        do {
            return try ProgramRunner.run(executable, arguments, environment: environment)
        } catch {
            throw .toolFailed(tool: what, message: error.description)
        }
    }

    private static func message(_ result: ProgramRunner.Result) -> String {
        let lines = (result.errorOutput + "\n" + result.output).split(separator: "\n").map { String($0.trimmed) }.filter { !$0.isEmpty }
        return lines.isEmpty ? "exit status \(result.status)" : lines.joined(separator: " ")
    }

    /// Quits the app and waits until it is gone (a Mac app writes its state as it quits);
    /// false when it was not running. `force` kills a Mac app instead of asking it to quit.
    func quit(force: Bool) throws(LaunchError) -> Bool {
        switch target {
        case .simulator(let bundle, let device):
            let result = try run("xcrun", ["simctl", "terminate", device, bundle], what: "xcrun simctl terminate")
            if result.status == 0 { return true }
            // simctl's words for an app that is not running.
            if result.errorOutput.contains("found nothing to terminate") { return false }
            throw .toolFailed(tool: "xcrun simctl terminate", message: Self.message(result))
        case .mac(let bundle):
            guard SimulatorContainer.isPlausibleBundleIdentifier(bundle) else { throw .toolFailed(tool: "osascript", message: "'\(bundle)' is not a bundle identifier") }
            guard try isRunning(bundle) else { return false }
            if force {
                let pids = try run("osascript", ["-e", "tell application \"System Events\" to get unix id of every process whose bundle identifier is \"\(bundle)\""], what: "osascript")
                for pid in pids.output.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\n" }) where Int(pid) != nil {
                    _ = try run("kill", ["-9", String(pid)], what: "kill")
                }
            } else {
                let result = try run("osascript", ["-e", "tell application id \"\(bundle)\" to quit"], what: "osascript")
                guard result.status == 0 else { throw .toolFailed(tool: "osascript", message: Self.message(result)) }
            }
            for _ in 0..<100 {
                guard try isRunning(bundle) else { return true }
                Pause.sleep(seconds: 0.1)
            }
            throw .toolFailed(tool: "osascript", message: "\(bundle) is still running 10 s after being asked to quit (a dialog open? --force kills it)")
        }
    }

    private func isRunning(_ bundle: String) throws(LaunchError) -> Bool {
        let result = try run("osascript", ["-e", "application id \"\(bundle)\" is running"], what: "osascript")
        guard result.status == 0 else { throw .toolFailed(tool: "osascript", message: Self.message(result)) }
        return result.output.trimmed == "true"
    }

    /// Starts the app with this launch's arguments, its standard output and error written to
    /// `log`. Returns once the platform says it started.
    func launch(log: String) throws(LaunchError) {
        switch target {
        case .simulator(let bundle, let device):
            let result = try run("xcrun", ["simctl", "launch", "--stdout=\(log)", "--stderr=\(log)", device, bundle] + LaunchTarget.simulatorArguments, what: "xcrun simctl launch")
            guard result.status == 0 else { throw .toolFailed(tool: "xcrun simctl launch", message: Self.message(result)) }
        case .mac(let bundle):
            let result = try run("open", ["-b", bundle, "--stdout", log, "--stderr", log, "--args"] + LaunchTarget.macArguments, what: "open")
            guard result.status == 0 else { throw .toolFailed(tool: "open", message: Self.message(result)) }
        }
    }
}

import Foundation
import TestSupport
import Testing

/// `uistate launch` against stand-ins for `xcrun`, `osascript`, `open` and `kill` on PATH that
/// record every call (with the working archive's checksum at that moment, which shows the
/// order: quit, restore, launch) and play a console with restoration log lines.
@Suite("launch: quit, restore, launch with the debug log, read the console", .serialized)
struct LaunchCommandTests {
    let workspace: Workspace
    let bin: TemporaryDirectory
    var calls: URL { workspace.url.appendingPathComponent("calls.log") }
    var container: URL { workspace.url.appendingPathComponent("Container") }
    var folder: URL { container.appendingPathComponent("Library/Saved Application State/com.example.App.savedState") }

    static let console = """
        App[4242:1] launching
        App[4242:1] UIKit state restoration: archive was saved with major version 2, minor version 1
        App[4242:1] restoring UINavigationController/BNRDetailViewController
        App[4242:1] loaded 3 items

        """

    init() throws {
        workspace = try Workspace()
        bin = try TemporaryDirectory("launch-bin")
        let log = "echo \"$(date +%s.%N) $(basename \"$0\") $* |\" \"$(cksum < \"$FAKE_FOLDER/data.data\" 2>/dev/null | cut -d' ' -f1)\" >> \"$FAKE_CALLS\""
        try Self.script("xcrun", in: bin, """
            #!/bin/sh
            \(log)
            case "$1 $2" in
            "simctl get_app_container") echo "$FAKE_CONTAINER"; exit 0;;
            "simctl terminate")
              if [ -n "$FAKE_TERMINATE_FAILS" ]; then echo "$FAKE_TERMINATE_FAILS" >&2; exit 3; fi
              if [ ! -f "$FAKE_RUNNING" ]; then echo "An error was encountered processing the command (domain=com.apple.CoreSimulator.SimError, code=164):" >&2; echo "found nothing to terminate" >&2; exit 164; fi
              rm -f "$FAKE_RUNNING"; exit 0;;
            "simctl launch")
              if [ -n "$FAKE_LAUNCH_FAILS" ]; then echo "An error was encountered processing the command (domain=FBSOpenApplicationServiceErrorDomain, code=4):" >&2; echo "$FAKE_LAUNCH_FAILS" >&2; exit 4; fi
              for a in "$@"; do case "$a" in --stderr=*) out="${a#--stderr=}";; esac; done
              touch "$FAKE_RUNNING"
              ( sleep 0.3; cat "$FAKE_CONSOLE" >> "$out" ) &
              echo "com.example.App: 4242"; exit 0;;
            esac
            exit 64
            """)
        try Self.script("osascript", in: bin, """
            #!/bin/sh
            \(log)
            case "$2" in
            *"is running"*) if [ -f "$FAKE_RUNNING" ]; then echo true; else echo false; fi;;
            *"to quit"*) rm -f "$FAKE_RUNNING";;
            *"unix id"*) echo 4242;;
            esac
            exit 0
            """)
        try Self.script("kill", in: bin, "#!/bin/sh\n\(log)\nrm -f \"$FAKE_RUNNING\"\n")
        try Self.script("open", in: bin, """
            #!/bin/sh
            \(log)
            while [ $# -gt 0 ]; do [ "$1" = "--stderr" ] && out="$2"; shift; done
            touch "$FAKE_RUNNING"
            ( sleep 0.3; cat "$FAKE_CONSOLE" >> "$out" ) &
            exit 0
            """)
        try Self.console.write(to: workspace.url.appendingPathComponent("console.txt"), atomically: true, encoding: .utf8)
    }

    static func script(_ name: String, in folder: TemporaryDirectory, _ text: String) throws {
        let url = folder.appending(name)
        try Data(text.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    var environment: [String: String] {
        [
            "PATH": bin.url.path + ":/usr/bin:/bin", "FAKE_CALLS": calls.path, "FAKE_CONTAINER": container.path, "FAKE_FOLDER": folder.path,
            "FAKE_RUNNING": workspace.url.appendingPathComponent("running").path, "FAKE_CONSOLE": workspace.url.appendingPathComponent("console.txt").path,
        ]
    }

    @discardableResult
    func uistate(_ arguments: String..., extra: [String: String] = [:]) throws -> ProcessResult {
        try workspace.uistate(arguments, environment: environment.merging(extra) { $1 })
    }

    /// The recorded calls: program and arguments, and the working archive's checksum then.
    func recorded() throws -> [(call: String, state: String)] {
        guard FileManager.default.fileExists(atPath: calls.path) else { return [] }
        return try String(contentsOf: calls, encoding: .utf8).split(separator: "\n").map { line in
            let rest = line.split(separator: " ", maxSplits: 1)[1]
            let bar = rest.range(of: " | ", options: .backwards)!
            return (String(rest[..<bar.lowerBound]), String(rest[bar.upperBound...]))
        }.filter { !$0.call.contains("get_app_container") }
    }

    func checksum() throws -> String {
        try ProcessRunner.run("sh", ["-c", "cksum < '\(folder.path)/data.data' | cut -d' ' -f1"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A repository for the simulator's app with two snapshots of the item list; the working
    /// archive holds the second, and the app is running.
    func setUpSimulator() throws {
        try uistate("init", "--simulator", "com.example.App").succeeded()
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        for step in ["launch", "open-item"] {
            try uistate("sample", step, "--out", folder.path, "-q").succeeded()
            try uistate("commit", "-m", step, "-q").succeeded()
        }
        #expect(FileManager.default.createFile(atPath: environment["FAKE_RUNNING"]!, contents: nil))
    }

    @Test("launch <rev>: terminate, then restore, then launch with the debug log and developer mode for this launch only; the console's restoration lines and what they say")
    func launchesInState() throws {
        try setUpSimulator()
        let before = try checksum()
        let launch = try uistate("launch", "HEAD~1", "--wait", "3")
        #expect(launch.status == 0, "\(launch)")
        let after = try checksum()
        #expect(before != after, "the snapshot is put back")
        let calls = try recorded()
        #expect(calls.map(\.call) == [
            "xcrun simctl terminate booted com.example.App",
            "xcrun simctl launch --stdout=\(workspace.url.path)/.uistate/launch.log --stderr=\(workspace.url.path)/.uistate/launch.log booted com.example.App "
                + "-UIStateRestorationDebugLogging YES -UIStateRestorationDeveloperMode YES",
        ], "\(calls)")
        #expect(calls.map(\.state) == [before, after], "terminated before the restore, launched after it")
        #expect(launch.stdout.contains("quit com.example.App (simulator booted)"))
        #expect(launch.stdout.contains("Restored "), "\(launch.stdout)")
        #expect(launch.stdout.contains("State restoration in the app's console (2 of 4 lines"), "\(launch.stdout)")
        #expect(launch.stdout.contains("  App[4242:1] restoring UINavigationController/BNRDetailViewController"))
        #expect(!launch.stdout.contains("loaded 3 items"))
        #expect(launch.stdout.contains("UIKit read the archive: format 2.1"))
        #expect(launch.stdout.contains("Objects of the launched state the log names: 0 of"), "HEAD~1 is the list, which the log does not name: \(launch.stdout)")
        #expect(launch.stdout.contains("uistate check predicts: UIKit restores it"))
        #expect(launch.stdout.contains("No public source describes UIKit's line per restored object"))
        #expect(try uistate("status").stdout.contains("Changes against HEAD"), "the working archive holds HEAD~1 now")

        let json = try uistate("launch", "--json", "--wait", "3")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["restored"] is NSNull && document["wasRunning"] as? Bool == true)
        #expect((document["archiveVersion"] as? [String: Int]) == ["major": 2, "minor": 1])
        #expect((document["objectsNamed"] as? [String]) == [], "\(document)")
        #expect(try recorded().count == 4, "a plain relaunch: terminate and launch, no restore")
    }

    @Test("nothing is launched after a refused or failed restore, and the app is not left quit silently")
    func failures() throws {
        try setUpSimulator()
        try uistate("config", "uistate.appVersion", "9.9").succeeded()
        let stale = try uistate("launch", "HEAD~1")
        #expect(stale.status == 3 && stale.stderr.contains("is stale"), "\(stale)")
        #expect(try recorded().isEmpty, "refused before anything happened")
        try uistate("config", "--unset", "uistate.appVersion").succeeded()

        // The folder's parent is a file: the restore cannot write.
        let parent = folder.deletingLastPathComponent()
        try FileManager.default.removeItem(at: parent)
        try Data("not a folder".utf8).write(to: parent)
        let failed = try uistate("launch", "HEAD~1")
        #expect(failed.status == 128, "\(failed)")
        #expect(failed.stderr.contains("the app was quit and not launched again ('uistate launch' starts it with the state as it is)"), "\(failed)")
        #expect(failed.stderr.split(separator: "\n").count == 1)
        let calls = try recorded().map(\.call)
        #expect(calls == ["xcrun simctl terminate booted com.example.App"], "terminated, never launched: \(calls)")
    }

    @Test("exit codes: no xcrun 66; simctl's failures with its message and 128; no app set up 64")
    func exitCodes() throws {
        try setUpSimulator()
        let noXcode = try workspace.uistate(["launch"], environment: ["PATH": "/nonexistent"])
        #expect(noXcode.status == 66 && noXcode.stderr.contains("xcrun not found"), "\(noXcode)")
        let launchFails = try uistate("launch", "HEAD", extra: ["FAKE_LAUNCH_FAILS": "The request to open \"com.example.App\" failed."])
        #expect(launchFails.status == 128 && launchFails.stderr.contains("xcrun simctl launch failed") && launchFails.stderr.contains("The request to open"), "\(launchFails)")
        let terminateFails = try uistate("launch", extra: ["FAKE_TERMINATE_FAILS": "Invalid device: booted"])
        #expect(terminateFails.status == 128 && terminateFails.stderr.contains("Invalid device: booted"), "\(terminateFails)")
        let plain = try Workspace()
        try plain.uistate("init", "--archive", "App.savedState", "-q").succeeded()
        let notSetUp = try plain.uistate(["launch"], environment: environment)
        #expect(notSetUp.status == 64 && notSetUp.stderr.contains("uistate config uistate.simulatorApp <bundle id>"), "\(notSetUp)")
    }

    @Test("--record: launch in a state, then the app's next preservation run is committed")
    func record() throws {
        try setUpSimulator()
        let launch = try ChildProcess(Workspace.executable, ["launch", "HEAD~1", "--record", "--settle", "100", "--wait", "1"], in: workspace.url,
                                      environment: workspace.environment.merging(environment) { $1 })
        #expect(launch.waitForOutput("waiting for the app's next preservation run", onStandardError: false))
        try uistate("sample", "edit-text", "--out", folder.path, "-q").succeeded()
        let result = launch.finish(timeout: 60)
        #expect(result.status == 0, "\(result)")
        #expect(try workspace.git("log", "--format=%s").stdout.split(separator: "\n").count == 3)
        #expect(try workspace.git("log", "-1", "--format=%s").stdout.hasPrefix("Run at "), "recorded as watch records a run")
        #expect(try uistate("status").stdout.contains("nothing to commit"), "the recorded run is the working archive")
    }

    @Test("--console: the app's console as it comes, until Ctrl-C, then the summary")
    func console() throws {
        try setUpSimulator()
        let launch = try ChildProcess(Workspace.executable, ["launch", "--console"], in: workspace.url, environment: workspace.environment.merging(environment) { $1 })
        #expect(launch.waitForOutput("loaded 3 items", onStandardError: false))
        launch.signal(SIGINT)
        let result = launch.finish(timeout: 60)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("State restoration in the app's console (2 of 4 lines"), "\(result.stdout)")
    }

    @Test("a Mac app: AppleScript quit (or a kill with --force), restore, open -b with AppKit's switches for this launch")
    func macApp() throws {
        let home = workspace.url.appendingPathComponent(".home")
        let macFolder = home.appendingPathComponent("Library/Saved Application State/com.example.Editor.savedState")
        var env = environment
        env["FAKE_FOLDER"] = macFolder.path
        try workspace.uistate(["init", "--mac-app", "com.example.Editor", "-q"], environment: env).succeeded()
        try FileManager.default.createDirectory(at: macFolder.deletingLastPathComponent(), withIntermediateDirectories: true)
        for step in ["mac-one-window", "mac-typing"] {
            try workspace.uistate(["sample", step, "--out", macFolder.path, "-q"], environment: env).succeeded()
            try workspace.uistate(["commit", "-m", step, "-q"], environment: env).succeeded()
        }
        #expect(FileManager.default.createFile(atPath: env["FAKE_RUNNING"]!, contents: nil))
        let launch = try workspace.uistate(["launch", "HEAD~1", "--wait", "2"], environment: env)
        #expect(launch.status == 0, "\(launch)")
        let calls = try recorded().map(\.call)
        #expect(calls == [
            "osascript -e application id \"com.example.Editor\" is running",
            "osascript -e tell application id \"com.example.Editor\" to quit",
            "osascript -e application id \"com.example.Editor\" is running",
            "open -b com.example.Editor --stdout \(workspace.url.path)/.uistate/launch.log --stderr \(workspace.url.path)/.uistate/launch.log --args -NSQuitAlwaysKeepsWindows YES -ApplePersistenceIgnoreState NO",
        ], "\(calls)")
        #expect(launch.stdout.contains("launched com.example.Editor with window restoration forced on for this launch only"))
        let forced = try workspace.uistate(["launch", "--force", "--wait", "1"], environment: env)
        let killed = try recorded().map(\.call).contains("kill -9 4242")
        #expect(forced.status == 0 && killed, "\(forced)")
    }
}

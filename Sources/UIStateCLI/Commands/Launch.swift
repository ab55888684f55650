import AppLaunch
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StateRepository
import StateRestoration

extension UIState {
    struct Launch: UIStateCommand, DocumentedCommand {
        static let documentation = CommandDocumentation(
            """
            Opens the app in a chosen state, for an app set up with 'init --simulator' or \
            'init --mac-app'. In order, each step only when the one before succeeded: the \
            snapshot is checked (a stale one is refused unless --force), the app is quit \
            (xcrun simctl terminate; on a Mac, AppleScript's quit, or a kill with --force), \
            the snapshot is put back as 'restore' does, and the app is launched (xcrun simctl \
            launch; open -b on a Mac) with state restoration's debug logging and developer mode \
            for this launch only (on a Mac, NSQuitAlwaysKeepsWindows and \
            ApplePersistenceIgnoreState). Its console goes to .uistate/launch.log; the lines \
            about restoration are shown after the launch, with what a public source lets \
            uistate read from them (docs/ios-guide.md). Without a revision the app is \
            relaunched with the state as it is. --record commits the app's next preservation \
            run: launch in state A, do one thing, record B.
            """,
            examples: [
                "uistate launch HEAD~2",
                "uistate launch login-bug --console",
                "uistate launch detail-screen --record",
                "uistate launch",
            ],
            exitStatuses: [
                (.success, "launched (and with --record, the next run recorded)"),
                (.staleSnapshot, "the snapshot is stale for the app's version (use --force)"),
                (.usage, "invalid command line, or no app set up (init --simulator or --mac-app)"),
                (.badData, "a damaged snapshot"),
                (.noInput, "xcrun (or osascript, open) not found, or no working archive"),
                (.fatal, "simctl (or osascript, open) failed: its message; not a repository or unknown revision"),
            ])

        static let configuration = CommandConfiguration(
            commandName: "launch",
            abstract: "Quit the app, put a snapshot back, and launch it with restoration's debug log on.",
            discussion: documentation.discussion)

        @ParentCommand var root: UIState

        @Argument(help: ArgumentHelp("The snapshot to launch in (default: the state as it is).", valueName: "rev"), completion: .custom(Completions.revisions))
        var revision: String?

        @Flag(help: "Show the app's console as it comes, until Ctrl-C.")
        var console = false

        @Flag(help: "Then commit the app's next preservation run.")
        var record = false

        @Flag(help: "Launch a stale snapshot anyway; kill a Mac app instead of asking it to quit.")
        var force = false

        @Option(help: ArgumentHelp("The app's current version (default: uistate.appVersion or the working archive's).", valueName: "version"))
        var appVersion: String?

        @Option(help: ArgumentHelp("Without --console: wait at most this long for the launch to settle.", valueName: "seconds"))
        var wait: Double = 5

        @Option(help: ArgumentHelp("With --record: the quiet time that ends a run, in ms.", valueName: "ms"))
        var settle: Int = 300

        @Flag(help: "Print JSON (docs/json.md).")
        var json = false

        func validate() throws {
            if wait < 0 || wait > 600 { throw ValidationError("--wait takes 0 to 600 seconds") }
            if settle < 0 { throw ValidationError("--settle takes milliseconds, 0 or more") }
            if json && console { throw ValidationError("--json and --console do not go together") }
        }

        func run(_ context: CommandContext) throws {
            let out = context.console(machineOutput: json)
            let store = try context.store()
            let launcher = try AppLauncher(store: store, environment: context.environment)
            var request = AppLauncher.Request(revision: try revision.map { try store.resolve($0) })
            request.force = force
            request.appVersion = appVersion
            request.wait = wait
            request.record = record
            request.settle = Double(settle) / 1000
            if console || record { try StopSignals.catchThem() }
            let subject = try request.revision.map { try store.info($0).subject }
            let name = Self.name(launcher.target)
            let branch = try store.branchName()
            let outcome = Result { () throws(LaunchError) in
                try launcher.launch(request, console: console, shouldStop: { StopSignals.caught != nil }) { event in
                    guard !json else { return }
                    switch event {
                    case .quit(let wasRunning): out.say(wasRunning ? "quit \(name)" : "\(name) was not running")
                    case .restored(let restored):
                        out.say(RestoreRendering.text(restored, id: request.revision!, subject: subject ?? "", onlyGiven: false), terminator: "")
                    case .launched(let log):
                        out.say("launched \(name) with " + (launcher.target.isMac ? "window restoration forced on" : "state restoration's debug logging and developer mode")
                            + " for this launch only; its console: \(log)")
                    case .console(let text): out.say(text, terminator: "")
                    case .waitingForRun: out.say("waiting for the app's next preservation run (send it to the background; Ctrl-C stops)")
                    case .recorded(let commit): out.say("[\(branch) \(commit.id.short)] \(commit.subject)")
                    }
                }
            }
            if case .failure(.restoreFailed(let error, let appQuit)) = outcome {
                let base = CLIError(error)
                throw CLIError(base.message + (appQuit ? "; the app was quit and not launched again ('uistate launch' starts it with the state as it is)" : "; nothing was launched"), status: base.status)
            }
            let result = try outcome.get()
            if json {
                out.emit(LaunchRendering.json(result).rendered)
            } else {
                out.emit(LaunchRendering.text(result, gitDirectory: store.gitDirectory))
            }
        }

        static func name(_ target: LaunchTarget) -> String {
            switch target {
            case .simulator(let bundle, let device): "\(bundle) (simulator \(device))"
            case .mac(let bundle): bundle
            }
        }
    }
}

extension LaunchTarget {
    var isMac: Bool {
        if case .mac = self { return true }
        return false
    }
}

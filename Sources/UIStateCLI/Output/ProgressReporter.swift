#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git
import Platform
import StateRepository

/// Transfer progress on stderr, as git prints it (`Receiving objects:  45% (123/270), 1.20 MiB
/// | 350.0 KiB/s`): only when stderr is a terminal and not `--quiet`, redrawn at most ten
/// times a second, with remote messages on their own lines.
final class ProgressReporter {
    private let enabled: Bool
    private let started = Date()
    private var lastDraw = Date.distantPast
    private var lastLine = ""
    private var phase: TransferProgress.Phase?

    init(policy: OutputPolicy) {
        enabled = policy.showProgress
    }

    /// Runs one transfer with progress reported; the progress line is ended whether the
    /// transfer succeeds or fails, so what follows (an error too) starts on its own line.
    func transfer<Result>(_ credentials: Credentials, _ body: (SnapshotStore.NetworkOptions) throws(RepositoryError) -> Result) throws(RepositoryError) -> Result {
        defer { finishLine() }
        return try body(options(credentials))
    }

    private func options(_ credentials: Credentials) -> SnapshotStore.NetworkOptions {
        guard enabled else { return SnapshotStore.NetworkOptions(credentials: credentials) }
        return SnapshotStore.NetworkOptions(
            credentials: credentials, onProgress: { [weak self] in self?.report($0) }, onRemoteMessage: { [weak self] in self?.remote($0) })
    }

    func report(_ progress: TransferProgress) {
        let now = Date()
        let done = progress.current == progress.total
        if progress.phase != phase, phase != nil { finishLine() }
        phase = progress.phase
        guard done || now.timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = now
        let label = switch progress.phase {
        case .receiving: "Receiving objects"
        case .resolving: "Resolving deltas"
        case .sending: "Writing objects"
        }
        let percent = progress.total > 0 ? progress.current * 100 / progress.total : 100
        var line = "\(label): \(String(percent).leftPadded(3))% (\(progress.current)/\(progress.total))"
        if progress.phase != .resolving {
            let seconds = max(now.timeIntervalSince(started), 0.001)
            line += ", \(Self.size(Double(progress.bytes))) | \(Self.size(Double(progress.bytes) / seconds))/s"
        }
        lastLine = line
        StandardStream.error.write("\r" + line + (done ? ", done.\n" : ""))
        if done { lastLine = ""; phase = nil }
    }

    func remote(_ text: String) {
        finishLine()
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) where !line.isEmpty {
            StandardStream.error.write(TerminalText.safe("remote: \(line)\n"))
        }
    }

    func finishLine() {
        if !lastLine.isEmpty { StandardStream.error.write("\n") }
        lastLine = ""
    }

    static func size(_ bytes: Double) -> String {
        bytes >= 1_048_576 ? NumberText.fixed(bytes / 1_048_576, decimals: 2) + " MiB" : NumberText.fixed(bytes / 1024, decimals: 2) + " KiB"
    }
}

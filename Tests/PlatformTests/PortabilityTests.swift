import Foundation
import TestSupport
import Testing

/// The code must build on macOS, where the simulator whose archives users record runs, and no
/// Mac checks it here: every Linux-only call stays inside Sources/Platform, which writes both
/// platforms' branches out.
@Suite("Portability")
struct PortabilityTests {
    /// What only Linux has, or what names Linux's C library directly.
    static let linuxOnly: [(pattern: String, what: String)] = [
        (#"\bGlibc\b"#, "Glibc (import or qualifier)"),
        (#"\bMusl\b"#, "Musl"),
        (#"\binotify_\w+"#, "inotify"),
        (#"\bepoll_\w+"#, "epoll"),
        (#""/proc/"#, "/proc"),
        (#"\bpipe2\b"#, "pipe2"),
        (#"\bO_PATH\b"#, "O_PATH"),
    ]

    static func sources() -> [URL] {
        let root = Checkout.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "swift" && !$0.path.contains("/Sources/Platform/") }
    }

    @Test("no Linux-only API outside Sources/Platform")
    func noLinuxOnlyCalls() throws {
        let files = Self.sources()
        #expect(files.count > 100, "the scan finds the sources")
        var findings: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for (pattern, what) in Self.linuxOnly where line.range(of: pattern, options: .regularExpression) != nil {
                    findings.append("\(file.path.replacingOccurrences(of: Checkout.root.path + "/", with: "")):\(number + 1): \(what)")
                }
            }
        }
        #expect(findings.isEmpty, "use the Platform layer instead:\n\(findings.joined(separator: "\n"))")
    }

    @Test("the scan itself catches what it looks for")
    func scanCatches() {
        let samples = ["let n = Glibc.write(fd, p, 1)", "import Glibc", "inotify_add_watch(fd, path, mask)", "epoll_wait(e, &ev, 1, -1)",
                       "open(\"/proc/self/exe\")", "pipe2(&fds, O_CLOEXEC)"]
        for sample in samples {
            #expect(Self.linuxOnly.contains { sample.range(of: $0.pattern, options: .regularExpression) != nil }, "\(sample)")
        }
        #expect(!Self.linuxOnly.contains { "import Foundation".range(of: $0.pattern, options: .regularExpression) != nil })
    }

    @Test("each platform file writes out the Darwin branch beside the Linux one")
    func platformBranches() throws {
        let folder = Checkout.root.appendingPathComponent("Sources/Platform")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            if text.contains("import Glibc") {
                #expect(text.contains("import Darwin"), "\(name) imports Glibc without a Darwin branch")
            }
        }
    }
}

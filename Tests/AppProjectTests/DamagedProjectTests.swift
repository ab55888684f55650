import AppProject
import Foundation
import TestSupport
import Testing

/// A project is input from the disk: every reader of it (the project file, Info.plists,
/// storyboards, Swift and Objective-C) meets damaged files without a trap or a hang.
@Suite("doctor on damaged projects")
struct DamagedProjectTests {
    /// Text that opens or closes what the readers track: comments, strings, blocks, `#if`, tags.
    static let openers = ["{", "}", "(", ")", "\"", "\"\"\"", "#\"", "/*", "*/", "//", "#if", "#endif", "<", "/>", "</", "<!--", "@end", "\\(", ";", "=", "\0", "\u{FFFD}"]

    static func mutate(_ bytes: [UInt8], using generator: inout some RandomNumberGenerator) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: bytes[at] ^= UInt8.random(in: 1...255, using: &generator)
            case 1: bytes.insert(contentsOf: Array(openers.randomElement(using: &generator)!.utf8), at: at)
            case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...64, using: &generator)))
            default: bytes = Array(bytes.prefix(at))
            }
            if bytes.isEmpty { break }
        }
        return bytes
    }

    /// The fixture's files (not its folders), relative to it.
    static func files(of source: URL) throws -> [String] {
        try #require(FileManager.default.subpaths(atPath: source.path)).filter { path in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: source.appendingPathComponent(path).path, isDirectory: &folder) && !folder.boolValue
        }
    }

    @Test("each fixture, its files cut, flipped and given stray openers, 25 times over: read and diagnosed, or refused with an error",
          arguments: ["classic-code", "classic-storyboard", "objc", "scenes-swiftui", "scenes-uikit"])
    func damaged(_ fixture: String) throws {
        let source = Fixtures.directory.appendingPathComponent("projects/\(fixture)")
        let files = try Self.files(of: source)
        #expect(files.contains { $0.hasSuffix("project.pbxproj") })
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<25 {
            let copy = try TemporaryDirectory("damaged-project")
            for path in files {
                let bytes = [UInt8](try Data(contentsOf: source.appendingPathComponent(path)))
                let target = copy.appending(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(Bool.random(using: &generator) ? Self.mutate(bytes, using: &generator) : bytes).write(to: target)
            }
            guard let folder = try? ProjectFolder.read(at: copy.url.path) else { continue }
            _ = RestorationDoctor.diagnose(folder)
            for app in folder.apps { _ = ManifestDerivation.manifest(app) }
        }
    }

    @Test("each file of each fixture replaced by a folder, a link to /dev/zero, a dangling link or 8 MB of brackets: read with a note, never a trap",
          arguments: ["classic-code", "classic-storyboard", "objc", "scenes-swiftui", "scenes-uikit"])
    func hostileShapes(_ fixture: String) throws {
        let source = Fixtures.directory.appendingPathComponent("projects/\(fixture)")
        let files = try Self.files(of: source)
        let shapes = ["folder", "device", "dangling", "brackets"]
        for (index, victim) in files.enumerated() {
            let shape = shapes[index % shapes.count]
            let copy = try TemporaryDirectory("hostile-project")
            for path in files {
                let target = copy.appending(path)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard path == victim else {
                    try Data(contentsOf: source.appendingPathComponent(path)).write(to: target)
                    continue
                }
                switch shape {
                case "folder": try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
                case "device": try FileManager.default.createSymbolicLink(atPath: target.path, withDestinationPath: "/dev/zero")
                case "dangling": try FileManager.default.createSymbolicLink(atPath: target.path, withDestinationPath: copy.url.path + "/nowhere")
                default: try Data((String(repeating: "{(", count: 1_000_000) + String(repeating: "[", count: 1_000_000)).utf8).write(to: target)
                }
            }
            do {
                let folder = try ProjectFolder.read(at: copy.url.path)
                let report = RestorationDoctor.diagnose(folder)
                if victim.hasSuffix(".swift") || victim.hasSuffix(".m") || victim.hasSuffix(".plist") {
                    #expect(report.findings.contains { $0.code == .notUnderstood && $0.file == victim } || !folder.apps.contains { app in
                        app.code.files.contains { $0.path == victim } || app.unreadSources.contains(victim)
                    }, "\(fixture) \(victim) as \(shape): \(report.findings.map(\.message))")
                }
            } catch {
                #expect(victim.hasSuffix("project.pbxproj"), "\(fixture) \(victim) as \(shape): \(error)")
            }
        }
    }
}

import AppProject
import Foundation
import PropertyList
import TestSupport
import Testing

/// `migrate scenes --apply` on a test project's files in the other formats Xcode reads, each
/// converted here by Foundation: a binary Info.plist (written back binary, with the scene
/// manifest), every text file with CRLF line ends (each inserted line ends so), and the
/// pbxproj as XML, JSON (one line and pretty-printed), UTF-16 and binary (the same project as
/// the OpenStep one's migration, in the format it came in; one laid out otherwise refused, exit
/// 65, nothing written).
@Suite("migrate: binary Info.plists, CRLF files and the pbxproj formats Xcode reads, written back as they came")
struct ProjectFormatTests {
    let workspace: Workspace
    init() throws { workspace = try Workspace() }

    /// A copy of a test project, changed by `change`, committed as it is (no line-end conversion).
    func project(_ fixture: String, _ change: (URL) throws -> Void) throws -> URL {
        let copy = workspace.url.appendingPathComponent(fixture + "-" + UUID().uuidString.prefix(8))
        try FileManager.default.copyItem(at: Fixtures.directory.appendingPathComponent("migrate/projects/\(fixture)"), to: copy)
        try change(copy)
        for arguments in [["init", "-q"], ["-c", "core.autocrlf=false", "add", "-A"], ["commit", "-qm", "before"]] {
            try ProcessRunner.run("git", arguments, in: copy, environment: workspace.environment).succeeded()
        }
        return copy
    }

    func changedFiles(_ folder: URL) throws -> [String] {
        try ProcessRunner.run("git", ["status", "--porcelain", "--untracked-files=all"], in: folder, environment: workspace.environment).stdout
            .split(separator: "\n").map { String($0.dropFirst(3)) }
    }

    /// A property list value as Foundation's serializers take it.
    static func foundation(_ value: PropertyListValue) -> Any {
        switch value {
        case .string(let text): return text
        case .array(let items): return items.map(foundation)
        case .dictionary(let entries): return Dictionary(entries.map { ($0.key, foundation($0.value)) }) { _, last in last }
        case .bool(let flag): return flag
        default: return "\(value)"
        }
    }

    @Test("a binary Info.plist gets the scene manifest and the activity type and stays binary; the window's set-up moves")
    func binaryInfoPlist() throws {
        let folder = try project("storyboard-tabs") { copy in
            let plist = copy.appendingPathComponent("Library/Info.plist")
            let value = try PropertyListReader.read([UInt8](try Data(contentsOf: plist)))
            try PropertyListSerialization.data(fromPropertyList: Self.foundation(value), format: .binary, options: 0).write(to: plist)
        }
        let applied = try workspace.uistate(["migrate", "scenes", "--apply"], in: folder)
        #expect(applied.status == 0 && !applied.stdout.contains("[manifest]"), "\(applied)")
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("Library/Info.plist")))
        #expect(PropertyListReader.format(of: bytes) == .binary)
        let plist = try PropertyListReader.read(bytes)
        #expect(plist["UIApplicationSceneManifest"]?["UISceneConfigurations"] != nil && plist["UIMainStoryboardFile"] == nil)
        #expect(plist["NSUserActivityTypes"] == .array([.string("com.example.Library.restoration")]))
        #expect(plist["CFBundleExecutable"] == .string("$(EXECUTABLE_NAME)"), "the other keys kept")
        let doctor = try workspace.uistate(["doctor", "--no-state"], in: folder)
        #expect(doctor.stdout.contains("Life cycle: scenes"), "\(doctor)")
    }

    @Test("CRLF files: every line inserted into an Info.plist, a pbxproj, a scene delegate and an XcodeGen spec ends in CRLF", arguments: ["storyboard-tabs", "inert-restoration", "xcodegen", "objective-c"])
    func crlf(_ fixture: String) throws {
        let folder = try project(fixture) { copy in
            for path in try FileManager.default.subpathsOfDirectory(atPath: copy.path) {
                let url = copy.appendingPathComponent(path)
                guard !url.hasDirectoryPath, let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: url)
            }
        }
        let applied = try workspace.uistate(["migrate", "scenes", "--apply"], in: folder)
        #expect(applied.status == 0, "\(applied)")
        let originals = try ProcessRunner.run("git", ["diff", "--name-only"], in: folder, environment: workspace.environment).stdout.split(separator: "\n")
        #expect(!originals.isEmpty)
        for path in originals {
            let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(String(path))))
            let lone = bytes.indices.first { bytes[$0] == 0x0A && ($0 == 0 || bytes[$0 - 1] != 0x0D) }
            #expect(lone == nil, "\(fixture): \(path) has a line ending in LF alone")
        }
    }

    @Test("a pbxproj as XML, JSON, pretty JSON, UTF-16 or binary: migrated in its format to the OpenStep migration's project; XML laid out otherwise refused, exit 65")
    func pbxprojFormats() throws {
        let pbxproj = "Library.xcodeproj/project.pbxproj"
        let reference = try project("storyboard-tabs") { _ in }
        #expect(try workspace.uistate(["migrate", "scenes", "--apply"], in: reference).status == 0)
        // Compared as dictionaries: each format orders a dictionary's keys its own way.
        func objects(_ bytes: [UInt8]) throws -> NSDictionary {
            let value = try ProjectFileFormat.read(bytes).value["objects"] ?? .null
            return (Self.foundation(value) as? [String: Any] ?? [:]) as NSDictionary
        }
        let expected = try objects([UInt8](try Data(contentsOf: reference.appendingPathComponent(pbxproj))))

        let formats: [(String, (Any, String) throws -> Data)] = [
            ("xml", { tree, _ in try PropertyListSerialization.data(fromPropertyList: tree, format: .xml, options: 0) }),
            ("json", { tree, _ in try JSONSerialization.data(withJSONObject: tree) }),
            ("pretty json", { tree, _ in try JSONSerialization.data(withJSONObject: tree, options: [.prettyPrinted]) }),
            ("utf-16", { _, text in text.data(using: .utf16)! }),
            ("binary", { tree, _ in try PropertyListSerialization.data(fromPropertyList: tree, format: .binary, options: 0) }),
        ]
        for (name, convert) in formats {
            var original: [UInt8] = []
            let folder = try project("storyboard-tabs") { copy in
                let url = copy.appendingPathComponent(pbxproj)
                let text = try String(contentsOf: url, encoding: .utf8)
                try convert(Self.foundation(try OpenStepPropertyListReader.read(Array(text.utf8))), text).write(to: url)
                original = [UInt8](try Data(contentsOf: url))
            }
            let format = try ProjectFileFormat.decode(original).format
            let applied = try workspace.uistate(["migrate", "scenes", "--apply"], in: folder)
            // The plan's lines are wrapped: read as words.
            let words = applied.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(applied.status == 0 && words.contains("SceneDelegate.swift, SceneRestoration.swift added to the target Library"), "\(name): \(applied)")
            let written = [UInt8](try Data(contentsOf: folder.appendingPathComponent(pbxproj)))
            #expect(try ProjectFileFormat.decode(written).format == format, "\(name): written back as it came")
            #expect(try objects(written).isEqual(expected), "\(name): the same project as the OpenStep file's migration")
            let doctor = try workspace.uistate(["doctor", "--no-state"], in: folder)
            #expect(doctor.status == 0 && doctor.stdout.contains("Life cycle: scenes"), "\(name): \(doctor)")
        }

        // XML indented with spaces: no tool writes it so; the plan is refused, nothing written.
        let odd = try project("storyboard-tabs") { copy in
            let url = copy.appendingPathComponent(pbxproj)
            let tree = Self.foundation(try OpenStepPropertyListReader.read([UInt8](try Data(contentsOf: url))))
            let xml = String(decoding: try PropertyListSerialization.data(fromPropertyList: tree, format: .xml, options: 0), as: UTF8.self)
            try Data(xml.replacingOccurrences(of: "\t", with: "  ").utf8).write(to: url)
        }
        let refused = try workspace.uistate(["migrate", "scenes", "--apply"], in: odd)
        #expect(refused.status == 65 && refused.stderr.contains("\(pbxproj) is an XML property list laid out otherwise") && refused.stderr.contains("nothing was written"),
                "\(refused)")
        #expect(try changedFiles(odd).isEmpty)
    }
}

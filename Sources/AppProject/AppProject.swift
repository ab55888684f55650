import Platform
import PropertyList

/// An iOS app's project, read without building it: its Xcode projects' app targets, the
/// Info.plist facts (from files and generated keys), its storyboards and xibs with their
/// identifier chains, and its code. What could not be read or understood is kept as notes:
/// `doctor` reports those as "not understood", never as a finding.
public struct AppProject: Sendable {
    public struct Note: Sendable, Equatable {
        public var file: String
        public var line: Int?
        public var text: String
    }

    public var root: String
    public var projects: [XcodeProject]
    public var info: InfoPlistFacts?
    public var storyboards: [Storyboard]
    public var chains: [IdentifierChains]
    public var code: CodeFacts
    public var notes: [Note]

    /// The largest file read (a generated source or storyboard beyond it is skipped with a note).
    static let maximumFileSize = 8 << 20

    public static func read(at root: String) throws(ProjectError) -> AppProject {
        let found = try ProjectFiles.find(in: root)
        guard !(found.projects.isEmpty && found.infoPlists.isEmpty && found.interfaceFiles.isEmpty && found.swiftFiles.isEmpty && found.objectiveCFiles.isEmpty) else {
            throw .empty(path: root)
        }
        var notes: [Note] = []
        func bytes(_ path: String) -> [UInt8]? {
            do {
                return try FileSystem.read(root + "/" + path, limit: maximumFileSize)
            } catch {
                notes.append(Note(file: path, line: nil, text: error.isTooLarge ? "larger than \(maximumFileSize >> 20) MiB: not read" : "cannot read it: \(error.reason)"))
                return nil
            }
        }
        var projects: [XcodeProject] = []
        for path in found.projects {
            guard let content = bytes(path + "/project.pbxproj") else { continue }
            do {
                projects.append(try XcodeProject.read(path: path, bytes: content))
            } catch {
                notes.append(Note(file: path + "/project.pbxproj", line: error.line, text: "not understood as an OpenStep property list: \(error.message)"))
            }
        }
        let info = infoFacts(projects: projects, found: found, notes: &notes, bytes: bytes)
        var storyboards: [Storyboard] = []
        for path in found.interfaceFiles {
            guard let content = bytes(path) else { continue }
            do {
                storyboards.append(try StoryboardReader.read(path: path, bytes: content))
            } catch {
                notes.append(Note(file: path, line: error.line, text: "not understood as Interface Builder XML: \(error.reason)"))
            }
        }
        var files: [CodeFile] = []
        for (paths, language) in [(found.swiftFiles, SourceTokenizer.Language.swift), (found.objectiveCFiles, .objectiveC)] {
            for path in paths {
                guard let content = bytes(path) else { continue }
                let file = CodeDeclarations.read(path: path, bytes: content, language: language)
                notes += file.notes.map { Note(file: path, line: $0.line, text: $0.text) }
                files.append(file)
            }
        }
        return AppProject(root: root, projects: projects, info: info, storyboards: storyboards, chains: storyboards.map(IdentifierChains.of),
                          code: CodeFacts(files: files), notes: notes)
    }

    /// The app targets' Info.plist (their file merged with their generated keys); without a
    /// project, the Info.plist files found (one naming a scene manifest first).
    static func infoFacts(projects: [XcodeProject], found: ProjectFiles, notes: inout [Note], bytes: (String) -> [UInt8]?) -> InfoPlistFacts? {
        func facts(_ path: String) -> InfoPlistFacts? {
            guard let content = bytes(path) else { return nil }
            do {
                return InfoPlistFacts(path: path, plist: try PropertyListReader.read(content))
            } catch {
                notes.append(Note(file: path, line: error.line, text: "not understood as a property list: \(error.message)"))
                return nil
            }
        }
        let targets = projects.flatMap { project in project.targets.map { (project, $0) } }
        if targets.isEmpty {
            let all = found.infoPlists.compactMap(facts)
            return all.first { $0.hasSceneManifest } ?? all.first
        }
        var merged: InfoPlistFacts? = nil
        for (project, target) in targets {
            let folder = project.path.split(separator: "/").dropLast().joined(separator: "/")
            var fromFile: InfoPlistFacts? = nil
            if let file = target.infoPlistFile {
                let path = folder.isEmpty ? file : folder + "/" + file
                if FileSystem.exists(found.root + "/" + path) {
                    fromFile = facts(path)
                } else if !target.generatesInfoPlist {
                    notes.append(Note(file: project.path, line: nil, text: "target \(target.name)'s INFOPLIST_FILE \(path) is not there"))
                }
            }
            let base = fromFile ?? InfoPlistFacts(path: nil, plist: .dictionary([]))
            let facts = target.generatesInfoPlist ? base.merging(generated: target.infoPlistKeys) : base
            if merged == nil || (facts.hasSceneManifest && merged?.hasSceneManifest == false) { merged = facts }
        }
        return merged
    }

    /// A scene-based app: a scene manifest, or a SwiftUI `App`.
    public var isSceneBased: Bool { info?.hasSceneManifest == true || code.swiftUIApp != nil }

    /// Every storyboard controller node with a complete identifier path.
    public var preservablePaths: [IdentifierChains.Node] {
        chains.flatMap(\.nodes).filter { $0.path != nil }
    }
}

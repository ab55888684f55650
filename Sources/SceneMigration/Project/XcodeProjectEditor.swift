import AppProject
import Platform
import PropertyList

/// An Xcode project's file edited in its own format, as Xcode writes it: `project.pbxproj`
/// through `PBXProjectEditor`, `project.xcproj` through `XcprojEditor` (whose changes, range
/// edits of the bytes it was given, are made here one operation at a time). Migrate asks both
/// the same things; either way the changes are range edits of the file as read (`edits`).
struct XcodeProjectEditor {
    enum Format {
        case propertyList(PBXProjectEditor)
        /// The editor of the bytes as they are now, and the changes so far.
        case json(XcprojEditor, EditedText)
    }

    private(set) var format: Format

    /// `path`: the project file (`…/project.pbxproj` or `…/project.xcproj`), the seed of new ids.
    init(bytes: [UInt8], path: String) throws(PBXProjectEditor.Failure) {
        if path.hasSuffix("/" + XcodeProjectFile.Format.json.rawValue) {
            do {
                format = .json(try XcprojEditor(bytes: bytes), EditedText(bytes))
            } catch {
                throw PBXProjectEditor.Failure(reason: error.reason)
            }
        } else {
            format = .propertyList(try PBXProjectEditor(bytes: bytes, seed: path))
        }
    }

    /// The file with the edits made so far.
    var bytes: [UInt8] {
        switch format {
        case .propertyList(let editor): editor.bytes
        case .json(_, let text): text.bytes
        }
    }

    /// The edits so far, against the bytes the editor was made with.
    var edits: [TextEdit] {
        switch format {
        case .propertyList(let editor): editor.edits
        case .json(_, let text): text.edits
        }
    }

    func hasTarget(named name: String) -> Bool {
        switch format {
        case .propertyList(let editor): editor.target(named: name) != nil
        case .json(let editor, _): editor.hasTarget(named: name)
        }
    }

    /// Whether a build phase of the target lists the file at `path` (relative to the folder
    /// read), resolved as Xcode resolves references (not a synchronized folder). `projectFolder`:
    /// the project's folder (SRCROOT) relative to the folder read. A `project.xcproj` is asked by
    /// the file's name.
    func compiles(_ path: String, projectFolder: String, target: String) -> Bool {
        switch format {
        case .propertyList(let editor):
            guard let id = editor.target(named: target) else { return false }
            return editor.compiledReference(in: id, at: path, projectFolder: projectFolder) != nil
        case .json(let editor, _):
            return editor.compiles(fileNamed: FileSystem.lastComponent(of: path), target: target)
        }
    }

    /// Each setting for every configuration of the target; `nil` removes it.
    mutating func setBuildSettings(_ settings: [(key: String, value: String?)], target: String) throws(PBXProjectEditor.Failure) {
        switch format {
        case .propertyList(var editor):
            guard let id = editor.target(named: target) else { throw PBXProjectEditor.Failure(reason: "it has no target \(target)") }
            for setting in settings { try editor.setBuildSetting(setting.key, setting.value, target: id) }
            format = .propertyList(editor)
        case .json(let editor, let text):
            format = try Self.json(text, editor) { editor throws(XcprojEditor.Failure) in try editor.setting(settings, target: target) }
        }
    }

    /// New files beside the one the target compiles at `sibling` (its group, its folder, its
    /// `sourceTree`). In a pbxproj each new reference must then resolve, as Xcode resolves it, to
    /// the file written (`written`, relative to the folder read), else nothing is added ("Build
    /// input file cannot be found").
    mutating func add(_ files: [PBXProjectEditor.NewFile], written: [String], beside sibling: String, projectFolder: String, target: String) throws(PBXProjectEditor.Failure) {
        switch format {
        case .propertyList(var editor):
            guard let id = editor.target(named: target), let reference = editor.compiledReference(in: id, at: sibling, projectFolder: projectFolder) else {
                throw PBXProjectEditor.Failure(reason: "the target \(target) compiles no file \(sibling)")
            }
            let references = try editor.add(files, besideReference: reference, target: id)
            let reread = try PBXProjectEditor(bytes: editor.bytes, seed: "reread")
            for (reference, file) in zip(references, written) {
                let resolved = reread.resolvedPath(of: reference, projectFolder: projectFolder)
                guard resolved == file else {
                    throw PBXProjectEditor.Failure(reason: "the reference to \(FileSystem.lastComponent(of: file)) would resolve to \(resolved ?? "a place outside the project"), not to \(file) where it is written")
                }
            }
            format = .propertyList(editor)
        case .json(let editor, let text):
            let added = files.map { XcprojEditor.NewFile(path: $0.path, compiled: $0.compiled) }
            let name = FileSystem.lastComponent(of: sibling)
            format = try Self.json(text, editor) { editor throws(XcprojEditor.Failure) in try editor.adding(added, besideFileNamed: name, target: target) }
        }
    }

    /// The JSON file with one operation's edits made; it must read again as a project.
    static func json(_ text: EditedText, _ editor: XcprojEditor, _ operation: (XcprojEditor) throws(XcprojEditor.Failure) -> [TextEdit]) throws(PBXProjectEditor.Failure) -> Format {
        var text = text
        do {
            try text.apply(try operation(editor))
            return .json(try XcprojEditor(bytes: text.bytes), text)
        } catch let failure as XcprojEditor.Failure {
            throw PBXProjectEditor.Failure(reason: failure.reason)
        } catch {
            throw PBXProjectEditor.Failure(reason: "\(error)")
        }
    }
}

extension BuildProject {
    /// The file an Xcode project is described in (`project.pbxproj` or `project.xcproj`).
    var projectFile: String {
        file ?? path + "/" + XcodeProjectFile.Format.propertyList.rawValue
    }

    /// Whether an Xcode project's file still sets `key` (a pbxproj line `KEY = `, a JSON
    /// member `"KEY` or `"KEY[`).
    static func setsKey(_ key: String, in bytes: [UInt8]) -> Bool {
        [key + " = ", "\"" + key + "\": ", "\"" + key + "["].contains { bytes.firstIndex(of: Array($0.utf8)) != nil }
    }
}

import AppProject

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

    /// Whether a build phase of the target lists the file (not a synchronized folder).
    func compiles(fileNamed name: String, target: String) -> Bool {
        switch format {
        case .propertyList(let editor):
            guard let id = editor.target(named: target) else { return false }
            return editor.compiledReference(in: id, named: name) != nil
        case .json(let editor, _):
            return editor.compiles(fileNamed: name, target: target)
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

    /// New files beside the one the target compiles as `sibling` (its group, its folder).
    mutating func add(_ files: [PBXProjectEditor.NewFile], besideFileNamed sibling: String, target: String) throws(PBXProjectEditor.Failure) {
        switch format {
        case .propertyList(var editor):
            guard let id = editor.target(named: target), let reference = editor.compiledReference(in: id, named: sibling) else {
                throw PBXProjectEditor.Failure(reason: "the target \(target) compiles no file named \(sibling)")
            }
            try editor.add(files, besideReference: reference, target: id)
            format = .propertyList(editor)
        case .json(let editor, let text):
            let added = files.map { XcprojEditor.NewFile(path: $0.path, compiled: $0.compiled) }
            format = try Self.json(text, editor) { editor throws(XcprojEditor.Failure) in try editor.adding(added, besideFileNamed: sibling, target: target) }
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

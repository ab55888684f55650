import AppProject

/// An Xcode project's file edited in its own format, as Xcode writes it: `project.pbxproj`
/// through `PBXProjectEditor`, `project.xcproj` through `XcprojEditor` (whose changes are
/// `XcprojEdit`s, made here one operation at a time). Migrate asks both the same things.
struct XcodeProjectEditor {
    enum Format {
        case propertyList(PBXProjectEditor)
        case json(XcprojEditor)
    }

    private(set) var format: Format

    /// `path`: the project file (`…/project.pbxproj` or `…/project.xcproj`), the seed of new ids.
    init(bytes: [UInt8], path: String) throws(PBXProjectEditor.Failure) {
        if path.hasSuffix("/" + XcodeProjectFile.Format.json.rawValue) {
            do {
                format = .json(try XcprojEditor(bytes: bytes))
            } catch {
                throw PBXProjectEditor.Failure(reason: error.reason)
            }
        } else {
            format = .propertyList(try PBXProjectEditor(bytes: bytes, seed: path))
        }
    }

    var bytes: [UInt8] {
        switch format {
        case .propertyList(let editor): editor.bytes
        case .json(let editor): editor.bytes
        }
    }

    func hasTarget(named name: String) -> Bool {
        switch format {
        case .propertyList(let editor): editor.target(named: name) != nil
        case .json(let editor): editor.hasTarget(named: name)
        }
    }

    /// Whether a build phase of the target lists the file (not a synchronized folder).
    func compiles(fileNamed name: String, target: String) -> Bool {
        switch format {
        case .propertyList(let editor):
            guard let id = editor.target(named: target) else { return false }
            return editor.compiledReference(in: id, named: name) != nil
        case .json(let editor):
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
        case .json(let editor):
            let edits: [XcprojEdit]
            do {
                edits = try editor.setting(settings, target: target)
            } catch {
                throw PBXProjectEditor.Failure(reason: error.reason)
            }
            format = .json(try Self.applying(edits, to: editor))
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
        case .json(let editor):
            let added = files.map { XcprojEditor.NewFile(path: $0.path, compiled: $0.compiled) }
            let edits: [XcprojEdit]
            do {
                edits = try editor.adding(added, besideFileNamed: sibling, target: target)
            } catch {
                throw PBXProjectEditor.Failure(reason: error.reason)
            }
            format = .json(try Self.applying(edits, to: editor))
        }
    }

    /// The editor of the bytes with the edits made; they must read again as a project.
    static func applying(_ edits: [XcprojEdit], to editor: XcprojEditor) throws(PBXProjectEditor.Failure) -> XcprojEditor {
        guard let bytes = XcprojEdit.apply(edits, to: editor.bytes) else { throw PBXProjectEditor.Failure(reason: "two of its edits overlap") }
        do {
            return try XcprojEditor(bytes: bytes)
        } catch {
            throw PBXProjectEditor.Failure(reason: "the edit did not read back (\(error.reason))")
        }
    }
}

import AppProject
import Platform

/// The new files in the app's target: in an Xcode project each gets a file reference in the
/// group beside the app delegate's, with its folder and its `sourceTree`, and (a source) a build
/// file in the Sources phase; each reference is then resolved as Xcode resolves it (the groups'
/// path chain, `SOURCE_ROOT`, absolute) and must be the file written, else nothing is
/// ("Build input file cannot be found"). An Xcode 16 synchronized folder and an XcodeGen source
/// folder build what they hold.
enum ProjectMembership: MigrationChange {
    static func apply(_ decisions: AppDecisions, to work: inout AppWork) {
        let created = work.files.filter { work.createdFiles.contains($0) }
        guard !created.isEmpty else { return }
        let sources = created.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") || $0.hasSuffix(".h") }
        guard let project = decisions.app.project else {
            work.blockers.append(ReviewItem(code: .project, file: nil, line: nil, quote: nil,
                message: "the folder holds no Xcode project (nor an XcodeGen spec or a Tuist manifest): \(sources.joined(separator: ", ")) would be written where no target builds them, so nothing is; run the migration in the app's project folder"))
            return
        }
        guard project.format == .xcode else { return }
        let path = project.projectFile
        guard let bytes = work.workspace.read(path) else { return }
        do {
            var editor = try XcodeProjectEditor(bytes: bytes, path: path)
            guard editor.hasTarget(named: decisions.app.name) else { throw PBXProjectEditor.Failure(reason: "no target named \(decisions.app.name)") }
            guard editor.compiles(decisions.delegateFile, projectFolder: project.folder, target: decisions.app.name) else {
                // A synchronized folder builds what it holds; a new Info.plist beside the
                // project is named by INFOPLIST_FILE alone.
                work.record(path, .synchronizedFolder(target: decisions.app.name))
                return
            }
            let added = created.map { file -> PBXProjectEditor.NewFile in
                let name = FileSystem.lastComponent(of: file)
                let type = file.hasSuffix(".swift") ? "sourcecode.swift" : file.hasSuffix(".m") ? "sourcecode.c.objc" : file.hasSuffix(".h") ? "sourcecode.c.h" : "text.plist.xml"
                return PBXProjectEditor.NewFile(name: name, path: name, fileType: type, compiled: file.hasSuffix(".swift") || file.hasSuffix(".m"))
            }
            try editor.add(added, written: created, beside: decisions.delegateFile, projectFolder: project.folder, target: decisions.app.name)
            // It must read again as a project holding them.
            _ = try XcodeProjectEditor(bytes: editor.bytes, path: path)
            try work.workspace.apply(path, editor.edits)
            work.record(path, .filesAdded(target: decisions.app.name, files: added.map(\.name), beside: FileSystem.lastComponent(of: decisions.delegateFile)))
        } catch let failure as PBXProjectEditor.Failure where failure.isFormat {
            work.workspace.refuse(path, because: failure.reason)
        } catch {
            work.blockers.append(ReviewItem(code: .project, file: path, line: nil, quote: nil,
                                            message: "the project file could not take the new files (\(error.reason)), so nothing is written: the target would not build them"))
        }
    }

    /// Whether the app's sources come from an Xcode 16 synchronized folder (the app delegate
    /// is compiled but no build phase lists it).
    static func inSynchronizedFolder(_ decisions: AppDecisions, _ work: AppWork) -> Bool {
        guard let project = decisions.app.project, project.format == .xcode, let bytes = work.workspace.read(project.projectFile),
              let editor = try? XcodeProjectEditor(bytes: bytes, path: project.projectFile), editor.hasTarget(named: decisions.app.name) else { return false }
        return !editor.compiles(decisions.delegateFile, projectFolder: project.folder, target: decisions.app.name)
    }
}

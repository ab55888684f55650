import Platform

/// Where the project is that holds a folder: run from an app's sources folder (`App/Sources`),
/// `migrate scenes` migrates the project above it, as git finds the repository above the
/// current folder, instead of writing files no target builds.
public enum ProjectLocation {
    /// What marks a folder as a project's: Xcode's project and workspace, XcodeGen's spec, a
    /// Tuist manifest.
    static func isProjectEntry(_ name: String) -> Bool {
        name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name == "project.yml" || name == "project.yaml" || name == "Project.swift"
    }

    /// Whether the folder itself holds a project (not one below it).
    public static func holdsProject(_ folder: String) -> Bool {
        ((try? FileSystem.contents(ofDirectory: folder)) ?? []).contains(where: isProjectEntry)
    }

    /// The nearest folder above `folder` that holds a project, searched up to the root of the
    /// git work tree holding it; nil when none does, or when no work tree holds the folder (a
    /// project found above it then could be anyone's: `/tmp` holds other tools' projects).
    public static func enclosingProject(of folder: String) -> String? {
        guard let start = FileSystem.resolvedPath(folder), let root = workTreeRoot(of: start), root != start else { return nil }
        var candidate = start
        while candidate != root {
            candidate = FileSystem.parent(of: candidate)
            if holdsProject(candidate) { return candidate }
        }
        return nil
    }

    /// The folder holding `.git` at or above `folder`.
    static func workTreeRoot(of folder: String) -> String? {
        var candidate = folder
        while true {
            if FileSystem.entry(candidate + "/.git") != nil { return candidate }
            let parent = FileSystem.parent(of: candidate)
            if parent == candidate || parent.isEmpty { return nil }
            candidate = parent
        }
    }
}

import AppProject
import ArgumentParser

/// Choosing among a folder's app targets for the commands that take one (`--target`).
enum DoctorTargets {
    /// The app target named `name`, or a usage error listing the names there are.
    static func only(_ name: String, in folder: ProjectFolder) throws -> [AppTarget] {
        let matching = folder.apps.filter { $0.name == name }
        guard matching.isEmpty else { return matching }
        throw ValidationError("no iOS app target '\(name)' in \(folder.root) (there are: \(folder.apps.map(\.name).joined(separator: ", "))): give one of those to --target")
    }

    /// The folder's one app target, or a usage error asking for --target.
    static func one(_ folder: ProjectFolder, purpose: String) throws -> AppTarget {
        guard folder.apps.count == 1 else {
            throw ValidationError("\(folder.root) has \(folder.apps.count) iOS app targets (\(folder.apps.map(\.name).joined(separator: ", "))): give --target for \(purpose)")
        }
        return folder.apps[0]
    }
}

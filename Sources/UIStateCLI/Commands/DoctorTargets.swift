import AppProject
import ArgumentParser

/// Choosing among a folder's app targets for the commands that take one (`--target`).
enum DoctorTargets {
    /// The app target named `name`, or a usage error naming the targets there are, the
    /// nearest first ("did you mean").
    static func only(_ name: String, in folder: ProjectFolder) throws -> [AppTarget] {
        let matching = folder.apps.filter { $0.name == name }
        guard matching.isEmpty else { return matching }
        let names = folder.apps.map(\.name)
        let near = names.filter { CommandSuggestion.editDistance(Array(name.lowercased()), Array($0.lowercased())) <= (name.count >= 5 ? 2 : 1) }
        let guess = near.first.map { "did you mean '\($0)'? " } ?? ""
        throw CLIError("no iOS app target '\(name)' in \(folder.root): \(guess)the app targets are \(names.map { "'\($0)'" }.joined(separator: ", ")) (give one of them to --target)",
                       status: .usage)
    }

    /// The folder's one app target, or a usage error asking for --target.
    static func one(_ folder: ProjectFolder, purpose: String) throws -> AppTarget {
        guard folder.apps.count == 1 else {
            throw CLIError("\(folder.root) has \(folder.apps.count) iOS app targets (\(folder.apps.map(\.name).joined(separator: ", "))): give --target for \(purpose)",
                           status: .usage)
        }
        return folder.apps[0]
    }
}

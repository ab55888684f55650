import AppProject
import Foundation

/// One app target compiled as Xcode compiles it, for the differential check: the Swift files it
/// compiles as one module, its Objective-C files with the header search Xcode gives them (the
/// target's header search paths, the project's header folders as Xcode's header maps find them,
/// framework targets' headers as `<Framework/Header.h>`), its prefix header and its definitions,
/// read from the project by doctor's model, so two targets' same-named files never meet.
struct CompileUnit {
    /// `Project.xcodeproj/App`: what pairs a target before and after the migration.
    var key: String
    var moduleName: String
    /// `-swift-version`: the target's `SWIFT_VERSION` where swiftc still has that mode.
    var swiftVersion: String
    /// Paths relative to the folder read (absolute when outside it).
    var swiftFiles: [String]
    var objectiveCFiles: [String]
    /// `-D` of Swift: `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `OTHER_SWIFT_FLAGS`' `-D`.
    var swiftConditions: [String]
    /// `-D` of clang: `GCC_PREPROCESSOR_DEFINITIONS`.
    var definitions: [String]
    /// Absolute folders, in the order clang searches them.
    var headerFolders: [String]
    /// Absolute.
    var prefixHeader: String?
    /// `<Framework/Header.h>` -> the header's absolute path, for the project's framework targets.
    var frameworkHeaders: [String: String]
}

enum CompileUnits {
    /// Each iOS app target of the folder; a folder without a project is one unit of all its code.
    static func read(_ folder: URL) throws -> [CompileUnit] {
        let root = folder.standardizedFileURL.path
        let read = try ProjectFolder.read(at: root)
        let headerFolders = projectHeaderFolders(root)
        var frameworkHeaders: [String: String] = [:]
        for project in read.projects {
            for target in project.targets where target.kind == .framework || target.kind == .library {
                for header in target.headers {
                    frameworkHeaders[target.productName + "/" + (header as NSString).lastPathComponent] = absolute(header, in: root)
                }
            }
        }
        return read.apps.compactMap { app -> CompileUnit? in
            guard let target = app.target, let project = app.project else {
                // Read whole: the app's own module is every file of the folder's code.
                let files = zip(app.code.files, app.code.modules).filter { $0.1 == app.code.modules.first }.map(\.0.path)
                return CompileUnit(key: app.name, moduleName: app.name, swiftVersion: "5", swiftFiles: files.filter { $0.hasSuffix(".swift") },
                                   objectiveCFiles: files.filter(isObjectiveC), swiftConditions: [], definitions: [], headerFolders: headerFolders,
                                   prefixHeader: nil, frameworkHeaders: frameworkHeaders)
            }
            guard target.isIOSApp else { return nil }
            let settings = target.settings
            let sourceRoot = absolute(project.folder, in: root)
            func paths(_ key: String) -> [String] {
                words(settings[key] ?? "").flatMap { searchPath(absolute($0, in: sourceRoot)) }
            }
            let ownFolders = (target.sources + target.headers).map { (absolute($0, in: root) as NSString).deletingLastPathComponent }
            var conditions = words(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? "")
            let swiftFlags = words(settings["OTHER_SWIFT_FLAGS"] ?? "")
            for (index, flag) in swiftFlags.enumerated() where flag == "-D" && index + 1 < swiftFlags.count { conditions.append(swiftFlags[index + 1]) }
            conditions += swiftFlags.filter { $0.hasPrefix("-D") && $0.count > 2 }.map { String($0.dropFirst(2)) }
            return CompileUnit(
                key: project.path + "/" + target.name, moduleName: target.moduleName, swiftVersion: swiftVersion(settings["SWIFT_VERSION"]),
                swiftFiles: target.sources.filter { $0.hasSuffix(".swift") }, objectiveCFiles: target.sources.filter(isObjectiveC),
                swiftConditions: conditions.filter { !$0.isEmpty && $0 != "$(inherited)" },
                definitions: words(settings["GCC_PREPROCESSOR_DEFINITIONS"] ?? ""),
                headerFolders: unique(ownFolders + paths("HEADER_SEARCH_PATHS") + paths("USER_HEADER_SEARCH_PATHS") + headerFolders),
                prefixHeader: settings["GCC_PREFIX_HEADER"].flatMap { $0.isEmpty ? nil : absolute($0, in: sourceRoot) },
                frameworkHeaders: frameworkHeaders)
        }
    }

    static func isObjectiveC(_ path: String) -> Bool { path.hasSuffix(".m") || path.hasSuffix(".mm") }

    static func absolute(_ path: String, in folder: String) -> String {
        let joined = path.hasPrefix("/") ? path : path.isEmpty ? folder : folder + "/" + path
        return (joined as NSString).standardizingPath
    }

    /// swiftc 6 has modes 4, 4.2, 5 and 6; older projects get 4.
    static func swiftVersion(_ setting: String?) -> String {
        let version = setting?.trimmingCharacters(in: .whitespaces) ?? ""
        if version == "4.2" { return "4.2" }
        if version.hasPrefix("6") { return "6" }
        return version.isEmpty || version.hasPrefix("5") ? "5" : "4"
    }

    /// A build setting's list: words split at spaces, `"quoted words"` kept whole.
    static func words(_ value: String) -> [String] {
        var found: [String] = [], current = "", quoted = false, escaped = false
        for character in value {
            if escaped { current.append(character); escaped = false; continue }
            if character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if (character == " " || character == "\t") && !quoted {
                if !current.isEmpty { found.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { found.append(current) }
        return found
    }

    /// A header search path; `path/**` is the folder and every folder under it, as Xcode
    /// searches it (bounded: a search path over a whole disk is not walked).
    static func searchPath(_ path: String) -> [String] {
        guard path.hasSuffix("/**") else { return [path] }
        let base = String(path.dropLast(3))
        var folders = [base]
        guard let walker = FileManager.default.enumerator(at: URL(fileURLWithPath: base), includingPropertiesForKeys: [.isDirectoryKey]) else { return folders }
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            folders.append(url.standardizedFileURL.path)
            if folders.count >= 2_000 { break }
        }
        return folders
    }

    /// The folders of every header under the folder: what Xcode's header maps find by name
    /// (dependency checkouts and build folders left out, as they are not the project's).
    static func projectHeaderFolders(_ root: String) -> [String] {
        unique(DifferentialCompile.sources(in: URL(fileURLWithPath: root)).filter { $0.hasSuffix(".h") }
            .map { absolute(($0 as NSString).deletingLastPathComponent, in: root) })
    }

    static func unique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }
}

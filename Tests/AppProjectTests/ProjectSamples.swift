import Foundation
import TestSupport

/// Small projects written for the project-model tests: a `project.pbxproj` built from a list
/// of targets (their sources in build phases or in synchronized folders), and files.
struct ProjectSamples {
    struct Target {
        var name: String
        var productType = "com.apple.product-type.application"
        var settings: [String: String] = [:]
        /// Paths relative to the project's folder, in the sources build phase.
        var sources: [String] = []
        /// In the resources build phase.
        var resources: [String] = []
        /// Synchronized folders this target has, relative to the project's folder.
        var synchronized: [String] = []
        /// Synchronized folder -> files whose membership flips for this target.
        var exceptions: [String: [String]] = [:]
        /// A `.xcconfig` as the configurations' base, relative to the project's folder.
        var xcconfig: String? = nil
        var dependencies: [String] = []
        var packageProducts: [String] = []
        /// Products its frameworks phase links (`Core.framework`), built by any project's target.
        var linkedFrameworks: [String] = []
    }

    /// A pbxproj holding `targets`, with `projectSettings` for the project's configurations.
    static func pbxproj(_ targets: [Target], projectSettings: [String: String] = ["SDKROOT": "iphoneos", "IPHONEOS_DEPLOYMENT_TARGET": "17.0"],
                        localPackages: [String] = [], subprojects: [String] = []) -> String {
        var objects: [String] = []
        var counter = 0
        func id() -> String {
            counter += 1
            return String(format: "AA%022X", counter)
        }
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        func list(_ items: [String]) -> String { "(" + items.map { $0 + ", " }.joined() + ")" }
        func settingsText(_ settings: [String: String]) -> String {
            settings.sorted { $0.key < $1.key }.map { "\(quoted($0.key)) = \(quoted($0.value));" }.joined(separator: " ")
        }
        func configurationList(_ settings: [String: String], base: String?) -> String {
            let release = id(), debug = id(), list = id()
            let baseText = base.map { "baseConfigurationReference = \($0); " } ?? ""
            objects.append("\(release) = {isa = XCBuildConfiguration; \(baseText)buildSettings = {\(settingsText(settings))}; name = Release;};")
            objects.append("\(debug) = {isa = XCBuildConfiguration; \(baseText)buildSettings = {\(settingsText(settings))}; name = Debug;};")
            objects.append("\(list) = {isa = XCConfigurationList; buildConfigurations = (\(release), \(debug), ); defaultConfigurationName = Release;};")
            return list
        }
        var mainChildren: [String] = []
        var fileIDs: [String: String] = [:]
        func file(_ path: String) -> String {
            if let existing = fileIDs[path] { return existing }
            let fileID = id()
            objects.append("\(fileID) = {isa = PBXFileReference; path = \(quoted(path)); sourceTree = \"<group>\";};")
            mainChildren.append(fileID)
            fileIDs[path] = fileID
            return fileID
        }
        var syncIDs: [String: String] = [:]
        var exceptionSets: [String: [String]] = [:]
        let targetIDs = targets.map { _ in id() }
        for (index, target) in targets.enumerated() {
            for folder in target.synchronized + target.exceptions.keys where syncIDs[folder] == nil {
                syncIDs[folder] = id()
            }
            for (folder, files) in target.exceptions {
                let set = id()
                objects.append("\(set) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = \(list(files.map(quoted))); target = \(targetIDs[index]);};")
                exceptionSets[folder, default: []].append(set)
            }
        }
        for (folder, syncID) in syncIDs {
            objects.append("\(syncID) = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = \(list((exceptionSets[folder] ?? []))); path = \(quoted(folder)); sourceTree = \"<group>\";};")
            mainChildren.append(syncID)
        }
        var packageIDs: [String] = []
        for package in localPackages {
            let packageID = id()
            objects.append("\(packageID) = {isa = XCLocalSwiftPackageReference; relativePath = \(quoted(package));};")
            packageIDs.append(packageID)
        }
        for (index, target) in targets.enumerated() {
            func phase(_ isa: String, _ paths: [String]) -> String {
                let phaseID = id()
                let buildFiles = paths.map { path -> String in
                    let buildFile = id()
                    objects.append("\(buildFile) = {isa = PBXBuildFile; fileRef = \(file(path));};")
                    return buildFile
                }
                objects.append("\(phaseID) = {isa = \(isa); files = \(list(buildFiles));};")
                return phaseID
            }
            var phases = [phase("PBXSourcesBuildPhase", target.sources), phase("PBXResourcesBuildPhase", target.resources)]
            if !target.linkedFrameworks.isEmpty {
                let frameworks = id()
                let buildFiles = target.linkedFrameworks.map { product -> String in
                    let reference = id(), buildFile = id()
                    objects.append("\(reference) = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = \(quoted(product)); sourceTree = BUILT_PRODUCTS_DIR;};")
                    objects.append("\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference);};")
                    return buildFile
                }
                objects.append("\(frameworks) = {isa = PBXFrameworksBuildPhase; files = \(list(buildFiles));};")
                phases.append(frameworks)
            }
            let configurations = configurationList(target.settings, base: target.xcconfig.map(file))
            let dependencies = target.dependencies.map { name -> String in
                let dependency = id()
                objects.append("\(dependency) = {isa = PBXTargetDependency; target = \(targetIDs[targets.firstIndex { $0.name == name }!]);};")
                return dependency
            }
            let products = target.packageProducts.map { product -> String in
                let dependency = id()
                objects.append("\(dependency) = {isa = XCSwiftPackageProductDependency; package = \(packageIDs.first ?? ""); productName = \(quoted(product));};")
                return dependency
            }
            objects.append("""
                \(targetIDs[index]) = {isa = PBXNativeTarget; buildConfigurationList = \(configurations); buildPhases = \(list(phases)); \
                dependencies = \(list(dependencies)); fileSystemSynchronizedGroups = \(list(target.synchronized.compactMap { syncIDs[$0] })); \
                name = \(quoted(target.name)); packageProductDependencies = \(list(products)); productType = \(quoted(target.productType));};
                """)
        }
        let references = subprojects.map { path -> String in
            let reference = id(), group = id()
            objects.append("\(reference) = {isa = PBXFileReference; lastKnownFileType = \"wrapper.pb-project\"; path = \(quoted(path)); sourceTree = \"<group>\";};")
            objects.append("\(group) = {isa = PBXGroup; children = (); name = Products; sourceTree = \"<group>\";};")
            mainChildren.append(reference)
            return "{ProductGroup = \(group); ProjectRef = \(reference); }"
        }
        let main = id(), project = id()
        objects.append("\(main) = {isa = PBXGroup; children = \(list(mainChildren)); sourceTree = \"<group>\";};")
        let projectList = configurationList(projectSettings, base: nil)
        objects.append("""
            \(project) = {isa = PBXProject; buildConfigurationList = \(projectList); mainGroup = \(main); packageReferences = \(list(packageIDs)); \
            projectReferences = \(list(references)); targets = \(list(targetIDs));};
            """)
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n" + objects.map { "\t\t" + $0 }.joined(separator: "\n")
            + "\n\t};\n\trootObject = \(project);\n}\n"
    }

    /// Writes `files` (path -> contents) under a new temporary folder.
    static func folder(_ files: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory("project-model")
        for (path, contents) in files {
            let url = directory.appending(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n\(body)\n</dict>\n</plist>\n"
    }

    static let sceneManifest = """
        <key>UIApplicationSceneManifest</key>
        <dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        </dict></array></dict></dict>
        """

    static let uikitDelegate = "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
}

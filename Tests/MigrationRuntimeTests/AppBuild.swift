import AppProject
import Foundation
import TestSupport

/// An app project built for the stand-in, as Xcode would build it for a device: the files its
/// target compiles (read from its project by doctor's model, so a file the project names where
/// Xcode would not find it fails the build), its Info.plist with the build settings expanded,
/// and its storyboards in the bundle folder.
struct BuiltApp {
    var executable: URL
    var bundle: URL
    var moduleName: String
    var bundleIdentifier: String
}

enum AppBuild {
    /// Builds the first iOS app of the project folder into `output`; throws the compiler's
    /// messages when it does not build.
    static func build(_ project: URL, into output: URL) throws -> BuiltApp {
        let folder = try ProjectFolder.read(at: project.path)
        guard let app = folder.apps.first(where: { $0.target?.isIOSApp ?? false }), let target = app.target else {
            throw StandInError(message: "no iOS app target in \(project.path)")
        }
        let bundle = output.appendingPathComponent("bundle")
        let sourcesFolder = output.appendingPathComponent("sources")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: sourcesFolder, withIntermediateDirectories: true)
        let moduleName = target.moduleName
        var sources: [URL] = []
        var delegateClasses: [String] = []
        for (index, path) in target.sources.enumerated() where path.hasSuffix(".swift") {
            let file = resolve(path, in: project)
            guard FileManager.default.fileExists(atPath: file.path) else {
                throw StandInError(message: "Build input file cannot be found: '\(file.path)' (the project names \(path))")
            }
            let text = try String(contentsOf: file, encoding: .utf8)
            delegateClasses += LinuxSwift.delegateClasses(in: text)
            let copy = sourcesFolder.appendingPathComponent("\(index)-" + file.lastPathComponent)
            try LinuxSwift.source(text).write(to: copy, atomically: true, encoding: .utf8)
            sources.append(copy)
        }
        let factory = sourcesFolder.appendingPathComponent("UIKitStandInFactory.swift")
        try LinuxSwift.factory(module: moduleName, classes: delegateClasses).write(to: factory, atomically: true, encoding: .utf8)
        let standIn = try StandInBuild.folder()
        let executable = output.appendingPathComponent(moduleName)
        let swiftVersion = target.settings["SWIFT_VERSION"].flatMap { $0.split(separator: ".").first.map(String.init) } ?? "5"
        let result = try ProcessRunner.run("swiftc", [
            "-swift-version", swiftVersion == "6" ? "6" : "5", "-module-name", moduleName, "-suppress-warnings",
            "-I", standIn.path, "-L", standIn.path, "-lUIKit", "-Xlinker", "-rpath", "-Xlinker", standIn.path, "-Xlinker", "--export-dynamic",
            "-o", executable.path,
        ] + (sources + [factory]).map(\.path), timeout: 600)
        guard result.status == 0 else { throw StandInError(message: "the app does not compile:\n" + result.stderr) }

        let bundleIdentifier = target.settings["PRODUCT_BUNDLE_IDENTIFIER"] ?? moduleName
        let info = try infoPlist(app, target: target, project: project, moduleName: moduleName)
        try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0).write(to: bundle.appendingPathComponent("Info.plist"))
        for path in target.interfaceFiles where path.hasSuffix(".storyboard") {
            let file = resolve(path, in: project)
            try? FileManager.default.removeItem(at: bundle.appendingPathComponent(file.lastPathComponent))
            try FileManager.default.copyItem(at: file, to: bundle.appendingPathComponent(file.lastPathComponent))
        }
        return BuiltApp(executable: executable, bundle: bundle, moduleName: moduleName, bundleIdentifier: bundleIdentifier)
    }

    /// The Info.plist the app is built with: its file (`INFOPLIST_FILE`) with the build settings
    /// expanded, and what Xcode or XcodeGen generate into it (`GENERATE_INFOPLIST_FILE`'s
    /// `INFOPLIST_KEY_` settings, an XcodeGen target's info properties) as doctor's model reads
    /// them: the main storyboard, the scene configurations, the bundle version.
    static func infoPlist(_ app: AppTarget, target: ProjectTarget, project: URL, moduleName: String) throws -> [String: Any] {
        func expand(_ text: String) -> String {
            var text = text
            for (name, value) in ["PRODUCT_MODULE_NAME": moduleName, "EXECUTABLE_NAME": target.productName, "PRODUCT_BUNDLE_PACKAGE_TYPE": "APPL", "DEVELOPMENT_LANGUAGE": "en"] {
                text = text.replacingOccurrences(of: "$(\(name))", with: value).replacingOccurrences(of: "${\(name)}", with: value)
            }
            return target.settings.expand(text)
        }
        var info: [String: Any] = [:]
        if let infoPath = target.settings["INFOPLIST_FILE"], !infoPath.isEmpty,
           let text = try? String(contentsOf: resolve(infoPath, in: project), encoding: .utf8) {
            guard let read = try PropertyListSerialization.propertyList(from: Data(expand(text).utf8), format: nil) as? [String: Any] else {
                throw StandInError(message: "\(infoPath) is not a dictionary")
            }
            info = read
        }
        if let facts = app.info {
            if info["UIMainStoryboardFile"] == nil, let storyboard = facts.mainStoryboard { info["UIMainStoryboardFile"] = expand(storyboard) }
            if info["CFBundleVersion"] == nil, let version = facts.bundleVersion { info["CFBundleVersion"] = expand(version) }
            if info["UIApplicationSceneManifest"] == nil, !facts.sceneConfigurations.isEmpty {
                var roles: [String: [[String: Any]]] = [:]
                for configuration in facts.sceneConfigurations {
                    var entry: [String: Any] = [:]
                    if let name = configuration.name { entry["UISceneConfigurationName"] = expand(name) }
                    if let delegate = configuration.delegateClass { entry["UISceneDelegateClassName"] = expand(delegate) }
                    if let storyboard = configuration.storyboard { entry["UISceneStoryboardFile"] = expand(storyboard) }
                    roles[configuration.role, default: []].append(entry)
                }
                info["UIApplicationSceneManifest"] = ["UISceneConfigurations": roles]
            }
        }
        info["UIKitStandInModuleName"] = moduleName
        return info
    }

    static func resolve(_ path: String, in project: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : project.appendingPathComponent(path)
    }
}

/// What Swift on Linux cannot take of an iOS app's source, and what it cannot do at run time:
/// without Objective-C interoperation there is no `@objc`, `@IBOutlet` or `@IBAction` (the
/// stand-in calls actions through `UIAction` handlers), no key-value coding (each class with
/// outlets gets a method that sets them by name, which the stand-in's storyboards call), and no
/// `alloc`/`init` by class name, which UIKit uses for the app and scene delegates: each app gets a
/// function that makes them (docs/uikit-stand-in.md, "Foundation on Linux").
enum LinuxSwift {
    static let attributes = try! NSRegularExpression(pattern: #"@(IBOutlet|IBAction|IBInspectable|objc(\([A-Za-z0-9_:]*\))?)\s+"#)

    static func source(_ text: String) -> String {
        let outlets = outletSetters(text)
        let stripped = attributes.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "")
        return stripped.replacingOccurrences(of: "@UIApplicationMain", with: "@main") + outlets
    }

    static let outlet = try! NSRegularExpression(pattern: #"@IBOutlet\s+(?:(?:weak|private|fileprivate|internal|public|unowned)\s+)*var\s+(\w+)\s*:\s*([\w.]+)\s*[!?]"#)

    /// For each class with `@IBOutlet` properties, the method the stand-in's storyboards call to
    /// connect them by name (key-value coding's part, which Swift on Linux lacks). A class's
    /// body is found by its braces (the test apps' sources hold no brace in a string).
    static func outletSetters(_ text: String) -> String {
        let whole = NSRange(text.startIndex..., in: text)
        var extensions = ""
        for match in delegateClass.matches(in: text, range: whole) {
            guard let name = Range(match.range(at: 1), in: text), let open = Range(match.range, in: text)?.upperBound else { continue }
            var depth = 1, index = open
            while index < text.endIndex, depth > 0 {
                if text[index] == "{" { depth += 1 } else if text[index] == "}" { depth -= 1 }
                index = text.index(after: index)
            }
            let body = NSRange(open..<index, in: text)
            let cases = outlet.matches(in: text, range: body).compactMap { found -> String? in
                guard let property = Range(found.range(at: 1), in: text), let type = Range(found.range(at: 2), in: text) else { return nil }
                return "        case \"\(text[property])\": \(text[property]) = object as? \(text[type])\n"
            }
            guard !cases.isEmpty else { continue }
            extensions += """

            extension \(text[name]): _StoryboardOutlets {
                func _setStoryboardOutlet(_ name: String, to object: AnyObject) {
                    switch name {
            \(cases.joined())        default: break
                    }
                }
            }

            """
        }
        return extensions
    }

    static let delegateClass = try! NSRegularExpression(pattern: #"class\s+(\w+)\s*:([^{]*)\{"#)

    /// The classes UIKit makes by name: the app delegate and scene delegates.
    static func delegateClasses(in text: String) -> [String] {
        delegateClass.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            guard let name = Range(match.range(at: 1), in: text), let conformances = Range(match.range(at: 2), in: text) else { return nil }
            let list = text[conformances]
            return ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"].contains(where: list.contains) ? String(text[name]) : nil
        }
    }

    static func factory(module: String, classes: [String]) -> String {
        let cases = classes.map { "        case \"\(module).\($0)\", \"\($0)\": return \($0)()\n" }.joined()
        return """
        import UIKit

        @_cdecl("UIKitStandInMakeObject")
        public func UIKitStandInMakeObject(_ name: UnsafePointer<CChar>) -> UnsafeMutableRawPointer? {
            let made: AnyObject? = MainActor.assumeIsolated {
                switch String(cString: name) {
        \(cases)        default: return nil
                }
            }
            return made.map { Unmanaged.passRetained($0).toOpaque() }
        }

        """
    }
}

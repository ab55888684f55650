import Platform

/// A `Package.swift` read without running it: its products with the targets they hold, its
/// targets with their folders, sources and dependencies, and the local packages it depends on
/// (`.package(path:)`), so that an app linking a product is read with every module the
/// product is built from. An `.iOSApplication` product (Swift Playgrounds' app format) is an
/// app of its own. What is computed rather than written (a target list built by a function)
/// is left out.
struct PackageManifest {
    struct Product {
        var name: String
        var targets: [String]
        /// `.iOSApplication(...)`: an app, with what its arguments say.
        var isApp: Bool
        var bundleIdentifier: String?
        var bundleVersion: String?
        var line: Int
    }

    struct Target {
        var name: String
        /// The folder its sources are in, relative to the folder read.
        var folder: String
        /// `sources:`, relative to `folder`; empty for all of it.
        var sources: [String]
        var excludes: [String]
        /// Names of targets of this package, or products of the packages it depends on.
        var byName: [String]
        /// `.product(name:package:)`: a product and the package (its identity).
        var products: [(product: String, package: String)]
        var line: Int
    }

    /// The package's folder, relative to the folder read.
    var folder: String
    var path: String { folder.isEmpty ? "Package.swift" : folder + "/Package.swift" }
    var products: [Product] = []
    var targets: [String: Target] = [:]
    /// Local packages it depends on: identity (the folder's name, lowercased, or the given
    /// name) -> folder.
    var localPackages: [String: String] = [:]
    /// `platforms: [.iOS(.v16)]`: `16.0`.
    var iOSDeploymentTarget: String?

    static func read(folder: String, reader: ProjectFileReader) -> PackageManifest? {
        let path = folder.isEmpty ? "Package.swift" : folder + "/Package.swift"
        guard let bytes = reader.bytes(path, quiet: true) else { return nil }
        let file = SwiftExpression.File(bytes)
        guard let package = file.calls(named: ["Package"]).first else { return nil }
        var manifest = PackageManifest(folder: folder)
        for platform in package.argument("platforms")?.elements() ?? [] {
            guard let call = platform.call(), call.name == "iOS", let version = call.arguments().first else { continue }
            if let literal = version.stringLiteral {
                manifest.iOSDeploymentTarget = literal
            } else if let word = version.words.last, word.hasPrefix("v") {
                // `.v16`, `.v15_4`: 16.0, 15.4.
                let digits = word.dropFirst().replacing("_", with: ".")
                manifest.iOSDeploymentTarget = digits.contains(".") ? String(digits) : digits + ".0"
            }
        }
        for dependency in package.argument("dependencies")?.elements() ?? [] {
            guard let call = dependency.call(), call.name == "package", let relative = call.argument("path")?.stringLiteral else { continue }
            let located = reader.join(folder, relative)
            let identity = call.argument("name")?.stringLiteral ?? FileSystem.lastComponent(of: located)
            manifest.localPackages[identity.lowercased()] = located
        }
        for element in package.argument("products")?.elements() ?? [] {
            guard let call = element.call(), let name = call.argument("name")?.stringLiteral else { continue }
            manifest.products.append(Product(
                name: name, targets: call.argument("targets")?.stringLiterals ?? [], isApp: call.name == "iOSApplication",
                bundleIdentifier: call.argument("bundleIdentifier")?.stringLiteral, bundleVersion: call.argument("bundleVersion")?.stringLiteral,
                line: call.line))
        }
        for element in package.argument("targets")?.elements() ?? [] {
            guard let call = element.call(), ["target", "executableTarget"].contains(call.name), let name = call.argument("name")?.stringLiteral else { continue }
            var byName: [String] = []
            var products: [(String, String)] = []
            for dependency in call.argument("dependencies")?.elements() ?? [] {
                if let literal = dependency.stringLiteral {
                    byName.append(literal)
                } else if let inner = dependency.call() {
                    let dependencyName = inner.argument("name")?.stringLiteral ?? inner.arguments().first?.stringLiteral
                    switch inner.name {
                    case "target", "byName": if let dependencyName { byName.append(dependencyName) }
                    case "product":
                        if let dependencyName, let package = inner.argument("package")?.stringLiteral { products.append((dependencyName, package.lowercased())) }
                    default: break
                    }
                }
            }
            let relative = call.argument("path")?.stringLiteral ?? defaultFolder(name, in: folder, reader: reader)
            manifest.targets[name] = Target(
                name: name, folder: reader.join(folder, relative), sources: call.argument("sources")?.stringLiterals ?? [],
                excludes: call.argument("exclude")?.stringLiterals ?? [], byName: byName, products: products, line: call.line)
        }
        return manifest
    }

    /// Where SwiftPM looks for a target without a `path:`.
    static func defaultFolder(_ name: String, in folder: String, reader: ProjectFileReader) -> String {
        for parent in ["Sources", "Source", "src", "srcs"] where reader.isDirectory(reader.join(folder, parent + "/" + name)) { return parent + "/" + name }
        return "Sources/" + name
    }

    /// The files of a target doctor reads (sources, headers, storyboards), relative to the
    /// folder read.
    func files(of target: Target, reader: ProjectFileReader, limit: inout Int) -> [String] {
        let all = SynchronizedFolder.files(in: target.folder, reader: reader, limit: &limit)
        let excluded = target.excludes.map { ($0, PathPattern($0)) }
        // The manifest is never a source (a target at the package's root lists it).
        let manifest = reader.join(folder, "Package.swift")
        return all.filter { file in
            guard reader.join(target.folder, file) != manifest else { return false }
            let chosen = target.sources.isEmpty || target.sources.contains { file == $0 || file.hasPrefix($0 + "/") }
            return chosen && !excluded.contains { XcodeGenSpecReader.excluded(file, by: $0.0, $0.1) }
        }.map { target.folder.isEmpty ? $0 : target.folder + "/" + $0 }
    }

    /// The targets a product is built from, with every target of this package they depend on.
    func targetClosure(_ names: [String]) -> [Target] {
        var found: [Target] = []
        var seen: Set<String> = []
        var pending = names.reversed().map { $0 }
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let target = targets[name] else { continue }
            found.append(target)
            pending += target.byName.reversed()
        }
        return found
    }
}

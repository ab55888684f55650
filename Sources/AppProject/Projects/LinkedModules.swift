import Platform

/// The modules an app target is built from, as the build links them: its own; the framework
/// and library targets it depends on or links by product (of its own project, a subproject,
/// or another project of the folder or workspace), through theirs too; and the local Swift
/// packages' products it links, with every target of the package they are made of and the
/// products of other local packages those depend on.
struct LinkedModules {
    struct Module {
        var name: String
        var files: [String]
        /// Its storyboards and xibs.
        var interfaceFiles: [String] = []
        /// Built with Swift 3 or later (`SWIFT_VERSION`; every Swift package is).
        var modernSwift: Bool
    }

    let projects: [BuildProject]
    let packages: PackageIndex

    /// The modules of `target` of `project`, its own first; `headers` adds the headers its
    /// Objective-C sources import.
    func modules(_ target: ProjectTarget, in project: BuildProject, headers: ([String]) -> [String]) -> [Module] {
        var modules: [Module] = []
        var seen: Set<String> = []
        var pending: [(ProjectTarget, BuildProject)] = [(target, project)]
        var products: [(product: String, preferred: [String])] = []
        while !pending.isEmpty {
            let (next, owner) = pending.removeFirst()
            guard seen.insert(owner.path + "\u{0}" + next.name).inserted, modules.count < 256 else { continue }
            modules.append(Module(name: next.moduleName, files: next.sources + next.headers + headers(next.sources), interfaceFiles: next.interfaceFiles,
                                  modernSwift: Self.isModernSwift(next, owner)))
            for name in next.dependencies {
                if let found = self.target(named: name, preferring: owner) { pending.append(found) }
            }
            for product in next.linkedProducts {
                if let found = self.target(producing: product, preferring: owner) { pending.append(found) }
            }
            products += next.packageProducts.map { ($0, owner.localPackages) }
        }
        var packagesSeen: Set<String> = []
        var budget = ProjectFiles.maximumFiles
        while !products.isEmpty {
            let (product, preferred) = products.removeFirst()
            guard let package = packages.package(making: product, preferred: preferred) else {
                // A manifest doctor could not read (computed targets): each folder under the
                // package's Sources is a module, as SwiftPM's conventions make them.
                guard let folder = preferred.first(where: { packages.reader.isDirectory($0 + "/Sources/" + product) }), packagesSeen.insert(folder).inserted else { continue }
                for name in packages.reader.names(in: folder + "/Sources").sorted() where packages.reader.isDirectory(folder + "/Sources/" + name) {
                    let files = SynchronizedFolder.files(in: folder + "/Sources/" + name, reader: packages.reader, limit: &budget).map { folder + "/Sources/" + name + "/" + $0 }
                    modules.append(Module(name: name, files: files.filter(Self.isCode), interfaceFiles: files.filter { !Self.isCode($0) }, modernSwift: true))
                }
                continue
            }
            let names = package.products.first { $0.name == product }?.targets ?? [product]
            for packageTarget in package.targetClosure(names) where packagesSeen.insert(package.folder + "\u{0}" + packageTarget.name).inserted {
                let files = package.files(of: packageTarget, reader: packages.reader, limit: &budget)
                modules.append(Module(name: packageTarget.name, files: files.filter(Self.isCode), interfaceFiles: files.filter { !Self.isCode($0) }, modernSwift: true))
                products += packageTarget.products.map { dependency in (dependency.product, package.localPackages[dependency.package].map { [$0] } ?? []) }
                // A name that is no target of this package is a product of one it depends on.
                products += packageTarget.byName.filter { package.targets[$0] == nil }.map { ($0, Array(package.localPackages.values)) }
            }
        }
        return modules
    }

    static func isCode(_ path: String) -> Bool { !path.hasSuffix(".storyboard") && !path.hasSuffix(".xib") }

    /// `SWIFT_VERSION` 3 or later; a Swift package's target (never Swift 2).
    static func isModernSwift(_ target: ProjectTarget, _ project: BuildProject) -> Bool {
        if project.format == .swiftPackage { return true }
        guard let version = target.settings["SWIFT_VERSION"], let major = version.split(separator: ".").first.flatMap({ Int($0) }) else { return false }
        return major >= 3
    }

    /// A framework or library target named `name`: in `project` first, then in another.
    func target(named name: String, preferring project: BuildProject) -> (ProjectTarget, BuildProject)? {
        let bare = name.split(separator: "/").last.map(String.init) ?? name
        for candidate in [project] + projects {
            if let target = candidate.targets.first(where: { $0.name == bare && ($0.kind == .framework || $0.kind == .library) }) { return (target, candidate) }
        }
        return nil
    }

    /// The framework or library target whose product is `product` (`Core` for `Core.framework`).
    func target(producing product: String, preferring project: BuildProject) -> (ProjectTarget, BuildProject)? {
        for candidate in [project] + projects {
            if let target = candidate.targets.first(where: { ($0.kind == .framework || $0.kind == .library) && ($0.productName == product || $0.name == product) }) {
                return (target, candidate)
            }
        }
        return nil
    }
}

// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "uistate",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "uistate", targets: ["uistate"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // HMAC-SHA1, to match the hashed host names of OpenSSH's known_hosts.
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // Binary and XML property lists: no Foundation, no archive knowledge.
        .target(name: "PropertyList"),
        // NSKeyedArchiver object graphs, Foundation views and the canonical text form.
        .target(name: "KeyedArchive", dependencies: ["PropertyList"]),
        // UIKit's state-restoration domain: savedState folders, identifier paths, the preservation
        // and restoration rules, the sample app.
        .target(name: "StateRestoration", dependencies: ["KeyedArchive"]),
        // libgit2 from the system (apt: libgit2-dev) and the one safe Swift layer over it.
        .systemLibrary(name: "CLibgit2", pkgConfig: "libgit2", providers: [.apt(["libgit2-dev"])]),
        .target(name: "Git", dependencies: ["CLibgit2"]),
        // Snapshots as git commits: commit, history, diff, restore, prune, gc, remotes.
        .target(name: "StateRepository", dependencies: ["StateRestoration", "Git", .product(name: "Crypto", package: "swift-crypto")]),
        // The command line: parse, call the libraries, render.
        .target(
            name: "UIStateCLI",
            dependencies: [
                "PropertyList", "KeyedArchive", "StateRestoration", "Git", "StateRepository",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "uistate", dependencies: ["UIStateCLI"]),
        // Benchmarks against git, plistlib and Foundation, measured in the same run (not tests).
        .executableTarget(name: "uistate-benchmarks", dependencies: ["StateRepository"]),

        // Helpers shared by the test targets: fixtures, temporary folders, running programs.
        .target(
            name: "TestSupport",
            dependencies: ["PropertyList", "KeyedArchive", "CSpawn", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/TestSupport"
        ),
        .target(name: "CSpawn", path: "Tests/CSpawn"),
        .testTarget(
            name: "PropertyListTests",
            dependencies: ["PropertyList", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "KeyedArchiveTests",
            dependencies: ["KeyedArchive", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "StateRestorationTests",
            dependencies: ["StateRestoration", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "GitTests", dependencies: ["Git", "TestSupport"]),
        .testTarget(
            name: "StateRepositoryTests",
            dependencies: ["StateRepository", "Git", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "UIStateCLITests", dependencies: ["UIStateCLI", "TestSupport"]),
    ]
)

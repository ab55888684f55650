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
        // FileDescriptor, FilePath and Errno for the platform layer.
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    ],
    targets: [
        // The one cross-platform layer for files, locks, processes and terminals (Linux and macOS).
        .target(name: "Platform", dependencies: ["CPlatform", .product(name: "SystemPackage", package: "swift-system")]),
        // The one call Swift cannot reach through the C library's module: an atomic swap of two paths.
        .target(name: "CPlatform"),
        // Binary and XML property lists: no Foundation, no archive knowledge.
        .target(name: "PropertyList", dependencies: ["Platform"]),
        // NSKeyedArchiver object graphs, Foundation views and the canonical text form.
        .target(name: "KeyedArchive", dependencies: ["PropertyList"]),
        // UIKit's state-restoration domain: savedState folders, identifier paths, the restoration
        // rules and the archive format.
        // AppKit's saved state too: its records are AES-128-CBC encrypted (swift-crypto's extras).
        .target(name: "StateRestoration", dependencies: [
            "KeyedArchive", "Platform", .product(name: "Crypto", package: "swift-crypto"), .product(name: "_CryptoExtras", package: "swift-crypto"),
        ]),
        // What is private in a saved state (rules, the project's rules file), finding it and
        // replacing it with typed placeholders carrying a keyed hash (HMAC-SHA256).
        .target(name: "StatePrivacy", dependencies: ["PropertyList", "KeyedArchive", "StateRestoration", "Deflate", .product(name: "Crypto", package: "swift-crypto")]),
        // libgit2 from the system (apt: libgit2-dev) and the one safe Swift layer over it.
        .systemLibrary(name: "CLibgit2", pkgConfig: "libgit2", providers: [.apt(["libgit2-dev"]), .brew(["libgit2"])]),
        // zlib from the system: libgit2-dev brings its headers on Debian, macOS's SDK has them.
        .systemLibrary(name: "CZlib"),
        // zlib and gzip streams in and out, bounded: for the values a saved state compresses.
        .target(name: "Deflate", dependencies: ["CZlib"]),
        // swift-crypto: the SHA-1 checksums of the packs it writes itself (PackWriter, which
        // compresses through zlib itself, one stream reused for every object).
        .target(name: "Git", dependencies: ["CLibgit2", "CZlib", "CDeferredCertificates", "Platform", .product(name: "Crypto", package: "swift-crypto")]),
        // Defers libgit2's start-up parse of the system CA bundle to the first transfer.
        .target(name: "CDeferredCertificates"),
        // Snapshots as git commits: commit, history, diff, restore, prune, gc, remotes.
        .target(name: "StateRepository", dependencies: ["StateRestoration", "StatePrivacy", "Git", "Platform", .product(name: "Crypto", package: "swift-crypto")]),
        // An iOS app's project read without building it (Xcode project, Info.plist, storyboards,
        // Swift and Objective-C through a tokenizer of its own) and `uistate doctor`'s findings.
        .target(name: "AppProject", dependencies: ["PropertyList", "StateRestoration", "Platform"]),
        // `uistate migrate`: a classic app moved to the UIScene life cycle with its restoration
        // (the plan, the project's edits, the generated scene delegate and restoration code),
        // and a recorded classic state converted into the scene session the migrated app reads.
        .target(name: "SceneMigration", dependencies: ["AppProject", "StateRestoration", "KeyedArchive", "PropertyList", "Platform", "Git"]),
        // `uistate launch`: quit the app, put a snapshot back, launch it with restoration's
        // debugging switches, read its console (xcrun simctl; osascript and open on a Mac).
        .target(name: "AppLaunch", dependencies: ["Git", "Platform", "StateRestoration", "StateRepository"]),
        // `uistate view`'s self-contained HTML page: the data, its stylesheet and its script.
        .target(name: "StatePage", dependencies: ["PropertyList", "KeyedArchive", "StateRestoration", "Git", "StateRepository", .product(name: "Crypto", package: "swift-crypto")]),
        // The built-in sample apps, the UIKit preservation simulator that writes their saved
        // state, and the demo's tour.
        .target(name: "SampleApps", dependencies: ["PropertyList", "KeyedArchive", "StateRestoration", "StateRepository", "Deflate"]),
        // The command line: parse, call the libraries, render.
        .target(
            name: "UIStateCLI",
            dependencies: [
                "PropertyList", "KeyedArchive", "StateRestoration", "StatePrivacy", "Git", "StateRepository", "StatePage", "AppLaunch", "AppProject", "SceneMigration", "SampleApps", "Platform",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The Swift runtime linked in on Linux for release builds: no libswiftCore and friends
        // for the loader to bind at every start (docs/performance.md), so a plain
        // `swift build -c release` gives the fast binary.
        .executableTarget(name: "uistate", dependencies: ["UIStateCLI"]),
        // Benchmarks against git, plistlib and Foundation, measured in the same run (not tests).
        // floor/floor.c: the C program whose libgit2 work is the floor of any libgit2 tool; the
        // startup benchmark compiles it with the system's cc.
        .executableTarget(name: "uistate-benchmarks", dependencies: ["StateRepository", "SampleApps", "Platform"], exclude: ["floor"]),

        // Helpers shared by the test targets: fixtures, temporary folders, running programs.
        .target(
            name: "TestSupport",
            dependencies: ["PropertyList", "KeyedArchive", "Deflate", "CSpawn", .product(name: "PropertyBased", package: "swift-property-based")],
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
            dependencies: ["StateRestoration", "SampleApps", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "SampleAppsTests", dependencies: ["SampleApps", "StateRestoration", "TestSupport"]),
        .testTarget(name: "PlatformTests", dependencies: ["Platform", "TestSupport"]),
        .testTarget(name: "StatePrivacyTests", dependencies: ["StatePrivacy", "Deflate", "StateRestoration", "KeyedArchive", "PropertyList", "SampleApps", "TestSupport"]),
        .testTarget(name: "GitTests", dependencies: ["Git", "TestSupport"]),
        .testTarget(name: "DeflateTests", dependencies: ["Deflate", "TestSupport"]),
        .testTarget(
            name: "StateRepositoryTests",
            dependencies: ["StateRepository", "SampleApps", "Git", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "AppLaunchTests", dependencies: ["AppLaunch", "TestSupport"]),
        .testTarget(name: "AppProjectTests", dependencies: ["AppProject", "PropertyList", "StateRestoration", "TestSupport"]),
        .testTarget(name: "SceneMigrationTests", dependencies: ["SceneMigration", "AppProject", "StateRestoration", "KeyedArchive", "PropertyList", "SampleApps", "TestSupport"]),
        .testTarget(name: "StatePageTests", dependencies: ["StatePage", "StateRestoration", "SampleApps", "TestSupport"]),
        .testTarget(name: "UIStateCLITests", dependencies: ["UIStateCLI", "AppProject", "TestSupport"]),
        // The migration run: test apps compiled against the UIKit stand-in (Tests/UIKitStandIn),
        // classic, migrated and in a converted state.
        .testTarget(name: "MigrationRuntimeTests", dependencies: ["AppProject", "TestSupport"]),
    ]
)

// Release builds on Linux link the Swift runtime and FoundationEssentials into uistate, as
// `--static-swift-stdlib` does: no libswiftCore and friends for the loader to bind at every start
// (docs/performance.md), so a plain `swift build -c release` gives the fast binary. The
// libraries are compiled as usual (the benchmarks link them dynamically, with Foundation);
// the static FoundationEssentials needs its two companion archives named.
package.targets.first { $0.name == "uistate" }?.linkerSettings = [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
    .linkedLibrary("_FoundationCollections", .when(platforms: [.linux], configuration: .release)),
    .linkedLibrary("_FoundationCShims", .when(platforms: [.linux], configuration: .release)),
]

// A file sees the members of the modules it imports, not of every module its target imports:
// otherwise one `import Foundation` (or a module that imports it) anywhere makes String's
// `contains` and `replacing` resolve to Foundation's, which links all of Foundation and ICU
// into uistate and slows every start (docs/performance.md).
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}

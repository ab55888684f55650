import PropertyList

/// One target of a project as Xcode builds it, whichever file described it (an Xcode project,
/// an XcodeGen spec, a Tuist manifest): what it produces, for which platforms, the files it
/// compiles and the settings it is built with. Paths are relative to the folder doctor reads.
public struct ProjectTarget: Sendable {
    public enum Kind: String, Sendable {
        case application = "app"
        case appExtension = "app extension"
        case framework
        case library
        case unitTests = "unit tests"
        case uiTests = "UI tests"
        case watchApp = "watch app"
        case appClip = "App Clip"
        case other
    }

    public enum Platform: String, Sendable, Comparable, CaseIterable {
        case iOS, macOS, tvOS, watchOS, visionOS

        public static func < (a: Platform, b: Platform) -> Bool { a.rawValue < b.rawValue }
    }

    public var name: String
    public var kind: Kind
    /// Xcode's product type, or the generator's word for it.
    public var productType: String
    /// Empty when nothing says.
    public var platforms: Set<Platform>
    /// The build configuration the settings come from (`Release`, or the only one).
    public var configuration: String
    public var settings: BuildSettings
    /// Settings that matter here and differ between Debug and Release.
    public var differingSettings: [String]
    /// Every build configuration's settings by name, when the project file has several (an
    /// Xcode project): what differs per configuration (a bundle id) is read from each.
    public var configurationSettings: [(name: String, settings: BuildSettings)] = []
    /// Swift, Objective-C and C sources it compiles.
    public var sources: [String]
    /// Objective-C headers of its folders (an `@interface` says a class's superclass).
    public var headers: [String]
    /// Storyboards and xibs it copies.
    public var interfaceFiles: [String]
    /// Targets of the same project it depends on, by name.
    public var dependencies: [String]
    /// Products of local Swift packages it links.
    public var packageProducts: [String]
    /// Frameworks and libraries it links or embeds by product name (`Core` for
    /// `Core.framework` or `libCore.a`): another target's product, of this project or another.
    public var linkedProducts: [String] = []
    /// Info.plist keys the project file itself declares (XcodeGen's `info: properties`, Tuist's
    /// `.extendingDefault(with:)` over its defaults), beside or instead of a file.
    public var declaredInfo: [PropertyListEntry]?
    /// The generator whose default Info.plist gives the app its scene manifest ("Tuist": an
    /// iOS app's `.default` or `.extendingDefault(with:)` has one without configurations),
    /// when the manifest is not written in the project.
    public var infoDefaults: String?
    /// Where it was declared: the project file, and its line when known.
    public var declaredIn: String
    public var line: Int?
    /// The file `line` is in when it is not `declaredIn`: a Tuist helper whose code makes the
    /// target (`Tuist/ProjectDescriptionHelpers/Project+Templates.swift`).
    public var madeIn: String?
    /// Why what it is built from is not known: the code that makes it could not be evaluated
    /// (a Tuist manifest's `makeApp(...)`, at a file and line). Such a target stands for an app
    /// the manifest makes; none of its files is read.
    public var notEvaluated: String? = nil

    public init(name: String, kind: Kind, productType: String, platforms: Set<Platform>, configuration: String, settings: BuildSettings,
                differingSettings: [String] = [], sources: [String] = [], headers: [String] = [], interfaceFiles: [String] = [],
                dependencies: [String] = [], packageProducts: [String] = [], declaredInfo: [PropertyListEntry]? = nil, declaredIn: String, line: Int? = nil,
                infoDefaults: String? = nil) {
        self.name = name
        self.kind = kind
        self.productType = productType
        self.platforms = platforms
        self.configuration = configuration
        self.settings = settings
        self.differingSettings = differingSettings
        self.sources = sources
        self.headers = headers
        self.interfaceFiles = interfaceFiles
        self.dependencies = dependencies
        self.packageProducts = packageProducts
        self.declaredInfo = declaredInfo
        self.declaredIn = declaredIn
        self.line = line
        self.infoDefaults = infoDefaults
    }

    /// The name of what it builds (`PRODUCT_NAME`), which other targets link.
    public var productName: String { settings["PRODUCT_NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? name }

    /// The Swift module its sources make.
    public var moduleName: String { settings["PRODUCT_MODULE_NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? name }

    /// What doctor diagnoses: an app that runs on iOS (iPadOS, Mac Catalyst and "Designed for
    /// iPad" included), whose restoration is UIKit's.
    public var isIOSApp: Bool { kind == .application && platforms.contains(.iOS) }

    /// "app extension", "macOS app", "unit tests": what it is, for the list of targets left out.
    public var description: String {
        let platform = platforms.isEmpty ? "" : platforms.sorted().map(\.rawValue).joined(separator: "/") + " "
        return kind == .application || kind == .appExtension || kind == .framework ? platform + kind.rawValue : kind.rawValue
    }

    /// Xcode's product types, by what they make.
    public static func kind(ofProductType type: String) -> Kind {
        switch type {
        case "com.apple.product-type.application", "com.apple.product-type.application.watchapp2-container": .application
        case "com.apple.product-type.application.on-demand-install-capable": .appClip
        case "com.apple.product-type.application.watchapp", "com.apple.product-type.application.watchapp2": .watchApp
        case "com.apple.product-type.bundle.unit-test": .unitTests
        case "com.apple.product-type.bundle.ui-testing": .uiTests
        case "com.apple.product-type.framework", "com.apple.product-type.framework.static": .framework
        case "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic": .library
        default: type.hasPrefix("com.apple.product-type.app-extension") || type.hasPrefix("com.apple.product-type.extensionkit-extension")
            || type.hasPrefix("com.apple.product-type.watchkit") || type.hasPrefix("com.apple.product-type.tv-app-extension") ? .appExtension : .other
        }
    }

    /// Platforms from the settings' levels, lowest first: the most specific level that names
    /// them decides (the target's own `SDKROOT = macosx` over the project's `iphoneos` and its
    /// `SUPPORTED_PLATFORMS`), its `SUPPORTED_PLATFORMS` first (a multiplatform target lists
    /// several), else its `SDKROOT` (`auto` names none). `settings` gives a value that
    /// inherits from the level below (`$(inherited) macosx`).
    static func platforms(levels: [[BuildSettings.Assignment]], settings: BuildSettings) -> Set<Platform> {
        for level in levels.reversed() {
            for key in ["SUPPORTED_PLATFORMS", "SDKROOT"] {
                guard let assignment = level.last(where: { $0.key == key && $0.conditions.isEmpty }) else { continue }
                let value = assignment.value.contains("inherited") ? settings[key] ?? "" : settings.expand(assignment.value)
                let found = key == "SDKROOT" ? platforms(sdkRoot: value, supported: nil) : platforms(sdkRoot: nil, supported: value)
                if !found.isEmpty { return found }
            }
        }
        return []
    }

    /// Platforms from `SDKROOT` and `SUPPORTED_PLATFORMS` (a multiplatform target lists several).
    public static func platforms(sdkRoot: String?, supported: String?) -> Set<Platform> {
        var found: Set<Platform> = []
        let words = (supported ?? "").split(separator: " ").map(String.init) + [sdkRoot ?? ""]
        for word in words {
            let lowered = word.lowercased()
            if lowered.hasPrefix("iphone") { found.insert(.iOS) }
            if lowered.hasPrefix("macosx") { found.insert(.macOS) }
            if lowered.hasPrefix("appletv") { found.insert(.tvOS) }
            if lowered.hasPrefix("watch") { found.insert(.watchOS) }
            if lowered.hasPrefix("xr") { found.insert(.visionOS) }
        }
        return found
    }
}

/// A file that describes how an app is built: an Xcode project, an XcodeGen spec or a Tuist
/// manifest, with its targets.
public struct BuildProject: Sendable {
    public enum Format: String, Sendable {
        case xcode = "Xcode project"
        case xcodeGen = "XcodeGen spec"
        case tuist = "Tuist manifest"
        /// A `Package.swift` with an `.iOSApplication` product (Swift Playgrounds' app format).
        case swiftPackage = "Swift package"
    }

    /// The `.xcodeproj` folder, `project.yml` or `Project.swift`, relative to the folder read.
    public var path: String
    public var format: Format
    /// The folder its relative paths start from (SRCROOT), relative to the folder read.
    public var folder: String
    public var targets: [ProjectTarget]
    /// Folders of the local Swift packages it refers to (each holds a `Package.swift`).
    public var localPackages: [String]
    /// Other Xcode projects it refers to (subprojects), whose targets it may link.
    public var subprojects: [String] = []
    /// An Xcode project's file inside `path` (`App.xcodeproj/project.pbxproj` or
    /// `App.xcodeproj/project.xcproj`), relative to the folder read; nil for the other formats.
    public var file: String?
    /// Where code that makes its targets could not be evaluated (`file:line`): a Tuist
    /// manifest's, each a note; `--strict` fails on them.
    public var notEvaluated: [String] = []

    public init(path: String, format: Format, folder: String, targets: [ProjectTarget], localPackages: [String] = []) {
        self.path = path
        self.format = format
        self.folder = folder
        self.targets = targets
        self.localPackages = localPackages
    }
}

import AppProject

/// The type of an app's restoration activity, decided once, from the project: `migrate scenes`
/// writes it into the app (the generated code and `NSUserActivityTypes`), `migrate state` into a
/// converted state, and `check --project` compares a recorded session's with it.
///
/// It is `<bundle id>.restoration`. The bundle id is the Info.plist's `CFBundleIdentifier` as
/// each build configuration expands it (`$(PRODUCT_BUNDLE_IDENTIFIER)`, an old project's
/// `com.example.${PRODUCT_NAME:rfc1034identifier}`, an `.xcconfig`'s setting), else the
/// configuration's `PRODUCT_BUNDLE_IDENTIFIER`. When every configuration gives the same type the
/// generated code names it; when they differ (a `.debug` suffix), or the project does not say,
/// the generated code takes the bundle id the app runs with (`Bundle.main.bundleIdentifier`)
/// and `NSUserActivityTypes` declares the bundle id's own expression, which Xcode expands per
/// configuration: the type works in each.
public struct RestorationActivityType: Sendable, Equatable {
    /// A build configuration and the type the app built with it uses.
    public struct Configuration: Sendable, Equatable {
        public var name: String
        public var type: String
    }

    /// The configurations whose bundle id the project spells out, in the project's order.
    public var configurations: [Configuration]
    /// Configurations whose bundle id could not be read (a setting defined nowhere).
    public var unresolved: [String]
    /// What `NSUserActivityTypes` declares: the type, or `<the bundle id's expression>.restoration`.
    public var declared: String

    /// The type when every configuration has the same one.
    public var fixed: String? {
        guard unresolved.isEmpty, let first = configurations.first, configurations.allSatisfy({ $0.type == first.type }) else { return nil }
        return first.type
    }

    /// The types, each once, in the configurations' order.
    public var types: [String] {
        var seen: Set<String> = []
        return configurations.map(\.type).filter { seen.insert($0).inserted }
    }

    /// The suffix every type has: `<bundle id>.restoration`.
    public static let suffix = ".restoration"

    public static func type(bundleIdentifier: String) -> String {
        bundleIdentifier + suffix
    }

    /// The app's type: from its Info.plist's `CFBundleIdentifier`, else its
    /// `PRODUCT_BUNDLE_IDENTIFIER`, in each build configuration.
    public static func of(_ app: AppTarget) -> RestorationActivityType {
        let source = app.info?.bundleIdentifierSource?.trimmingWhitespace.nonEmpty ?? "$(PRODUCT_BUNDLE_IDENTIFIER)"
        let settings: [(name: String, settings: BuildSettings)] = app.target.map { target in
            target.configurationSettings.isEmpty ? [(target.configuration, target.settings)] : target.configurationSettings
        } ?? []
        var configurations: [Configuration] = []
        var unresolved: [String] = []
        for (name, values) in settings {
            let expanded = values.expand(source).trimmingWhitespace
            if expanded.isEmpty || expanded.contains("$") || !values.undefinedNames(in: source).isEmpty {
                unresolved.append(name)
            } else {
                configurations.append(Configuration(name: name, type: type(bundleIdentifier: expanded)))
            }
        }
        if settings.isEmpty { unresolved.append("(no build settings)") }
        let found = RestorationActivityType(configurations: configurations, unresolved: unresolved, declared: "")
        return RestorationActivityType(configurations: configurations, unresolved: unresolved, declared: found.fixed ?? source + suffix)
    }

    /// The type of code several app targets compile together: their configurations together,
    /// fixed only when every one has the same type (else the running bundle id's).
    public static func shared(_ types: [RestorationActivityType]) -> RestorationActivityType {
        let configurations = types.flatMap(\.configurations), unresolved = types.flatMap(\.unresolved)
        let found = RestorationActivityType(configurations: configurations, unresolved: unresolved, declared: "")
        return RestorationActivityType(configurations: configurations, unresolved: unresolved, declared: found.fixed ?? types.first?.declared ?? "")
    }

    /// The type for a state recorded from the app with `bundleIdentifier` (the repository's
    /// simulator app): the configuration that builds that bundle id; else the one type every
    /// configuration has. Nil when it cannot be told.
    public func type(forRecordedApp bundleIdentifier: String?) -> String? {
        if let bundleIdentifier, let match = configurations.first(where: { $0.type == Self.type(bundleIdentifier: bundleIdentifier) }) { return match.type }
        return fixed
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}

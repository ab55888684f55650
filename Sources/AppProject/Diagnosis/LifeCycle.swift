/// How an app's windows come up, which decides which restoration it has: scenes (each
/// window restored from its scene's activity; UIKit then never calls the classic opt-in nor
/// `encodeRestorableState`), the app delegate alone (classic restoration), or unknown (the
/// Info.plist could not be read, or only some preprocessor branches have a scene manifest),
/// in which case no rule that depends on it runs.
public enum LifeCycle: Sendable, Equatable {
    case scenes(because: String)
    case classic
    case unknown(because: String)

    public var isScenes: Bool { if case .scenes = self { true } else { false } }
    public var isClassic: Bool { self == .classic }
    public var isKnown: Bool { if case .unknown = self { false } else { true } }

    public var description: String {
        switch self {
        case .scenes(let reason): "scenes (UIScene: \(reason))"
        case .classic: "no scenes (app delegate only)"
        case .unknown(let reason): "unknown (\(reason)): rules that depend on it are not run"
        }
    }

    /// The JSON word.
    public var word: String {
        switch self {
        case .scenes: "scenes"
        case .classic: "classic"
        case .unknown: "unknown"
        }
    }

    static func of(info: InfoPlistFacts?, code: CodeFacts, infoSource: String) -> LifeCycle {
        if code.swiftUIApp != nil { return .scenes(because: "a SwiftUI App") }
        guard let info else { return .unknown(because: "no Info.plist was read for it: \(infoSource)") }
        switch info.hasSceneManifest {
        case true?:
            let manifest = "a scene manifest in \(info.path ?? "the generated Info.plist")"
            if !info.sceneConfigurations.isEmpty { return .scenes(because: manifest) }
            if let delegate = code.appDelegates.first, code.chain(delegate).classes.contains(where: { $0.method(.configurationForConnecting) != nil }) {
                return .scenes(because: manifest + " without configurations: the app delegate's application(_:configurationForConnecting:options:) gives them")
            }
            if info.sceneManifestGenerated { return .scenes(because: manifest + " without configurations") }
            // TN3187: a manifest that names no configuration, with no app delegate method giving
            // one, is not the scene life cycle (UIKit logs that the app does not adopt it).
            return .classic
        case false?: return .classic
        case nil: return .unknown(because: "only \(info.manifestBranches ?? "some branches") of \(info.path ?? "the Info.plist") have a scene manifest")
        }
    }
}

/// Every way an app's source names one method UIKit calls: the Swift 3 and later name, the
/// Swift 2 name (written `func encodeRestorableStateWithCoder(coder: NSCoder)`, a first
/// parameter without a label of its own), the Objective-C selector (also what an
/// `@objc(...)` attribute gives a Swift method), and whether it is a class method.
public struct MethodSpellings: Sendable, Equatable {
    /// Swift 3 and later (the Swift 4.2 renames are the same names).
    public var swift: [String]
    /// Swift 2, with the first label as Swift 2 read it (`_` for one written name).
    public var swift2: [String]
    public var selector: String
    /// A class method (`static func`, Objective-C `+`): a restoration class's factory.
    public var isTypeMethod: Bool

    public init(swift: [String], swift2: [String] = [], selector: String, isTypeMethod: Bool = false) {
        self.swift = swift
        self.swift2 = swift2
        self.selector = selector
        self.isTypeMethod = isTypeMethod
    }

    /// Whether a function of a file is this method: by its selector in Objective-C, by its
    /// Swift 3 name, its `@objc` selector, or (where the module may be Swift 2) its Swift 2 name.
    public func matches(_ function: CodeFunction, language: SourceTokenizer.Language, swift2: Bool = true) -> Bool {
        guard function.isTypeMethod == isTypeMethod else { return false }
        switch language {
        case .objectiveC:
            return function.name == selector
        case .swift:
            if function.objcSelector == selector || self.swift.contains(function.name) { return true }
            guard swift2, let name = function.swift2Name else { return false }
            return self.swift2.contains(name)
        }
    }

    /// The name to show: as the file spells it.
    public func name(in language: SourceTokenizer.Language) -> String { language == .swift ? swift[0] : selector }
}

/// The methods of the app and scene delegates that decide when windows are built and scenes
/// restored, beside the restoration methods themselves (`RestorationMethod`).
public enum LifeCycleMethod: String, CaseIterable, Sendable {
    case willFinishLaunching, didFinishLaunching, sceneWillConnect, restoreInteractionState, configurationForConnecting

    public var spellings: MethodSpellings {
        switch self {
        case .willFinishLaunching:
            MethodSpellings(swift: ["application(_:willFinishLaunchingWithOptions:)"], swift2: ["application(_:willFinishLaunchingWithOptions:)"],
                            selector: "application:willFinishLaunchingWithOptions:")
        case .didFinishLaunching:
            MethodSpellings(swift: ["application(_:didFinishLaunchingWithOptions:)"], swift2: ["application(_:didFinishLaunchingWithOptions:)"],
                            selector: "application:didFinishLaunchingWithOptions:")
        case .sceneWillConnect:
            MethodSpellings(swift: ["scene(_:willConnectTo:options:)"], selector: "scene:willConnectToSession:options:")
        case .restoreInteractionState:
            MethodSpellings(swift: ["scene(_:restoreInteractionStateWith:)"], selector: "scene:restoreInteractionStateWithUserActivity:")
        case .configurationForConnecting:
            MethodSpellings(swift: ["application(_:configurationForConnecting:options:)"], selector: "application:configurationForConnectingSceneSession:options:")
        }
    }
}

extension RestorationMethod {
    /// Every spelling of the method (docs/doctor.md, "Every spelling").
    public var spellings: MethodSpellings {
        switch self {
        case .shouldSaveSecure: MethodSpellings(swift: [swiftName], selector: selector)
        case .shouldRestoreSecure: MethodSpellings(swift: [swiftName], selector: selector)
        case .shouldSave, .shouldRestore, .delegateFactory: MethodSpellings(swift: [swiftName], swift2: [swiftName], selector: selector)
        case .restorationFactory:
            MethodSpellings(swift: [swiftName], swift2: ["viewControllerWithRestorationIdentifierPath(_:coder:)"], selector: selector, isTypeMethod: true)
        case .encode: MethodSpellings(swift: [swiftName], swift2: ["encodeRestorableStateWithCoder(_:)"], selector: selector)
        case .decode: MethodSpellings(swift: [swiftName], swift2: ["decodeRestorableStateWithCoder(_:)"], selector: selector)
        case .initCoder: MethodSpellings(swift: [swiftName], selector: selector)
        case .stateRestorationActivity: MethodSpellings(swift: [swiftName], selector: selector)
        case .appWillEncode: MethodSpellings(swift: [swiftName], swift2: ["application(_:willEncodeRestorableStateWithCoder:)"], selector: selector)
        case .appDidDecode: MethodSpellings(swift: [swiftName], swift2: ["application(_:didDecodeRestorableStateWithCoder:)"], selector: selector)
        }
    }
}

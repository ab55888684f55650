/// The methods state restoration calls, by their Swift name and Objective-C selector.
public enum RestorationMethod: String, CaseIterable, Sendable {
    case shouldSaveSecure, shouldRestoreSecure, shouldSave, shouldRestore
    case delegateFactory, restorationFactory
    case encode, decode, initCoder
    case stateRestorationActivity
    /// The app delegate's app-level state: what it adds to the archive and reads back.
    case appWillEncode, appDidDecode

    public var swiftName: String {
        switch self {
        case .shouldSaveSecure: "application(_:shouldSaveSecureApplicationState:)"
        case .shouldRestoreSecure: "application(_:shouldRestoreSecureApplicationState:)"
        case .shouldSave: "application(_:shouldSaveApplicationState:)"
        case .shouldRestore: "application(_:shouldRestoreApplicationState:)"
        case .delegateFactory: "application(_:viewControllerWithRestorationIdentifierPath:coder:)"
        case .restorationFactory: "viewController(withRestorationIdentifierPath:coder:)"
        case .encode: "encodeRestorableState(with:)"
        case .decode: "decodeRestorableState(with:)"
        case .initCoder: "init(coder:)"
        case .stateRestorationActivity: "stateRestorationActivity(for:)"
        case .appWillEncode: "application(_:willEncodeRestorableStateWith:)"
        case .appDidDecode: "application(_:didDecodeRestorableStateWith:)"
        }
    }

    public var selector: String {
        switch self {
        case .shouldSaveSecure: "application:shouldSaveSecureApplicationState:"
        case .shouldRestoreSecure: "application:shouldRestoreSecureApplicationState:"
        case .shouldSave: "application:shouldSaveApplicationState:"
        case .shouldRestore: "application:shouldRestoreApplicationState:"
        case .delegateFactory: "application:viewControllerWithRestorationIdentifierPath:coder:"
        case .restorationFactory: "viewControllerWithRestorationIdentifierPath:coder:"
        case .encode: "encodeRestorableStateWithCoder:"
        case .decode: "decodeRestorableStateWithCoder:"
        case .initCoder: "initWithCoder:"
        case .stateRestorationActivity: "stateRestorationActivityForScene:"
        case .appWillEncode: "application:willEncodeRestorableStateWithCoder:"
        case .appDidDecode: "application:didDecodeRestorableStateWithCoder:"
        }
    }

    /// The name to show for a language.
    public func name(in language: SourceTokenizer.Language) -> String { language == .swift ? swiftName : selector }

    /// The four opt-in methods.
    public static let optIns: [RestorationMethod] = [.shouldSaveSecure, .shouldRestoreSecure, .shouldSave, .shouldRestore]

    public var isSecure: Bool { self == .shouldSaveSecure || self == .shouldRestoreSecure }
    public var isSave: Bool { self == .shouldSaveSecure || self == .shouldSave }
}

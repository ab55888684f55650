/// What the generated restoration code needs to know of the app: the activity type, the app
/// delegate's restoration methods it calls (each only when the app has it), and the
/// storyboards the tree is rebuilt from.
struct RestorationCode: Sendable, Equatable {
    enum OptIn: Sendable, Equatable {
        /// `application(_:shouldSaveSecureApplicationState:)` and its restore counterpart.
        case secure
        /// The deprecated `application(_:shouldSaveApplicationState:)` pair.
        case legacy
        case none
    }

    var activityType: String
    /// The app delegate's class; nil when the app has none the code can name.
    var appDelegate: String?
    var save: OptIn
    var restore: OptIn
    /// `application(_:willEncodeRestorableStateWith:)` and `application(_:didDecodeRestorableStateWith:)`.
    var willEncode: Bool
    var didDecode: Bool
    /// `application(_:viewControllerWithRestorationIdentifierPath:coder:)`.
    var delegateFactory: Bool
    /// Identifier path (identifiers only) -> storyboard identifier, for every storyboard
    /// controller with both; and storyboard identifier -> storyboard name.
    var storyboardIdentifiers: [(path: String, identifier: String)]
    var storyboards: [(identifier: String, storyboard: String)]

    static func == (a: Self, b: Self) -> Bool {
        a.activityType == b.activityType && a.appDelegate == b.appDelegate && a.save == b.save && a.restore == b.restore && a.willEncode == b.willEncode
            && a.didDecode == b.didDecode && a.delegateFactory == b.delegateFactory
            && a.storyboardIdentifiers.map { [$0.path, $0.identifier] } == b.storyboardIdentifiers.map { [$0.path, $0.identifier] }
            && a.storyboards.map { [$0.identifier, $0.storyboard] } == b.storyboards.map { [$0.identifier, $0.storyboard] }
    }
}

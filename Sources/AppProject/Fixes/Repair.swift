/// The mechanical edit that resolves a finding, when there is one: `doctor --fix` makes it.
/// Code changes (the secure opt-in pair, encoding children) are never made for the user:
/// they stay the finding's advice.
public enum Repair: Sendable, Equatable {
    /// A storyboard controller without a restoration identifier (the element's id in the
    /// file): its storyboard id, through "Use Storyboard ID", when it has one; else a name from
    /// its class.
    case restorationIdentifier(storyboard: String, elementID: String, storyboardIdentifier: String?, className: String)
    /// An activity type to declare in the app's `NSUserActivityTypes`.
    case declareActivityType(String)
    /// The scene manifest's missing configuration: the application role's default, naming
    /// the scene delegate class (and the main storyboard, when the app has one).
    case sceneConfiguration(delegateClass: String, storyboard: String?)
}

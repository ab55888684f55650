/// An app delegate class a framework provides, which the app delegate subclasses, and what its
/// restoration methods do, read from the framework's published source: the app's own code
/// shows none of it, yet UIKit calls it.
struct FrameworkAppDelegate: Sendable, Equatable {
    let name: String
    /// Opts in to saving and restoring (secure spellings and the deprecated ones alike).
    let optsIn: Bool
    /// Where a reader checks it.
    let source: String

    static let known: [FrameworkAppDelegate] = [
        // Flutter's engine, `shell/platform/darwin/ios/framework/Source/FlutterAppDelegate.mm`
        // ("State Restoration"): the save opt-ins write the app binary's modification date
        // (`mod-date`) and answer YES, the restore opt-ins answer whether it is the same, so a
        // state an earlier build saved is not restored; its FlutterViewController saves the
        // framework's restoration data in its own encode method.
        FrameworkAppDelegate(name: "FlutterAppDelegate", optsIn: true,
                             source: "Flutter's FlutterAppDelegate.mm, \"State Restoration\""),
    ]

    static func named(_ name: String) -> FrameworkAppDelegate? {
        known.first { $0.name == name }
    }
}

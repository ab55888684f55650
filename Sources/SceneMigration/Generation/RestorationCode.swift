/// What the generated restoration code needs to know of the app: the activity type, the app
/// delegate's restoration methods it calls (each only when the app has it), and the
/// storyboards the tree is rebuilt from. The rest of the code is the same for every app
/// (`SwiftRestorationSource`, `ObjectiveCRestorationSource`: one template per language).
struct RestorationCode: Sendable, Equatable {
    enum OptIn: Sendable, Equatable {
        /// `application(_:shouldSaveSecureApplicationState:)` and its restore counterpart.
        case secure
        /// The deprecated `application(_:shouldSaveApplicationState:)` pair.
        case legacy
        case none

        /// The opt-in's name after `application:`, for `Save` or `Restore`:
        /// `shouldSaveSecureApplicationState`, `shouldRestoreApplicationState`.
        func method(_ action: String) -> String {
            self == .legacy ? "should\(action)ApplicationState" : "should\(action)SecureApplicationState"
        }
    }

    /// The type every build configuration uses; nil when it differs per configuration (or the
    /// project does not say), and the code takes the bundle id the app runs with.
    var activityType: String?
    var appDelegate: String
    /// The save opt-in, asked into the app-level archive at each save: what it writes there (a
    /// version the restore opt-in checks) is saved with the scene, and a no saves nothing.
    var save: OptIn = .none
    /// The restore opt-in, which the generated code asks only when UIKit did not.
    var restore: OptIn
    /// `application(_:willEncodeRestorableStateWith:)` and `application(_:didDecodeRestorableStateWith:)`.
    var willEncode: Bool
    var didDecode: Bool
    /// `application(_:viewControllerWithRestorationIdentifierPath:coder:)`.
    var delegateFactory: Bool
    /// Identifier path (identifiers only) -> storyboard identifier, for every storyboard
    /// controller on a segue path with both.
    var storyboardIdentifiers: [Row]
    /// Storyboard identifier -> storyboard name, for every storyboard controller with one.
    var storyboards: [Row]
    /// Class name -> its one storyboard identifier (a class with several has none here): how a
    /// controller the code made from its storyboard is found when its encode method did not
    /// let UIKit's record the identifier.
    var classIdentifiers: [Row]
    /// Class name -> the one storyboard its controllers are in: the storyboard a controller
    /// came from, saved with it and handed to its restoration class.
    var classStoryboards: [Row] = []

    struct Row: Sendable, Equatable {
        var key: String
        var value: String
    }
}

/// The routines of the restoration code, by their name in each language: both templates
/// define every one (a test reads the two files for them).
enum RestorationRoutine: CaseIterable {
    case userInfo, build, appState, contained, presented, runs, visit, entry, keepRestoreAnswer, restore, appAllowsRestoring, unarchiver, identifiers,
         position, attachRoot, attach, make, controllerAtPath, coder, loadViews, decode, present, finish

    var swiftName: String {
        switch self {
        case .userInfo: "userInfo(for:)"
        case .build: "build()"
        case .appState: "appState(references:)"
        case .contained: "contained(_:)"
        case .presented: "presented(by:)"
        case .runs: "runs(_:on:)"
        case .visit: "visit(_:path:)"
        case .entry: "entry(_:path:)"
        case .keepRestoreAnswer: "keepRestoreAnswer(_:)"
        case .restore: "restore(_:in:)"
        case .appAllowsRestoring: "appAllowsRestoring(_:)"
        case .unarchiver: "unarchiver(_:)"
        case .identifiers: "identifiers(_:)"
        case .position: "position(_:)"
        case .attachRoot: "attachRoot(_:in:)"
        case .attach: "attach(_:at:)"
        case .make: "make(_:launched:)"
        case .controllerAtPath: "controller(at:)"
        case .coder: "coder(for:)"
        case .loadViews: "loadViews()"
        case .decode: "decode()"
        case .present: "present()"
        case .finish: "finish()"
        }
    }

    var selector: String {
        switch self {
        case .userInfo: "userInfoForWindow:"
        case .build: "build"
        case .appState: "appStateWithReferences:"
        case .contained: "containedIn:"
        case .presented: "presentedBy:"
        case .runs: "runs:on:"
        case .visit: "visit:path:controllers:paths:"
        case .entry: "entryFor:controllers:paths:"
        case .keepRestoreAnswer: "keepRestoreAnswer:"
        case .restore: "restoreActivity:inWindow:"
        case .appAllowsRestoring: "appAllowsRestoring:"
        case .unarchiver: "unarchiver:"
        case .identifiers: "identifiers:"
        case .position: "position:"
        case .attachRoot: "attachRoot:inWindow:"
        case .attach: "attach:atPath:"
        case .make: "make:launched:"
        case .controllerAtPath: "controllerAtPath:"
        case .coder: "coderFor:"
        case .loadViews: "loadViews"
        case .decode: "decode"
        case .present: "present"
        case .finish: "finish"
        }
    }
}

/// A view controller the migrated app's scene restoration saves and rebuilds, as the project
/// shows it: where it is, how it is made again, and the keys its encode method writes.
public struct CarriedController: Sendable, Equatable {
    public var className: String
    /// Its restoration identifier paths as the storyboards give them (none for a controller
    /// made in code, whose path is known only when it runs).
    public var paths: [String]
    public var madeBy: ControllerMaker
    /// The keys its `encodeRestorableState(with:)` writes, with what each value is.
    public var keys: [EncodedKey]
    /// Where its encode method is, when it has one.
    public var file: String?
    public var line: Int?
}

/// How a carried controller is made again when the scene restores, as UIKit made it.
public enum ControllerMaker: Sendable, Equatable {
    /// The main storyboard makes it at launch.
    case storyboardAtLaunch(storyboard: String)
    /// Its storyboard, with the container it is in by a relationship segue (a tab, a navigation
    /// controller's root): found in that container once the container is made, as the
    /// storyboard made it there. `container` is the container's identifier path.
    case storyboardWithContainer(storyboard: String, container: String)
    /// Its restoration class (`restorationClass`), which alone decides.
    case restorationClass(String)
    /// Its storyboard, by its storyboard ID: found in the storyboard, or recorded when the
    /// scene saves a controller made in code with `instantiateViewController(withIdentifier:)`.
    case storyboardIdentifier(storyboard: String, identifier: String)
    /// Its storyboard, by the name the compiled storyboard gives a scene without a storyboard ID
    /// (a segue's destination), which UIKit's own encode records and the scene saves with it.
    case storyboardScene(storyboard: String)
    /// The code that makes it, or the app delegate's factory.
    case code
    /// Nothing can make it again (no storyboard ID, no restoration class, its class in several
    /// storyboards).
    case nothing

    /// Its stable name (JSON's `madeBy.kind`).
    public var name: String {
        switch self {
        case .storyboardAtLaunch: "storyboard-at-launch"
        case .storyboardWithContainer: "storyboard-with-container"
        case .restorationClass: "restoration-class"
        case .storyboardIdentifier: "storyboard-identifier"
        case .storyboardScene: "storyboard-scene"
        case .code: "code"
        case .nothing: "nothing"
        }
    }
}

/// One key an encode method writes.
public struct EncodedKey: Sendable, Equatable {
    /// The key as written (`TableViewIsEditing`), `$0` for an unkeyed value, the helper's call
    /// (`locator.encode(with:)`) for a coder handed to a helper.
    public var key: String
    public var value: EncodedValue
    public var line: Int
}

/// What an encoded value is, as its encode call shows it.
public enum EncodedValue: Sendable, Equatable {
    /// A plist-like value (a string, a number, a date ...), its type when written where it is encoded.
    case value(type: String?)
    /// Another view controller: kept as its identifier path.
    case controllerReference
    /// `encodeConditionalObject`: kept only when something else keeps it.
    case conditionalReference
    /// `encodeEncodable`: a Codable value, archived by NSKeyedArchiver.
    case codable
    /// An object of a class of the app's, archived with its own NSCoding methods.
    case appObject(className: String)
    /// An object of another class (the type written where it is declared).
    case object(className: String)
    /// An object registered for state restoration (`UIStateRestoring`): UIKit's archiver kept a
    /// reference to it, which the migrated restoration does not follow. Not carried.
    case registeredObject(className: String)
    /// A view (SGBDrillDownController's toolbars): the generated archiver writes a view as
    /// nothing, so it decodes as nil, as UIKit's does for a view without a restoration identifier. Not carried.
    case view(className: String)
    /// A value written without a key: the archiver names it `$n`, decode reads them in order.
    case unkeyed(index: Int)
    /// The coder handed to a helper, which writes its own keys into the same archiver.
    case helper
    /// Of a type not written where it is encoded.
    case unknown

    /// Whether the scene's activity carries it.
    public var isCarried: Bool {
        switch self {
        case .registeredObject, .view: return false
        default: return true
        }
    }

    /// Its stable name (JSON's `value.kind`).
    public var name: String {
        switch self {
        case .value: "value"
        case .controllerReference: "controller-reference"
        case .conditionalReference: "conditional-reference"
        case .codable: "codable"
        case .appObject: "app-object"
        case .object: "object"
        case .registeredObject: "registered-object"
        case .view: "view"
        case .unkeyed: "unkeyed"
        case .helper: "helper"
        case .unknown: "unknown"
        }
    }
}

import PropertyList

/// Where a preserved object lives in a saved state, and the one name every output gives it:
/// its path in the snapshot's tree without the file name, unescaped (docs/diff.md). A classic
/// archive's object is its identifier path; an object of a scene session's own archive is
/// `@scenes/<id>/<identifier path>`; a Mac window's restorable object is
/// `@windows/<window>/<object>`, and the app-level record's `@windows/app/<object>`.
public enum ObjectLocation: Hashable, Sendable, Comparable {
    case classic(IdentifierPath)
    case session(String, IdentifierPath)
    case window(String, object: String)

    public static let scenesPrefix = "@scenes/"
    public static let windowsPrefix = "@windows/"

    public var displayPath: String {
        switch self {
        case .classic(let path): path.rawValue
        case .session(let identifier, let path): Self.scenesPrefix + identifier + "/" + path.rawValue
        case .window(let window, let object): Self.windowsPrefix + window + "/" + object
        }
    }

    /// The object's own name, for one-line summaries: an identifier path's last identifier, a
    /// record's name with its window (`Text View in window 101`).
    public var shortName: String {
        switch self {
        case .classic(let path), .session(_, let path): path.identifier.isEmpty ? path.rawValue : path.identifier
        case .window(let window, let object): window == SavedWindow.appName ? object : "\(object) in window \(window)"
        }
    }

    /// Classic objects in tree order, then sessions' objects, then windows' (by number).
    public static func < (a: ObjectLocation, b: ObjectLocation) -> Bool {
        switch (a, b) {
        case (.classic(let x), .classic(let y)): x < y
        case (.classic, _): true
        case (_, .classic): false
        case (.session(let i, let x), .session(let j, let y)): i == j ? x < y : i.precedesInBytes(j)
        case (.session, _): true
        case (_, .session): false
        case (.window(let w, let x), .window(let v, let y)): w == v ? x.precedesInBytes(y) : SavedWindow.precedes(w, v)
        }
    }
}

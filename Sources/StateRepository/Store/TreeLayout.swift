import Git
import PropertyList
import StateRestoration

/// Where a snapshot's parts live in a commit's tree (docs/repository.md):
///
///     @app                      the app-level values (canonical text of the root archive
///                               without its objects)
///     @info                     restorationInfo.plist (canonical plist text), when present
///     <component>/.../@object   each object's own archive (canonical text), in a folder per
///                               identifier path component
///     <component>/.../@path     the full identifier path, only when a component is too long
///                               to spell out
///
/// A scene-based app's sessions and any file uistate does not interpret live in two reserved
/// folders beside them:
///
///     @scenes/@index                  the session index's folder name (KnownSceneSessions)
///     @scenes/<id>/@session           the session's index entry (canonical text of its archive)
///     @scenes/<id>/@activity          its restoration activity, without the userInfo
///     @scenes/<id>/@activityUserInfo  the activity's userInfo archive
///     @scenes/<id>/@userInfo          userInfo.data, @internalUserInfo internalUserInfo.data
///     @scenes/<id>/@app, <component>/.../@object   a per-session classic archive
///     @scenes/<id>/@files/...         other files of the session folder, exact bytes
///     @scenes/<id>/@folder            marks a session folder that holds no file at all
///     @files/<component>/...          other files of the savedState folder, exact bytes
///
/// A Mac app's windows (AppKit) live in a third (`WindowFiles`):
///
///     @windows/@order                 window names in windows.plist order
///     @windows/<name>/@window         the window's windows.plist entry
///     @windows/<name>/<object>        each restorable object's latest record
///
/// Components are escaped byte by byte: letters, digits and `_-.:[]()+,=` stay, everything
/// else becomes `%XX`, a leading `.` too (so no component is `.`, `..`, `.git` or hidden), an
/// empty component is a lone `%`. Escaped names never start with `@`, so they never meet the
/// reserved names, and an object's blob (`@object`) never collides with a child's folder.
/// Components longer than 200 bytes once escaped keep a readable prefix and end in `%~` plus
/// the SHA-1 of the component; `@path` then holds the path.
public enum TreeLayout {
    public static let appFile = "@app"
    public static let infoFile = "@info"
    public static let objectFile = "@object"
    public static let pathFile = "@path"
    static let maximumComponentLength = 200

    public static let scenesFolder = "@scenes"
    public static let filesFolder = "@files"
    public static let indexFile = "@index"
    public static let sessionFile = "@session"
    public static let activityFile = "@activity"
    public static let activityUserInfoFile = "@activityUserInfo"
    public static let userInfoFile = "@userInfo"
    public static let internalUserInfoFile = "@internalUserInfo"
    public static let emptyFolderFile = "@folder"
    public static let windowsFolder = "@windows"
    public static let orderFile = "@order"
    public static let windowFile = "@window"
    /// Reserved folders that hold no objects of the classic layout.
    public static let reservedFolders: Set<String> = [scenesFolder, filesFolder, windowsFolder]

    /// Where a Mac app's window lives: `@windows/<escaped name>`.
    public static func windowFolder(_ name: String) -> String {
        windowsFolder + "/" + escape(name)
    }

    /// A window's restorable object: `@windows/<window>/<escaped object name>`.
    public static func windowObjectFile(window: String, object: String) -> String {
        windowFolder(window) + "/" + escape(object, hashingLong: false)
    }

    /// Where a session lives: `@scenes/<escaped identifier>`.
    public static func sessionFolder(_ identifier: String) -> String {
        scenesFolder + "/" + escape(identifier)
    }

    /// A relative file path (`/`-separated) spelled as escaped components.
    public static func filePath(_ relative: String) -> String {
        relative.split(separator: "/", omittingEmptySubsequences: false).map { escape(String($0), hashingLong: false) }.joined(separator: "/")
    }

    /// The relative path escaped components spell; nil when one is hashed or malformed, or
    /// would leave its folder (`/`, `.` or `..` inside a component).
    public static func relativePath(_ names: [String]) -> String? {
        var components: [String] = []
        for name in names {
            guard let component = unescape(name), !component.isEmpty, component != ".", component != "..", !component.contains("/"),
                !component.utf8.contains(0)
            else { return nil }
            components.append(component)
        }
        return components.isEmpty ? nil : components.joined(separator: "/")
    }

    public static func folder(for path: IdentifierPath) -> String {
        isOwnFolder(path.rawValue) ? path.rawValue : path.components.map { escape($0) }.joined(separator: "/")
    }

    /// Whether every component of the path spells itself (the common case, checked without
    /// splitting: a commit spells the folder of every object).
    private static func isOwnFolder(_ path: String) -> Bool {
        var length = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                guard length > 0 else { return false }
                length = 0
                continue
            }
            guard isSafe(byte), length > 0 || byte != UInt8(ascii: "."), length < maximumComponentLength else { return false }
            length += 1
        }
        return length > 0
    }

    public static func objectFile(for path: IdentifierPath) -> String {
        folder(for: path) + "/" + objectFile
    }

    /// Whether spelling this path needed a hashed component (so `@path` is stored).
    public static func needsPathFile(_ path: IdentifierPath) -> Bool {
        needsPathFile(folder: folder(for: path))
    }

    /// The same, given the escaped folder (`~` appears only in hashed components).
    static func needsPathFile(folder: String) -> Bool {
        folder.utf8.contains(UInt8(ascii: "~"))
    }

    static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: "="):
            true
        default:
            false
        }
    }

    /// `hashingLong: false` spells long components out whole (file names, at most 255 bytes,
    /// so at most 765 once escaped).
    public static func escape(_ component: String, hashingLong: Bool = true) -> String {
        if component.isEmpty { return "%" }
        let utf8 = component.utf8
        // Most identifiers need no escape: every commit escapes every component of every path.
        if utf8.count <= maximumComponentLength, utf8.first != UInt8(ascii: "."), utf8.allSatisfy(isSafe) { return component }
        let digits: StaticString = "0123456789ABCDEF"
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        for (index, byte) in utf8.enumerated() {
            if isSafe(byte) && !(index == 0 && byte == UInt8(ascii: ".")) {
                out.append(byte)
            } else {
                out.append(UInt8(ascii: "%"))
                out.append(digits.utf8Start[Int(byte >> 4)])
                out.append(digits.utf8Start[Int(byte & 0x0F)])
            }
        }
        if hashingLong && out.count > maximumComponentLength {
            var cut = 150
            while cut > 0 && (out[cut - 1] == UInt8(ascii: "%") || (cut > 1 && out[cut - 2] == UInt8(ascii: "%"))) { cut -= 1 }
            let hash = Repository.blobID(of: Array(component.utf8)).hex
            out = Array(out[..<cut]) + Array("%~".utf8) + Array(hash.utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The component a folder name spells; nil when it is hashed (read `@path`) or malformed.
    public static func unescape(_ name: String) -> String? {
        if name == "%" { return "" }
        let bytes = Array(name.utf8)
        guard !bytes.isEmpty, bytes.first != UInt8(ascii: "@") else { return nil }
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, let value = UInt8(String(decoding: bytes[(index + 1)...(index + 2)], as: UTF8.self), radix: 16),
                    bytes[index + 1] != UInt8(ascii: "~")
                else { return nil }
                out.append(value)
                index += 3
            } else {
                guard isSafe(byte), !(index == 0 && byte == UInt8(ascii: ".")) else { return nil }
                out.append(byte)
                index += 1
            }
        }
        return String(validating: out, as: UTF8.self)
    }

    /// The identifier path a folder spells; nil when a component is hashed or malformed.
    public static func identifierPath(forFolder folder: String) -> IdentifierPath? {
        // Every object of a snapshot read goes through here; most folders spell their path.
        if isOwnFolder(folder) { return IdentifierPath(folder) }
        var components: [String] = []
        for name in folder.parts(separatedBy: UInt8(ascii: "/")) {
            guard let component = unescape(name) else { return nil }
            components.append(component)
        }
        return IdentifierPath(components: components)
    }
}

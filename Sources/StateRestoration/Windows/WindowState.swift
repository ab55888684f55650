import KeyedArchive
import PropertyList

/// A Mac app's saved application state (AppKit's `<bundle id>.savedState`): the entries of
/// `windows.plist` in their order, and for each window the latest record of each restorable
/// object, decrypted. docs/mac-guide.md describes the format.
public struct WindowState: Hashable, Sendable {
    public var windows: [SavedWindow]
    /// The records' magic (`NSCR1000`; older systems wrote `NSCR0006`), written back on restore.
    public var recordMagic: String
    /// What data.data held besides the latest records, as found when it was read.
    public var readReport: WindowReadReport

    public init(windows: [SavedWindow], recordMagic: String = WindowKeys.currentMagic, readReport: WindowReadReport = WindowReadReport()) {
        self.windows = windows
        self.recordMagic = recordMagic
        self.readReport = readReport
    }

    /// The entries as people count them, for showing: the app's entry first, then windows by
    /// number (5 before 11). `windows` keeps windows.plist's order, which restore writes back.
    public var windowsByName: [SavedWindow] { windows.sorted { SavedWindow.precedes($0.name, $1.name) } }

    /// The windows, without the app-wide entry (AppKit's app-level record).
    public var appWindows: [SavedWindow] { windows.filter { !$0.isGlobal } }

    /// The state with each window that has a key taking the one `keys` gives for its name:
    /// the records are held decrypted, so which key encrypts them on disk is not part of the
    /// state (restore encrypts them with the key stored beside them).
    public func adoptingKeys(_ keys: [String: [UInt8]]) -> WindowState {
        var adopted = self
        for index in adopted.windows.indices {
            guard adopted.windows[index].key != nil, let key = keys[adopted.windows[index].name], key.count == 16 else { continue }
            for entry in adopted.windows[index].entry.indices where adopted.windows[index].entry[entry].key == WindowKeys.dataKey {
                adopted.windows[index].entry[entry].value = .data(key)
            }
        }
        return adopted
    }

    /// The window whose folder name (`SavedWindow.name`) is `name`.
    public func window(named name: String) -> SavedWindow? {
        windows.first { $0.name == name }
    }
}

/// One entry of windows.plist and its restorable objects.
public struct SavedWindow: Hashable, Sendable {
    /// The windows.plist dictionary as it was (with `NSDataKey`, the window's AES key).
    public var entry: [PropertyListEntry]
    /// Latest record per object name, by name.
    public var objects: [RestorableRecord]
    /// How commands and the repository name the window: its id in decimal, `app` for the
    /// app-wide entry, `entry-<n>` for an entry without an id (n: its position in windows.plist).
    public let name: String

    /// The name of the app-wide entry (`NSIsGlobal`): AppKit's app-level record, not a window.
    public static let appName = "app"

    /// Window names in the order people count them: the app's entry, then window ids by
    /// number (5 before 11), then entries without an id.
    public static func precedes(_ a: String, _ b: String) -> Bool {
        func rank(_ name: String) -> (Int, UInt64, String) {
            if name == appName { return (0, 0, "") }
            if let number = UInt64(name) { return (1, number, "") }
            return (2, 0, name)
        }
        let (x, y) = (rank(a), rank(b))
        if x.0 != y.0 { return x.0 < y.0 }
        if x.1 != y.1 { return x.1 < y.1 }
        return x.2.precedesInBytes(y.2)
    }

    public init(entry: [PropertyListEntry], objects: [RestorableRecord] = [], position: Int) {
        self.entry = entry
        self.objects = objects.sorted { $0.name.precedesInBytes($1.name) }
        var name = "entry-\(position)"
        if case .bool(true)? = entry.first(where: { $0.key == WindowKeys.isGlobal })?.value {
            name = Self.appName
        } else if case .integer(let value)? = entry.first(where: { $0.key == WindowKeys.windowID })?.value, let id = UInt32(exactly: value) {
            name = String(id)
        }
        self.name = name
    }

    public var id: UInt32? {
        if case .integer(let value)? = entry.first(where: { $0.key == WindowKeys.windowID })?.value, let id = UInt32(exactly: value) { return id }
        return nil
    }

    public var key: [UInt8]? {
        if case .data(let bytes)? = entry.first(where: { $0.key == WindowKeys.dataKey })?.value, bytes.count == 16 { return bytes }
        return nil
    }

    public var title: String? {
        if case .string(let title)? = entry.first(where: { $0.key == WindowKeys.title })?.value { return title }
        return nil
    }

    public var isGlobal: Bool {
        if case .bool(true)? = entry.first(where: { $0.key == WindowKeys.isGlobal })?.value { return true }
        return false
    }

    public func object(named name: String) -> RestorableRecord? {
        objects.first { $0.name == name }
    }
}

/// One restorable object's state: the decrypted record's chunks, in order.
public struct RestorableRecord: Hashable, Sendable {
    public var name: String
    /// The four bytes before the name (zero in every record seen).
    public var header: UInt32
    public var chunks: [RecordChunk]

    public init(name: String, header: UInt32 = 0, chunks: [RecordChunk]) {
        self.name = name
        self.header = header
        self.chunks = chunks
    }

    /// The object's `encodeRestorableState(with:)` archive (its first `rchv` chunk), decoded.
    public var archive: KeyedArchive? {
        chunks.lazy.compactMap(\.archive).first
    }

    /// The record as a keyed archive, which is what the repository stores: each chunk is a root
    /// key (`1 rchv`, `2 surl`: position and tag) holding its bytes, so canonical text shows an
    /// `rchv` archive as an archive (the same graph, however encoded, gives the same text) and
    /// other chunks as bytes; `header` only when it is not zero.
    public var archiveForm: KeyedArchive {
        var top = chunks.enumerated().map { ArchiveField("\($0.offset + 1) \($0.element.tag)", .stored(.data($0.element.bytes))) }
        if header != 0 { top.append(ArchiveField("header", .inline(.integer(Int128(header))))) }
        return KeyedArchive(top: top, objects: [])
    }

    /// The inverse of `archiveForm`; nil when the archive is not a record's.
    public init?(name: String, archiveForm archive: KeyedArchive) {
        var numbered: [(Int, RecordChunk)] = []
        var header: UInt32 = 0
        for field in archive.top {
            if field.key == "header" {
                guard case .inline(.integer(let value)) = field.value, let exact = UInt32(exactly: value) else { return nil }
                header = exact
                continue
            }
            let parts = field.key.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, let index = Int(parts[0]), parts[1].utf8.count == 4 else { return nil }
            let bytes: [UInt8]
            switch field.value {
            case .stored(.data(let data)), .inline(.data(let data)): bytes = data
            default: return nil
            }
            numbered.append((index, RecordChunk(tag: String(parts[1]), bytes: bytes)))
        }
        let positions = numbered.map(\.0).sorted()
        guard positions == Array(1..<(positions.count + 1)) else { return nil }
        self.init(name: name, header: header, chunks: numbered.sorted { $0.0 < $1.0 }.map(\.1))
    }
}

/// A tagged part of a record: `rchv` (a keyed archive), `surl` (a document bookmark), others.
public struct RecordChunk: Hashable, Sendable {
    public var tag: String
    public var bytes: [UInt8]

    public init(tag: String, bytes: [UInt8]) {
        self.tag = tag
        self.bytes = bytes
    }

    /// An `rchv` chunk's keyed archive, decoded; nil for other chunks.
    public var archive: KeyedArchive? {
        guard tag == WindowKeys.archiveTag else { return nil }
        return try? KeyedArchiveReader.read(bytes).archive
    }
}

/// How commands name a Mac window or one of its objects: `101`, `app`, `101/Text View`.
public struct WindowPath: Hashable, Sendable {
    public var window: String
    public var object: String?

    public init(_ text: String) {
        guard let slash = text.firstIndex(of: "/") else {
            window = text
            return
        }
        window = String(text[..<slash])
        object = String(text[text.index(after: slash)...])
    }

    /// As typed: `12`, `12/_NSWindow`.
    public var text: String { object.map { "\(window)/\($0)" } ?? window }
}

/// Records of data.data that are not part of the state: older records of the same object, and
/// records of windows windows.plist has no key for (closed windows; AppKit cannot read them
/// either).
public struct WindowReadReport: Hashable, Sendable {
    public var records: Int
    public var superseded: Int
    /// Window id -> records without a key.
    public var withoutKey: [UInt32: Int]

    public init(records: Int = 0, superseded: Int = 0, withoutKey: [UInt32: Int] = [:]) {
        self.records = records
        self.superseded = superseded
        self.withoutKey = withoutKey
    }

    public var plist: PropertyListValue {
        .dictionary([
            PropertyListEntry("records", .integer(Int128(records))),
            PropertyListEntry("superseded", .integer(Int128(superseded))),
            PropertyListEntry("withoutKey", .dictionary(withoutKey.sorted { $0.key < $1.key }.map { PropertyListEntry(String($0.key), .integer(Int128($0.value))) })),
        ])
    }

    public init?(plist: PropertyListValue) {
        guard case .integer(let records)? = plist["records"], case .integer(let superseded)? = plist["superseded"],
              case .dictionary(let keyless)? = plist["withoutKey"], let r = Int(exactly: records), let s = Int(exactly: superseded)
        else { return nil }
        var withoutKey: [UInt32: Int] = [:]
        for entry in keyless {
            guard let id = UInt32(entry.key), case .integer(let count) = entry.value, let n = Int(exactly: count) else { return nil }
            withoutKey[id] = n
        }
        self.init(records: r, superseded: s, withoutKey: withoutKey)
    }
}

/// AppKit's names.
public enum WindowKeys {
    public static let windowsFile = "windows.plist"
    public static let dataFile = "data.data"
    public static let currentMagic = "NSCR1000"
    public static let magics = ["NSCR1000", "NSCR0006"]
    public static let windowID = "NSWindowID"
    public static let dataKey = "NSDataKey"
    public static let title = "NSTitle"
    public static let isGlobal = "NSIsGlobal"
    /// `"x y width height screenX screenY screenWidth screenHeight "` (points, origin at the
    /// bottom left of the main screen): where the window was, on which screen.
    public static let frame = "NSWindowFrame"
    /// In the app-wide entry: the window ids, front to back.
    public static let zOrder = "NSWindowZOrder"
    public static let archiveTag = "rchv"
    /// The record AppKit restores a window's frame and properties from.
    public static let windowObject = "_NSWindow"
    /// Why AppKit's data.data cannot be read without its folder.
    public static let keysMissing = "AppKit's window records (NSCR), whose keys are in windows.plist, which is not beside it: "
        + "use the whole .savedState folder AppKit wrote"
}

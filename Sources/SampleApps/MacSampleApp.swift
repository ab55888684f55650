import KeyedArchive
import PropertyList
import StateRestoration

/// The Mac sample: a small document editor (TextEdit-like) whose saved application state AppKit
/// writes: windows.plist with a key per window, and data.data, to which every save appends
/// encrypted records. Played step by step: a window, a second one, typing (a newer record of
/// the text view supersedes the older one), the second window closed (its records stay in
/// data.data without a key).
public enum MacSampleApp {
    public struct Step: Sendable {
        public var name: String
        public var summary: String
        /// The windows open after this step, front to back.
        public var windows: [Window]
        /// The records this step's save appends to data.data.
        public var appended: [(window: UInt32, object: String)]
    }

    public struct Window: Sendable {
        public var id: UInt32
        public var title: String
        public var text: String
        public var document: String?
    }

    public static let bundleIdentifier = "com.example.Editor"
    public static let appWindow: UInt32 = 0xFFFF_FFFF
    static let letter = Window(id: 101, title: "Untitled", text: "", document: nil)
    static let list = Window(id: 102, title: "Shopping.txt", text: "Milk\nEggs\nCoffee", document: "/Users/Shared/Shopping.txt")
    static let typed = Window(id: 101, title: "Untitled — Edited", text: "Dear Ann,\nthe keys are under the mat.", document: nil)
    static let windowObjects = ["_NSWindow", "_NSWindowController", "_NSDocument", "Text View"]

    public static let steps: [Step] = [
        Step(name: "mac-one-window", summary: "Editor (Mac): one empty document window",
             windows: [letter], appended: [(appWindow, "_NSApplication")] + windowObjects.map { (letter.id, $0) }),
        Step(name: "mac-two-windows", summary: "Editor (Mac): a saved document opened in a second window",
             windows: [list, letter], appended: windowObjects.map { (list.id, $0) }),
        Step(name: "mac-typing", summary: "Editor (Mac): a letter typed in the first window (a newer record supersedes the older)",
             windows: [typed, list], appended: [(typed.id, "_NSWindow"), (typed.id, "Text View")]),
        Step(name: "mac-window-closed", summary: "Editor (Mac): the second window closed (its records stay in data.data, without a key)",
             windows: [typed], appended: [(appWindow, "_NSApplication"), (typed.id, "_NSWindow")]),
    ]

    public static func step(named name: String) -> Step? { steps.first { $0.name == name } }

    /// The folder AppKit leaves after `step`: windows.plist and the data.data of every save so
    /// far, exactly as written (superseded and keyless records included).
    public static func savedState(_ step: Step) -> SavedState {
        let index = steps.firstIndex { $0.name == step.name } ?? 0
        var data: [UInt8] = []
        for (number, earlier) in steps[0...index].enumerated() {
            for (windowID, object) in earlier.appended {
                let window = earlier.windows.first { $0.id == windowID }
                let record = RestorableRecord(name: object, chunks: chunks(object, window: window, windows: earlier.windows, save: number))
                data += WindowStateWriter.record(record, window: windowID, key: key(windowID))
            }
        }
        let plist = PropertyListValue.array([appEntry(step)] + step.windows.enumerated().map { entry($0.element, order: $0.offset) })
        return SavedState(files: [SavedFile(path: WindowKeys.windowsFile, bytes: BinaryPropertyListWriter.write(plist)),
                                  SavedFile(path: WindowKeys.dataFile, bytes: data)])
    }

    /// Each window's 16-byte AES key (AppKit makes random ones; fixed here so that steps agree).
    static func key(_ window: UInt32) -> [UInt8] {
        (0..<16).map { UInt8(truncatingIfNeeded: window &* 2_654_435_761 >> UInt32($0 % 4 * 8) &+ UInt32($0) &* 37) }
    }

    static func appEntry(_ step: Step) -> PropertyListValue {
        .dictionary([
            PropertyListEntry(WindowKeys.isGlobal, .bool(true)),
            PropertyListEntry(WindowKeys.windowID, .integer(Int128(appWindow))),
            PropertyListEntry(WindowKeys.dataKey, .data(key(appWindow))),
            PropertyListEntry("NSWindowZOrder", .array(step.windows.map { .integer(Int128($0.id)) })),
            PropertyListEntry("NSSystemVersion", .array([.string("15"), .string("1"), .string("0")])),
            PropertyListEntry("CFBundleVersion", .string("42")),
            PropertyListEntry("NSExecutableInode", .integer(48_213_977)),
        ])
    }

    static func entry(_ window: Window, order: Int) -> PropertyListValue {
        .dictionary([
            PropertyListEntry(WindowKeys.windowID, .integer(Int128(window.id))),
            PropertyListEntry(WindowKeys.dataKey, .data(key(window.id))),
            PropertyListEntry(WindowKeys.title, .string(window.title)),
            PropertyListEntry("NSWindowFrame", .string("\(120 + order * 40) \(300 - order * 40) 640 480 0 0 1512 944 ")),
            PropertyListEntry("NSWindowNumber", .integer(Int128(4200 + window.id))),
            PropertyListEntry("NSWindowLevel", .integer(0)),
            PropertyListEntry("NSUIID", .string("_NS:\(window.id)")),
        ])
    }

    /// One restorable object's record, as `encodeRestorableState(with:)` would fill it.
    static func chunks(_ object: String, window: Window?, windows: [Window], save: Int) -> [RecordChunk] {
        var coder = StateCoder()
        switch object {
        case "_NSApplication":
            coder.encode(.array(windows.map { .int(Int($0.id)) }), forKey: "NSWindowOrder")
            coder.encode(.bool(false), forKey: "NSFullScreen")
        case "_NSWindow":
            coder.encode(.string("{{120, 300}, {640, 480}}"), forKey: "NSFrame")
            coder.encode(.bool(false), forKey: "NSIsMiniaturized")
            coder.encode(.bool(save == 0), forKey: "NSIsKeyWindow")
        case "_NSWindowController":
            coder.encode(.string("DocumentWindow"), forKey: "NSWindowNibName")
        case "_NSDocument":
            coder.encode(.string(window?.title ?? ""), forKey: "NSDisplayName")
            coder.encode(.string("public.plain-text"), forKey: "NSFileType")
            coder.encode(.bool(window?.document == nil), forKey: "NSIsUntitled")
        default:
            coder.encode(.string(window?.text ?? ""), forKey: "NSString")
            coder.encode(.string("{\(window?.text.count ?? 0), 0}"), forKey: "NSSelectedRange")
            coder.encode(.point(x: 0, y: 0), forKey: "NSScrollPoint")
        }
        var chunks = [RecordChunk(tag: WindowKeys.archiveTag, bytes: KeyedArchiveWriter.write(coder.archive))]
        if object == "_NSDocument", let document = window?.document {
            // A security-scoped bookmark of the document: opaque bytes to uistate.
            chunks.append(RecordChunk(tag: "surl", bytes: Array("book".utf8) + Array(document.utf8)))
        }
        return chunks
    }
}

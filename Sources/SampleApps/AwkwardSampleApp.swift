import KeyedArchive
import StateRestoration
import PropertyList

/// A snapshot built to break naive tools: identifiers with `/`, `.`, `..`, `.git`, empty parts,
/// control characters and terminal escape sequences, Unicode and very long names, and values at the edges of the format
/// (4- and 8-byte reals, extreme integers, NaN payloads, large data, shared objects, a cycle).
public enum AwkwardSampleApp {
    public static let identifiers: [String] = [
        "with/slash", ".", "..", ".git", ".GIT", "", "tab\tand\nnewline", "control\u{1}\u{7f}", "émoji 😀 日本",
        String(repeating: "L", count: 300), ":[1]:", "%41", "@object", "@app", "-dash", "trailing.", "sp ace", "a:b[c]",
        "back\\slash", "quote\"s", markupIdentifier,
    ]

    /// Markup in an identifier and a value: a page shows them as these characters and runs
    /// nothing (`uistate view`).
    public static let markupIdentifier = "<img src=x onerror=\"document.title='pwned'\">"
    public static let markupValue = "</script><script>document.title='pwned'</script><b>bold</b>"

    /// Names that are terminal escape sequences (color, window title, hyperlink, clipboard):
    /// an identifier, a class, a key and a value; every output prints them escaped.
    public static let hostileIdentifier = "Evil\u{1b}[31m"
    public static let hostileClass = "Evil\u{1b}]0;PWNED\u{7}Controller"
    public static let hostileKey = "link\u{1b}]8;;https://example.com\u{7}"
    public static let hostileValue = "\u{1b}]52;c;cHduZWQ=\u{7}\u{9b}2J"

    public static func snapshot() throws(PreservationError) -> Snapshot {
        let hostile = ViewControllerModel(hostileClass, identifier: hostileIdentifier, state: [StateEntry(hostileKey, .string(hostileValue)), StateEntry("markup", .string(markupValue))])
        let base = try PreservationWalk.preserve(AppModel(
            windows: [ViewControllerModel(
                "AwkwardContainer", identifier: "Container", container: .indexed,
                children: identifiers.map { ViewControllerModel("Leaf", identifier: $0, state: [StateEntry("name", .string($0))]) } + [hostile])],
            delegateState: [StateEntry("MyAppVersion", .float(3.5)), StateEntry("$dollar", .string("escaped key"))],
            bundleVersion: "3.5", timestamp: 1e9))
        var objects = base.objects
        objects.append(PreservedObject(path: IdentifierPath("Values"), archive: valuesArchive()))
        return Snapshot(app: base.app, objects: objects, restorationInfo: base.restorationInfo)
    }

    static func valuesArchive() -> KeyedArchive {
        let shared = ArchiveObject(ArchiveClass("NSMutableArray", "NSArray", "NSObject"), [
            ArchiveField("NS.objects", .array([.stored(.string("shared")), .object(ArchiveObjectID(1))])),
        ])
        let cycle = ArchiveObject(ArchiveClass("Node", "NSObject"), [ArchiveField("next", .object(ArchiveObjectID(1)))])
        return KeyedArchive(top: [
            ArchiveField(UIKitKeys.className, .stored(.string("ValuesViewController"))),
            ArchiveField("float", .inline(.real32(11))),
            ArchiveField("double", .inline(.real64(11))),
            ArchiveField("tinyFloat", .inline(.real32(.leastNonzeroMagnitude))),
            ArchiveField("nanPayload", .inline(.real64(Double(bitPattern: 0x7FF8_0000_0000_0001)))),
            ArchiveField("negativeZero", .inline(.real64(-0.0))),
            ArchiveField("infinity", .inline(.real32(.infinity))),
            ArchiveField("int64Min", .inline(.integer(Int128(Int64.min)))),
            ArchiveField("uint64Max", .stored(.integer(Int128(UInt64.max)))),
            ArchiveField("unicode", .stored(.string("Zoë 😀 \u{301}e\u{2028}line"))),
            ArchiveField("largeData", .stored(.data((0..<65_536).map { UInt8(truncatingIfNeeded: $0 &* 31) }))),
            ArchiveField("sharedOnce", .object(ArchiveObjectID(0))),
            ArchiveField("sharedTwice", .object(ArchiveObjectID(0))),
            ArchiveField("cycle", .object(ArchiveObjectID(1))),
            ArchiveField("$$escaped", .stored(.string("a user key starting with $"))),
        ], objects: [shared, cycle])
    }
}

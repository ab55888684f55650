/// What the app's console said about state restoration during a launch.
///
/// Lines are picked by the words UIKit and AppKit use for it (restoration, preservation,
/// saved state, the restoring methods' names) or because they name one of the launched
/// snapshot's objects. Of their content, only what a public source describes is read
/// (docs/ios-guide.md#reading-uikits-log):
/// - "archive was saved with major version <m>, minor version <n>": UIKit read the archive and
///   says its format (a 2014 debug log, shagedorn/StateRestorationDemo);
/// - "Unable to read state restoration file": UIKit could not read it (UIKit's own string, for a
///   file the locked device's data protection keeps closed).
/// No public source describes a line per restored or skipped object, so none is made up: the
/// lines are shown as the app wrote them, and the snapshot's objects they name are listed.
public struct RestorationLog: Sendable, Equatable {
    public struct ArchiveVersion: Sendable, Equatable {
        public var major: Int
        public var minor: Int

        public init(major: Int, minor: Int) {
            self.major = major
            self.minor = minor
        }
    }

    /// The lines about restoration, in order, as written.
    public var lines: [String]
    /// Every line of the console.
    public var lineCount: Int
    public var archiveVersion: ArchiveVersion?
    /// UIKit said it could not read the archive.
    public var unreadable: Bool
    /// The launched snapshot's objects (identifier paths, window objects) the lines name.
    public var namedObjects: [String]

    static let words = [
        "restor", "preserv", "savedstate", "saved state", "saved application state", "uistaterestoration", "persistentui", "nsquitalwayskeepswindows",
        "applepersistence",
    ]

    /// `objects`: the names of the launched snapshot's objects, as `show` prints them.
    public init(console text: String, objects: [String]) {
        let all = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        // Names short enough to be ordinary words would pick up unrelated lines.
        let names = objects.filter { $0.contains("/") || $0.count >= 8 }
        var picked: [String] = [], named: [String] = []
        var version: ArchiveVersion? = nil
        var unreadable = false
        for line in all {
            let lower = line.lowercased()
            let naming = names.filter { Self.names(line, $0) }
            guard Self.words.contains(where: { lower.contains($0) }) || !naming.isEmpty else { continue }
            picked.append(line)
            for name in naming where !named.contains(name) { named.append(name) }
            if version == nil, let found = Self.archiveVersion(in: lower) { version = found }
            if lower.contains("unable to read state restoration file") { unreadable = true }
        }
        lines = picked
        lineCount = all.count
        archiveVersion = version
        self.unreadable = unreadable
        namedObjects = named
    }

    /// Whether `line` names the object `name` itself: not as the start of a longer path
    /// (`Nav` in `Nav/Detail`) or the end of a longer word.
    static func names(_ line: String, _ name: String) -> Bool {
        let text = Array(line.utf8), needle = Array(name.utf8)
        guard !needle.isEmpty, text.count >= needle.count else { return false }
        func joins(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "/") || byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
        }
        for start in 0...(text.count - needle.count) where text[start..<(start + needle.count)].elementsEqual(needle) {
            let end = start + needle.count
            if (start == 0 || !joins(text[start - 1])) && (end == text.count || !joins(text[end])) { return true }
        }
        return false
    }

    /// `... major version 2, minor version 1 ...`.
    static func archiveVersion(in line: String) -> ArchiveVersion? {
        guard let major = number(after: "major version ", in: line), let minor = number(after: "minor version ", in: line) else { return nil }
        return ArchiveVersion(major: major, minor: minor)
    }

    private static func number(after marker: String, in line: String) -> Int? {
        guard let range = line.firstRange(of: marker) else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyedArchive
import StateRestoration
import Platform

/// Commit messages of snapshots: a summary line, the changed objects, and trailers that make
/// plain `git log` informative (docs/repository.md). Names and values from the archive in
/// them are escaped (`PrintableText`): `git log` prints messages as they are.
///
///     Open the item
///
///     added    UINavigationController/BNRDetailViewController
///     changed  UINavigationController
///
///     App-Version: 11.0
///     Bundle-Version: 11.0
///     System-Version: 17.5
///     Idiom: phone
///     Objects: 4
public enum CommitMessage {
    public enum Trailer {
        public static let appVersion = "App-Version"
        public static let versionKey = "Version-Key"
        public static let bundleVersion = "Bundle-Version"
        public static let systemVersion = "System-Version"
        public static let idiom = "Idiom"
        public static let objects = "Objects"
        public static let sessions = "Sessions"
        public static let windows = "Windows"
    }

    static let listedChanges = 20

    /// `message`: the user's (`-m`), kept whole after git's cleanup (`cleaned`): its subject
    /// and body come first, then the changes and the trailers uistate writes; without one, the
    /// summary is the subject. `app` holds the classic archive's app-level values (its objects
    /// are not needed), nil for a scene-only state; `scenes` the sessions.
    static func compose(
        message: String?, summaryPrefix: String? = nil, app snapshot: Snapshot?, scenes: SavedState, objectCount: Int, changes: SnapshotChanges,
        isFirst: Bool, versionKey: String
    ) -> String {
        let windowCount = scenes.windows?.appWindows.count ?? 0
        let summary = (summaryPrefix ?? "") + summary(changes, isFirst: isFirst, objectCount: objectCount, sessionCount: scenes.sessions.count, windowCount: windowCount)
        var lines = [message.flatMap { cleaned([$0]) } ?? firstLine(summary), ""]
        let listed = changes.sessionsAdded.map { "added    session \($0)" } + changes.sessionsChanged.map { "changed  session \($0)" }
            + changes.sessionsRemoved.map { "removed  session \($0)" }
            + changes.windowsAdded.map { "opened   window \($0)" } + changes.windowsChanged.map { "changed  window \($0)" }
            + changes.windowsRemoved.map { "closed   window \($0)" }
            + changes.added.map { "added    \($0.displayPath)" } + changes.changed.map { "changed  \($0.displayPath)" }
            + changes.removed.map { "removed  \($0.displayPath)" }
        if !listed.isEmpty {
            lines += listed.prefix(listedChanges).map { PrintableText.escaped($0) }
            if listed.count > listedChanges { lines.append("... and \(listed.count - listedChanges) more") }
            lines.append("")
        }
        var trailers: [(String, String)] = []
        if let snapshot {
            if let version = AppVersion(snapshot, key: versionKey) { trailers.append((Trailer.appVersion, version.text)) }
            if versionKey != AppVersion.defaultKey { trailers.append((Trailer.versionKey, versionKey)) }
            if let bundle = snapshot.bundleVersion { trailers.append((Trailer.bundleVersion, bundle)) }
            if let system = snapshot.systemVersion { trailers.append((Trailer.systemVersion, system)) }
            if let idiom = snapshot.idiom { trailers.append((Trailer.idiom, Idiom.name(idiom))) }
        }
        if snapshot != nil || scenes.windows != nil { trailers.append((Trailer.objects, String(objectCount))) }
        if scenes.hasScenes { trailers.append((Trailer.sessions, String(scenes.sessions.count))) }
        if scenes.windows != nil { trailers.append((Trailer.windows, String(windowCount))) }
        lines += trailers.map { "\($0.0): \(PrintableText.escaped(firstLine($0.1)))" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "Snapshot of 4 objects"; "Changed BNRItemsViewController, added BNRDetailViewController".
    static func summary(_ changes: SnapshotChanges, isFirst: Bool, objectCount: Int, sessionCount: Int = 0, windowCount: Int = 0) -> String {
        if isFirst {
            var parts: [String] = []
            if windowCount > 0 { parts.append("\(windowCount) window\(windowCount == 1 ? "" : "s") (AppKit)") }
            if objectCount > 0 || (sessionCount == 0 && windowCount == 0) { parts.append("\(objectCount) object\(objectCount == 1 ? "" : "s")") }
            if sessionCount > 0 { parts.append("\(sessionCount) scene session\(sessionCount == 1 ? "" : "s")") }
            return "Snapshot of " + parts.joined(separator: " and ")
        }
        var parts: [String] = []
        func describe(_ verb: String, _ names: [String]) {
            guard !names.isEmpty else { return }
            parts.append("\(verb) " + names.prefix(2).joined(separator: ", ") + (names.count > 2 ? " and \(names.count - 2) more" : ""))
        }
        func describeSessions(_ verb: String, _ identifiers: [String]) {
            guard !identifiers.isEmpty else { return }
            parts.append("\(verb) session" + (identifiers.count == 1 ? " " + identifiers[0].prefix(8) : "s " + identifiers.prefix(2).map { String($0.prefix(8)) }.joined(separator: ", "))
                + (identifiers.count > 2 ? " and \(identifiers.count - 2) more" : ""))
        }
        // Windows and sessions that came or went first; then objects, whatever holds them.
        describe(changes.windowsAdded.count == 1 ? "opened window" : "opened windows", changes.windowsAdded)
        describe(changes.windowsRemoved.count == 1 ? "closed window" : "closed windows", changes.windowsRemoved)
        describeSessions("added", changes.sessionsAdded)
        describeSessions("removed", changes.sessionsRemoved)
        // The objects of a window that opened or closed are in its line already.
        let whole = Set(changes.windowsAdded + changes.windowsRemoved)
        func objects(_ locations: [ObjectLocation]) -> [String] {
            locations.filter { if case .window(let window, _) = $0 { !whole.contains(window) } else { true } }.map(\.shortName)
        }
        describe("added", objects(changes.added))
        describe("changed", objects(changes.changed))
        describe("removed", objects(changes.removed))
        describeSessions("changed", changes.sessionsChanged.filter { identifier in
            !(changes.added + changes.changed + changes.removed).contains { if case .session(identifier, _) = $0 { true } else { false } }
        })
        describe(changes.windowsChanged.count == 1 ? "changed window" : "changed windows", changes.windowsChanged)
        if parts.isEmpty && changes.filesChanged { parts.append("other files changed") }
        if parts.isEmpty { parts.append(changes.appChanged || changes.infoChanged ? "app-level values changed" : "no changes") }
        // Names come from the archive: escaped, so `git log` never prints a control character.
        let text = PrintableText.escaped(parts.joined(separator: "; "))
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    static func firstLine(_ text: String) -> String {
        // By bytes: a log of 100,000 messages reads each first line only.
        let end = text.utf8.firstIndex(of: 0x0A) ?? text.utf8.endIndex
        return String(Substring(text.utf8[..<end]).trimmed)
    }

    /// The first line of a message.
    public static func subject(_ message: String) -> String { firstLine(message) }

    /// `git commit -m`'s message from its `-m` values, as git makes it: the values joined as
    /// paragraphs (a blank line between), then git's default cleanup for a message not edited
    /// (`--cleanup=whitespace`, `git stripspace`): whitespace at the end of each line removed,
    /// runs of blank lines made one, blank lines at the start and the end removed. `#` lines
    /// are kept (git strips them only from a message edited in an editor). Nil when nothing is
    /// left: git then refuses ("Aborting commit due to empty commit message.").
    public static func cleaned(_ paragraphs: [String]) -> String? {
        // By bytes, with git's own idea of whitespace (space, tab, carriage return): a
        // non-breaking space stays, and "\r\n" is a line's end like "\n".
        var lines: [ArraySlice<UInt8>] = []
        for line in Array(paragraphs.joined(separator: "\n\n").utf8).split(separator: 0x0A, omittingEmptySubsequences: false) {
            var trimmed = line
            while let last = trimmed.last, last == 0x20 || last == 0x09 || last == 0x0D { trimmed.removeLast() }
            if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(trimmed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.isEmpty ? nil : String(decoding: Array(lines.joined(separator: [0x0A])), as: UTF8.self)
    }

    /// The message without its subject and trailers: the user's body and the changes uistate
    /// lists, blank lines at either end removed; empty when there is none. By bytes: a log
    /// asks this of every commit.
    public static func body(_ message: String) -> String {
        var message = message
        return message.withUTF8 { bytes -> String in
            var lines: [Range<Int>] = []
            var start = 0
            for index in 0..<bytes.count where bytes[index] == 0x0A {
                lines.append(start..<index)
                start = index + 1
            }
            lines.append(start..<bytes.count)
            lines.removeFirst()
            while lines.last?.isEmpty == true { lines.removeLast() }
            // The last paragraph when every line of it is a trailer, as `trailers` reads it.
            let paragraph = (lines.lastIndex { $0.isEmpty } ?? -1) + 1
            if paragraph < lines.count, lines[paragraph...].allSatisfy({ isTrailer(UnsafeBufferPointer(rebasing: bytes[$0])) }) {
                lines.removeSubrange(paragraph...)
            }
            while lines.last?.isEmpty == true { lines.removeLast() }
            while lines.first?.isEmpty == true { lines.removeFirst() }
            guard let first = lines.first, let last = lines.last else { return "" }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[first.lowerBound..<last.upperBound]), as: UTF8.self)
        }
    }

    /// A `Key: value` line (letters, digits or `-` before the colon), as a trailer is.
    static func isTrailer(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < line.count, isTrailerNameByte(line[index]) { index += 1 }
        return index > 0 && index < line.count && line[index] == 0x3A && (index + 1 == line.count || line[index + 1] == 0x20)
    }

    /// The `Key: value` lines of the message's last paragraph when every line of it is one
    /// (as uistate writes them, and as `git interpret-trailers` reads such a paragraph). By
    /// bytes, one pass: a log asks this of every commit.
    public static func trailers(_ message: String) -> [(key: String, value: String)] {
        var bytes = Array(message.utf8)
        while bytes.last == 0x0A || bytes.last == 0x20 { bytes.removeLast() }
        var start = bytes.count
        while start > 0, !(bytes[start - 1] == 0x0A && start >= 2 && bytes[start - 2] == 0x0A) { start -= 1 }
        // The subject alone is never a trailer block.
        guard start > 0 else { return [] }
        var trailers: [(key: String, value: String)] = []
        var lineStart = start
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: 0x0A) ?? bytes.count
            var index = lineStart
            while index < lineEnd, Self.isTrailerNameByte(bytes[index]) { index += 1 }
            guard index > lineStart, index < lineEnd, bytes[index] == 0x3A, index + 1 == lineEnd || bytes[index + 1] == 0x20 else { return [] }
            var valueStart = index + 1, valueEnd = lineEnd
            while valueStart < valueEnd, bytes[valueStart] == 0x20 || bytes[valueStart] == 0x09 { valueStart += 1 }
            while valueEnd > valueStart, bytes[valueEnd - 1] == 0x20 || bytes[valueEnd - 1] == 0x09 || bytes[valueEnd - 1] == 0x0D { valueEnd -= 1 }
            trailers.append((String(decoding: bytes[lineStart..<index], as: UTF8.self), String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)))
            lineStart = lineEnd + 1
        }
        return trailers
    }

    private static func isTrailerNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D
    }
}

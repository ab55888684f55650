import Foundation
import KeyedArchive
import StateRestoration

/// Commit messages of snapshots: a summary line, the changed objects, and trailers that make
/// plain `git log` informative (docs/repository.md):
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
    }

    static let listedChanges = 20

    /// `app` holds the app-level values (its objects are not needed).
    static func compose(subject: String?, app snapshot: Snapshot, objectCount: Int, changes: SnapshotChanges, isFirst: Bool, versionKey: String) -> String {
        var lines = [subject.map(firstLine) ?? summary(changes, isFirst: isFirst, objectCount: objectCount), ""]
        let listed = changes.added.map { "added    \($0)" } + changes.changed.map { "changed  \($0)" } + changes.removed.map { "removed  \($0)" }
        if !listed.isEmpty {
            lines += listed.prefix(listedChanges).map { $0.replacingOccurrences(of: "\n", with: "\\n") }
            if listed.count > listedChanges { lines.append("... and \(listed.count - listedChanges) more") }
            lines.append("")
        }
        var trailers: [(String, String)] = []
        if let version = AppVersion(snapshot, key: versionKey) { trailers.append((Trailer.appVersion, version.text)) }
        if versionKey != AppVersion.defaultKey { trailers.append((Trailer.versionKey, versionKey)) }
        if let bundle = snapshot.bundleVersion { trailers.append((Trailer.bundleVersion, bundle)) }
        if let system = snapshot.systemVersion { trailers.append((Trailer.systemVersion, system)) }
        if let idiom = snapshot.idiom { trailers.append((Trailer.idiom, Idiom.name(idiom))) }
        trailers.append((Trailer.objects, String(objectCount)))
        lines += trailers.map { "\($0.0): \(firstLine($0.1))" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "Snapshot of 4 objects"; "Changed BNRItemsViewController, added BNRDetailViewController".
    static func summary(_ changes: SnapshotChanges, isFirst: Bool, objectCount: Int) -> String {
        if isFirst { return "Snapshot of \(objectCount) object\(objectCount == 1 ? "" : "s")" }
        var parts: [String] = []
        func describe(_ verb: String, _ paths: [IdentifierPath]) {
            guard !paths.isEmpty else { return }
            let names = paths.prefix(2).map { $0.identifier.isEmpty ? $0.rawValue : $0.identifier }
            parts.append("\(verb) " + names.joined(separator: ", ") + (paths.count > 2 ? " and \(paths.count - 2) more" : ""))
        }
        describe("added", changes.added)
        describe("changed", changes.changed)
        describe("removed", changes.removed)
        if parts.isEmpty { parts.append(changes.appChanged || changes.infoChanged ? "app-level values changed" : "no changes") }
        let text = parts.joined(separator: "; ")
        return firstLine(text.prefix(1).uppercased() + text.dropFirst())
    }

    static func firstLine(_ text: String) -> String {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return line.trimmingCharacters(in: .whitespaces)
    }

    /// The first line of a message.
    public static func subject(_ message: String) -> String { firstLine(message) }
}

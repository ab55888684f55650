import Foundation
import KeyedArchive
import PropertyList

/// Reads a `<bundle id>.savedState` folder (or a bare `data.data`) into a `Snapshot`.
///
/// Everything is parsed and validated before anything is returned, so callers that write
/// (commit) never start on bad input.
public enum SavedStateReader {
    public struct Result: Sendable {
        public var snapshot: Snapshot
        /// Oddities that lost nothing, e.g. an unusual `$archiver` in an object's archive.
        public var warnings: [String]
    }

    /// The archive file of a savedState folder, or the file itself.
    public static func archiveURL(for url: URL) -> URL {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return url.appendingPathComponent(UIKitKeys.archiveFileName)
        }
        return url
    }

    public static func read(at url: URL) throws(SavedStateError) -> Result {
        let archiveURL = archiveURL(for: url)
        let archiveBytes = try contents(of: archiveURL, required: true)!
        let infoURL = archiveURL.deletingLastPathComponent().appendingPathComponent(UIKitKeys.restorationInfoFileName)
        let infoBytes = archiveURL == url ? nil : try contents(of: infoURL, required: false)
        return try snapshot(archive: archiveBytes, restorationInfo: infoBytes, path: archiveURL.path)
    }

    static func contents(of url: URL, required: Bool) throws(SavedStateError) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: url.path) else {
            if required { throw .notFound(path: url.path) }
            return nil
        }
        do {
            return [UInt8](try Data(contentsOf: url))
        } catch {
            throw .unreadable(path: url.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Builds a snapshot from the bytes of `data.data` and, if present, `restorationInfo.plist`.
    public static func snapshot(archive bytes: [UInt8], restorationInfo: [UInt8]?, path: String) throws(SavedStateError) -> Result {
        try scan(archive: bytes, restorationInfo: restorationInfo, path: path).snapshot()
    }

    /// Reads a savedState one level deep (see `SavedStateScan`).
    public static func scan(at url: URL) throws(SavedStateError) -> SavedStateScan {
        let archiveURL = archiveURL(for: url)
        let archiveBytes = try contents(of: archiveURL, required: true)!
        let infoURL = archiveURL.deletingLastPathComponent().appendingPathComponent(UIKitKeys.restorationInfoFileName)
        let infoBytes = archiveURL == url ? nil : try contents(of: infoURL, required: false)
        return try scan(archive: archiveBytes, restorationInfo: infoBytes, path: archiveURL.path)
    }

    public static func scan(archive bytes: [UInt8], restorationInfo: [UInt8]?, path: String) throws(SavedStateError) -> SavedStateScan {
        let root: KeyedArchive
        var warnings: [String] = []
        do {
            let result = try KeyedArchiveReader.read(bytes)
            root = result.archive
            warnings += result.warnings.map { "data.data: \($0)" }
        } catch {
            throw .malformedArchive(path: path, reason: error.description)
        }
        guard root.top(UIKitKeys.majorVersion) != nil else {
            throw .notUIKitArchive(path: path, reason: "it has no \(UIKitKeys.majorVersion)")
        }
        var info: PropertyListValue? = nil
        if let restorationInfo {
            do {
                info = try PropertyListReader.read(restorationInfo)
            } catch {
                throw .malformedRestorationInfo(path: path, reason: error.description)
            }
        }
        let declared = Set(declaredPaths(root))
        var appFields: [ArchiveField] = []
        var candidates: [SavedStateScan.Candidate] = []
        for field in root.top {
            guard !UIKitKeys.rootKeys.contains(field.key), let data = dataBytes(field.value), BinaryPropertyListReader.hasMagic(data) else {
                appFields.append(field)
                continue
            }
            candidates.append(SavedStateScan.Candidate(path: IdentifierPath(field.key), bytes: data, field: field, declared: declared.contains(field.key)))
        }
        return SavedStateScan(root: root, appFields: appFields, candidates: candidates, restorationInfo: info, warnings: warnings, path: path)
    }

    static func dataBytes(_ value: ArchiveValue) -> [UInt8]? {
        switch value {
        case .stored(.data(let bytes)), .inline(.data(let bytes)): bytes
        default: nil
        }
    }

    /// Paths UIKit names as preserved objects: the roots and the restoration class map keys.
    static func declaredPaths(_ root: KeyedArchive) -> [String] {
        let partial = Snapshot(app: root, objects: [])
        return partial.rootIdentifiers.map(\.rawValue) + partial.restorationClasses.map(\.path.rawValue)
    }
}

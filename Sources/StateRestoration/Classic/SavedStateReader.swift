#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyedArchive
import Platform
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
        if FileSystem.isDirectory(url.path) {
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
        guard FileSystem.exists(url.path) else {
            if required { throw .notFound(path: url.path) }
            return nil
        }
        do {
            return try FileSystem.read(url.path)
        } catch {
            throw .reading(url.path, error)
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
        let (root, warnings) = try outerArchive(bytes, path: path)
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

    /// The app-level archive alone (the root without the objects' nested archives): what the
    /// version checks need, without classifying or decoding any object.
    public static func appArchive(at url: URL) throws(SavedStateError) -> KeyedArchive {
        let archiveURL = archiveURL(for: url)
        let root = try outerArchive(try contents(of: archiveURL, required: true)!, path: archiveURL.path).archive
        let top = root.top.filter { field in
            guard !UIKitKeys.rootKeys.contains(field.key), let data = dataBytes(field.value) else { return true }
            return !BinaryPropertyListReader.hasMagic(data)
        }
        return KeyedArchive(archiver: root.archiver, version: root.version, top: top, objects: root.objects)
    }

    /// The outer keyed archive of `data.data`, checked to be UIKit's.
    static func outerArchive(_ bytes: [UInt8], path: String) throws(SavedStateError) -> (archive: KeyedArchive, warnings: [String]) {
        // AppKit's data.data given alone: its keys are in windows.plist beside it.
        if WindowStateReader.isRecordFile(bytes) { throw .malformedArchive(path: path, reason: WindowKeys.keysMissing) }
        let result: KeyedArchiveReader.Result
        do {
            result = try KeyedArchiveReader.read(bytes)
        } catch {
            throw .malformedArchive(path: path, reason: error.description)
        }
        guard result.archive.top(UIKitKeys.majorVersion) != nil else {
            throw .notUIKitArchive(path: path, reason: "it has no \(UIKitKeys.majorVersion)")
        }
        return (result.archive, result.warnings.map { "data.data: \($0)" })
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
        var paths = partial.rootIdentifiers.map(\.rawValue)
        if case .dictionary(let classes)? = partial.appValue(UIKitKeys.restorationClassMap) {
            for entry in classes { if case .string(let path) = entry.key { paths.append(path) } }
        }
        return paths
    }
}

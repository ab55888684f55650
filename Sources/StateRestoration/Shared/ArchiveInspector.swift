#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import KeyedArchive
import Platform
import PropertyList

/// What a file turned out to be, for `uistate inspect`: a UIKit preservation archive (or a
/// savedState folder holding only one), a savedState folder with scene sessions or other
/// files, another keyed archive, or a plain property list.
public enum Inspection: Sendable {
    case uikit(Snapshot, raw: KeyedArchive, warnings: [String])
    case savedState(SavedState, warnings: [String])
    case keyedArchive(KeyedArchive, warnings: [String])
    case propertyList(PropertyListValue, format: PropertyListReader.Format)
    /// AppKit's `window_<n>.data`: a window's picture, compressed and encrypted.
    case windowPicture(window: String, size: Int)
}

/// AppKit's window pictures (`window_<n>.data` beside windows.plist): compressed and
/// encrypted, with no public description of their key, so kept byte for byte and never
/// counted among a window's keys.
public enum WindowPicture {
    /// `<n>` of `window_<n>.data`, nil for any other name.
    public static func window(named name: String) -> String? {
        guard name.hasPrefix("window_"), name.hasSuffix(".data") else { return nil }
        let number = name.dropFirst("window_".count).dropLast(".data".count)
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(number)
    }
}

public enum ArchiveInspector {
    public static func inspect(_ given: URL) throws(SavedStateError) -> Inspection {
        guard FileSystem.exists(given.path) else { throw .notFound(path: given.path) }
        let url = SavedStateFolderReader.following(given)
        if FileSystem.isDirectory(url.path) {
            let scan = try SavedStateFolderReader.scan(at: url)
            if scan.rest.hasScenes || !scan.rest.files.isEmpty || scan.rest.windows != nil || scan.classic == nil {
                let (state, warnings) = try scan.savedState()
                return .savedState(state, warnings: warnings)
            }
        }
        let archiveURL = SavedStateReader.archiveURL(for: url)
        let bytes = try SavedStateReader.contents(of: archiveURL, required: true)!
        if WindowStateReader.isRecordFile(bytes) {
            // AppKit's data.data: its keys are in windows.plist beside it.
            let windowsURL = archiveURL.deletingLastPathComponent().appendingPathComponent(WindowKeys.windowsFile)
            guard let windows = try SavedStateReader.contents(of: windowsURL, required: false) else {
                throw .malformedArchive(path: archiveURL.path, reason: WindowKeys.keysMissing)
            }
            return .savedState(SavedState(windows: try WindowStateReader.read(windows: windows, data: bytes, windowsPath: windowsURL.path, dataPath: archiveURL.path)), warnings: [])
        }
        if let window = WindowPicture.window(named: archiveURL.lastPathComponent), PropertyListReader.format(of: bytes) == nil {
            return .windowPicture(window: window, size: bytes.count)
        }
        let plist: PropertyListValue
        do {
            plist = try PropertyListReader.read(bytes)
        } catch {
            throw .malformedArchive(path: archiveURL.path, reason: error.description)
        }
        guard case .dictionary = plist, plist["$objects"] != nil || plist["$top"] != nil || plist["$archiver"] != nil else {
            return .propertyList(plist, format: PropertyListReader.format(of: bytes) ?? .binary)
        }
        let result: KeyedArchiveReader.Result
        do {
            result = try KeyedArchiveReader.read(plist)
        } catch {
            throw .malformedArchive(path: archiveURL.path, reason: error.description)
        }
        guard result.archive.top(UIKitKeys.majorVersion) != nil else {
            return .keyedArchive(result.archive, warnings: result.warnings.map(\.message))
        }
        let folderURL = archiveURL.deletingLastPathComponent()
        let info = archiveURL == url ? nil : try SavedStateReader.contents(of: folderURL.appendingPathComponent(UIKitKeys.restorationInfoFileName), required: false)
        let snapshot = try SavedStateReader.snapshot(archive: bytes, restorationInfo: info, path: archiveURL.path)
        return .uikit(snapshot.snapshot, raw: result.archive, warnings: snapshot.warnings)
    }
}

import KeyedArchive
import PropertyList

/// A savedState read one level deep: the root archive is parsed and validated, each preserved
/// object's nested archive is kept as raw bytes until asked for. Lets a caller that already
/// knows an object's bytes (a commit whose cache says they are unchanged) skip parsing it.
public struct SavedStateScan: Sendable {
    /// A root entry holding a nested binary plist under a key that is not UIKit's own: an
    /// object, if the bytes are a keyed archive.
    public struct Candidate: Sendable {
        public var path: IdentifierPath
        public var bytes: [UInt8]
        var field: ArchiveField
        /// Listed by UIKit itself (roots, restoration class map): it must be a valid archive.
        public var declared: Bool
    }

    public let root: KeyedArchive
    let appFields: [ArchiveField]
    public let candidates: [Candidate]
    public let restorationInfo: PropertyListValue?
    public let warnings: [String]
    /// The archive file, for messages.
    public let path: String

    /// Parses a candidate: its archive and warnings, or nil when it is app-level data that only
    /// looks like an archive. A malformed archive UIKit lists as an object is an error.
    public func parse(_ candidate: Candidate) throws(SavedStateError) -> KeyedArchiveReader.Result? {
        do {
            return try KeyedArchiveReader.read(candidate.bytes)
        } catch {
            if candidate.declared { throw .malformedObject(path: path, object: candidate.path, reason: error.description) }
            return nil
        }
    }

    /// The app-level archive: the root without its objects (plus candidates that were not).
    public func appArchive(notObjects: [Candidate] = []) -> KeyedArchive {
        KeyedArchive(archiver: root.archiver, version: root.version, top: appFields + notObjects.map(\.field), objects: root.objects)
    }

    /// Everything parsed.
    public func snapshot() throws(SavedStateError) -> SavedStateReader.Result {
        var objects: [PreservedObject] = []
        var notObjects: [Candidate] = []
        var warnings = self.warnings
        for candidate in candidates {
            guard let result = try parse(candidate) else {
                notObjects.append(candidate)
                continue
            }
            objects.append(PreservedObject(path: candidate.path, archive: result.archive))
            warnings += result.warnings.map { "object '\(candidate.path)': \($0)" }
        }
        let snapshot = Snapshot(app: appArchive(notObjects: notObjects), objects: objects, restorationInfo: restorationInfo)
        return SavedStateReader.Result(snapshot: snapshot, warnings: warnings)
    }
}

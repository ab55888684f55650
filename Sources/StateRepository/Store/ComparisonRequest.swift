#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Git

/// The two sides `diff` compares, resolved from its arguments as git reads them.
public struct ComparisonRequest: Sendable {
    /// A revision as typed, and the snapshot it names.
    public struct Revision: Sendable {
        public var spec: String
        public var id: ObjectID

        public init(spec: String, id: ObjectID) {
            self.spec = spec
            self.id = id
        }
    }

    public enum Newer: Sendable {
        case revision(Revision)
        case savedState(URL)
    }

    public var old: Revision
    public var new: Newer
    /// No working archive was given or configured, so the one revision named is compared
    /// with HEAD instead.
    public var fellBackToHead: Bool

    public var newState: ComparedState {
        switch new {
        case .revision(let revision): .commit(revision.id)
        case .savedState(let url): .savedState(url)
        }
    }
}

extension SnapshotStore {
    /// What `diff` compares:
    /// - no revision: the working archive against HEAD;
    /// - one: the working archive against it; with no working archive, it against HEAD;
    /// - `a..b` (an empty side is HEAD) or two revisions: `a` against `b`.
    /// `archive` replaces the configured working archive.
    public func comparison(of revisions: [String], archive: URL? = nil) throws(RepositoryError) -> ComparisonRequest {
        let specs = Self.revisionSpecs(revisions)
        var working = archive
        if working == nil && specs.count < 2 { working = try workingArchive() }
        switch (specs.count, working) {
        case (0, nil):
            throw .noWorkingArchive
        case (0, let url?), (1, let url?):
            let spec = specs.first ?? "HEAD"
            return ComparisonRequest(old: try revision(spec), new: .savedState(url), fellBackToHead: false)
        case (1, nil):
            return ComparisonRequest(old: try revision(specs[0]), new: .revision(try revision("HEAD")), fellBackToHead: true)
        default:
            return ComparisonRequest(old: try revision(specs[0]), new: .revision(try revision(specs[1])), fellBackToHead: false)
        }
    }

    /// Revisions as typed, with one `a..b` split in two (an empty side is HEAD).
    public static func revisionSpecs(_ revisions: [String]) -> [String] {
        guard revisions.count == 1, let range = revisions[0].firstRange(of: "..") else { return revisions }
        return [String(revisions[0][..<range.lowerBound]), String(revisions[0][range.upperBound...])].map { $0.isEmpty ? "HEAD" : $0 }
    }

    private func revision(_ spec: String) throws(RepositoryError) -> ComparisonRequest.Revision {
        ComparisonRequest.Revision(spec: spec, id: try resolve(spec))
    }
}

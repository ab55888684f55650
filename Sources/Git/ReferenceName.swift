/// Full reference names and the short forms people read and type.
public enum ReferenceName {
    static let branchPrefix = "refs/heads/"

    /// `refs/heads/main` -> `main`; a name outside `refs/heads/` is returned unchanged.
    public static func branch(_ reference: String) -> String {
        reference.hasPrefix(branchPrefix) ? String(reference.dropFirst(branchPrefix.count)) : reference
    }
}

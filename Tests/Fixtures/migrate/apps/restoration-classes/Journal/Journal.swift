/// The journal's entries.
enum Journal {
    static let entries = ["Monday: rain", "Tuesday: the lake", "Wednesday: a letter"]
}

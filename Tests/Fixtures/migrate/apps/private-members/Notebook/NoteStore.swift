/// The notes.
final class NoteStore {
    static let shared = NoteStore()
    var notes = ["Groceries", "Ideas", "Books to read"]
}

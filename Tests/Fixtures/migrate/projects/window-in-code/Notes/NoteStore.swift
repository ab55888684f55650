import Foundation

struct Note {
    var identifier: String
    var text: String
}

/// The notes, kept on disk.
final class NoteStore {
    private(set) var notes: [Note] = []

    func load() {
        notes = [Note(identifier: "n1", text: "Buy bread")]
    }

    func save() {}

    func note(_ identifier: String) -> Note? {
        notes.first { $0.identifier == identifier }
    }
}

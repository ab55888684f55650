import UIKit

/// The notes; a row pushes the note.
class NotesViewController: UITableViewController {
    let store: NoteStore

    init(store: NoteStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = "Notes"
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { store.notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Note")
        cell.textLabel?.text = store.notes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(NoteViewController(index: indexPath.row), animated: true)
    }
}

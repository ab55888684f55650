import UIKit

/// One book and the reader's note on it.
class BookViewController: UIViewController {
    var bookTitle = ""
    var note = ""
    private var noteField: UITextField!

    override func loadView() {
        let root = UIView(frame: .zero)
        noteField = UITextField()
        noteField.placeholder = "Note"
        noteField.addAction(UIAction { [unowned self] _ in note = noteField.text ?? "" }, for: .editingChanged)
        root.addSubview(noteField)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = bookTitle
        noteField.text = note
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(bookTitle, forKey: "bookTitle")
        coder.encode(note, forKey: "note")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        bookTitle = coder.decodeObject(forKey: "bookTitle") as? String ?? ""
        note = coder.decodeObject(forKey: "note") as? String ?? ""
        title = bookTitle
        if isViewLoaded { noteField.text = note }
    }
}

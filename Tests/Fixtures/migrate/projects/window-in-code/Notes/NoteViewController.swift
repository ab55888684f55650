import UIKit

final class NoteViewController: UIViewController, UIViewControllerRestoration {
    var note: Note
    var draft = ""

    init(note: Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "Note"
        restorationClass = NoteViewController.self
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The note comes back from its identifier, decoded here before the controller exists.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        guard let identifier = coder.decodeObject(forKey: "NoteID") as? String,
              let note = (UIApplication.shared.delegate as? AppDelegate)?.store.note(identifier) else { return nil }
        return NoteViewController(note: note)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(note.identifier, forKey: "NoteID")
        coder.encode(draft, forKey: "Draft")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        draft = coder.decodeObject(forKey: "Draft") as? String ?? ""
    }
}

import UIKit

final class NoteViewController: UIViewController {
    var text = ""

    init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "Note"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(text, forKey: "EditedText")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        text = coder.decodeObject(forKey: "EditedText") as? String ?? ""
    }
}

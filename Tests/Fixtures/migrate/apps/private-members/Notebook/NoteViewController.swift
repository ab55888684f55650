import UIKit

/// One note, made again by its restoration class.
class NoteViewController: UIViewController, UIViewControllerRestoration {
    let index: Int
    private let body = UITextView()

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "Note"
        restorationClass = NoteViewController.self
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        NoteViewController(index: coder.decodeInteger(forKey: "index"))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NoteStore.shared.notes[index]
        body.accessibilityIdentifier = "Body"
        view.addSubview(body)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(index, forKey: "index")
        coder.encode(body.text, forKey: "draft")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        body.text = coder.decodeObject(forKey: "draft") as? String ?? ""
    }
}

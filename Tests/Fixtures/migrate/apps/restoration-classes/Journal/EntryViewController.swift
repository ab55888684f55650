import UIKit

/// One entry, made again by its restoration class from the index it saved.
class EntryViewController: UIViewController, UIViewControllerRestoration {
    let index: Int
    private let comment = UITextField()

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "Entry"
        restorationClass = EntryViewController.self
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        let index = coder.decodeInteger(forKey: "index")
        guard index < Journal.entries.count else { return nil }
        return EntryViewController(index: index)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = Journal.entries[index]
        comment.placeholder = "Comment"
        view.addSubview(comment)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(index, forKey: "index")
        coder.encode(comment.text, forKey: "comment")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        comment.text = coder.decodeObject(forKey: "comment") as? String
    }
}

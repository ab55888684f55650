import UIKit

/// The shopping list, presented over the recipes.
class ShoppingViewController: UIViewController {
    private let note = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shopping"
        note.placeholder = "Item"
        view.addSubview(note)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Done", primaryAction: UIAction { [unowned self] _ in
            dismiss(animated: true)
        })
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(note.text, forKey: "item")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        note.text = coder.decodeObject(forKey: "item") as? String
    }
}

/// The shopping list's navigation controller: it overrides decode alone (Eventual's
/// FlowNavigationController), which UIKit calls all the same, with an empty archive.
class ShoppingNavigationController: UINavigationController {
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        topViewController?.title = "Shopping, again"
    }
}

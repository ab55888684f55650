import UIKit

/// A custom container: it must encode its children, UIKit does not.
final class PagesContainer: UIViewController {
    private let list = NoteListViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(list)
        view.addSubview(list.view)
        list.didMove(toParent: self)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(list, forKey: "list")
    }
}

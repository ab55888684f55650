import UIKit

final class NoteListViewController: UITableViewController, UIViewControllerRestoration {
    let store: NoteStore

    init(store: NoteStore) {
        self.store = store
        super.init(style: .plain)
        restorationIdentifier = "NoteList"
        restorationClass = NoteListViewController.self
    }

    required init?(coder: NSCoder) {
        return nil
    }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        guard let delegate = UIApplication.shared.delegate as? AppDelegate else { return nil }
        return NoteListViewController(store: delegate.store)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(tableView.contentOffset, forKey: "Offset")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        tableView.contentOffset = coder.decodeCGPoint(forKey: "Offset")
    }
}

import UIKit

final class NoteListViewController: UITableViewController, UIViewControllerRestoration {
    init() {
        super.init(style: .plain)
        restorationIdentifier = "NoteList"
        restorationClass = NoteListViewController.self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        NoteListViewController()
    }
}

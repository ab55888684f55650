import UIKit

/// The entries; a row pushes its entry.
class EntriesViewController: UITableViewController, UIViewControllerRestoration {
    init() {
        super.init(style: .plain)
        restorationIdentifier = "Entries"
        restorationClass = EntriesViewController.self
        title = "Journal"
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        EntriesViewController()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Journal.entries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Entry")
        cell.textLabel?.text = Journal.entries[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(EntryViewController(index: indexPath.row), animated: true)
    }
}

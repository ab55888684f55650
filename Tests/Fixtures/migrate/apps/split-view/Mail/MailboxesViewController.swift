import UIKit

/// The messages of the inbox; a row shows one in the detail column.
class MailboxesViewController: UITableViewController {
    let messages = ["Lunch on Friday?", "Your invoice", "Photos from the trip"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Message")
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = (splitViewController?.viewControllers.last as? UINavigationController)?.topViewController as? MessageViewController
        detail?.subject = messages[indexPath.row]
    }
}

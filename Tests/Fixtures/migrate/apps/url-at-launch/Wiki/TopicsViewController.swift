import UIKit

/// The topics of the wiki.
class TopicsViewController: UITableViewController {
    let topics = ["Lighthouses", "Tides", "Whales"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { topics.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Topic")
        cell.textLabel?.text = topics[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(PageViewController(topic: topics[indexPath.row]), animated: true)
    }
}

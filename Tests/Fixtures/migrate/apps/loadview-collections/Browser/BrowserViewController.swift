import UIKit

/// A browser's tab list. The view's set-up starts the list with the start page; restoration adds
/// the tabs the user had opened to it.
class BrowserViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var tabs: [String] = []
    var opened = 0
    private var table: UITableView!

    override func loadView() {
        tabs = ["Start page"]
        table = UITableView(frame: .zero, style: .plain)
        table.dataSource = self
        table.delegate = self
        let newTab = UIButton()
        newTab.setTitle("New Tab", for: .normal)
        newTab.addAction(UIAction { [unowned self] _ in openTab() }, for: .touchUpInside)
        let root = UIView(frame: .zero)
        root.addSubview(newTab)
        root.addSubview(table)
        view = root
    }

    func openTab() {
        opened += 1
        tabs.append("Tab \(opened)")
        table.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tabs.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Tab")
        cell.textLabel?.text = tabs[indexPath.row]
        return cell
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(Array(tabs.dropFirst()), forKey: "openTabs")
        coder.encode(opened, forKey: "opened")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        for tab in coder.decodeObject(forKey: "openTabs") as? [String] ?? [] { tabs.append(tab) }
        opened = coder.decodeInteger(forKey: "opened")
    }
}

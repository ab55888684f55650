import UIKit

class TimersViewController: UITableViewController {
    var sortsByName = false

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(sortsByName, forKey: "SortsByName")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        sortsByName = coder.decodeBool(forKey: "SortsByName")
    }
}

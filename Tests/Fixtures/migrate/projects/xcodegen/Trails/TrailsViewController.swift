import UIKit

class TrailsViewController: UITableViewController {
    var region = "all"

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(region, forKey: "Region")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        region = coder.decodeObject(forKey: "Region") as? String ?? "all"
    }
}

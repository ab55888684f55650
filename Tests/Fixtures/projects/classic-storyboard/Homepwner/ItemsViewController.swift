import UIKit

/// The item list: "{ braces in comments }" and strings never count.
class ItemsViewController: UITableViewController {
    let note = "a } in a string, \(1 + (2 * 3)) and \"quotes\""

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationItem.title = "Homepwner"
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(isEditing, forKey: "TableViewIsEditing")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        isEditing = coder.decodeBool(forKey: "TableViewIsEditing")
    }
}

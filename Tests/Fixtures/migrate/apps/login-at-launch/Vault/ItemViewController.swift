import UIKit

/// One item of the vault.
class ItemViewController: UIViewController {
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(name, forKey: "name")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        name = coder.decodeObject(forKey: "name") as? String ?? ""
        title = name
    }
}

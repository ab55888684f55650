import UIKit

class SettingsViewController: UIViewController {
    var showsCovers = true

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(showsCovers, forKey: "ShowsCovers")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        showsCovers = coder.decodeBool(forKey: "ShowsCovers")
    }
}

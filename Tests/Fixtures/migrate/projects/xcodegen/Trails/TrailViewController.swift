import UIKit

class TrailViewController: UIViewController {
    var trailID = ""

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(trailID, forKey: "TrailID")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        trailID = coder.decodeObject(forKey: "TrailID") as? String ?? ""
    }
}

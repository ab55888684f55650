import UIKit

class PhotosViewController: UIViewController {
    var album = "Recents"

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(album, forKey: "Album")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        album = coder.decodeObject(forKey: "Album") as? String ?? "Recents"
    }
}

import UIKit

class BookViewController: UIViewController {
    var bookID: String?
    var page = 0

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(bookID, forKey: "BookID")
        coder.encode(Int32(page), forKey: "Page")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        bookID = coder.decodeObject(forKey: "BookID") as? String
        page = Int(coder.decodeInt32(forKey: "Page"))
    }
}

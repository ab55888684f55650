import UIKit

class BooksViewController: UITableViewController {
    var filter = ""
    var lastOpened: Book?

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(filter, forKey: "Filter")
        coder.encode(isEditing, forKey: "Editing")
        coder.encode(lastOpened, forKey: "LastOpened")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        filter = coder.decodeObject(forKey: "Filter") as? String ?? ""
        isEditing = coder.decodeBool(forKey: "Editing")
        lastOpened = coder.decodeObject(of: Book.self, forKey: "LastOpened")
    }
}

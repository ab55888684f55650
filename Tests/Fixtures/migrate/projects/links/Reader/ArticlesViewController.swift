import UIKit

class ArticlesViewController: UITableViewController {
    var section = 0

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(section, forKey: "Section")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        section = coder.decodeInteger(forKey: "Section")
    }

    /// Shares the article on screen from the app's one window.
    func shareCurrent() {
        let window = UIApplication.shared.keyWindow
        let root = (UIApplication.shared.delegate as? AppDelegate)?.window?.rootViewController
        print(window as Any, root as Any)
    }
}

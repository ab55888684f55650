import UIKit

class ArticleViewController: UIViewController {
    var articleURL: URL?

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(articleURL?.absoluteString, forKey: "ArticleURL")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        articleURL = (coder.decodeObject(forKey: "ArticleURL") as? String).flatMap { URL(string: $0) }
    }
}

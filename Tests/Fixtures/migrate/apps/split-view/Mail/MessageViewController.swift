import UIKit

/// The message shown in the detail column, and the reply being written.
class MessageViewController: UIViewController {
    var subject = "No message" {
        didSet { if isViewLoaded { show() } }
    }
    private let subjectLabel = UILabel()
    private let reply = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        reply.placeholder = "Reply"
        view.addSubview(subjectLabel)
        view.addSubview(reply)
        show()
    }

    func show() {
        subjectLabel.text = subject
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(subject, forKey: "subject")
        coder.encode(reply.text, forKey: "reply")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        subject = coder.decodeObject(forKey: "subject") as? String ?? "No message"
        reply.text = coder.decodeObject(forKey: "reply") as? String
    }
}

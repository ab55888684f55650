import UIKit

/// A topic's page, made again by its restoration class from the topic it saved.
class PageViewController: UIViewController, UIViewControllerRestoration {
    let topic: String
    private let note = UITextField()

    init(topic: String) {
        self.topic = topic
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "Page"
        restorationClass = PageViewController.self
    }

    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        (coder.decodeObject(forKey: "topic") as? String).map(PageViewController.init(topic:))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = topic
        note.placeholder = "Note"
        view.addSubview(note)
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(topic, forKey: "topic")
        coder.encode(note.text, forKey: "note")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        note.text = coder.decodeObject(forKey: "note") as? String
    }
}

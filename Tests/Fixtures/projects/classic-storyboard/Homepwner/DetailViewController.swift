import UIKit

class DetailViewController: UIViewController, UIViewControllerRestoration {
    var itemKey: String?

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        guard identifierComponents.count == 2 else { return nil }
        return DetailViewController()
    }

    init() {
        super.init(nibName: nil, bundle: nil)
        restorationIdentifier = "DetailViewController"
        restorationClass = DetailViewController.self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    #if DEBUG
    override func viewDidLoad() {
        super.viewDidLoad()
    }
    #else
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
    }
    #endif

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(itemKey, forKey: "item.itemKey")
    }
}

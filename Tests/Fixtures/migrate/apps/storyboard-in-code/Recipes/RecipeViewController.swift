import UIKit

/// One recipe, and how many servings the cook wants; "Shop" presents the shopping list, made
/// from the storyboard in code.
class RecipeViewController: UIViewController {
    var name = ""
    var servings = 2
    private let servingsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let more = UIButton()
        more.setTitle("More", for: .normal)
        more.addAction(UIAction { [unowned self] _ in
            servings += 1
            show()
        }, for: .touchUpInside)
        view.addSubview(servingsLabel)
        view.addSubview(more)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Shop", primaryAction: UIAction { [unowned self] _ in
            present(storyboard!.instantiateViewController(withIdentifier: "ShoppingNavigation"), animated: true)
        })
        show()
    }

    func show() {
        title = name
        servingsLabel.text = "\(servings) servings"
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(name, forKey: "name")
        coder.encode(servings, forKey: "servings")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        name = coder.decodeObject(forKey: "name") as? String ?? ""
        servings = coder.decodeInteger(forKey: "servings")
        if isViewLoaded { show() }
    }
}

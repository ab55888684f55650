import UIKit

/// One recipe, and how many servings the cook wants; "Shop" presents the shopping list, made
/// from the storyboard in code. Its restoration class makes it again from the storyboard
/// UIKit hands back in the coder (LevenWin's and StackedDrafts' shape).
class RecipeViewController: UIViewController, UIViewControllerRestoration {
    var name = ""
    var servings = 2
    private let servingsLabel = UILabel()

    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        guard let storyboard = coder.decodeObject(forKey: UIApplication.stateRestorationViewControllerStoryboardKey) as? UIStoryboard else { return nil }
        return storyboard.instantiateViewController(withIdentifier: "Recipe")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        restorationClass = RecipeViewController.self
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

import UIKit

/// The user's profile: its fields are the storyboard's, connected to outlets when the view loads,
/// and restoration writes straight into them (UIKit loads a restored controller's view before it
/// decodes its state).
class ProfileViewController: UIViewController {
    @IBOutlet weak var nameField: UITextField!
    @IBOutlet weak var bioField: UITextField!
    @IBOutlet weak var greeting: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.addAction(UIAction { [unowned self] _ in updateGreeting() }, for: .editingChanged)
        updateGreeting()
    }

    func updateGreeting() {
        greeting.text = nameField.text?.isEmpty ?? true ? "Hello" : "Hello, \(nameField.text!)"
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(nameField.text, forKey: "name")
        coder.encode(bioField.text, forKey: "bio")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        nameField.text = coder.decodeObject(forKey: "name") as? String
        bioField.text = coder.decodeObject(forKey: "bio") as? String
        updateGreeting()
    }
}

import UIKit

/// The lock screen shown at every launch.
class LockViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = "Locked"
        let unlock = UIButton()
        unlock.setTitle("Unlock", for: .normal)
        unlock.addAction(UIAction { [unowned self] _ in dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(label)
        view.addSubview(unlock)
    }
}

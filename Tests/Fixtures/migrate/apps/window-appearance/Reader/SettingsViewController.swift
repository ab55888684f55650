import UIKit

/// The appearance setting and the reading font size.
class SettingsViewController: UIViewController {
    var fontSize = 17
    private let darkSwitch = UISwitch()
    private let sizeLabel = UILabel()

    var app: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        darkSwitch.accessibilityIdentifier = "Dark"
        darkSwitch.addAction(UIAction { [unowned self] _ in
            app.prefersDark = darkSwitch.isOn
            app.applyAppearance()
        }, for: .valueChanged)
        let larger = UIButton()
        larger.setTitle("Larger", for: .normal)
        larger.addAction(UIAction { [unowned self] _ in
            fontSize += 1
            show()
        }, for: .touchUpInside)
        for subview in [darkSwitch, sizeLabel, larger] { view.addSubview(subview) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        show()
    }

    func show() {
        darkSwitch.isOn = app.prefersDark
        sizeLabel.text = "\(fontSize) pt"
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(fontSize, forKey: "fontSize")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        fontSize = coder.decodeInteger(forKey: "fontSize")
        if isViewLoaded { show() }
    }
}

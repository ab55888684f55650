import UIKit

/// Shows the app's tally and counts up; the step it counts by is the controller's own state.
class CounterViewController: UIViewController {
    var step = 1
    private let tallyLabel = UILabel()
    private let stepLabel = UILabel()

    var app: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

    override func viewDidLoad() {
        super.viewDidLoad()
        let add = UIButton()
        add.setTitle("Add", for: .normal)
        add.addAction(UIAction { [unowned self] _ in
            app.tally += step
            show()
        }, for: .touchUpInside)
        let faster = UIButton()
        faster.setTitle("Faster", for: .normal)
        faster.addAction(UIAction { [unowned self] _ in
            step += 1
            show()
        }, for: .touchUpInside)
        for subview in [tallyLabel, stepLabel, add, faster] { view.addSubview(subview) }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        show()
    }

    func show() {
        tallyLabel.text = "Tally \(app.tally)"
        stepLabel.text = "Step \(step)"
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(step, forKey: "step")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        step = coder.decodeInteger(forKey: "step")
    }
}

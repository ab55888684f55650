import Social
import UIKit

/// The share extension: its own target, left out of the app's diagnosis.
final class ShareViewController: SLComposeServiceViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(UIViewController())
    }
}

import UIKit

// Vendored code is skipped: were it read, this would be a finding.
class VendoredContainer: UIViewController {
    func show(_ child: UIViewController) {
        addChild(child)
    }
}

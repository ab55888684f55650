import UIKit

class SettingsViewController: UIViewController {
}

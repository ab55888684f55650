import UIKit

final class PageViewController: UIViewController {
    var address: String?
}

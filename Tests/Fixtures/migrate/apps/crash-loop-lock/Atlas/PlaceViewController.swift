import UIKit

/// One place and the zoom the user chose.
class PlaceViewController: UIViewController {
    var place = ""
    var zoom = 10
    private let zoomLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let closer = UIButton()
        closer.setTitle("Zoom In", for: .normal)
        closer.addAction(UIAction { [unowned self] _ in
            zoom += 1
            show()
        }, for: .touchUpInside)
        view.addSubview(zoomLabel)
        view.addSubview(closer)
        show()
    }

    func show() {
        title = place
        zoomLabel.text = "Zoom \(zoom)"
    }

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(place, forKey: "place")
        coder.encode(zoom, forKey: "zoom")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        place = coder.decodeObject(forKey: "place") as? String ?? ""
        zoom = coder.decodeInteger(forKey: "zoom")
        if isViewLoaded { show() }
    }
}

import UIKit

class TimerViewController: UIViewController {
    var timerID: String?
    var remaining: Double = 0

    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(timerID, forKey: "TimerID")
        coder.encode(remaining, forKey: "Remaining")
    }

    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        timerID = coder.decodeObject(forKey: "TimerID") as? String
        remaining = coder.decodeDouble(forKey: "Remaining")
    }
}

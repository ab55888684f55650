/// What `encode-without-super` and `decode-without-super` share: an override in a view or
/// controller of an app that restores, which does not call the superclass's.
enum SuperCall {
    static func findings(_ app: AppDiagnosis, code: FindingCode, method: RestorationMethod, swiftName: String, selector: String, effect: String) -> [ProjectFinding] {
        guard app.classicRestorationActive else { return [] }
        return app.code.ownClasses.filter { app.code.isRestorableKind($0) }.compactMap { type in
            guard let (file, function) = type.method(method), !MethodBody(file, function).callsSuper(swiftName, selector) else { return nil }
            return ProjectFinding(code, file: file.path, line: function.line, anchor: AppDiagnosis.anchor(type, function.name),
                "\(type.name) overrides \(function.name) without calling super: \(effect)")
        }
    }

    static func override(_ method: String, superCall: Bool, mark: Bool) -> String {
        """
        import UIKit

        final class ItemsViewController: UITableViewController {
            init() {
                super.init(style: .plain)
                restorationIdentifier = "Items"
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

        \(mark ? "↓" : "")    override func \(method)RestorableState(with coder: NSCoder) {
                \(superCall ? "super.\(method)RestorableState(with: coder)" : "")
                print(coder)
            }
        }

        """
    }
}

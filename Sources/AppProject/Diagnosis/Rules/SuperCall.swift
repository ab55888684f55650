/// What `encode-without-super` and `decode-without-super` share: an override in a view or
/// controller of an app that restores, which does not call the superclass's.
enum SuperCall {
    static func findings(_ app: AppDiagnosis, code: FindingCode, method: RestorationMethod, swiftName: String, selector: String, effect: String) -> [ProjectFinding] {
        guard app.classicRestorationActive else { return [] }
        return app.code.ownClasses.filter { app.code.isRestorableKind($0) }.compactMap { type in
            guard let (file, function) = type.method(method), !MethodBody(file, function).callsSuper(method.spellings) else { return nil }
            // The fix in the file's own spelling.
            let call = file.language == .objectiveC ? "[super \(selector):coder];"
                : function.swift2Name != nil && method.spellings.swift2.contains(function.swift2Name!) && !method.spellings.swift.contains(function.name)
                    ? "super.\(selector)(coder)" : "super.\(swiftName)(with: coder)"
            return ProjectFinding(code, file: file.path, line: function.line, column: function.column, anchor: AppDiagnosis.anchor(type, function.name),
                "\(type.name) overrides \(function.name) without calling super: \(effect)", fix: "call \(call) first")
        }
    }

    /// A controller overriding `encode`/`decode`, in Swift 3 and later or (`swift2`) Swift 2.
    static func override(_ method: String, superCall: Bool, mark: Bool, swift2: Bool = false) -> String {
        let declaration = swift2 ? "override func \(method)RestorableStateWithCoder(coder: NSCoder)" : "override func \(method)RestorableState(with coder: NSCoder)"
        let call = swift2 ? "super.\(method)RestorableStateWithCoder(coder)" : "super.\(method)RestorableState(with: coder)"
        return """
            import UIKit

            final class ItemsViewController: UITableViewController {
                init() {
                    super.init(style: .plain)
                    restorationIdentifier = "Items"
                }

                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }

            \(mark ? "↓" : "")    \(declaration) {
                    \(superCall ? call : "")
                    print(coder)
                }
            }

            """
    }

    /// The same in Objective-C.
    static func objectiveC(_ method: String, superCall: Bool) -> [(String, String)] {
        [("App/ItemsViewController.h", "#import <UIKit/UIKit.h>\n@interface ItemsViewController : UITableViewController\n@end\n"),
         ("App/ItemsViewController.m", """
            #import "ItemsViewController.h"
            @implementation ItemsViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.restorationIdentifier = @"Items";
            }
            \(superCall ? "" : "↓")- (void)\(method)RestorableStateWithCoder:(NSCoder *)coder {
                \(superCall ? "[super \(method)RestorableStateWithCoder:coder];" : "")
            }
            @end

            """)]
    }
}

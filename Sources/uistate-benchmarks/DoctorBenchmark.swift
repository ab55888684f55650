import Foundation
import Platform

/// `uistate doctor` on a generated project: N Swift files (view controllers with restoration
/// methods, a container, constants, strings and comments that hold braces) and M storyboards
/// of 20 scenes each, in an Xcode project (an app target whose sources are a synchronized
/// folder, as Xcode 16 writes it) with an Info.plist; a new process per run, its wall time and
/// peak memory.
enum DoctorBenchmark {
    static func run(swiftFiles: Int, storyboards: Int, runs: Int, scratch: URL, uistate: String) throws {
        var table = Table(header: ["project", "uistate doctor", "peak", "instructions", "goal"])
        let single = scratch.appendingPathComponent("doctor-project")
        try generate(in: single, swiftFiles: swiftFiles, storyboards: storyboards)
        let countable = try StartupBenchmark.countableCopy(of: uistate, in: scratch)
        table.rows.append(try measure(single, "\(swiftFiles) Swift files (\(try lines(single)) lines), \(storyboards) storyboards", runs: runs, uistate: uistate,
                                      countable: countable))
        // The same files across an app and 10 frameworks, each its own project of a workspace,
        // linked by product: doctor reads the app as it is built.
        let linked = scratch.appendingPathComponent("doctor-linked")
        try generateLinked(in: linked, swiftFiles: swiftFiles, frameworks: 10)
        table.rows.append(try measure(linked, "\(swiftFiles) Swift files (\(try lines(linked)) lines): an app and 10 linked frameworks, 11 projects of a workspace",
                                      runs: runs, uistate: uistate, countable: countable))
        print(table.render())
        print("\nMedian of \(runs) runs, each a new process reading and diagnosing the whole project.")
    }

    static func measure(_ folder: URL, _ title: String, runs: Int, uistate: String, countable: String, goal: String = "1,000 ms, 200 MiB") throws -> [String] {
        var times: [Measure.ProcessRun] = []
        for _ in 0..<runs {
            times.append(Measure.process("'\(uistate)' doctor --no-state --json . > /dev/null", in: folder, measureMemory: true))
        }
        if let failed = times.first(where: { $0.status != 0 && $0.status != 1 }) { throw BenchmarkFailure("doctor failed: \(failed.output)") }
        // Instructions (callgrind, one run) do not depend on what else the machine is doing.
        var instructions = ""
        if let valgrind = ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first(where: FileManager.default.isExecutableFile(atPath:)) {
            let counted = try ProgramRunner.run(valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null", countable, "doctor", "--no-state", "--json", folder.path],
                                                environment: StartupBenchmark.environment)
            if let collected = counted.errorOutput.split(separator: "\n").last(where: { $0.contains("Collected :") })?.split(separator: " ").last.flatMap({ Double($0) }) {
                instructions = String(format: "%.0f M", collected / 1e6)
            }
        }
        return [title, Measure.milliseconds(CommitBenchmark.median(times.map(\.seconds))), String(format: "%.0f MiB", times.map(\.peakMiB).max() ?? 0), instructions, goal]
    }

    static func lines(_ folder: URL) throws -> Int {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.reduce(0) { total, path in
            total + (try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)).split(separator: "\n").count
        }
    }

    /// A pbxproj of one target whose sources are the synchronized folder `folder`: an app
    /// linking `linked` frameworks by product, or a framework.
    static func project(target: String, folder: String, framework: Bool, linked: [String] = []) -> String {
        var objects = [
            "B0000000000000000000000A = {isa = PBXFileSystemSynchronizedRootGroup; path = \(folder); sourceTree = \"<group>\"; };",
            "B0000000000000000000000B = {isa = PBXGroup; children = (B0000000000000000000000A, ); sourceTree = \"<group>\"; };",
            "B0000000000000000000000C = {isa = XCBuildConfiguration; buildSettings = {\(framework ? "" : "INFOPLIST_FILE = \(folder)/Info.plist; ")PRODUCT_BUNDLE_IDENTIFIER = com.example.\(target); SDKROOT = iphoneos; SWIFT_VERSION = 5.0; }; name = Release; };",
            "B0000000000000000000000D = {isa = XCConfigurationList; buildConfigurations = (B0000000000000000000000C, ); };",
        ]
        var files: [String] = []
        for (index, product) in linked.enumerated() {
            let reference = String(format: "C%023X", index * 2), buildFile = String(format: "C%023X", index * 2 + 1)
            objects.append("\(reference) = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = \(product).framework; sourceTree = BUILT_PRODUCTS_DIR; };")
            objects.append("\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference); };")
            files.append(buildFile)
        }
        objects.append("B00000000000000000000010 = {isa = PBXFrameworksBuildPhase; files = (\(files.map { $0 + ", " }.joined())); };")
        let type = framework ? "com.apple.product-type.framework" : "com.apple.product-type.application"
        objects.append("B0000000000000000000000E = {isa = PBXNativeTarget; buildConfigurationList = B0000000000000000000000D; buildPhases = (B00000000000000000000010, ); fileSystemSynchronizedGroups = (B0000000000000000000000A, ); name = \(target); productType = \"\(type)\"; };")
        objects.append("B0000000000000000000000F = {isa = PBXProject; buildConfigurationList = B0000000000000000000000D; mainGroup = B0000000000000000000000B; targets = (B0000000000000000000000E, ); };")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n" + objects.map { "\t\t" + $0 }.joined(separator: "\n") + "\n\t};\n\trootObject = B0000000000000000000000F;\n}\n"
    }

    /// `swiftFiles` screens: a tenth in the app, the rest spread over `frameworks` frameworks,
    /// each framework its own project, all in one workspace; the app's scene delegate and app
    /// delegate base class in the first framework.
    static func generateLinked(in folder: URL, swiftFiles: Int, frameworks: Int) throws {
        try? FileManager.default.removeItem(at: folder)
        let names = (0..<frameworks).map { "Kit\($0)" }
        var references = "<FileRef location = \"group:App/App.xcodeproj\"></FileRef>\n"
        let app = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try project(target: "App", folder: "Sources", framework: false, linked: names)
            .write(to: app.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneDelegateClassName</key><string>Kit0.SceneDelegate</string></dict></array>
            </dict></dict></dict></plist>
            """.write(to: app.appendingPathComponent("Sources/Info.plist"), atomically: true, encoding: .utf8)
        try "import UIKit\nimport Kit0\n\n@main\nfinal class AppDelegate: BaseAppDelegate {}\n"
            .write(to: app.appendingPathComponent("Sources/AppDelegate.swift"), atomically: true, encoding: .utf8)
        let inApp = swiftFiles / 10
        for index in 0..<inApp { try screen(index, module: "App").write(to: app.appendingPathComponent("Sources/Screen\(index).swift"), atomically: true, encoding: .utf8) }
        let perFramework = (swiftFiles - inApp) / frameworks
        for (number, name) in names.enumerated() {
            let kit = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: kit.appendingPathComponent("\(name).xcodeproj"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: kit.appendingPathComponent("Sources"), withIntermediateDirectories: true)
            try project(target: name, folder: "Sources", framework: true).write(to: kit.appendingPathComponent("\(name).xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
            references += "<FileRef location = \"group:\(name)/\(name).xcodeproj\"></FileRef>\n"
            var count = perFramework
            if number == 0 {
                try """
                    import UIKit

                    open class BaseAppDelegate: UIResponder, UIApplicationDelegate {}

                    public final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        public var window: UIWindow?

                        public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                            _ = session.stateRestorationActivity?.userInfo?["screen"]
                        }

                        public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                            let activity = NSUserActivity(activityType: "com.example.linked.screen")
                            activity.userInfo = ["screen": 1]
                            return activity
                        }
                    }

                    """.write(to: kit.appendingPathComponent("Sources/Delegates.swift"), atomically: true, encoding: .utf8)
                count -= 1
            }
            for index in 0..<count {
                try screen(index, module: name).write(to: kit.appendingPathComponent("Sources/Screen\(index).swift"), atomically: true, encoding: .utf8)
            }
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("All.xcworkspace"), withIntermediateDirectories: true)
        try "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version = \"1.0\">\n\(references)</Workspace>\n"
            .write(to: folder.appendingPathComponent("All.xcworkspace/contents.xcworkspacedata"), atomically: true, encoding: .utf8)
    }

    /// One screen of a module: a view controller with the scene-era shapes doctor follows (its
    /// own activity, a child, constants, strings and comments that hold braces) and helpers.
    static func screen(_ index: Int, module: String) -> String {
        var body = "import UIKit\n\n/// \(module) screen \(index): \"{ braces }\" in a comment never count.\n"
        body += "public final class \(module)Screen\(index)ViewController: UIViewController {\n"
        body += "    static let activity = \"com.example.\(module).screen\(index)\"\n    private let child = UIViewController()\n    var text = \"a } b \\(1 + 2)\"\n\n"
        body += "    public override func viewDidLoad() {\n        super.viewDidLoad()\n        addChild(child)\n        view.addSubview(child.view)\n    }\n\n"
        body += "    public override func viewDidAppear(_ animated: Bool) {\n        super.viewDidAppear(animated)\n"
        body += "        let activity = NSUserActivity(activityType: Self.activity)\n        activity.userInfo = [\"text\": text]\n        userActivity = activity\n    }\n"
        for helper in 0..<8 {
            body += "\n    func helper\(helper)(_ values: [Int]) -> Int {\n        var total = 0\n        for value in values where value % \(helper + 2) == 0 {\n            total += value\n        }\n        return total\n    }\n"
        }
        return body + "}\n"
    }

    static func generate(in folder: URL, swiftFiles: Int, storyboards: Int) throws {
        try? FileManager.default.removeItem(at: folder)
        let sources = folder.appendingPathComponent("Big")
        try FileManager.default.createDirectory(at: sources.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Big.xcodeproj"), withIntermediateDirectories: true)
        try """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \t\tB0000000000000000000000A = {isa = PBXFileSystemSynchronizedRootGroup; path = Big; sourceTree = "<group>"; };
            \t\tB0000000000000000000000B = {isa = PBXGroup; children = (B0000000000000000000000A, ); sourceTree = "<group>"; };
            \t\tB0000000000000000000000C = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Big/Info.plist; PRODUCT_BUNDLE_IDENTIFIER = com.example.big; SDKROOT = iphoneos; }; name = Release; };
            \t\tB0000000000000000000000D = {isa = XCConfigurationList; buildConfigurations = (B0000000000000000000000C, ); };
            \t\tB0000000000000000000000E = {isa = PBXNativeTarget; buildConfigurationList = B0000000000000000000000D; buildPhases = (); fileSystemSynchronizedGroups = (B0000000000000000000000A, ); name = Big; productType = "com.apple.product-type.application"; };
            \t\tB0000000000000000000000F = {isa = PBXProject; buildConfigurationList = B0000000000000000000000D; mainGroup = B0000000000000000000000B; targets = (B0000000000000000000000E, ); };
            \t};
            \trootObject = B0000000000000000000000F;
            }

            """.write(to: folder.appendingPathComponent("Big.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main0</string></dict></plist>
            """.write(to: sources.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }
                func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
            }
            """.write(to: sources.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
        for index in 0..<swiftFiles {
            var body = "import UIKit\n\n/// Screen \(index): \"{ braces }\" in a comment never count.\n"
            body += "final class Screen\(index)ViewController: UIViewController, UIViewControllerRestoration {\n"
            body += "    static let activity = \"com.example.big.screen\(index)\"\n    private let child = UIViewController()\n    var text = \"a } b \\(1 + 2)\"\n\n"
            body += "    static func viewController(withRestorationIdentifierPath path: [String], coder: NSCoder) -> UIViewController? {\n"
            body += "        guard path.count > 1 else { return nil }\n        return Screen\(index)ViewController()\n    }\n\n"
            body += "    init() {\n        super.init(nibName: nil, bundle: nil)\n        restorationIdentifier = \"Screen\(index)\"\n        restorationClass = Screen\(index)ViewController.self\n    }\n\n"
            body += "    required init?(coder: NSCoder) {\n        super.init(coder: coder)\n    }\n\n"
            body += "    override func viewDidLoad() {\n        super.viewDidLoad()\n        addChild(child)\n        view.addSubview(child.view)\n    }\n\n"
            body += "    override func encodeRestorableState(with coder: NSCoder) {\n        super.encodeRestorableState(with: coder)\n        coder.encode(child, forKey: \"child\")\n        coder.encode(text, forKey: \"text\")\n    }\n\n"
            body += "    override func decodeRestorableState(with coder: NSCoder) {\n        super.decodeRestorableState(with: coder)\n        text = coder.decodeObject(forKey: \"text\") as? String ?? \"\"\n    }\n"
            for helper in 0..<6 {
                body += "\n    func helper\(helper)(_ values: [Int]) -> Int {\n        var total = 0\n        for value in values where value % \(helper + 2) == 0 {\n            total += value\n        }\n        return total\n    }\n"
            }
            body += "}\n"
            try body.write(to: sources.appendingPathComponent("Screen\(index)ViewController.swift"), atomically: true, encoding: .utf8)
        }
        for index in 0..<storyboards {
            var scenes = ""
            for scene in 0..<20 {
                let next = scene < 19 ? "<connections><segue destination=\"s\(index)-\(scene + 1)\" kind=\"show\" id=\"g\(index)-\(scene)\"/></connections>" : ""
                scenes += "<scene sceneID=\"sc\(index)-\(scene)\"><objects><viewController storyboardIdentifier=\"Scene\(scene)\" useStoryboardIdentifierAsRestorationIdentifier=\"YES\" id=\"s\(index)-\(scene)\" customClass=\"Screen\(scene)ViewController\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"v\(index)-\(scene)\"/>\(next)</viewController></objects></scene>\n"
            }
            let document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" initialViewController=\"nav\(index)\"><scenes>\n"
                + "<scene sceneID=\"n\(index)\"><objects><navigationController storyboardIdentifier=\"Nav\(index)\" useStoryboardIdentifierAsRestorationIdentifier=\"YES\" id=\"nav\(index)\" sceneMemberID=\"viewController\"><connections><segue destination=\"s\(index)-0\" kind=\"relationship\" relationship=\"rootViewController\" id=\"r\(index)\"/></connections></navigationController></objects></scene>\n"
                + scenes + "</scenes></document>\n"
            try document.write(to: sources.appendingPathComponent("Base.lproj/Main\(index).storyboard"), atomically: true, encoding: .utf8)
        }
    }
}

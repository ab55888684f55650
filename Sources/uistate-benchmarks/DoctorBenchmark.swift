import Foundation

/// `uistate doctor` on a generated project: N Swift files (view controllers with restoration
/// methods, a container, constants, strings and comments that hold braces) and M storyboards
/// of 20 scenes each, in an Xcode project (an app target whose sources are a synchronized
/// folder, as Xcode 16 writes it) with an Info.plist; a new process per run, its wall time and
/// peak memory.
enum DoctorBenchmark {
    static func run(swiftFiles: Int, storyboards: Int, runs: Int, scratch: URL, uistate: String) throws {
        let folder = scratch.appendingPathComponent("doctor-project")
        try generate(in: folder, swiftFiles: swiftFiles, storyboards: storyboards)
        var times: [Measure.ProcessRun] = []
        for _ in 0..<runs {
            times.append(Measure.process("'\(uistate)' doctor --no-state --json . > /dev/null", in: folder, measureMemory: true))
        }
        if let failed = times.first(where: { $0.status != 0 && $0.status != 1 }) { throw BenchmarkFailure("doctor failed: \(failed.output)") }
        let lines = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.reduce(0) { total, path in
            total + (try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)).split(separator: "\n").count
        }
        var table = Table(header: ["project", "uistate doctor", "peak", "goal"])
        table.rows.append(["\(swiftFiles) Swift files (\(lines) lines), \(storyboards) storyboards", Measure.milliseconds(CommitBenchmark.median(times.map(\.seconds))),
                           String(format: "%.0f MiB", times.map(\.peakMiB).max() ?? 0), "1,000 ms, 200 MiB"])
        print(table.render())
        print("\nMedian of \(runs) runs, each a new process reading and diagnosing the whole project.")
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

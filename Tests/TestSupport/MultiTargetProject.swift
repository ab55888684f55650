import Foundation

/// A classic iOS project of `targets` app targets in one `project.pbxproj`, as Xcode writes
/// one with groups and a Sources phase (not a synchronized folder, so the migration adds its
/// files to the project too): each app `App<n>` makes its window in code, opts in to saving and
/// restoring, and has a list controller that encodes its scroll offset. Migrating it writes
/// four files per target (the scene delegate and the restoration code, new; the app delegate
/// and the Info.plist, changed) and the shared project file: what a kill test and the
/// transaction's benchmark need, written by the test itself.
public enum MultiTargetProject {
    public static func write(to folder: URL, targets: Int) throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Apps.xcodeproj"), withIntermediateDirectories: true)
        for number in 0..<targets {
            let name = "App\(number)"
            let sources = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try appDelegate.write(to: sources.appendingPathComponent("AppDelegate.swift"), atomically: true, encoding: .utf8)
            try listController.write(to: sources.appendingPathComponent("ListViewController.swift"), atomically: true, encoding: .utf8)
            try infoPlist.write(to: sources.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        }
        try pbxproj(targets: targets).write(to: folder.appendingPathComponent("Apps.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
    }

    /// A 24-digit object id: its kind, its target, its number.
    static func id(_ kind: Int, _ target: Int, _ number: Int = 0) -> String {
        String(format: "%08X%08X%08X", 0xA000_0000 + kind, target, number)
    }

    static func pbxproj(targets: Int) -> String {
        var buildFiles = "", references = "", groups = "", nativeTargets = "", phases = "", configurations = "", lists = ""
        var children = "", products = "", targetIDs = ""
        for target in 0..<targets {
            let name = "App\(target)"
            for (number, file) in ["AppDelegate.swift", "ListViewController.swift"].enumerated() {
                buildFiles += "\t\t\(id(1, target, number)) /* \(file) in Sources */ = {isa = PBXBuildFile; fileRef = \(id(2, target, number)) /* \(file) */; };\n"
                references += "\t\t\(id(2, target, number)) /* \(file) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \(file); sourceTree = \"<group>\"; };\n"
            }
            references += "\t\t\(id(2, target, 2)) /* Info.plist */ = {isa = PBXFileReference; lastKnownFileType = text.plist.xml; path = Info.plist; sourceTree = \"<group>\"; };\n"
            references += "\t\t\(id(2, target, 3)) /* \(name).app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = \(name).app; sourceTree = BUILT_PRODUCTS_DIR; };\n"
            groups += """
                \t\t\(id(3, target)) /* \(name) */ = {
                \t\t\tisa = PBXGroup;
                \t\t\tchildren = (
                \t\t\t\t\(id(2, target, 0)) /* AppDelegate.swift */,
                \t\t\t\t\(id(2, target, 1)) /* ListViewController.swift */,
                \t\t\t\t\(id(2, target, 2)) /* Info.plist */,
                \t\t\t);
                \t\t\tpath = \(name);
                \t\t\tsourceTree = "<group>";
                \t\t};

                """
            children += "\t\t\t\t\(id(3, target)) /* \(name) */,\n"
            products += "\t\t\t\t\(id(2, target, 3)) /* \(name).app */,\n"
            nativeTargets += """
                \t\t\(id(4, target)) /* \(name) */ = {
                \t\t\tisa = PBXNativeTarget;
                \t\t\tbuildConfigurationList = \(id(7, target)) /* Build configuration list for PBXNativeTarget "\(name)" */;
                \t\t\tbuildPhases = (
                \t\t\t\t\(id(5, target)) /* Sources */,
                \t\t\t);
                \t\t\tbuildRules = (
                \t\t\t);
                \t\t\tdependencies = (
                \t\t\t);
                \t\t\tname = \(name);
                \t\t\tproductName = \(name);
                \t\t\tproductReference = \(id(2, target, 3)) /* \(name).app */;
                \t\t\tproductType = "com.apple.product-type.application";
                \t\t};

                """
            targetIDs += "\t\t\t\t\(id(4, target)) /* \(name) */,\n"
            phases += """
                \t\t\(id(5, target)) /* Sources */ = {
                \t\t\tisa = PBXSourcesBuildPhase;
                \t\t\tbuildActionMask = 2147483647;
                \t\t\tfiles = (
                \t\t\t\t\(id(1, target, 0)) /* AppDelegate.swift in Sources */,
                \t\t\t\t\(id(1, target, 1)) /* ListViewController.swift in Sources */,
                \t\t\t);
                \t\t\trunOnlyForDeploymentPostprocessing = 0;
                \t\t};

                """
            for (number, configuration) in ["Debug", "Release"].enumerated() {
                configurations += """
                    \t\t\(id(6, target, number)) /* \(configuration) */ = {
                    \t\t\tisa = XCBuildConfiguration;
                    \t\t\tbuildSettings = {
                    \t\t\t\tINFOPLIST_FILE = \(name)/Info.plist;
                    \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.0;
                    \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.app\(target);
                    \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
                    \t\t\t\tSDKROOT = iphoneos;
                    \t\t\t\tSWIFT_VERSION = 5.0;
                    \t\t\t};
                    \t\t\tname = \(configuration);
                    \t\t};

                    """
            }
            lists += """
                \t\t\(id(7, target)) /* Build configuration list for PBXNativeTarget "\(name)" */ = {
                \t\t\tisa = XCConfigurationList;
                \t\t\tbuildConfigurations = (
                \t\t\t\t\(id(6, target, 0)) /* Debug */,
                \t\t\t\t\(id(6, target, 1)) /* Release */,
                \t\t\t);
                \t\t\tdefaultConfigurationIsVisible = 0;
                \t\t\tdefaultConfigurationName = Release;
                \t\t};

                """
        }
        let project = targets
        configurations += "\t\t\(id(6, project)) /* Release */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tSDKROOT = iphoneos;\n\t\t\t};\n\t\t\tname = Release;\n\t\t};\n"
        lists += "\t\t\(id(7, project)) /* Build configuration list for PBXProject \"Apps\" */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t\(id(6, project)) /* Release */,\n\t\t\t);\n\t\t\tdefaultConfigurationIsVisible = 0;\n\t\t\tdefaultConfigurationName = Release;\n\t\t};\n"
        groups = "\t\t\(id(3, project)) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(children)\t\t\t\t\(id(3, project, 1)) /* Products */,\n\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
            + "\t\t\(id(3, project, 1)) /* Products */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\(products)\t\t\t);\n\t\t\tname = Products;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n" + groups
        let root = """
            \t\t\(id(8, project)) /* Project object */ = {
            \t\t\tisa = PBXProject;
            \t\t\tbuildConfigurationList = \(id(7, project)) /* Build configuration list for PBXProject "Apps" */;
            \t\t\tdevelopmentRegion = en;
            \t\t\thasScannedForEncodings = 0;
            \t\t\tknownRegions = (
            \t\t\t\ten,
            \t\t\t\tBase,
            \t\t\t);
            \t\t\tmainGroup = \(id(3, project));
            \t\t\tproductRefGroup = \(id(3, project, 1)) /* Products */;
            \t\t\tprojectDirPath = "";
            \t\t\tprojectRoot = "";
            \t\t\ttargets = (
            \(targetIDs)\t\t\t);
            \t\t};

            """
        func section(_ name: String, _ body: String) -> String { "/* Begin \(name) section */\n\(body)/* End \(name) section */\n\n" }
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n\n"
            + section("PBXBuildFile", buildFiles) + section("PBXFileReference", references) + section("PBXGroup", groups)
            + section("PBXNativeTarget", nativeTargets) + section("PBXProject", root) + section("PBXSourcesBuildPhase", phases)
            + section("XCBuildConfiguration", configurations) + section("XCConfigurationList", lists)
            + "\t};\n\trootObject = \(id(8, project)) /* Project object */;\n}\n"
    }

    static let appDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let navigation = UINavigationController(rootViewController: ListViewController())
                navigation.restorationIdentifier = "Navigation"
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = navigation
                window?.makeKeyAndVisible()
                return true
            }

            func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }

            func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        }

        """

    static let listController = """
        import UIKit

        final class ListViewController: UITableViewController {
            init() {
                super.init(style: .plain)
                restorationIdentifier = "List"
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            override func encodeRestorableState(with coder: NSCoder) {
                super.encodeRestorableState(with: coder)
                coder.encode(tableView.contentOffset, forKey: "Offset")
            }

            override func decodeRestorableState(with coder: NSCoder) {
                super.decodeRestorableState(with: coder)
                tableView.contentOffset = coder.decodeCGPoint(forKey: "Offset")
            }
        }

        """

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleExecutable</key>
        \t<string>$(EXECUTABLE_NAME)</string>
        \t<key>CFBundleIdentifier</key>
        \t<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
        \t<key>LSRequiresIPhoneOS</key>
        \t<true/>
        </dict>
        </plist>

        """
}

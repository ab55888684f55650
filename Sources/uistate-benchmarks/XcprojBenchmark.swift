import AppProject
import Foundation
import Platform

/// Reading a large `project.xcproj` (Xcode 27.2's JSON format): a generated project of
/// `frameworks` framework targets, each with a group of `files` file references (their
/// `target-membership` naming its sources phase) and Xcode's template settings, and an app
/// target of a few files on disk. The same project as `project.pbxproj` (what converting it
/// back gives) is the comparison: `uistate doctor --no-state --json` on each, a new process per
/// run (wall time, peak memory, callgrind's instructions); and in this process, the JSON
/// reader alone and the JSON read into the project's object graph.
enum XcprojBenchmark {
    static func run(frameworks: Int, files: Int, runs: Int, scratch: URL, uistate: String) throws {
        let (text, pbxproj) = try generate(in: scratch, frameworks: frameworks, files: files)
        let json = scratch.appendingPathComponent("json"), plist = scratch.appendingPathComponent("plist")
        let size = text.utf8.count
        let countable = try StartupBenchmark.countableCopy(of: uistate, in: scratch)
        var table = Table(header: ["project", "uistate doctor", "peak", "instructions", "goal"])
        let shape = "\(frameworks + 1) targets, \(frameworks * files) file references"
        table.rows.append(try DoctorBenchmark.measure(json, String(format: "project.xcproj, %.1f MB: %@", Double(size) / 1e6, shape), runs: runs, uistate: uistate,
                                                     countable: countable, goal: "500 ms, 200 MiB"))
        table.rows.append(try DoctorBenchmark.measure(plist, String(format: "the same as project.pbxproj, %.1f MB", Double(pbxproj.utf8.count) / 1e6), runs: runs,
                                                     uistate: uistate, countable: countable, goal: "(comparison)"))
        print(table.render())

        print("\nMedian of \(runs) runs, each a new process reading the whole project and diagnosing its app.")
        try inProcess(text: text, folders: (json, plist), frameworks: frameworks, runs: runs)
    }

    /// In this process: the JSON reader alone, the file into the object graph, and the whole
    /// folder read as doctor reads it (no rules run) in either format.
    static func inProcess(text: String, folders: (json: URL, plist: URL), frameworks: Int, runs: Int) throws {
        let bytes = Array(text.utf8)
        var reading: [Double] = [], mapping: [Double] = [], folderJSON: [Double] = [], folderPlist: [Double] = []
        // Processor time: on a machine busy with other work the wall clock counts theirs too.
        func timed<T>(_ into: inout [Double], _ work: () throws -> T) rethrows -> T {
            let start = ProcessorTime.seconds
            let result = try work()
            into.append(ProcessorTime.seconds - start)
            return result
        }
        for _ in 0..<runs {
            let root = try timed(&reading) { try XcprojReader.read(bytes) }
            let graph = timed(&mapping) { XcprojObjects.read(root) }
            guard PBXObjects(graph.objects).strings(graph.projectID, "targets").count == frameworks + 1 else {
                throw BenchmarkFailure("the project read back with another number of targets")
            }
            let json = try timed(&folderJSON) { try ProjectFolder.read(at: folders.json.path) }
            let plist = try timed(&folderPlist) { try ProjectFolder.read(at: folders.plist.path) }
            for read in [json, plist] where read.apps.count != 1 || read.leftOut.count != frameworks {
                throw BenchmarkFailure("the folder read with another app or targets")
            }
        }
        let median = { (times: [Double]) in Measure.milliseconds(CommitBenchmark.median(times)) }
        print("In this process (median of \(runs), processor time): the JSON reader alone \(median(reading)) (\(String(format: "%.0f", Double(bytes.count) / 1e6 / CommitBenchmark.median(reading))) MB/s), "
              + "the file into the object graph \(median(mapping)); the folder read as doctor reads it, no rules run: project.xcproj \(median(folderJSON)), "
              + "project.pbxproj \(median(folderPlist)).")
    }

    /// The project in `folder/json` (`project.xcproj`) and `folder/plist` (`project.pbxproj`);
    /// both texts.
    @discardableResult
    static func generate(in folder: URL, frameworks: Int, files: Int) throws -> (json: String, propertyList: String) {
        let pbxproj = project(frameworks: frameworks, files: files)
        guard let text = try XcprojWriter.text(convertingPropertyList: Array(pbxproj.utf8)) else { throw BenchmarkFailure("the generated project has no project") }
        try write(text, named: "project.xcproj", in: folder.appendingPathComponent("json"))
        try write(pbxproj, named: "project.pbxproj", in: folder.appendingPathComponent("plist"))
        return (text, pbxproj)
    }

    static func write(_ text: String, named name: String, in folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Big.xcodeproj"), withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("Big.xcodeproj/" + name), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleVersion</key><string>$(CURRENT_PROJECT_VERSION)</string></dict></plist>
            """.write(to: folder.appendingPathComponent("App/Info.plist"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }
            """.write(to: folder.appendingPathComponent("App/AppDelegate.swift"), atomically: true, encoding: .utf8)
    }

    /// Xcode's template settings, as a new project has them.
    static let settings = [
        "ALWAYS_SEARCH_USER_PATHS = NO", "CLANG_ANALYZER_NONNULL = YES", "CLANG_CXX_LANGUAGE_STANDARD = \"gnu++20\"", "CLANG_ENABLE_MODULES = YES",
        "CLANG_ENABLE_OBJC_ARC = YES", "CLANG_WARN_BOOL_CONVERSION = YES", "CLANG_WARN_COMMA = YES", "CLANG_WARN_EMPTY_BODY = YES", "COPY_PHASE_STRIP = NO",
        "ENABLE_STRICT_OBJC_MSGSEND = YES", "GCC_C_LANGUAGE_STANDARD = gnu17", "GCC_NO_COMMON_BLOCKS = YES", "IPHONEOS_DEPLOYMENT_TARGET = 17.0",
        "MTL_FAST_MATH = YES", "SDKROOT = iphoneos", "SWIFT_VERSION = 5.0", "TARGETED_DEVICE_FAMILY = \"1,2\"",
    ]

    /// The project as a pbxproj: each framework's group of files in its sources phase, Debug
    /// and Release configurations (a few settings differing), the app target.
    static func project(frameworks: Int, files: Int) -> String {
        var objects: [String] = []
        var counter = 0
        func id() -> String {
            counter += 1
            return String(format: "C0DE%020X", counter)
        }
        func configurations(_ settings: [String], debug: [String], release: [String]) -> String {
            let debugID = id(), releaseID = id(), list = id()
            objects.append("\(debugID) = {isa = XCBuildConfiguration; buildSettings = {\((settings + debug).map { $0 + "; " }.joined())}; name = Debug; };")
            objects.append("\(releaseID) = {isa = XCBuildConfiguration; buildSettings = {\((settings + release).map { $0 + "; " }.joined())}; name = Release; };")
            objects.append("\(list) = {isa = XCConfigurationList; buildConfigurations = (\(debugID), \(releaseID), ); defaultConfigurationName = Release; };")
            return list
        }
        var mainChildren: [String] = []
        var targets: [String] = []
        for framework in 0..<frameworks {
            let name = "Module\(framework)"
            var children: [String] = [], buildFiles: [String] = []
            for file in 0..<files {
                let reference = id(), buildFile = id()
                objects.append("\(reference) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"\(name)Screen\(file)ViewController.swift\"; sourceTree = \"<group>\"; };")
                objects.append("\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference); };")
                children.append(reference)
                buildFiles.append(buildFile)
            }
            let group = id(), sources = id(), target = id()
            objects.append("\(group) = {isa = PBXGroup; children = (\(children.map { $0 + ", " }.joined())); path = \(name); sourceTree = \"<group>\"; };")
            objects.append("\(sources) = {isa = PBXSourcesBuildPhase; files = (\(buildFiles.map { $0 + ", " }.joined())); };")
            let list = configurations(["PRODUCT_BUNDLE_IDENTIFIER = com.example.\(name.lowercased())", "PRODUCT_NAME = \"$(TARGET_NAME)\"", "DEFINES_MODULE = YES"],
                                      debug: ["SWIFT_OPTIMIZATION_LEVEL = \"-Onone\""], release: ["SWIFT_COMPILATION_MODE = wholemodule"])
            objects.append("\(target) = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (\(sources), ); name = \(name); productType = \"com.apple.product-type.framework\"; };")
            mainChildren.append(group)
            targets.append(target)
        }
        let delegate = id(), delegateFile = id(), appGroup = id(), appSources = id(), app = id()
        objects.append("\(delegate) = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = \"<group>\"; };")
        objects.append("\(delegateFile) = {isa = PBXBuildFile; fileRef = \(delegate); };")
        objects.append("\(appGroup) = {isa = PBXGroup; children = (\(delegate), ); path = App; sourceTree = \"<group>\"; };")
        objects.append("\(appSources) = {isa = PBXSourcesBuildPhase; files = (\(delegateFile), ); };")
        let appList = configurations(["INFOPLIST_FILE = App/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER = com.example.big", "CURRENT_PROJECT_VERSION = 1"], debug: [], release: [])
        objects.append("\(app) = {isa = PBXNativeTarget; buildConfigurationList = \(appList); buildPhases = (\(appSources), ); name = Big; productType = \"com.apple.product-type.application\"; };")
        mainChildren.insert(appGroup, at: 0)
        targets.insert(app, at: 0)
        let main = id(), project = id()
        let projectList = configurations(settings, debug: ["ONLY_ACTIVE_ARCH = YES", "DEBUG_INFORMATION_FORMAT = dwarf"], release: ["DEBUG_INFORMATION_FORMAT = \"dwarf-with-dsym\""])
        objects.append("\(main) = {isa = PBXGroup; children = (\(mainChildren.map { $0 + ", " }.joined())); sourceTree = \"<group>\"; };")
        objects.append("\(project) = {isa = PBXProject; buildConfigurationList = \(projectList); mainGroup = \(main); targets = (\(targets.map { $0 + ", " }.joined())); };")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n" + objects.map { "\t\t" + $0 + "\n" }.joined()
            + "\t};\n\trootObject = \(project);\n}\n"
    }
}

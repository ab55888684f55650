import Foundation
import Testing
import TestSupport

/// The stand-in's Foundation on Linux behaving as Apple's where the generated code relies on it
/// (docs/uikit-stand-in.md, "Foundation on Linux"): a program compiled against it prints each
/// answer; with Linux's Foundation alone each is false, stops the program or does not compile.
@Suite struct StandInFoundationTests {
    static let program = #"""
import UIKit

final class Overrides: UINavigationController {
    override func encodeRestorableState(with coder: NSCoder) { super.encodeRestorableState(with: coder) }
}
final class Inherits: UINavigationController {}
final class Reference: NSObject, NSCoding {
    let path: String
    init(path: String) { self.path = path }
    init?(coder: NSCoder) { path = coder.decodeObject(forKey: "path") as? String ?? "" }
    func encode(with coder: NSCoder) { coder.encode(path, forKey: "path") }
}
final class Dropper: NSObject, NSKeyedArchiverDelegate {
    func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? { object is UIView ? nil : object }
}

MainActor.assumeIsolated {
    let selector = NSSelectorFromString("encodeRestorableStateWithCoder:")
    let base = UINavigationController.instanceMethod(for: selector)
    print("implementation found:", base != nil)
    print("an override differs:", Overrides.instanceMethod(for: selector) != base)
    print("an inherited method is the same:", Inherits.instanceMethod(for: selector) == base)
    NSKeyedArchiver.setClassName("UIStateMigrationReference", for: Reference.self)
    let archiver = NSKeyedArchiver(requiringSecureCoding: false)
    let dropper = Dropper()
    archiver.delegate = dropper
    archiver.encode(Reference(path: "A/B"), forKey: "reference")
    archiver.encode(UIView(frame: .zero), forKey: "view")
    archiver.encode("kept", forKey: "after")
    archiver.finishEncoding()
    let text = String(decoding: try! PropertyListSerialization.data(fromPropertyList: PropertyListSerialization.propertyList(from: archiver.encodedData, format: nil), format: .xml, options: 0), as: UTF8.self)
    print("class-wide name written:", text.contains("UIStateMigrationReference"))
    NSKeyedUnarchiver.setClass(Reference.self, forClassName: "UIStateMigrationReference")
    let unarchiver = try! NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
    unarchiver.requiresSecureCoding = false
    print("a missing key reads as nil:", unarchiver.decodeObject(forKey: "missing") == nil)
    print("the dropped view reads as nil:", unarchiver.decodeObject(forKey: "view") == nil)
    print("later keys still read:", (unarchiver.decodeObject(forKey: "reference") as? Reference)?.path == "A/B", unarchiver.decodeObject(forKey: "after") as? String == "kept")
}
"""#

    @Test func answersAsApplesFoundation() throws {
        let work = try TemporaryDirectory("uistate-standin-foundation")
        let standIn = try StandInBuild.folder()
        let source = work.appending("main.swift")
        try Self.program.write(to: source, atomically: true, encoding: .utf8)
        let executable = work.appending("probe")
        try ProcessRunner.run("swiftc", [
            "-swift-version", "5", "-I", standIn.path, "-L", standIn.path, "-lUIKit", "-Xlinker", "-rpath", "-Xlinker", standIn.path,
            "-Xlinker", "--export-dynamic", "-o", executable.path, source.path,
        ], timeout: 600).succeeded()
        let result = try ProcessRunner.run(executable.path, [], timeout: 60)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.split(separator: "\n") == [
            "implementation found: true", "an override differs: true", "an inherited method is the same: true",
            "class-wide name written: true", "a missing key reads as nil: true", "the dropped view reads as nil: true",
            "later keys still read: true true",
        ])
    }
}

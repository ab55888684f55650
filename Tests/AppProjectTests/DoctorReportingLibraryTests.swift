@testable import AppProject
import Foundation
import Testing

/// The pieces `doctor`'s reporting and fixing are made of: `.uistate-doctor`, inline
/// comments, baselines, the edits and the diff.
@Suite("doctor: configuration, suppression, baselines, edits, diffs")
struct DoctorReportingLibraryTests {
    static func finding(_ code: FindingCode, file: String, line: Int, anchor: String) -> ProjectFinding {
        ProjectFinding(code, file: file, line: line, anchor: anchor, "message")
    }

    @Test(".uistate-doctor: ignores with and without a glob, severities, comments; each bad line named")
    func configuration() throws {
        let configuration = try DoctorConfiguration(text: "# choices\nignore uiscene-required\nignore encode-without-super Legacy/**   # old code\n\nseverity never-saved error\n")
        #expect(configuration.ignores(Self.finding(.uisceneRequired, file: "App/AppDelegate.swift", line: 3, anchor: "")))
        #expect(configuration.ignores(Self.finding(.encodeWithoutSuper, file: "Legacy/Old/A.swift", line: 3, anchor: "")))
        #expect(!configuration.ignores(Self.finding(.encodeWithoutSuper, file: "App/A.swift", line: 3, anchor: "")))
        #expect(configuration.severities == [.neverSaved: .error])
        for (text, message) in [("ignore nope", "no finding code 'nope'"), ("severity never-saved fatal", "error, warning or note"), ("mute never-saved", "unknown rule 'mute'"),
                                ("ignore never-saved a b", "at most one path glob"), ("ignore", "expected 'ignore <code>")] {
            #expect(throws: DoctorConfigurationError.self, "\(text)") { try DoctorConfiguration(text: "# ok\n" + text) }
            do {
                _ = try DoctorConfiguration(text: "# ok\n" + text)
            } catch {
                #expect(error.line == 2 && error.message.contains(message), "\(error)")
            }
        }
    }

    @Test("inline comments: next line, this line, disable and enable blocks, all; block comments; other codes untouched")
    func inline() {
        let source = """
            // uistate:disable:next encode-without-super
            func a() {}
            func b() {} // uistate:disable:this never-saved
            /* uistate:disable decode-without-super */
            func c() {}
            func d() {}
            // uistate:enable decode-without-super
            func e() {}
            // uistate:disable:next all
            func f() {}
            """
        let comments = InlineSuppressions(source: Array(source.utf8))
        #expect(comments.silences(.encodeWithoutSuper, line: 2) && !comments.silences(.encodeWithoutSuper, line: 3) && !comments.silences(.neverSaved, line: 2))
        #expect(comments.silences(.neverSaved, line: 3))
        #expect(comments.silences(.decodeWithoutSuper, line: 5) && comments.silences(.decodeWithoutSuper, line: 6) && !comments.silences(.decodeWithoutSuper, line: 8))
        #expect(comments.silences(.restorationNotUsed, line: 10))
    }

    @Test("a baseline: identity without lines, counted per identity, written and read back with escapes")
    func baseline() throws {
        let a = Self.finding(.neverSaved, file: "App/Main.storyboard", line: 10, anchor: "Main#abc")
        let odd = Self.finding(.notUnderstood, file: "App/We\tird\nname.swift", line: 1, anchor: "back\\slash")
        let baseline = DoctorBaseline(findings: [a, a, odd])
        let read = try DoctorBaseline(text: baseline.text)
        #expect(read == baseline)
        var moved = a
        moved.line = 40
        let split = read.split([moved, moved, moved])
        #expect(split.new.count == 1 && split.known == 2 && split.gone == [DoctorBaseline.Entry(odd)])
        #expect(throws: DoctorBaselineError.notABaseline) { try DoctorBaseline(text: "{}") }
        #expect(throws: DoctorBaselineError.line(3)) { try DoctorBaseline(text: DoctorBaseline.header + "\n# c\nnope\tx\ty\n") }
    }

    /// An edit's bytes, made.
    static func applied(_ edit: TextEdit, to text: String) throws -> String {
        String(decoding: try TextEdit.apply([edit], to: Array(text.utf8)), as: UTF8.self)
    }

    @Test("NSUserActivityTypes edits: into a multi-line array, a one-line one, an empty one, made when missing; binary refused; twice is once")
    func activityTypes() throws {
        func added(_ text: String, _ type: String) throws -> String { try Self.applied(try ActivityTypeEdit.edit(Array(text.utf8), type: type), to: text) }
        let multi = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n    <key>NSUserActivityTypes</key>\n    <array>\n        <string>a.b</string>\n    </array>\n</dict>\n</plist>\n"
        let once = try added(multi, "c.d")
        #expect(once == multi.replacingOccurrences(of: "        <string>a.b</string>\n", with: "        <string>a.b</string>\n        <string>c.d</string>\n"))
        #expect(throws: ActivityTypeEdit.Failure.declared) { try ActivityTypeEdit.edit(Array(once.utf8), type: "c.d") }
        let oneLine = "<plist version=\"1.0\"><dict><key>NSUserActivityTypes</key><array><string>a.b</string></array></dict></plist>"
        #expect(try added(oneLine, "c&d").contains("<string>a.b</string><string>c&amp;d</string></array>"))
        let empty = "<plist version=\"1.0\">\n<dict>\n\t<key>NSUserActivityTypes</key>\n\t<array/>\n</dict>\n</plist>\n"
        #expect(try added(empty, "c.d") == "<plist version=\"1.0\">\n<dict>\n\t<key>NSUserActivityTypes</key>\n\t<array>\n\t\t<string>c.d</string>\n\t</array>\n</dict>\n</plist>\n")
        let missing = "<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleVersion</key>\n\t<string>1</string>\n</dict>\n</plist>\n"
        #expect(try added(missing, "c.d")
            == "<plist version=\"1.0\">\n<dict>\n\t<key>CFBundleVersion</key>\n\t<string>1</string>\n\t<key>NSUserActivityTypes</key>\n\t<array>\n\t\t<string>c.d</string>\n\t</array>\n</dict>\n</plist>\n")
        #expect(throws: ActivityTypeEdit.Failure.notXML) { try ActivityTypeEdit.edit(Array("bplist00".utf8) + [0, 0, 0, 0, 0, 0, 0, 0], type: "c.d") }
    }

    @Test("a storyboard controller's identifier: Use Storyboard ID when it has one, else a free name from its class; one attribute inserted")
    func storyboardIdentifier() throws {
        let xml = #"<scene><navigationController id="N1" sceneMemberID="viewController"/><viewController restorationIdentifier="NavigationController" id="V1"/><tabBarController storyboardIdentifier="Tabs" id="T1"/></scene>"#
        let named = try StoryboardIdentifierEdit.edit(Array(xml.utf8), elementID: "N1", storyboardIdentifier: nil, className: "UINavigationController")
        #expect(named.identifier == "NavigationController2")
        #expect(named.edit.range.isEmpty, "one insertion")
        let renamed = try Self.applied(named.edit, to: xml)
        #expect(renamed == xml.replacingOccurrences(of: #"id="N1""#, with: #"id="N1" restorationIdentifier="NavigationController2""#))
        let tabs = try StoryboardIdentifierEdit.edit(Array(xml.utf8), elementID: "T1", storyboardIdentifier: "Tabs", className: "UITabBarController")
        #expect(try Self.applied(tabs.edit, to: xml).contains(#"id="T1" useStoryboardIdentifierAsRestorationIdentifier="YES""#))
        #expect(throws: StoryboardIdentifierEdit.Failure.hasIdentifier) { try StoryboardIdentifierEdit.edit(Array(renamed.utf8), elementID: "N1", storyboardIdentifier: nil, className: "X") }
        #expect(throws: StoryboardIdentifierEdit.Failure.elementNotFound) { try StoryboardIdentifierEdit.edit(Array(xml.utf8), elementID: "Z9", storyboardIdentifier: nil, className: "X") }
    }

    @Test("unified diffs: hunks with context, joined when close, right line numbers at both ends")
    func diff() {
        let old = (1...30).map { "line \($0)" }
        var new = old
        new.insert("added at 3", at: 2)
        new[20] = "changed"
        new.append("end")
        let text = UnifiedDiff.text(path: "f.txt", old: Array((old.joined(separator: "\n") + "\n").utf8), new: Array((new.joined(separator: "\n") + "\n").utf8))
        #expect(text.hasPrefix("--- a/f.txt\n+++ b/f.txt\n@@ -1,5 +1,6 @@\n line 1\n line 2\n+added at 3\n line 3\n line 4\n line 5\n@@ -17,7 +18,7 @@\n"), "\(text)")
        #expect(text.contains("-line 20\n+changed\n") && text.hasSuffix(" line 30\n+end\n"), "\(text)")
        #expect(UnifiedDiff.text(path: "f", old: [0x61], new: [0x61]).isEmpty)
    }
}

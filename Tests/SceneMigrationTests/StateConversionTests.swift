import Foundation
import KeyedArchive
import PropertyList
import SampleApps
import SceneMigration
import StateRestoration
import Testing
import TestSupport

@Suite struct StateConversionTests {
    static let type = "com.bignerdranch.Homepwner.restoration"
    static let session = "0266D07A-1B2C-3D4E-5F60-718293A4B5C6"

    /// Every classic sample converts; the folder written reads back as the same state, `check`
    /// has nothing against it, and every key of the classic archive is accounted for.
    @Test(arguments: SampleName.allCases.filter { $0.step != nil || $0 == .awkward || $0 == .secrets || $0 == .large })
    func everyClassicSampleConverts(_ sample: SampleName) throws {
        let saved = try sample.savedState(objects: 60)
        let conversion = try StateConversion.convert(saved, activityType: Self.type, sessionIdentifier: Self.session)
        let folder = try TemporaryDirectory("conversion")
        let written = folder.appending("Homepwner.savedState")
        try SavedStateFolderWriter.write(conversion.state, to: written)
        let read = try SavedStateFolderReader.read(at: written)
        #expect(read.warnings.isEmpty)
        #expect(read.state == conversion.state)
        let report = RestorationCheck.check(read.state, staleness: nil)
        #expect(report.findings.isEmpty, "\(report.findings)")
        #expect(read.state.sessions.first?.activity?.type == Self.type)

        // Every key of every object and every app-level key is carried or not, by name.
        let classic = try #require(saved.classic)
        var accounted = Set(conversion.carried.map { $0.path + "\u{0}" + $0.key })
        accounted.formUnion(conversion.notCarried.compactMap { note in note.key.map { note.path + "\u{0}" + $0 } })
        let wholeObjects = Set(conversion.notCarried.filter { $0.key == nil }.map(\.path))
        for object in classic.objects where !wholeObjects.contains(object.path.rawValue) {
            for field in object.archive.top {
                let key = ArchiveKeys.userKey(field.key)
                let named = accounted.contains(object.path.rawValue + "\u{0}" + key)
                    || accounted.contains { $0.hasPrefix(object.path.rawValue + "\u{0}" + key + " / ") }
                #expect(named, "\(object.path) \(key) neither carried nor said not to be")
            }
        }
        for field in classic.app.top where field.key != UIKitKeys.restorationClassMap {
            #expect(accounted.contains("@app\u{0}" + ArchiveKeys.userKey(field.key)), "app key \(field.key)")
        }
    }

    /// The item-list app with an item open and a new one presented: the tree, each key and the
    /// app's version carried into the activity's userInfo as plist values.
    @Test func newItemCarriesTheTreeAndTheKeys() throws {
        let saved = try SampleName.newItem.savedState()
        let conversion = try StateConversion.convert(saved, activityType: Self.type, sessionIdentifier: Self.session)
        #expect(conversion.root?.rawValue == "UINavigationController")
        #expect(conversion.controllers.map(\.rawValue) == [
            "UINavigationController", "UINavigationController/BNRItemsViewController", "UINavigationController/UINavigationController",
            "UINavigationController/UINavigationController/BNRDetailViewController",
        ])
        let info = try #require(conversion.state.sessions.first?.activity?.userInfoValues)
        let values = Dictionary(info.map { (Self.text($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
        #expect(values[RestorationActivityFormat.formatKey] == .integer(1))
        #expect(values[RestorationActivityFormat.rootKey] == .string("UINavigationController"))
        guard case .dictionary(let controllers)? = values[RestorationActivityFormat.controllersKey] else {
            Issue.record("no controllers")
            return
        }
        let byPath = Dictionary(controllers.map { (Self.text($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
        guard case .dictionary(let navigation)? = byPath["UINavigationController"] else {
            Issue.record("no root entry")
            return
        }
        let root = Dictionary(navigation.map { (Self.text($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
        #expect(root["children"] == .array([.string("UINavigationController/BNRItemsViewController")]))
        #expect(root["presented"] == .string("UINavigationController/UINavigationController"))
        #expect(root["state"] == nil, "UIKit's own container: its encode method is not called")
        guard case .dictionary(let detail)? = byPath["UINavigationController/UINavigationController/BNRDetailViewController"] else {
            Issue.record("no detail entry")
            return
        }
        let detailEntry = Dictionary(detail.map { (Self.text($0.key), $0.value) }, uniquingKeysWith: { a, _ in a })
        #expect(detailEntry["restorationClass"] == .string("BNRDetailViewController"))
        guard case .archive(let state)? = detailEntry["state"] else {
            Issue.record("the detail's state is not a keyed archive: \(String(describing: detailEntry["state"]))")
            return
        }
        let fields = Dictionary(state.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        #expect(fields["item.itemKey"] == .string("D2A4C6E8-1B3D-4F5A-8C9E-0A1B2C3D4E5F"))
        #expect(fields["itemStore"] == .object(className: "UIStateMigrationReference", fields: [FoundationField("path", .string("BNRItemStore"))]))
        #expect(fields[UIKitKeys.className] == nil)
        guard case .archive(let app)? = values[RestorationActivityFormat.appKey] else {
            Issue.record("no app-level values")
            return
        }
        #expect(app.map(\.key).filter { !UIKitKeys.rootKeys.contains($0) } == ["MyAppVersion"])
        // UIKit's app-level values the restore opt-in reads (Restorer refused every converted
        // state: its bundle version check found none).
        #expect(Set(app.map(\.key)).isSuperset(of: [UIKitKeys.bundleVersion, UIKitKeys.systemVersion, UIKitKeys.idiom, UIKitKeys.timestamp]), "\(app.map(\.key))")
        #expect(conversion.notCarried.contains { $0.path == "BNRItemStore" && $0.key == nil })
        #expect(conversion.carried.contains { $0.path == "UINavigationController/BNRItemsViewController" && $0.key == "TableViewIsEditing" })
        #expect(conversion.notCarried.contains {
            $0.path == "UINavigationController/BNRItemsViewController" && $0.key == "kViewRestorationDataKey / BNRItemsViewControllerTableView / contentOffset"
        })
    }

    @Test func aStateWithoutClassicArchiveIsRefused() throws {
        let saved = try SampleName.notesOneWindow.savedState()
        #expect(throws: StateConversion.Failure.notClassic) {
            try StateConversion.convert(saved, activityType: Self.type, sessionIdentifier: Self.session)
        }
        #expect(throws: StateConversion.Failure.badSessionIdentifier("../x")) {
            try StateConversion.convert(try SampleName.launch.savedState(), activityType: Self.type, sessionIdentifier: "../x")
        }
    }

    /// An app that restores at app level only (book example p351: the page number in the app
    /// delegate's coder, no controller with an identifier): its values are carried alone, and a
    /// state with neither a controller nor a value of the app's is refused.
    @Test func appLevelValuesAloneAreCarried() throws {
        var saved = try SampleName.launch.savedState()
        var classic = try #require(saved.classic)
        classic.objects = []
        classic.app.top.append(ArchiveField("currentPage", .inline(.integer(3))))
        saved.classic = classic
        let conversion = try StateConversion.convert(saved, activityType: Self.type, sessionIdentifier: Self.session)
        #expect(conversion.root == nil && conversion.controllers.isEmpty)
        #expect(conversion.carried.contains { $0.path == "@app" && $0.key == "currentPage" }, "\(conversion.carried)")
        let folder = try TemporaryDirectory("app-level")
        let written = folder.appending("Pages.savedState")
        try SavedStateFolderWriter.write(conversion.state, to: written)
        let read = try SavedStateFolderReader.read(at: written)
        #expect(read.state == conversion.state)
        #expect(RestorationCheck.check(read.state, staleness: nil).findings.isEmpty)
        let keys = try #require(read.state.sessions.first?.activity?.userInfoValues).map { Self.text($0.key) }
        #expect(keys.contains(RestorationActivityFormat.appKey), "\(keys)")
        #expect(!keys.contains(RestorationActivityFormat.rootKey) && !keys.contains(RestorationActivityFormat.controllersKey), "\(keys)")

        #expect(!conversion.carried.contains { $0.into == RestorationActivityFormat.rootKey }, "\(conversion.carried)")

        // UIKit's keys alone are no state of the app's.
        classic.app.top.removeAll { !UIKitKeys.rootKeys.contains($0.key) }
        saved.classic = classic
        #expect(throws: StateConversion.Failure.noController) {
            try StateConversion.convert(saved, activityType: Self.type, sessionIdentifier: Self.session)
        }
    }

    @Test func sessionIdentifiersAreShapedLikeUIKits() {
        #expect(StateConversion.sessionIdentifier(fromHex: "0266d07a1b2c3d4e5f60718293a4b5c6d7e8f901") == "0266D07A-1B2C-3D4E-5F60-718293A4B5C6")
    }

    static func text(_ value: FoundationValue) -> String {
        if case .string(let text) = value { return text }
        return "\(value)"
    }
}

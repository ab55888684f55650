import AppProject
import Foundation
@testable import SceneMigration
import Testing
import TestSupport

/// What is left for review is true and complete (issue 52's seventh, eighth and tenth root
/// causes), and outlives `--apply` as `#warning` lines a second run reads back.
@Suite struct ReviewItemTests {
    static func plan(_ name: String, _ rewrites: [String: (String) -> String]) throws -> (plan: MigrationPlan, folder: URL, work: TemporaryDirectory) {
        let work = try TemporaryDirectory("migrate-review")
        let folder = try PlannerCasesTests.project(name, in: work, rewriting: rewrites)
        return (try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)), folder, work)
    }

    static func items(_ plan: MigrationPlan, _ code: ReviewCode) -> [ReviewItem] {
        plan.apps.flatMap(\.review).filter { $0.code == code }
    }

    /// A cell's or a reusable view's restoration identifier is no view restoration UIKit runs,
    /// nor is a controller property named like a view; the table view's own identifier is.
    @Test func noViewStateForCellsOrControllers() throws {
        let (plan, _, work) = try Self.plan("storyboard-tabs", [
            "Library/Base.lproj/Main.storyboard": { $0.replacingOccurrences(of: "<tableViewCell contentMode=\"scaleToFill\" reuseIdentifier=\"Book\"", with: "<tableViewCell contentMode=\"scaleToFill\" restorationIdentifier=\"BookCell\" reuseIdentifier=\"Book\"") },
            "Library/BooksViewController.swift": { $0.replacingOccurrences(of: "    var lastOpened: Book?\n", with: """
                    var lastOpened: Book?
                    var detailView: BookViewController?

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        detailView?.restorationIdentifier = "Detail"
                    }

                """) },
        ])
        defer { withExtendedLifetime(work) {} }
        let views = Self.items(plan, .viewState)
        #expect(views.map(\.line) == [37], "\(views.map { "\($0.file ?? ""):\($0.line ?? 0)" })")
    }

    /// RSSReader's shape: the initial controller is another one, and a tab bar controller with
    /// a storyboard ID holds navigation controllers (and their roots) without one. The
    /// storyboard makes those with the tab bar, wherever the tab bar is made, and the restore
    /// finds them in it: no `cannot-rebuild` for them. A controller pushed after launch
    /// without a storyboard ID is made again from its class's one storyboard by the name the
    /// compiled storyboard gives its scene, which UIKit's encode records (RSSReader's Folders and
    /// ItemList, which UIKit restored): no item either.
    @Test func aContainersChildrenAreFoundInItNotRebuilt() throws {
        let storyboard = "Library/Base.lproj/Main.storyboard"
        let (plan, _, work) = try Self.plan("storyboard-tabs", [storyboard: { text in
            text.replacingOccurrences(of: "initialViewController=\"Tab-Bar-Ctl\"", with: "initialViewController=\"Str-Vw-Ctl\"")
                .replacingOccurrences(of: "<viewController storyboardIdentifier=\"Book\" useStoryboardIdentifierAsRestorationIdentifier=\"YES\"",
                                      with: "<viewController restorationIdentifier=\"Book\"")
                .replacingOccurrences(of: "    </scenes>", with: """
                            <scene sceneID="sc06-aa-bbb">
                                <objects>
                                    <viewController restorationIdentifier="Start" id="Str-Vw-Ctl" sceneMemberID="viewController">
                                        <view key="view" contentMode="scaleToFill" id="Str-Vw-Vw"/>
                                    </viewController>
                                </objects>
                            </scene>
                        </scenes>
                    """)
        }])
        defer { withExtendedLifetime(work) {} }
        let rebuilt = Self.items(plan, .cannotRebuild)
        #expect(rebuilt.isEmpty, "\(rebuilt.map { "\($0.file ?? ""):\($0.line ?? 0)" })")
        let carried = try #require(plan.apps.first?.carried)
        func madeBy(_ name: String) -> ControllerMaker? { carried.first { $0.className == name }?.madeBy }
        #expect(madeBy("UINavigationController") == .storyboardWithContainer(storyboard: "Main", container: "Tabs"), "\(carried.map { ($0.className, $0.madeBy) })")
        #expect(madeBy("BooksViewController") == .storyboardWithContainer(storyboard: "Main", container: "Tabs/BooksNavigation"))
        #expect(madeBy("BookViewController") == .storyboardScene(storyboard: "Main"))

        // A plain navigation controller without a storyboard ID shown by a segue: UIKit's
        // container records the identifier in its own encode method, which the restore does not
        // run, so nothing makes it again.
        let (shown, _, shownWork) = try Self.plan("storyboard-tabs", [storyboard: { text in
            text.replacingOccurrences(of: "<viewController storyboardIdentifier=\"Book\" useStoryboardIdentifierAsRestorationIdentifier=\"YES\" id=\"Bok-Det-Ctl\" customClass=\"BookViewController\" customModule=\"Library\" customModuleProvider=\"target\" sceneMemberID=\"viewController\">\n                    <view key=\"view\" contentMode=\"scaleToFill\" id=\"Bok-Det-Vw\"/>\n                </viewController>",
                                      with: "<navigationController restorationIdentifier=\"Book\" id=\"Bok-Det-Ctl\" sceneMemberID=\"viewController\">\n                    <navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\" id=\"Bok-Nav-Bar\"/>\n                </navigationController>")
        }])
        defer { withExtendedLifetime(shownWork) {} }
        let container = Self.items(shown, .cannotRebuild)
        #expect(container.map(\.line) == [53] && container.first?.message.contains("container records the identifier") == true, "\(container.map(\.message))")

        let (initial, _, initialWork) = try Self.plan("storyboard-tabs", [:])
        defer { withExtendedLifetime(initialWork) {} }
        #expect(Self.items(initial, .cannotRebuild).isEmpty)
        #expect(initial.apps.first?.carried.first { $0.className == "UINavigationController" }?.madeBy == .storyboardAtLaunch(storyboard: "Main"))
    }

    /// A view whose class encodes (iOS6_savingUIState's `MyView`): what is lost is its own
    /// encode and decode methods, at their line, not a scroll position; a table view keeps
    /// UIKit's reason.
    @Test func aViewThatEncodesIsToldByItsOwnMethods() throws {
        let (plan, _, work) = try Self.plan("storyboard-tabs", [
            "Library/Base.lproj/Main.storyboard": {
                $0.replacingOccurrences(of: "<view key=\"view\" contentMode=\"scaleToFill\" id=\"Set-Vw-Vw\"/>", with: """
                    <view key="view" contentMode="scaleToFill" id="Set-Vw-Vw">
                                            <subviews>
                                                <view contentMode="scaleToFill" restorationIdentifier="Badge" id="Bdg-Vw-Vw" customClass="BadgeView" customModule="Library" customModuleProvider="target"/>
                                            </subviews>
                                        </view>
                    """)
            },
            "Library/SettingsViewController.swift": {
                $0 + """

                    class BadgeView: UIView {
                        override func encodeRestorableState(with coder: NSCoder) {
                            super.encodeRestorableState(with: coder)
                        }

                        override func decodeRestorableState(with coder: NSCoder) {
                            super.decodeRestorableState(with: coder)
                        }
                    }

                    """
            },
        ])
        defer { withExtendedLifetime(work) {} }
        let views = Self.items(plan, .viewState)
        let badge = try #require(views.first { $0.quote?.contains("Badge") == true }, "\(views.map(\.message))")
        #expect(badge.message == "a BadgeView with a restoration identifier: UIKit called its encodeRestorableState(with:) and decodeRestorableState(with:) (Library/SettingsViewController.swift:18), which no longer run: scene restoration saves view controllers only; save what matters in its controller's encode method")
        let table = try #require(views.first { $0.quote?.contains("BooksTable") == true })
        #expect(table.message.contains("scroll position") && !table.message.contains("encodeRestorableState"), "\(table.message)")
    }

    /// The launch options handed whole to another object (a framework's start method) and a
    /// window made without a scene in a method called later are each said at their line.
    @Test func launchOptionsHandedOnAndWindowsWithoutAScene() throws {
        let (plan, _, work) = try Self.plan("storyboard-tabs", ["Library/AppDelegate.swift": { text in
            text.replacingOccurrences(of: "        BookShelf.shared.load()\n", with: "        BookShelf.shared.load()\n        Analytics.start(launchOptions: launchOptions)\n")
                + """

                enum Analytics {
                    static func start(launchOptions: [UIApplication.LaunchOptionsKey: Any]?) {}
                }

                extension AppDelegate {
                    func showOverlay() {
                        let overlay = UIWindow(frame: UIScreen.main.bounds)
                        overlay.makeKeyAndVisible()
                    }
                }

                """
        }])
        defer { withExtendedLifetime(work) {} }
        let handedOn = try #require(Self.items(plan, .launchOptionsHandedOn).first, "\(plan.apps.first?.review.map(\.code) ?? [])")
        #expect(handedOn.file == "Library/AppDelegate.swift" && handedOn.quote == "Analytics.start(launchOptions: launchOptions)", "\(handedOn)")
        let window = try #require(Self.items(plan, .windowWithoutScene).first)
        #expect(window.quote == "let overlay = UIWindow(frame: UIScreen.main.bounds)", "\(window)")
        #expect(!Self.items(plan, .mainScreen).contains { $0.line == window.line }, "one line, one item")
    }

    /// What doctor knew of the classic app is carried: a save opt-in that says no on every path
    /// means UIKit never restored anything, so the life cycle moves alone, with doctor's
    /// finding for review.
    @Test func anOptInThatRefusesEverywhereCarriesNothing() throws {
        let (plan, _, work) = try Self.plan("window-in-code", ["Notes/AppDelegate.swift": {
            $0.replacingOccurrences(of: "shouldSaveSecureApplicationState coder: NSCoder) -> Bool { true }", with: "shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }")
        }])
        defer { withExtendedLifetime(work) {} }
        let app = try #require(plan.apps.first)
        #expect(app.activityType == nil && app.carried.isEmpty, "\(app.carried)")
        let finding = try #require(app.review.first { $0.code == .classicFinding }, "\(app.review.map(\.code))")
        #expect(finding.finding == .restorationTurnedOff && finding.file == "Notes/AppDelegate.swift", "\(finding)")
        #expect(!plan.edits.contains { $0.path.hasSuffix("SceneRestoration.swift") })
    }

    /// A restore opt-in that does more than answer (a crash-loop lock): its answer is kept where
    /// it returns (the generated restore never asks it a second time), and what it does is left
    /// for review at its line.
    @Test func aStatefulOptInIsAskedOnce() throws {
        let (plan, _, work) = try Self.plan("window-in-code", ["Notes/AppDelegate.swift": { text in
            text.replacingOccurrences(of: "    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }", with: """
                    var restoring = false

                    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool {
                        if restoring {
                            restoring = false
                            return false
                        }
                        restoring = true
                        return true
                    }
                """)
        }])
        defer { withExtendedLifetime(work) {} }
        let item = try #require(Self.items(plan, .statefulOptIn).first, "\(plan.apps.first?.review.map(\.code) ?? [])")
        #expect(item.quote == "if restoring {", "\(item)")
        let delegate = String(decoding: try #require(plan.edits.first { $0.path == "Notes/AppDelegate.swift" }).after, as: UTF8.self)
        #expect(delegate.contains("            return SceneRestoration.keepRestoreAnswer(false)\n") && delegate.contains("        return SceneRestoration.keepRestoreAnswer(true)\n"), "\(delegate)")
        #expect(plan.apps.first?.changes.contains { $0.kind == .optInAnswerKept(method: "application(_:shouldRestoreSecureApplicationState:)") } == true)
    }

    /// `coder.encode(name, forKey: #keyPath(textField))` writes the key "textField".
    @Test func aKeyPathKeyIsNamedByItsProperty() throws {
        let (plan, _, work) = try Self.plan("storyboard-tabs", ["Library/BooksViewController.swift": {
            $0.replacingOccurrences(of: "coder.encode(filter, forKey: \"Filter\")", with: "coder.encode(filter, forKey: #keyPath(BooksViewController.filter))")
        }])
        defer { withExtendedLifetime(work) {} }
        let books = try #require(plan.apps.first?.carried.first { $0.className == "BooksViewController" })
        #expect(books.keys.first?.key == "filter", "\(books.keys.map(\.key))")
    }

    /// podest: `for key in ["guid", "url"] { coder.encode(nil, forKey: key) }` writes the keys
    /// "guid" and "url", not one named `key`; the same over a local array of strings.
    @Test func aLoopOverStringsWritesEachKey() throws {
        for loop in ["for key in [\"guid\", \"url\"] {", "let keys = [\"guid\", \"url\"]\n        for key in keys {"] {
            let (plan, _, work) = try Self.plan("storyboard-tabs", ["Library/BooksViewController.swift": {
                $0.replacingOccurrences(of: "coder.encode(filter, forKey: \"Filter\")", with: "coder.encode(filter, forKey: \"Filter\")\n        \(loop)\n            coder.encode(nil, forKey: key)\n        }")
            }])
            defer { withExtendedLifetime(work) {} }
            let books = try #require(plan.apps.first?.carried.first { $0.className == "BooksViewController" })
            let keys = books.keys.map(\.key)
            #expect(keys.contains("guid") && keys.contains("url") && !keys.contains("key"), "\(keys)")
        }
    }

    /// A storyboard scene's class declared in the app without a superclass (code that does not
    /// build, read all the same): the plan is made, nothing stops on it.
    @Test func aSceneClassWithoutASuperclassIsPlanned() throws {
        let (plan, _, work) = try Self.plan("storyboard-tabs", [
            "Library/Base.lproj/Main.storyboard": {
                $0.replacingOccurrences(of: "<viewController storyboardIdentifier=\"Book\" useStoryboardIdentifierAsRestorationIdentifier=\"YES\"",
                                        with: "<viewController restorationIdentifier=\"Book\"")
            },
            "Library/BookViewController.swift": { _ in "class BookViewController {}\n" },
        ])
        defer { withExtendedLifetime(work) {} }
        #expect(plan.apps.first?.carried.contains { $0.className == "BookViewController" } == true, "\(plan.apps.first?.carried.map(\.className) ?? [])")
    }

    /// RSSReader: storyboard controllers whose encode method calls their superclass's
    /// (`ContainerViewController`, never made itself) are listed with its keys beside their own,
    /// and the superclass is not listed as a controller of its own.
    @Test func anInheritedEncodeIsListedWithTheControllersThatRunIt() throws {
        let (plan, _, work) = try Self.plan("storyboard-tabs", ["Library/BooksViewController.swift": {
            $0.replacingOccurrences(of: "class BooksViewController: UITableViewController {\n    var filter = \"\"\n    var lastOpened: Book?\n",
                                    with: """
                                        class BooksViewController: ShelfViewController {
                                            override func encodeRestorableState(with coder: NSCoder) {
                                                super.encodeRestorableState(with: coder)
                                                coder.encode(1, forKey: "Shelf")
                                            }
                                        }

                                        class ShelfViewController: UITableViewController {
                                            var filter = ""
                                            var lastOpened: Book?

                                        """)
        }])
        defer { withExtendedLifetime(work) {} }
        let carried = try #require(plan.apps.first?.carried)
        let books = try #require(carried.first { $0.className == "BooksViewController" }, "\(carried.map(\.className))")
        #expect(books.keys.map(\.key) == ["Shelf", "Filter", "Editing", "LastOpened"], "\(books.keys)")
        #expect(!carried.contains { $0.className == "ShelfViewController" }, "\(carried.map(\.className))")
    }

    /// The list outlives --apply: each item is a `#warning` in the scene delegate's file, which
    /// a second run reads back as still open; deleting one closes it.
    @Test func theListIsKeptInTheCodeUntilDealtWith() throws {
        let (plan, folder, work) = try Self.plan("links", [:])
        defer { withExtendedLifetime(work) {} }
        let review = try #require(plan.apps.first?.review)
        try MigrationWriter.write(plan)
        let path = folder.appendingPathComponent("Reader/SceneDelegate.swift")
        let scene = try String(contentsOf: path, encoding: .utf8)
        #expect(scene.components(separatedBy: "\n#warning(\"uistate migrate [").count - 1 == review.count, "\(scene)")
        let again = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        #expect(again.edits.isEmpty && again.stillOpen.count == review.count, "\(again.stillOpen)")
        #expect(again.stillOpen.map(\.code) == review.map(\.code))
        let first = try #require(scene.split(separator: "\n").first { $0.hasPrefix("#warning(") })
        try scene.replacingOccurrences(of: first + "\n", with: "").write(to: path, atomically: true, encoding: .utf8)
        #expect(try SceneMigrator.plan(try ProjectFolder.read(at: folder.path)).stillOpen.count == review.count - 1)
        try PlannerCasesTests.expectSwiftTypeChecks(folder)
    }

    /// StackedDrafts: the app delegate encodes a registered restorable object at app level
    /// (`coder.encode(OpenDraftsManager.shared)`): UIKit kept a reference it restored through
    /// the object's restoration class, which scene restoration does not follow. A
    /// `registered-object` item at its line, and the key is not carried.
    @Test func anAppLevelRegisteredObjectIsLeftForReview() throws {
        let (plan, _, work) = try Self.plan("storyboard-tabs", ["Library/AppDelegate.swift": { text in
            text.replacingOccurrences(of: "    func applicationDidEnterBackground(_ application: UIApplication) {\n", with: """
                    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {
                        coder.encode(OpenDrafts.shared)
                    }

                    func applicationDidEnterBackground(_ application: UIApplication) {

                """) + "\nfinal class OpenDrafts: NSObject, UIStateRestoring {\n    static let shared = OpenDrafts()\n}\n"
        }])
        defer { withExtendedLifetime(work) {} }
        let item = try #require(Self.items(plan, .registeredObject).first, "\(plan.apps.flatMap(\.review).map(\.code))")
        #expect(item.file == "Library/AppDelegate.swift" && item.quote == "coder.encode(OpenDrafts.shared)", "\(item)")
        let key = try #require(plan.apps.first?.appLevel.first)
        #expect(key.value == .registeredObject(className: "OpenDrafts") && !key.value.isCarried, "\(key)")
    }

    /// SGBDrillDownController: a controller encodes its toolbars (`UIToolbar` properties). UIKit's
    /// archiver writes a view as its restoration identifier (none here: nil under classic
    /// restoration), the generated one as nothing (nil too): an `encoded-view` item at its line
    /// saying so, and the keys are not called carried.
    @Test func anEncodedViewIsLeftForReview() throws {
        let (plan, _, work) = try Self.plan("storyboard-tabs", ["Library/BooksViewController.swift": { text in
            text.replacingOccurrences(of: "    var lastOpened: Book?\n", with: "    var lastOpened: Book?\n    var toolbar: UIToolbar?\n")
                .replacingOccurrences(of: "super.encodeRestorableState(with: coder)\n", with: "super.encodeRestorableState(with: coder)\n        coder.encode(toolbar, forKey: \"toolbar\")\n")
        }])
        defer { withExtendedLifetime(work) {} }
        let item = try #require(Self.items(plan, .encodedView).first, "\(plan.apps.flatMap(\.review).map(\.code))")
        #expect(item.file == "Library/BooksViewController.swift" && item.quote == "coder.encode(toolbar, forKey: \"toolbar\")", "\(item)")
        #expect(item.message.contains("decoded as nil under classic restoration too"), "\(item.message)")
        let key = try #require(plan.apps.first?.carried.flatMap(\.keys).first { $0.key == "toolbar" })
        #expect(key.value == .view(className: "UIToolbar") && !key.value.isCarried, "\(key)")
    }

    /// Round 2's false items: `key-window` on the app's own name for a scene-aware window
    /// (Simplenote), `stateful-opt-in` on a log line and a condition's binding (iOS6_savingUIState,
    /// murakami, Eventual), `launch-options-handed-on` on a helper of the app delegate that reads
    /// none of its parameters (Restorer) or to a logging call, also one over two lines (podest's
    /// `os_log`). The true ones beside them stay.
    @Test func noFalseItemsOnScenesAwareCodeLoggingAndIgnoringHelpers() throws {
        let (plan, _, work) = try Self.plan("storyboard-tabs", [
            "Library/BooksViewController.swift": { $0 + """

                extension BooksViewController {
                    var keyWindow: UIWindow? { view.window?.windowScene?.windows.first { $0.isKeyWindow } }
                    func keyFrame() -> CGRect { keyWindow?.frame ?? .zero }
                    func legacyFrame() -> CGRect { UIApplication.shared.keyWindow?.frame ?? .zero }
                }

                """ },
            "Library/AppDelegate.swift": { text in
                text.replacingOccurrences(of: "        coder.decodeInteger(forKey: \"StateVersion\") == Self.stateVersion\n", with: """
                        print("restoring")
                        guard let version = coder.decodeObject(forKey: "StateVersion") as? Int else { return false }
                        return version == Self.stateVersion

                """).replacingOccurrences(of: "        BookShelf.shared.load()\n", with: "        BookShelf.shared.load()\n        commonSetUp(launchOptions)\n        readOptions(launchOptions)\n        NSLog(\"launched with %@\", String(describing: launchOptions))\n        os_log(\"launched with %{public}@\", String(describing: launchOptions))\n        os_log(\"beginning launch with options: %{public}@\",\n               log: log, type: .info, String(describing: launchOptions))\n")
                    .replacingOccurrences(of: "    func applicationDidEnterBackground(_ application: UIApplication) {\n", with: """
                    func commonSetUp(_ options: [UIApplication.LaunchOptionsKey: Any]?) {
                        print("set up")
                    }

                    func readOptions(_ options: [UIApplication.LaunchOptionsKey: Any]?) {
                        print(options ?? [:])
                    }

                    func applicationDidEnterBackground(_ application: UIApplication) {

                """)
            },
        ])
        defer { withExtendedLifetime(work) {} }
        let keyWindows = Self.items(plan, .keyWindow)
        #expect(keyWindows.map(\.quote) == ["func legacyFrame() -> CGRect { UIApplication.shared.keyWindow?.frame ?? .zero }"], "\(keyWindows)")
        #expect(Self.items(plan, .statefulOptIn).isEmpty, "\(Self.items(plan, .statefulOptIn))")
        let handedOn = Self.items(plan, .launchOptionsHandedOn)
        #expect(handedOn.map(\.quote) == ["readOptions(launchOptions)"], "\(handedOn)")
    }

    /// UIKit's views that keep state of their own with a restoration identifier are Apple's list
    /// (collection, image, scroll, table and text views, text fields, the old web view): a plain
    /// view of a class that encodes nothing, a WKWebView (Restorer) or a map (iOS6_savingUIState)
    /// gives no `view-state` item; a table view and a view whose class encodes do.
    @Test func viewStateOnlyForViewsThatKeepState() throws {
        let (plan, _, work) = try Self.plan("storyboard-tabs", [
            "Library/Base.lproj/Main.storyboard": { text in
                text.replacingOccurrences(of: "<view key=\"view\" contentMode=\"scaleToFill\" id=\"Set-Vw-Vw\"/>", with: """
                    <view key="view" contentMode="scaleToFill" id="Set-Vw-Vw">
                                            <subviews>
                                                <wkWebView contentMode="scaleToFill" restorationIdentifier="Page" id="Web-Vw-001"/>
                                                <mapView contentMode="scaleToFill" restorationIdentifier="Map" id="Map-Vw-001"/>
                                                <view contentMode="scaleToFill" restorationIdentifier="Plain" id="Pln-Vw-001" customClass="PlainView" customModule="Library"/>
                                                <view contentMode="scaleToFill" restorationIdentifier="Drawing" id="Drw-Vw-001" customClass="DrawingView" customModule="Library"/>
                                            </subviews>
                                        </view>
                    """)
            },
            "Library/SettingsViewController.swift": { $0 + """

                final class PlainView: UIView {}

                final class DrawingView: UIView {
                    var strokes = 0
                    override func encodeRestorableState(with coder: NSCoder) {
                        super.encodeRestorableState(with: coder)
                        coder.encode(strokes, forKey: "strokes")
                    }
                }

                final class ReaderViewController: UIViewController {
                    let pageView: WKWebView = WKWebView()
                    let listView: UITableView = UITableView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        pageView.restorationIdentifier = "ReaderPage"
                        listView.restorationIdentifier = "ReaderList"
                    }
                }

                """ },
        ])
        defer { withExtendedLifetime(work) {} }
        let quotes = Self.items(plan, .viewState).compactMap(\.quote)
        #expect(quotes.contains { $0.contains("restorationIdentifier=\"BooksTable\"") } && quotes.contains { $0.contains("restorationIdentifier=\"Drawing\"") }, "\(quotes)")
        #expect(quotes.contains("listView.restorationIdentifier = \"ReaderList\""), "\(quotes)")
        #expect(!quotes.contains { $0.contains("\"Page\"") || $0.contains("\"Map\"") || $0.contains("\"Plain\"") || $0.contains("ReaderPage") }, "\(quotes)")
    }
}

import AppProject
import Foundation
import KeyedArchive
import PropertyList
import SampleApps
@testable import SceneMigration
import StateRestoration
import Testing
import TestSupport

/// A classic state of each test project, as UIKit would record it (the sample apps' model of
/// UIKit's preservation walk), converted with the project's activity type: UIKit's check
/// accepts it, every key is accounted for, and every controller the rebuild must make can be
/// made by the code the migration generates for that project (its storyboard tables and
/// restoration classes), so the converter and the generated code agree.
@Suite struct FixtureStateTests {
    static func models() -> [String: AppModel] {
        let version = [StateEntry("StateVersion", .int(3))]
        return [
            "storyboard-tabs": AppModel(windows: [
                ViewControllerModel("UITabBarController", identifier: "Tabs", storyboardIdentifier: "Tabs", container: .indexed, children: [
                    ViewControllerModel("UINavigationController", identifier: "BooksNavigation", container: .navigation, children: [
                        ViewControllerModel("Library.BooksViewController", identifier: "Books", state: [StateEntry("Filter", .string("le guin")), StateEntry("Editing", .bool(false))]),
                        ViewControllerModel("Library.BookViewController", identifier: "Book", storyboardIdentifier: "Book",
                                            state: [StateEntry("BookID", .string("b1")), StateEntry("Page", .int32(42))]),
                    ]),
                    ViewControllerModel("UINavigationController", identifier: "SettingsNavigation", container: .navigation, children: [
                        ViewControllerModel("Library.SettingsViewController", identifier: "Settings", state: [StateEntry("ShowsCovers", .bool(true))]),
                    ]),
                ]),
            ], delegateState: version, bundleVersion: "1"),
            "window-in-code": AppModel(windows: [
                ViewControllerModel("UINavigationController", identifier: "Navigation", container: .navigation, children: [
                    ViewControllerModel("Notes.NoteListViewController", identifier: "NoteList", restorationClass: "Notes.NoteListViewController", state: [StateEntry("Offset", .point(x: 0, y: 120))]),
                    ViewControllerModel("Notes.NoteViewController", identifier: "Note", restorationClass: "Notes.NoteViewController",
                                        state: [StateEntry("NoteID", .string("n1")), StateEntry("Draft", .string("Buy bread and"))]),
                ]),
            ], bundleVersion: "1"),
            "objective-c": AppModel(windows: [
                ViewControllerModel("UINavigationController", identifier: "Navigation", container: .navigation, children: [
                    ViewControllerModel("AccountsViewController", identifier: "Accounts", restorationClass: "AccountsViewController", state: [StateEntry("SelectedAccount", .string("checking"))]),
                ]),
            ], delegateState: [StateEntry("StateVersion", .string("4"))], bundleVersion: "4"),
            "generated-info-plist": AppModel(windows: [
                ViewControllerModel("UINavigationController", identifier: "Navigation", container: .navigation, children: [
                    ViewControllerModel("Timer.TimersViewController", identifier: "Timers", state: [StateEntry("SortsByName", .bool(true))]),
                    ViewControllerModel("Timer.TimerViewController", identifier: "Timer", storyboardIdentifier: "Timer",
                                        state: [StateEntry("TimerID", .string("t7")), StateEntry("Remaining", .double(93.5))]),
                ]),
            ], bundleVersion: "1"),
            "xcodegen": AppModel(windows: [
                ViewControllerModel("UINavigationController", identifier: "Navigation", storyboardIdentifier: "Navigation", container: .navigation, children: [
                    ViewControllerModel("Trails.TrailsViewController", identifier: "Trails", state: [StateEntry("Region", .string("alps"))]),
                    ViewControllerModel("Trails.TrailViewController", identifier: "Trail", storyboardIdentifier: "Trail", state: [StateEntry("TrailID", .string("haute-route"))]),
                ]),
            ], delegateState: [StateEntry("TrailsStateVersion", .string("2.1"))], bundleVersion: "21"),
            "links": AppModel(windows: [
                ViewControllerModel("UINavigationController", identifier: "Navigation", container: .navigation, children: [
                    ViewControllerModel("Reader.ArticlesViewController", identifier: "Articles", state: [StateEntry("Section", .int(2))]),
                    ViewControllerModel("Reader.ArticleViewController", identifier: "Article", storyboardIdentifier: "Article",
                                        state: [StateEntry("ArticleURL", .string("https://example.com/a"))]),
                ]),
            ], bundleVersion: "1"),
        ]
    }

    @Test(arguments: MigrationGoldenTests.classicProjects)
    func convertsForTheMigratedApp(_ name: String) throws {
        let folder = try ProjectFolder.read(at: Fixtures.url("migrate/projects/" + name).path)
        let app = try #require(folder.apps.first)
        let model = try #require(Self.models()[name])
        let snapshot = try PreservationWalk.preserve(model)
        let conversion = try StateConversion.convert(SavedState(classic: snapshot), activityType: try #require(RestorationActivityType.of(app).fixed),
                                                     sessionIdentifier: "6F1C2A3B-4D5E-4F60-8172-93A4B5C6D7E8")
        #expect(conversion.activityType == "com.example.\(["storyboard-tabs": "Library", "window-in-code": "Notes", "objective-c": "Wallet", "generated-info-plist": "Timer", "xcodegen": "Trails", "links": "Reader"][name]!).restoration")
        #expect(RestorationCheck.check(conversion.state, staleness: nil).findings.isEmpty)
        #expect(conversion.controllers.count == snapshot.objects.count)

        // Each carried controller the rebuild does not find where the storyboard or the code
        // made it at launch is one the generated code can make: a restoration class, or a
        // storyboard identifier its tables know for that path.
        let decisions = AppDecisions(folder: folder, app: app, kind: .classic, workspace: SceneMigration.Workspace(root: folder.root))
        let code = RestorationFiles.restorationCode(decisions)
        let atLaunch = Set(app.chains.flatMap(\.nodes).filter(\.atLaunch).compactMap { $0.path?.joined(separator: "/") })
        let storyboardPaths = Dictionary(code.storyboardIdentifiers.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        let classMap = snapshot.restorationClassMap
        for path in conversion.controllers where path != conversion.root {
            let identifiers = path.identifiers.joined(separator: "/")
            let reachable = atLaunch.contains(identifiers) || classMap[path] != nil || storyboardPaths[identifiers] != nil
                || (app.storyboards.isEmpty && path.components.count == 2)
            #expect(reachable, "\(path): nothing in the generated code makes it again")
        }
    }
}

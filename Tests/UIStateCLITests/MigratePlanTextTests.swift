import Foundation
@testable import SceneMigration
import Testing
@testable import UIStateCLI

@Suite("migrate's plan as text")
struct MigratePlanTextTests {
    static func app(_ target: String, sharesSourcesWith lead: String?, review: [ReviewItem]) -> AppMigration {
        AppMigration(target: target, project: "XXTExplorer.xcodeproj", kind: .classic, language: .objectiveC, activityType: nil, sceneDelegateClass: "SceneDelegate",
                     appDelegateClass: "XXTEAppDelegate", changes: [], carried: [], review: review, files: [], sharesSourcesWith: lead)
    }

    @Test("targets sharing their sources (XXTExplorer's three): the second says its items are listed under the first, not that nothing is left for review")
    func sharedSources() {
        let item = ReviewItem(code: .keyWindow, file: "XXTExplorer/XXTEAppDelegate.m", line: 12, quote: nil, message: "the key window")
        let plan = MigrationPlan(root: "/p", apps: [Self.app("XXTExplorer", sharesSourcesWith: nil, review: [item]), Self.app("XXTouch", sharesSourcesWith: "XXTExplorer", review: [])],
                                 leftAlone: [], edits: [])
        let text = MigratePlanText.text(plan, wrote: false, style: Style(enabled: false))
        let second = String(text[text.range(of: "XXTouch (XXTExplorer.xcodeproj)")!.lowerBound...])
        #expect(second.contains("Restoration carried and left for review: as listed under XXTExplorer"), "\(second)")
        #expect(!second.contains("Left for review: nothing"), "\(second)")
        #expect(text.contains("Left for review (1"), "\(text)")
    }
}

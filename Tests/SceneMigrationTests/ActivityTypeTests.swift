import AppProject
import Foundation
@testable import SceneMigration
import Testing
import TestSupport

/// The restoration activity's type, decided once from the project (issue 52's ninth root
/// cause): every build-setting form of the bundle id resolved, a bundle id that differs per
/// configuration given a type that works in each.
@Suite struct ActivityTypeTests {
    static let project = "Wallet.xcodeproj/project.pbxproj"
    static let plist = "Wallet/Wallet-Info.plist"

    static func app(_ rewrites: [String: (String) -> String], in work: TemporaryDirectory) throws -> (folder: URL, app: AppTarget) {
        let folder = try PlannerCasesTests.project("objective-c", in: work, rewriting: rewrites)
        return (folder, try #require(try ProjectFolder.read(at: folder.path).apps.first))
    }

    /// An older project's Info.plist spells the bundle id itself, from the product name
    /// (`com.example.${PRODUCT_NAME:rfc1034identifier}`), with no PRODUCT_BUNDLE_IDENTIFIER:
    /// the type is the bundle id the app is built with. The first migration took the target's
    /// name for it without a word (`Wallet.restoration`), which the app never saved.
    @Test func anInfoPlistBundleIdFromTheProductName() throws {
        let work = try TemporaryDirectory("activity-type")
        let (_, app) = try Self.app([
            Self.project: { $0.replacingOccurrences(of: "\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.Wallet;\n", with: "").replacingOccurrences(of: "PRODUCT_NAME = \"$(TARGET_NAME)\";", with: "PRODUCT_NAME = \"My Wallet\";") },
            Self.plist: { $0.replacingOccurrences(of: "<string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>", with: "<string>com.example.${PRODUCT_NAME:rfc1034identifier}</string>") },
        ], in: work)
        let type = RestorationActivityType.of(app)
        #expect(type.fixed == "com.example.My-Wallet.restoration", "\(type)")
        #expect(type.declared == "com.example.My-Wallet.restoration")
    }

    /// PRODUCT_BUNDLE_IDENTIFIER in an .xcconfig the configurations are based on.
    @Test func aBundleIdFromAnXcconfig() throws {
        let work = try TemporaryDirectory("activity-type-xcconfig")
        let (_, app) = try Self.app([
            Self.project: { text in
                text.replacingOccurrences(of: "\t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = com.example.Wallet;\n", with: "")
                    .replacingOccurrences(of: "/* Begin PBXFileReference section */\n", with: "/* Begin PBXFileReference section */\n\t\tAAAAAAAAAAAAAAAAAAAAAAAA /* Shared.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Shared.xcconfig; sourceTree = SOURCE_ROOT; };\n")
                    .replacingOccurrences(of: "\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tASSETCATALOG", with: "\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = AAAAAAAAAAAAAAAAAAAAAAAA /* Shared.xcconfig */;\n\t\t\tbuildSettings = {\n\t\t\t\tASSETCATALOG")
            },
        ], in: work)
        _ = app
        try "PRODUCT_BUNDLE_IDENTIFIER = org.example.wallet\n".write(to: work.url.appendingPathComponent("objective-c/Shared.xcconfig"), atomically: true, encoding: .utf8)
        let reread = try #require(try ProjectFolder.read(at: work.url.appendingPathComponent("objective-c").path).apps.first)
        #expect(RestorationActivityType.of(reread).fixed == "org.example.wallet.restoration")
    }

    /// A Debug build with a bundle id of its own: no one type works in both, so the generated
    /// code takes the bundle id the app runs with, NSUserActivityTypes declares the bundle id's
    /// expression (Xcode expands it per configuration), the plan says both types and leaves it
    /// for review; the code still compiles.
    @Test func aBundleIdThatDiffersPerConfiguration() throws {
        let work = try TemporaryDirectory("activity-type-configurations")
        let (folder, app) = try Self.app([Self.project: { text in
            // The Debug configuration is the second of the target's two.
            let debug = try! #require(text.range(of: "C27619D965872D9C78CCBB19 /* Debug */ = {"))
            var changed = text
            changed.replaceSubrange(debug.lowerBound..<text.endIndex, with: text[debug.lowerBound...].replacingOccurrences(of: "PRODUCT_BUNDLE_IDENTIFIER = com.example.Wallet;", with: "PRODUCT_BUNDLE_IDENTIFIER = com.example.Wallet.debug;"))
            return changed
        }], in: work)
        let type = RestorationActivityType.of(app)
        #expect(type.fixed == nil)
        #expect(Set(type.types) == ["com.example.Wallet.restoration", "com.example.Wallet.debug.restoration"], "\(type)")
        #expect(type.declared == "$(PRODUCT_BUNDLE_IDENTIFIER).restoration")
        #expect(type.type(forRecordedApp: "com.example.Wallet.debug") == "com.example.Wallet.debug.restoration")
        #expect(type.type(forRecordedApp: nil) == nil)

        let plan = try SceneMigrator.plan(try ProjectFolder.read(at: folder.path))
        let migration = try #require(plan.apps.first)
        #expect(migration.review.contains { $0.code == .bundleIdentifierPerConfiguration }, "\(migration.review.map(\.code))")
        let implementation = String(decoding: try #require(plan.edits.first { $0.path == "Wallet/SceneRestoration.m" }).after, as: UTF8.self)
        #expect(implementation.contains("return [NSBundle.mainBundle.bundleIdentifier ?: @\"\" stringByAppendingString:@\".restoration\"];"))
        let plist = String(decoding: try #require(plan.edits.first { $0.path == Self.plist }).after, as: UTF8.self)
        #expect(plist.contains("<string>$(PRODUCT_BUNDLE_IDENTIFIER).restoration</string>"))
        try MigrationWriter.write(plan)
        if ProcessRunner.has("clang") {
            let files = try MigrationGoldenTests.contents(folder).keys.filter { $0.hasSuffix(".m") }.sorted().map { folder.appendingPathComponent($0) }
            let messages = try CodeChecks.objectiveC(files, including: [folder.appendingPathComponent("Wallet")], deploymentTarget: try CodeChecks.deploymentTarget(of: folder))
            #expect(messages == nil, "\(messages ?? "")")
        }
    }
}

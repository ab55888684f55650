import Foundation
import Testing
import TestSupport

/// The harness builds what the project names, where Xcode looks for it.
@Suite struct AppBuildTests {
    /// A source the project's group names but the folder does not have fails the build, as Xcode's
    /// "Build input file cannot be found" (issue 52's fifth cause: files added where Xcode does
    /// not look).
    @Test func aFileThatIsNotWhereTheProjectSaysFailsTheBuild() throws {
        let work = try TemporaryDirectory("uistate-app-build")
        let project = work.appending("links")
        try FileManager.default.copyItem(at: Fixtures.url("migrate/projects/links"), to: project)
        try FileManager.default.moveItem(at: project.appendingPathComponent("Reader/ArticleViewController.swift"),
                                         to: project.appendingPathComponent("ArticleViewController.swift"))
        #expect {
            try AppBuild.build(project, into: work.appending("build"))
        } throws: { error in
            "\(error)".hasPrefix("Build input file cannot be found") && "\(error)".contains("Reader/ArticleViewController.swift")
        }
    }
}

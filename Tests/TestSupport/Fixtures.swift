import Foundation
import Testing

/// The shared third-party fixtures (`../shared/fixtures` next to the checkout, or
/// `$UISTATE_FIXTURES`). They are read in place, never copied into the project.
public enum Fixtures {
    public static let directory: URL? = {
        if let path = ProcessInfo.processInfo.environment["UISTATE_FIXTURES"] {
            return URL(fileURLWithPath: path)
        }
        let candidate = Checkout.root.deletingLastPathComponent().appendingPathComponent("shared/fixtures")
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }()

    public static var available: Bool { directory != nil }

    /// Printed by the `.enabled(if:)` trait of every fixture test when the folder is missing.
    public static let missingReason: Comment =
        "shared fixtures not found (looked for ../shared/fixtures and $UISTATE_FIXTURES): fixture tests skipped"

    public static func url(_ relativePath: String) -> URL {
        (directory ?? URL(fileURLWithPath: "/nonexistent")).appendingPathComponent(relativePath)
    }

    public static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(relativePath)))
    }

    /// Relative paths of every fixture file in `folder` (licence files excluded).
    public static func files(in folder: String) -> [String] {
        guard let directory else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? []
        return names.filter { !["LICENSE", "LICENCE", "COPYING.LESSER"].contains($0) }.sorted().map { "\(folder)/\($0)" }
    }
}

/// The project checkout this test binary was built from.
public enum Checkout {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

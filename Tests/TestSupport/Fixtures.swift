import Foundation

/// The third-party fixtures in `Tests/Fixtures` (their README names each file's origin and
/// licence), read in place.
public enum Fixtures {
    public static let directory = Checkout.root.appendingPathComponent("Tests/Fixtures")

    public static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }

    public static func bytes(_ relativePath: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(relativePath)))
    }

    /// Relative paths of every fixture file in `folder` (licence files excluded).
    public static func files(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? []
        return names.filter { !["LICENSE", "LICENCE", "COPYING.LESSER"].contains($0) }.sorted().map { "\(folder)/\($0)" }
    }
}

/// The project checkout this test binary was built from.
public enum Checkout {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

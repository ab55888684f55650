import Foundation

/// A fresh folder under the system temporary directory, removed when the value is released.
public final class TemporaryDirectory: @unchecked Sendable {
    public let url: URL

    public init(_ label: String = "uistate-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public var path: String { url.path }

    public func appending(_ component: String) -> URL { url.appendingPathComponent(component) }

    deinit { try? FileManager.default.removeItem(at: url) }
}

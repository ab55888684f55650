import Foundation

/// A project written in the other format through the model: each `project.pbxproj` under a
/// folder replaced by the `project.xcproj` that `convert` makes of its bytes (AppProject's
/// `XcprojWriter.text(convertingPropertyList:)`, what Xcode 27.2's "convert to JSON" gives).
public enum ProjectFormatConversion {
    public struct NoProject: Error {
        public var path: String
    }

    /// The project files converted, by path under `folder`.
    @discardableResult
    public static func convertToJSON(_ folder: URL, with convert: ([UInt8]) throws -> String?) throws -> [String] {
        var converted: [String] = []
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".xcodeproj/project.pbxproj") else { continue }
            let file = folder.appendingPathComponent(path)
            guard let text = try convert(Array(try Data(contentsOf: file))) else { throw NoProject(path: path) }
            try text.write(to: file.deletingLastPathComponent().appendingPathComponent("project.xcproj"), atomically: true, encoding: .utf8)
            try FileManager.default.removeItem(at: file)
            converted.append(path)
        }
        return converted.sorted()
    }
}

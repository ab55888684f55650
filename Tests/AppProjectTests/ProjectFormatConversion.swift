@testable import AppProject
import Foundation
import PropertyList
import TestSupport
import Testing

/// A project written in the other format through the model: each `project.pbxproj` under a
/// folder replaced by the `project.xcproj` `XcprojWriter` writes from its objects (what Xcode
/// 27.2's "convert to JSON" gives), or a `project.xcproj` read into the model.
enum ProjectFormatConversion {
    /// The `.xcodeproj` bundles under `folder` converted to the JSON format; their paths.
    @discardableResult
    static func convertToJSON(_ folder: URL) throws -> [String] {
        var converted: [String] = []
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".xcodeproj/project.pbxproj") else { continue }
            let file = folder.appendingPathComponent(path)
            let text = try #require(json(fromPropertyList: Array(try Data(contentsOf: file))), "\(path) has no project")
            try text.write(to: file.deletingLastPathComponent().appendingPathComponent("project.xcproj"), atomically: true, encoding: .utf8)
            try FileManager.default.removeItem(at: file)
            converted.append(path)
        }
        return converted
    }

    static func json(fromPropertyList bytes: [UInt8]) throws -> String? {
        guard case .dictionary(let entries)? = try OpenStepPropertyListReader.read(bytes)["objects"] else { return nil }
        return XcprojWriter.text(PBXObjects(Dictionary(entries.map { ($0.key, $0.value) }) { _, last in last }))
    }

    /// A `project.xcproj` read into the object graph, and written again.
    static func rewritten(_ bytes: [UInt8]) throws -> String? {
        XcprojWriter.text(PBXObjects(XcprojObjects.read(try XcprojReader.read(bytes)).objects))
    }
}

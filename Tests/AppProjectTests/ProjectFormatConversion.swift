@testable import AppProject
import Foundation
import TestSupport

extension ProjectFormatConversion {
    /// Each `project.pbxproj` under `folder` replaced by its `project.xcproj`.
    @discardableResult
    static func convertToJSON(_ folder: URL) throws -> [String] {
        try convertToJSON(folder) { try XcprojWriter.text(convertingPropertyList: $0) }
    }

    /// A `project.xcproj` read into the object graph, and written again.
    static func rewritten(_ bytes: [UInt8]) throws -> String? {
        XcprojWriter.text(PBXObjects(XcprojObjects.read(try XcprojReader.read(bytes)).objects))
    }
}

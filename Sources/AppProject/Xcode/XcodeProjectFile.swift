import Platform

/// Which file of an `.xcodeproj` bundle describes the project: the property list
/// `project.pbxproj` (an OpenStep plist: what issue 51's readers take in its encodings), or
/// Xcode 27.2's JSON `project.xcproj`. A bundle holding both is one Xcode 27.2 refuses to open
/// (observed, docs/doctor.md "Xcode project formats"); uistate then reads and edits
/// `project.xcproj`, the file a conversion writes last, and says so.
public struct XcodeProjectFile: Sendable, Equatable {
    public enum Format: String, Sendable {
        /// `project.pbxproj`
        case propertyList = "project.pbxproj"
        /// `project.xcproj`
        case json = "project.xcproj"
    }

    /// The `.xcodeproj` folder.
    public var bundle: String
    public var format: Format
    /// Both files are there: the other one is left as it is.
    public var bothPresent: Bool

    /// The file's path: the bundle's, then the file's name.
    public var path: String { bundle + "/" + format.rawValue }

    /// The project file of a bundle, by path (relative to the folder read or absolute, as
    /// `isFile` takes it); nil when the bundle holds neither.
    static func find(_ bundle: String, isFile: (String) -> Bool) -> XcodeProjectFile? {
        let json = isFile(bundle + "/" + Format.json.rawValue)
        let propertyList = isFile(bundle + "/" + Format.propertyList.rawValue)
        guard json || propertyList else { return nil }
        return XcodeProjectFile(bundle: bundle, format: json ? .json : .propertyList, bothPresent: json && propertyList)
    }

    static func find(_ bundle: String, reader: ProjectFileReader) -> XcodeProjectFile? {
        find(bundle) { reader.isFile($0) }
    }

    /// The bundle at an absolute path.
    public static func find(atAbsolutePath bundle: String) -> XcodeProjectFile? {
        find(bundle) { FileSystem.exists($0) }
    }

    /// What doctor and migrate say about a bundle holding both files.
    public var bothPresentNote: String {
        "holds both project.pbxproj and project.xcproj: Xcode 27.2 refuses to open a project holding both, so uistate reads (and migrate edits) project.xcproj, "
            + "the file a conversion to the JSON format writes: delete the one you no longer use"
    }
}

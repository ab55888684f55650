import Platform

/// Why a file that is there was not read, or not understood: never the same as a file that
/// is not there. `doctor --strict` fails on one; `migrate` refuses to plan without it.
public enum FileFailure: String, Sendable, Equatable {
    /// A folder, a device, a socket or a FIFO where a file should be.
    case notAFile
    /// Larger than the reader's limit (`UnreadableFile.maximumSize`).
    case tooLarge
    case noPermission
    /// Any other error of the file system.
    case unreadable
    /// Read, but not what its name says: a syntax error, merge-conflict markers, a damaged
    /// project (an object id defined twice), an encoding no tool writes.
    case notUnderstood
}

/// A file of the project that is there and could not be read: its path (as the project
/// names it), why, and the reason in words ("is a folder, not a file", "cannot read it:
/// Permission denied").
public struct UnreadableFile: Error, Sendable, Equatable, CustomStringConvertible {
    /// The largest file read: a project file, an Info.plist, a storyboard or a source beyond it
    /// is not read (a generated file of that size says nothing about restoration).
    public static let maximumSize = 8 << 20

    public var path: String
    /// Where in it, for a file read and not understood (a syntax error's line and column).
    public var line: Int?
    public var column: Int?
    public var failure: FileFailure
    public var reason: String

    public init(path: String, line: Int? = nil, column: Int? = nil, failure: FileFailure, reason: String) {
        self.path = path
        self.line = line
        self.column = column
        self.failure = failure
        self.reason = reason
    }

    /// A folder that is there and could not be listed.
    init(listing path: String, _ error: SystemError) {
        self.init(path: path, failure: error.isPermissionDenied ? .noPermission : .unreadable, reason: "a folder that cannot be listed: \(error.reason)")
    }

    /// The note of a file that is there and was not read or not understood; nil for any
    /// other note.
    public init?(_ note: ProjectNote) {
        guard let failure = note.failure else { return nil }
        self.init(path: note.file, line: note.line, column: note.column, failure: failure, reason: note.text)
    }

    /// `path:line:column`, as far as it is known.
    public var place: String {
        path + (line.map { ":\($0)" } ?? "") + (line != nil ? column.map { ":\($0)" } ?? "" : "")
    }

    public var description: String { "\(place): \(reason)" }

    /// The bytes of the regular file at `absolutePath` (a symbolic link followed to one), or
    /// nil when nothing is there; anything else there (a folder, a FIFO, a device, a file past
    /// the limit or without permission) is thrown, named `path`. The one reader of every file
    /// `doctor` and `migrate` read.
    public static func read(_ absolutePath: String, as path: String, limit: Int = maximumSize) throws(UnreadableFile) -> [UInt8]? {
        do {
            return try FileSystem.readRegularFile(absolutePath, limit: limit)
        } catch {
            switch error {
            case .notAFile(.directory):
                throw UnreadableFile(path: path, failure: .notAFile, reason: "is a folder, not a file")
            case .notAFile:
                throw UnreadableFile(path: path, failure: .notAFile, reason: "is a device, socket or FIFO, not a file")
            case .system(let system) where system.isTooLarge:
                throw UnreadableFile(path: path, failure: .tooLarge, reason: "larger than \(limit >> 20) MiB, the most uistate reads of one file")
            case .system(let system) where system.isPermissionDenied:
                throw UnreadableFile(path: path, failure: .noPermission, reason: "cannot read it: \(system.reason)")
            case .system(let system):
                throw UnreadableFile(path: path, failure: .unreadable, reason: "cannot read it: \(system.reason)")
            }
        }
    }
}

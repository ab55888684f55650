import AppProject
import Platform

/// The files `uistate doctor` reads and writes besides the project: `.uistate-doctor`, a
/// baseline, the reports; each failure one line with its exit status.
enum DoctorProjectFiles {
    /// The `.uistate-doctor` files that apply: at the repository's root (the base), in the
    /// folder read, and beside each project; each applies to its own folder and below.
    static func configurations(source: SourceRoot, folders: [String]) throws -> [DoctorConfiguration] {
        var seen: Set<String> = []
        var found: [DoctorConfiguration] = []
        for folder in [source.base] + folders where seen.insert(folder).inserted {
            let path = folder + "/" + DoctorConfiguration.fileName
            guard FileSystem.exists(path) else { continue }
            let bytes: [UInt8]
            do {
                bytes = try FileSystem.read(path, limit: 1 << 20)
            } catch {
                throw CLIError("cannot read \(path): \(error.reason)", status: .fatal)
            }
            do {
                var configuration = try DoctorConfiguration(text: String(decoding: bytes, as: UTF8.self), folder: source.relative(folder))
                configuration.absoluteFolder = folder
                found.append(configuration)
            } catch {
                throw CLIError("\(path) \(error.description): fix or remove that line (a rule is 'ignore <code>|all [<path glob>]' or 'severity <code> error|warning|note')",
                               status: .badData)
            }
        }
        return found
    }

    static func baseline(_ path: String) throws -> DoctorBaseline {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path, limit: 64 << 20)
        } catch {
            throw CLIError("cannot read the baseline \(path): \(error.reason): write one with 'uistate doctor --write-baseline \(path)'",
                           status: error.isNotFound ? .noInput : .fatal)
        }
        do {
            return try DoctorBaseline(text: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw CLIError("the baseline \(path): \(error.description)", status: .badData)
        }
    }

    /// A report or a baseline, written as a shell's `>` would, atomically.
    /// An Xcode file list (`.xcfilelist`) of `files` (absolute paths), each written from
    /// `$(SRCROOT)`: `base` is the SRCROOT of the build that runs doctor, else the folder read.
    static func fileList(_ files: [String], base: String) -> String {
        let baseParts = base.split(separator: "/")
        return Set(files).sorted().map { file in
            let parts = file.split(separator: "/")
            let common = zip(baseParts, parts).prefix { $0 == $1 }.count
            let relative = Array(repeating: "..", count: baseParts.count - common) + parts.dropFirst(common).map(String.init)
            return "$(SRCROOT)/" + relative.joined(separator: "/") + "\n"
        }.joined()
    }

    /// Writes `text` to `path` unless the file holds it already (Xcode then sees no change).
    static func writeIfChanged(_ text: String, to path: String) throws {
        if let old = try? FileSystem.read(path, limit: 64 << 20), old == Array(text.utf8) { return }
        try write(Array(text.utf8), to: path)
    }

    static func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try AtomicFile.writeOutput(bytes, to: path)
        } catch {
            throw CLIError("cannot write \(path): \(error.reason)", status: .fatal)
        }
    }
}

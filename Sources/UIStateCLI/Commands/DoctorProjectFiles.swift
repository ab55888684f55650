import AppProject
import Platform

/// The files `uistate doctor` reads and writes besides the project: `.uistate-doctor`, a
/// baseline, the reports; each failure one line with its exit status.
enum DoctorProjectFiles {
    /// The folder's `.uistate-doctor`, or no choices when there is none.
    static func configuration(in root: String) throws -> DoctorConfiguration {
        let path = root + "/" + DoctorConfiguration.fileName
        guard FileSystem.exists(path) else { return DoctorConfiguration() }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path, limit: 1 << 20)
        } catch {
            throw CLIError("cannot read \(path): \(error.reason)", status: .fatal)
        }
        do {
            return try DoctorConfiguration(text: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw CLIError("\(path) \(error.description): fix or remove that line (a rule is 'ignore <code> [<path glob>]' or 'severity <code> error|warning|note')",
                           status: .badData)
        }
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
    static func write(_ bytes: [UInt8], to path: String) throws {
        do {
            try AtomicFile.writeOutput(bytes, to: path)
        } catch {
            throw CLIError("cannot write \(path): \(error.reason)", status: .fatal)
        }
    }
}

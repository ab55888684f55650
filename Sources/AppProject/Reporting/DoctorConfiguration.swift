import Platform

/// A project's `.uistate-doctor` file: which findings it does not want, and at which severity
/// it wants others. One rule a line, `#` starts a comment (at the start of a line or after a
/// space):
///
///     ignore restoration-not-used                     # everywhere
///     ignore uiscene-required Legacy/**               # in files under Legacy/
///     severity user-activity-never-cleared error      # error, warning or note
///
/// Paths are relative to the project folder, globs as project generators write them (`**` any
/// folders, `*` within one name). A line it cannot read is an error naming the line.
public struct DoctorConfiguration: Sendable, Equatable {
    public struct Ignore: Sendable, Equatable {
        public var code: FindingCode
        /// Nil: everywhere.
        public var path: String?
    }

    public var ignored: [Ignore] = []
    public var severities: [FindingCode: ProjectFinding.Severity] = [:]

    /// The file's name in the project folder.
    public static let fileName = ".uistate-doctor"

    public init() {}

    public init(text: String) throws(DoctorConfigurationError) {
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.withoutComment.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let verb = line.first else { continue }
            let rule = line.joined(separator: " ")
            func failure(_ message: String) -> DoctorConfigurationError { DoctorConfigurationError(line: offset + 1, rule: rule, message: message) }
            guard verb == "ignore" || verb == "severity" else { throw failure("unknown rule '\(verb)' (ignore, severity)") }
            guard line.count >= 2, let code = FindingCode(rawValue: line[1]) else {
                throw failure(line.count < 2 ? "expected 'ignore <code> [<path glob>]' or 'severity <code> error|warning|note'"
                    : "no finding code '\(line[1])' (uistate doctor --rules lists them)")
            }
            switch verb {
            case "ignore":
                guard line.count <= 3 else { throw failure("'ignore' takes a code and at most one path glob") }
                ignored.append(Ignore(code: code, path: line.count == 3 ? line[2] : nil))
            case "severity":
                guard line.count == 3, let severity = ProjectFinding.Severity(rawValue: line[2]) else {
                    throw failure("'severity' takes a code and error, warning or note")
                }
                severities[code] = severity
            default:
                throw failure("unknown rule '\(verb)' (ignore, severity)")
            }
        }
    }

    /// Whether a rule ignores `finding`.
    public func ignores(_ finding: ProjectFinding) -> Bool {
        ignored.contains { rule in
            guard rule.code == finding.code else { return false }
            guard let path = rule.path else { return true }
            return finding.file.map { PathPattern(path).matches($0) } ?? false
        }
    }
}

/// A line of `.uistate-doctor` that is not a rule.
public struct DoctorConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var rule: String
    public var message: String

    public var description: String { "line \(line) ('\(rule)'): \(message)" }
}

import Platform

/// A project's `.uistate-doctor` file: which findings it does not want, and at which severity
/// it wants others. One rule a line, `#` starts a comment (at the start of a line or after a
/// space):
///
///     ignore restoration-not-used                     # everywhere below this file's folder
///     ignore uiscene-required Legacy/**               # in files under Legacy/
///     ignore all Generated/**                         # every code
///     severity user-activity-never-cleared error      # error, warning or note
///
/// A file applies to the findings in its own folder and below (the repository root's to all of
/// them), and its globs are relative to that folder, as a `.gitignore`'s are: a leading `/`
/// anchors a glob there too. A line it cannot read is an error naming the line; a line that
/// matches no finding is reported (`suppression-without-effect`).
public struct DoctorConfiguration: Sendable, Equatable {
    public struct Ignore: Sendable, Equatable {
        public var code: FindingCode
        /// Nil: everywhere.
        public var path: String?
        /// The line of the file it is on.
        public var line: Int = 0
    }

    public var ignored: [Ignore] = []
    public var severities: [FindingCode: ProjectFinding.Severity] = [:]
    /// The line of each severity rule.
    public var severityLines: [FindingCode: Int] = [:]
    /// The folder it applies to, relative to the base of the paths (`SourceRoot`); "" for all.
    public var folder: String = ""
    /// The file itself, relative to the same base, for what doctor says about its lines.
    public var file: String = fileName
    /// Each rule line's text, by line.
    public var lines: [Int: String] = [:]
    /// The folder on disk, for globs written as absolute paths into it.
    public var absoluteFolder: String? = nil

    /// The file's name.
    public static let fileName = ".uistate-doctor"

    public init() {}

    public init(text: String, folder: String = "") throws(DoctorConfigurationError) {
        self.folder = folder
        file = folder.isEmpty ? Self.fileName : folder + "/" + Self.fileName
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd).enumerated() {
            let line = raw.withoutComment.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let verb = line.first else { continue }
            let rule = line.joined(separator: " ")
            func failure(_ message: String) -> DoctorConfigurationError { DoctorConfigurationError(line: offset + 1, rule: rule, message: message) }
            guard verb == "ignore" || verb == "severity" else { throw failure("unknown rule '\(verb)' (ignore, severity)") }
            guard line.count >= 2 else { throw failure("expected 'ignore <code> [<path glob>]' or 'severity <code> error|warning|note'") }
            let codes: [FindingCode]
            if line[1] == "all", verb == "ignore" {
                codes = FindingCode.allCases
            } else if let code = FindingCode(rawValue: line[1]) {
                codes = [code]
            } else {
                throw failure("no finding code '\(line[1])' (uistate doctor --rules lists them\(verb == "ignore" ? "; all for every code" : ""))")
            }
            lines[offset + 1] = rule
            switch verb {
            case "ignore":
                guard line.count <= 3 else { throw failure("'ignore' takes a code and at most one path glob") }
                for code in codes { ignored.append(Ignore(code: code, path: line.count == 3 ? line[2] : nil, line: offset + 1)) }
            default:
                guard line.count == 3, let severity = ProjectFinding.Severity(rawValue: line[2]) else {
                    throw failure("'severity' takes a code and error, warning or note")
                }
                severities[codes[0]] = severity
                severityLines[codes[0]] = offset + 1
            }
        }
    }

    /// Whether a finding (its file relative to the same base) is in this file's folder.
    public func covers(_ finding: ProjectFinding) -> Bool {
        guard !folder.isEmpty else { return true }
        let place = finding.file ?? finding.project ?? ""
        return place == folder || place.hasPrefix(folder + "/")
    }

    /// Whether a rule ignores `finding`.
    public func ignores(_ finding: ProjectFinding) -> Bool { ignoringRule(finding) != nil }

    /// The rule that ignores `finding`, if one does.
    public func ignoringRule(_ finding: ProjectFinding) -> Ignore? {
        guard covers(finding) else { return nil }
        return ignored.first { rule in
            guard rule.code == finding.code else { return false }
            guard let path = rule.path else { return true }
            guard let file = finding.file else { return false }
            let relative = folder.isEmpty ? file : file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : file
            return PathPattern(Self.anchored(path, absoluteFolder: absoluteFolder)).matches(relative)
        }
    }

    /// A glob as written: `/Legacy/**` is anchored at the file's folder (as in a `.gitignore`);
    /// an absolute path into the folder is made relative to it.
    static func anchored(_ glob: String, absoluteFolder: String?) -> String {
        guard glob.hasPrefix("/") else { return glob }
        if let absoluteFolder, glob.hasPrefix(absoluteFolder + "/") { return String(glob.dropFirst(absoluteFolder.count + 1)) }
        return String(glob.drop { $0 == "/" })
    }
}

/// A line of `.uistate-doctor` that is not a rule.
public struct DoctorConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var rule: String
    public var message: String

    public var description: String { "line \(line) ('\(rule)'): \(message)" }
}

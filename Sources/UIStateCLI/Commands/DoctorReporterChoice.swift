import ArgumentParser

/// `--reporter NAME[=PATH]`: a format doctor writes its findings in, to standard output or to
/// a file. Repeatable: one run can annotate a pull request and upload SARIF at once.
struct DoctorReporterChoice: ExpressibleByArgument, Sendable, Equatable {
    enum Format: String, CaseIterable, Sendable {
        case text, json, xcode
        case githubActions = "github-actions"
        case sarif
    }

    var format: Format
    /// Nil: standard output.
    var path: String?

    init(_ format: Format, path: String? = nil) {
        self.format = format
        self.path = path
    }

    init?(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        // `sarif=` with no path is refused in `validate()`, with a message about the path.
        guard let format = Format(rawValue: String(parts[0])) else { return nil }
        self.format = format
        path = parts.count == 2 ? String(parts[1]) : nil
    }

    static var allValueStrings: [String] { Format.allCases.map(\.rawValue) }
}

extension DoctorReporterChoice.Format {
    /// The extension a file of this format usually has.
    var fileExtension: String {
        switch self {
        case .text, .xcode, .githubActions: "txt"
        case .json: "json"
        case .sarif: "sarif"
        }
    }
}

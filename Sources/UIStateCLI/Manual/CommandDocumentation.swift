import ArgumentParser

/// What a command's `--help` and its man page say beyond the options: prose, examples, and
/// the exit statuses it can end with. One source for both, so they cannot disagree.
struct CommandDocumentation: Sendable {
    /// Paragraphs separated by blank lines; a paragraph whose lines start with two spaces is
    /// shown as is (a table of forms, say).
    var prose: String
    var examples: [String]
    var exitStatuses: [(status: ExitStatus, meaning: String)]

    init(_ prose: String, examples: [String], exitStatuses: [(ExitStatus, String)]) {
        self.prose = prose
        self.examples = examples
        self.exitStatuses = exitStatuses.map { (status: $0.0, meaning: $0.1) }
    }

    /// The `discussion` of the command's configuration.
    var discussion: String {
        let statuses = exitStatuses.map { "\($0.status.rawValue) \($0.meaning)" }.joined(separator: ", ")
        return """
            \(prose)

            Examples:
            \(examples.map { "  " + $0 }.joined(separator: "\n"))

            Exit status: \(statuses).
            """
    }
}

/// A command whose documentation is structured, for the man pages.
protocol DocumentedCommand: ParsableCommand {
    static var documentation: CommandDocumentation { get }
}

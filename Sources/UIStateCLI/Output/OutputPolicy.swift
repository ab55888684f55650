/// Whether output is colored and paged, decided once from flags, environment and terminals,
/// as git does. A pure function, so the rules are unit-tested without a terminal.
public struct OutputPolicy: Equatable, Sendable {
    public var useColor: Bool
    public var usePager: Bool
    public var showProgress: Bool

    public init(useColor: Bool, usePager: Bool, showProgress: Bool) {
        self.useColor = useColor
        self.usePager = usePager
        self.showProgress = showProgress
    }

    /// - `--color=always|never` win; `auto` colors a terminal unless `NO_COLOR` is set (non-empty)
    ///   or `TERM=dumb`.
    /// - The pager runs for paging commands on a terminal, unless `--no-pager`, `TERM=dumb` or
    ///   machine output (`--json`).
    /// - Progress goes to a terminal stderr unless `--quiet`.
    /// - Machine output is never colored.
    public static func resolve(
        color: ColorChoice, noPager: Bool, quiet: Bool = false, machineOutput: Bool = false, pages: Bool = true,
        environment: [String: String], stdoutIsTerminal: Bool, stderrIsTerminal: Bool
    ) -> OutputPolicy {
        let dumb = environment["TERM"] == "dumb"
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let useColor: Bool
        switch color {
        case .always: useColor = !machineOutput
        case .never: useColor = false
        case .auto: useColor = !machineOutput && stdoutIsTerminal && !dumb && !noColor
        }
        let usePager = pages && !noPager && !machineOutput && stdoutIsTerminal && !dumb
        return OutputPolicy(useColor: useColor, usePager: usePager, showProgress: !quiet && stderrIsTerminal && !dumb)
    }
}

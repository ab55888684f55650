import Platform

/// The user's pager, fed by our stdout, as git runs it.
enum Pager {
    /// `UISTATE_PAGER`, then `PAGER`, then `less`; empty or `cat` means no pager.
    static func command(environment: [String: String]) -> String? {
        let command = environment["UISTATE_PAGER"] ?? environment["PAGER"] ?? "less"
        return command.isEmpty || command == "cat" ? nil : command
    }

    /// `LESS=FRX` (quit if one screen, keep colors, leave text on screen) and `LV=-c` unless set.
    static func environment(_ base: [String: String]) -> [String: String] {
        var environment = base
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        if environment["LV"] == nil { environment["LV"] = "-c" }
        return environment
    }

    /// Starts the pager; nil when there is none (our stdout is then unchanged).
    static func start(environment: [String: String]) -> ShellReader? {
        guard let command = command(environment: environment) else { return nil }
        return ShellReader.start(command: command, environment: self.environment(environment))
    }
}

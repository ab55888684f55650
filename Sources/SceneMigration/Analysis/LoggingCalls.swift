/// What logs in an app's code, by the name of the function or macro called: the review
/// scanner and the opt-in's answer both leave a logging call alone.
enum LoggingCalls {
    /// A name a logging function or macro has: `print`, `NSLog`, `os_log`, `DBGMSG`, `debugLog`, `trace`.
    static func isLoggingName(_ name: String) -> Bool {
        let lower = name.lowercased()
        let notLogs = ["login", "logout", "logon", "dialog", "catalog", "blog"].contains { lower.contains($0) }
        return ["print", "debugprint", "dump"].contains(lower) || lower.contains("log") && !notLogs || lower.hasPrefix("dbg") || lower.hasPrefix("debug")
            || lower.hasPrefix("trace")
    }
}

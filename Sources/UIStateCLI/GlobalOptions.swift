import ArgumentParser

/// Options every command takes, as git's do: before or after the command name.
public struct GlobalOptions: ParsableArguments, Sendable {
    @Option(name: .customShort("C"), help: ArgumentHelp("Run as if started in <directory>.", valueName: "directory"), completion: .directory)
    public var directory: String?

    @Option(name: .long, help: "When to color output: auto (a terminal, NO_COLOR unset), always or never.")
    public var color: ColorChoice = .auto

    @Flag(name: .long, help: "Do not page long output.")
    public var noPager = false

    @Flag(name: .shortAndLong, help: "Print only errors and the data asked for: no confirmations, notes or progress.")
    public var quiet = false

    @Flag(name: .shortAndLong, help: "Print more about what is done.")
    public var verbose = false

    public init() {}
}

public enum ColorChoice: String, ExpressibleByArgument, CaseIterable, Sendable {
    case auto, always, never
}

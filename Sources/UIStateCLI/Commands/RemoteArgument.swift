import ArgumentParser

/// The remote fetch, pull and push talk to.
struct RemoteArgument: ParsableArguments {
    @Argument(help: "The remote (default: the branch's upstream, or origin).", completion: .custom(Completions.remotes))
    var name: String?
}

/// Values a command hands over when it is done with them, so that they are never freed: the
/// process ends right after the command, and freeing a large project's model (millions of
/// tokens, each its own string) cost doctor a tenth of its time on 10 MB of Swift. Only the
/// one thread that runs the command touches it.
enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ value: Any) { values.append(value) }
}

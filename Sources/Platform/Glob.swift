#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Shell wildcard patterns (`*`, `?`, `[...]`), as `git tag -l` matches them (fnmatch(3)).
public struct Glob: Sendable {
    public let pattern: String

    public init(_ pattern: String) {
        self.pattern = pattern
    }

    public func matches(_ name: String) -> Bool {
        fnmatch(pattern, name, 0) == 0
    }
}

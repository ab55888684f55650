import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A grace period as git spells it: now, never, <n>.<unit>[.ago], <n><unit>, or seconds.
struct GracePeriod: ExpressibleByArgument, CustomStringConvertible, Sendable {
    var seconds: TimeInterval
    /// As the user wrote it, so `--help` shows the default as `2.weeks.ago`.
    var description: String

    /// git's default for `gc.pruneExpire`.
    static let twoWeeks = GracePeriod(description: "2.weeks.ago", seconds: 14 * 86_400)

    private init(description: String, seconds: TimeInterval) {
        self.description = description
        self.seconds = seconds
    }

    init?(argument: String) {
        self.init(argument)
    }

    init?(_ text: String) {
        description = text
        let units: [String: TimeInterval] = [
            "s": 1, "second": 1, "seconds": 1, "m": 60, "minute": 60, "minutes": 60, "h": 3600, "hour": 3600, "hours": 3600,
            "d": 86_400, "day": 86_400, "days": 86_400, "w": 604_800, "week": 604_800, "weeks": 604_800,
        ]
        switch text {
        case "now": seconds = 0
        case "never": seconds = .greatestFiniteMagnitude / 4
        default:
            var body = Substring(text)
            if body.hasSuffix(".ago") { body = body.dropLast(4) }
            let digits = body.prefix { $0.isNumber }
            var unit = String(body.dropFirst(digits.count))
            if unit.hasPrefix(".") { unit.removeFirst() }
            guard let count = Double(digits) else { return nil }
            guard let factor = unit.isEmpty ? 1 : units[unit] else { return nil }
            seconds = count * factor
        }
    }

    static var defaultCompletionKind: CompletionKind { .list(["now", "never", "2.weeks.ago", "1.day.ago"]) }
}

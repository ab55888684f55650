import Platform

/// An Info.plist run through the C preprocessor at build time (`INFOPLIST_PREPROCESS = YES`):
/// `#if`/`#ifdef`/`#ifndef`/`#elif`/`#else`/`#endif`, `#define`, `#include` lines around XML
/// that is not valid until built. Which branch builds depends on definitions doctor cannot
/// know, so it reads every branch: variant *n* takes the *n*th branch of each conditional (the
/// last one where it has fewer; a conditional without `#else` has an empty one), so each
/// branch is read at least once. Directive lines become empty lines, so line numbers stay
/// those of the file.
enum PreprocessedPlist {
    struct Variant {
        /// "#if DEBUG (line 12)", "the #else of #if DEBUG (line 12)": the branches taken, for
        /// messages; empty for a file with one variant.
        var branches: String
        var bytes: [UInt8]
    }

    static let maximumVariants = 8

    /// Whether any line starts with `#` (after blanks): a file to preprocess.
    static func hasDirectives(_ bytes: [UInt8]) -> Bool {
        lines(bytes).contains { isDirective($0) }
    }

    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    }

    static func isDirective(_ line: ArraySlice<UInt8>) -> Bool {
        line.first { $0 != 0x20 && $0 != 0x09 } == UInt8(ascii: "#")
    }

    static func directive(_ line: ArraySlice<UInt8>) -> (name: String, rest: String) {
        let text = String(decoding: line, as: UTF8.self).trimmed.dropFirst().trimmed
        let name = text.prefix { $0.isLetter }
        return (String(name), String(text.dropFirst(name.count).trimmed))
    }

    /// A conditional: where it starts, its condition, how many branches it has (its implicit
    /// empty `#else` counted).
    struct Conditional {
        var line: Int
        var condition: String
        var branches: Int
        var hasElse: Bool
    }

    static func conditionals(_ lines: [ArraySlice<UInt8>]) -> [Int: Conditional] {
        var found: [Int: Conditional] = [:]
        var stack: [Int] = []
        for (number, line) in lines.enumerated() where isDirective(line) {
            let (name, rest) = directive(line)
            switch name {
            case "if", "ifdef", "ifndef":
                stack.append(number)
                found[number] = Conditional(line: number + 1, condition: "#\(name) \(rest)", branches: 2, hasElse: false)
            case "elif":
                if let open = stack.last { found[open]?.branches += 1 }
            case "else":
                if let open = stack.last { found[open]?.hasElse = true }
            case "endif":
                _ = stack.popLast()
            default:
                break
            }
        }
        return found
    }

    static func variants(_ bytes: [UInt8]) -> [Variant] {
        let lines = lines(bytes)
        let found = conditionals(lines)
        let most = found.values.map(\.branches).max() ?? 1
        return (0..<min(most, maximumVariants)).map { variant(lines, conditionals: found, choice: $0, describe: most > 1) }
    }

    /// Keeps branch `choice` (or the last) of each conditional.
    static func variant(_ lines: [ArraySlice<UInt8>], conditionals: [Int: Conditional], choice: Int, describe: Bool) -> Variant {
        var out: [UInt8] = []
        // Per open conditional: its start, the branch now being read, the branch kept.
        var open: [(start: Int, branch: Int, kept: Int)] = []
        var taken: [String] = []
        for (number, line) in lines.enumerated() {
            defer { if number < lines.count - 1 { out.append(0x0A) } }
            guard isDirective(line) else {
                if open.allSatisfy({ $0.branch == $0.kept }) { out += line }
                continue
            }
            switch directive(line).name {
            case "if", "ifdef", "ifndef":
                guard let conditional = conditionals[number] else { continue }
                let kept = min(choice, conditional.branches - 1)
                open.append((number, 0, kept))
                let place = "\(conditional.condition) (line \(conditional.line))"
                if describe {
                    taken.append(kept == 0 ? place : kept == conditional.branches - 1 && !conditional.hasElse ? "not \(place)" : "branch \(kept + 1) of \(place)")
                }
            case "elif", "else":
                if !open.isEmpty { open[open.count - 1].branch += 1 }
            case "endif":
                _ = open.popLast()
            default:
                break
            }
        }
        return Variant(branches: taken.joined(separator: ", "), bytes: out)
    }
}

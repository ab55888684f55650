/// The findings a project has accepted (`doctor --write-baseline`): a later run reports only
/// those not in it. A finding is known by its code, its file and its anchor (the class and
/// method, the storyboard element's id), never its line, so edits above it keep it known. Two
/// findings of the same identity are two entries: a third is new.
public struct DoctorBaseline: Sendable, Equatable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var code: String
        public var file: String
        public var anchor: String
        /// The line of the baseline file it was read from (not part of its identity).
        public var line: Int? = nil

        public init(_ finding: ProjectFinding) {
            code = finding.code.rawValue
            file = finding.file ?? ""
            anchor = finding.anchor
        }

        init(code: String, file: String, anchor: String, line: Int? = nil) {
            self.code = code
            self.file = file
            self.anchor = anchor
            self.line = line
        }

        public static func == (a: Entry, b: Entry) -> Bool { (a.code, a.file, a.anchor) == (b.code, b.file, b.anchor) }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(code)
            hasher.combine(file)
            hasher.combine(anchor)
        }

        public static func < (a: Entry, b: Entry) -> Bool { (a.code, a.file, a.anchor) < (b.code, b.file, b.anchor) }
    }

    public var entries: [Entry]

    public init(findings: [ProjectFinding]) {
        entries = findings.map(Entry.init).sorted()
    }

    /// What a run found, split: findings the baseline does not hold, how many it held, and the
    /// entries nothing matched any more (fixed since).
    public func split(_ findings: [ProjectFinding]) -> (new: [ProjectFinding], known: Int, gone: [Entry]) {
        var remaining: [Entry: Int] = [:]
        var lines: [Entry: [Int]] = [:]
        for entry in entries {
            remaining[entry, default: 0] += 1
            if let line = entry.line { lines[entry, default: []].append(line) }
        }
        var new: [ProjectFinding] = []
        var known = 0
        for finding in findings {
            let entry = Entry(finding)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                known += 1
            } else {
                new.append(finding)
            }
        }
        // The lines left over are the last ones of each identity.
        let gone = remaining.flatMap { entry, count in
            (0..<count).map { index -> Entry in
                var left = entry
                let entryLines = lines[entry] ?? []
                left.line = entryLines.count >= count ? entryLines[entryLines.count - count + index] : nil
                return left
            }
        }.sorted()
        return (new, known, gone)
    }

    // MARK: The file

    static let header = "# uistate doctor baseline 1"

    /// A header, then one finding a line, sorted (a baseline diffs well in review): code, file
    /// and anchor separated by tabs, `\\`, tab and newline escaped.
    public var text: String {
        ([Self.header, "# code\tfile\tanchor: the findings accepted; 'uistate doctor --write-baseline' rewrites it"]
            + entries.map { [$0.code, $0.file, $0.anchor].map(Self.escaped).joined(separator: "\t") }).joined(separator: "\n") + "\n"
    }

    public init(text: String) throws(DoctorBaselineError) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isLineEnd)
        guard lines.first.map({ $0.hasPrefix("# uistate doctor baseline") }) == true else { throw .notABaseline }
        guard lines[0] == Self.header else { throw .version(String(lines[0].dropFirst("# uistate doctor baseline ".count))) }
        entries = []
        for (offset, raw) in lines.enumerated().dropFirst() where !raw.isEmpty && !raw.hasPrefix("#") {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { Self.unescaped($0) }
            guard fields.count == 3, FindingCode(rawValue: fields[0]) != nil else { throw .line(offset + 1) }
            entries.append(Entry(code: fields[0], file: fields[1], anchor: fields[2], line: offset + 1))
        }
        entries.sort()
    }

    static func escaped(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\t", with: "\\t").replacing("\n", with: "\\n").replacing("\r", with: "\\r")
    }

    static func unescaped(_ text: Substring) -> String {
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "t": out.append("\t")
                case "n": out.append("\n")
                case "r": out.append("\r")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}

public enum DoctorBaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    case notABaseline
    case version(String)
    case line(Int)

    public var description: String {
        switch self {
        case .notABaseline: "not a doctor baseline (write one with 'uistate doctor --write-baseline <file>')"
        case .version(let version): "a baseline of version \(version), which this uistate does not read: write it again with --write-baseline"
        case .line(let line): "line \(line) is not 'code<tab>file<tab>anchor' with a known code: write the baseline again with --write-baseline"
        }
    }
}

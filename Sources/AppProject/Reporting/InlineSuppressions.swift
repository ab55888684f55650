/// Comments in Swift and Objective-C that silence a finding where it is, as SwiftLint's do:
///
///     // uistate:disable:next restoration-class-declines-all
///     // uistate:disable encode-without-super    ... lines ...    // uistate:enable encode-without-super
///
/// A code may be `all`. Storyboards have no such comments (Xcode drops comments when it saves
/// one): `.uistate-doctor` covers them.
public struct InlineSuppressions: Sendable {
    /// Per line (1-based): the codes silenced there; `all` silences every code.
    private var lines: [Int: Set<String>] = [:]
    /// What the comments name that is no code (a typo), or a command that is none of
    /// `disable`, `disable:next`, `disable:this`, `enable`: with its line and column.
    public private(set) var problems: [(line: Int, column: Int, text: String)] = []

    public static let marker = Array("uistate:".utf8)

    public init(source bytes: [UInt8]) {
        var open: Set<String> = []
        var nextLine: Set<String> = []
        var number = 0
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            number += 1
            let line = bytes[start..<end]
            var silenced = open.union(nextLine)
            nextLine = []
            if let (comment, column) = Self.comment(in: line) {
                // Codes are separated by spaces or commas (`a, b` as SwiftLint users write them).
                let words = comment.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "*" || $0 == "/" || $0 == "," }).map(String.init)
                if let command = words.first {
                    let codes = Set(words.dropFirst())
                    for code in words.dropFirst() where code != "all" && FindingCode(rawValue: code) == nil {
                        problems.append((number, column, "'\(code)' is no finding code (uistate doctor --rules lists them): this comment silences nothing for it"))
                    }
                    if codes.isEmpty, command.hasPrefix("uistate:disable") || command == "uistate:enable" {
                        problems.append((number, column, "'\(command)' names no finding code: give the code, or all"))
                    }
                    switch command {
                    case "uistate:disable:next": nextLine = codes
                    case "uistate:disable:this": silenced.formUnion(codes)
                    case "uistate:disable": open.formUnion(codes)
                    case "uistate:enable": open.subtract(codes)
                    default:
                        problems.append((number, column, "'\(command)' is not a uistate comment (uistate:disable, uistate:disable:next, uistate:disable:this, uistate:enable): it silences nothing"))
                    }
                }
            }
            if !silenced.isEmpty { lines[number] = silenced }
            start = end + 1
        }
    }

    /// The text after `//` (or inside `/* */`) on a line, when it starts with `uistate:`, and
    /// the column of its `uistate:`.
    static func comment(in line: ArraySlice<UInt8>) -> (Substring, Int)? {
        var index = line.startIndex
        while index + 1 < line.endIndex {
            if line[index] == 0x2F, line[index + 1] == 0x2F || line[index + 1] == 0x2A {
                var text = line[(index + 2)...].drop { $0 == 0x20 || $0 == 0x09 }
                if text.starts(with: marker) {
                    let column = 1 + line[line.startIndex..<text.startIndex].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
                    if let close = text.firstIndex(of: 0x2A), close + 1 < text.endIndex, text[close + 1] == 0x2F { text = text[..<close] }
                    return (Substring(String(decoding: text, as: UTF8.self)), column)
                }
            }
            index += 1
        }
        return nil
    }

    /// Whether bytes hold a `uistate:` comment at all (most files do not: not parsed).
    public static func mayHoldComments(_ bytes: [UInt8]) -> Bool {
        // A byte loop: the standard library's generic search costs a thousand instructions a byte.
        let first = marker[0], count = marker.count
        var index = 0
        while index + count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + count)].elementsEqual(marker) { return true }
            index += 1
        }
        return false
    }

    public func silences(_ code: FindingCode, line: Int) -> Bool {
        guard let codes = lines[line] else { return false }
        return codes.contains(code.rawValue) || codes.contains("all")
    }

    public var isEmpty: Bool { lines.isEmpty }
}

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
            if let comment = Self.comment(in: line) {
                let words = comment.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "*" || $0 == "/" }).map(String.init)
                if let command = words.first {
                    let codes = Set(words.dropFirst())
                    switch command {
                    case "uistate:disable:next": nextLine = codes
                    case "uistate:disable:this": silenced.formUnion(codes)
                    case "uistate:disable": open.formUnion(codes)
                    case "uistate:enable": open.subtract(codes)
                    default: break
                    }
                }
            }
            if !silenced.isEmpty { lines[number] = silenced }
            start = end + 1
        }
    }

    /// The text after `//` (or inside `/* */`) on a line, when it starts with `uistate:`.
    static func comment(in line: ArraySlice<UInt8>) -> Substring? {
        var index = line.startIndex
        while index + 1 < line.endIndex {
            if line[index] == 0x2F, line[index + 1] == 0x2F || line[index + 1] == 0x2A {
                var text = line[(index + 2)...].drop { $0 == 0x20 || $0 == 0x09 }
                if text.starts(with: marker) {
                    if let close = text.firstIndex(of: 0x2A), close + 1 < text.endIndex, text[close + 1] == 0x2F { text = text[..<close] }
                    return Substring(String(decoding: text, as: UTF8.self))
                }
            }
            index += 1
        }
        return nil
    }

    public func silences(_ code: FindingCode, line: Int) -> Bool {
        guard let codes = lines[line] else { return false }
        return codes.contains(code.rawValue) || codes.contains("all")
    }

    public var isEmpty: Bool { lines.isEmpty }
}

/// How a text file ends its lines: `\r\n` when most of its lines do (a file checked out on
/// Windows, or kept so by `.gitattributes`), else `\n`. Every line an edit inserts takes it,
/// so a CRLF file gains no LF line (git shows those as changed, and some tools stop at them).
public enum LineEnding: Sendable, Equatable {
    case lf
    case crlf

    /// The ending of most of the file's lines (LF for a file of none).
    public init(of bytes: [UInt8]) {
        var feeds = 0, crlf = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            feeds += 1
            if index > 0, bytes[index - 1] == 0x0D { crlf += 1 }
        }
        self = crlf * 2 > feeds ? .crlf : .lf
    }

    /// `text` (lines ended by `\n`) with this ending.
    public func text(_ text: String) -> String {
        self == .lf || !text.contains("\n") ? text : text.replacing("\r\n", with: "\n").replacing("\n", with: "\r\n")
    }

    public func bytes(_ text: String) -> [UInt8] { Array(self.text(text).utf8) }

    public var string: String { self == .lf ? "\n" : "\r\n" }
}

extension Character {
    /// A line's end in a text file: `\n`, or `\r\n`, which Swift holds as one character (so a
    /// split at `"\n"` alone leaves a CRLF file one long line).
    public var isLineEnd: Bool { self == "\n" || self == "\r\n" }
}

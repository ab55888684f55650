/// A token of Swift or Objective-C source: what the readers of an app's code need, with the
/// line it starts on. Comments and whitespace are gone; a string literal keeps its text
/// (escapes resolved, interpolations left out), so `"com.example.browse"` can be compared.
public struct SourceToken: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A name or keyword (`func`, `super`, `return`, `UIViewController`, `@objc` as `@` then `objc`).
        case word
        /// A string literal's text.
        case string
        case number
        /// One punctuation character (`{`, `(`, `.`, `?`, `:` ...); `->` as one token.
        case symbol
        /// A preprocessor or compiler directive's name, without `#` (`if`, `else`, `endif`, `selector`).
        case directive
    }

    // Laid out in 32 bytes (the text's 16, then the small fields packed): a file holds one
    // per word and symbol, so 10 MB of code holds millions.
    public var text: String
    public var kind: Kind
    /// The text's first byte: most comparisons are settled by it, without comparing strings.
    let leading: UInt8
    /// Where it starts on its line, 1-based, in Unicode scalars (what editors and SARIF's
    /// `unicodeCodePoints` count).
    let startColumn: UInt32
    private let startLine: UInt32

    public var line: Int { Int(startLine) }
    public var column: Int { Int(startColumn) }

    public init(_ kind: Kind, _ text: String, line: Int, column: Int = 1) {
        self.init(kind, text, leading: text.utf8.first ?? 0, line: line, column: column)
    }

    /// With its first byte known (the tokenizer has it).
    init(_ kind: Kind, _ text: String, leading: UInt8, line: Int, column: Int) {
        self.kind = kind
        self.text = text
        startLine = UInt32(clamping: line)
        self.leading = leading
        startColumn = UInt32(clamping: column)
    }

    public func isWord(_ word: String) -> Bool { kind == .word && leading == word.utf8.first && text == word }
    public func isSymbol(_ symbol: String) -> Bool { kind == .symbol && leading == symbol.utf8.first && text == symbol }
}

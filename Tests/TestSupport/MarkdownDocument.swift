import Foundation

/// A Markdown file of the project's docs, as tests read it: its fenced code blocks (with the
/// language and the HTML comment just before them, which names blocks tests run) and its
/// links.
public struct MarkdownDocument {
    public struct CodeBlock {
        public var language: String
        /// The text of an HTML comment on the line before the fence: `<!-- install -->`.
        public var label: String?
        public var code: String
    }

    public let url: URL
    public let text: String

    public init(_ relativePath: String) throws {
        url = Checkout.root.appendingPathComponent(relativePath)
        text = try String(contentsOf: url, encoding: .utf8)
    }

    public var codeBlocks: [CodeBlock] {
        var blocks: [CodeBlock] = []
        var current: CodeBlock?
        var previous = ""
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if trimmed == "```" {
                    blocks.append(block)
                    current = nil
                } else {
                    block.code += line + "\n"
                    current = block
                }
            } else if trimmed.hasPrefix("```") {
                let label = previous.hasPrefix("<!--") ? previous.dropFirst(4).replacingOccurrences(of: "-->", with: "").trimmingCharacters(in: .whitespaces) : nil
                current = CodeBlock(language: String(trimmed.dropFirst(3)), label: label, code: "")
            }
            previous = trimmed
        }
        return blocks
    }

    public func block(labeled label: String) -> CodeBlock? {
        codeBlocks.first { $0.label == label }
    }

    /// Targets of inline links and images, outside code blocks and code spans.
    public var links: [String] {
        var prose = ""
        var inCode = false
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inCode.toggle(); continue }
            if !inCode { prose += line.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression) + "\n" }
        }
        let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        return pattern.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)).map {
            String(prose[Range($0.range(at: 1), in: prose)!])
        }
    }

    /// GitHub's anchors for the headings: lowercase, punctuation dropped, spaces to dashes.
    public var anchors: Set<String> {
        var result = Set<String>()
        var inCode = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            let kept = title.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_" }
            result.insert(String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-"))
        }
        return result
    }
}

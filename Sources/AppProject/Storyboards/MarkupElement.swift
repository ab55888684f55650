/// An element of an XML document (a storyboard or xib): its name, attributes, children and
/// the line it starts on. Text content is not kept: Interface Builder's documents say
/// everything in attributes.
public final class MarkupElement: Sendable {
    public let name: String
    public let attributes: [String: String]
    public let children: [MarkupElement]
    public let line: Int
    /// The column of its `<`, 1-based.
    public let column: Int

    init(name: String, attributes: [String: String], children: [MarkupElement], line: Int, column: Int = 1) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.line = line
        self.column = column
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// Every element below this one, depth first, in document order.
    public func descendants(where include: (MarkupElement) -> Bool = { _ in true }) -> [MarkupElement] {
        var found: [MarkupElement] = []
        var stack = Array(children.reversed())
        while let element = stack.popLast() {
            if include(element) { found.append(element) }
            stack += element.children.reversed()
        }
        return found
    }
}

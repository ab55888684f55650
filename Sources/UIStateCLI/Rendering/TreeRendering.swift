import KeyedArchive
import StateRestoration

/// `show --tree`: the controller tree UIKit would rebuild, drawn with box-drawing characters
/// (ASCII where the locale is not UTF-8), per scene session and per Mac window.
enum TreeRendering {
    struct Glyphs {
        var branch: String, last: String, through: String, blank: String
        static let unicode = Glyphs(branch: "├── ", last: "└── ", through: "│   ", blank: "    ")
        static let ascii = Glyphs(branch: "|-- ", last: "`-- ", through: "|   ", blank: "    ")
    }

    /// Box drawing only where the terminal's locale says UTF-8 (LC_ALL, then LC_CTYPE, then LANG).
    static func glyphs(environment: [String: String]) -> Glyphs {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let upper = locale.uppercased()
        return upper.contains("UTF-8") || upper.contains("UTF8") ? .unicode : .ascii
    }

    static func text(_ state: SavedState, glyphs: Glyphs, style: Style) -> String {
        var out: [String] = []
        if let classic = state.classic { tree(ControllerTree(classic), glyphs: glyphs, style: style, into: &out) }
        for session in state.sessions {
            if !out.isEmpty { out.append("") }
            out.append(style.bold("Scene session " + CanonicalTextSyntax.key(session.identifier)))
            if let classic = session.classic {
                tree(ControllerTree(classic), glyphs: glyphs, style: style, into: &out)
            } else {
                out.append(style.dim("  (no preserved controllers)"))
            }
        }
        for window in state.windows?.windows ?? [] {
            if !out.isEmpty { out.append("") }
            out.append(style.bold(window.name == SavedWindow.appName ? "App-level records" : "Window " + window.name))
            for (offset, record) in window.objects.enumerated() {
                out.append((offset == window.objects.count - 1 ? glyphs.last : glyphs.branch) + CanonicalTextSyntax.key(record.name))
            }
        }
        if out.isEmpty { out.append("(no preserved objects)") }
        return out.joined(separator: "\n") + "\n"
    }

    static func tree(_ tree: ControllerTree, glyphs: Glyphs, style: Style, into out: inout [String]) {
        func lines(_ nodes: [ControllerTree.Node], prefix: String, top: Bool) {
            for (offset, node) in nodes.enumerated() {
                let isLast = offset == nodes.count - 1
                let lead = top ? "" : prefix + (isLast ? glyphs.last : glyphs.branch)
                out.append(lead + label(node, style: style))
                lines(node.children, prefix: top ? "" : prefix + (isLast ? glyphs.blank : glyphs.through), top: false)
            }
        }
        lines(tree.roots, prefix: "", top: true)
    }

    static func label(_ node: ControllerTree.Node, style: Style) -> String {
        let identifier = node.path.identifier
        var text = (node.index.map { "[\($0)] " } ?? "") + style.yellow(identifier.isEmpty ? CanonicalTextSyntax.key(node.path.rawValue) : CanonicalTextSyntax.key(identifier))
        text += "  " + style.dim(node.className ?? "unknown class")
        if node.isFirstResponder { text += "  " + style.cyan("(first responder)") }
        return text
    }
}

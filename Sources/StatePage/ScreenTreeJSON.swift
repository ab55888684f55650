import PropertyList
import KeyedArchive
import StateRestoration

/// A classic archive's controllers as the page draws them: the tree UIKit would rebuild
/// (`ControllerTree`), each controller with its keys, its views' restoration data, and
/// whether it is presented, the first responder, or the one on top.
extension ScriptJSON {
    /// `prefix`: `@scenes/<id>/` for a session's own archive, so paths match `diff`'s.
    /// `formerly`: the older state of a comparison (`ControllerTree`).
    mutating func screens(_ snapshot: Snapshot, formerly: Snapshot? = nil, prefix: String, marks: ChangeMarks) {
        let tree = ControllerTree(snapshot, formerly: formerly)
        let objects = Dictionary(snapshot.objects.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let top = tree.topMost
        beginObject()
        member("top", top.map { prefix + $0.rawValue })
        key("roots")
        array(tree.roots) { json, node in json.screen(node, isChild: false, objects: objects, top: top, prefix: prefix, marks: marks) }
        endObject()
    }

    private mutating func screen(_ node: ControllerTree.Node, isChild: Bool, objects: [IdentifierPath: PreservedObject], top: IdentifierPath?, prefix: String, marks: ChangeMarks) {
        let path = prefix + node.path.rawValue
        beginObject()
        member("p", path)
        member("n", node.path.identifier.isEmpty ? node.path.rawValue : node.path.identifier)
        member("c", node.className)
        if let index = node.index {
            key("i")
            int(index)
        }
        if !node.isViewController { member("vc", false) }
        if node.isFirstResponder { member("fr", true) }
        if isChild && node.isPresented { member("pr", true) }
        if node.path == top { member("top", true) }
        let diff = marks.objects[path]
        mark(diff?.status, diff?.changes ?? [])
        if let object = objects[node.path] {
            let fields = FoundationDecoder.fields(of: object.archive)
            key("k")
            self.fields(fields.filter { $0.key != UIKitKeys.viewRestorationData })
            if let views = fields.first(where: { $0.key == UIKitKeys.viewRestorationData }) {
                key("v")
                array(FoundationValueText.children(views.value)) { json, view in json.field(view.label, view.value) }
            }
        }
        if !node.children.isEmpty {
            key("ch")
            array(node.children) { json, child in json.screen(child, isChild: true, objects: objects, top: top, prefix: prefix, marks: marks) }
        }
        endObject()
    }
}

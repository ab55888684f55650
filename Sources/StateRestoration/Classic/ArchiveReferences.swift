import KeyedArchive
import PropertyList

/// Finds references to other restorable objects: UIKit replaces each with an
/// `_UIObjectIdentifierPathProxy` carrying the referenced identifier path.
enum ArchiveReferences {
    static func paths(in archive: KeyedArchive, nesting: Int) -> [IdentifierPath] {
        var found: [IdentifierPath] = []
        for object in archive.objects where object.className == UIKitKeys.pathProxyClass {
            switch object.field(UIKitKeys.pathProxyPath) {
            case .stored(.string(let path))?, .inline(.string(let path))?: found.append(IdentifierPath(path))
            default: break
            }
        }
        func visit(_ value: ArchiveValue) {
            switch value {
            case .inline(.data(let bytes)), .stored(.data(let bytes)):
                if let nested = NestedArchive.expand(bytes, nesting: nesting) {
                    found += paths(in: nested, nesting: nesting + 1)
                }
            case .array(let items), .set(let items): items.forEach(visit)
            case .dictionary(let fields): fields.forEach { visit($0.value) }
            default: break
            }
        }
        archive.top.forEach { visit($0.value) }
        archive.objects.forEach { $0.fields.forEach { visit($0.value) } }
        return found
    }
}

import PropertyList
extension KeyedArchive {
    /// Sorts every dictionary's fields by key bytes and renumbers objects in depth-first order
    /// from `$top`, dropping objects nothing reaches. Nothing is copied that is already in
    /// order (an archive of millions of references is not held twice over).
    mutating func canonicalize() {
        var pass = Canonicalization(objects: objects)
        // The pass holds the only reference, so it sorts in place.
        objects = []
        pass.sortFields()
        top = ArchiveField.sorted(top.map { ArchiveField($0.key, Canonicalization.sortedDeep($0.value) ?? $0.value) })
        for field in top { pass.visit(field.value) }
        if pass.isIdentity {
            objects = pass.objects
        } else {
            objects = pass.renumbered()
            top = top.map { ArchiveField($0.key, pass.remap($0.value)) }
        }
    }
}

/// One canonicalization: the objects with sorted fields, and the new number of each object.
private struct Canonicalization {
    var objects: [ArchiveObject]
    var newIndex: [Int?]
    var order: [Int] = []

    init(objects: [ArchiveObject]) {
        self.newIndex = Array(repeating: nil, count: objects.count)
        self.objects = objects
    }

    /// Each object's fields sorted, deep; objects already sorted are left as they are.
    mutating func sortFields() {
        for index in objects.indices {
            if let sorted = Self.sortedFields(objects[index].fields) { objects[index].fields = sorted }
        }
    }

    /// `value` with every dictionary in it sorted, or nil when it already is.
    static func sortedDeep(_ value: ArchiveValue) -> ArchiveValue? {
        switch value {
        case .array(let items): sortedItems(items).map { .array($0) }
        case .set(let items): sortedItems(items).map { .set($0) }
        case .dictionary(let fields): sortedFields(fields).map { .dictionary($0) }
        default: nil
        }
    }

    private static func sortedItems(_ items: [ArchiveValue]) -> [ArchiveValue]? {
        var result: [ArchiveValue]? = nil
        for index in items.indices {
            guard let sorted = sortedDeep(items[index]) else { continue }
            if result == nil { result = items }
            result![index] = sorted
        }
        return result
    }

    private static func sortedFields(_ fields: [ArchiveField]) -> [ArchiveField]? {
        var result: [ArchiveField]? = nil
        for index in fields.indices {
            guard let sorted = sortedDeep(fields[index].value) else { continue }
            if result == nil { result = fields }
            result![index].value = sorted
        }
        var inOrder = true
        for index in fields.indices.dropFirst() where fields[index].key.precedesInBytes(fields[index - 1].key) {
            inOrder = false
            break
        }
        return inOrder ? result : ArchiveField.sorted(result ?? fields)
    }

    /// What is left to walk: the values of an array or set, or the fields of an object or
    /// dictionary, from `next` on.
    private enum Frame {
        case values([ArchiveValue], next: Int)
        case fields([ArchiveField], next: Int)
    }

    /// Numbers the objects `value` reaches in depth-first order, fields in order. A loop over
    /// a stack of containers, not a recursion (a graph may be a chain as deep as it has
    /// objects), and no container is copied onto it.
    mutating func visit(_ value: ArchiveValue) {
        var stack: [Frame] = []
        var current: ArchiveValue? = value
        while true {
            if let value = current {
                current = nil
                switch value {
                case .object(let id):
                    if newIndex[id.index] == nil {
                        newIndex[id.index] = order.count
                        order.append(id.index)
                        stack.append(.fields(objects[id.index].fields, next: 0))
                    }
                case .array(let items), .set(let items):
                    stack.append(.values(items, next: 0))
                case .dictionary(let fields):
                    stack.append(.fields(fields, next: 0))
                case .inline, .stored, .null:
                    break
                }
            }
            guard let frame = stack.popLast() else { return }
            switch frame {
            case .values(let items, let next) where next < items.count:
                stack.append(.values(items, next: next + 1))
                current = items[next]
            case .fields(let fields, let next) where next < fields.count:
                stack.append(.fields(fields, next: next + 1))
                current = fields[next].value
            default:
                break
            }
        }
    }

    /// Whether every object keeps its number (the usual case: a reader numbers them so).
    var isIdentity: Bool {
        order.count == objects.count && order.indices.allSatisfy { order[$0] == $0 }
    }

    func remap(_ value: ArchiveValue) -> ArchiveValue {
        switch value {
        case .object(let id): .object(ArchiveObjectID(newIndex[id.index]!))
        case .array(let items): .array(items.map(remap))
        case .set(let items): .set(items.map(remap))
        case .dictionary(let fields): .dictionary(fields.map { ArchiveField($0.key, remap($0.value)) })
        case .inline, .stored, .null: value
        }
    }

    func renumbered() -> [ArchiveObject] {
        order.map { old in
            let object = objects[old]
            return ArchiveObject(object.archiveClass, object.fields.map { ArchiveField($0.key, remap($0.value)) })
        }
    }
}

import PropertyList
extension KeyedArchive {
    /// Sorts every dictionary's fields by key bytes and renumbers objects in depth-first order
    /// from `$top`, dropping objects nothing reaches.
    mutating func canonicalize() {
        var pass = Canonicalization(objects: objects)
        top = top.map { ArchiveField($0.key, pass.sortedDeep($0.value)) }
        top = ArchiveField.sorted(top)
        for field in top { pass.visit(field.value) }
        objects = pass.renumbered()
        top = top.map { ArchiveField($0.key, pass.remap($0.value)) }
    }
}

/// One canonicalization: the objects with sorted fields, and the new number of each object.
private struct Canonicalization {
    var objects: [ArchiveObject]
    var newIndex: [Int?]
    var order: [Int] = []

    init(objects: [ArchiveObject]) {
        self.newIndex = Array(repeating: nil, count: objects.count)
        self.objects = []
        self.objects = objects.map { object in
            ArchiveObject(object.archiveClass, object.fields.map { ArchiveField($0.key, sortedDeep($0.value)) })
        }
    }

    func sortedDeep(_ value: ArchiveValue) -> ArchiveValue {
        switch value {
        case .array(let items): .array(items.map(sortedDeep))
        case .set(let items): .set(items.map(sortedDeep))
        case .dictionary(let fields): .dictionary(ArchiveField.sorted(fields.map { ArchiveField($0.key, sortedDeep($0.value)) }))
        default: value
        }
    }

    /// Numbers the objects `value` reaches in depth-first order, fields in order. A loop over
    /// a stack, not a recursion: a graph may be a chain as deep as it has objects.
    mutating func visit(_ value: ArchiveValue) {
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .object(let id):
                guard newIndex[id.index] == nil else { continue }
                newIndex[id.index] = order.count
                order.append(id.index)
                pending += objects[id.index].fields.reversed().map(\.value)
            case .array(let items), .set(let items):
                pending += items.reversed()
            case .dictionary(let fields):
                pending += fields.reversed().map(\.value)
            case .inline, .stored, .null:
                break
            }
        }
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

import KeyedArchive
import PropertyList

/// A hash of a decoded value for aligning arrays: values `ArchiveDiff.same` calls equal hash
/// alike (reals by bit pattern, shared marks ignored), so comparing hashes first leaves the full
/// comparison to the few elements that may match. An object already shown (`seen`) hashes as
/// its class; an expanded one hashes its keys too, so a `seen` and its expansion may differ in
/// hash, and are then paired as changed and compared in full.
enum AlignmentHash {
    static func of(_ value: FoundationValue) -> Int {
        var hasher = Hasher()
        add(value, to: &hasher)
        return hasher.finalize()
    }

    private static func add(_ value: FoundationValue, to hasher: inout Hasher) {
        switch value {
        case .shared(_, let inner):
            add(inner, to: &hasher)
        case .real32(let x):
            hasher.combine(1 as UInt8)
            hasher.combine(x.bitPattern)
        case .real64(let x):
            hasher.combine(2 as UInt8)
            hasher.combine(x.bitPattern)
        case .date(let x):
            hasher.combine(3 as UInt8)
            hasher.combine(x.bitPattern)
        case .array(let items), .orderedSet(let items):
            hasher.combine(4 as UInt8)
            hasher.combine(items.count)
            for item in items { add(item, to: &hasher) }
        case .set(let items):
            // Order-free: the same set may list its members in any order.
            hasher.combine(5 as UInt8)
            hasher.combine(items.count)
        case .dictionary(let entries):
            hasher.combine(6 as UInt8)
            for entry in entries {
                add(entry.key, to: &hasher)
                add(entry.value, to: &hasher)
            }
        case .archive(let fields):
            hasher.combine(7 as UInt8)
            for field in fields {
                hasher.combine(field.key)
                add(field.value, to: &hasher)
            }
        case .object(let className, let fields):
            hasher.combine(8 as UInt8)
            hasher.combine(className)
            for field in fields {
                hasher.combine(field.key)
                add(field.value, to: &hasher)
            }
        case .seen(let className, _):
            hasher.combine(8 as UInt8)
            hasher.combine(className)
        case .embedded(let format, let inner):
            hasher.combine(9 as UInt8)
            hasher.combine(format)
            add(inner, to: &hasher)
        default:
            hasher.combine(value)
        }
    }
}

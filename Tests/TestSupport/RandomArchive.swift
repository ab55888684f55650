import KeyedArchive
import PropertyBased
import PropertyList

/// Random object graphs: any class names, shared objects, cycles, every scalar type inline and
/// stored, `$`-escaped keys, and data holding nested archives.
public enum RandomArchive {
    public static func generator(nesting: Int = 2) -> Generator<KeyedArchive, Shrink.None<KeyedArchive>> {
        Generator { rng in archive(using: &rng, nesting: nesting) }
    }

    static let classNames: [[String]] = [
        ["NSMutableDictionary", "NSDictionary", "NSObject"], ["NSArray", "NSObject"], ["UITableView"],
        ["_TtC20StateRestorationDemo18CityViewController", "UIViewController", "UIResponder", "NSObject"],
        ["Stack_Exchange.SERestorationManager", "NSObject"], ["Odd name, with: \"quotes\" [and] {braces}", "NSObject"],
        ["classes", "hints"], ["☃"],
    ]

    public static func archive(using rng: inout any SeededRandomNumberGenerator, nesting: Int) -> KeyedArchive {
        let count = Int.random(in: 0...8, using: &rng)
        var objects: [ArchiveObject] = []
        for _ in 0..<count {
            var chain = classNames[Int.random(in: 0..<classNames.count, using: &rng)]
            var archiveClass = ArchiveClass(name: chain[0], classes: chain)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0: archiveClass.classes = nil
            case 1: chain.reverse(); archiveClass.classes = chain
            case 2: archiveClass.hints = ["Hint"]
            default: break
            }
            let fields = (0..<Int.random(in: 0...5, using: &rng)).map { i in
                ArchiveField(key(using: &rng) + "\(i)", value(using: &rng, objects: count, nesting: nesting, depth: 0))
            }
            objects.append(ArchiveObject(archiveClass, unique(fields)))
        }
        var top = (0..<Int.random(in: 0...5, using: &rng)).map { i in
            ArchiveField(key(using: &rng) + "\(i)", value(using: &rng, objects: count, nesting: nesting, depth: 0))
        }
        // Reach every object from $top, so the generated graph is exactly what survives.
        for index in 0..<count { top.append(ArchiveField("root\(index)", .object(ArchiveObjectID(index)))) }
        let archiver = Int.random(in: 0..<8, using: &rng) == 0 ? "MyArchiver" : KeyedArchive.standardArchiver
        return KeyedArchive(archiver: archiver, top: unique(top), objects: objects)
    }

    static func unique(_ fields: [ArchiveField]) -> [ArchiveField] {
        var seen = Set<[UInt8]>()
        return fields.filter { seen.insert(Array($0.key.utf8)).inserted }
    }

    public static func key(using rng: inout any SeededRandomNumberGenerator) -> String {
        ["NS.objects", "$$escaped", "$0", "kUIStateRestorationClassNameKey", "UINavigationController/:[1]:/List",
         "with space", "", RandomPropertyList.string(using: &rng)][Int.random(in: 0..<8, using: &rng)]
    }

    public static func scalar(using rng: inout any SeededRandomNumberGenerator, nesting: Int) -> ArchiveScalar {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return .bool(Bool.random(using: &rng))
        case 1: return .integer(RandomPropertyList.integer(using: &rng))
        case 2: return .real32(RandomPropertyList.float(using: &rng))
        case 3: return .real64(RandomPropertyList.double(using: &rng))
        case 4: return .date(RandomPropertyList.double(using: &rng))
        case 5:
            if nesting > 0, Bool.random(using: &rng) {
                return .data(KeyedArchiveWriter.write(archive(using: &rng, nesting: nesting - 1)))
            }
            return .data((0..<Int.random(in: 0...12, using: &rng)).map { _ in UInt8.random(in: 0...255, using: &rng) })
        case 6: return .null
        default: return .string(RandomPropertyList.string(using: &rng) + ["", "\"\\\n\u{2028}\t"][Int.random(in: 0...1, using: &rng)])
        }
    }

    public static func value(using rng: inout any SeededRandomNumberGenerator, objects: Int, nesting: Int, depth: Int) -> ArchiveValue {
        switch Int.random(in: 0..<(depth < 2 ? 9 : 6), using: &rng) {
        case 0, 1: return .inline(scalar(using: &rng, nesting: nesting))
        case 2, 3: return .stored(scalar(using: &rng, nesting: nesting))
        case 4: return .null
        case 5: return objects > 0 ? .object(ArchiveObjectID(Int.random(in: 0..<objects, using: &rng))) : .null
        case 6: return .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in value(using: &rng, objects: objects, nesting: nesting, depth: depth + 1) })
        case 7: return .set((0..<Int.random(in: 0...3, using: &rng)).map { _ in value(using: &rng, objects: objects, nesting: nesting, depth: depth + 1) })
        default:
            return .dictionary(unique((0..<Int.random(in: 0...3, using: &rng)).map { i in
                ArchiveField(key(using: &rng) + "\(i)", value(using: &rng, objects: objects, nesting: nesting, depth: depth + 1))
            }))
        }
    }
}

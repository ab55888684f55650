/// Writes Apple's binary property list format (`bplist00`).
///
/// The output is deterministic: objects are numbered in depth-first order from the top object,
/// equal scalars (strings, numbers, dates, data, UIDs) are stored once as CoreFoundation does,
/// and every integer, count, reference and offset uses the smallest of the 1, 2, 4 and 8 byte
/// widths that holds it. Strings are ASCII when they can be, UTF-16 otherwise.
public enum BinaryPropertyListWriter {
    public static func write(_ value: PropertyListValue) -> [UInt8] {
        var table = ObjectTable()
        _ = table.add(value)
        return table.encode()
    }
}

/// The scalars already numbered, found by a hash of their exact bytes: an open-addressing
/// table of object numbers, sized for the object (a `Dictionary` keyed by the values spent
/// more on growing, copying and dispatch than on hashing; every object of a state is encoded
/// to weigh it, and every restore encodes them all). Hashed with the process's seeded
/// `Hasher`, so crafted archives cannot make the table slow.
private struct ScalarIndex {
    private var slots = [Int](repeating: -1, count: 64)
    private var hashes = [Int](repeating: 0, count: 64)
    private var count = 0

    /// The number of a scalar equal to `value` already in `objects`, or nil after recording
    /// `number` as its number.
    mutating func number(of value: PropertyListValue, orAdding number: Int, in objects: [ObjectTable.Object]) -> Int? {
        let hash = Self.hash(value)
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] >= 0 {
            if hashes[slot] == hash, case .scalar(let existing) = objects[slots[slot]], existing == value { return slots[slot] }
            slot = (slot + 1) & mask
        }
        slots[slot] = number
        hashes[slot] = hash
        count += 1
        if count * 2 > slots.count { grow() }
        return nil
    }

    private mutating func grow() {
        let old = zip(slots, hashes).filter { $0.0 >= 0 }
        slots = [Int](repeating: -1, count: slots.count * 2)
        hashes = [Int](repeating: 0, count: slots.count)
        let mask = slots.count - 1
        for (number, hash) in old {
            var slot = hash & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = number
            hashes[slot] = hash
        }
    }

    private static func hash(_ value: PropertyListValue) -> Int {
        var hasher = Hasher()
        switch value {
        case .string(let string):
            hasher.combine(7 as UInt8)
            var string = string
            string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        case .data(let bytes):
            hasher.combine(6 as UInt8)
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        default:
            hasher.combine(value)
        }
        return hasher.finalize()
    }
}

private struct ObjectTable {
    enum Object {
        case scalar(PropertyListValue)
        case array([Int])
        case set([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    var objects: [Object] = []
    var uniqued = ScalarIndex()

    /// Adds `value` and everything it contains; returns its object number.
    mutating func add(_ value: PropertyListValue) -> Int {
        switch value {
        case .array(let items):
            let index = reserve()
            objects[index] = .array(items.map { add($0) })
            return index
        case .set(let items):
            let index = reserve()
            objects[index] = .set(items.map { add($0) })
            return index
        case .dictionary(let entries):
            let index = reserve()
            let keys = entries.map { add(.string($0.key)) }
            let values = entries.map { add($0.value) }
            objects[index] = .dictionary(keys: keys, values: values)
            return index
        default:
            if let index = uniqued.number(of: value, orAdding: objects.count, in: objects) { return index }
            objects.append(.scalar(value))
            return objects.count - 1
        }
    }

    mutating func reserve() -> Int {
        objects.append(.array([]))
        return objects.count - 1
    }

    func encode() -> [UInt8] {
        let referenceSize = ByteWriter.width(forUnsigned: UInt64(objects.count - 1))
        var out = ByteWriter()
        out.bytes.reserveCapacity(64 + objects.count * 8)
        out.bytes.append(contentsOf: BinaryPropertyListReader.magic)
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(out.bytes.count)
            switch object {
            case .scalar(let value): out.scalar(value)
            case .array(let refs): out.container(0xA, refs, referenceSize)
            case .set(let refs): out.container(0xC, refs, referenceSize)
            case .dictionary(let keys, let values): out.container(0xD, keys + values, referenceSize, count: keys.count)
            }
        }
        let tableOffset = out.bytes.count
        // Wide enough for the offset table's own position, as CoreFoundation's writer makes it and
        // its reader requires (__CFBinaryPlistGetTopLevelInfo refuses a plist whose offset size
        // cannot reach the table: a small dictionary whose last value is large data).
        let offsetSize = ByteWriter.width(forUnsigned: UInt64(tableOffset))
        for offset in offsets { out.unsigned(UInt64(offset), width: offsetSize) }
        out.bytes.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)])
        out.unsigned(UInt64(objects.count), width: 8)
        out.unsigned(0, width: 8)
        out.unsigned(UInt64(tableOffset), width: 8)
        return out.bytes
    }
}

private struct ByteWriter {
    var bytes: [UInt8] = []

    static func width(forUnsigned value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    mutating func unsigned(_ value: UInt64, width: Int) {
        for shift in stride(from: (width - 1) * 8, through: 0, by: -8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
        }
    }

    mutating func marker(_ type: UInt8, count: Int) {
        if count < 15 {
            bytes.append(type << 4 | UInt8(count))
        } else {
            bytes.append(type << 4 | 0xF)
            integer(Int128(count))
        }
    }

    mutating func integer(_ value: Int128) {
        if value >= 0 && value <= Int128(UInt32.max) {
            let width = Self.width(forUnsigned: UInt64(value))
            bytes.append(0x10 | UInt8(width.trailingZeroBitCount))
            unsigned(UInt64(value), width: width)
        } else if value >= Int128(Int64.min) && value <= Int128(Int64.max) {
            bytes.append(0x13)
            unsigned(UInt64(bitPattern: Int64(value)), width: 8)
        } else {
            let raw = UInt128(bitPattern: value)
            bytes.append(0x14)
            unsigned(UInt64(truncatingIfNeeded: raw >> 64), width: 8)
            unsigned(UInt64(truncatingIfNeeded: raw), width: 8)
        }
    }

    mutating func scalar(_ value: PropertyListValue) {
        switch value {
        case .null: bytes.append(0x00)
        case .bool(let flag): bytes.append(flag ? 0x09 : 0x08)
        case .integer(let number): integer(number)
        case .real32(let number):
            bytes.append(0x22)
            unsigned(UInt64(number.bitPattern), width: 4)
        case .real64(let number):
            bytes.append(0x23)
            unsigned(number.bitPattern, width: 8)
        case .date(let seconds):
            bytes.append(0x33)
            unsigned(seconds.bitPattern, width: 8)
        case .data(let data):
            marker(0x4, count: data.count)
            bytes.append(contentsOf: data)
        case .string(let string):
            if string.utf8.allSatisfy({ $0 < 0x80 }) {
                marker(0x5, count: string.utf8.count)
                bytes.append(contentsOf: string.utf8)
            } else {
                let units = LoneSurrogates.encode(string)
                marker(0x6, count: units.count)
                for unit in units { unsigned(UInt64(unit), width: 2) }
            }
        case .uid(let uid):
            let width = Self.width(forUnsigned: uid)
            bytes.append(0x80 | UInt8(width - 1))
            unsigned(uid, width: width)
        case .array, .set, .dictionary:
            preconditionFailure("containers are encoded by the object table")
        }
    }

    mutating func container(_ type: UInt8, _ refs: [Int], _ referenceSize: Int, count: Int? = nil) {
        marker(type, count: count ?? refs.count)
        for ref in refs { unsigned(UInt64(ref), width: referenceSize) }
    }
}

/// Reads Apple's binary property list format (`bplist00`).
///
/// Every offset, count and reference is checked against the file before it is used, so truncated
/// or hostile input ends in a `PropertyListError`, never a crash; shared objects are decoded at
/// most twice, and reference cycles, which no plist can legitimately contain, are rejected.
public enum BinaryPropertyListReader {
    /// The eight bytes every binary plist starts with.
    public static let magic: [UInt8] = Array("bplist00".utf8)

    /// Whether `bytes` starts like a binary plist (cheap check, no parsing).
    @inlinable
    public static func hasMagic<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        // Eight byte compares: called on every nested archive of a savedState.
        let s = bytes.startIndex
        return bytes.count >= 8 && bytes[s] == 0x62 && bytes[s + 1] == 0x70 && bytes[s + 2] == 0x6C && bytes[s + 3] == 0x69
            && bytes[s + 4] == 0x73 && bytes[s + 5] == 0x74 && bytes[s + 6] == 0x30 && bytes[s + 7] == 0x30
    }

    public static func read(
        _ bytes: [UInt8], limits: PropertyListLimits = .default
    ) throws(PropertyListError) -> PropertyListValue {
        guard bytes.count <= limits.maximumInputSize else {
            throw PropertyListError("file of \(bytes.count) bytes exceeds the limit of \(limits.maximumInputSize) bytes")
        }
        let result: Result<PropertyListValue, PropertyListError> = bytes.withUnsafeBufferPointer { buffer in
            do throws(PropertyListError) {
                var parser = try BinaryParser(buffer, limits: limits)
                return .success(try parser.value(at: parser.topObject, depth: 0))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// The state of one read: the validated trailer and offset table, and the decoded objects.
private struct BinaryParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: PropertyListLimits
    let referenceSize: Int
    let topObject: Int
    /// Objects live in `8..<objectAreaEnd`; the offset table starts there.
    let objectAreaEnd: Int
    let offsets: [Int]
    /// Objects met more than once, kept once decoded. An object met the first time is not
    /// kept: most are referenced once, and a kept copy costs a retain and a release per value.
    var decoded: [PropertyListValue?]
    /// Size of each decoded object once shared references are expanded; 0 = not decoded yet,
    /// `inProgress` while its children are decoded.
    var expandedSize: [Int]
    static let inProgress = -1

    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: PropertyListLimits) throws(PropertyListError) {
        self.bytes = bytes
        self.limits = limits
        guard BinaryPropertyListReader.hasMagic(bytes) else {
            throw PropertyListError("not a binary property list: the file does not start with 'bplist00'")
        }
        let trailerSize = 32
        guard bytes.count >= 8 + 1 + 1 + trailerSize else {
            throw PropertyListError("truncated binary property list: \(bytes.count) bytes cannot hold an object table and a trailer")
        }
        let trailer = bytes.count - trailerSize
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw PropertyListError(
                "invalid integer sizes in trailer (offsets \(offsetSize) bytes, references \(referenceSize) bytes; each must be 1 to 8)",
                offset: trailer + 6)
        }
        let objectCount = Self.unsigned(bytes, at: trailer + 8, width: 8)
        let top = Self.unsigned(bytes, at: trailer + 16, width: 8)
        let tableOffset = Self.unsigned(bytes, at: trailer + 24, width: 8)
        guard objectCount >= 1, objectCount <= UInt64(limits.maximumObjectCount) else {
            throw PropertyListError(
                "invalid object count \(objectCount) in trailer (must be 1 to \(limits.maximumObjectCount))", offset: trailer + 8)
        }
        guard top < objectCount else {
            throw PropertyListError("top object \(top) is outside the object table of \(objectCount) objects", offset: trailer + 16)
        }
        let (tableBytes, overflow) = UInt64(offsetSize).multipliedReportingOverflow(by: objectCount)
        guard tableOffset >= 9, !overflow, tableOffset <= UInt64(trailer), tableBytes <= UInt64(trailer) - tableOffset else {
            throw PropertyListError(
                "offset table (\(objectCount) entries of \(offsetSize) bytes at byte \(tableOffset)) does not fit between the header and the trailer",
                offset: trailer + 24)
        }
        let count = Int(objectCount)
        let areaEnd = Int(tableOffset)
        var offsets = [Int](repeating: 0, count: count)
        for index in 0..<count {
            let position = areaEnd + index * offsetSize
            let offset = Self.unsigned(bytes, at: position, width: offsetSize)
            guard offset >= 8, offset < tableOffset else {
                throw PropertyListError("object \(index) has offset \(offset), outside the object area 8..<\(areaEnd)", offset: position)
            }
            offsets[index] = Int(offset)
        }
        self.referenceSize = referenceSize
        self.topObject = Int(top)
        self.objectAreaEnd = areaEnd
        self.offsets = offsets
        self.decoded = [PropertyListValue?](repeating: nil, count: count)
        self.expandedSize = [Int](repeating: 0, count: count)
    }

    static func unsigned(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int, width: Int) -> UInt64 {
        var value: UInt64 = 0
        for i in 0..<width { value = value << 8 | UInt64(bytes[position + i]) }
        return value
    }

    mutating func value(at index: Int, depth: Int) throws(PropertyListError) -> PropertyListValue {
        if let value = decoded[index] { return value }
        let before = expandedSize[index]
        guard before != Self.inProgress else {
            throw PropertyListError("object \(index) contains itself (a reference cycle)", offset: offsets[index])
        }
        guard depth < limits.maximumDepth else {
            throw PropertyListError("containers nested deeper than \(limits.maximumDepth) levels", offset: offsets[index])
        }
        expandedSize[index] = Self.inProgress
        let (value, size) = try decodeObject(index, depth: depth)
        // A shared object is decoded at most twice, then read from `decoded`.
        if before > 0 { decoded[index] = value }
        expandedSize[index] = size
        return value
    }

    /// Decodes the object at `index`; returns it with its expanded size.
    mutating func decodeObject(_ index: Int, depth: Int) throws(PropertyListError) -> (PropertyListValue, Int) {
        let start = offsets[index]
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch low {
            case 0x0: return (.null, 1)
            case 0x8: return (.bool(false), 1)
            case 0x9: return (.bool(true), 1)
            default: throw PropertyListError("unknown object type 0x\(hex(marker))", offset: start)
            }
        case 0x1:
            guard low <= 4 else { throw PropertyListError("integer of \(1 << min(low, 15)) bytes is not supported", offset: start) }
            return (.integer(try integer(at: start + 1, width: 1 << low)), 1)
        case 0x2:
            switch low {
            case 2: return (.real32(Float(bitPattern: UInt32(try fixed(at: start + 1, width: 4)))), 1)
            case 3: return (.real64(Double(bitPattern: try fixed(at: start + 1, width: 8))), 1)
            default: throw PropertyListError("real of \(1 << low) bytes is not supported (only 4 and 8)", offset: start)
            }
        case 0x3:
            guard low == 3 else { throw PropertyListError("unknown object type 0x\(hex(marker))", offset: start) }
            return (.date(Double(bitPattern: try fixed(at: start + 1, width: 8))), 1)
        case 0x4:
            let (count, body) = try length(low, at: start, unit: 1)
            return (.data(Array(UnsafeBufferPointer(rebasing: bytes[body..<body + count]))), 1)
        case 0x5:
            let (count, body) = try length(low, at: start, unit: 1)
            return (.string(try ascii(body, count)), 1)
        case 0x6:
            let (count, body) = try length(low, at: start, unit: 2)
            return (.string(try utf16(body, count)), 1)
        case 0x8:
            let width = low + 1
            if width > 8, try fixed(at: start + 1, width: width - 8) != 0 {
                throw PropertyListError("UID wider than 64 bits", offset: start)
            }
            return (.uid(try fixed(at: start + 1 + max(0, width - 8), width: min(width, 8))), 1)
        case 0xA, 0xC:
            let (count, body) = try length(low, at: start, unit: referenceSize)
            var items: [PropertyListValue] = []
            items.reserveCapacity(count)
            var size = 1
            for i in 0..<count {
                let child = try reference(at: body + i * referenceSize)
                items.append(try value(at: child, depth: depth + 1))
                size = try add(size, expandedSize[child], at: start)
            }
            return (marker >> 4 == 0xA ? .array(items) : .set(items), size)
        case 0xD:
            let (count, body) = try length(low, at: start, unit: 2 * referenceSize)
            var entries: [PropertyListEntry] = []
            entries.reserveCapacity(count)
            // Duplicate keys: a set only for large dictionaries; most have a handful of keys,
            // where comparing with the ones before costs less than hashing.
            var seen = count > 16 ? Set<ExactKey>(minimumCapacity: count) : []
            var size = 1
            for i in 0..<count {
                let keyIndex = try reference(at: body + i * referenceSize)
                let valueIndex = try reference(at: body + (count + i) * referenceSize)
                let keyMarker = bytes[offsets[keyIndex]] >> 4
                guard keyMarker == 0x5 || keyMarker == 0x6 else {
                    throw PropertyListError("dictionary key (object \(keyIndex)) is not a string", offset: offsets[keyIndex])
                }
                guard case .string(let key) = try value(at: keyIndex, depth: depth + 1) else {
                    throw PropertyListError("dictionary key (object \(keyIndex)) is not a string", offset: offsets[keyIndex])
                }
                let repeated = count > 16 ? !seen.insert(ExactKey(key)).inserted : entries.contains { $0.key.hasSameBytes(as: key) }
                guard !repeated else {
                    throw PropertyListError("dictionary has the key \"\(key)\" twice", offset: start)
                }
                let item = try value(at: valueIndex, depth: depth + 1)
                entries.append(PropertyListEntry(key, item))
                size = try add(size, 1 + expandedSize[valueIndex], at: start)
            }
            return (.dictionary(entries), size)
        default:
            throw PropertyListError("unknown object type 0x\(hex(marker))", offset: start)
        }
    }

    func add(_ size: Int, _ more: Int, at offset: Int) throws(PropertyListError) -> Int {
        let total = size + more
        guard total <= limits.maximumExpandedValues else {
            throw PropertyListError(
                "shared references expand to more than \(limits.maximumExpandedValues) values", offset: offset)
        }
        return total
    }

    /// A big-endian unsigned field of `width` bytes that must lie inside the object area.
    func fixed(at position: Int, width: Int) throws(PropertyListError) -> UInt64 {
        guard position + width <= objectAreaEnd else {
            throw PropertyListError("object runs past the end of the object area", offset: position)
        }
        return Self.unsigned(bytes, at: position, width: width)
    }

    /// Integers of 1, 2 and 4 bytes are unsigned, 8 and 16 bytes signed (two's complement).
    func integer(at position: Int, width: Int) throws(PropertyListError) -> Int128 {
        switch width {
        case 1, 2, 4: return Int128(try fixed(at: position, width: width))
        case 8: return Int128(Int64(bitPattern: try fixed(at: position, width: 8)))
        default:
            let high = try fixed(at: position, width: 8)
            let low = try fixed(at: position + 8, width: 8)
            return Int128(bitPattern: UInt128(high) << 64 | UInt128(low))
        }
    }

    /// The element count of a data, string or container object, and where its body starts.
    /// The count is checked against the bytes left, so it can never cause a huge allocation.
    func length(_ low: Int, at start: Int, unit: Int) throws(PropertyListError) -> (count: Int, body: Int) {
        var count = low
        var body = start + 1
        if low == 0xF {
            guard body < objectAreaEnd else { throw PropertyListError("object runs past the end of the object area", offset: body) }
            let marker = bytes[body]
            guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
                throw PropertyListError("invalid length marker 0x\(hex(marker)) after a count of 15", offset: body)
            }
            let width = 1 << Int(marker & 0x0F)
            let raw = try fixed(at: body + 1, width: width)
            guard raw <= UInt64(objectAreaEnd) else {
                throw PropertyListError("length \(Int64(bitPattern: raw)) is larger than the file", offset: body)
            }
            count = Int(raw)
            body += 1 + width
        }
        guard count <= (objectAreaEnd - body) / unit else {
            throw PropertyListError("length \(count) runs past the end of the object area", offset: start)
        }
        return (count, body)
    }

    func reference(at position: Int) throws(PropertyListError) -> Int {
        let index = try fixed(at: position, width: referenceSize)
        guard index < UInt64(offsets.count) else {
            throw PropertyListError("reference to object \(index), but the table has \(offsets.count) objects", offset: position)
        }
        return Int(index)
    }

    func ascii(_ body: Int, _ count: Int) throws(PropertyListError) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[body..<body + count])
        if let bad = slice.firstIndex(where: { $0 >= 0x80 }) {
            throw PropertyListError("byte 0x\(hex(slice[bad])) in an ASCII string", offset: body + bad)
        }
        return String(decoding: slice, as: UTF8.self)
    }

    /// A UTF-16 string; a lone surrogate (half an emoji) is kept as `LoneSurrogates` escapes
    /// it, so the string reads and writes back exactly.
    func utf16(_ body: Int, _ count: Int) throws(PropertyListError) -> String {
        var units = [UInt16](repeating: 0, count: count)
        for i in 0..<count { units[i] = UInt16(bytes[body + 2 * i]) << 8 | UInt16(bytes[body + 2 * i + 1]) }
        var i = 0
        var exact = true
        while i < count, exact {
            let unit = units[i]
            if UTF16.isLeadSurrogate(unit) {
                // A pair, unless lone; U+10FFFD (DBFF DFFD) is the escape character itself.
                exact = i + 1 < count && UTF16.isTrailSurrogate(units[i + 1]) && !(unit == 0xDBFF && units[i + 1] == 0xDFFD)
                i += 2
            } else {
                exact = !UTF16.isTrailSurrogate(unit)
                i += 1
            }
        }
        return exact ? String(decoding: units, as: UTF16.self) : LoneSurrogates.decode(units)
    }
}

/// A dictionary key compared by its exact UTF-8 bytes (Swift's `String` equality would merge
/// canonically equivalent keys that Foundation keeps apart).
struct ExactKey: Hashable {
    let string: String
    init(_ string: String) { self.string = string }
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.string.hasSameBytes(as: rhs.string) }
    func hash(into hasher: inout Hasher) { hasher.combineExactly(string) }
}

func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
}

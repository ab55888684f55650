import CLibgit2
import CZlib
import Crypto
import Platform

/// An object to put in a new pack: its kind, its id (already computed by the caller, who
/// hashed it to build the trees that name it) and its content.
public struct PackObject: Sendable {
    public enum Kind: UInt8, Sendable {
        case commit = 1, tree = 2, blob = 3
    }

    public var kind: Kind
    public var id: ObjectID
    public var bytes: [UInt8]

    public init(kind: Kind, id: ObjectID, bytes: [UInt8]) {
        self.kind = kind
        self.id = id
        self.bytes = bytes
    }
}

/// Builds a version-2 pack and its index in memory, as `git fast-import` writes packs: every
/// object whole, no delta search (finding deltas is gc's job, and gc repacks anyway). libgit2's
/// packbuilder instead searches deltas among the new objects and sets up compression again for
/// each one, three times the work of the whole commit (docs/performance.md).
///
/// Objects under `storedLimit` go in as stored (uncompressed) deflate blocks: zlib builds
/// Huffman trees for every stream it finishes, about 40,000 instructions however small the
/// object, more than the whole rest of its commit costs; gc recompresses every object
/// (libgit2's packbuilder inflates and deflates each one), so the extra size is gone from disk at
/// the next gc. Larger objects go through one level-1 stream reset between objects.
final class PackWriter {
    /// On the heap: zlib's state points back at its stream, which must not move.
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var pack: [UInt8] = []
    private var entries: [(id: ObjectID, offset: Int, crc: UInt32)] = []
    private var seen: Set<ObjectID> = []

    /// Level 1, as git compresses loose objects (core.looseCompression): these objects live
    /// until the next gc recompresses them.
    init(capacity: Int) throws(GitError) {
        stream.initialize(to: z_stream())
        guard czlib_deflate_init(stream, 1, 15, 8) == Z_OK else {
            stream.deallocate()
            throw GitError(operation: "write pack", code: .other(-1), message: "zlib could not start")
        }
        pack.reserveCapacity(capacity + 64)
        pack += Array("PACK".utf8)
        Self.appendBigEndian(UInt32(2), to: &pack)
        Self.appendBigEndian(UInt32(0), to: &pack)
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    var count: Int { entries.count }

    /// Below this size an object is stored, not compressed (see the type's comment).
    static let storedLimit = 4096

    /// Appends `object` unless an object with its id is already in this pack.
    func append(_ object: PackObject) throws(GitError) {
        guard seen.insert(object.id).inserted else { return }
        let start = pack.count
        // Type and size: 4 bits of size in the first byte, then 7 bits per byte.
        var size = object.bytes.count
        var byte = UInt8(object.kind.rawValue << 4) | UInt8(size & 0x0F)
        size >>= 4
        while size > 0 {
            pack.append(byte | 0x80)
            byte = UInt8(size & 0x7F)
            size >>= 7
        }
        pack.append(byte)
        if object.bytes.count < Self.storedLimit {
            store(object.bytes)
        } else {
            try compress(object.bytes)
        }
        let crc = pack.withUnsafeBufferPointer { buffer in
            UInt32(crc32(0, buffer.baseAddress! + start, UInt32(buffer.count - start)))
        }
        entries.append((object.id, start, crc))
    }

    /// A zlib stream of one stored block (RFC 1950 and 1951): header, the final-block marker,
    /// the length and its complement, the bytes, then their Adler-32. One block holds up to
    /// 65,535 bytes, far above `storedLimit`.
    private func store(_ bytes: [UInt8]) {
        let length = bytes.count
        pack += [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
        pack += bytes
        let checksum = bytes.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, UInt32($0.count))) }
        Self.appendBigEndian(checksum, to: &pack)
    }

    private func compress(_ bytes: [UInt8]) throws(GitError) {
        guard deflateReset(stream) == Z_OK else { throw GitError(operation: "write pack", code: .other(-1), message: "zlib reset failed") }
        let bound = Int(deflateBound(stream, UInt(bytes.count)))
        let start = pack.count
        pack.append(contentsOf: repeatElement(0, count: bound))
        let status = bytes.withUnsafeBufferPointer { input in
            pack.withUnsafeMutableBufferPointer { output in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.pointee.avail_in = UInt32(input.count)
                stream.pointee.next_out = output.baseAddress! + start
                stream.pointee.avail_out = UInt32(bound)
                return deflate(stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else {
            throw GitError(operation: "write pack", code: .other(-1), message: "zlib could not compress (\(status))")
        }
        pack.removeLast(Int(stream.pointee.avail_out))
    }

    /// The finished pack and its index, and the pack's name (`pack-<checksum>`).
    func finish() -> (name: String, pack: [UInt8], index: [UInt8]) {
        pack.withUnsafeMutableBytes { $0.storeBytes(of: UInt32(entries.count).bigEndian, toByteOffset: 8, as: UInt32.self) }
        let checksum = Array(Insecure.SHA1.hash(data: pack))
        pack += checksum
        let sorted = entries.sorted { $0.id < $1.id }
        var index: [UInt8] = [0xFF, 0x74, 0x4F, 0x63]
        index.reserveCapacity(8 + 1024 + sorted.count * 28 + 40)
        Self.appendBigEndian(UInt32(2), to: &index)
        // Fan-out: how many ids start with a byte up to each value.
        var fanout = [UInt32](repeating: 0, count: 256)
        for entry in sorted { fanout[Int(entry.id.firstByte)] += 1 }
        var running: UInt32 = 0
        for value in fanout {
            running += value
            Self.appendBigEndian(running, to: &index)
        }
        for entry in sorted { index += entry.id.bytes }
        for entry in sorted { Self.appendBigEndian(entry.crc, to: &index) }
        // Offsets from 2 GiB on go in a table of 8-byte offsets, pointed at with the high bit.
        var large: [UInt64] = []
        for entry in sorted {
            if entry.offset < 0x8000_0000 {
                Self.appendBigEndian(UInt32(entry.offset), to: &index)
            } else {
                Self.appendBigEndian(UInt32(large.count) | 0x8000_0000, to: &index)
                large.append(UInt64(entry.offset))
            }
        }
        for offset in large {
            Self.appendBigEndian(UInt32(offset >> 32), to: &index)
            Self.appendBigEndian(UInt32(offset & 0xFFFF_FFFF), to: &index)
        }
        index += checksum
        index += Array(Insecure.SHA1.hash(data: index))
        return ("pack-" + ObjectID(bytes: checksum[...])!.hex, pack, index)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}

extension Repository {
    /// Writes `objects` as one new pack with its index in `objects/pack` (an object listed
    /// twice is written once) and makes them visible to this handle. The pack is written and
    /// flushed before its index: git and libgit2 only see a pack through its index, so a reader
    /// never meets half a pack. Returns the pack's name.
    @discardableResult
    public func writePack(of objects: [PackObject]) throws(GitError) -> String {
        let writer = try PackWriter(capacity: objects.reduce(0) { $0 + $1.bytes.count })
        for object in objects { try writer.append(object) }
        let (name, pack, index) = writer.finish()
        let folder = path + "objects/pack"
        do {
            try FileSystem.createDirectories(folder, permissions: 0o755)
            let base = folder + "/" + name
            // A pack of these very objects may exist already (the same commit written twice).
            if !FileSystem.exists(base + ".idx") {
                try AtomicFile.write(pack, to: base + ".pack", permissions: 0o444)
                try AtomicFile.write(index, to: base + ".idx", permissions: 0o444)
            }
        } catch {
            throw GitError(operation: "write pack", code: .other(-1), message: error.description)
        }
        try refreshObjects()
        return name
    }
}

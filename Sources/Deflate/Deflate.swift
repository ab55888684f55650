import CZlib

/// zlib and gzip streams, as a saved state may hold them (an app compressing JSON it keeps as
/// data): told apart by their headers, inflated within a size and a ratio limit (a small
/// value that would inflate to gigabytes is refused, not read), and deflated back in the same
/// container.
public enum Deflate {
    public enum Container: String, Sendable {
        /// RFC 1950: a 2-byte header, deflate data, an Adler-32.
        case zlib
        /// RFC 1952: `1F 8B`, deflate data, a CRC-32 and the size.
        case gzip
        /// RFC 1951: deflate data alone, no header or check, as Foundation's
        /// `NSData.compressed(using: .zlib)` writes it. Nothing marks it: it is recognised by
        /// inflating it whole (`decompress` fails fast on anything else).
        case raw

        var windowBits: Int32 {
            switch self {
            case .zlib: 15
            case .gzip: 31
            case .raw: -15
            }
        }
    }

    /// Bounds on what inflating may produce.
    public struct Limits: Sendable {
        /// The most bytes a stream may inflate to.
        public var maximumSize: Int
        /// The most it may grow: output bytes per input byte.
        public var maximumRatio: Int

        public init(maximumSize: Int, maximumRatio: Int) {
            self.maximumSize = maximumSize
            self.maximumRatio = maximumRatio
        }

        /// 16 MiB, and at most 200 times the compressed size (text compresses 5 to 20 times;
        /// a deflate bomb a thousand times and more).
        public static let `default` = Limits(maximumSize: 16 << 20, maximumRatio: 200)
    }

    /// The container `bytes` start as, if either: gzip's magic and method, or a zlib header
    /// whose check bits hold (`78 9C`, `78 DA`, `78 01` ...). Raw deflate has no header.
    public static func container(of bytes: [UInt8]) -> Container? {
        guard bytes.count >= 8 else { return nil }
        if bytes[0] == 0x1F, bytes[1] == 0x8B, bytes[2] == 8 { return .gzip }
        let cmf = Int(bytes[0]), flg = Int(bytes[1])
        if cmf & 0x0F == 8, cmf >> 4 <= 7, (cmf * 256 + flg) % 31 == 0, flg & 0x20 == 0 { return .zlib }
        return nil
    }

    /// The inflated bytes, or nil when they are not a whole, valid stream of `container`, or
    /// would pass the limits.
    public static func decompress(_ bytes: [UInt8], container: Container, limits: Limits = .default) -> [UInt8]? {
        let limit = min(limits.maximumSize, bytes.count.multipliedReportingOverflow(by: limits.maximumRatio).overflow ? Int.max : bytes.count * limits.maximumRatio)
        var stream = z_stream()
        guard czlib_inflate_init(&stream, container.windowBits) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        // Small values are inflated through a small buffer: most data tried is not a stream.
        var chunk = [UInt8](repeating: 0, count: min(64 << 10, max(4 << 10, bytes.count * 8)))
        return bytes.withUnsafeBufferPointer { source -> [UInt8]? in
            // zlib only reads the input; its field is not const.
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = UInt32(source.count)
            while true {
                let status = chunk.withUnsafeMutableBufferPointer { target -> Int32 in
                    stream.next_out = target.baseAddress
                    stream.avail_out = UInt32(target.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                guard output.count + produced <= limit else { return nil }
                output += chunk[..<produced]
                switch status {
                case Z_STREAM_END:
                    // Anything after the stream (a second member, garbage) is not this value's.
                    return stream.avail_in == 0 ? output : nil
                case Z_OK:
                    if produced == 0, stream.avail_in == 0 { return nil }
                default:
                    return nil
                }
            }
        }
    }

    /// `bytes` deflated in `container` (zlib's default level).
    public static func compress(_ bytes: [UInt8], container: Container) -> [UInt8]? {
        var stream = z_stream()
        guard czlib_deflate_init(&stream, Z_DEFAULT_COMPRESSION, container.windowBits, 8) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(bytes.count))) + 32)
        var input = bytes
        let status = input.withUnsafeMutableBufferPointer { source -> Int32 in
            output.withUnsafeMutableBufferPointer { target -> Int32 in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Array(output.prefix(Int(stream.total_out)))
    }
}

import Deflate
import Foundation
import TestSupport
import Testing

@Suite("zlib and gzip streams")
struct DeflateTests {
    static let text = Array(String(repeating: "{\"draft\": \"hello, world\"} ", count: 40).utf8)

    @Test("each container round-trips, and is told by its header", arguments: [Deflate.Container.zlib, .gzip])
    func roundTrip(_ container: Deflate.Container) throws {
        let packed = try #require(Deflate.compress(Self.text, container: container))
        #expect(Deflate.container(of: packed) == container)
        #expect(Deflate.decompress(packed, container: container) == Self.text)
    }

    @Test("what other programs write is read: gzip(1) and Python's zlib")
    func foreign() throws {
        let folder = try TemporaryDirectory("deflate")
        let file = folder.appending("a.txt")
        try Data(Self.text).write(to: file)
        try ProcessRunner.run("gzip", ["-k", file.path]).succeeded()
        let gzip = [UInt8](try Data(contentsOf: folder.appending("a.txt.gz")))
        #expect(Deflate.container(of: gzip) == .gzip && Deflate.decompress(gzip, container: .gzip) == Self.text)
        let zlib = try ProcessRunner.run("python3", ["-c", "import zlib,sys; sys.stdout.buffer.write(zlib.compress(open(sys.argv[1],'rb').read(), 9))", file.path])
        let bytes = zlib.stdoutBytes
        #expect(Deflate.container(of: bytes) == .zlib && Deflate.decompress(bytes, container: .zlib) == Self.text)
    }

    @Test("a bomb, a truncated stream, trailing bytes and plain bytes give nil, never a trap")
    func refusals() throws {
        let bomb = try #require(Deflate.compress([UInt8](repeating: 0, count: 50 << 20), container: .gzip))
        #expect(bomb.count < 100_000 && Deflate.decompress(bomb, container: .gzip) == nil, "over the size and ratio limits")
        let packed = try #require(Deflate.compress(Self.text, container: .zlib))
        #expect(Deflate.decompress(Array(packed.dropLast(5)), container: .zlib) == nil)
        #expect(Deflate.decompress(packed + [1, 2, 3], container: .zlib) == nil)
        #expect(Deflate.container(of: Array("plain text, not compressed".utf8)) == nil)
        var generator = SplitMix(seed: 7)
        for _ in 0..<200 {
            var damaged = packed
            damaged[Int.random(in: 2..<damaged.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
            _ = Deflate.decompress(damaged, container: .zlib)
        }
    }
}

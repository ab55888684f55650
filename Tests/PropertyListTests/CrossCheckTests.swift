import Foundation
import PropertyBased
import PropertyList
import TestSupport
import Testing

@Suite("Round trips and cross-checks with plistlib and Foundation")
struct CrossCheckTests {
    @Test("random property lists survive write -> read exactly, and the writer is deterministic")
    func roundTrip() async {
        await propertyCheck(count: 300, input: RandomPropertyList.generator()) { value in
            let bytes = BinaryPropertyListWriter.write(value)
            let back = try? BinaryPropertyListReader.read(bytes)
            #expect(back == value)
            #expect(back.map(BinaryPropertyListWriter.write) == bytes)
        }
    }

    @Test("Python's plistlib reads our output back identically", .enabled(if: ProcessRunner.has("python3"), "python3 not found"))
    func plistlib() async throws {
        let directory = try TemporaryDirectory()
        var expected: [String] = []
        var rng = Xoshiro(seed: (7, 1, 2, 3)) as any SeededRandomNumberGenerator
        for i in 0..<150 {
            let value = RandomPropertyList.value(using: &rng, depth: 0, maxDepth: 4, portable: true)
            try Data(BinaryPropertyListWriter.write(value)).write(to: directory.appending("\(i).plist"))
            expected.append(Canonical.text(value))
        }
        let script = """
            import plistlib, sys, struct, datetime
            def canon(v):
                if isinstance(v, bool): return "b:" + ("true" if v else "false")
                if isinstance(v, int): return "i:%d" % v
                if isinstance(v, float): return "r:" + struct.pack(">d", v).hex()
                if isinstance(v, str): return "s%d:%s" % (len(v.encode("utf-8")), v)
                if isinstance(v, bytes): return "d:" + v.hex()
                if isinstance(v, plistlib.UID): return "u:%d" % v.data
                if isinstance(v, datetime.datetime): return "t:%d" % round((v - datetime.datetime(2001, 1, 1)).total_seconds())
                if isinstance(v, list): return "a[" + ",".join(canon(x) for x in v) + "]"
                if isinstance(v, dict):
                    items = sorted(v.items(), key=lambda kv: kv[0].encode("utf-8"))
                    return "{" + ",".join("k%d:%s=%s" % (len(k.encode("utf-8")), k, canon(x)) for k, x in items) + "}"
                raise Exception("unexpected %r" % type(v))
            for i in range(int(sys.argv[2])):
                with open("%s/%d.plist" % (sys.argv[1], i), "rb") as f:
                    print(canon(plistlib.load(f)).encode("utf-8").hex())
            """
        let result = try ProcessRunner.run("python3", ["-c", script, directory.path, "\(expected.count)"])
        #expect(result.status == 0, "\(result.stderr)")
        let actual = result.stdout.split(separator: "\n").map { line in
            String(decoding: stride(from: 0, to: line.count, by: 2).map { i -> UInt8 in
                let start = line.index(line.startIndex, offsetBy: i)
                return UInt8(line[start..<line.index(start, offsetBy: 2)], radix: 16) ?? 0
            }, as: UTF8.self)
        }
        #expect(actual.count == expected.count)
        for (a, e) in zip(actual, expected) { #expect(a == e) }
    }

    @Test("Foundation's PropertyListSerialization reads our output back identically")
    func foundation() throws {
        var rng = Xoshiro(seed: (11, 1, 2, 3)) as any SeededRandomNumberGenerator
        for _ in 0..<150 {
            let value = RandomPropertyList.value(using: &rng, depth: 0, maxDepth: 4, portable: true)
            let object = try PropertyListSerialization.propertyList(from: Data(BinaryPropertyListWriter.write(value)), format: nil)
            let a = Canonical.text(foundation: object), e = Canonical.text(value)
            #expect(a == e)
        }
        let float = try PropertyListSerialization.propertyList(from: Data(BinaryPropertyListWriter.write(.real32(11))), format: nil)
        #expect(String(cString: (float as! NSNumber).objCType) == "f", "a 4-byte real stays a Float")
    }

    /// A small dictionary whose last value is large data (a scene session's activity file):
    /// every object starts below byte 256 but the offset table does not. CoreFoundation's reader
    /// refuses an offset size that cannot reach the table (found by the UIKit stand-in, which
    /// could not read the scene state `migrate state` wrote).
    @Test("Foundation reads a plist whose objects start early and whose offset table starts late")
    func offsetTableBeyondTheObjects() throws {
        let value = PropertyListValue.dictionary([PropertyListEntry("activity", .data(Array(repeating: 7, count: 600)))])
        let bytes = BinaryPropertyListWriter.write(value)
        #expect(bytes[bytes.count - 26] == 2, "offset size: 2 bytes for a table at \(bytes.count - 32 - 3)")
        let object = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        #expect((object as? [String: Any])?["activity"] as? Data == Data(repeating: 7, count: 600))
    }
}

/// One text per value that plistlib's and Foundation's views can be compared with: dictionaries
/// sorted by key bytes, reals as their 8-byte bit pattern, dates as whole seconds.
enum Canonical {
    static func text(_ value: PropertyListValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return "b:\(b)"
        case .integer(let i): return "i:\(i)"
        case .real32(let f): return real(Double(f))
        case .real64(let d): return real(d)
        case .date(let t): return "t:\(Int64(t))"
        case .data(let d): return "d:" + hex(d)
        case .string(let s): return "s\(s.utf8.count):\(s)"
        case .uid(let u): return "u:\(u)"
        case .array(let items), .set(let items): return "a[" + items.map(text).joined(separator: ",") + "]"
        case .dictionary(let entries):
            return "{" + entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                .map { "k\($0.key.utf8.count):\($0.key)=\(text($0.value))" }.joined(separator: ",") + "}"
        }
    }

    static func text(foundation object: Any) -> String {
        switch object {
        case let n as NSNumber:
            // Check the stored type first: on Linux an NSNumber holding 0 or 1 also casts to Bool.
            let type = String(cString: n.objCType)
            if type == "c" || type == "B" { return "b:\(n.boolValue)" }
            if type == "f" || type == "d" { return real(n.doubleValue) }
            if type == "Q" { return "i:\(n.uint64Value)" }
            return "i:\(n.int64Value)"
        case let s as String: return "s\(s.utf8.count):\(s)"
        case let d as Data: return "d:" + hex([UInt8](d))
        case let t as Date: return "t:\(Int64(t.timeIntervalSinceReferenceDate))"
        case let a as [Any]: return "a[" + a.map { text(foundation: $0) }.joined(separator: ",") + "]"
        case let d as [String: Any]:
            return "{" + d.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                .map { "k\($0.key.utf8.count):\($0.key)=\(text(foundation: $0.value))" }.joined(separator: ",") + "}"
        default:
            let uid = Mirror(reflecting: object).children.first { $0.label == "value" }?.value
            return uid.map { "u:\($0)" } ?? "unknown \(type(of: object))"
        }
    }

    static func real(_ d: Double) -> String {
        let hex = String(d.bitPattern, radix: 16)
        return "r:" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
}

import PropertyList
import TestSupport
import Testing

@Suite("Binary plist reader and writer")
struct BinaryPropertyListTests {
    @Test("writes minimal integer widths, signed as the format defines")
    func integerWidths() throws {
        let cases: [(Int128, UInt8, Int)] = [
            (0, 0x10, 1), (255, 0x10, 1), (256, 0x11, 2), (65_535, 0x11, 2), (65_536, 0x12, 4),
            (Int128(UInt32.max), 0x12, 4), (Int128(UInt32.max) + 1, 0x13, 8), (-1, 0x13, 8),
            (Int128(Int64.min), 0x13, 8), (Int128(Int64.max), 0x13, 8), (Int128(UInt64.max), 0x14, 16),
        ]
        for (value, marker, width) in cases {
            let bytes = BinaryPropertyListWriter.write(.integer(value))
            #expect(bytes[8] == marker, "marker of \(value)")
            #expect(bytes.count == 8 + 1 + width + 1 + 32, "size of \(value)")
            #expect(try BinaryPropertyListReader.read(bytes) == .integer(value))
        }
    }

    /// Byte equality and byte order read eight bytes at a time: checked against the UTF-8
    /// views at every length around the word size, with the difference at every position.
    @Test("strings compare and order by their UTF-8 bytes")
    func exactStringComparison() {
        var rng = SplitMix(seed: 5)
        let alphabet: [String] = ["a", "b", "\u{0}", "é", "e\u{301}", "\u{7F}", "😀", "/"]
        var strings: [String] = ["", "é", "e\u{301}", "K", "\u{212A}"]
        for length in 0..<20 {
            let base = (0..<length).map { _ in alphabet.randomElement(using: &rng)! }.joined()
            strings.append(base)
            for _ in 0..<3 { strings.append(base + alphabet.randomElement(using: &rng)!) }
            if !base.isEmpty { strings.append(String(base.dropLast()) + "z") }
        }
        var wrong = 0
        for a in strings {
            for b in strings {
                if a.hasSameBytes(as: b) != Array(a.utf8).elementsEqual(Array(b.utf8)) { wrong += 1 }
                if a.precedesInBytes(b) != Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)) { wrong += 1 }
            }
        }
        #expect(wrong == 0)
        #expect(!"é".hasSameBytes(as: "e\u{301}") && "é" == "e\u{301}")
    }

    /// Shared objects are kept once met twice: a reference met three and more times still
    /// reads as the same value everywhere.
    @Test("an object referenced many times reads the same at every reference")
    func sharedObjectReadEverywhere() throws {
        let shared = PropertyListValue.dictionary([PropertyListEntry("k", .string("a string longer than fifteen bytes"))])
        let value = PropertyListValue.array(Array(repeating: .array([shared, shared]), count: 5))
        let bytes = BinaryPropertyListWriter.write(value)
        #expect(try BinaryPropertyListReader.read(bytes) == value)
    }

    @Test("the writer reproduces libplist's reference files byte for byte")
    func exactOutput() throws {
        #expect(BinaryPropertyListWriter.write(.integer(-1)) == (try Fixtures.bytes("libplist/signed.bplist")))
        #expect(BinaryPropertyListWriter.write(.integer(Int128(UInt64.max))) == (try Fixtures.bytes("libplist/unsigned.bplist")))
    }

    @Test("reads bpylist2's primitives to their exact values")
    func primitives() throws {
        let expected: [String: PropertyListValue] = [
            "true": .bool(true), "false": .bool(false),
            "int8": .integer(42), "int16": .integer(9001), "int32": .integer(80_000), "int64": .integer(5_000_000_000),
            "int64_max": .integer(Int128(Int64.max)), "negative1": .integer(-1), "negative26": .integer(-26),
            "negative_int_max": .integer(-9_223_372_036_854_775_807),
            "float32": .real64(3.141592), "float64": .real64(2.71828182845904),
            "ascii_string_empty": .string(""), "ascii_string_short": .string("yo"),
            "utf16_string_short": .string("☃"), "utf16_string_empty": .string(""),
            "data_short": .data(Array("hi".utf8)), "array_empty": .array([]), "dict_empty": .dictionary([]),
            "array_short": .array([.integer(1), .bool(true), .real64(3.14), .string("four")]),
            "date_past": .date(-100.0),
        ]
        for (name, value) in expected {
            #expect(try PropertyListReader.read(Fixtures.bytes("bpylist2/\(name).plist")) == value, "\(name)")
        }
        guard case .string(let long) = try PropertyListReader.read(Fixtures.bytes("bpylist2/utf16_string_long.plist")) else {
            Issue.record("utf16_string_long is not a string")
            return
        }
        #expect(long.utf16.count == 48)
    }

    @Test("keeps dictionary key order and shared objects")
    func orderAndSharing() throws {
        let value = try PropertyListReader.read(Fixtures.bytes("libplist/order.bplist"))
        let one = PropertyListValue.array([.integer(1)])
        #expect(value == .dictionary([
            PropertyListEntry("test", .array([.integer(1), .integer(1)])),
            PropertyListEntry("foo", .array([one, .dictionary([PropertyListEntry("test", .string("foo"))]), one, one])),
        ]))
        #expect(try PropertyListReader.read(Fixtures.bytes("libplist/uid.bplist")) == .uid(7))
    }

    @Test("reads rust-plist's edge cases: Int64.min, UInt64.max as 16 bytes, dates, data")
    func rustPlist() throws {
        let value = try PropertyListReader.read(Fixtures.bytes("rust-plist/binary.plist"))
        #expect(value["SmallestNumber"] == .integer(Int128(Int64.min)))
        #expect(value["BiggestNumber"] == .integer(Int128(UInt64.max)))
        #expect(value["Height"] == .real64(1.6))
        #expect(value["Birthdate"] == .date(-619_446_474))
        #expect(value["IsNotFalse"] == .bool(false))
        #expect(value["Blank"] == .string(""))
    }

    @Test("rejects broken files with a message and never crashes",
          arguments: [
            ("rust-plist/binary_circular_array.plist", "does not fit between the header and the trailer"),
            ("rust-plist/binary_zero_offset_size.plist", "invalid integer sizes in trailer"),
            ("libplist/malformed_dict.bplist", "is not a string"),
            ("libplist/recursion.bplist", ""),
          ])
    func brokenFixtures(path: String, message: String) throws {
        #expect {
            _ = try PropertyListReader.read(Fixtures.bytes(path))
        } throws: { error in
            (error as? PropertyListError).map { message.isEmpty || $0.description.contains(message) } ?? false
        }
    }

    @Test("every other fixture parses, and write -> read gives it back exactly")
    func allFixturesRoundTrip() throws {
        let broken: Set<String> = [
            "rust-plist/binary_circular_array.plist", "rust-plist/binary_zero_offset_size.plist",
            "libplist/malformed_dict.bplist", "libplist/recursion.bplist",
        ]
        let files = ["apple-foundation", "bpylist2", "rust-plist", "libplist"].flatMap(Fixtures.files(in:))
        #expect(files.count > 100)
        for path in files where !broken.contains(path) {
            let value = try PropertyListReader.read(Fixtures.bytes(path))
            let written = BinaryPropertyListWriter.write(value)
            #expect(try BinaryPropertyListReader.read(written) == value, "\(path)")
            #expect(BinaryPropertyListWriter.write(try BinaryPropertyListReader.read(written)) == written, "\(path) is deterministic")
        }
    }

    @Test("every truncation of a valid file fails cleanly")
    func truncations() throws {
        let value = PropertyListValue.dictionary([
            PropertyListEntry("a", .array([.integer(1), .string("☃ snow"), .data([1, 2, 3]), .uid(300)])),
            PropertyListEntry("b", .real32(1.5)),
        ])
        let bytes = BinaryPropertyListWriter.write(value)
        for length in 0..<bytes.count {
            #expect(throws: PropertyListError.self) { try PropertyListReader.read(Array(bytes[..<length])) }
        }
    }

    @Test("random corruption never crashes the reader")
    func corruption() throws {
        var rng = SystemRandomNumberGenerator()
        let value = PropertyListValue.array((0..<40).map { i in
            i % 3 == 0 ? .string("item \(i)") : i % 3 == 1 ? .integer(Int128(i) * 1000) : .dictionary([PropertyListEntry("k\(i)", .bool(true))])
        })
        let bytes = BinaryPropertyListWriter.write(value)
        for _ in 0..<3000 {
            var copy = bytes
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                copy[Int.random(in: 8..<copy.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
            }
            _ = try? PropertyListReader.read(copy)
        }
    }

    @Test("a shared-reference bomb is stopped by the expansion limit")
    func referenceBomb() throws {
        // Object i is an array holding object i+1 twice: 2^40 values once expanded.
        let depth = 40
        var bytes = BinaryPropertyListReader.magic
        var offsets: [Int] = []
        for i in 0..<depth {
            offsets.append(bytes.count)
            bytes += [0xA2, UInt8(i + 1), UInt8(i + 1)]
        }
        offsets.append(bytes.count)
        bytes.append(0x09)
        let table = bytes.count
        bytes += offsets.map { UInt8($0) }
        bytes += [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(UInt64(depth + 1)) + bigEndian(0) + bigEndian(UInt64(table))
        #expect {
            _ = try BinaryPropertyListReader.read(bytes)
        } throws: { error in
            (error as? PropertyListError)?.message.contains("expand to more than") ?? false
        }
    }

    @Test("reads 3-byte references and offsets written by other tools")
    func oddWidths() throws {
        var bytes = BinaryPropertyListReader.magic
        let arrayOffset = bytes.count
        bytes += [0xA2, 0, 0, 1, 0, 0, 2]
        let first = bytes.count
        bytes += [0x10, 7]
        let second = bytes.count
        bytes += [0x51, UInt8(ascii: "x")]
        let table = bytes.count
        for offset in [arrayOffset, first, second] { bytes += [0, 0, UInt8(offset)] }
        bytes += [0, 0, 0, 0, 0, 0, 3, 3] + bigEndian(3) + bigEndian(0) + bigEndian(UInt64(table))
        #expect(try BinaryPropertyListReader.read(bytes) == .array([.integer(7), .string("x")]))
    }

    @Test("keeps a lone surrogate (half an emoji) exactly, read and written back; rejects non-ASCII bytes in ASCII strings")
    func invalidStrings() throws {
        func single(_ object: [UInt8]) -> [UInt8] {
            BinaryPropertyListReader.magic + object + [8] + [0, 0, 0, 0, 0, 0, 1, 1] + bigEndian(1) + bigEndian(0)
                + bigEndian(UInt64(8 + object.count))
        }
        // Half an emoji alone, a trail alone, half an emoji before text, and U+10FFFD itself.
        for units in [[0xD83D], [0xDE00], [0xD83D, 0x0061, 0x0062], [0x0061, 0xDE00, 0xD83D], [0xDBFF, 0xDFFD, 0xD800]] as [[UInt16]] {
            let object = [0x60 | UInt8(units.count)] + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            guard case .string(let text) = try BinaryPropertyListReader.read(single(object)) else { Issue.record("not a string"); continue }
            #expect(LoneSurrogates.encode(text) == units, "\(units)")
            #expect(LoneSurrogates.holdsLoneSurrogate(text) == (units != [0xDBFF, 0xDFFD]))
            let written = BinaryPropertyListWriter.write(.string(text))
            #expect(written.firstIndex(of: object) != nil, "written back as the same units: \(units)")
            #expect(try BinaryPropertyListReader.read(written) == .string(text))
        }
        #expect(throws: PropertyListError.self) { try BinaryPropertyListReader.read(single([0x51, 0xC3])) }
        #expect(try BinaryPropertyListReader.read(single([0x62, 0xD8, 0x3D, 0xDE, 0x00])) == .string("😀"))
    }

    @Test("limits refuse oversized input and deep nesting")
    func limits() throws {
        var nested = PropertyListValue.integer(1)
        for _ in 0..<600 { nested = .array([nested]) }
        let bytes = BinaryPropertyListWriter.write(nested)
        #expect {
            _ = try BinaryPropertyListReader.read(bytes)
        } throws: { ($0 as? PropertyListError)?.message.contains("nested deeper than 512") ?? false }
        var small = PropertyListLimits.default
        small.maximumInputSize = 16
        #expect(throws: PropertyListError.self) { try BinaryPropertyListReader.read(bytes, limits: small) }
    }
}

func bigEndian(_ value: UInt64) -> [UInt8] {
    (0..<8).map { UInt8(truncatingIfNeeded: value >> UInt64(56 - 8 * $0)) }
}

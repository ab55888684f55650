import Foundation
import KeyedArchive
import PropertyList
import TestSupport
import Testing

@Suite("Keyed archive reader and writer")
struct KeyedArchiveReaderTests {
    static let appleArchives = Fixtures.files(in: "apple-foundation")
    static let wellFormed = appleArchives + [
        "simple", "complex", "empty", "null", "data", "date", "recursive", "circular", "nsmutabledata", "dataclass",
    ].map { "bpylist2/\($0)_archive.plist" } + ["bpylist2/fullChangeLog.bplist", "rust-plist/binary_NSKeyedArchiver.plist"]

    func read(_ path: String) throws -> KeyedArchiveReader.Result {
        try KeyedArchiveReader.read(Fixtures.bytes(path))
    }

    @Test("every well-formed fixture reads, and write -> read gives the same graph")
    func roundTrips() throws {
        #expect(Self.wellFormed.count == 58)
        for path in Self.wellFormed {
            let archive = try read(path).archive
            let again = try KeyedArchiveReader.read(KeyedArchiveWriter.write(archive))
            #expect(again.archive == archive, "\(path)")
            #expect(again.warnings.isEmpty, "\(path)")
        }
    }

    @Test("NSIndexPath archives decode to their index lists",
          arguments: [("Empty", [Int128]()), ("OneIndex", [52]), ("ManyIndices", [4, 8, 15, 16, 23, 42])])
    func indexPaths(name: String, indexes: [Int128]) throws {
        let fields = FoundationDecoder.fields(of: try read("apple-foundation/NSIndexPath-\(name).archive").archive)
        #expect(fields == [FoundationField("root", .indexPath(indexes))])
    }

    @Test("circular archives keep their cycle")
    func cycle() throws {
        let archive = try read("bpylist2/circular_archive.plist").archive
        guard case .object(let root)? = archive.top("root") else {
            Issue.record("root is not an object")
            return
        }
        #expect(archive[root].className == "crap.Foo")
        #expect(archive[root].field("recursive") == .object(root))
        let text = CanonicalTextWriter.text(archive)
        #expect(text.contains("root = &1 object crap.Foo : NSCoder : NSObject {"))
        #expect(text.contains("  recursive = *1\n"))
        #expect(try CanonicalTextReader.archive(text) == archive)
    }

    @Test("Foundation views: collections, strings, dates, UUIDs, URLs and NSValue geometry")
    func views() throws {
        func root(_ path: String) throws -> FoundationValue? {
            FoundationDecoder.fields(of: try read(path).archive).first { $0.key == "root" }?.value
        }
        #expect(try root("apple-foundation/NSKeyedUnarchiver-RectTest.plist") == .geometry(kind: "rect", value: "{{400, 300}, {200, 300}}"))
        #expect(try root("apple-foundation/NSKeyedUnarchiver-EdgeInsetsTest.plist") == .geometry(kind: "edgeInsets", value: "{1.0, 2.0, 3.0, 4.0}"))
        #expect(try root("apple-foundation/NSKeyedUnarchiver-RangeTest.plist") == .range(location: 97_345, length: 98_345))
        #expect(try root("apple-foundation/NSSet-Numbers.archive").map { value -> Bool in
            if case .set(let items) = value { return Set(items) == Set((1...5).map { FoundationValue.integer($0) }) }
            return false
        } == true)
        #expect(try root("apple-foundation/NSOrderedSet-Numbers.archive") == .orderedSet((1...5).map { .integer($0) }))
        #expect(try root("bpylist2/date_archive.plist").map { value -> Bool in
            if case .object(_, let fields) = value { return fields.contains(FoundationField("stamp", .date(509_523_358.684097))) }
            return false
        } == true)
        guard case .dictionary(let entries)? = try root("apple-foundation/NSKeyedUnarchiver-ComplexTest.plist") else {
            Issue.record("ComplexTest root is not a dictionary")
            return
        }
        let values = entries.map(\.value)
        #expect(values.contains { if case .url = $0 { true } else { false } })
        #expect(values.contains { if case .uuid(let u) = $0 { u.count == 36 } else { false } })
    }

    @Test("the UUID and URL fixtures decode to their strings")
    func uuidAndURL() throws {
        let uuid = FoundationDecoder.fields(of: try read("apple-foundation/NSKeyedUnarchiver-UUIDTest.plist").archive)
        #expect(uuid.first?.value == .uuid("0AD863BA-7584-40CF-8896-BD87B3280C34"))
        let url = FoundationDecoder.fields(of: try read("apple-foundation/NSKeyedUnarchiver-URLTest.plist").archive)
        guard case .url(let text)? = url.first?.value else {
            Issue.record("URLTest root is not a URL: \(url)")
            return
        }
        #expect(text.contains("relative to"))
    }

    @Test("structurally broken archives fail with a reason",
          arguments: [
            ("invalid_uid_archive", "UID 10 is out of range"),
            ("missing_uid_archive", "without $class"),
            ("no_class_meta_archive", "not a class record"),
            ("no_class_name_archive", "no $classname"),
            ("no_objects_archive", "missing $objects"),
            ("no_top_archive", "missing $top"),
          ])
    func broken(name: String, message: String) throws {
        #expect {
            _ = try read("bpylist2/\(name).plist")
        } throws: { error in
            (error as? KeyedArchiveError)?.description.contains(message) ?? false
        }
    }

    @Test("odd but readable archives come with warnings")
    func oddArchives() throws {
        #expect(try read("bpylist2/invalid_type_archive.plist").warnings.map(\.message) == ["$archiver is 'NSArchiver', not 'NSKeyedArchiver'"])
        #expect(try read("bpylist2/invalid_version_archive.plist").warnings.map(\.message) == ["$version is 10000, not 100000"])
        #expect(try read("bpylist2/no_root_archive.plist").archive.top("rooty") != nil)
        let odd = try read("bpylist2/invalid_type_archive.plist").archive
        #expect(CanonicalTextWriter.text(odd).hasPrefix("uistate-archive 1 archiver \"NSArchiver\"\n"))
        #expect(try CanonicalTextReader.archive(CanonicalTextWriter.text(odd)) == odd)
    }

    @Test("$objects order and duplicated strings are encoding noise")
    func encodingNoise() throws {
        for path in ["apple-foundation/DateIntervalFormatter-Default.archive", "apple-foundation/NSAttributedString.archive",
                     "bpylist2/circular_archive.plist", "apple-foundation/NSKeyedUnarchiver-ComplexTest.plist"] {
            let bytes = try Fixtures.bytes(path)
            let original = try KeyedArchiveReader.read(bytes).archive
            let shuffled = Reencoding.shuffledWithDuplicatedStrings(try PropertyListReader.read(bytes), seed: 3)
            #expect(BinaryPropertyListWriter.write(shuffled) != bytes)
            let reread = try KeyedArchiveReader.read(shuffled).archive
            #expect(reread == original, "\(path)")
            #expect(CanonicalTextWriter.text(reread) == CanonicalTextWriter.text(original), "\(path)")
        }
    }

    @Test("shared objects get one anchor; the user key $k is stored as $$k")
    func sharing() throws {
        let text = CanonicalTextWriter.text(try read("apple-foundation/DateIntervalFormatter-Default.archive").archive)
        #expect(text.contains("&1 object"))
        #expect(text.contains("*1\n"))
        #expect(ArchiveKeys.rawKey("$weird") == "$$weird")
        #expect(ArchiveKeys.userKey("$$weird") == "$weird")
        #expect(ArchiveKeys.userKey("$0") == "$0")
    }

    @Test("archives made by Foundation's NSKeyedArchiver read, and Foundation reads ours back")
    func foundationCrossCheck() throws {
        let original: NSDictionary = [
            "title": "Items", "count": 42, "ratio": 0.5, "flags": [true, false], "nested": ["a": ["b", "c"]],
            "when": Date(timeIntervalSinceReferenceDate: 1000), "bytes": Data([1, 2, 3]),
        ]
        let data = try NSKeyedArchiver.archivedData(withRootObject: original, requiringSecureCoding: false)
        let archive = try KeyedArchiveReader.read([UInt8](data)).archive
        let written = Data(KeyedArchiveWriter.write(archive))
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: written)
        unarchiver.requiresSecureCoding = false
        let decoded = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? NSDictionary
        #expect(decoded == original)
        let fromText = Data(KeyedArchiveWriter.write(try CanonicalTextReader.archive(CanonicalTextWriter.text(archive))))
        let again = try NSKeyedUnarchiver(forReadingFrom: fromText)
        again.requiresSecureCoding = false
        #expect(again.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? NSDictionary == original)
    }

    @Test("an archive read from bytes (each entry let go once its object is built) equals one read from a property list the caller keeps, which is left as it was")
    func releasedEntries() throws {
        for path in ["apple-foundation/NSKeyedUnarchiver-ComplexTest.plist", "bpylist2/circular_archive.plist", "apple-foundation/NSAttributedString.archive"] {
            let bytes = try Fixtures.bytes(path)
            let plist = try PropertyListReader.read(bytes)
            let kept = plist
            #expect(try KeyedArchiveReader.read(plist).archive == KeyedArchiveReader.read(bytes).archive, "\(path)")
            #expect(BinaryPropertyListWriter.write(plist) == BinaryPropertyListWriter.write(kept), "\(path)")
        }
    }

    @Test("an archive built out of order is put in canonical order: fields sorted, objects numbered depth first, unreachable ones dropped")
    func canonicalOrder() {
        let leaf = ArchiveObject(ArchiveClass("Leaf"), [ArchiveField("b", .inline(.integer(2))), ArchiveField("a", .dictionary([ArchiveField("y", .inline(.bool(true))), ArchiveField("x", .null)]))])
        let root = ArchiveObject(ArchiveClass("Root"), [ArchiveField("items", .array([.object(ArchiveObjectID(0)), .object(ArchiveObjectID(0))]))])
        let unreachable = ArchiveObject(ArchiveClass("Gone"), [])
        let archive = KeyedArchive(top: [ArchiveField("root", .object(ArchiveObjectID(2)))], objects: [leaf, unreachable, root])
        #expect(archive.objects.map(\.archiveClass.name) == ["Root", "Leaf"])
        #expect(archive.top("root") == .object(ArchiveObjectID(0)))
        #expect(archive.objects[0].fields == [ArchiveField("items", .array([.object(ArchiveObjectID(1)), .object(ArchiveObjectID(1))]))])
        #expect(archive.objects[1].fields.map(\.key) == ["a", "b"])
        #expect(archive.objects[1].fields[0].value == .dictionary([ArchiveField("x", .null), ArchiveField("y", .inline(.bool(true)))]))
        // Already canonical: built again, the same.
        #expect(KeyedArchive(top: archive.top, objects: archive.objects) == archive)
    }

    @Test("a long chain of objects is limited, not a stack overflow")
    func deepChain() throws {
        var objects: [ArchiveObject] = []
        for i in 0..<2000 {
            objects.append(ArchiveObject(ArchiveClass("Node"), i < 1999 ? [ArchiveField("next", .object(ArchiveObjectID(i + 1)))] : []))
        }
        let bytes = KeyedArchiveWriter.write(KeyedArchive(top: [ArchiveField("root", .object(ArchiveObjectID(0)))], objects: objects))
        #expect {
            _ = try KeyedArchiveReader.read(bytes)
        } throws: { ($0 as? KeyedArchiveError)?.description.contains("nested deeper than") ?? false }
    }
}

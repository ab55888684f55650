import KeyedArchive
import PropertyBased
import PropertyList
import SampleApps
import StateRestoration
import TestSupport
import Testing

@Suite("AppKit saved state: records, keys, round trips")
struct WindowStateTests {
    /// The sample's files: windows.plist and data.data as AppKit leaves them after `step`.
    static func files(_ step: String) throws -> (windows: [UInt8], data: [UInt8]) {
        let state = MacSampleApp.savedState(try #require(MacSampleApp.step(named: step)))
        let windows = try #require(state.files.first { $0.path == WindowKeys.windowsFile }).bytes
        let data = try #require(state.files.first { $0.path == WindowKeys.dataFile }).bytes
        return (windows, data)
    }

    static func read(_ files: (windows: [UInt8], data: [UInt8])) throws -> WindowState {
        try WindowStateReader.read(windows: files.windows, data: files.data, windowsPath: "windows.plist", dataPath: "data.data")
    }

    static func reading(_ files: (windows: [UInt8], data: [UInt8])) -> SavedStateError? {
        do {
            _ = try WindowStateReader.read(windows: files.windows, data: files.data, windowsPath: "windows.plist", dataPath: "data.data")
            return nil
        } catch {
            return error
        }
    }

    @Test("the latest record of each object is kept; superseded and keyless records are counted")
    func latestRecords() throws {
        let state = try Self.read(try Self.files("mac-window-closed"))
        #expect(state.windows.map(\.name) == ["app", "101"])
        #expect(state.readReport.records == 13 && state.readReport.superseded == 4 && state.readReport.withoutKey == [102: 4])
        let text = try #require(state.window(named: "101")?.object(named: "Text View")?.archive)
        #expect(FoundationDecoder.fields(of: text).first { $0.key == "NSString" }?.value == .string("Dear Ann,\nthe keys are under the mat."))
        #expect(state.window(named: "101")?.objects.map(\.name) == ["Text View", "_NSDocument", "_NSWindow", "_NSWindowController"])
    }

    @Test("written back (one record per object, encrypted with the windows' keys), every object's archive is the same graph")
    func roundTrip() throws {
        for step in MacSampleApp.steps {
            let state = try Self.read(try Self.files(step.name))
            let written = try WindowStateWriter.files(of: state)
            let again = try Self.read((written[0].bytes, written[1].bytes))
            #expect(again.windows == state.windows, "\(step.name)")
            #expect(again.readReport.superseded == 0 && again.readReport.withoutKey.isEmpty)
            #expect(again.readReport.records == state.windows.reduce(0) { $0 + $1.objects.count })
            for window in state.windows {
                for object in window.objects {
                    let restored = try #require(again.window(named: window.name)?.object(named: object.name)?.archive)
                    #expect(CanonicalTextWriter.text(restored) == CanonicalTextWriter.text(try #require(object.archive)))
                }
            }
        }
    }

    @Test("a chunk uistate does not know is kept byte for byte; a surl bookmark too")
    func unknownChunks() throws {
        let key = [UInt8](repeating: 7, count: 16)
        let odd: [UInt8] = [0, 255, 1, 254, 0, 0, 0, 0, 42]
        let record = RestorableRecord(name: "Custom View", chunks: [RecordChunk(tag: "zzzz", bytes: odd), RecordChunk(tag: "surl", bytes: Array("book".utf8))])
        let windows = BinaryPropertyListWriter.write(.array([.dictionary([
            PropertyListEntry(WindowKeys.windowID, .integer(7)), PropertyListEntry(WindowKeys.dataKey, .data(key)), PropertyListEntry(WindowKeys.title, .string("Odd")),
        ])]))
        let state = try Self.read((windows, WindowStateWriter.record(record, window: 7, key: key)))
        #expect(state.window(named: "7")?.objects == [record])
        #expect(RestorableRecord(name: "Custom View", archiveForm: record.archiveForm) == record)
    }

    @Test("an rchv chunk that is no keyed archive: an error in the record AppKit reads, ignored in a superseded one")
    func badArchiveChunk() throws {
        let key = [UInt8](repeating: 3, count: 16)
        let windows = BinaryPropertyListWriter.write(.array([.dictionary([
            PropertyListEntry(WindowKeys.windowID, .integer(5)), PropertyListEntry(WindowKeys.dataKey, .data(key)),
        ])]))
        let good = try #require(try Self.read(try Self.files("mac-one-window")).window(named: "101")?.object(named: "_NSWindow"))
        let bad = RestorableRecord(name: "_NSWindow", chunks: [RecordChunk(tag: WindowKeys.archiveTag, bytes: Array("not an archive".utf8))])
        let badRecord = WindowStateWriter.record(bad, window: 5, key: key)
        let goodRecord = WindowStateWriter.record(good, window: 5, key: key)
        let superseded = try Self.read((windows, badRecord + goodRecord))
        #expect(superseded.readReport.superseded == 1 && superseded.window(named: "5")?.object(named: "_NSWindow") == good)
        guard case .malformedWindowRecord(_, let offset, let reason)? = Self.reading((windows, goodRecord + badRecord)) else {
            Issue.record("a bad archive in the latest record was read")
            return
        }
        #expect(offset == goodRecord.count && reason.contains("not a keyed archive"), "\(offset) \(reason)")
    }

    @Test("wrong key, bad magic, bad length, truncation, a damaged record: errors naming the byte offset")
    func damage() throws {
        let files = try Self.files("mac-typing")
        let firstLength = Int(files.data[12]) << 24 | Int(files.data[13]) << 16 | Int(files.data[14]) << 8 | Int(files.data[15])

        var wrongKey = try Self.read(files)
        let index = try #require(wrongKey.windows.firstIndex { $0.name == "101" })
        let keyIndex = try #require(wrongKey.windows[index].entry.firstIndex { $0.key == WindowKeys.dataKey })
        wrongKey.windows[index].entry[keyIndex].value = .data([UInt8](repeating: 9, count: 16))
        let plist = BinaryPropertyListWriter.write(.array(wrongKey.windows.map { .dictionary($0.entry) }))
        guard case .malformedWindowRecord(_, let offset, let reason)? = Self.reading((plist, files.data)) else { Issue.record("a wrong key was read"); return }
        #expect(offset == firstLength && reason.contains("window 101") && reason.contains("wrong key"), "\(offset) \(reason)")

        var magic = files.data
        magic[firstLength] = UInt8(ascii: "X")
        guard case .malformedWindowRecord(_, let at, _)? = Self.reading((files.windows, magic)) else { Issue.record("bad magic read"); return }
        #expect(at == firstLength)

        var length = files.data
        length.replaceSubrange(12..<16, with: [0, 0, 0, 17])
        guard case .malformedWindowRecord(_, 0, let why)? = Self.reading((files.windows, length)) else { Issue.record("bad length read"); return }
        #expect(why.contains("length 17"))

        guard case .malformedWindowRecord(_, let cut, let message)? = Self.reading((files.windows, Array(files.data.dropLast(5)))) else {
            Issue.record("a truncated file was read")
            return
        }
        #expect(cut > 0 && message.contains("past the end"), "\(message)")

        var flipped = files.data
        flipped[20] ^= 0x80
        #expect(Self.reading((files.windows, flipped)) != nil, "a damaged ciphertext block garbles the record")
    }

    @Test("windows.plist that is not an array of windows, or a key of the wrong size, is malformed")
    func badWindowsPlist() throws {
        #expect(Self.reading((BinaryPropertyListWriter.write(.dictionary([])), [])) != nil)
        let shortKey = BinaryPropertyListWriter.write(.array([.dictionary([PropertyListEntry(WindowKeys.windowID, .integer(1)), PropertyListEntry(WindowKeys.dataKey, .data([1, 2]))])]))
        #expect(Self.reading((shortKey, [])) != nil)
    }

    @Test("damaged record files (bytes flipped, cut short, lengths rewritten) are read or refused, never a crash")
    func mutations() async throws {
        let files = try Self.files("mac-window-closed")
        await propertyCheck(count: 400, input: Generator { rng in UInt64.random(in: 0...UInt64.max, using: &rng) }) { seed in
            var rng = SplitMix(seed: seed)
            var data = files.data
            for _ in 0..<Int.random(in: 1...4, using: &rng) where !data.isEmpty {
                switch Int.random(in: 0..<3, using: &rng) {
                case 0: data[Int.random(in: 0..<data.count, using: &rng)] ^= UInt8.random(in: 1...255, using: &rng)
                case 1: data = Array(data.prefix(Int.random(in: 0..<data.count, using: &rng)))
                default:
                    // Some record's length field: records start at multiples of 16.
                    let header = Int.random(in: 0..<max(1, data.count / 16), using: &rng) * 16
                    for index in (header + 12)..<(header + 16) where index < data.count { data[index] = UInt8.random(in: 0...255, using: &rng) }
                }
            }
            if let error = Self.reading((files.windows, data)) {
                #expect(error.description.contains("data.data"), "\(error)")
            }
        }
    }
}

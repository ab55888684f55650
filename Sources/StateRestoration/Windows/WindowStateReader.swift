import KeyedArchive
import PropertyList

/// Reads AppKit's saved state from the bytes of `windows.plist` and `data.data`: every record
/// whose window has a key is decrypted and parsed, the last record of each (window, object)
/// is kept, and its `rchv` archives are checked to be keyed archives (superseded records only
/// structurally: AppKit never reads them, and an app that saves often leaves thousands). Records of windows without a key
/// are counted, not read (AppKit skips them too). A bad magic, length, key or chunk is an
/// error naming its byte offset.
public enum WindowStateReader {
    /// Whether `data` is AppKit's record file (it starts with a record magic).
    public static func isRecordFile(_ data: [UInt8]) -> Bool {
        data.count >= 8 && WindowKeys.magics.contains(String(decoding: data[0..<8], as: UTF8.self))
    }

    public static func read(windows plistBytes: [UInt8], data: [UInt8], windowsPath: String, dataPath: String) throws(SavedStateError) -> WindowState {
        var windows = try entries(plistBytes, path: windowsPath)
        var keys: [UInt32: (index: Int, key: [UInt8])] = [:]
        for (index, window) in windows.enumerated() {
            if let id = window.id, let key = window.key { keys[id] = (index, key) }
        }
        var latest: [[String: (record: RestorableRecord, offset: Int)]] = Array(repeating: [:], count: windows.count)
        var report = WindowReadReport()
        var magic: String? = nil
        var offset = 0
        while offset < data.count {
            func fail(_ reason: String) -> SavedStateError { .malformedWindowRecord(path: dataPath, offset: offset, reason: reason) }
            guard data.count - offset >= 16 else { throw fail("a record header needs 16 bytes, \(data.count - offset) are left") }
            let recordMagic = String(decoding: data[offset..<(offset + 8)], as: UTF8.self)
            guard WindowKeys.magics.contains(recordMagic) else { throw fail("not a record: no NSCR1000 magic") }
            if magic == nil { magic = recordMagic }
            let windowID = bigEndian(data, offset + 8)
            let length = Int(bigEndian(data, offset + 12))
            guard length > 16, (length - 16) % WindowRecordCipher.blockSize == 0 else {
                throw fail("record length \(length) is not 16 header bytes plus whole 16-byte blocks")
            }
            guard length <= data.count - offset else { throw fail("record length \(length) runs past the end of the file (\(data.count - offset) bytes left)") }
            report.records += 1
            defer { offset += length }
            guard let (index, key) = keys[windowID] else {
                report.withoutKey[windowID, default: 0] += 1
                continue
            }
            let plaintext: [UInt8]
            do {
                plaintext = try WindowRecordCipher.decrypt(data[(offset + 16)..<(offset + length)], key: key)
            } catch {
                throw fail("window \(windowID)'s record cannot be decrypted: \(error)")
            }
            let record: RestorableRecord
            do {
                record = try parse(plaintext)
            } catch {
                throw fail("window \(windowID)'s record does not decrypt with its key from windows.plist (\(error.reason)): wrong key or damaged record")
            }
            if latest[index][record.name] != nil { report.superseded += 1 }
            latest[index][record.name] = (record, offset)
        }
        for index in windows.indices {
            for (record, offset) in latest[index].values {
                for chunk in record.chunks where chunk.tag == WindowKeys.archiveTag {
                    do {
                        _ = try KeyedArchiveReader.read(chunk.bytes)
                    } catch {
                        throw .malformedWindowRecord(path: dataPath, offset: offset, reason:
                            "window \(windows[index].name), object \(record.name): its rchv chunk is not a keyed archive: \(error.description)")
                    }
                }
            }
            windows[index].objects = latest[index].values.map(\.record).sorted { $0.name.precedesInBytes($1.name) }
        }
        return WindowState(windows: windows, recordMagic: magic ?? WindowKeys.currentMagic, readReport: report)
    }

    /// The titles of windows.plist's windows, in its order (untitled and app-wide entries left
    /// out); none when the bytes are not a windows.plist.
    public static func titles(ofWindowsPlist bytes: [UInt8]) -> [String] {
        guard let windows = try? entries(bytes, path: WindowKeys.windowsFile) else { return [] }
        return windows.compactMap { $0.isGlobal ? nil : $0.title }
    }

    /// windows.plist: an array of dictionaries, one per window, with unique names.
    static func entries(_ bytes: [UInt8], path: String) throws(SavedStateError) -> [SavedWindow] {
        let value: PropertyListValue
        do {
            value = try PropertyListReader.read(bytes)
        } catch {
            throw .malformedArchive(path: path, reason: error.description)
        }
        guard case .array(let items) = value else { throw .malformedArchive(path: path, reason: "not an array of windows") }
        var windows: [SavedWindow] = []
        var names: Set<String> = []
        for (position, item) in items.enumerated() {
            guard case .dictionary(let entry) = item else { throw .malformedArchive(path: path, reason: "window \(position) is not a dictionary") }
            let window = SavedWindow(entry: entry, position: position)
            if case .data(let key)? = item[WindowKeys.dataKey], key.count != 16 {
                throw .malformedArchive(path: path, reason: "window \(window.name): NSDataKey has \(key.count) bytes, not 16")
            }
            guard names.insert(window.name).inserted else { throw .malformedArchive(path: path, reason: "two windows named \(window.name)") }
            windows.append(window)
        }
        return windows
    }

    struct RecordError: Error {
        var reason: String
    }

    /// A decrypted record: a 4-byte header, the name's length and UTF-8 bytes, then tagged
    /// chunks up to the zero padding.
    static func parse(_ plaintext: [UInt8]) throws(RecordError) -> RestorableRecord {
        guard plaintext.count >= 8 else { throw RecordError(reason: "\(plaintext.count) bytes") }
        let header = bigEndian(plaintext, 0)
        let nameLength = Int(bigEndian(plaintext, 4))
        guard nameLength > 0, nameLength <= plaintext.count - 8, let name = String(validating: plaintext[8..<(8 + nameLength)], as: UTF8.self) else {
            throw RecordError(reason: "no object name")
        }
        var chunks: [RecordChunk] = []
        var position = 8 + nameLength
        while position < plaintext.count, !plaintext[position...].allSatisfy({ $0 == 0 }) {
            guard plaintext.count - position >= 8 else { throw RecordError(reason: "a chunk header is cut off") }
            let tagBytes = plaintext[position..<(position + 4)]
            guard tagBytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { throw RecordError(reason: "a chunk tag is not text") }
            let length = Int(bigEndian(plaintext, position + 4))
            guard length <= plaintext.count - position - 8 else { throw RecordError(reason: "a chunk runs past the record") }
            let tag = String(decoding: tagBytes, as: UTF8.self)
            let bytes = Array(plaintext[(position + 8)..<(position + 8 + length)])
            chunks.append(RecordChunk(tag: tag, bytes: bytes))
            position += 8 + length
        }
        return RestorableRecord(name: name, header: header, chunks: chunks)
    }

    static func bigEndian<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ offset: Int) -> UInt32 where Bytes.Index == Int {
        let start = bytes.startIndex + offset
        return UInt32(bytes[start]) << 24 | UInt32(bytes[start + 1]) << 16 | UInt32(bytes[start + 2]) << 8 | UInt32(bytes[start + 3])
    }
}

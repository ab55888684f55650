import PropertyList

/// Writes AppKit's saved state back: windows.plist as it was, and a compact data.data with one
/// record per window and object, encrypted with the window's key (what AppKit reads at launch).
public enum WindowStateWriter {
    public static func files(of state: WindowState) throws(SavedStateError) -> [SavedFile] {
        let plist = PropertyListValue.array(state.windows.map { .dictionary($0.entry) })
        var data: [UInt8] = []
        for window in state.windows where !window.objects.isEmpty {
            guard let id = window.id, let key = window.key else {
                throw .unwritable(path: WindowKeys.dataFile, reason: "window \(window.name) has objects but no NSWindowID and NSDataKey to encrypt them with")
            }
            for object in window.objects {
                data += record(object, window: id, key: key, magic: state.recordMagic)
            }
        }
        return [SavedFile(path: WindowKeys.windowsFile, bytes: BinaryPropertyListWriter.write(plist)), SavedFile(path: WindowKeys.dataFile, bytes: data)]
    }

    /// One encrypted record: magic, window id and length (big-endian), ciphertext.
    public static func record(_ object: RestorableRecord, window: UInt32, key: [UInt8], magic: String = WindowKeys.currentMagic) -> [UInt8] {
        var plaintext = bigEndian(object.header) + bigEndian(UInt32(object.name.utf8.count)) + Array(object.name.utf8)
        for chunk in object.chunks {
            plaintext += Array(chunk.tag.utf8) + bigEndian(UInt32(chunk.bytes.count)) + chunk.bytes
        }
        plaintext += [UInt8](repeating: 0, count: (WindowRecordCipher.blockSize - plaintext.count % WindowRecordCipher.blockSize) % WindowRecordCipher.blockSize)
        // A 16-byte key and whole blocks: encryption cannot fail.
        let ciphertext = (try? WindowRecordCipher.encrypt(plaintext, key: key)) ?? []
        return Array(magic.utf8) + bigEndian(window) + bigEndian(UInt32(16 + ciphertext.count)) + ciphertext
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

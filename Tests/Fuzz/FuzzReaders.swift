// libFuzzer entry point for every reader of untrusted input: binary and XML property lists,
// OpenStep text and JSON (a project file's), keyed archives and the canonical text form. Built and run by run-fuzzer.sh, not by SwiftPM.
// Besides crashes, it traps when a successful read does not round-trip exactly.
import KeyedArchive
import PropertyList

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let value = try? PropertyListReader.read(bytes) {
        let written = BinaryPropertyListWriter.write(value)
        guard (try? BinaryPropertyListReader.read(written)) == value else { fatalError("plist write -> read changed the value") }
        if let archive = try? KeyedArchiveReader.read(value).archive {
            guard (try? KeyedArchiveReader.read(KeyedArchiveWriter.write(archive)).archive) == archive else {
                fatalError("archive write -> read changed the graph")
            }
            let text = CanonicalTextWriter.text(archive)
            guard let parsed = try? CanonicalTextReader.archive(text), CanonicalTextWriter.text(parsed) == text else {
                fatalError("canonical text -> archive -> text is not a fixed point")
            }
            _ = FoundationDecoder.fields(of: archive)
        }
        let plistText = CanonicalTextWriter.text(plist: value)
        guard (try? CanonicalTextReader.plist(plistText)) == value else { fatalError("plist text round trip changed the value") }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if let archive = try? CanonicalTextReader.archive(text) {
        _ = CanonicalTextWriter.text(archive)
    }
    _ = try? CanonicalTextReader.plist(text)
    _ = try? OpenStepPropertyListReader.readReportingRepeatedKeys(bytes)
    _ = try? JSONPropertyListReader.read(bytes)
    return 0
}

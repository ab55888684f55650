/// Cheap comparison of two canonical texts: only the root fields whose text differs are parsed.
///
/// A root field is the block of lines from one unindented line to the next, so equal blocks are
/// equal fields. The two results hold just the differing fields; comparing them gives the same
/// key changes as comparing the whole archives, at the cost of the change rather than of the
/// archive (an app-level archive lists every object in its restoration class map, and its
/// timestamp changes on every run). When a differing block refers to an object anchored in
/// another block, the whole texts are parsed instead.
public enum CanonicalTextComparison {
    public static func differingFields(old: String, new: String) throws(CanonicalTextError) -> (old: KeyedArchive, new: KeyedArchive) {
        let (oldHeader, oldBlocks) = blocks(old)
        let (newHeader, newBlocks) = blocks(new)
        guard oldHeader == newHeader else { return (try CanonicalTextReader.archive(old), try CanonicalTextReader.archive(new)) }
        // Compared by bytes: Substring equality would merge canonically equivalent texts.
        func same(_ a: Substring?, _ b: Substring?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return a.utf8.elementsEqual(b.utf8)
        }
        let oldKeys = Set(oldBlocks.map(\.key)), newKeys = Set(newBlocks.map(\.key))
        let oldByKey = Dictionary(oldBlocks.map { ($0.key, $0.text) }, uniquingKeysWith: { a, _ in a })
        let newByKey = Dictionary(newBlocks.map { ($0.key, $0.text) }, uniquingKeysWith: { a, _ in a })
        func keep(_ key: Substring) -> Bool { !same(oldByKey[key], newByKey[key]) || !oldKeys.contains(key) || !newKeys.contains(key) }
        let partialOld = String(oldHeader) + "\n" + oldBlocks.filter { keep($0.key) }.map(\.text).joined()
        let partialNew = String(newHeader) + "\n" + newBlocks.filter { keep($0.key) }.map(\.text).joined()
        do {
            return (try CanonicalTextReader.archive(partialOld), try CanonicalTextReader.archive(partialNew))
        } catch {
            return (try CanonicalTextReader.archive(old), try CanonicalTextReader.archive(new))
        }
    }

    /// The key at the start of a field line: a quoted string (escapes honored) or a bare word.
    static func keyToken(_ line: Substring) -> Substring {
        let bytes = line.utf8
        guard bytes.first == UInt8(ascii: "\"") else {
            return Substring(bytes.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") })
        }
        var index = bytes.index(after: bytes.startIndex)
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\\") {
                index = bytes.index(after: index)
                if index == bytes.endIndex { break }
            } else if bytes[index] == UInt8(ascii: "\"") {
                return Substring(bytes[...index])
            }
            index = bytes.index(after: index)
        }
        return line
    }

    /// The header line, then each root field's key (as written) and its lines.
    static func blocks(_ text: String) -> (header: Substring, blocks: [(key: Substring, text: Substring)]) {
        let bytes = text.utf8
        guard let firstNewline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return (Substring(text), []) }
        var blocks: [(Substring, Substring)] = []
        var blockStart = bytes.index(after: firstNewline)
        var index = blockStart
        func close(at end: String.UTF8View.Index) {
            guard blockStart < end else { return }
            let block = Substring(bytes[blockStart..<end])
            blocks.append((keyToken(block), block))
        }
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\n") {
                let next = bytes.index(after: index)
                if next < bytes.endIndex, bytes[next] != UInt8(ascii: " "), bytes[next] != UInt8(ascii: "}"), bytes[next] != UInt8(ascii: "]") {
                    close(at: next)
                    blockStart = next
                }
            }
            index = bytes.index(after: index)
        }
        close(at: bytes.endIndex)
        return (Substring(bytes[..<firstNewline]), blocks)
    }
}

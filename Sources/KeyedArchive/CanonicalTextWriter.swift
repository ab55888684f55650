import PropertyList

/// Renders archives and plists in the canonical text form (docs/format.md): one field per
/// line, two spaces of indentation per level, objects written where they are first reached,
/// `&N`/`*N` anchors only for objects reached more than once, nested archives inside data
/// expanded. The same archive value always gives the same bytes.
///
/// Rendered as UTF-8 bytes, not a String: a commit renders every object of a state, and
/// appending to an array costs a fraction of growing a String piece by piece.
public enum CanonicalTextWriter {
    public static func bytes(_ archive: KeyedArchive) -> [UInt8] {
        bytes(archive, limit: Int.max)!
    }

    /// The text, or nil as soon as it grows past `limit` bytes: indentation is significant, so
    /// a graph nested hundreds of levels deep writes quadratically much text, and a caller that
    /// can store only so much stops there instead of writing gigabytes.
    public static func bytes(_ archive: KeyedArchive, limit: Int) -> [UInt8]? {
        var renderer = ArchiveRenderer(archive: archive, nesting: 0)
        renderer.out.limit = limit
        renderer.out.append(CanonicalTextSyntax.archiveHeader + CanonicalTextSyntax.archiveMetadata(archive))
        renderer.out.newline()
        renderer.fields(archive.top, indent: 0)
        return renderer.out.isFull ? nil : renderer.out.bytes
    }

    public static func bytes(plist: PropertyListValue) -> [UInt8] {
        var out = TextBuffer()
        out.append(CanonicalTextSyntax.plistHeader + "\nroot = ")
        plistValue(plist, indent: 0, into: &out)
        return out.bytes
    }

    public static func text(_ archive: KeyedArchive) -> String {
        String(decoding: bytes(archive), as: UTF8.self)
    }

    public static func text(plist: PropertyListValue) -> String {
        String(decoding: bytes(plist: plist), as: UTF8.self)
    }

    static func plistValue(_ value: PropertyListValue, indent: Int, into out: inout TextBuffer) {
        func items(_ open: String, _ close: String, _ values: [PropertyListValue]) {
            guard !values.isEmpty else { out.line(open + close); return }
            out.line(open)
            for value in values {
                out.pad(indent + 2)
                plistValue(value, indent: indent + 2, into: &out)
            }
            out.pad(indent)
            out.line(close)
        }
        switch value {
        case .uid(let uid): out.line("uid \(uid)")
        case .array(let values): items("array [", "]", values)
        case .set(let values): items("set [", "]", values)
        case .dictionary(let entries):
            guard !entries.isEmpty else { out.line("dict {}"); return }
            out.line("dict {")
            // Sorted: a dictionary has no order, and AppKit and UIKit rewrite theirs in any.
            for entry in entries.sorted(by: { $0.key.precedesInBytes($1.key) }) {
                out.pad(indent + 2)
                CanonicalTextSyntax.appendKey(entry.key, to: &out)
                out.append(" = ")
                plistValue(entry.value, indent: indent + 2, into: &out)
            }
            out.pad(indent)
            out.line("}")
        default:
            CanonicalTextSyntax.appendScalar(ArchiveScalar(value)!, to: &out)
            out.newline()
        }
    }
}

/// The bytes being rendered, with the few shapes of append the text form needs.
struct TextBuffer {
    var bytes: [UInt8] = []
    /// Past this many bytes the writer stops (`isFull`).
    var limit = Int.max

    var isFull: Bool { bytes.count > limit }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(byte: UInt8) { bytes.append(byte) }

    mutating func line(_ text: String) {
        append(text)
        newline()
    }

    mutating func newline() { bytes.append(0x0A) }

    mutating func pad(_ count: Int) {
        bytes.append(contentsOf: repeatElement(0x20, count: count))
    }

    /// Digits written straight into the buffer: interpolating an `Int128` builds a String
    /// through generic code, and every integer of every archive is written here.
    mutating func append(decimal value: Int128) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        guard let small = UInt64(exactly: value.magnitude) else {
            append(String(value.magnitude))
            return
        }
        var count = 1
        var probe = small
        while probe >= 10 {
            probe /= 10
            count += 1
        }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var rest = small
        for index in (bytes.count - count..<bytes.count).reversed() {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
    }
}

/// Renders one archive (nested archives get their own renderer: anchors are per archive).
private struct ArchiveRenderer {
    let archive: KeyedArchive
    let nesting: Int
    var out = TextBuffer()
    var referenceCounts: [Int]
    var anchors: [Int?]
    var written: [Bool]
    var nextAnchor = 1

    init(archive: KeyedArchive, nesting: Int) {
        self.archive = archive
        self.nesting = nesting
        referenceCounts = Array(repeating: 0, count: archive.objects.count)
        anchors = Array(repeating: nil, count: archive.objects.count)
        written = Array(repeating: false, count: archive.objects.count)
        for field in archive.top { count(field.value) }
        for object in archive.objects { for field in object.fields { count(field.value) } }
    }

    mutating func count(_ value: ArchiveValue) {
        switch value {
        case .object(let id): referenceCounts[id.index] += 1
        case .array(let items), .set(let items): for item in items { count(item) }
        case .dictionary(let fields): for field in fields { count(field.value) }
        case .inline, .stored, .null: break
        }
    }

    mutating func fields(_ fields: [ArchiveField], indent: Int) {
        for field in fields {
            guard !out.isFull else { return }
            out.pad(indent)
            CanonicalTextSyntax.appendKey(field.key, to: &out)
            out.append(" = ")
            value(field.value, indent: indent)
        }
    }

    /// Writes a value starting at the current position (after `key = ` or an item's indent).
    mutating func value(_ value: ArchiveValue, indent: Int) {
        switch value {
        case .inline(let scalar): self.scalar(scalar, stored: false, indent: indent)
        case .stored(let scalar): self.scalar(scalar, stored: true, indent: indent)
        case .null: out.line("null")
        case .object(let id): object(id, indent: indent)
        case .array(let items): list("array", items, indent: indent)
        case .set(let items): list("set", items, indent: indent)
        case .dictionary(let entries):
            guard !entries.isEmpty else { out.line("dict {}"); return }
            out.line("dict {")
            fields(entries, indent: indent + 2)
            out.pad(indent)
            out.line("}")
        }
    }

    mutating func list(_ kind: String, _ items: [ArchiveValue], indent: Int) {
        out.append(kind)
        guard !items.isEmpty else { out.line(" []"); return }
        out.line(" [")
        for item in items {
            guard !out.isFull else { return }
            out.pad(indent + 2)
            value(item, indent: indent + 2)
        }
        out.pad(indent)
        out.line("]")
    }

    mutating func object(_ id: ArchiveObjectID, indent: Int) {
        if written[id.index] {
            out.append(byte: UInt8(ascii: "*"))
            out.append(decimal: Int128(anchors[id.index]!))
            out.newline()
            return
        }
        written[id.index] = true
        if referenceCounts[id.index] > 1 {
            anchors[id.index] = nextAnchor
            out.append(byte: UInt8(ascii: "&"))
            out.append(decimal: Int128(nextAnchor))
            out.append(byte: 0x20)
            nextAnchor += 1
        }
        let object = archive[id]
        out.append("object ")
        CanonicalTextSyntax.appendClassHeader(object.archiveClass, to: &out)
        guard !object.fields.isEmpty else { out.line(" {}"); return }
        out.line(" {")
        fields(object.fields, indent: indent + 2)
        out.pad(indent)
        out.line("}")
    }

    mutating func scalar(_ scalar: ArchiveScalar, stored: Bool, indent: Int) {
        if stored { out.append(byte: UInt8(ascii: "@")) }
        if case .data(let bytes) = scalar, let nested = NestedArchive.expand(bytes, nesting: nesting) {
            var inner = ArchiveRenderer(archive: nested, nesting: nesting + 1)
            inner.out.limit = out.limit == Int.max ? Int.max : max(0, out.limit - out.bytes.count)
            inner.fields(nested.top, indent: indent + 2)
            out.append("data archive" + CanonicalTextSyntax.archiveMetadata(nested))
            if inner.out.bytes.isEmpty {
                out.line(" {}")
            } else {
                out.line(" {")
                out.bytes += inner.out.bytes
                out.pad(indent)
                out.line("}")
            }
            return
        }
        CanonicalTextSyntax.appendScalar(scalar, to: &out)
        out.newline()
    }
}

/// Data that holds a complete binary keyed archive (UIKit's per-object and per-view coders).
public enum NestedArchive {
    /// The archive inside `bytes`, when they hold one whose graph keeps everything (no warning
    /// that loses data) and the nesting limit is not reached.
    public static func expand(_ bytes: [UInt8], nesting: Int) -> KeyedArchive? {
        guard nesting < CanonicalTextSyntax.maximumNestedArchives, BinaryPropertyListReader.hasMagic(bytes),
            let result = try? KeyedArchiveReader.read(bytes), !result.warnings.contains(where: \.losesData)
        else { return nil }
        return result.archive
    }
}

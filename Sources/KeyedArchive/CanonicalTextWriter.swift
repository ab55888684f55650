import PropertyList

/// Renders archives and plists in the canonical text form (docs/format.md): one field per
/// line, two spaces of indentation per level, objects written where they are first reached,
/// `&N`/`*N` anchors only for objects reached more than once, nested archives inside data
/// expanded. The same archive value always gives the same bytes.
public enum CanonicalTextWriter {
    public static func text(_ archive: KeyedArchive) -> String {
        var renderer = ArchiveRenderer(archive: archive, nesting: 0)
        renderer.out = CanonicalTextSyntax.archiveHeader + CanonicalTextSyntax.archiveMetadata(archive) + "\n"
        renderer.fields(archive.top, indent: 0)
        return renderer.out
    }

    public static func text(plist: PropertyListValue) -> String {
        var out = CanonicalTextSyntax.plistHeader + "\nroot = "
        plistValue(plist, indent: 0, into: &out)
        return out
    }

    static func plistValue(_ value: PropertyListValue, indent: Int, into out: inout String) {
        func items(_ open: String, _ close: String, _ values: [PropertyListValue]) {
            guard !values.isEmpty else { out += open + close + "\n"; return }
            out += open + "\n"
            for value in values {
                out += String(repeating: " ", count: indent + 2)
                plistValue(value, indent: indent + 2, into: &out)
            }
            out += String(repeating: " ", count: indent) + close + "\n"
        }
        switch value {
        case .uid(let uid): out += "uid \(uid)\n"
        case .array(let values): items("array [", "]", values)
        case .set(let values): items("set [", "]", values)
        case .dictionary(let entries):
            guard !entries.isEmpty else { out += "dict {}\n"; return }
            out += "dict {\n"
            for entry in entries {
                out += String(repeating: " ", count: indent + 2) + CanonicalTextSyntax.key(entry.key) + " = "
                plistValue(entry.value, indent: indent + 2, into: &out)
            }
            out += String(repeating: " ", count: indent) + "}\n"
        default:
            out += CanonicalTextSyntax.scalar(ArchiveScalar(value)!) + "\n"
        }
    }
}

/// Renders one archive (nested archives get their own renderer: anchors are per archive).
private struct ArchiveRenderer {
    let archive: KeyedArchive
    let nesting: Int
    var out = ""
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
        let pad = String(repeating: " ", count: indent)
        for field in fields {
            out += pad + CanonicalTextSyntax.key(field.key) + " = "
            value(field.value, indent: indent)
        }
    }

    /// Writes a value starting at the current position (after `key = ` or an item's indent).
    mutating func value(_ value: ArchiveValue, indent: Int) {
        switch value {
        case .inline(let scalar): self.scalar(scalar, stored: false, indent: indent)
        case .stored(let scalar): self.scalar(scalar, stored: true, indent: indent)
        case .null: out += "null\n"
        case .object(let id): object(id, indent: indent)
        case .array(let items): list("array", items, indent: indent)
        case .set(let items): list("set", items, indent: indent)
        case .dictionary(let entries):
            guard !entries.isEmpty else { out += "dict {}\n"; return }
            out += "dict {\n"
            fields(entries, indent: indent + 2)
            out += String(repeating: " ", count: indent) + "}\n"
        }
    }

    mutating func list(_ kind: String, _ items: [ArchiveValue], indent: Int) {
        guard !items.isEmpty else { out += kind + " []\n"; return }
        out += kind + " [\n"
        let pad = String(repeating: " ", count: indent + 2)
        for item in items {
            out += pad
            value(item, indent: indent + 2)
        }
        out += String(repeating: " ", count: indent) + "]\n"
    }

    mutating func object(_ id: ArchiveObjectID, indent: Int) {
        if written[id.index] {
            out += "*\(anchors[id.index]!)\n"
            return
        }
        written[id.index] = true
        if referenceCounts[id.index] > 1 {
            anchors[id.index] = nextAnchor
            out += "&\(nextAnchor) "
            nextAnchor += 1
        }
        let object = archive[id]
        out += "object " + CanonicalTextSyntax.classHeader(object.archiveClass)
        guard !object.fields.isEmpty else { out += " {}\n"; return }
        out += " {\n"
        fields(object.fields, indent: indent + 2)
        out += String(repeating: " ", count: indent) + "}\n"
    }

    mutating func scalar(_ scalar: ArchiveScalar, stored: Bool, indent: Int) {
        if stored { out += "@" }
        if case .data(let bytes) = scalar, let nested = NestedArchive.expand(bytes, nesting: nesting) {
            var inner = ArchiveRenderer(archive: nested, nesting: nesting + 1)
            inner.fields(nested.top, indent: indent + 2)
            out += "data archive" + CanonicalTextSyntax.archiveMetadata(nested)
            if inner.out.isEmpty {
                out += " {}\n"
            } else {
                out += " {\n" + inner.out + String(repeating: " ", count: indent) + "}\n"
            }
            return
        }
        out += CanonicalTextSyntax.scalar(scalar) + "\n"
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

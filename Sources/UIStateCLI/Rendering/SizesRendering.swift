import KeyedArchive
import StateRestoration

/// `show --sizes`: each object's bytes and share of the whole, biggest first, then the
/// biggest keys of the state (docs/views.md).
enum SizesRendering {
    static let keyCount = 20

    static func text(_ sizes: StateSizes, revision: String, style: Style) -> String {
        var out = [style.bold("Sizes of \(revision): \(grouped(sizes.totalBytes)) bytes in \(grouped(sizes.entries.count)) objects")]
        let width = max(5, grouped(sizes.entries.first?.bytes ?? 0).count)
        out.append("  " + pad("bytes", width) + "   share  object")
        for entry in sizes.entries {
            out.append("  " + pad(grouped(entry.bytes), width) + "  " + pad(NumberText.fixed(sizes.share(entry), decimals: 1) + "%", 6) + "  " + CanonicalTextSyntax.key(entry.path))
        }
        let keys = sizes.biggestKeys(keyCount)
        if !keys.isEmpty {
            out.append("")
            out.append(style.bold("Biggest keys"))
            let keyWidth = max(5, grouped(keys.first?.key.bytes ?? 0).count)
            out.append("  " + pad("bytes", keyWidth) + "  key in object")
            for (path, key) in keys {
                out.append("  " + pad(grouped(key.bytes), keyWidth) + "  " + CanonicalTextSyntax.key(key.name) + " in " + CanonicalTextSyntax.key(path))
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func json(_ sizes: StateSizes, revision: String) -> JSONValue {
        .object([
            JSONMember("revision", .string(revision)),
            JSONMember("bytes", .int(sizes.totalBytes)),
            JSONMember("objects", .array(sizes.entries.map { entry in
                .object([
                    JSONMember("path", .string(entry.path)),
                    JSONMember("bytes", .int(entry.bytes)),
                    JSONMember("share", .real(sizes.share(entry))),
                    JSONMember("keys", .array(entry.keys.map { .object([JSONMember("key", .string($0.name)), JSONMember("bytes", .int($0.bytes))]) })),
                ])
            })),
        ])
    }

    /// `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }

    static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}

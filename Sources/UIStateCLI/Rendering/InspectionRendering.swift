import KeyedArchive
import PropertyList
import StateRestoration

/// Output of `uistate inspect`.
enum InspectionRendering {
    static func text(_ inspection: Inspection, raw: Bool, style: Style) -> String {
        var out: [String] = []
        switch inspection {
        case .uikit(let snapshot, let archive, let warnings):
            if raw { return CanonicalTextWriter.text(archive) }
            SnapshotText.app(snapshot, style: style, into: &out)
            SnapshotText.objects(snapshot.objects, in: snapshot, style: style, into: &out)
            out += warnings.map { "warning: \($0)" }
        case .keyedArchive(let archive, let warnings):
            if raw { return CanonicalTextWriter.text(archive) }
            out.append(style.bold("Keyed archive (\(archive.archiver), version \(archive.version))"))
            ValueText.lines(FoundationDecoder.fields(of: archive), indent: 1, style: style, into: &out)
            out += warnings.map { "warning: \($0)" }
        case .propertyList(let value, let format):
            if raw { return CanonicalTextWriter.text(plist: value) }
            out.append(style.bold("Property list (\(format.rawValue))"))
            ValueText.line("root", PlistView.value(value), indent: 1, style: style, into: &out)
        }
        return out.joined(separator: "\n") + "\n"
    }

    static func json(_ inspection: Inspection, raw: Bool) -> JSONValue {
        switch inspection {
        case .uikit(let snapshot, let archive, let warnings):
            if raw { return ValueJSON.plist(KeyedArchiveWriter.propertyList(archive)) }
            return .object([
                JSONMember("kind", .string("uikit")),
                JSONMember("app", SnapshotJSON.app(snapshot)),
                JSONMember("objects", SnapshotJSON.objects(snapshot.objects, in: snapshot)),
                JSONMember("warnings", .array(warnings.map { .string($0) })),
            ])
        case .keyedArchive(let archive, let warnings):
            if raw { return ValueJSON.plist(KeyedArchiveWriter.propertyList(archive)) }
            return .object([
                JSONMember("kind", .string("keyedArchive")),
                JSONMember("archiver", .string(archive.archiver)),
                JSONMember("version", ValueJSON.integer(archive.version)),
                JSONMember("values", ValueJSON.values(FoundationDecoder.fields(of: archive))),
                JSONMember("warnings", .array(warnings.map { .string($0) })),
            ])
        case .propertyList(let value, let format):
            return .object([
                JSONMember("kind", .string("propertyList")),
                JSONMember("format", .string(format.rawValue)),
                JSONMember("value", ValueJSON.plist(value)),
            ])
        }
    }
}

/// Plain plist values in the decoded-value vocabulary, for text output.
enum PlistView {
    static func value(_ value: PropertyListValue) -> FoundationValue {
        switch value {
        case .null: .null
        case .bool(let b): .bool(b)
        case .integer(let i): .integer(i)
        case .real32(let f): .real32(f)
        case .real64(let d): .real64(d)
        case .date(let t): .date(t)
        case .data(let d): .data(d)
        case .string(let s): .string(s)
        case .uid(let u): .object(className: "UID \(u)", fields: [])
        case .array(let items): .array(items.map(self.value))
        case .set(let items): .set(items.map(self.value))
        case .dictionary(let entries): .dictionary(entries.map { FoundationEntry(.string($0.key), self.value($0.value)) })
        }
    }
}

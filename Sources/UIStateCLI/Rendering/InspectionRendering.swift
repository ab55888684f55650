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
        case .savedState(let state, let warnings):
            if raw { return rawFiles(state) }
            if let windows = state.windows { WindowText.windows(windows, only: [], fromDisk: true, style: style, into: &out) }
            if state.hasScenes { SceneText.sessions(state, only: [], style: style, into: &out) }
            if let classic = state.classic {
                SnapshotText.app(classic, style: style, into: &out)
                SnapshotText.objects(classic.objects, in: classic, style: style, into: &out)
            }
            SceneText.files(state.files, style: style, into: &out)
            out += warnings.map { "warning: \($0)" }
        case .keyedArchive(let archive, let warnings):
            if raw { return CanonicalTextWriter.text(archive) }
            out.append(style.bold("Keyed archive (\(archive.archiver), version \(archive.version))"))
            ValueText.lines(FoundationDecoder.fields(of: archive), indent: 1, style: style, into: &out)
            out += warnings.map { "warning: \($0)" }
        case .propertyList(let value, let format):
            if raw { return CanonicalTextWriter.text(plist: value) }
            out.append(style.bold("Property list (\(format.rawValue))"))
            ValueText.line("root", FoundationValue(plist: value), indent: 1, style: style, into: &out)
        case .windowPicture(let window, let size):
            out.append(style.bold("AppKit window picture of window \(window) (\(size) bytes)"))
            out.append("    compressed and encrypted by AppKit, with no public description of its format: snapshots keep it byte for byte")
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Every file of the folder in canonical text (bytes that are no property list by size).
    static func rawFiles(_ state: SavedState) -> String {
        var out = ""
        for file in (try? SavedStateFolderWriter.files(of: state)) ?? state.files {
            out += "== \(file.path)\n"
            if let archive = try? KeyedArchiveReader.read(file.bytes).archive {
                out += CanonicalTextWriter.text(archive)
            } else if let plist = try? PropertyListReader.read(file.bytes) {
                out += CanonicalTextWriter.text(plist: plist)
            } else {
                out += "<\(file.bytes.count) bytes>\n"
            }
        }
        return out
    }

    static func json(_ inspection: Inspection, raw: Bool) -> JSONValue {
        switch inspection {
        case .savedState(let state, let warnings):
            return .object([JSONMember("kind", .string("savedState"))] + SnapshotJSON.state(state, filter: HistoryRendering.Filter())
                + [JSONMember("warnings", .array(warnings.map { .string($0) }))])
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
        case .windowPicture(let window, let size):
            return .object([
                JSONMember("kind", .string("windowPicture")),
                JSONMember("window", .string(window)),
                JSONMember("size", .int(size)),
            ])
        }
    }
}

import KeyedArchive
import PropertyList
import StateRestoration

/// The human form of a snapshot: app-level values, then every object by identifier path.
enum SnapshotText {
    static func app(_ snapshot: Snapshot, style: Style, into out: inout [String]) {
        let version = "\(snapshot.majorVersion.map(String.init) ?? "?").\(snapshot.minorVersion.map(String.init) ?? "?")"
        out.append(style.bold("UIKit state restoration archive, version \(version)"))
        func row(_ label: String, _ value: String) { out.append("  \(label): \(value)") }
        row("idiom", snapshot.idiom.map { "\(Idiom.name($0)) (\($0))" } ?? "none")
        row("timestamp", snapshot.timestamp.map(ReferenceDate.iso8601) ?? "none")
        row("system version", snapshot.systemVersion ?? "none")
        row("bundle version", snapshot.bundleVersion ?? "none")
        row("ignore snapshot", snapshot.ignoresSnapshot ? "yes" : "no")
        row("roots", list(snapshot.rootIdentifiers.map(\.rawValue)))
        row("first responders", list(snapshot.firstResponders.map(\.rawValue)))
        for window in snapshot.sizeClasses {
            row("size classes of \(window.window)", "vertical \(shortSizeClass(window.vertical)), horizontal \(shortSizeClass(window.horizontal))")
        }
        let delegate = snapshot.delegateValues
        if !delegate.isEmpty {
            out.append(style.bold("App delegate"))
            ValueText.lines(delegate, indent: 1, style: style, into: &out)
        }
    }

    static func objects(_ objects: [PreservedObject], in snapshot: Snapshot, style: Style, into out: inout [String]) {
        out.append(style.bold("Objects (\(objects.count))"))
        let classes = snapshot.restorationClassMap
        for object in objects { self.object(object, restorationClass: classes[object.path], style: style, into: &out) }
    }

    static func object(_ object: PreservedObject, restorationClass: String?, style: Style, into out: inout [String]) {
        out.append("  " + style.yellow(object.path.rawValue.isEmpty ? "\"\"" : CanonicalTextSyntax.key(object.path.rawValue)))
        out.append("    class: \(object.className ?? "unknown")")
        if let restorationClass {
            out.append("    restoration class: \(restorationClass)")
        }
        let fields = FoundationDecoder.fields(of: object.archive).filter { $0.key != UIKitKeys.className }
        ValueText.lines(fields, indent: 2, style: style, into: &out)
    }

    static func list(_ items: [String]) -> String {
        items.isEmpty ? "none" : items.map { CanonicalTextSyntax.key($0) }.joined(separator: ", ")
    }

    static func shortSizeClass(_ name: String) -> String {
        name.hasPrefix("UIUserInterfaceSizeClass") ? String(name.dropFirst("UIUserInterfaceSizeClass".count)) : name
    }
}

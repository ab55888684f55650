import PropertyList

/// Adds the missing configuration to an XML Info.plist's scene manifest, as a person would in a
/// text editor: `UISceneConfigurations` with the application role's default configuration
/// (its name, the scene delegate class, the storyboard when there is one), indented like the
/// file, before the manifest's end, or in place of an empty `UISceneConfigurations`. Every
/// other byte stays.
enum SceneConfigurationEdit {
    enum Failure: Error, Equatable {
        case notXML
        case noManifest
        case configured
    }

    static let manifestKey = "<key>UIApplicationSceneManifest</key>"
    static let configurationsKey = "<key>UISceneConfigurations</key>"

    static func edit(_ bytes: [UInt8], delegateClass: String, storyboard: String?) throws(Failure) -> TextEdit {
        guard PropertyListReader.format(of: bytes) == .xml else { throw .notXML }
        guard let key = bytes.firstIndex(of: Array(manifestKey.utf8), from: 0) else { throw .noManifest }
        let unit = ActivityTypeEdit.unit(bytes)
        let base = ActivityTypeEdit.indentation(before: key, in: bytes)
        var cursor = key + manifestKey.utf8.count
        while cursor < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor += 1 }
        // `<dict/>`: the manifest's dictionary written out with the configuration in it.
        if bytes[cursor...].starts(with: Array("<dict/>".utf8)) {
            let text = "<dict>\n" + configurations(delegateClass, storyboard, indent: base + unit, unit: unit) + base + "</dict>"
            return TextEdit(cursor..<(cursor + 7), Array(text.utf8))
        }
        guard bytes[cursor...].starts(with: Array("<dict>".utf8)), let close = closingDict(bytes, from: cursor) else { throw .noManifest }
        if let existing = bytes.firstIndex(of: Array(configurationsKey.utf8), from: cursor), existing < close {
            // An empty one (`<dict/>` or `<dict></dict>`) is filled; one with roles is left.
            var value = existing + configurationsKey.utf8.count
            while value < close, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[value]) { value += 1 }
            let innerIndent = ActivityTypeEdit.indentation(before: existing, in: bytes)
            let filled = Array(configurations(delegateClass, storyboard, indent: innerIndent, unit: unit).utf8)
            // The key's line and the value replaced by the whole block.
            let lineStart = existing - innerIndent.utf8.count
            if bytes[value...].starts(with: Array("<dict/>".utf8)) {
                var end = value + 7
                if end < bytes.count, bytes[end] == 0x0A { end += 1 }
                return TextEdit(lineStart..<end, filled)
            }
            guard bytes[value...].starts(with: Array("<dict>".utf8)), let inner = closingDict(bytes, from: value) else { throw .configured }
            guard bytes[(value + 6)..<inner].allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { throw .configured }
            var end = inner + "</dict>".utf8.count
            if end < bytes.count, bytes[end] == 0x0A { end += 1 }
            return TextEdit(lineStart..<end, filled)
        }
        // Before the manifest's `</dict>`: on its own line, or on the line the dictionary is on.
        let closeIndent = ActivityTypeEdit.indentation(before: close, in: bytes)
        let block = configurations(delegateClass, storyboard, indent: base + unit, unit: unit)
        if close - closeIndent.utf8.count > 0, bytes[close - closeIndent.utf8.count - 1] == 0x0A {
            let lineStart = close - closeIndent.utf8.count
            return .insertion(block, at: lineStart)
        }
        return .insertion("\n" + block + base, at: close)
    }

    /// The `</dict>` that closes the `<dict>` at `open`, through nested ones.
    static func closingDict(_ bytes: [UInt8], from open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                if bytes.hasBytes("<dict>", at: index) {
                    depth += 1
                } else if bytes.hasBytes("</dict>", at: index) {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return nil
    }

    /// The `UISceneConfigurations` key and dictionary, each line ending in a line feed.
    static func configurations(_ delegateClass: String, _ storyboard: String?, indent: String, unit: String) -> String {
        let item = indent + unit + unit + unit
        var lines = [
            indent + configurationsKey,
            indent + "<dict>",
            indent + unit + "<key>UIWindowSceneSessionRoleApplication</key>",
            indent + unit + "<array>",
            indent + unit + unit + "<dict>",
            item + "<key>UISceneConfigurationName</key>",
            item + "<string>Default Configuration</string>",
            item + "<key>UISceneDelegateClassName</key>",
            item + "<string>" + ActivityTypeEdit.escaped(delegateClass) + "</string>",
        ]
        if let storyboard {
            lines += [item + "<key>UISceneStoryboardFile</key>", item + "<string>" + ActivityTypeEdit.escaped(storyboard) + "</string>"]
        }
        lines += [indent + unit + unit + "</dict>", indent + unit + "</array>", indent + "</dict>"]
        return lines.joined(separator: "\n") + "\n"
    }
}

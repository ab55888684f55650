import Platform

import PropertyList

/// The Info.plist an app target is built with, read from its settings: nil when nothing says
/// what it holds (no file, no declared keys, nothing generated), so no conclusion is drawn
/// from it.
enum TargetInfoPlist {
    static func facts(_ target: ProjectTarget, project: BuildProject, reader: ProjectFileReader) -> InfoPlistFacts? {
        let settings = target.settings
        let expand = { (text: String) in settings.expand(text) }
        let generates = settings.isYes("GENERATE_INFOPLIST_FILE")
        var variants: [(branches: String, entries: [PropertyListEntry])] = []
        var path: String? = nil
        var duplicates: [(key: String, line: Int)] = []
        var keyLines: [String: Int] = [:]
        if let file = settings["INFOPLIST_FILE"], !file.trimmed.isEmpty {
            let located = reader.join(project.folder, String(file.trimmed))
            path = located
            if reader.type(located) == nil, target.declaredInfo != nil || generates {
                // XcodeGen writes the file from its properties; a generated one needs none. A
                // folder or a device there is no plist either way: read, noted, unknown.
            } else if let bytes = reader.bytes(located) {
                keyLines = InfoPlistFacts.keyLines(bytes)
                let preprocessed = settings.isYes("INFOPLIST_PREPROCESS") || PreprocessedPlist.hasDirectives(bytes)
                for variant in preprocessed ? PreprocessedPlist.variants(bytes) : [.init(branches: "", bytes: bytes)] {
                    do {
                        let read = try read(variant.bytes)
                        duplicates += read.duplicates.filter { found in !duplicates.contains { $0.key == found.key && $0.line == found.line } }
                        variants.append((variant.branches, read.entries))
                    } catch {
                        reader.notUnderstood(located, line: error.line, column: error.column, "not understood as a property list\(variant.branches.isEmpty ? "" : " (" + variant.branches + ")"): \(error.message)")
                    }
                }
                if variants.isEmpty { return nil }
            } else {
                return nil
            }
        }
        if let declared = target.declaredInfo {
            if variants.isEmpty { variants = [("", [])] }
            variants = variants.map { ($0.branches, merged(declared, over: $0.entries)) }
        }
        guard !variants.isEmpty || generates else { return nil }
        if variants.isEmpty { variants = [("", [])] }
        for duplicate in duplicates {
            reader.note(path ?? "Info.plist", line: duplicate.line, "repeats the key \(duplicate.key): Xcode builds it, and doctor reads the last value")
        }
        guard var facts = InfoPlistFacts.combining(variants.map { ($0.branches, InfoPlistFacts(path: path, plist: $0.entries, expand: expand)) }) else { return nil }
        facts.duplicateKeys = duplicates
        facts.keyLines = keyLines
        if let path {
            var seen: Set<String> = [path]
            facts.otherConfigurationPaths = target.configurationSettings.compactMap { configuration in
                guard let file = configuration.settings["INFOPLIST_FILE"], !file.trimmed.isEmpty else { return nil }
                let located = reader.join(project.folder, String(file.trimmed))
                return seen.insert(located).inserted ? located : nil
            }
        }
        if generates {
            var keys: [String: String] = [:]
            for (key, value) in settings.settings(withPrefix: "INFOPLIST_KEY_") { keys[String(key.dropFirst("INFOPLIST_KEY_".count))] = value }
            facts = facts.merging(generated: keys)
            if facts.bundleVersion == nil { facts.bundleVersion = settings["CURRENT_PROJECT_VERSION"] }
            if facts.shortVersion == nil { facts.shortVersion = settings["MARKETING_VERSION"] }
        }
        return facts
    }

    /// `declared` laid over `entries`, key by key.
    static func merged(_ declared: [PropertyListEntry], over entries: [PropertyListEntry]) -> [PropertyListEntry] {
        entries.filter { entry in !declared.contains { $0.key == entry.key } } + declared
    }

    static func read(_ bytes: [UInt8]) throws(PropertyListError) -> (entries: [PropertyListEntry], duplicates: [(key: String, line: Int)]) {
        let value: PropertyListValue
        var duplicates: [(key: String, line: Int)] = []
        if PropertyListReader.format(of: bytes) == .xml {
            (value, duplicates) = try XMLPropertyListReader.readKeepingLastDuplicate(bytes)
        } else {
            value = try PropertyListReader.read(bytes)
        }
        guard case .dictionary(let entries) = value else { throw PropertyListError("the top level is not a dictionary") }
        return (entries, duplicates)
    }
}

/// What an app's restore method compares to decide that an archive is stale, read from its
/// project: the key its save method encodes and its restore method decodes, and the value
/// the save method writes when it can be read (a literal, a constant, an Objective-C macro,
/// the bundle's version); without such a key, UIKit's bundle version and the project's
/// `CFBundleVersion` (through its build settings). `check --project` checks staleness with it.
public struct RestoreVersionCheck: Sendable, Equatable {
    /// The archive's key; nil for UIKit's bundle version.
    public var key: String?
    /// The app's version as the key holds it; nil when it cannot be read.
    public var version: String?

    public init(key: String?, version: String?) {
        self.key = key
        self.version = version
    }

    public static func of(_ app: AppTarget) -> RestoreVersionCheck {
        let diagnosis = AppDiagnosis(app)
        let bundle = RestoreVersionCheck(key: nil, version: app.info?.bundleVersion)
        guard let save = diagnosis.optIn(.shouldSaveSecure) ?? diagnosis.optIn(.shouldSave),
              let restore = diagnosis.optIn(.shouldRestoreSecure) ?? diagnosis.optIn(.shouldRestore) else { return bundle }
        let decoded = Set(keys(in: restore.file, restore.function, code: app.code).map(\.key))
        guard let encoded = keys(in: save.file, save.function, code: app.code).first(where: { decoded.contains($0.key) }) else { return bundle }
        return RestoreVersionCheck(key: encoded.key, version: value(encoded.value, app: app))
    }

    /// Each `forKey:` of the body with the tokens of the value encoded for it (empty for a
    /// decode).
    static func keys(in file: CodeFile, _ function: CodeFunction, code: CodeFacts) -> [(key: String, value: ArraySlice<SourceToken>)] {
        let tokens = file.tokens
        var found: [(String, ArraySlice<SourceToken>)] = []
        for index in function.body where tokens[index].isWord("forKey") && index + 2 < function.body.upperBound && tokens[index + 1].isSymbol(":") {
            let keyToken = tokens[index + 2]
            let key: String?
            if keyToken.kind == .string {
                key = keyToken.text
            } else {
                var end = index + 2
                while end + 2 < function.body.upperBound, tokens[end + 1].isSymbol("."), tokens[end + 2].kind == .word { end += 2 }
                key = code.constants[tokens[end].text] ?? code.localConstants[tokens[end].text]
            }
            guard let key else { continue }
            // The value: after `encode(` (Swift) or `encodeObject:` (Objective-C), up to the key.
            var start = index - 1
            while start > function.body.lowerBound, !(tokens[start].isSymbol("(") && tokens[start - 1].isWord("encode"))
                && !(tokens[start].isSymbol(":") && tokens[start - 1].text.hasPrefix("encode")) && index - start < 40 {
                start -= 1
            }
            let isEncode = start > function.body.lowerBound && tokens[start - 1].text.hasPrefix("encode")
            var end = index
            if end > start, tokens[end - 1].isSymbol(",") { end -= 1 }
            found.append((key, isEncode ? tokens[(start + 1)..<end] : []))
        }
        return found
    }

    /// The value's text: a literal, a constant, a macro, or the bundle's version.
    static func value(_ tokens: ArraySlice<SourceToken>, app: AppTarget) -> String? {
        let words = tokens.filter { $0.kind == .word }.map(\.text)
        if tokens.contains(where: { $0.kind == .string && $0.text == "CFBundleShortVersionString" }) { return app.info?.shortVersion }
        if tokens.contains(where: { $0.kind == .string && $0.text == "CFBundleVersion" }) { return app.info?.bundleVersion }
        if let literal = tokens.first(where: { $0.kind == .number || $0.kind == .string }) { return literal.text }
        // `Float(Self.version)`, `LEDGER_VERSION`: the last name, as a constant.
        for name in words.reversed() where !["Float", "Double", "Int", "String", "NSNumber", "Self", "self", "value"].contains(name) {
            if let number = app.code.numbers[name] ?? app.code.constants[name] ?? app.code.localConstants[name] { return number }
        }
        return nil
    }
}

/// Where UIKit and AppKit state keeps text the user typed, as far as it can be recognised:
/// values under keys whose words say typed text (`messageDraft`, `replyDraft`, `composeText`,
/// `noteBody`, `searchQuery`, `EditedText`), and the contents of text inputs (an AppKit record
/// named like `Text View`, an archived `UITextView`, `UITextField`, `UISearchBar`,
/// `NSTextView`, `NSTextField`, `NSSearchField`). A key with a word that says it holds
/// something about the text rather than the text (`messageID`, `draftCount`, `textColor`,
/// `noteTitle`) is not typed text.
enum TypedText {
    /// Words of a key that say its value is what someone wrote (singular; plurals match too).
    static let typedWords: Set<String> = [
        "text", "draft", "compose", "composed", "body", "reply", "comment", "message", "note", "query", "typed", "input", "search", "memo",
    ]
    /// Words that say the value is about the text, not the text: an identifier, a count, a
    /// style, a place, a flag, a title or label the app wrote.
    static let aboutWords: Set<String> = [
        "id", "identifier", "uuid", "count", "number", "type", "kind", "color", "colour", "font", "size", "style", "alignment", "length", "range",
        "height", "width", "frame", "offset", "index", "position", "cursor", "selection", "selected", "scroll", "inset", "insets", "line", "enabled",
        "visible", "hidden", "key", "date", "time", "timestamp", "mode", "state", "status", "url", "label", "title", "placeholder", "attributes",
        "view", "field", "controller", "format", "language", "direction", "scale", "limit", "max", "min", "version", "flag", "editable", "editing",
        "changed", "unread", "read", "sent", "scope", "scopes", "tokens", "token", "history", "results", "result", "suggestion", "suggestions",
        "class", "name", "path", "image", "icon", "segue", "storyboard", "error", "alert", "warning", "hint", "prompt", "subtitle", "caption",
        "tooltip", "accessibility",
    ]
    /// The keys of a text input that hold its contents.
    static let contentKeys: Set<String> = ["nsstring", "nsattributedstring", "string", "text", "contents", "attributedtext", "uitext"]
    static let inputClasses: Set<String> = ["UITextView", "UITextField", "UISearchBar", "UISearchTextField", "NSTextView", "NSTextField", "NSSearchField"]

    static func normalized(_ key: String) -> String { SensitiveKeys.normalized(key) }

    static func isTypedKey(_ key: String) -> Bool {
        isTypedKey(words: SensitiveKeys.words(of: key))
    }

    static func isTypedKey(words: [String]) -> Bool {
        words.contains { typedWords.contains(singular($0)) } && !words.contains { aboutWords.contains($0) || aboutWords.contains(singular($0)) }
    }

    /// `replies` is `reply`, `messages` `message`; short words stay (`ids`).
    static func singular(_ word: String) -> String {
        if word.count > 4, word.hasSuffix("ies") { return word.dropLast(3) + "y" }
        if word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    static func isContentKey(_ key: String) -> Bool { contentKeys.contains(normalized(key)) }

    /// An AppKit restorable object's name that says it is a text input.
    static func isTextInputName(_ name: String) -> Bool {
        let words = Array(normalized(name).utf8)
        return inputNameParts.contains { part in
            part.count <= words.count && (0...(words.count - part.count)).contains { words[$0..<($0 + part.count)].elementsEqual(part) }
        }
    }

    private static let inputNameParts = ["textview", "textfield", "searchfield", "searchbar"].map { Array($0.utf8) }
}

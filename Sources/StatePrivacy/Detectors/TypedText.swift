/// Where UIKit and AppKit state keeps text the user typed, as far as it can be recognised:
/// values under keys named like typed text (`EditedText`, `draft`, `searchText`, `query`),
/// and the contents of text inputs (an AppKit record named like `Text View`, an archived
/// `UITextView`, `UITextField`, `UISearchBar`, `NSTextView`, `NSTextField`, `NSSearchField`).
enum TypedText {
    static let typedKeys: Set<String> = [
        "editedtext", "typedtext", "text", "draft", "drafttext", "searchtext", "searchquery", "query", "searchstring", "searchterm", "inputtext",
        "messagetext", "composedtext", "notetext", "bodytext", "pendingtext", "unsavedtext",
    ]
    /// The keys of a text input that hold its contents.
    static let contentKeys: Set<String> = ["nsstring", "nsattributedstring", "string", "text", "contents", "attributedtext", "uitext"]
    static let inputClasses: Set<String> = ["UITextView", "UITextField", "UISearchBar", "UISearchTextField", "NSTextView", "NSTextField", "NSSearchField"]

    static func normalized(_ key: String) -> String { SensitiveKeys.normalized(key) }

    static func isTypedKey(_ key: String) -> Bool { typedKeys.contains(normalized(key)) }

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

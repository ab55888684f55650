import PropertyList

/// Gives one storyboard controller a restoration identifier, as Interface Builder's identity
/// inspector would: `useStoryboardIdentifierAsRestorationIdentifier="YES"` when it has a
/// storyboard id, else `restorationIdentifier="<name>"`. One attribute is inserted after the
/// element's `id` (one `TextEdit`); every other byte of the file stays.
enum StoryboardIdentifierEdit {
    enum Failure: Error, Equatable {
        case elementNotFound
        case hasIdentifier
    }

    /// The edit of `bytes` that gives the controller `elementID` an identifier, and which: its
    /// storyboard id, or a name from its class that no other controller of the file has.
    static func edit(_ bytes: [UInt8], elementID: String, storyboardIdentifier: String?, className: String) throws(Failure) -> (edit: TextEdit, identifier: String) {
        guard let (tagStart, idEnd) = startTag(in: bytes, elementID: elementID) else { throw .elementNotFound }
        let tagEnd = bytes[idEnd...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        let tag = String(decoding: bytes[tagStart..<tagEnd], as: UTF8.self)
        guard !tag.contains(" restorationIdentifier=\""), !tag.contains("useStoryboardIdentifierAsRestorationIdentifier=\"YES\"") else { throw .hasIdentifier }
        let attribute: String
        let identifier: String
        if let storyboardIdentifier, !storyboardIdentifier.isEmpty {
            attribute = " useStoryboardIdentifierAsRestorationIdentifier=\"YES\""
            identifier = storyboardIdentifier
        } else {
            identifier = uniqueName(from: className, in: bytes)
            attribute = " restorationIdentifier=\"" + escaped(identifier) + "\""
        }
        return (.insertion(attribute, at: idEnd), identifier)
    }

    /// The start of the element whose `id` is `elementID`, and the end of that attribute.
    static func startTag(in bytes: [UInt8], elementID: String) -> (start: Int, idEnd: Int)? {
        let needle = Array(" id=\"\(elementID)\"".utf8)
        var from = 0
        while let at = bytes.firstIndex(of: needle, from: from) {
            // The attribute must be in a start tag: a `<` before it with no `>` between.
            var start = at
            while start > 0, bytes[start] != UInt8(ascii: "<"), bytes[start] != UInt8(ascii: ">") { start -= 1 }
            if bytes[start] == UInt8(ascii: "<"), start + 1 < bytes.count, bytes[start + 1] != UInt8(ascii: "/") { return (start, at + needle.count) }
            from = at + 1
        }
        return nil
    }

    /// `ItemsViewController` for a custom class; `NavigationController` for UIKit's
    /// `UINavigationController`; a number after it when the file has it already.
    static func uniqueName(from className: String, in bytes: [UInt8]) -> String {
        var base = className.split(separator: ".").last.map(String.init) ?? className
        if base.hasPrefix("UI"), base.count > 2, base.dropFirst(2).first?.isUppercase == true { base = String(base.dropFirst(2)) }
        if base.isEmpty { base = "Controller" }
        var name = base
        var number = 2
        while bytes.firstIndex(of: Array("restorationIdentifier=\"\(name)\"".utf8), from: 0) != nil
                || bytes.firstIndex(of: Array("storyboardIdentifier=\"\(name)\"".utf8), from: 0) != nil {
            name = base + String(number)
            number += 1
        }
        return name
    }

    static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("\"", with: "&quot;").replacing("<", with: "&lt;")
    }
}

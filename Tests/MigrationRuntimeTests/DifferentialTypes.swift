import Foundation
import Synchronization

/// The Objective-C classes and protocols an app uses that nothing in its checkout declares: a
/// pod's (`Simperium`), an Apple framework's the stubs lack, the app's own Swift classes (whose
/// generated `App-Swift.h` a checkout never has). clang drops a property or an instance variable
/// of an unknown class, so every use of it is an error: the original's `_simperium` then reads as
/// the same gap as the scene delegate's, where it is the migration's. Declared empty (a class is
/// an `NSObject`, a protocol an `NSObject` protocol), what the app declares itself survives; a
/// type the checkout does declare is never declared again, so an import the migration lost still
/// shows as the unknown type it is.
struct EmptyTypes {
    private(set) var classes: Set<String> = []
    private(set) var protocols: Set<String> = []
    /// The header declaring them, once there is one.
    private(set) var header: URL?

    var names: Set<String> { classes.union(protocols) }

    static let unknownClass = try! NSRegularExpression(pattern: #"^(?:unknown type name '(\w+)'|cannot find interface declaration for '(\w+)', superclass of '\w+')$"#)
    static let unknownProtocol = try! NSRegularExpression(pattern: #"^(?:cannot find protocol declaration for '(\w+)'|no type or protocol named '(\w+)')$"#)

    /// Declares the unknown types of these diagnostics (with their lines' text) neither copy of
    /// the checkout declares; true when there are new ones (the files are then checked again).
    mutating func declare(_ diagnostics: [DifferentialCompile.Diagnostic], checkouts: [URL], in file: URL) throws -> Bool {
        let declared = checkouts.reduce(into: Set<String>()) { $0.formUnion(Self.declared(in: $1)) }
        var newClasses: Set<String> = [], newProtocols: Set<String> = []
        for diagnostic in diagnostics {
            if let name = Self.name(Self.unknownClass, diagnostic.message), !declared.contains(name),
               diagnostic.message.hasPrefix("cannot find interface") || Self.isPointer(name, in: diagnostic.text) {
                newClasses.insert(name)
            } else if let name = Self.name(Self.unknownProtocol, diagnostic.message), !declared.contains(name) {
                newProtocols.insert(name)
            }
        }
        newClasses.subtract(classes)
        newProtocols.subtract(protocols)
        guard !newClasses.isEmpty || !newProtocols.isEmpty else { return false }
        classes.formUnion(newClasses)
        protocols.formUnion(newProtocols)
        let text = "#import <Foundation/Foundation.h>\n"
            + protocols.sorted().map { "@protocol \($0) <NSObject>\n@end\n" }.joined()
            + classes.sorted().map { "@interface \($0) : NSObject\n@end\n" }.joined()
        try text.write(to: file, atomically: true, encoding: .utf8)
        header = file
        return true
    }

    static func name(_ pattern: NSRegularExpression, _ message: String) -> String? {
        guard let match = pattern.firstMatch(in: message, range: NSRange(message.startIndex..., in: message)) else { return nil }
        for group in 1..<match.numberOfRanges {
            if let range = Range(match.range(at: group), in: message) { return String(message[range]) }
        }
        return nil
    }

    /// Only a class is used through a pointer (`Simperium *`); a C type used by value
    /// (`dispatch_once_t`, a struct) stays unknown, as an empty class would change its errors.
    static func isPointer(_ name: String, in text: String) -> Bool {
        text.range(of: "\\b\(name)\\s*\\*", options: .regularExpression) != nil
    }

    /// A class's or protocol's definition (not a category, an extension or a forward
    /// declaration: `@interface Simperium (Simplenote)` and `@class Simperium;` leave the class
    /// to its pod), a C type's, a macro's.
    static let declarations = try! NSRegularExpression(
        pattern: #"@interface\s+(\w+)\s*(?=[:<{\n])|@protocol\s+(\w+)(?!\s*[;,])|(?:#define|struct|enum|union)\s+(\w+)|\}\s*(\w+)\s*;|typedef\b[^;{}]*?\b(\w+)\s*;|NS_(?:ENUM|OPTIONS|CLOSED_ENUM)\s*\(\s*\w+\s*,\s*(\w+)\s*\)"#)
    static let cache = Mutex<[String: Set<String>]>([:])

    /// The type names the checkout's Objective-C and C declare, read once per folder.
    static func declared(in checkout: URL) -> Set<String> {
        if let known = cache.withLock({ $0[checkout.path] }) { return known }
        var names: Set<String> = []
        for file in DifferentialCompile.sources(in: checkout) where !file.hasSuffix(".swift") {
            guard let data = FileManager.default.contents(atPath: checkout.appendingPathComponent(file).path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            for match in declarations.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                for group in 1..<match.numberOfRanges {
                    guard let range = Range(match.range(at: group), in: text) else { continue }
                    names.insert(String(text[range]))
                }
            }
        }
        cache.withLock { $0[checkout.path] = names }
        return names
    }
}

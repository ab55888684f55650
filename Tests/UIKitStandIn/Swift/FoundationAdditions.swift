// What Apple's Foundation (and its Objective-C runtime) gives an iOS app that Linux's Foundation
// lacks, for the stand-in of UIKit (docs/uikit-stand-in.md, "Foundation on Linux").
@_exported import Foundation

#if canImport(Glibc)
import Glibc
#endif

// MARK: Class names

/// `NSStringFromClass`: on iOS a UIKit class is an Objective-C class named without a module
/// (`UINavigationController`) and an app's Swift class `Module.Class` (Apple: "NSStringFromClass
/// ... the name of a class"; Swift classes are exposed under their module-qualified name). Linux's
/// Foundation names every Swift class `Module.Class`, so this module's own classes drop `UIKit.`.
public func NSStringFromClass(_ aClass: AnyClass) -> String {
    let name = Foundation.NSStringFromClass(aClass)
    return name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
}

/// `NSClassFromString`, the inverse: a bare name is looked for among this module's classes.
public func NSClassFromString(_ aClassName: String) -> AnyClass? {
    if let found = Foundation.NSClassFromString(aClassName) { return found }
    return aClassName.contains(".") ? nil : Foundation.NSClassFromString("UIKit." + aClassName)
}

// MARK: Selectors and method implementations

/// A selector by its Objective-C name (module ObjectiveC on Apple's platforms).
public struct Selector: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public var description: String { name }
}

public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

public typealias IMP = OpaquePointer

extension NSObject {
    /// `+instanceMethodForSelector:`: the implementation a class's instances run for a selector
    /// (Apple: "Locates and returns the address of the implementation of the instance method
    /// identified by a given selector"). A Swift class on Linux has no Objective-C method list;
    /// its vtable is the same table (Swift's ABI, docs/ABI/TypeMetadata.rst: the class metadata
    /// holds one implementation pointer per overridable method, a subclass's override in its
    /// parent's slot). So the implementation is read from the slot of the method this stand-in
    /// declares for the selector: equal for two classes exactly when neither overrides it.
    public class func instanceMethod(for aSelector: Selector!) -> IMP! {
        MethodTable.implementation(of: aSelector.name, in: self)
    }
}

/// The vtable slots of the `UIViewController` methods whose selectors UIKit's callers ask for.
enum MethodTable {
    /// Objective-C selector -> the Swift symbol of this stand-in's declaration.
    static let symbols: [String: String] = [
        "encodeRestorableStateWithCoder:": "$s5UIKit16UIViewControllerC21encodeRestorableState4withy10Foundation7NSCoderC_tF",
        "decodeRestorableStateWithCoder:": "$s5UIKit16UIViewControllerC21decodeRestorableState4withy10Foundation7NSCoderC_tF",
        "applicationFinishedRestoringState": "$s5UIKit16UIViewControllerC33applicationFinishedRestoringStateyyF",
        "viewDidLoad": "$s5UIKit16UIViewControllerC11viewDidLoadyyF",
        "loadView": "$s5UIKit16UIViewControllerC8loadViewyyF",
    ]

    static func words(_ cls: AnyClass) -> UnsafePointer<UnsafeRawPointer?> {
        unsafeBitCast(cls, to: UnsafePointer<UnsafeRawPointer?>.self)
    }

    /// The slot holding `symbol`'s address in `UIViewController`'s metadata: searched within
    /// the metadata's size (ClassSize, 32 bits at word 5 on a 64-bit platform without
    /// Objective-C interop: Kind, Superclass, Flags+InstanceAddressPoint, InstanceSize+AlignMask,
    /// ClassSize+ClassAddressPoint).
    static func slot(of symbol: String) -> Int? {
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, symbol) else { return nil }
        let base = words(UIViewController.self)
        let classSize = Int(UnsafeRawPointer(base).load(fromByteOffset: 4 * 8, as: UInt32.self))
        let addressPoint = Int(UnsafeRawPointer(base).load(fromByteOffset: 4 * 8 + 4, as: UInt32.self))
        let count = (classSize - addressPoint) / 8
        for index in 6..<max(6, count) where base[index] == UnsafeRawPointer(address) { return index }
        return nil
    }

    nonisolated(unsafe) static var slots: [String: Int] = [:]

    static func implementation(of selector: String, in cls: AnyClass) -> IMP? {
        guard isViewController(cls), let symbol = symbols[selector] else { return nil }
        let index: Int
        if let known = slots[selector] {
            index = known
        } else {
            guard let found = slot(of: symbol) else { return nil }
            slots[selector] = found
            index = found
        }
        return words(cls)[index].map { OpaquePointer($0) }
    }

    /// Whether `cls` is `UIViewController` or below it, following each metadata's Superclass
    /// word (word 1).
    static func isViewController(_ cls: AnyClass) -> Bool {
        var current: UnsafeRawPointer? = unsafeBitCast(cls, to: UnsafeRawPointer.self)
        let target = unsafeBitCast(UIViewController.self, to: UnsafeRawPointer.self)
        while let found = current {
            if found == target { return true }
            current = found.load(fromByteOffset: 8, as: UnsafeRawPointer?.self)
        }
        return false
    }
}

// MARK: Archiver delegates

// Linux's Foundation declares every delegate method as a requirement; Apple's are optional
// (Apple: NSKeyedArchiverDelegate, "all methods are optional").
extension Foundation.NSKeyedArchiverDelegate {
    public func archiver(_ archiver: Foundation.NSKeyedArchiver, willEncode object: Any) -> Any? { object }
    public func archiver(_ archiver: Foundation.NSKeyedArchiver, didEncode object: Any?) {}
    public func archiver(_ archiver: Foundation.NSKeyedArchiver, willReplace object: Any?, withObject newObject: Any?) {}
    public func archiverWillFinish(_ archiver: Foundation.NSKeyedArchiver) {}
    public func archiverDidFinish(_ archiver: Foundation.NSKeyedArchiver) {}
}

extension Foundation.NSKeyedUnarchiverDelegate {
    public func unarchiver(_ unarchiver: Foundation.NSKeyedUnarchiver, didDecode object: Any?) -> Any? { object }
    public func unarchiver(_ unarchiver: Foundation.NSKeyedUnarchiver, cannotDecodeObjectOfClassName name: String, originalClasses classNames: [String]) -> AnyClass? { nil }
    public func unarchiver(_ unarchiver: Foundation.NSKeyedUnarchiver, willReplace object: Any, with newObject: Any) {}
    public func unarchiverWillFinish(_ unarchiver: Foundation.NSKeyedUnarchiver) {}
    public func unarchiverDidFinish(_ unarchiver: Foundation.NSKeyedUnarchiver) {}
}

// MARK: NSUserActivity

/// Apple's NSUserActivity, the part scene restoration uses: a type, a title, a `userInfo` of
/// property-list values. Not in Linux's Foundation.
open class NSUserActivity: NSObject {
    public init(activityType: String) {
        self.activityType = activityType
    }

    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var webpageURL: URL?
    open var isEligibleForHandoff = true
    open var needsSave = false

    /// Apple: "adds the contents of the specified dictionary to the user info dictionary".
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var merged = userInfo ?? [:]
        for (key, value) in otherDictionary { merged[key] = value }
        userInfo = merged
    }

    open func becomeCurrent() {}
    open func resignCurrent() {}
    open func invalidate() {}
}

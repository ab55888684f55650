// A stub of the Foundation declarations the code `uistate migrate` writes (and the test
// projects) use, written from Apple's documented signatures
// (https://developer.apple.com/documentation/foundation). It proves that the generated code
// names these declarations with their types; it has no behaviour. Objective-C's optional
// protocol methods are requirements with default implementations here. Declarations introduced
// after iOS 8 carry the availability Apple documents.
@_exported import Dispatch

public typealias TimeInterval = Double
public typealias AnyClass = AnyObject.Type

/// The Objective-C runtime's selector and method implementation (module ObjectiveC on Apple's
/// platforms, which Foundation re-exports).
public struct Selector: Hashable, Sendable {}
public typealias IMP = OpaquePointer

open class NSObject: Hashable {
    public init() {}
    open func isKind(of aClass: AnyClass) -> Bool { true }
    open class func instanceMethod(for aSelector: Selector!) -> IMP! { nil }
    public static func == (a: NSObject, b: NSObject) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public protocol NSObjectProtocol: AnyObject {}
extension NSObject: NSObjectProtocol {}

public struct Data: Equatable, Hashable, Sendable {
    public init() {}
    public init(_ bytes: [UInt8]) {}
    public var count: Int { 0 }
}

public struct URL: Equatable, Hashable, Sendable {
    public init?(string: String) { nil }
    public var absoluteString: String { "" }
    public var scheme: String? { nil }
    public var host: String? { nil }
    public var path: String { "" }
}

public struct Date: Equatable, Hashable, Sendable {
    public init() {}
    public var timeIntervalSince1970: TimeInterval { 0 }
}

public struct FileAttributeKey: Hashable, Sendable {
    public init(rawValue: String) {}
    public static let modificationDate = FileAttributeKey(rawValue: "NSFileModificationDate")
}

open class FileManager: NSObject {
    open class var `default`: FileManager { FileManager() }
    open func attributesOfItem(atPath path: String) throws -> [FileAttributeKey: Any] { [:] }
}

open class NSString: NSObject {}
open class NSNumber: NSObject {}
open class NSArray: NSObject {}
open class NSDictionary: NSObject {}
open class NSData: NSObject {}
open class NSDate: NSObject {}
open class NSNull: NSObject {}

public struct CGFloat: Equatable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    public init(integerLiteral value: Int) {}
    public init(floatLiteral value: Double) {}
    public init(_ value: Double) {}
}
public struct CGPoint: Equatable, Sendable {
    public init(x: CGFloat, y: CGFloat) {}
    public static var zero: CGPoint { CGPoint(x: 0, y: 0) }
    public var x: CGFloat { 0 }
    public var y: CGFloat { 0 }
}
public struct CGSize: Equatable, Sendable {
    public init(width: CGFloat, height: CGFloat) {}
}
public struct CGRect: Equatable, Sendable {
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {}
    public static var zero: CGRect { CGRect(x: 0, y: 0, width: 0, height: 0) }
}

public protocol NSCoding {
    func encode(with coder: NSCoder)
    init?(coder: NSCoder)
}

public protocol NSSecureCoding: NSCoding {
    static var supportsSecureCoding: Bool { get }
}

open class NSCoder: NSObject {
    open func encode(_ object: Any?, forKey key: String) {}
    open func encodeConditionalObject(_ object: Any?, forKey key: String) {}
    open func encode(_ value: Bool, forKey key: String) {}
    open func encode(_ value: Int, forKey key: String) {}
    open func encode(_ value: Int32, forKey key: String) {}
    open func encode(_ value: Int64, forKey key: String) {}
    open func encode(_ value: Float, forKey key: String) {}
    open func encode(_ value: Double, forKey key: String) {}
    open func encode(_ value: CGPoint, forKey key: String) {}
    open func containsValue(forKey key: String) -> Bool { false }
    open func decodeObject(forKey key: String) -> Any? { nil }
    public func decodeObject<DecodedObjectType>(of cls: DecodedObjectType.Type, forKey key: String) -> DecodedObjectType? where DecodedObjectType: NSObject, DecodedObjectType: NSCoding { nil }
    open func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? { nil }
    open func decodeBool(forKey key: String) -> Bool { false }
    open func decodeInteger(forKey key: String) -> Int { 0 }
    open func decodeInt32(forKey key: String) -> Int32 { 0 }
    open func decodeInt64(forKey key: String) -> Int64 { 0 }
    open func decodeFloat(forKey key: String) -> Float { 0 }
    open func decodeDouble(forKey key: String) -> Double { 0 }
    open func decodeCGPoint(forKey key: String) -> CGPoint { .zero }
    open var requiresSecureCoding: Bool { false }
}

public protocol NSKeyedArchiverDelegate: NSObjectProtocol {
    func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any?
}
extension NSKeyedArchiverDelegate {
    public func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? { object }
}

open class NSKeyedArchiver: NSCoder {
    @available(iOS 11.0, *)
    public init(requiringSecureCoding requiresSecureCoding: Bool) {}
    open weak var delegate: NSKeyedArchiverDelegate?
    open var encodedData: Data { Data() }
    open func finishEncoding() {}
    open class func setClassName(_ codedName: String?, for cls: AnyClass) {}
    @available(iOS 11.0, *)
    open class func archivedData(withRootObject object: Any, requiringSecureCoding requiresSecureCoding: Bool) throws -> Data { Data() }
}

public protocol NSKeyedUnarchiverDelegate: NSObjectProtocol {
    func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any?
}
extension NSKeyedUnarchiverDelegate {
    public func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? { object }
}

open class NSKeyedUnarchiver: NSCoder {
    @available(iOS 11.0, *)
    public init(forReadingFrom data: Data) throws {}
    open weak var delegate: NSKeyedUnarchiverDelegate?
    override open var requiresSecureCoding: Bool { get { false } set {} }
    open func finishDecoding() {}
    open class func setClass(_ cls: AnyClass?, forClassName codedName: String) {}
}

public func NSStringFromClass(_ aClass: AnyClass) -> String { "" }
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector() }
public func NSClassFromString(_ aClassName: String) -> AnyClass? { nil }

open class NSUserActivity: NSObject {
    public init(activityType: String) {}
    open var activityType: String { "" }
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {}
    open var webpageURL: URL?
}

public struct NSError: Error {}

open class Bundle: NSObject {
    open class var main: Bundle { Bundle() }
    open var bundleIdentifier: String? { nil }
    open var executablePath: String? { nil }
    open func object(forInfoDictionaryKey key: String) -> Any? { nil }
}

public func NSLog(_ format: String, _ args: Any...) {}

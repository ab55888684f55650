// NSKeyedUnarchiver as Apple's Foundation behaves. Linux's Foundation treats a key that is not
// in the archive as corrupt data: `decodeObject(forKey:)` raises (the default failure policy) or
// sets an error after which every later decode returns nil. Apple's returns nil for that key and
// goes on (Apple, `decodeObject(forKey:)`: "Returns nil if the key does not exist"), which every
// optional decode in an app relies on. The stand-in's module declares the class and its delegate
// protocol again (a module's declarations shadow those of the module it imports), wrapping
// Linux's unarchiver with the missing keys answered first. Linux's class cannot be subclassed
// outside its module, so a nested object's `init(coder:)` gets Linux's own unarchiver: a key
// missing there still sets its error (docs/uikit-stand-in.md says so; the test apps' nested
// objects decode no optional key).

public protocol NSKeyedUnarchiverDelegate: AnyObject {
    func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any?
}
extension NSKeyedUnarchiverDelegate {
    public func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? { object }
}

/// Passes Linux's unarchiver's delegate calls to the app's delegate, naming the app's unarchiver.
final class UnarchiverDelegateAdapter: NSObject, Foundation.NSKeyedUnarchiverDelegate {
    unowned let owner: NSKeyedUnarchiver
    init(owner: NSKeyedUnarchiver) { self.owner = owner }
    func unarchiver(_ unarchiver: Foundation.NSKeyedUnarchiver, didDecode object: Any?) -> Any? {
        guard let delegate = owner.delegate else { return object }
        return delegate.unarchiver(owner, didDecode: object)
    }
}

open class NSKeyedUnarchiver: NSCoder, @unchecked Sendable {
    let inner: Foundation.NSKeyedUnarchiver
    var adapter: UnarchiverDelegateAdapter?

    public init(forReadingFrom data: Data) throws {
        inner = try Foundation.NSKeyedUnarchiver(forReadingFrom: data)
        inner.decodingFailurePolicy = .setErrorAndReturn
        super.init()
    }

    open weak var delegate: NSKeyedUnarchiverDelegate? {
        didSet {
            adapter = delegate == nil ? nil : UnarchiverDelegateAdapter(owner: self)
            inner.delegate = adapter
        }
    }

    open override var requiresSecureCoding: Bool {
        get { inner.requiresSecureCoding }
        set { inner.requiresSecureCoding = newValue }
    }
    open override var allowsKeyedCoding: Bool { true }
    open override var decodingFailurePolicy: NSCoder.DecodingFailurePolicy { inner.decodingFailurePolicy }
    open override var error: Error? { inner.error }
    open override var systemVersion: UInt32 { inner.systemVersion }

    open override func containsValue(forKey key: String) -> Bool { inner.containsValue(forKey: key) }
    open override func decodeObject(forKey key: String) -> Any? { inner.containsValue(forKey: key) ? inner.decodeObject(forKey: key) : nil }
    open override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? {
        inner.containsValue(forKey: key) ? inner.decodeObject(of: classes, forKey: key) : nil
    }
    open override func decodeBool(forKey key: String) -> Bool { inner.containsValue(forKey: key) ? inner.decodeBool(forKey: key) : false }
    open override func decodeInteger(forKey key: String) -> Int { inner.containsValue(forKey: key) ? inner.decodeInteger(forKey: key) : 0 }
    open override func decodeInt32(forKey key: String) -> Int32 { inner.containsValue(forKey: key) ? inner.decodeInt32(forKey: key) : 0 }
    open override func decodeInt64(forKey key: String) -> Int64 { inner.containsValue(forKey: key) ? inner.decodeInt64(forKey: key) : 0 }
    open override func decodeDouble(forKey key: String) -> Double { inner.containsValue(forKey: key) ? inner.decodeDouble(forKey: key) : 0 }
    open override func decodeFloat(forKey key: String) -> Float { inner.containsValue(forKey: key) ? inner.decodeFloat(forKey: key) : 0 }
    open func finishDecoding() { inner.finishDecoding() }

    open class func setClass(_ cls: AnyClass?, forClassName codedName: String) {
        Foundation.NSKeyedUnarchiver.setClass(cls, forClassName: codedName)
    }

    open class func unarchivedObject<DecodedObjectType>(ofClass cls: DecodedObjectType.Type, from data: Data) throws -> DecodedObjectType?
    where DecodedObjectType: NSObject, DecodedObjectType: NSCoding {
        try Foundation.NSKeyedUnarchiver.unarchivedObject(ofClass: cls, from: data)
    }
}

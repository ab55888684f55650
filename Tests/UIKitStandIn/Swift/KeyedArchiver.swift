// NSKeyedArchiver as Apple's Foundation behaves. Linux's Foundation ignores the class-wide
// `setClassName(_:for:)` (Apple: "Adds a class translation mapping to NSKeyedArchiver whereby
// instances of a given class are encoded with a given class name instead of their real class
// names"; Linux's keeps both tables but looks them up under another spelling of the class, so
// neither applies) and cannot be subclassed outside its module, so the stand-in declares the class
// and its delegate protocol again, wrapping Linux's archiver and writing the mapped names into the
// archive it made (as Apple's does, the mapped name alone: corelibs' own comment "OS X only
// encodes the mapped name").

public protocol NSKeyedArchiverDelegate: AnyObject {
    func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any?
}
extension NSKeyedArchiverDelegate {
    public func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? { object }
}

/// Passes Linux's archiver's delegate calls to the app's delegate, naming the app's archiver.
final class ArchiverDelegateAdapter: NSObject, Foundation.NSKeyedArchiverDelegate {
    unowned let owner: NSKeyedArchiver
    init(owner: NSKeyedArchiver) { self.owner = owner }
    func archiver(_ archiver: Foundation.NSKeyedArchiver, willEncode object: Any) -> Any? {
        // Apple: "If the delegate returns nil, nil is encoded". Linux's archiver stops on a nil
        // replacement; a keyed value the delegate drops is left out by `encode(_:forKey:)` (it
        // reads back as nil), one inside a collection becomes NSNull (a collection holds no nil).
        guard let delegate = owner.delegate else { return object }
        return delegate.archiver(owner, willEncode: object) ?? NSNull()
    }
}

open class NSKeyedArchiver: NSCoder, @unchecked Sendable {
    nonisolated(unsafe) static var classNames: [ObjectIdentifier: (AnyClass, String)] = [:]
    let inner: Foundation.NSKeyedArchiver
    var adapter: ArchiverDelegateAdapter?

    var names: [ObjectIdentifier: (AnyClass, String)] = [:]

    public init(requiringSecureCoding requiresSecureCoding: Bool) {
        inner = Foundation.NSKeyedArchiver(requiringSecureCoding: requiresSecureCoding)
        super.init()
    }

    public override convenience init() { self.init(requiringSecureCoding: false) }

    open class func setClassName(_ codedName: String?, for cls: AnyClass) {
        classNames[ObjectIdentifier(cls)] = codedName.map { (cls, $0) }
    }

    /// Apple: "the receiver's own table" is checked first, then the class-wide one.
    open func setClassName(_ codedName: String?, for cls: AnyClass) {
        names[ObjectIdentifier(cls)] = codedName.map { (cls, $0) }
    }

    open weak var delegate: NSKeyedArchiverDelegate? {
        didSet {
            adapter = delegate == nil ? nil : ArchiverDelegateAdapter(owner: self)
            inner.delegate = adapter
        }
    }

    open var encodedData: Data {
        let data = inner.encodedData
        var mapped: [String: String] = [:]
        for (cls, name) in Self.classNames.values { mapped[Foundation.NSStringFromClass(cls)] = name }
        for (cls, name) in names.values { mapped[Foundation.NSStringFromClass(cls)] = name }
        guard !mapped.isEmpty, var plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              var objects = plist["$objects"] as? [Any]
        else { return data }
        var changed = false
        for index in objects.indices {
            guard var entry = objects[index] as? [String: Any], let name = entry["$classname"] as? String, let coded = mapped[name] else { continue }
            entry["$classname"] = coded
            entry["$classes"] = [coded, "NSObject"]
            objects[index] = entry
            changed = true
        }
        guard changed else { return data }
        plist["$objects"] = objects
        return (try? PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)) ?? data
    }
    open func finishEncoding() { inner.finishEncoding() }
    open override var requiresSecureCoding: Bool { inner.requiresSecureCoding }
    open override var allowsKeyedCoding: Bool { true }
    open var outputFormat: PropertyListSerialization.PropertyListFormat {
        get { inner.outputFormat }
        set { inner.outputFormat = newValue }
    }

    open override func encode(_ object: Any?, forKey key: String) {
        if let object, let delegate, delegate.archiver(self, willEncode: object) == nil { return }
        inner.encode(object, forKey: key)
    }
    open override func encodeConditionalObject(_ object: Any?, forKey key: String) { inner.encodeConditionalObject(object, forKey: key) }
    open override func encode(_ value: Bool, forKey key: String) { inner.encode(value, forKey: key) }
    open override func encode(_ value: Int, forKey key: String) { inner.encode(value, forKey: key) }
    open override func encode(_ value: Int32, forKey key: String) { inner.encode(value, forKey: key) }
    open override func encode(_ value: Int64, forKey key: String) { inner.encode(value, forKey: key) }
    open override func encode(_ value: Float, forKey key: String) { inner.encode(value, forKey: key) }
    open override func encode(_ value: Double, forKey key: String) { inner.encode(value, forKey: key) }
    open override func encode(_ data: Data) { inner.encode(data) }
    open override func encode(_ object: Any?) { inner.encode(object) }

    open class func archivedData(withRootObject object: Any, requiringSecureCoding requiresSecureCoding: Bool) throws -> Data {
        let archiver = NSKeyedArchiver(requiringSecureCoding: requiresSecureCoding)
        archiver.encode(object, forKey: NSKeyedArchiveRootObjectKey)
        archiver.finishEncoding()
        return archiver.encodedData
    }
}

// UIKit's NSCoder additions (Apple, "NSCoder UIKit Additions": `encode(_:forKey:)` of a CGPoint,
// `decodeCGPoint(forKey:)`), written as the `{x, y}` string `NSStringFromCGPoint` gives.
extension NSCoder {
    public func encode(_ point: CGPoint, forKey key: String) {
        encode("{\(point.x), \(point.y)}", forKey: key)
    }

    public func decodeCGPoint(forKey key: String) -> CGPoint {
        guard let text = decodeObject(forKey: key) as? String else { return .zero }
        let numbers = text.trimmingCharacters(in: CharacterSet(charactersIn: "{}")).split(separator: ",")
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        return numbers.count == 2 ? CGPoint(x: numbers[0], y: numbers[1]) : .zero
    }
}

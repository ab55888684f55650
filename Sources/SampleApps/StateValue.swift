import KeyedArchive
import PropertyList
import StateRestoration

/// A value an `encodeRestorableState(with:)` method writes, with the coder call it stands for,
/// so the archive gets the exact on-disk type UIKit's coder would produce.
public indirect enum StateValue: Hashable, Sendable {
    /// `encodeBool(_:forKey:)`: an inline bool.
    case bool(Bool)
    /// `encode(Int32, forKey:)`: an inline integer (Int32 and Int64 are alike on disk).
    case int32(Int32)
    /// `encode(Int, forKey:)`.
    case int(Int)
    /// `encode(Float, forKey:)`: an inline 4-byte real.
    case float(Float)
    /// `encode(Double, forKey:)`: an inline 8-byte real.
    case double(Double)
    /// `encode(NSString, forKey:)`: a string object.
    case string(String)
    /// `encode(NSNumber(value: Int), forKey:)`: a number object.
    case number(Int)
    /// `encode(CGPoint, forKey:)`: UIKit stores `NSStringFromCGPoint`.
    case point(x: Double, y: Double)
    /// `encode(NSDate, forKey:)`.
    case date(Double)
    /// `encode(NSData, forKey:)`.
    case data([UInt8])
    /// `encode(NSIndexPath, forKey:)`.
    case indexPath([Int])
    /// `encode(NSArray, forKey:)`.
    case array([StateValue])
    /// `encode(someRestorableObject, forKey:)`: UIKit writes a proxy carrying its path.
    case reference(IdentifierPath)
}

/// One key an encode method writes.
public typealias StateEntry = KeyedValue<StateValue>

import PropertyList

/// talagent's `ApplicationMapping.plist`, which names the UUID folder of each app in its daemon
/// container: an array alternating an identity (`{"protected": {"signingIdentifier": <bundle or
/// signing id>, ...}}`) and the UUID string. It is input from the disk: read tolerantly (an
/// unexpected shape is reported, never fatal), and a folder name is taken only when it is a
/// UUID, so no entry can name a path.
public struct ApplicationMapping: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var signingIdentifier: String
        public var uuid: String
    }

    public var entries: [Entry]
    /// What was not understood, one line each ("item 4: a number, not an identity").
    public var notUnderstood: [String]

    public static let fileName = "ApplicationMapping.plist"

    public init(entries: [Entry] = [], notUnderstood: [String] = []) {
        self.entries = entries
        self.notUnderstood = notUnderstood
    }

    /// Reads the mapping's bytes (binary or XML); a file that is not a property list, or not an
    /// array, is one line of `notUnderstood` and no entries.
    public init(bytes: [UInt8]) {
        self.init()
        let value: PropertyListValue
        do {
            value = try PropertyListReader.read(bytes)
        } catch {
            notUnderstood.append("not a property list: \(error.description)")
            return
        }
        guard case .array(let items) = value else {
            notUnderstood.append("not an array of identities and UUIDs")
            return
        }
        var pending: (identifier: String, position: Int)? = nil
        for (position, item) in items.enumerated() {
            switch item {
            case .dictionary:
                if let pending { notUnderstood.append("item \(pending.position): an identity without a UUID after it") }
                if let identifier = Self.signingIdentifier(in: item) {
                    pending = (identifier, position)
                } else {
                    pending = nil
                    notUnderstood.append("item \(position): an identity without a signingIdentifier")
                }
            case .string(let text):
                guard let identity = pending else {
                    notUnderstood.append("item \(position): a string without an identity before it")
                    continue
                }
                pending = nil
                guard Self.isUUID(text) else {
                    notUnderstood.append("item \(position): '\(text)' is not a UUID (36 hex digits and dashes); not used as a folder name")
                    continue
                }
                entries.append(Entry(signingIdentifier: identity.identifier, uuid: text))
            default:
                notUnderstood.append("item \(position): neither an identity nor a UUID")
            }
        }
        if let pending { notUnderstood.append("item \(pending.position): an identity without a UUID after it") }
    }

    /// The UUID folder of an app, by its bundle or signing identifier (the last entry wins, as a
    /// reinstalled app is appended).
    public func uuid(for identifier: String) -> String? {
        entries.last { $0.signingIdentifier == identifier }?.uuid
    }

    /// The identifier of a UUID folder, when the mapping names one.
    public func identifier(for uuid: String) -> String? {
        entries.last { $0.uuid.lowercased() == uuid.lowercased() }?.signingIdentifier
    }

    /// `signingIdentifier` under `protected`, or at the top of the identity.
    static func signingIdentifier(in identity: PropertyListValue) -> String? {
        for candidate in [identity["protected"]?["signingIdentifier"], identity["signingIdentifier"]] {
            if case .string(let text)? = candidate, !text.isEmpty { return text }
        }
        return nil
    }

    /// 8-4-4-4-12 hex digits: the only names taken from the mapping.
    public static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                let hex = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
                guard hex else { return false }
            }
        }
        return true
    }
}
